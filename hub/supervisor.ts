import { setTimeout as sleep } from 'node:timers/promises';
import { performance } from 'node:perf_hooks';
import { describeError } from '../wire/errors.js';
import { MAX_RESTART_BACKOFF_MS, type Config } from '../config/schema.js';

/** How a process ended. */
export interface AgentExit {
  code: number | null;
  signal: string | null;
}

/** What the supervisor needs of one agent process (AgentProcess; fakes in tests). */
export interface SupervisedProcess {
  /** Resolves with the bound port once the process is ready; rejects if it exits first or the deadline passes. */
  ready(deadlineMs: number): Promise<number>;
  /** Settles once, when the process has exited. */
  readonly exited: Promise<AgentExit>;
  /** Set once the process has exited. */
  readonly exitStatus: AgentExit | undefined;
  kill(signal: NodeJS.Signals): void;
  /** Stop it gently, then by signals, within about `graceMs` per step. */
  stop(graceMs: number): Promise<AgentExit>;
}

/** The restart policy, from the config's `restart` section. */
export type RestartPolicy = Pick<Config['restart'], 'policy' | 'max_restarts' | 'backoff_ms'>;

/** How a recovery ended: back in the mesh, not restarted (policy or restarts used up), or stopped by the mesh closing. */
export type Recovery = 'restarted' | 'given_up' | 'closed';

/** What a recovery asks of its caller. */
export interface RecoveryHooks<P> {
  /** The lost process has ended (killed first if it was still alive): how. */
  exited(exit: AgentExit): void;
  /** Connect a fresh process, ready on `port`, and put it back in the mesh; rejecting fails this restart. */
  rejoin(process: P, port: number): Promise<void>;
}

export interface SupervisorOptions<P> {
  /** The agents, in order. */
  ids: readonly string[];
  /** Start a fresh process for agent `id`. */
  spawn(id: string): P;
  policy: RestartPolicy;
  /** Deadline for a restarted process to be ready. */
  startupMs: number;
  /** Grace of each step when stopping a process. */
  shutdownMs: number;
  /** Lines about restarts, already prefixed `[hub]`. */
  log(line: string): void;
  /** Injectable for tests: waiting out a backoff, and a monotonic clock in ms. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/**
 * Owns the agent processes from spawn to the last signal. `recover` brings
 * a lost agent back under the restart policy: the old process is killed if
 * still alive and awaited, then fresh ones are started after a backoff
 * (backoff_ms × 2^(n−1), at most MAX_RESTART_BACKOFF_MS) while restarts
 * remain, until one rejoins. Restarts are counted per agent over the run.
 * After `close` no restart starts; `stopAll` stops every current process.
 */
export class Supervisor<P extends SupervisedProcess> {
  /** The current process of each agent, in the order of `ids`: a restart replaces its entry in place. */
  readonly processes: P[] = [];
  private readonly restarts = new Map<string, number>();
  private closing = false;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly now: () => number;

  constructor(private readonly options: SupervisorOptions<P>) {
    this.sleep = options.sleep ?? ((ms) => sleep(ms));
    this.now = options.now ?? (() => performance.now());
  }

  /** Spawn every agent and wait until each is ready; resolves with their ports, in order. */
  start(): Promise<number[]> {
    this.processes.push(...this.options.ids.map((id) => this.options.spawn(id)));
    return Promise.all(this.processes.map((p) => p.ready(this.options.startupMs)));
  }

  current(id: string): P | undefined {
    return this.processes[this.options.ids.indexOf(id)];
  }

  kill(id: string, signal: NodeJS.Signals): void {
    this.current(id)?.kill(signal);
  }

  /** How agent `id`'s process ended, waiting up to `waitMs` for it to; "disconnected" if it is still running. */
  async howEnded(id: string, waitMs: number): Promise<string> {
    const agent = this.current(id);
    if (!agent) return 'disconnected';
    const exit = await Promise.race([agent.exited, this.sleep(waitMs).then(() => undefined)]);
    if (!exit) return 'disconnected';
    return exit.signal ? `was killed by ${exit.signal}` : `exited with code ${exit.code}`;
  }

  /** Bring lost agent `id` back under the policy (see the class). */
  async recover(id: string, hooks: RecoveryHooks<P>): Promise<Recovery> {
    const { policy, log } = this.options;
    const since = this.now();
    const old = this.current(id)!;
    // A frozen or slow process is still alive: it goes first.
    if (!old.exitStatus) old.kill('SIGKILL');
    hooks.exited(await old.exited);
    for (;;) {
      const n = (this.restarts.get(id) ?? 0) + 1;
      if (this.closing || policy.policy === 'never' || n > policy.max_restarts) {
        if (!this.closing) log(`[hub] agent ${id} is not restarted (${policy.policy === 'never' ? 'restart: never' : `${policy.max_restarts} restarts used`})`);
        return 'given_up';
      }
      this.restarts.set(id, n);
      await this.sleep(Math.min(MAX_RESTART_BACKOFF_MS, policy.backoff_ms * 2 ** (n - 1)));
      if (this.closing) return 'closed';
      const fresh = this.options.spawn(id);
      this.processes[this.options.ids.indexOf(id)] = fresh;
      try {
        await hooks.rejoin(fresh, await fresh.ready(this.options.startupMs));
        log(`[hub] agent ${id} restarted (${n}/${policy.max_restarts}) in ${(this.now() - since).toFixed(0)} ms`);
        return 'restarted';
      } catch (err) {
        log(`[hub] agent ${id} restart ${n} failed: ${describeError(err)}`);
        if (!fresh.exitStatus) fresh.kill('SIGKILL');
        await fresh.exited;
      }
    }
  }

  /** From now on no restart starts (the mesh is closing); one waiting out its backoff ends as `closed`. */
  close(): void {
    this.closing = true;
  }

  get closed(): boolean {
    return this.closing;
  }

  /** Stop every current process (gently, then by signals) and wait for all to end. */
  async stopAll(): Promise<void> {
    await Promise.all(this.processes.map((p) => p.stop(this.options.shutdownMs)));
  }
}
