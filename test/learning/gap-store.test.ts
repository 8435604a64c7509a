import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE, displayLocation, isServerUrl } from '../../learning/gap-db.js';
import { openGapStore, questionHash } from '../../learning/gap-store.js';
import { isMeshError } from '../../wire/errors.js';
import { CLOCK, newRecord } from '../helpers/gap-records.js';
import { gapStoreBehaviour } from '../helpers/gap-store-suite.js';

// One PGlite initdb (seconds) for the file; every test gets a copy of that empty, migrated store.
let root: string;
let template: string;
let n = 0;
const fresh = async (): Promise<string> => {
  const dir = join(root, `store-${++n}`);
  cpSync(template, dir, { recursive: true });
  return dir;
};

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'gm-gaps-'));
  template = join(root, 'template');
  await (await openGapStore(template)).close();
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('gap store on PGlite', () => {
  gapStoreBehaviour(fresh);

  it('creates a missing directory', async () => {
    const store = await openGapStore(join(root, 'new', 'deeper'), { now: CLOCK });
    expect(await store.list()).toEqual([]);
    await store.close();
  }, 60_000);

  const unusable = async (location: string, message: RegExp): Promise<void> => {
    const err = await openGapStore(location).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isMeshError(err, 'GAP_STORE_UNUSABLE'), String(err)).toBe(true);
    expect((err as Error).message).toContain(location);
    expect((err as Error).message).toMatch(message);
  };

  it('refuses a damaged data directory with a message that names it and says what to do', async () => {
    const dir = await fresh();
    writeFileSync(join(dir, 'global', 'pg_control'), Buffer.alloc(8192, 0x5a));
    await unusable(dir, /damaged.*Move it aside/);
  });

  it('refuses a file, and a directory holding something else, instead of writing into them', async () => {
    const file = join(root, 'a-file');
    writeFileSync(file, 'not a store');
    await unusable(file, /is a file/);
    const other = join(root, 'other');
    mkdirSync(other);
    writeFileSync(join(other, 'notes.txt'), 'mine');
    await unusable(other, /not empty and holds no PGlite data/);
  });

  it('refuses a directory another process or this one has open, and takes over a stale lock', async () => {
    const dir = await fresh();
    writeFileSync(join(dir, LOCK_FILE), `${process.ppid}\n`);
    await unusable(dir, new RegExp(`in use by process ${process.ppid}`));
    writeFileSync(join(dir, LOCK_FILE), '999999999\n');
    const store = await openGapStore(dir);
    await unusable(dir, /already open in this process/);
    await store.close();
    await (await openGapStore(dir)).close();
  });
});

describe('gap store helpers', () => {
  it('hashes the normalised question: case, spacing and surrounding blanks do not matter', () => {
    expect(questionHash('  How many  ROWS?\n')).toBe(questionHash('how many rows?'));
    expect(questionHash('how many rows?')).toMatch(/^[0-9a-f]{64}$/);
    expect(questionHash('how many rows?')).not.toBe(questionHash('how many rows'));
  });

  it('tells a server URL from a directory, and masks a password in messages', () => {
    expect(isServerUrl('postgres://u@h/db')).toBe(true);
    expect(isServerUrl('postgresql://u@h/db')).toBe(true);
    expect(isServerUrl('results/gaps')).toBe(false);
    expect(displayLocation('postgres://me:s3cret@db.local:5432/gaps')).toBe('postgres://me:***@db.local:5432/gaps');
    expect(displayLocation('postgres://me@db.local/gaps')).toBe('postgres://me@db.local/gaps');
  });

  it('makes clean records that pass the leak guard (the suite relies on it)', () => {
    expect(newRecord().pattern).not.toMatch(/velmarra|harbour|7/i);
  });
});
