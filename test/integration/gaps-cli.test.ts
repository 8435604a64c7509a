import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeGapLines } from '../../learning/gap-lines.js';
import { openGapStore } from '../../learning/gap-store.js';
import { CLOCK, idOf, newRecord } from '../helpers/gap-records.js';
import { ROOT, tempDir, writeConfig } from '../helpers/integration.js';

const GAPS = join(ROOT, 'dist/scripts/gaps.js');
const gaps = (...args: string[]) => execa(process.execPath, [GAPS, ...args], { reject: false, timeout: 30_000, cwd: ROOT });

// A store with three records (one merged twice), made once; each test works on its own copy.
let root: string;
let seeded: string;
let n = 0;
const copy = (): string => {
  const dir = join(root, `store-${++n}`);
  cpSync(seeded, dir, { recursive: true });
  return dir;
};

beforeAll(async () => {
  root = tempDir('gm-gaps-cli-');
  seeded = join(root, 'seeded');
  const store = await openGapStore(seeded, { now: CLOCK });
  idOf(await store.add(newRecord({ source_task: 't1' })));
  idOf(await store.add(newRecord({ source_task: 't2' })));
  idOf(
    await store.add(newRecord({ source_task: 't3', question_type: 'date', pattern: 'Dates written as text were compared as strings, so the order was wrong' })),
  );
  idOf(await store.add(newRecord({ source_task: 't4', question_type: 'lookup', pattern: 'A header row read as data' })));
  await store.recordOutcome(['g1'], true);
  await store.close();
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('npm run gaps', () => {
  it('lists the records as a table and shows one in full', async () => {
    const dir = copy();
    const list = await gaps('--gaps', dir, 'list');
    expect(list.exitCode, list.stderr).toBe(0);
    const lines = list.stdout.split('\n');
    expect(lines[0]).toMatch(/^id\s+type\s+status\s+support\s+helpful\s+harmful\s+pattern$/);
    expect(lines[1]).toMatch(/^g1\s+count\s+active\s+2\s+1\s+0\s+Counting table rows under a condition/);
    expect(lines[2]).toMatch(/^g2\s+date\s+active\s+1\s+0\s+0\s+Dates written as text were compared as strings, so the order wa…$/);
    expect(lines[4]).toBe(`3 records in ${dir}`);
    const show = await gaps('--gaps', dir, 'show', 'g1');
    expect(show.exitCode, show.stderr).toBe(0);
    for (const field of [
      'id',
      'question_type',
      'status',
      'support',
      'helpful',
      'harmful',
      'cycle',
      'created_at',
      'features',
      'pattern',
      'diagnosis',
      'advice',
      'source_tasks',
      'source_hashes',
    ]) {
      expect(show.stdout).toMatch(new RegExp(`^${field}\\s`, 'm'));
    }
    expect(show.stdout).toMatch(/^source_tasks\s+t1, t2$/m);
    expect(show.stdout).toContain('"prefer":["table_filter_count"]');
  }, 60_000);

  it('retires and approves by id, and says so', async () => {
    const dir = copy();
    expect((await gaps('--gaps', dir, 'retire', 'g2')).stdout).toBe('g2: retired');
    expect((await gaps('--gaps', dir, 'approve', 'g3')).stdout).toBe('g3: approved');
    const store = await openGapStore(dir);
    try {
      expect((await store.list()).map((r) => [r.id, r.status])).toEqual([
        ['g1', 'active'],
        ['g2', 'retired'],
        ['g3', 'approved'],
      ]);
    } finally {
      await store.close();
    }
  }, 60_000);

  it('exports JSON lines and imports them into another store, all fields kept', async () => {
    const dir = copy();
    const file = join(root, 'export.jsonl');
    const exported = await gaps('--gaps', dir, 'export', file);
    expect(exported.stdout).toBe(`exported 3 records from ${dir} to ${file}`);
    const { records, errors } = decodeGapLines(readFileSync(file, 'utf8'), new Date());
    expect(errors).toEqual([]);
    expect(records.map((r) => r.id)).toEqual(['g1', 'g2', 'g3']);
    for (const key of ['id', 'question_type', 'pattern', 'diagnosis', 'advice', 'support', 'helpful', 'harmful', 'source_tasks', 'status']) {
      expect(Object.keys(records[0]!)).toContain(key);
    }
    const other = join(root, `imported-${n}`);
    const imported = await gaps('--gaps', other, 'import', file);
    expect(imported.stdout).toBe(`imported 3 records into ${other} (3 new, 0 replaced)`);
    const again = await gaps('--gaps', other, 'import', file);
    expect(again.stdout).toBe(`imported 3 records into ${other} (0 new, 3 replaced)`);
    const a = await openGapStore(dir);
    const b = await openGapStore(other);
    try {
      expect(await b.list()).toEqual(await a.list());
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 60_000);

  it("applies a run's gaps-pending.jsonl: records added or merged, credits counted, in order; a bad file applies nothing", async () => {
    const dir = copy();
    const pending = (record: object | null, credit: object | null): string => JSON.stringify({ task_id: 't9', attempt: 0, record, credit });
    const fresh = {
      question_type: 'count',
      features: ['how many'],
      pattern: 'Counting rows under a condition: the header was counted',
      diagnosis: 'reason stage',
      advice: { prefer: ['table'] },
      source_task: 't9',
      source_question: 'How many rows are there?',
      source_expected: '4',
      cycle: 3,
    };
    const file = join(root, 'gaps-pending.jsonl');
    writeFileSync(file, `${pending({ ...fresh }, { ids: ['g2'], passed: false })}\n${pending(null, { ids: ['g2'], passed: true })}\n`);
    const bad = join(root, 'pending-bad.jsonl');
    writeFileSync(bad, `${pending(null, { ids: ['g2'], passed: true })}\n{"task_id":"x"}\n`);
    const refused = await gaps('--gaps', dir, 'apply', bad);
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toMatch(/pending-bad\.jsonl has 1 problem; nothing was applied[\s\S]*line 2: /);
    const r = await gaps('--gaps', dir, 'apply', file);
    expect(r.stdout).toBe(`applied 2 writes from ${file} to ${dir}: 1 records added, 0 merged, 0 refused, 2 credits`);
    const store = await openGapStore(dir);
    try {
      expect(await store.get('g2')).toMatchObject({ helpful: 1, harmful: 1 });
      expect((await store.list()).find((x) => x.pattern === fresh.pattern)).toMatchObject({ cycle: 3, source_tasks: ['t9'] });
    } finally {
      await store.close();
    }
  }, 60_000);

  it('refuses a bad import file with its line numbers and imports nothing of it', async () => {
    const dir = copy();
    const good = readFileSync(join(root, 'export.jsonl'), 'utf8').split('\n')[0]!;
    const file = join(root, 'bad.jsonl');
    writeFileSync(file, `${good.replace('"g1"', '"g9"')}\n{"id":"g10"}\nnot json\n`);
    const r = await gaps('--gaps', dir, 'import', file);
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toMatch(/^error: .*bad\.jsonl has \d+ problems; nothing was imported/);
    expect(r.stderr).toMatch(/line 2: question_type: /);
    expect(r.stderr).toMatch(/line 3: not JSON/);
    expect((await gaps('--gaps', dir, 'show', 'g9')).exitCode).toBe(1);
  }, 60_000);

  it('says so when an id is unknown, or the store is missing or in use (exit 1)', async () => {
    const dir = copy();
    for (const cmd of ['show', 'retire', 'approve']) {
      const r = await gaps('--gaps', dir, cmd, 'g99');
      expect(r.exitCode).toBe(1);
      expect(r.stderr).toBe(`error: no gap record "g99" in ${dir}: \`npm run gaps -- list\` shows the ids (with --gaps for another store)`);
    }
    const missing = await gaps('--gaps', join(root, 'nowhere'), 'list');
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toMatch(/no gap store at .*nowhere/);
    const held = await openGapStore(dir);
    try {
      const busy = await gaps('--gaps', dir, 'list');
      expect(busy.exitCode).toBe(1);
      expect(busy.stderr).toMatch(new RegExp(`in use by process ${process.pid}`));
    } finally {
      await held.close();
    }
  }, 60_000);

  it("takes the store from the config's learning.store without --gaps", async () => {
    const dir = copy();
    const config = writeConfig(root, { learning: { store: dir } });
    const r = await gaps('--config', config, 'list');
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.stdout).toContain(`3 records in ${dir}`);
  }, 60_000);

  it('prints the usage and exits 2 on bad usage', async () => {
    for (const args of [[], ['frob'], ['show'], ['list', 'extra'], ['--nope', 'list'], ['export']]) {
      const r = await gaps(...args);
      expect(r.exitCode, args.join(' ')).toBe(2);
      expect(r.stderr).toContain('usage: npm run gaps -- [--gaps PATH|URL] [--config FILE] COMMAND');
    }
    const help = await gaps('--help');
    expect(help.exitCode).toBe(0);
    expect(help.stdout).toContain('export FILE');
  }, 60_000);
});
