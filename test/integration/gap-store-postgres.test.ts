import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openGapStore } from '../../learning/gap-store.js';
import { isMeshError } from '../../wire/errors.js';
import { newRecord } from '../helpers/gap-records.js';
import { gapStoreBehaviour } from '../helpers/gap-store-suite.js';
import { freePort } from '../helpers/integration.js';
import { postgresAvailability, startPostgres, type PostgresServer } from '../helpers/postgres.js';
import { failWhenMissingUnderCi } from '../helpers/requirement.js';

const postgres = postgresAvailability();
failWhenMissingUnderCi('gap store on a Postgres server', postgres);

describe.runIf(postgres.available)('gap store on a Postgres server', () => {
  let server: PostgresServer | undefined;
  beforeAll(async () => {
    server = await startPostgres();
  }, 120_000);
  afterAll(() => server?.stop());

  gapStoreBehaviour(() => server!.createDatabase());

  it('migrates once when two processes open a new database at the same time', async () => {
    const url = await server!.createDatabase();
    const [a, b] = await Promise.all([openGapStore(url), openGapStore(url)]);
    try {
      expect((await a.add(newRecord())).status).toBe('added');
      expect(await b.list()).toHaveLength(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('gap store at an unreachable server', () => {
  const failure = async (url: string, connectTimeoutMs?: number): Promise<{ err: unknown; ms: number }> => {
    const started = Date.now();
    const err = await openGapStore(url, connectTimeoutMs === undefined ? {} : { connectTimeoutMs }).then(
      (s) => s.close().then(() => null),
      (e: unknown) => e,
    );
    return { err, ms: Date.now() - started };
  };

  it('fails at once when nothing listens, naming the location (password masked) and what to do', async () => {
    const port = await freePort();
    const { err, ms } = await failure(`postgres://gm:hunter2@127.0.0.1:${port}/gaps`);
    expect(isMeshError(err, 'GAP_STORE_UNREACHABLE'), String(err)).toBe(true);
    const message = (err as Error).message;
    expect(message).toContain(`postgres://gm:***@127.0.0.1:${port}/gaps`);
    expect(message).not.toContain('hunter2');
    expect(message).toMatch(/ECONNREFUSED/);
    expect(message).toMatch(/Start the Postgres server/);
    expect(ms).toBeLessThan(3_000);
  });

  it('gives up after the connect timeout when the server accepts and never answers', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((s) => sockets.push(s));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const { port } = silent.address() as { port: number };
    try {
      const { err, ms } = await failure(`postgresql://gm@127.0.0.1:${port}/gaps`, 500);
      expect(isMeshError(err, 'GAP_STORE_UNREACHABLE'), String(err)).toBe(true);
      expect((err as Error).message).toContain(`postgresql://gm@127.0.0.1:${port}/gaps`);
      expect(ms).toBeLessThan(3_000);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((r) => silent.close(r));
    }
  });
});
