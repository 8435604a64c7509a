import type { TaskRow } from './task-table.js';

/** One task in both runs: what each side answered, how it was tagged, and what it cost. */
export interface PairRow {
  task_id: string;
  question: string;
  a: Pick<TaskRow, 'answer' | 'tag' | 'bytes_tx' | 'pkt_cnt' | 'token_sum' | 'elapsed_ms'> | null;
  b: Pick<TaskRow, 'answer' | 'tag' | 'bytes_tx' | 'pkt_cnt' | 'token_sum' | 'elapsed_ms'> | null;
  /** What differs: `answer`, `tag`, `bytes`, or `missing` (the task is in one run only). */
  differs: string[];
}

export interface RunPair {
  a: string;
  b: string;
  /** Tasks in both runs, and in only one. */
  common: number;
  only_a: number;
  only_b: number;
  /** Rows with a difference of answer or tag. */
  answer_or_tag_differs: number;
  total: number;
  offset: number;
  rows: PairRow[];
}

const side = (r: TaskRow | undefined): PairRow['a'] =>
  r ? { answer: r.answer, tag: r.tag, bytes_tx: r.bytes_tx, pkt_cnt: r.pkt_cnt, token_sum: r.token_sum, elapsed_ms: r.elapsed_ms } : null;

/**
 * Two runs side by side, task by task over the union of their task ids:
 * rows whose answer or tag differ first, then those that differ in bytes
 * only, then the rest, each group in run A's order.
 */
export function compareRuns(a: { id: string; rows: readonly TaskRow[] }, b: { id: string; rows: readonly TaskRow[] }, offset: number, limit: number): RunPair {
  const inB = new Map(b.rows.map((r) => [r.task_id, r]));
  const inA = new Map(a.rows.map((r) => [r.task_id, r]));
  const ids = [...a.rows.map((r) => r.task_id), ...b.rows.filter((r) => !inA.has(r.task_id)).map((r) => r.task_id)];
  const rows = ids.map((id): PairRow => {
    const x = inA.get(id);
    const y = inB.get(id);
    const differs: string[] = [];
    if (!x || !y) differs.push('missing');
    else {
      if (x.answer !== y.answer) differs.push('answer');
      if (x.tag !== y.tag) differs.push('tag');
      if (x.bytes_tx !== y.bytes_tx) differs.push('bytes');
    }
    return { task_id: id, question: (x ?? y)!.question, a: side(x), b: side(y), differs };
  });
  const rank = (r: PairRow): number => (r.differs.some((d) => d !== 'bytes') ? 0 : r.differs.length ? 1 : 2);
  const ordered = rows.map((r, i) => ({ r, i })).sort((p, q) => rank(p.r) - rank(q.r) || p.i - q.i);
  return {
    a: a.id,
    b: b.id,
    common: a.rows.filter((r) => inB.has(r.task_id)).length,
    only_a: a.rows.filter((r) => !inB.has(r.task_id)).length,
    only_b: b.rows.filter((r) => !inA.has(r.task_id)).length,
    answer_or_tag_differs: rows.filter((r) => rank(r) === 0).length,
    total: rows.length,
    offset,
    rows: ordered.slice(offset, offset + limit).map((p) => p.r),
  };
}
