/**
 * A nats-server child process on a free loopback port, for `npm run perf`
 * and the tests: found on PATH (Debian's package puts it in /usr/sbin),
 * started with an optional server config and monitoring port, stopped (or
 * restarted on the same ports) on request.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The nats-server binary: on PATH or in the sbin folders; null when there is none (Debian: apt-get install nats-server). */
export function findNatsServer(): string | null {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin']) {
    if (!dir) continue;
    const p = join(dir, 'nats-server');
    if (spawnSync(p, ['--version'], { stdio: 'ignore' }).status === 0) return p;
  }
  return null;
}

/** A port nobody holds on 127.0.0.1 now. */
export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as { port: number }).port;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

/** Resolves once something accepts connections on host:port; throws after `ms`. */
export async function waitForPort(port: number, ms: number, host = '127.0.0.1'): Promise<void> {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    const ok = await new Promise<boolean>((r) => {
      const s = connect({ host, port }, () => {
        s.destroy();
        r(true);
      });
      s.once('error', () => r(false));
    });
    if (ok) return;
    await sleep(25);
  }
  throw new Error(`nothing listens on ${host}:${port} after ${ms} ms`);
}

/** One connection as the server's `/connz` monitoring page reports it (bytes are message payloads and headers). */
export interface ConnzEntry {
  cid: number;
  name?: string;
  in_msgs: number;
  out_msgs: number;
  in_bytes: number;
  out_bytes: number;
}

export interface NatsServerOptions {
  bin: string;
  /** Address to bind (default 127.0.0.1). */
  host?: string;
  /** Server config text (users, permissions…), written to a temporary file; `listen`/`port` come from here, not from it. */
  config?: string;
  /** Serve the monitoring endpoints (`/connz`, `/varz`) on a port of their own. */
  monitor?: boolean;
  /** Run the process through this command prefix (e.g. `ip netns exec NAME`). */
  wrap?: string[];
}

export interface NatsServer {
  url: string;
  port: number;
  monitorPort: number | undefined;
  readonly process: ChildProcess;
  /** The connections' counters (needs `monitor`): open ones, or `all` (closed ones keep their final figures). */
  connz(state?: 'open' | 'all'): Promise<ConnzEntry[]>;
  /** Stop it (SIGTERM, then SIGKILL after 2 s) and remove its files. */
  stop(): Promise<void>;
  /** Kill it (if it still runs), wait `downMs`, and start it again on the same ports: a server restart mid-run. */
  restart(downMs?: number): Promise<void>;
}

export async function startNatsServer(options: NatsServerOptions): Promise<NatsServer> {
  const host = options.host ?? '127.0.0.1';
  const port = await freePort();
  const monitorPort = options.monitor ? await freePort() : undefined;
  const dir = mkdtempSync(join(tmpdir(), 'gm-nats-'));
  const args = ['-a', host, '-p', String(port), ...(monitorPort ? ['-m', String(monitorPort)] : [])];
  if (options.config !== undefined) {
    writeFileSync(join(dir, 'server.conf'), options.config);
    args.push('-c', join(dir, 'server.conf'));
  }
  const launch = (): ChildProcess => {
    const [cmd, ...pre] = [...(options.wrap ?? []), options.bin];
    return spawn(cmd!, [...pre, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  let child = launch();
  /** Ready when it says so on stderr (this also works inside a network namespace the caller cannot reach). */
  const started = (): Promise<void> =>
    new Promise((resolve, reject) => {
      let said = '';
      const timer = setTimeout(() => reject(new Error(`nats-server did not say it was ready within 5 s: ${said.slice(-500)}`)), 5000);
      child.stderr!.setEncoding('utf8');
      child.stderr!.on('data', (text: string) => {
        said = (said + text).slice(-4096);
        if (said.includes('Server is ready')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`nats-server exited (code ${code}) on start: ${said.slice(-500)}`));
      });
    });
  const stopChild = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    child.kill('SIGTERM');
    const t = setTimeout(() => child.kill('SIGKILL'), 2000);
    await exited;
    clearTimeout(t);
  };
  try {
    await started();
  } catch (err) {
    await stopChild();
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    url: `nats://${host}:${port}`,
    port,
    monitorPort,
    get process() {
      return child;
    },
    connz: async (state = 'open') => {
      const res = await fetch(`http://${host}:${monitorPort}/connz?limit=1024&state=${state}`);
      return ((await res.json()) as { connections?: ConnzEntry[] }).connections ?? [];
    },
    stop: async () => {
      await stopChild();
      rmSync(dir, { recursive: true, force: true });
    },
    restart: async (downMs = 0) => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise<void>((r) => child.once('exit', () => r()));
        child.kill('SIGKILL');
        await exited;
      }
      if (downMs > 0) await sleep(downMs);
      child = launch();
      await started();
    },
  };
}
