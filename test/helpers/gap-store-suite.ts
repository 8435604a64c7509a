import { afterEach, expect, it } from 'vitest';
import type { GapRecord } from '../../learning/gap-record.js';
import { decodeGapLines, encodeGapLines } from '../../learning/gap-lines.js';
import { openGapStore, type ReviewableGapStore } from '../../learning/gap-store.js';
import { CLOCK, idOf, newRecord, query } from './gap-records.js';

/**
 * The gap store's behaviour, one suite for every back end: `fresh` gives
 * the location of a new, empty store (a PGlite directory, a database on a
 * server). Run inside a describe.
 */

const ids = (records: GapRecord[]): string[] => records.map((r) => r.id);

export function gapStoreBehaviour(fresh: () => Promise<string>): void {
  const opened: ReviewableGapStore[] = [];
  const open = async (): Promise<ReviewableGapStore> => {
    const store = await openGapStore(await fresh(), { now: CLOCK });
    opened.push(store);
    return store;
  };
  // Closing PGlite flushes a WebAssembly Postgres: seconds on a loaded machine, so more than the unit tier's 10 s default is allowed.
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((s) => s.close()));
  }, 60_000);

  it('retrieves records of the question type first, then others only when they share a full-text term', async () => {
    const store = await open();
    const rows = await store.add(newRecord({ source_task: 't1' }));
    const sameTypeOtherText = await store.add(
      newRecord({ source_task: 't2', pattern: 'Totals over a list: duplicates were counted twice', features: ['duplicate'] }),
    );
    const otherTypeSharedTerm = await store.add(
      newRecord({ source_task: 't3', question_type: 'lookup', pattern: 'Lookup in a table: the header row was read as data', features: ['header'] }),
    );
    await store.add(
      newRecord({
        source_task: 't4',
        question_type: 'date',
        pattern: 'Dates written as text compared as strings',
        features: ['date'],
        diagnosis: 'compared as strings',
      }),
    );
    const found = await store.retrieve(query({ text: 'How many table rows have a status of open?' }));
    expect(ids(found)).toEqual([rows, sameTypeOtherText, otherTypeSharedTerm].map(idOf));
    expect(ids(await store.retrieve(query({ text: 'How many table rows have a status of open?', k: 1 })))).toEqual([ids(found)[0]]);
    // No shared term: only the question's own type.
    expect(ids(await store.retrieve(query({ text: 'zebra' })))).toEqual(ids(found).slice(0, 2));
    expect(await store.retrieve(query({ question_type: 'unseen', text: 'zebra' }))).toEqual([]);
    expect(await store.retrieve(query({ k: 0 }))).toEqual([]);
    expect(found[0]).toMatchObject({ question_type: 'count', support: 1, helpful: 0, harmful: 0, status: 'active', source_tasks: ['t1'], cycle: 0 });
    expect(found[0]!.created_at).toBe(CLOCK().toISOString());
  });

  it("never returns a task's own records: by task id, and by its question's normalised hash", async () => {
    const store = await open();
    const own = await store.add(newRecord({ source_task: 'task-x', source_question: 'How many rows of the Harbour table list Velmarra as the port?' }));
    expect(own.status).toBe('added');
    expect(await store.retrieve(query({ task_id: 'task-x' }))).toEqual([]);
    // The same question under another task id (a copy of the task), in another case and spacing.
    expect(await store.retrieve(query({ question: '  how many ROWS of the harbour table\n list velmarra as the port?' }))).toEqual([]);
    expect(ids(await store.retrieve(query()))).toHaveLength(1);
    // Merged sources count too.
    await store.add(newRecord({ source_task: 'task-y', source_question: 'How many rows of the Quay table name Ostrava?' }));
    expect(await store.retrieve(query({ task_id: 'task-y' }))).toEqual([]);
  });

  it('keeps to earlier cycles with before_cycle', async () => {
    const store = await open();
    for (const cycle of [0, 1, 2]) await store.add(newRecord({ source_task: `c${cycle}`, cycle, pattern: `Counting rows, lesson of cycle ${'abc'[cycle]}` }));
    const cycles = async (before?: number): Promise<number[]> =>
      (await store.retrieve(query(before === undefined ? {} : { before_cycle: before }))).map((r) => r.cycle).sort();
    expect(await cycles()).toEqual([0, 1, 2]);
    expect(await cycles(2)).toEqual([0, 1]);
    expect(await cycles(0)).toEqual([]);
  });

  it('returns only approved records when approval is required, and never a retired one', async () => {
    const store = await open();
    const ia = idOf(await store.add(newRecord({ source_task: 'a', pattern: 'first lesson' })));
    const ib = idOf(await store.add(newRecord({ source_task: 'b', pattern: 'second lesson' })));
    const ic = idOf(await store.add(newRecord({ source_task: 'c', pattern: 'third lesson' })));
    expect(await store.setStatus(ib, 'approved')).toBe(true);
    expect(await store.setStatus(ic, 'retired')).toBe(true);
    expect(await store.setStatus('g999', 'retired')).toBe(false);
    expect(ids(await store.retrieve(query())).sort()).toEqual([ia, ib].sort());
    expect(ids(await store.retrieve(query({ approved_only: true })))).toEqual([ib]);
    await store.setStatus(ib, 'retired');
    expect(await store.retrieve(query({ approved_only: true }))).toEqual([]);
    expect(ids(await store.list({ status: 'retired' })).sort()).toEqual([ib, ic].sort());
    expect(await store.get(ic)).toMatchObject({ status: 'retired' });
    expect(await store.get('g999')).toBeNull();
  });

  it('merges a record stating the same pattern and advice: support +1, sources appended, the earliest cycle kept', async () => {
    const store = await open();
    const first = await store.add(newRecord({ source_task: 't1', cycle: 2 }));
    const again = await store.add(
      newRecord({
        source_task: 't2',
        cycle: 1,
        source_question: 'How many rows of the Quay table name Ostrava?',
        pattern: '  counting TABLE rows under a condition:\nevery row was counted, the condition ignored ',
        advice: { avoid: ['count_all_rows'], prefer: ['table_filter_count', 'table_filter_count'] },
      }),
    );
    expect(first.status).toBe('added');
    expect(again).toEqual({ status: 'merged', id: idOf(first) });
    const merged = await store.get(idOf(first));
    expect(merged).toMatchObject({ support: 2, source_tasks: ['t1', 't2'], cycle: 1 });
    expect(merged!.source_hashes).toHaveLength(2);
    // Other advice, another type, or a retired look-alike: a record of its own.
    expect((await store.add(newRecord({ source_task: 't3', advice: { breadth: 'wide' } }))).status).toBe('added');
    expect((await store.add(newRecord({ source_task: 't4', question_type: 'sum' }))).status).toBe('added');
    await store.setStatus(merged!.id, 'retired');
    expect(await store.add(newRecord({ source_task: 't5' }))).toEqual({ status: 'added', id: 'g4' });
  });

  it('is safe with several adds in flight at once: one record, the rest merged into it', async () => {
    const store = await open();
    const outcomes = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => store.add(newRecord({ source_task: `p${i}` }))));
    expect(outcomes.filter((o) => o.status === 'added')).toHaveLength(1);
    expect(new Set(outcomes.map(idOf)).size).toBe(1);
    const [record] = await store.list();
    expect(record).toMatchObject({ support: 6 });
    expect([...record!.source_tasks].sort()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
  });

  it('counts outcomes: helpful when the attempt passed, harmful when it failed', async () => {
    const store = await open();
    const a = idOf(await store.add(newRecord({ source_task: 'a', pattern: 'lesson one' })));
    const b = idOf(await store.add(newRecord({ source_task: 'b', pattern: 'lesson two' })));
    await store.recordOutcome([a, b], true);
    await store.recordOutcome([a, 'g404'], false);
    await store.recordOutcome([a], false);
    await store.recordOutcome([], true);
    expect(await store.get(a)).toMatchObject({ helpful: 1, harmful: 2 });
    expect(await store.get(b)).toMatchObject({ helpful: 1, harmful: 0 });
  });

  it('refuses a record that leaks its answer or its question, and stores nothing of it', async () => {
    const store = await open();
    const answer = await store.add(newRecord({ diagnosis: 'the count should have been 7' }));
    expect(answer).toEqual({ status: 'refused', reason: expect.stringContaining('7') });
    const entity = await store.add(newRecord({ features: ['velmarra'] }));
    expect(entity).toEqual({ status: 'refused', reason: expect.stringMatching(/features.*velmarra/i) });
    expect(await store.list()).toEqual([]);
  });

  it('exports and imports every field (all or nothing), and new ids never collide with imported ones', async () => {
    const source = await open();
    for (const [i, pattern] of ['lesson one', 'lesson two', 'lesson three'].entries()) await source.add(newRecord({ source_task: `t${i}`, pattern, cycle: i }));
    await source.add(newRecord({ source_task: 'tm', pattern: 'lesson one' }));
    await source.setStatus('g2', 'approved');
    await source.setStatus('g3', 'retired');
    await source.recordOutcome(['g1'], false);
    const exported = await source.list();
    const { records, errors } = decodeGapLines(encodeGapLines(exported), CLOCK());
    expect(errors).toEqual([]);
    const target = await open();
    expect(await target.importRecords(records)).toEqual({ added: 3, replaced: 0 });
    expect(await target.list()).toEqual(exported);
    expect(await target.importRecords(records.slice(0, 1))).toEqual({ added: 0, replaced: 1 });
    const next = await target.add(newRecord({ source_task: 'tn', pattern: 'lesson four' }));
    expect(next).toEqual({ status: 'added', id: 'g4' });
    await target.importRecords([{ ...records[0]!, id: 'g40' }]);
    expect(await target.add(newRecord({ source_task: 'to', pattern: 'lesson five' }))).toEqual({ status: 'added', id: 'g41' });
    // A bad record fails the whole import: nothing of it stays.
    await expect(
      target.importRecords([
        { ...records[0]!, id: 'g50' },
        { ...records[1]!, id: 'g51', status: 'lost' as never },
      ]),
    ).rejects.toThrow();
    expect(await target.get('g50')).toBeNull();
  });

  it('keeps its records across a close and a reopen', async () => {
    const location = await fresh();
    const store = await openGapStore(location, { now: CLOCK });
    await store.add(newRecord());
    await store.close();
    await store.close();
    const again = await openGapStore(location, { now: CLOCK });
    opened.push(again);
    expect(await again.list()).toHaveLength(1);
  });
}
