/**
 * The gap store's two back ends behind one small query function
 * (SqlClient): a Postgres server by URL through node-postgres, or PGlite
 * (Postgres compiled to WebAssembly, in this process) in a data directory.
 * Each driver is loaded only when used.
 */
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, realpathSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MeshError, describeError } from '../wire/errors.js';
import type { Query, Row, SqlClient } from './gap-sql.js';

/** How long opening a connection to a server may take before the store gives up (ms). */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
/** The longest one statement may wait for a server's answer (ms): a stalled server fails the call instead of hanging the bench. */
export const QUERY_TIMEOUT_MS = 60_000;
/** Inside a PGlite data directory: the process that has it open (PGlite itself has no lock; two processes on one directory would damage it). */
export const LOCK_FILE = 'gaia-mesh.lock';

/** True for a `postgres://` or `postgresql://` URL: a server; anything else is a PGlite directory. */
export function isServerUrl(location: string): boolean {
  return /^postgres(?:ql)?:\/\//i.test(location);
}

/** The location as it may be printed: a URL's password masked. */
export function displayLocation(location: string): string {
  if (!isServerUrl(location)) return location;
  return location.replace(/^(postgres(?:ql)?:\/\/[^:@/]*:)[^@/]*@/i, '$1***@');
}

export function connect(location: string, connectTimeoutMs = DEFAULT_CONNECT_TIMEOUT_MS): Promise<SqlClient> {
  return isServerUrl(location) ? connectServer(location, connectTimeoutMs) : openPglite(location);
}

/** A driver error in one line (a refused connection to a name with two addresses is an AggregateError without a message). */
function driverMessage(err: unknown): string {
  const e = err as { message?: string; code?: string; errors?: unknown[] };
  if (e?.message) return e.message;
  if (Array.isArray(e?.errors) && e.errors.length) return e.errors.map(driverMessage).join('; ');
  return e?.code ?? describeError(err);
}

/** The Query of anything with a node-postgres-like `query(sql, params)` (a pg Pool or client, PGlite or its transaction). */
function queryOn(on: { query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }> }): Query {
  return async <T extends Row>(sql: string, params: readonly unknown[] = []) => (await on.query(sql, [...params])).rows as T[];
}

async function connectServer(url: string, connectTimeoutMs: number): Promise<SqlClient> {
  const pg = (await import('pg')).default;
  const pool = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis: connectTimeoutMs,
    query_timeout: QUERY_TIMEOUT_MS,
    max: 4,
    allowExitOnIdle: true,
  });
  // An idle connection the server dropped: the pool discards it and the next query opens another.
  pool.on('error', () => undefined);
  try {
    await pool.query('SELECT 1');
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw new MeshError(
      'GAP_STORE_UNREACHABLE',
      `cannot reach the gap store at ${displayLocation(url)}: ${driverMessage(err)}. Start the Postgres server, or check the URL's host, port, user, password and database; or keep the store in a PGlite directory instead (--gaps DIR, or learning.store in the config)`,
      { cause: err },
    );
  }
  return {
    query: queryOn(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(queryOn(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Data directories this process has open (a second open here would damage it as surely as another process's). */
const openHere = new Set<string>();

async function openPglite(location: string): Promise<SqlClient> {
  const dir = resolve(location);
  const unusable = (what: string, cause?: unknown): MeshError => new MeshError('GAP_STORE_UNUSABLE', `the gap store ${dir} ${what}`, { cause });
  if (existsSync(dir) && !statSync(dir).isDirectory()) throw unusable('is a file, not a directory: give a directory (created if missing) or a postgres:// URL');
  mkdirSync(dir, { recursive: true });
  const entries = readdirSync(dir).filter((f) => f !== LOCK_FILE);
  if (entries.length > 0 && !entries.includes('PG_VERSION')) {
    throw unusable('is not empty and holds no PGlite data (no PG_VERSION): give a new or empty directory for the store');
  }
  const release = lockDir(realpathSync(dir), unusable);
  const { PGlite } = await import('@electric-sql/pglite');
  let db: InstanceType<typeof PGlite>;
  try {
    db = await PGlite.create({ dataDir: dir });
  } catch (err) {
    release();
    throw unusable(
      `cannot be opened (${driverMessage(err)}): it is damaged or not a PGlite data directory. Move it aside and start an empty store there, or give another directory (--gaps DIR, or learning.store in the config)`,
      err,
    );
  }
  return {
    query: queryOn(db),
    transaction: (fn) => db.transaction((tx) => fn(queryOn(tx))),
    async close() {
      try {
        await db.close();
      } finally {
        release();
      }
    },
  };
}

/** Take the directory's lock file (a stale one, of a process that is gone, is taken over); returns its release. */
function lockDir(dir: string, unusable: (what: string) => MeshError): () => void {
  if (openHere.has(dir)) throw unusable('is already open in this process: open it once and share the store');
  const path = join(dir, LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw err;
      const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) {
        throw unusable(`is in use by process ${pid} (a bench or npm run gaps): wait for it to finish (if no such process uses the store, delete ${path})`);
      }
      unlinkSync(path);
    }
  }
  openHere.add(dir);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    openHere.delete(dir);
    try {
      unlinkSync(path);
    } catch {
      // already gone: nothing to release
    }
  };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
