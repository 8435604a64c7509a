import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import pg from 'pg';
import { freePort } from './integration.js';
import { requirement, type Requirement } from './requirement.js';

/**
 * A throwaway Postgres server for tests: Debian's `postgresql` binaries
 * (initdb, pg_ctl), a cluster in a temp dir, listening on a free loopback
 * port with trust authentication. As root the server runs as the
 * `postgres` user (Postgres refuses to run as root) through runuser.
 */

const DEBIAN_BINARIES = '/usr/lib/postgresql';
/** Bounded waits: initdb, start and stop each get this long. */
const STEP_MS = 60_000;

interface Binaries {
  dir: string;
  /** As root: the user to run as. */
  user: { name: string; uid: number; gid: number } | null;
}

function onPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const path = join(dir, name);
    if (dir && existsSync(path)) return realpathSync(path);
  }
  return null;
}

/** initdb and pg_ctl side by side: in $GAIA_MESH_PG_BIN when set, else on PATH, else the newest /usr/lib/postgresql/N/bin. */
function binaryDir(): string | null {
  const chosen = process.env.GAIA_MESH_PG_BIN;
  if (chosen !== undefined) return existsSync(join(chosen, 'initdb')) && existsSync(join(chosen, 'pg_ctl')) ? chosen : null;
  const initdb = onPath('initdb');
  if (initdb && existsSync(join(dirname(initdb), 'pg_ctl'))) return dirname(initdb);
  if (!existsSync(DEBIAN_BINARIES)) return null;
  const versions = readdirSync(DEBIAN_BINARIES)
    .filter((v) => /^\d+$/.test(v) && existsSync(join(DEBIAN_BINARIES, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(DEBIAN_BINARIES, versions[0]!, 'bin') : null;
}

function passwdUser(name: string): Binaries['user'] {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  if (!line) return null;
  const [, , uid, gid] = line.split(':');
  return { name, uid: Number(uid), gid: Number(gid) };
}

function findBinaries(): { binaries: Binaries | null; missing: string | null } {
  const install = '`apt-get update && apt-get install -y postgresql` (Debian; .ci/run does this)';
  const dir = binaryDir();
  if (!dir)
    return {
      binaries: null,
      missing: `no Postgres server binaries (initdb, pg_ctl) on PATH or in ${DEBIAN_BINARIES}/*/bin: install them with ${install} (or set GAIA_MESH_PG_BIN)`,
    };
  if (process.getuid?.() !== 0) return { binaries: { dir, user: null }, missing: null };
  const user = passwdUser('postgres');
  if (!user || !onPath('runuser')) {
    return { binaries: null, missing: `running as root, the test server needs a "postgres" user and runuser (util-linux): install them with ${install}` };
  }
  return { binaries: { dir, user }, missing: null };
}

const found = findBinaries();

/** Whether the server tests can run (skipped loudly without the binaries; under CI=true, failed). */
export function postgresAvailability(): Requirement {
  return requirement('the tests against a real Postgres server', found.missing);
}

export interface PostgresServer {
  port: number;
  /** A new empty database on the server; its URL. */
  createDatabase(): Promise<string>;
  /** Stop the server (immediately; SIGKILL if pg_ctl fails) and remove its directory. Safe to call twice. */
  stop(): void;
}

function run(b: Binaries, program: string, args: string[]): void {
  const path = join(b.dir, program);
  const [cmd, argv] = b.user ? ['runuser', ['-u', b.user.name, '--', path, ...args]] : [path, args];
  const r = spawnSync(cmd, argv, { encoding: 'utf8', timeout: STEP_MS, cwd: tmpdir() });
  if (r.status !== 0)
    throw new Error(`${program} ${args.join(' ')} failed (${r.error?.message ?? `exit ${r.status}, ${r.signal ?? ''}`}): ${r.stderr}${r.stdout}`);
}

export async function startPostgres(): Promise<PostgresServer> {
  const b = found.binaries;
  if (!b) throw new Error(found.missing ?? 'no Postgres');
  const root = mkdtempSync(join(tmpdir(), 'gm-pg-'));
  if (b.user) chownSync(root, b.user.uid, b.user.gid);
  const data = join(root, 'data');
  let stopped = false;
  const stop = (): void => {
    if (stopped) return;
    stopped = true;
    try {
      if (existsSync(join(data, 'postmaster.pid'))) run(b, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-t', '20', 'stop']);
    } catch {
      const pid = Number.parseInt(readFileSync(join(data, 'postmaster.pid'), 'utf8'), 10);
      if (pid > 0) process.kill(pid, 'SIGKILL');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
  try {
    run(b, 'initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    const port = await freePort();
    const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c synchronous_commit=off`;
    run(b, 'pg_ctl', ['-D', data, '-l', join(root, 'server.log'), '-w', '-t', '30', '-o', options, 'start']);
    let n = 0;
    return {
      port,
      async createDatabase() {
        const name = `gm_${++n}`;
        const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`, connectionTimeoutMillis: 5_000 });
        await admin.connect();
        try {
          await admin.query(`CREATE DATABASE ${name}`);
        } finally {
          await admin.end();
        }
        return `postgres://postgres@127.0.0.1:${port}/${name}`;
      },
      stop,
    };
  } catch (err) {
    stop();
    throw err;
  }
}
