/** Why an attempt ended as it did, computed mechanically from its trace (see resolutionOf). */
export type ResolutionType =
  'correct' | 'format_error' | 'no_answer' | 'harness_error' | 'tool_limit' | 'retrieval_failure' | 'extraction' | 'reasoning_gap' | 'undetermined';
export const RESOLUTION_TYPES: readonly ResolutionType[] = [
  'correct',
  'format_error',
  'no_answer',
  'harness_error',
  'tool_limit',
  'retrieval_failure',
  'extraction',
  'reasoning_gap',
  'undetermined',
];

/** What the tools produced for one attempt, as texts; null where that output is not available (no packet logged). */
export interface ToolOutputs {
  /** The task's document (null: none, or not known). */
  document: string | null;
  /** search_docs: every retrieved doc's text. */
  search: string[] | null;
  /** events: every event's text. */
  extract: string[] | null;
  /** triples, each as "subject relation object" (null when no triple agent ran: the events are then the reasoner's only input). */
  triples: string[] | null;
}

/** A scored attempt: the result's tag (results.ts Tag), the scored answer and the expected one. */
export interface ScoredAttempt {
  tag: 'CORRECT' | 'WRONG_ANSWER' | 'NO_ANSWER' | 'ADAPTER_ERROR' | 'HARNESS_ERROR' | 'UNSCORED';
  answer: string | null;
  expected: string | null;
}

/**
 * The resolution type of one attempt. Rules, first match wins; none guesses:
 * 1. tag HARNESS_ERROR → `harness_error` (our side failed: an agent lost, a task too large, an attachment unreadable);
 * 2. tag ADAPTER_ERROR → `tool_limit` (a tool_error or the task's deadline);
 * 3. tag CORRECT → `correct`;
 * 4. no expected answer (UNSCORED) → `undetermined`;
 * 5. tag NO_ANSWER → `no_answer`;
 * 6. the lenient comparison (lenientMatch) passes while the official scorer failed → `format_error`;
 * 7. the expected answer does not appear (appearsIn) in the document, or the document or
 *    search's output is unknown → `undetermined` (a derived answer, a count or a sum, is
 *    never literally there, so its absence downstream says nothing about a stage);
 * 8. it appears in the document but not in search's output → `retrieval_failure`;
 * 9. extract's output is unknown → `undetermined`;
 * 10. it appears in search's output but in neither the events nor the triples → `extraction`;
 * 11. it reached the reasoner's inputs (events or triples) and the answer was still wrong → `reasoning_gap`.
 */
export function resolutionOf(attempt: ScoredAttempt, tools: ToolOutputs): ResolutionType {
  switch (attempt.tag) {
    case 'HARNESS_ERROR':
      return 'harness_error';
    case 'ADAPTER_ERROR':
      return 'tool_limit';
    case 'CORRECT':
      return 'correct';
    case 'UNSCORED':
      return 'undetermined';
    case 'NO_ANSWER':
      return attempt.expected === null ? 'undetermined' : 'no_answer';
    case 'WRONG_ANSWER':
      break;
    default: {
      const never: never = attempt.tag;
      return never;
    }
  }
  const expected = attempt.expected;
  if (expected === null) return 'undetermined';
  if (attempt.answer !== null && lenientMatch(attempt.answer, expected)) return 'format_error';
  if (tools.document === null || tools.search === null || !appearsIn(expected, [tools.document])) return 'undetermined';
  if (!appearsIn(expected, tools.search)) return 'retrieval_failure';
  if (tools.extract === null) return 'undetermined';
  if (!appearsIn(expected, [...tools.extract, ...(tools.triples ?? [])])) return 'extraction';
  return 'reasoning_gap';
}

const ARTICLES = new Set(['a', 'an', 'the']);

/** Lower case, thousands separators dropped, punctuation to spaces, articles dropped, whitespace collapsed. */
export function looseText(s: string): string {
  return s
    .toLowerCase()
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/[^\p{L}\p{N}.]+/gu, ' ')
    .replace(/\.(?!\d)/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !ARTICLES.has(w))
    .join(' ');
}

/** The numbers written in `s` (thousands separators, currency, percent and units being decoration). */
export function numbersIn(s: string): number[] {
  return [...s.replace(/(\d),(?=\d{3}\b)/g, '$1').matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
}

/**
 * The lenient comparison: the expected answer's comma-separated items and
 * the answer's agree one by one (a single item: the whole answer), each
 * item matching when its looseText is equal, or when the expected item is a
 * number and the answer's item holds exactly one number, equal to it (units,
 * currency, separators and words around it are decoration).
 */
export function lenientMatch(answer: string, expected: string): boolean {
  const exp = itemsOf(expected);
  const got = exp.length > 1 ? itemsOf(answer) : [answer];
  return got.length === exp.length && exp.every((e, i) => itemMatch(got[i]!, e));
}

/** A list answer's items (commas and semicolons separate them; a thousands separator does not). */
function itemsOf(s: string): string[] {
  return s
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .split(/[,;]/)
    .map((x) => x.trim())
    .filter(Boolean);
}

function itemMatch(answer: string, expected: string): boolean {
  if (looseText(answer) === looseText(expected)) return true;
  const want = looseNumber(expected);
  if (want === null) return false;
  const got = numbersIn(answer);
  return got.length === 1 && got[0] === want;
}

/** The number `s` is, once decoration is stripped ($, %, units, separators), or null when it holds none or several. */
function looseNumber(s: string): number | null {
  const nums = numbersIn(s);
  return nums.length === 1 && /^[^\p{L}]*\d[^\p{L}]*(\s*\p{L}{1,12}\.?)?$/u.test(s.trim()) ? nums[0]! : null;
}

/**
 * Whether the expected answer appears in any of `texts`: every comma-separated
 * item of it must appear (as whole words of looseText, or for a number as a
 * number equal in value), each in some text.
 */
export function appearsIn(expected: string, texts: readonly string[]): boolean {
  const loose = texts.map(looseText);
  const numbers = new Set(texts.flatMap(numbersIn));
  return itemsOf(expected).every((item) => {
    const n = looseNumber(item);
    if (n !== null) return numbers.has(n);
    const words = looseText(item);
    return words !== '' && loose.some((t) => ` ${t} `.includes(` ${words} `));
  });
}
