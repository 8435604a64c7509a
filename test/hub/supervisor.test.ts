import { describe, expect, it } from 'vitest';
import { MAX_RESTART_BACKOFF_MS } from '../../config/schema.js';
import { Supervisor, type AgentExit, type RecoveryHooks, type RestartPolicy, type SupervisedProcess } from '../../hub/supervisor.js';

/** A process that exists only in memory: the test says when it is ready, and it ends on a signal. */
class FakeProcess implements SupervisedProcess {
  readonly exited: Promise<AgentExit>;
  exitStatus: AgentExit | undefined;
  readonly signals: string[] = [];
  stoppedWith: number | undefined;
  private end!: (exit: AgentExit) => void;

  constructor(
    readonly id: string,
    readonly serial: number,
    /** The port it reports ready on, or an error it fails to start with. */
    private readonly start: number | Error,
  ) {
    this.exited = new Promise((r) => (this.end = r));
  }

  ready(): Promise<number> {
    return this.start instanceof Error ? Promise.reject(this.start) : Promise.resolve(this.start);
  }

  kill(signal: NodeJS.Signals): void {
    this.signals.push(signal);
    this.exit({ code: null, signal });
  }

  async stop(graceMs: number): Promise<AgentExit> {
    this.stoppedWith = graceMs;
    this.exit({ code: 0, signal: null });
    return this.exited;
  }

  exit(exit: AgentExit): void {
    if (this.exitStatus) return;
    this.exitStatus = exit;
    this.end(exit);
  }
}

/** A supervisor over fake processes; `starts` says how each spawn of an agent goes, in turn (default: ready on port 9000 + n). */
function setup(policy: Partial<RestartPolicy> = {}, starts: Record<string, (number | Error)[]> = {}) {
  const spawned: FakeProcess[] = [];
  const waits: number[] = [];
  const log: string[] = [];
  let gate: Promise<void> | undefined;
  const supervisor = new Supervisor<FakeProcess>({
    ids: ['a', 'b'],
    spawn: (id) => {
      const start = starts[id]?.shift() ?? 9000 + spawned.length;
      const p = new FakeProcess(id, spawned.length, start);
      spawned.push(p);
      return p;
    },
    policy: { policy: 'on-failure', max_restarts: 3, backoff_ms: 100, ...policy },
    startupMs: 1000,
    shutdownMs: 50,
    log: (line) => log.push(line),
    sleep: async (ms) => {
      waits.push(ms);
      await gate;
    },
    now: () => 0,
  });
  const hold = (): (() => void) => {
    let open!: () => void;
    gate = new Promise((r) => (open = r));
    return open;
  };
  return { supervisor, spawned, waits, log, hold };
}

/** Hooks that record what the recovery reported; `rejoin` fails while `failures` remain. */
function hooks(failures = 0) {
  const seen: { exits: AgentExit[]; rejoined: [number, number][] } = { exits: [], rejoined: [] };
  const h: RecoveryHooks<FakeProcess> = {
    exited: (exit) => seen.exits.push(exit),
    rejoin: async (p, port) => {
      if (failures-- > 0) throw new Error('handshake timed out');
      seen.rejoined.push([p.serial, port]);
    },
  };
  return { h, seen };
}

