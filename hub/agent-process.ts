import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { execa, type ResultPromise } from 'execa';
import { AGENT_ENV, type AgentSettings } from '../agent/agent-settings.js';
import { MeshError } from '../wire/errors.js';
import type { AgentExit, SupervisedProcess } from './supervisor.js';

export type { AgentExit } from './supervisor.js';

/**
 * How agents start: agents never start through a TS loader. The build
 * (scripts/bundle-agent.ts) makes a V8 start-up snapshot of the agent
 * (dist/bundle/agent.blob), which starts fastest, and a one-file bundle
 * (dist/bundle/agent-main.mjs); without them, the compiled module tree is
 * used. The snapshot is used only when it was built by this Node version
 * on this platform, at this path. From the TS sources (tests) all are the
 * build output, which `npm test` refreshes first.
 */
const DIST = import.meta.url.endsWith('.ts') ? new URL('../dist/', import.meta.url) : new URL('../', import.meta.url);
const BLOB = fileURLToPath(new URL('bundle/agent.blob', DIST));
const BUNDLE = fileURLToPath(new URL('bundle/agent-main.mjs', DIST));
const MODULES = fileURLToPath(new URL('scripts/agent-main.js', DIST));

/** What an agent process is started from, best first. */
export type AgentEntry = 'snapshot' | 'bundle' | 'modules';

/** The arguments to `node` that start an agent from `entry`. */
export function agentArgs(entry: AgentEntry): string[] {
  return entry === 'snapshot' ? ['--snapshot-blob', BLOB] : [entry === 'bundle' ? BUNDLE : MODULES];
}

/** True when the snapshot at `blob` was built (its `.json` stamp says) by this Node, on this platform, at this path. */
export function snapshotUsable(blob = BLOB): boolean {
  try {
    const built = JSON.parse(readFileSync(`${blob}.json`, 'utf8')) as { node?: string; platform?: string; arch?: string; path?: string };
    return built.node === process.version && built.platform === process.platform && built.arch === process.arch && built.path === blob && existsSync(blob);
  } catch {
    return false;
  }
}

/** The fastest entry this installation has. */
export const AGENT_ENTRY: AgentEntry = snapshotUsable() ? 'snapshot' : existsSync(BUNDLE) ? 'bundle' : 'modules';

const STDERR_TAIL_BYTES = 8 * 1024;

export interface SpawnOptions {
  /** Where the child's stderr lines go, already prefixed with the agent id; default: our stderr. */
  log?: (line: string) => void;
  /** Extra environment for the child. */
  env?: Record<string, string>;
  /** Script to run instead of the agent entry point (test fixtures). */
  script?: string;
  /** Start the agent from this instead of the fastest entry available. */
  entry?: AgentEntry;
}

/**
 * One agent child process, started with `process.execPath` (plain compiled
 * JS). `ready` resolves with the bound port once the child prints its ready
 * line, and rejects with the child's stderr if it exits first or the
 * deadline passes. `stop` shuts it down in steps: the caller closes the
 * hub link first; then SIGTERM after `graceMs`, SIGKILL after another.
 */
export class AgentProcess implements SupervisedProcess {
  readonly child: ResultPromise;
  readonly exited: Promise<AgentExit>;
  private stderrTail = '';
  private exit: AgentExit | undefined;

  constructor(
    readonly settings: AgentSettings,
    readonly label: string,
    options: SpawnOptions = {},
  ) {
    const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
    this.child = execa(process.execPath, options.script ? [options.script] : agentArgs(options.entry ?? AGENT_ENTRY), {
      env: { ...options.env, [AGENT_ENV]: JSON.stringify(settings) },
      stdin: 'pipe',
      stdout: 'pipe',
      stderr: 'pipe',
      buffer: false,
      reject: false,
      cleanup: true,
    });
    let partial = '';
    this.child.stderr?.setEncoding('utf8');
    this.child.stderr?.on('data', (text: string) => {
      this.stderrTail = (this.stderrTail + text).slice(-STDERR_TAIL_BYTES);
      partial += text;
      const lines = partial.split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) log(`[agent ${this.label}] ${line}`);
    });
    this.exited = this.child.then((r) => {
      this.exit = { code: r.exitCode ?? null, signal: r.signal ?? null };
      if (partial.trim()) log(`[agent ${this.label}] ${partial}`);
      return this.exit;
    });
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Set once the process has exited. */
  get exitStatus(): AgentExit | undefined {
    return this.exit;
  }

  /** The last few KB the child wrote to stderr. */
  get stderr(): string {
    return this.stderrTail.trim();
  }

  ready(deadlineMs: number): Promise<number> {
    return new Promise((resolve, reject) => {
      let buffered = '';
      const timer = setTimeout(() => {
        cleanup();
        reject(
          new MeshError(
            'AGENT_START_TIMEOUT',
            `agent ${this.label} did not report ready within ${deadlineMs} ms${this.stderr ? `; its stderr:\n${this.stderr}` : ''}`,
          ),
        );
      }, deadlineMs);
      const onData = (text: string): void => {
        buffered += text;
        for (const line of buffered.split('\n')) {
          try {
            const msg = JSON.parse(line) as { event?: string; port?: number };
            if (msg.event === 'ready' && typeof msg.port === 'number') {
              cleanup();
              resolve(msg.port);
              return;
            }
          } catch {
            // not a control line
          }
        }
      };
      const onExit = (exit: AgentExit): void => {
        cleanup();
        const how = exit.signal ? `signal ${exit.signal}` : `code ${exit.code}`;
        const code = exit.code === 3 ? 'PORT_IN_USE' : 'AGENT_EXITED';
        reject(new MeshError(code, `agent ${this.label} exited (${how}) before it was ready${this.stderr ? `: ${this.stderr}` : ''}`));
      };
      const cleanup = (): void => {
        clearTimeout(timer);
        this.child.stdout?.off('data', onData);
        this.child.stdout?.resume();
      };
      this.child.stdout?.setEncoding('utf8');
      this.child.stdout?.on('data', onData);
      void this.exited.then(onExit);
    });
  }

  /** Send `signal` to the child now (a restart kills a frozen one; the fail-storm kills on purpose). */
  kill(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  /** Stop the child: wait `graceMs` for it to leave on its own, then SIGTERM, then SIGKILL. */
  async stop(graceMs: number): Promise<AgentExit> {
    if (this.exit) return this.exit;
    this.child.stdin?.end();
    if (await settles(this.exited, graceMs)) return this.exited;
    this.child.kill('SIGTERM');
    if (await settles(this.exited, graceMs)) return this.exited;
    this.child.kill('SIGKILL');
    return this.exited;
  }
}

function settles(p: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    void p.then(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}
