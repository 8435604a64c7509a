import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { execa, type ResultPromise } from 'execa';
import { AGENT_ENV, type AgentSettings } from './agent-settings.js';
import { MeshError } from './errors.js';

/**
 * The agent entry point: agents never start through a TS loader. The build
 * bundles it into one file (dist/agent/agent-main.mjs, see
 * scripts/bundle-agent.ts), which starts in a fraction of the time the
 * module tree takes; without the bundle, the compiled module tree is used.
 * From the TS sources (tests) both are the build output, which `npm test`
 * refreshes first.
 */
const DIST = import.meta.url.endsWith('.ts') ? new URL('../dist/', import.meta.url) : new URL('../', import.meta.url);
const BUNDLE = fileURLToPath(new URL('agent/agent-main.mjs', DIST));
export const AGENT_MAIN = existsSync(BUNDLE) ? BUNDLE : fileURLToPath(new URL('core/agent-main.js', DIST));

const STDERR_TAIL_BYTES = 8 * 1024;

export interface AgentExit {
  code: number | null;
  signal: string | null;
}

export interface SpawnOptions {
  /** Where the child's stderr lines go, already prefixed with the agent id; default: our stderr. */
  log?: (line: string) => void;
  /** Extra environment for the child. */
  env?: Record<string, string>;
  /** Script to run instead of the agent entry point (test fixtures). */
  script?: string;
}

/**
 * One agent child process, started with `process.execPath` (plain compiled
 * JS). `ready` resolves with the bound port once the child prints its ready
 * line, and rejects with the child's stderr if it exits first or the
 * deadline passes. `stop` shuts it down in steps: the caller closes the
 * hub link first; then SIGTERM after `graceMs`, SIGKILL after another.
 */
export class AgentProcess {
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
    this.child = execa(process.execPath, [options.script ?? AGENT_MAIN], {
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
        reject(new MeshError('AGENT_START_TIMEOUT', `agent ${this.label} did not report ready within ${deadlineMs} ms${this.stderr ? `; its stderr:\n${this.stderr}` : ''}`));
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