describe('Supervisor', () => {
  it('spawns every agent in order and resolves with their ports once all are ready', async () => {
    const { supervisor, spawned } = setup();
    expect(await supervisor.start()).toEqual([9000, 9001]);
    expect(spawned.map((p) => p.id)).toEqual(['a', 'b']);
    expect(supervisor.current('b')).toBe(spawned[1]);
  });

  it('kills a lost process that is still alive, reports how it ended, and puts a fresh one in its place after the backoff', async () => {
    const { supervisor, spawned, waits, log } = setup();
    await supervisor.start();
    const old = supervisor.current('a')!;
    const { h, seen } = hooks();
    expect(await supervisor.recover('a', h)).toBe('restarted');
    expect(old.signals).toEqual(['SIGKILL']);
    expect(seen.exits).toEqual([{ code: null, signal: 'SIGKILL' }]);
    expect(waits).toEqual([100]);
    expect(seen.rejoined).toEqual([[2, 9002]]);
    expect(supervisor.current('a')).toBe(spawned[2]);
    expect(supervisor.processes).toEqual([spawned[2], spawned[1]]);
    expect(log).toEqual(['[hub] agent a restarted (1/3) in 0 ms']);
  });

  it('does not signal a process that has already exited', async () => {
    const { supervisor } = setup();
    await supervisor.start();
    supervisor.current('b')!.exit({ code: 3, signal: null });
    const { h, seen } = hooks();
    await supervisor.recover('b', h);
    expect(seen.exits).toEqual([{ code: 3, signal: null }]);
  });

  it('tries again while restarts remain when a restart fails, killing the failed process, with the backoff doubling', async () => {
    const { supervisor, spawned, waits, log } = setup({ max_restarts: 5 }, { a: [9000, new Error('exited (code 1) before it was ready')] });
    await supervisor.start();
    const { h, seen } = hooks(1);
    expect(await supervisor.recover('a', h)).toBe('restarted');
    expect(waits).toEqual([100, 200, 400]);
    // Spawn 2 never got ready; spawn 3 was ready but could not rejoin, and was killed; spawn 4 is back.
    expect(spawned[3]!.signals).toEqual(['SIGKILL']);
    expect(seen.rejoined).toEqual([[4, 9004]]);
    expect(log.map((l) => l.replace(/: .*/, ''))).toEqual([
      '[hub] agent a restart 1 failed',
      '[hub] agent a restart 2 failed',
      '[hub] agent a restarted (3/5) in 0 ms',
    ]);
  });

  it('caps the backoff, counts restarts per agent over the run, and gives up once they are used', async () => {
    const { supervisor, waits, log } = setup({ max_restarts: 6, backoff_ms: 1000 });
    await supervisor.start();
    for (let i = 0; i < 6; i++) expect(await supervisor.recover('a', hooks().h)).toBe('restarted');
    expect(waits).toEqual([1000, 2000, 4000, MAX_RESTART_BACKOFF_MS, MAX_RESTART_BACKOFF_MS, MAX_RESTART_BACKOFF_MS]);
    expect(await supervisor.recover('a', hooks().h)).toBe('given_up');
    expect(log.at(-1)).toBe('[hub] agent a is not restarted (6 restarts used)');
    // The other agent has its own count.
    expect(await supervisor.recover('b', hooks().h)).toBe('restarted');
    expect(waits.at(-1)).toBe(1000);
  });

  it('under restart: never, gives up at once and starts nothing', async () => {
    const { supervisor, spawned, waits, log } = setup({ policy: 'never' });
    await supervisor.start();
    const { h, seen } = hooks();
    expect(await supervisor.recover('a', h)).toBe('given_up');
    expect(seen.exits).toHaveLength(1);
    expect(spawned).toHaveLength(2);
    expect(waits).toEqual([]);
    expect(log).toEqual(['[hub] agent a is not restarted (restart: never)']);
  });

  it('starts no restart once closed: one waiting out its backoff ends as closed', async () => {
    const { supervisor, spawned, hold, log } = setup();
    await supervisor.start();
    const open = hold();
    const recovering = supervisor.recover('a', hooks().h);
    await new Promise((r) => setImmediate(r));
    supervisor.close();
    open();
    expect(await recovering).toBe('closed');
    expect(spawned).toHaveLength(2);
    // Closed before a loss: given up, without a word.
    expect(await supervisor.recover('b', hooks().h)).toBe('given_up');
    expect(log).toEqual([]);
  });

  it('stops every current process with the grace, forwards signals, and says how a lost one ended', async () => {
    const { supervisor, spawned } = setup();
    await supervisor.start();
    expect(await supervisor.howEnded('a', 10)).toBe('disconnected');
    supervisor.kill('a', 'SIGTERM');
    expect(spawned[0]!.signals).toEqual(['SIGTERM']);
    expect(await supervisor.howEnded('a', 10)).toBe('was killed by SIGTERM');
    spawned[1]!.exit({ code: 2, signal: null });
    expect(await supervisor.howEnded('b', 10)).toBe('exited with code 2');
    expect(await supervisor.howEnded('nobody', 10)).toBe('disconnected');
    await supervisor.stopAll();
    expect(spawned.map((p) => p.stoppedWith)).toEqual([50, 50]);
  });
});
