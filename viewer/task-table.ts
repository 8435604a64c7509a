/** One row of the task table: what the table shows and filters on, small enough to keep for every task of a long run. */
export interface TaskRow {
  /** Position in results.jsonl (run order). */
  n: number;
  task_id: string;
  level: number | null;
  tag: string;
  correct: boolean | null;
  end: string;
  /** Cut to QUESTION_CHARS; the whole question is in the task's detail. */
  question: string;
  answer: string | null;
  expected: string | null;
  elapsed_ms: number;
  bytes_tx: number;
  pkt_cnt: number;
  header_overhead: number;
  token_sum: number;
  attempts: number;
  question_type: string | null;
  resolution_type: string | null;
}

const QUESTION_CHARS = 200;
const ANSWER_CHARS = 80;

const cut = (v: unknown, n: number): string | null => (typeof v === 'string' ? (v.length > n ? `${v.slice(0, n)}…` : v) : null);
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

export function taskRowOf(n: number, r: Record<string, unknown>): TaskRow {
  return {
    n,
    task_id: String(r.task_id),
    level: typeof r.level === 'number' ? r.level : null,
    tag: typeof r.tag === 'string' ? r.tag : 'UNSCORED',
    correct: typeof r.correct === 'boolean' ? r.correct : null,
    end: typeof r.end === 'string' ? r.end : '',
    question: cut(r.question, QUESTION_CHARS) ?? '',
    answer: cut(r.answer, ANSWER_CHARS),
    expected: cut(r.expected, ANSWER_CHARS),
    elapsed_ms: num(r.elapsed_ms),
    bytes_tx: num(r.bytes_tx),
    pkt_cnt: num(r.pkt_cnt),
    header_overhead: num(r.header_overhead),
    token_sum: num(r.token_sum),
    attempts: typeof r.attempts === 'number' ? r.attempts : 1,
    question_type: cut(r.question_type, ANSWER_CHARS),
    resolution_type: cut(r.resolution_type, ANSWER_CHARS),
  };
}

/** The table's query: filters (all optional, ANDed), the order, and the page. */
export interface TaskQuery {
  /** One tag or several, comma-separated. */
  tag?: string;
  level?: string;
  question_type?: string;
  resolution_type?: string;
  /** Case-insensitive text in the task id, question, answer or expected answer. */
  q?: string;
  /** A TaskRow column, or `failures` (every tag but CORRECT first, then run order). Default: run order. */
  sort?: string;
  order?: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export const MAX_PAGE = 500;
const SORTABLE = new Set<keyof TaskRow>([
  'n',
  'task_id',
  'level',
  'tag',
  'end',
  'elapsed_ms',
  'bytes_tx',
  'pkt_cnt',
  'header_overhead',
  'token_sum',
  'attempts',
  'question_type',
  'resolution_type',
  'answer',
  'expected',
  'question',
]);

export interface TaskPage {
  total: number;
  offset: number;
  limit: number;
  rows: TaskRow[];
}

/** Filter, order and cut one page of `rows` (left unchanged). */
export function queryTasks(rows: readonly TaskRow[], query: TaskQuery): TaskPage {
  const tags = query.tag ? new Set(query.tag.split(',')) : null;
  const q = query.q?.trim().toLowerCase() || null;
  const level = query.level ? (query.level === 'none' ? null : Number(query.level)) : undefined;
  let out = rows.filter(
    (r) =>
      (!tags || tags.has(r.tag)) &&
      (level === undefined || r.level === level) &&
      (!query.question_type || r.question_type === query.question_type) &&
      (!query.resolution_type || r.resolution_type === query.resolution_type) &&
      (!q || [r.task_id, r.question, r.answer, r.expected].some((s) => s !== null && s.toLowerCase().includes(q))),
  );
  const dir = query.order === 'desc' ? -1 : 1;
  if (query.sort === 'failures') {
    out = out.sort((a, b) => Number(a.tag === 'CORRECT') - Number(b.tag === 'CORRECT') || a.n - b.n);
  } else if (query.sort && SORTABLE.has(query.sort as keyof TaskRow)) {
    const key = query.sort as keyof TaskRow;
    out = out.sort((a, b) => dir * compare(a[key], b[key]) || a.n - b.n);
  } else if (dir === -1) {
    out = out.reverse();
  }
  return pageOf(out, query.offset, query.limit);
}

/** One page of `items`: at most MAX_PAGE from `offset`. */
export function pageOf<T>(items: readonly T[], offset: number, limit: number): { total: number; offset: number; limit: number; rows: T[] } {
  const l = Math.max(0, Math.min(MAX_PAGE, limit));
  const o = Math.max(0, offset);
  return { total: items.length, offset: o, limit: l, rows: items.slice(o, o + l) };
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/** The values the table can be filtered by, with counts. */
export function facets(rows: readonly TaskRow[]): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = { tag: {}, level: {}, question_type: {}, resolution_type: {} };
  for (const r of rows) {
    out.tag![r.tag] = (out.tag![r.tag] ?? 0) + 1;
    const level = r.level === null ? 'none' : String(r.level);
    out.level![level] = (out.level![level] ?? 0) + 1;
    if (r.question_type) out.question_type![r.question_type] = (out.question_type![r.question_type] ?? 0) + 1;
    if (r.resolution_type) out.resolution_type![r.resolution_type] = (out.resolution_type![r.resolution_type] ?? 0) + 1;
  }
  return out;
}
