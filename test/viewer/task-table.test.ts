import { describe, expect, it } from 'vitest';
import { compareRuns } from '../../viewer/run-pair.js';
import { facets, MAX_PAGE, queryTasks, taskRowOf } from '../../viewer/task-table.js';

const rows = Array.from({ length: 10 }, (_, i) =>
  taskRowOf(i, {
    task_id: `t${i}`,
    level: (i % 2) + 1,
    tag: i % 4 === 3 ? 'WRONG_ANSWER' : 'CORRECT',
    question: i === 5 ? 'Where is the Kessel Harbor?' : `q${i}`,
    answer: `a${i}`,
    bytes_tx: 100 - i,
  }),
);

describe('queryTasks', () => {
  it('pages in run order by default, and caps the page', () => {
    const p = queryTasks(rows, { offset: 8, limit: 5 });
    expect([p.total, p.rows.map((r) => r.task_id)]).toEqual([10, ['t8', 't9']]);
    expect(queryTasks(rows, { offset: 0, limit: 10_000 }).limit).toBe(MAX_PAGE);
  });

  it('filters by tag, level and text, case-insensitively', () => {
    expect(queryTasks(rows, { tag: 'WRONG_ANSWER', offset: 0, limit: 50 }).rows.map((r) => r.task_id)).toEqual(['t3', 't7']);
    expect(queryTasks(rows, { level: '2', tag: 'CORRECT,WRONG_ANSWER', offset: 0, limit: 50 }).total).toBe(5);
    expect(queryTasks(rows, { q: 'kessel', offset: 0, limit: 50 }).rows.map((r) => r.task_id)).toEqual(['t5']);
  });

  it('puts failures first, and sorts by a column either way', () => {
    expect(queryTasks(rows, { sort: 'failures', offset: 0, limit: 3 }).rows.map((r) => r.task_id)).toEqual(['t3', 't7', 't0']);
    expect(queryTasks(rows, { sort: 'bytes_tx', offset: 0, limit: 2 }).rows.map((r) => r.task_id)).toEqual(['t9', 't8']);
    expect(queryTasks(rows, { sort: 'bytes_tx', order: 'desc', offset: 0, limit: 2 }).rows.map((r) => r.task_id)).toEqual(['t0', 't1']);
  });

  it('counts the facets', () => {
    expect(facets(rows).tag).toEqual({ CORRECT: 8, WRONG_ANSWER: 2 });
    expect(facets(rows).level).toEqual({ '1': 5, '2': 5 });
  });
});

describe('compareRuns', () => {
  it('puts tasks whose answer or tag differ first, then bytes only, and counts tasks in one run only', () => {
    const b = rows.slice(1).map((r) => (r.task_id === 't6' ? { ...r, answer: 'other' } : r.task_id === 't2' ? { ...r, bytes_tx: 1 } : r));
    const pair = compareRuns({ id: 'A', rows }, { id: 'B', rows: b }, 0, 3);
    expect(pair.rows.map((r) => [r.task_id, r.differs])).toEqual([
      ['t0', ['missing']],
      ['t6', ['answer']],
      ['t2', ['bytes']],
    ]);
    expect([pair.common, pair.only_a, pair.only_b, pair.answer_or_tag_differs]).toEqual([9, 1, 0, 2]);
  });
});
