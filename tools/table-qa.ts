import { NUMBER_WORD_VALUES, ORDINAL_WORDS, STOP_WORDS, compareDotted, escapeRegExp, lookupTable, mentionsWhole, singularOf, stem, terms } from './text.js';
import { inAskedUnit, unitOf as unitOfWord } from './units.js';
import { treeAnswer } from './table-tree.js';
import { CODE_RANGE, type Table } from './table.js';
import { ASKS_WHO, analyseQuestion } from './question.js';
import { findDate } from './outline.js';
import { withCatchAll, withLicenceIds } from './copyright.js';

/**
 * Questions over one table, answered by reading the question against the
 * table's own column names and cell values: which rows it means
 * (conditions), which column it asks for (target), and what to do with
 * them (the operation). Nothing here knows any particular table.
 */

export type ColumnType = 'number' | 'date' | 'text';

export interface Column {
  name: string;
  type: ColumnType;
}

type Row = Record<string, string>;

// `loose`: inferred from a word the question shares with some cells' beginnings or insides, not asked for in so many words.
// `word`: an `includes` of a whole word ("rsa" not inside "rsassa"; "_" parts words), in the singular or plural.
export type StringCondition = {
  kind: 'equals' | 'startsWith' | 'endsWith' | 'includes';
  column: string;
  value: string;
  negate: boolean;
  loose?: true;
  word?: true;
  /** Matched as written: the question states the value's case ("the lowercase key o"). */
  exactCase?: true;
};

/** A text column's words: how many rows hold each (lower case; "_" and other non-letters part words), its cells, and the directories its paths lie under. */
interface ColumnWords {
  rows: Map<string, number>;
  cells: Set<string>;
  dirs: Set<string>;
}
const columnWords = new WeakMap<Table, Map<string, ColumnWords>>();
function wordsOf(table: Table, column: string): ColumnWords {
  let byColumn = columnWords.get(table);
  if (!byColumn) columnWords.set(table, (byColumn = new Map()));
  let index = byColumn.get(column);
  if (index) return index;
  index = { rows: new Map(), cells: new Set(), dirs: new Set() };
  for (const r of table.rows) {
    const cell = (r[column] ?? '').trim().toLowerCase();
    index.cells.add(cell);
    for (const w of new Set(cell.split(/[^\p{L}\p{N}]+/u))) if (w) index.rows.set(w, (index.rows.get(w) ?? 0) + 1);
    if (!cell.includes('/')) continue;
    for (const item of cellItems(cell)) for (let at = item.indexOf('/'); at > 0; at = item.indexOf('/', at + 1)) index.dirs.add(item.slice(0, at + 1));
  }
  byColumn.set(column, index);
  return index;
}

const wholeWords = new Map<string, RegExp>();
/** Does the cell hold the word whole, singular or plural? */
function holdsWord(cell: string, word: string): boolean {
  let pattern = wholeWords.get(word);
  if (!pattern) {
    if (wholeWords.size > 1000) wholeWords.clear();
    wholeWords.set(word, (pattern = new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?(?![\\p{L}\\p{N}])`, 'iu')));
  }
  return pattern.test(cell.replace(/_/g, ' '));
}

/** A column of flags, every cell yes or no (true or false): the two values as the column writes them; null for others. */
function flagValues(table: Table, column: string): { yes: string; no: string } | null {
  const cells = new Set(table.rows.map((r) => (r[column] ?? '').trim()));
  const lower = new Set([...cells].map((c) => c.toLowerCase()));
  const pair = [
    ['yes', 'no'],
    ['true', 'false'],
  ].find(([y, n]) => [...lower].every((c) => c === y || c === n) && lower.has(y!) && lower.has(n!));
  if (!pair) return null;
  const as = (v: string): string => [...cells].find((c) => c.toLowerCase() === v)!;
  return { yes: as(pair[0]!), no: as(pair[1]!) };
}

/**
 * The condition that a column is filled (or, with `filled` false, empty): above zero for a column of counts; "yes" (or
 * "no") for a column of flags ("uses a big-endian FOURCC" over big_endian); else a cell with something in it, or none.
 */
function presence(table: Table, column: string, counts: boolean, filled: boolean): Condition {
  if (counts) return filled ? { kind: 'gt', column, value: 0 } : { kind: 'le', column, value: 0 };
  const flag = flagValues(table, column);
  if (flag) return { kind: 'equals', column, value: filled ? flag.yes : flag.no, negate: false };
  return { kind: filled ? 'nonEmpty' : 'empty', column };
}

export type Condition =
  | StringCondition
  /** `days`: the value is a day number, compared with the column's dates (a bare year among them counting as a date). */
  | { kind: 'lt' | 'gt' | 'le' | 'ge'; column: string; value: number; days?: true }
  | { kind: 'nonEmpty' | 'empty'; column: string }
  | { kind: 'digits'; column: string; negate: boolean }
  /** A cell listing exactly `value` items ("has two direct base classes"); `spaced`: items are codes between spaces. */
  | { kind: 'items'; column: string; value: number; spaced?: true }
  /** A cell of exactly `value` characters ("class names exactly three characters long"). */
  | { kind: 'length'; column: string; value: number }
  /** Two cells of a row equal ("kept the same UTC offset": January's and July's), or differing with `negate`. */
  | { kind: 'same'; column: string; other: string; negate: boolean }
  /** One number of a row above another of it ("whose width is larger than its length"). */
  | { kind: 'exceeds'; column: string; other: string }
  /** A cell holding the text of a template the question quotes ("Release <version>."), as a regular expression. */
  | { kind: 'pattern'; column: string; source: string };

export type Operation =
  | { op: 'lookup' }
  | { op: 'count'; distinct: boolean }
  | { op: 'sum' }
  | { op: 'average' }
  /** `rank`: "the second-highest number of mirrors" is the row at place 2 (the rows ranked, those tied with it too). */
  | { op: 'extreme'; max: boolean; measure: Measure; rank?: number }
  /** keyColumn: where the keys are, when the answer is read from another column (plan.target). */
  | { op: 'compare'; max: boolean; measure: Measure; keys: string[]; keyColumn?: string }
  | { op: 'daysBetween'; column: string; keys: string[]; unit?: 'days' | 'months' | 'years' }
  | { op: 'difference'; column: string; keys: string[]; selectors?: { column: string; value: string }[][] }
  | { op: 'oddOneOut'; column: string }
  | { op: 'neighbour'; offset: 1 | -1; step?: string }
  | { op: 'columnDifference'; a: string; b: string; absolute: boolean }
  /** `rank`: "the second-largest number of rows" is rank 2 (the counts ranked, ties sharing a rank). */
  | { op: 'groupExtreme'; max: boolean; rank?: number }
  | { op: 'span'; column: string; unit: 'days' | 'weeks' | 'months' | 'years' | null }
  | { op: 'gap'; max: boolean; column: string; unit: 'days' | 'weeks' | 'months' | 'years' | null }
  | { op: 'between'; keys: [string, string]; inclusive: boolean; count: boolean }
  | { op: 'list' };

/** What an extreme or comparison ranks by: a column, or the days between two date columns. */
export type Measure = { column: string; items?: true; chars?: true; alpha?: true } | { from: string; to: string };

/** A column numbering the rows 1, 2, 3 … in order (a row or line number, never an amount). */
function rowNumbers(table: Table, column: string): boolean {
  const rows = table.rows;
  return rows.length >= 3 && rows.every((r, i) => (r[column] ?? '').trim() === String(i + 1));
}

/** Columns of dates, where a bare year or month among the dates ranks as a date too. */
const dateColumns = new WeakMap<Table, ReadonlySet<string>>();
function datedColumns(table: Table): ReadonlySet<string> {
  let set = dateColumns.get(table);
  if (!set)
    dateColumns.set(
      table,
      (set = new Set(
        columnTypes(table)
          .filter((c) => c.type === 'date')
          .map((c) => c.name),
      )),
    );
  return set;
}

export interface TablePlan {
  target: string;
  conditions: Condition[];
  operation: Operation;
  /** A `both X and Y` requirement: rows grouped by `groupBy`, each group needing every value in `column`. */
  both?: { column: string; values: string[]; groupBy: string[] };
  sort: 'asc' | 'desc' | null;
  /** "The first TLSv1.2 suite": which of several rows a lookup keeps, in table order (1 first, -1 last). */
  pick?: number;
  /** "Oldest first": list the rows by a date column (or by the values, `by` unset), ascending unless `desc`. */
  order?: { by: string | undefined; desc: boolean };
  /** The question writes every word of the target column's name ("product IDs" for product_ids). */
  spelled?: true;
  /** "The lowest version listed for hstore": the least (or greatest) item of the one cell a lookup finds. */
  itemExtreme?: 'min' | 'max';
  /** "In which year does his copyright period end?": the end (or start) of the span of years a lookup finds. */
  spanEnd?: 'end' | 'start';
  /** "Which opcodes …", "give their names": several rows may be the answer, all those tied at an extreme. */
  ties?: boolean;
}

// ---- column types and values ----------------------------------------------

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A cell's number, with a unit after it allowed ("670 MB/s", "12%", "3.5 GHz"). */
export function asNumber(v: string): number | null {
  const t = v.trim().replace(/,/g, '');
  // A code point or a hex number ("U+2666", "0x1F") is a number too.
  const hex = /^(?:U\+|0x)([0-9A-Fa-f]+)$/.exec(t);
  if (hex) return parseInt(hex[1]!, 16);
  // Ordinals ("2nd", "4th") name a place, not an amount.
  const m = /^([-+]?\d+(?:\.\d+)?)(?:\s*(?:%|(?!(?:st|nd|rd|th)$)[A-Za-zµ]{1,6}(?:\/[A-Za-z]{1,3})?))?$/i.exec(t);
  return m ? Number(m[1]) : null;
}

/** The unit a column's cells carry after their numbers ("MB/s"), when they all share one. */
function unitOf(table: Table, column: string): string | null {
  const units = new Set(table.rows.map((r) => /^[-+]?[\d.,]+\s*(\S+)$/.exec((r[column] ?? '').trim())?.[1]?.toLowerCase() ?? ''));
  return units.size === 1 ? [...units][0] || null : null;
}

export function columnTypes(table: Table): Column[] {
  return table.columns.map((name) => {
    const values = table.rows.map((r) => r[name] ?? '').filter((v) => v !== '');
    const share = (test: (v: string) => boolean): number => (values.length ? values.filter(test).length / values.length : 0);
    // Dates, some given only by their year or month ("1977" beside "2010-12-15").
    const dated = share((v) => DATE.test(v)) >= 0.8 || (share((v) => DATE.test(v)) >= 0.2 && share((v) => /^\d{4}(?:-\d{2}){0,2}$/.test(v)) >= 0.9);
    const type: ColumnType = dated ? 'date' : share((v) => asNumber(v) !== null) >= 0.8 ? 'number' : 'text';
    return { name, type };
  });
}

/** The bounds of the sentence of `text` holding offset `at`. */
function sentenceOf(text: string, at: number): { start: number; end: number } {
  let start = 0;
  for (const m of text.matchAll(/[.?!]\s+/g)) {
    const end = m.index! + 1;
    if (end > at) return { start, end };
    start = m.index! + m[0].length;
  }
  return { start, end: text.length };
}

const DATE_WORDS = String.raw`\d{4}-\d{2}-\d{2}|\d{1,2}\s+[A-Z][a-z]+\s+\d{4}|[A-Z][a-z]+\s+\d{1,2},?\s+\d{4}|(?:1[5-9]|20)\d\d\b`;
const DATE_THRESHOLD = new RegExp(
  String.raw`\b(before|after|earlier than|later than|prior to|since|until)\s+(?:the\s+(?:start|end)\s+of\s+)?(${DATE_WORDS})`,
  'gi',
);

/** The day number a threshold names; a bare year is its first day (before) or its last (after). */
function thresholdDay(text: string, after: boolean): number | null {
  if (/^\d{4}$/.test(text)) return daysOf(after ? `${text}-12-31` : `${text}-01-01`);
  const day = findDate(text);
  return day ? daysOf(day) : null;
}

function daysOf(date: string, partial = false): number | null {
  // In a column of dates, a year ("1977") or a month ("2010-12") beside full dates counts from its first day.
  const full = DATE.test(date) ? date : !partial ? null : /^\d{4}$/.test(date) ? `${date}-01-01` : /^\d{4}-\d{2}$/.test(date) ? `${date}-01` : null;
  if (!full) return null;
  const t = Date.parse(`${full}T00:00:00Z`);
  return Number.isNaN(t) ? null : t / 86_400_000;
}

// ---- reading the question ------------------------------------------------------

interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
}

/** Words of a question; a negating prefix ("non-strict") is a word of its own, so the column it negates is named. */
function tokens(text: string): Token[] {
  return [...text.matchAll(/[\p{L}\p{N}]+(?:[._@'’-][\p{L}\p{N}]+)*/gu)].flatMap((m) => {
    const at = m.index!;
    const neg = /^non-(?=\p{L})/iu.exec(m[0]);
    const parts = neg ? [[m[0].slice(0, 3), at] as const, [m[0].slice(4), at + 4] as const] : [[m[0], at] as const];
    return parts.map(([t, start]) => ({ text: t, lower: t.toLowerCase(), start, end: start + t.length }));
  });
}

/** Can `name` be spelled by prefixes (≥ 3 letters, or whole words) of consecutive words, in order? */
function spelledBy(name: string, ws: string[]): boolean {
  if (name === '') return ws.length === 0;
  if (ws.length === 0) return false;
  const [w, ...rest] = ws;
  for (let n = Math.min(w!.length, name.length); n >= 1; n--) {
    if (n < 3 && n < w!.length) break;
    if (name.startsWith(w!.slice(0, n)) && spelledBy(name.slice(n), rest)) return true;
  }
  return false;
}

interface Mention {
  column: string;
  start: number;
  end: number;
}

const NUMBER_NAMES: Record<string, string> = lookupTable({ '1': 'one', '2': 'two', '3': 'three', '4': 'four', '5': 'five', '6': 'six' });

/** Words of measure and the column-name words they point at (general English, not any table's). */
const DIMENSIONS: Record<string, string[]> = lookupTable({
  long: ['length', 'duration'],
  short: ['length', 'duration'],
  high: ['height', 'elevation', 'altitude'],
  low: ['height', 'elevation', 'altitude'],
  tall: ['height'],
  old: ['age'],
  young: ['age'],
  heavy: ['weight', 'mass'],
  light: ['weight', 'mass'],
  big: ['size', 'area'],
  large: ['size', 'area'],
  small: ['size', 'area'],
  far: ['distance'],
  wide: ['width'],
  deep: ['depth'],
  expensive: ['price', 'cost'],
  cheap: ['price', 'cost'],
});

/** Words a question uses for what a column name says otherwise ("expire" → valid_until): general English, not any table's. */
const SYNONYMS: [RegExp, string[]][] = [
  [/^expir|^ends?$|^ending$/, ['until', 'expires', 'expiry', 'expiration', 'end', 'notafter', 'after']],
  [/^start|^began$|^begin|^issued$/, ['from', 'start', 'begin', 'since', 'issued', 'notbefore', 'before']],
  [/^born$|^birth/, ['birth', 'born']],
  [/^died$|^death/, ['death', 'died']],
  [/^modif|^updated$|^changed$/, ['modified', 'updated', 'changed', 'mtime']],
  [/^licen[cs]/, ['license', 'licence', 'licensed']],
  [/^inherit|^derive[sd]?$|^extends?$|^subclass/, ['base', 'bases', 'parent', 'parents', 'superclass', 'superclasses', 'extends', 'inherits']],
];

/** The base form of a comparative or superlative adjective ("longer", "longest" → "long"). */
function adjectiveBase(word: string): string {
  for (const base of Object.keys(DIMENSIONS)) {
    if (word === base || word === `${base}er` || word === `${base}est` || word === `${base}${base.at(-1)}er` || word === `${base}${base.at(-1)}est`)
      return base;
  }
  if (word === 'larger' || word === 'largest') return 'large';
  return word;
}

/** Parts of a column name that carry meaning (unit suffixes such as `_m`, `_kg` dropped). */
function significantParts(column: string): string[] {
  const parts = column
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const long = parts.filter((p) => p.length >= 3 && !/^\d+$/.test(p));
  return long.length ? long : parts;
}

/**
 * Where the question names a column: its name, its significant words in
 * order, one significant word no other column has, an abbreviation spelled
 * by question words ("character set" → charset), or a word of measure
 * ("how long", "higher") that points at it.
 */
/** Words that column names shorten, and the words they shorten. */
const ABBREVIATED: Record<string, RegExp> = lookupTable({
  dec: /^decimal$/,
  hex: /^hexadecimal$/,
  oct: /^octal$/,
  desc: /^descriptions?$/,
  addr: /^addresse?s?$/,
  cnt: /^counts?$/,
  arg: /^arguments?$/,
  param: /^parameters?$/,
  pct: /^percent(?:age)?s?$/,
  qty: /^quantit(?:y|ies)$/,
});

export function columnMentions(question: string, columns: readonly string[]): Mention[] {
  // A hyphenated word's parts are words of their own here ("bidi-mirrored" names mirrored); British spellings name the
  // columns American ones spell ("background colour" → background_color).
  const toks = tokens(
    question.replace(/\b(colo|behavio|favo|hono|flavo|labo|neighbo|harbo|humo|rumo|vapo|odo|armo|savo|endeavo)ur(s?)\b/gi, (w, a: string, pl: string) =>
      `${a}r${pl} `.slice(0, w.length),
    ),
  ).flatMap((t) =>
    /^[\p{L}]+(?:-[\p{L}]+)+$/u.test(t.text)
      ? [...t.text.matchAll(/[\p{L}]+/gu)].map((p) => ({
          text: p[0],
          lower: p[0].toLowerCase(),
          start: t.start + p.index!,
          end: t.start + p.index! + p[0].length,
        }))
      : [t],
  );
  // (Each token's letters and stem once, not once per column and window.)
  const tokLetters = toks.map((t) => t.lower.replace(/[^a-z]/g, ''));
  const tokStems = toks.map((t) => stem(t.lower));
  const out: Mention[] = [];
  const partOwners = new Map<string, number>();
  for (const c of columns) for (const p of new Set(significantParts(c).map((x) => stem(x)))) partOwners.set(p, (partOwners.get(p) ?? 0) + 1);
  for (const column of columns) {
    const compact = column.toLowerCase().replace(/[^a-z]/g, '');
    const parts = significantParts(column).map((p) => stem(p));
    // (Plurals the stemmer leaves whole match too: "product ID" names product_ids.)
    const plain = significantParts(column).map((p) => singularOf(p));
    // The parts of its name that are closed compounds (six letters or more, no other column's), in the singular.
    const compounds = new Set(significantParts(column).flatMap((p) => (p.length >= 6 && partOwners.get(stem(p)) === 1 ? [singularOf(p)] : [])));
    for (let i = 0; i < toks.length; i++) {
      for (let k = 3; k >= 1; k--) {
        const window = toks.slice(i, i + k);
        if (window.length < k) continue;
        const ws = tokLetters.slice(i, i + k);
        const stems = tokStems.slice(i, i + k);
        const hit =
          (compact.length >= 2 && spelledBy(compact, ws)) ||
          // A digit in the name read as a number word: "three-letter code" → alpha_3.
          (k === 1 &&
            /\d/.test(column) &&
            NUMBER_NAMES[column.replace(/\D/g, '')] !== undefined &&
            new RegExp(`^${NUMBER_NAMES[column.replace(/\D/g, '')]}-?(?:letter|digit|char)`).test(
              `${window[0]!.lower}${question.slice(window[0]!.end, window[0]!.end + 12).toLowerCase()}`.replace(/\s+/g, ''),
            )) ||
          // Initials: "time zone" → tz.
          (compact.length >= 2 && compact.length <= 4 && k === compact.length && ws.map((w) => w[0]).join('') === compact) ||
          // Initials across hyphenated words: "top-level domain" → tld.
          (compact.length >= 3 &&
            compact.length <= 4 &&
            window.some((t) => t.lower.includes('-')) &&
            window
              .flatMap((t) => t.lower.split('-'))
              .map((w) => w[0])
              .join('') === compact) ||
          (k === parts.length && parts.every((p, j) => p === stems[j] || plain[j] === singularOf(ws[j]!))) ||
          (k === 1 && parts.includes(stems[0]!) && partOwners.get(stems[0]!) === 1) ||
          // A closed compound of the name written as words apart, in either number: "stop-word list" → stopwords, "ASCII
          // words" → asciiword_dictionary (a part no other column has).
          (k >= 2 && compounds.size > 0 && ws.every((w) => w.length >= 2) && compounds.has(singularOf(ws.join('')))) ||
          // A column's abbreviated word, spelled out: "in decimal" → byte_dec, "hexadecimal" → hex.
          (k === 1 &&
            Object.entries(ABBREVIATED).some(([short, long]) => long.test(ws[0]!) && parts.includes(stem(short)) && partOwners.get(stem(short)) === 1)) ||
          (k === 1 && (DIMENSIONS[adjectiveBase(ws[0]!)] ?? []).some((d) => parts.includes(stem(d)))) ||
          (k === 1 && SYNONYMS.some(([word, names]) => word.test(ws[0]!) && significantParts(column).some((p) => names.includes(p))));
        if (hit) {
          out.push({ column, start: window[0]!.start, end: window[k - 1]!.end });
          break;
        }
      }
    }
  }
  // A word several columns share, where they differ only by a code or a name ("subclass" of subclass_code and
  // subclass_name), names the name column; a word with a column part's first six letters ("withdrawn" of
  // withdrawal_date) names the one column that has it.
  // (The question's stems, once: read for every token below.)
  const asked = new Set(tokStems);
  for (const [at, t] of toks.entries()) {
    if (out.some((m) => m.start <= t.start && m.end >= t.end)) continue;
    // Stems, and plurals ("subclasses", whose stem is not the stem of "subclass").
    const w = stem(t.lower);
    const owners = columns.filter((c) => significantParts(c).some((x) => stem(x) === w || singularOf(x) === singularOf(t.lower)));
    const named = owners.length > 1 ? owners.filter((c) => /(?:^|[_ -])name$/i.test(c)) : [];
    const rest = (c: string): string =>
      significantParts(c)
        .filter((x) => stem(x) !== w && singularOf(x) !== singularOf(t.lower) && !/^(?:name|code|id|number|key)$/.test(x))
        .join(' ');
    if (named.length === 1 && owners.every((c) => rest(c) === rest(named[0]!))) {
      out.push({ column: named[0]!, start: t.start, end: t.end });
      continue;
    }
    // "How many ranges": of range_count and single_code_point_ranges, the one that counts them.
    const counts = owners.filter((o) => {
      const ps = significantParts(o);
      return ps.length === 2 && ps.some((x) => /^(?:count|number|num|total|n)$/.test(x));
    });
    // (Not where another owner's other word is in the question: "How many seats were sold" names seats_sold.)
    const otherNamed = owners.some(
      (o) => !counts.includes(o) && significantParts(o).some((x) => stem(x) !== w && singularOf(x) !== singularOf(t.lower) && asked.has(stem(x))),
    );
    if (owners.length > 1 && counts.length === 1 && !otherNamed) {
      out.push({ column: counts[0]!, start: t.start, end: t.end });
      continue;
    }
    // One value in several units ("offset" of utc_offset_seconds and utc_offset_hours): the first, as they rank alike.
    if (owners.length > 1) {
      const common = significantParts(owners[0]!).filter((p) => owners.every((o) => significantParts(o).includes(p)));
      const units = owners.map((o) => significantParts(o).filter((p) => !common.includes(p)));
      const dims = units.map((u) => (u.length === 1 ? unitOfWord(u[0]!)?.dimension : undefined));
      if (dims.every((d) => d !== undefined && d === dims[0])) {
        // ("the largest offset in minutes": the column of the unit named right after the word.)
        const after = new Set(tokStems.slice(at + 1, at + 4));
        const inUnit = owners.find((o, i) => units[i]!.some((u) => after.has(stem(u))));
        out.push({ column: inUnit ?? owners[0]!, start: t.start, end: t.end });
        continue;
      }
    }
    if (owners.length || t.lower.length < 7) continue;
    const near = columns.filter((c) => significantParts(c).some((x) => x.length >= 7 && x.slice(0, 6) === t.lower.slice(0, 6)));
    if (near.length === 1) out.push({ column: near[0]!, start: t.start, end: t.end });
  }
  // Words of a column's name apart ("rules in the ICANN section" → icann_rules; "private-section rules" → private_rules),
  // where together they name that one column and no other mention lies among them.
  for (const column of columns) {
    const parts = [...new Set(significantParts(column).map((p) => stem(p)))];
    if (parts.length < 2 || out.some((m) => m.column === column)) continue;
    const owners = columns.filter((c) =>
      parts.every((p) =>
        significantParts(c)
          .map((x) => stem(x))
          .includes(p),
      ),
    );
    if (owners.length !== 1) continue;
    for (let i = 0; i < toks.length; i++) {
      const at = (j: number): string[] => toks[j]!.lower.split('-').map((w) => stem(w));
      if (!parts.some((p) => at(i).includes(p))) continue;
      const seen = new Set<string>();
      let j = i;
      for (; j < Math.min(toks.length, i + 5) && seen.size < parts.length; j++) for (const w of at(j)) if (parts.includes(w)) seen.add(w);
      if (seen.size < parts.length) continue;
      const span = { column, start: toks[i]!.start, end: toks[j - 1]!.end };
      if (!out.some((m) => m.start < span.end && m.end > span.start)) out.push(span);
      break;
    }
  }
  // "the evdev code" over evdev_code_hex and evdev_code_dec: words two columns share but for a number format name the
  // decimal one, unless the question asks for hexadecimal or octal.
  const format = /\bhex(?:adecimal)?\b/i.test(question) ? 'hex' : /\boct(?:al)?\b/i.test(question) ? 'oct' : 'dec';
  for (const column of columns) {
    const parts = significantParts(column);
    if (parts.length < 2 || parts.at(-1) !== format) continue;
    const base = parts.slice(0, -1).map((p) => singularOf(p));
    if (
      !columns.some(
        (c) =>
          c !== column && /^(?:hex|dec|oct)$/.test(significantParts(c).at(-1) ?? '') && significantParts(c).slice(0, -1).join() === parts.slice(0, -1).join(),
      )
    )
      continue;
    for (let i = 0; i + base.length <= toks.length; i++) {
      if (!base.every((b, j) => singularOf(tokLetters[i + j]!) === b)) continue;
      const span = { column, start: toks[i]!.start, end: toks[i + base.length - 1]!.end };
      if (!out.some((m) => m.start < span.end && m.end > span.start)) out.push(span);
    }
  }
  // A token spelling a column's name exactly names that column only ("alpha_2", not alpha_3 too),
  // and a mention inside a longer one gives way ("official name" is official_name, not name).
  // Only a mention of the same extent gives way to the exact one: "class name" still names class_name beside "class".
  const exact = new Set(out.filter((m) => question.slice(m.start, m.end).toLowerCase() === m.column.toLowerCase()).map((m) => `${m.start}:${m.end}`));
  // "HTTPS mirror" names https_mirrors, not http_mirrors too: of mentions over the same words, the one whose name's words the
  // question writes as they are (only the last in either number) stands.
  const literal = (m: Mention): boolean => {
    const ws = question
      .slice(m.start, m.end)
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
    const ps = significantParts(m.column);
    return ws.length === ps.length && ps.every((p, j) => p === ws[j] || (j === ps.length - 1 && singularOf(p) === singularOf(ws[j]!)));
  };
  const literally = new Set(out.filter(literal).map((m) => `${m.start}:${m.end}`));
  const spelled = out.filter(
    (m) =>
      (!exact.has(`${m.start}:${m.end}`) || question.slice(m.start, m.end).toLowerCase() === m.column.toLowerCase()) &&
      (!literally.has(`${m.start}:${m.end}`) || literal(m)),
  );
  return spelled
    .filter((m) => !spelled.some((o) => o !== m && o.start <= m.start && o.end >= m.end && o.end - o.start > m.end - m.start))
    .sort((a, b) => a.start - b.start);
}

export interface ValueMention {
  readonly value: string;
  readonly start: number;
  readonly end: number;
  readonly quoted: boolean;
  /** Columns holding a cell equal to the value (case-insensitive). */
  readonly exact: readonly string[];
  /** Columns holding a cell that starts with the value as its first token ("18.04" of "18.04 LTS"). */
  readonly prefixOf?: readonly string[];
  /** Guessed from part of a word ("socket" for the category "SOCK"): a condition the plan may drop when it finds nothing. */
  loose?: true;
}

/**
 * "exception classes": a word in lower case before another lower-case word is an ordinary noun, not the capitalised
 * cell ("Exception") it spells.
 */
function ordinaryNoun(question: string, start: number, end: number, cells: string[]): boolean {
  return (
    /^[a-z]+$/.test(question.slice(start, end)) &&
    /^\s+[a-z]{3,}\b/.test(question.slice(end, end + 20)) &&
    // "neither a province nor a municipality": a word joined to the next by a conjunction is no modifier of it.
    !/^\s+(?:nor|and|but|than)\b/.test(question.slice(end, end + 20)) &&
    cells.length > 0 &&
    cells.every((v) => /^[A-Z][a-z]+$/.test(v))
  );
}

/** How a cell writes one of its parts ("Exception" of '["Exception"]'), found case-blind. */
function partCase(cell: string, name: string): string {
  const at = cell.toLowerCase().indexOf(name);
  return at < 0 ? name : cell.slice(at, at + name.length);
}

/** Unicode's general categories, by code, with their long names (the Unicode Character Database's value aliases). */
const UNICODE_CATEGORIES: Record<string, string> = lookupTable({
  Lu: 'uppercase letter',
  Ll: 'lowercase letter',
  Lt: 'titlecase letter',
  Lm: 'modifier letter',
  Lo: 'other letter',
  Mn: 'nonspacing mark',
  Mc: 'spacing mark',
  Me: 'enclosing mark',
  Nd: 'decimal number',
  Nl: 'letter number',
  No: 'other number',
  Pc: 'connector punctuation',
  Pd: 'dash punctuation',
  Ps: 'open punctuation',
  Pe: 'close punctuation',
  Pi: 'initial punctuation',
  Pf: 'final punctuation',
  Po: 'other punctuation',
  Sm: 'math symbol',
  Sc: 'currency symbol',
  Sk: 'modifier symbol',
  So: 'other symbol',
  Zs: 'space separator',
  Zl: 'line separator',
  Zp: 'paragraph separator',
  Cc: 'control',
  Cf: 'format',
  Cs: 'surrogate',
  Co: 'private use',
  Cn: 'unassigned',
});

/** Marks, inside the value index, a column where the value is only a cell's first token. */
const PREFIX = '\u0000';

const QUOTED = /(?<=^|[\s(])['"“‘]([^'"“”‘’]{1,80}?)['"”’](?=[\s,.?;:)]|$)/g;

const cellWordSets = new WeakMap<Table, Set<string>>();

/** The cells of a table that are one word, lower-cased. */
function cellWords(table: Table): Set<string> {
  let words = cellWordSets.get(table);
  if (!words) {
    words = new Set(table.rows.flatMap((r) => Object.values(r).map((v) => v.trim().toLowerCase())).filter((v) => v && !/\s/.test(v)));
    cellWordSets.set(table, words);
  }
  return words;
}

/** Values the question names: quoted strings, `the letter X`, and cell values it spells out. */
// The values a question names in a table, kept with the table: the search and the reasoner each look more than once.
const valuesNamed = new WeakMap<Table, Map<string, ValueMention[]>>();

/** The cells a question names (`columns`: the table's own, from columnTypes). */
export function valueMentions(asked: string, table: Table, columns: Column[]): ValueMention[] {
  let named = valuesNamed.get(table);
  if (!named) valuesNamed.set(table, (named = new Map()));
  let found = named.get(asked);
  if (!found) {
    if (named.size >= 16) named.clear();
    named.set(asked, (found = mentionedValues(asked, table, columns)));
  }
  return [...found];
}

// A table's cells as the values a question may name (lower case → the columns holding them), kept with the table.
interface CellCandidates {
  candidates: ReadonlyMap<string, readonly string[]>;
  written: ReadonlyMap<string, string>;
  /** The candidates by their first run of letters and digits, in the order of `candidates` (none: under ""). */
  byFirst: ReadonlyMap<string, readonly string[]>;
  /** Each candidate's place in `candidates`. */
  rank: ReadonlyMap<string, number>;
}
const cellCandidatesOf = new WeakMap<Table, CellCandidates>();

function cellCandidates(table: Table, columns: Column[]): CellCandidates {
  const kept = cellCandidatesOf.get(table);
  if (kept) return kept;
  const candidates = new Map<string, string[]>();
  // Each candidate as some cell writes it ("SignatureAlgorithmOID"), for its capitals.
  const written = new Map<string, string>();
  const leading = new Map<string, string[]>();
  for (const c of columns) {
    // A column of short codes ("W", "Na", "A") is named by its one-letter values too ("a width of W").
    const codes = table.rows.every((r) => (r[c.name] ?? '').trim().length <= 3);
    for (const r of table.rows) {
      const v = (r[c.name] ?? '').trim();
      if ((v.length < 2 && !(codes && /^[A-Z]$/.test(v))) || v.length > 60) continue;
      const cols = candidates.get(v.toLowerCase()) ?? [];
      if (!cols.includes(c.name)) cols.push(c.name);
      candidates.set(v.toLowerCase(), cols);
      if (!written.has(v.toLowerCase())) written.set(v.toLowerCase(), v);
      // A cell listing items ("waf; waflib/*; wscript") is named by each of them, which its rows equal.
      if (v.includes('; '))
        for (const item of v.split('; ')) {
          const k = item.trim().toLowerCase();
          if (k.length < 2 || k.length > 60) continue;
          const ic = candidates.get(k) ?? [];
          if (!ic.includes(c.name)) ic.push(c.name);
          candidates.set(k, ic);
          if (!written.has(k)) written.set(k, item.trim());
        }
      // "Daniel Stone <daniel@example.org>" is also named by the name before the address.
      const person = /^([^<>@]{3,60}?)\s*<[^<>\s]+@[^<>\s]+>$/.exec(v)?.[1];
      if (person) {
        const lc = leading.get(person.toLowerCase()) ?? [];
        if (!lc.includes(c.name)) lc.push(c.name);
        leading.set(person.toLowerCase(), lc);
      }
      // "18.04 LTS" is also named by its distinctive first token, "18.04".
      const first = v.split(/\s+/)[0]!.replace(/[,;:]$/, '');
      if (first !== v && first.length >= 2 && /[\d.]|[A-Z]{2}|^[A-Z][a-z]{3,}/.test(first)) {
        const lc = leading.get(first.toLowerCase()) ?? [];
        if (!lc.includes(c.name)) lc.push(c.name);
        leading.set(first.toLowerCase(), lc);
      }
    }
  }
  for (const [first, cols] of leading)
    if (!candidates.has(first))
      candidates.set(
        first,
        cols.map((c) => `${PREFIX}${c}`),
      );
  const byFirst = new Map<string, string[]>();
  for (const lower of candidates.keys()) {
    const first = /[\p{L}\p{N}]+/u.exec(lower)?.[0] ?? '';
    const same = byFirst.get(first);
    if (same) same.push(lower);
    else byFirst.set(first, [lower]);
  }
  const rank = new Map([...candidates.keys()].map((k, i) => [k, i]));
  const made = { candidates, written, byFirst, rank };
  cellCandidatesOf.set(table, made);
  return made;
}

function mentionedValues(asked: string, table: Table, columns: Column[]): ValueMention[] {
  // A format the answer is wanted in ("YYYY-MM-DD") names no row: mask it, keeping offsets.
  // So does an instruction on how to join a list ("separated by commas", "comma-separated").
  const question = asked
    .replace(/\b[YMDhms]{1,4}(?:[-/.:][YMDhms]{1,4})+\b/g, (f) => ' '.repeat(f.length))
    // (So does a code's form: "in the U+XXXXX form", "as 0xNN".)
    .replace(/\bU\+[XN]{4,6}\b|\b0x[XN]{2,8}\b/g, (f) => ' '.repeat(f.length))
    // ("the ARM simulator source files (sim/arm/...)": an ellipsis after a directory stands for its files.)
    .replace(/\/(?:\.{3}|…)/g, (f) => `/${' '.repeat(f.length - 1)}`)
    .replace(/\b(?:separated|delimited) by (?:commas?|semicolons?|spaces?)\b|\b(?:comma|semicolon|space)-separated\b/gi, (f) => ' '.repeat(f.length))
    // (So does the document's own name: "In this Public Suffix List change log, how many commits …".)
    .replace(/\b(?:in|of|from)\s+this\s+([^,?]{2,60}?)\s+(?:change\s*log|changelog|news\s+file|release\s+notes)\b/gi, (f) => ' '.repeat(f.length))
    // What the question calls the document ("according to this list of South Asian subdivisions") names no row, but a
    // word of it that is a cell whole ("this list of districts of Dhaka division") still does.
    .replace(/\b(?:according to|in|from|on) this (?:list|file|table|document|data ?set) of [^?,.;]{1,80}/gi, (f) =>
      // (A name, written with a capital or a digit: "currency" of "compose sequences for currency symbols" is a common noun.)
      f.replace(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu, (w) => (/^[\p{Lu}\p{N}]/u.test(w) && cellWords(table).has(w.toLowerCase()) ? w : ' '.repeat(w.length))),
    );
  const out: ValueMention[] = [];
  const exactIn = (value: string): string[] =>
    columns.filter((c) => table.rows.some((r) => (r[c.name] ?? '').toLowerCase() === value.toLowerCase())).map((c) => c.name);
  for (const m of question.matchAll(QUOTED)) {
    out.push({ value: m[1]!, start: m.index!, end: m.index! + m[0].length, quoted: true, exact: exactIn(m[1]!) });
  }
  for (const m of question.matchAll(/\bthe letters? ([A-Za-z])\b/g)) {
    const at = m.index! + m[0].length - 1;
    out.push({ value: m[1]!, start: at, end: at + 1, quoted: true, exact: [] });
  }
  const lowerQ = question.toLowerCase();
  // The question's runs of letters and digits. A value is named only where its first run stands whole in the question (the
  // matches below are bounded so), which is checked here at once, before the value is looked for in a long question.
  const qRuns = new Set(lowerQ.split(/[^\p{L}\p{N}]+/u));
  const mayName = (value: string): boolean => {
    const first = /[\p{L}\p{N}]+/u.exec(value)?.[0];
    return first === undefined || qRuns.has(first);
  };
  const taken = (s: number, e: number): boolean => out.some((o) => s < o.end && e > o.start);
  const { candidates, written, byFirst, rank } = cellCandidates(table, columns);
  // Only the cells whose first run the question holds, in the table's order.
  const named = [...new Set(['', ...qRuns])].flatMap((r) => byFirst.get(r) ?? []).sort((a, b) => rank.get(a)! - rank.get(b)!);
  const found: ValueMention[] = [];
  for (const lower of named) {
    const cols = candidates.get(lower)!;
    // An unquoted stop word ("an", "in", "is") is English, not a cell, even where a code spells it.
    if (!lowerQ.includes(lower)) continue;
    // …unless written with its capitals: all of them ("ON"), or right after its column's name ("a general category of So").
    const stop = STOP_WORDS.has(lower) && lower.length > 1;
    // (A stop word its cells write in lowercase names a cell only after its column and "set to": "allow_any set to no".)
    const plainStop = stop && lower === written.get(lower);
    const escaped = lower.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // Not the tail of a longer hyphenated, dotted or slashed token ("64" of "x86-64"); "64-bit" still names 64.
    for (const m of lowerQ.matchAll(new RegExp(`(?<![\\p{L}\\p{N}]|[\\p{L}\\p{N}][-./_])${escaped}(?![\\p{L}\\p{N}]|[.,]\\d)`, 'gu'))) {
      const start = m.index!;
      const end = start + lower.length;
      const before = lowerQ.slice(0, start);
      // A short value ("IN", "AS") is named only with its own capitals, not by the English word.
      const asWritten = question.slice(start, end);
      // An acronym in capitals ("the FTP service") names a lowercase cell too.
      if (
        lower.length <= 3 &&
        !(
          /^[A-Z]{2,3}$/.test(asWritten) &&
          !stop &&
          table.rows.some((r) => cols.some((c) => !c.startsWith(PREFIX) && (r[c] ?? '').trim() === asWritten.toLowerCase()))
        ) &&
        !table.rows.some((r) =>
          cols.some((c) => {
            const cell = (r[c.replace(PREFIX, '')] ?? '').trim();
            // (Or as an item of a cell that lists several: "waf" of "waf; waflib/*; wscript".)
            return cell === asWritten || (cell.includes('; ') && cell.split('; ').includes(asWritten));
          }),
        )
      )
        continue;
      // In capitals, still not where a column's name follows it ("the OFF offset": the word opens the column's name).
      if (stop && /^[A-Z]{2,}$/.test(asWritten) && (columnMentions(question.slice(end), table.columns)[0]?.start ?? 9) <= 1) continue;
      if (plainStop) {
        // (Read over the 120 characters before the value: a long question repeating it cannot make this quadratic.)
        const window = question.slice(Math.max(0, start - 120), start);
        const set = /\b(?:set|equal)\s+to\s*$|[=:]\s*$/i.exec(window);
        const column = set ? window.slice(0, set.index).trimEnd() : '';
        if (
          !set ||
          !columnMentions(
            column,
            cols.filter((c) => !c.startsWith(PREFIX)),
          ).some((o) => o.end >= column.length - 8)
        )
          continue;
      }
      // ("allow_any set to no": a connecting verb may stand between the column and its value.)
      if (stop && !/^[A-Z]{2,}$/.test(asWritten)) {
        const lead = question
          .slice(Math.max(0, start - 120), start)
          .trimEnd()
          // ("a general category other than So": so may a word that leaves the value out.)
          .replace(/\s*(?:(?:is\s+|are\s+)?set\s+to|equal\s+to|equals|other\s+than|rather\s+than|except|besides|not|=|:)$/i, '');
        if (
          !columnMentions(
            lead,
            cols.filter((c) => !c.startsWith(PREFIX)),
          ).some((o) => o.end >= lead.length - 3)
        )
          continue;
      }
      // A capital letter alone opening a sentence ("A user …") or standing for the speaker is English; so is "a".
      if (lower.length === 1 && (/(?:^|[.?!:]\s+)$/.test(before) || asWritten === 'I' || asWritten === 'a')) continue;
      if (ordinaryNoun(question, start, end, [written.get(lower) ?? ''])) continue;
      // "CTRL_FILE_BUILDINFO (.buildinfo files)": a lowercase word in a gloss in brackets names no capitalised cell ("Files").
      if (/^[a-z]+$/.test(asWritten) && /\p{Lu}/u.test(written.get(lower) ?? '') && /\([^()]*$/.test(before) && /^[^()]*\)/.test(lowerQ.slice(end))) continue;
      // A row named by a cell's first word must be named as written ("Yugoslavia", not "codes").
      if (cols.every((c) => c.startsWith(PREFIX)) && !table.rows.some((r) => cols.some((c) => (r[c.slice(1)] ?? '').trim().startsWith(asWritten)))) continue;
      // A number after a comparison word is a threshold, not a row.
      if (/^\d/.test(lower) && /\b(?:below|under|above|over|than|least|most|exceeding)\s+$/.test(before)) continue;
      // "Among these 128 characters": a number counting the rows, not a cell.
      if (/^\d+$/.test(lower) && /\b(?:these|those|all|the|its|their)\s+$/.test(before) && /^\s+[a-z]+s\b/i.test(lowerQ.slice(end))) continue;
      const exact = cols.filter((c) => !c.startsWith(PREFIX));
      found.push({
        value: question.slice(start, end),
        start,
        end,
        quoted: false,
        exact,
        ...(exact.length < cols.length ? { prefixOf: cols.map((c) => c.replace(PREFIX, '')) } : {}),
      });
    }
  }
  // "the man/po4a files": a directory the question writes names the rows whose paths lie under it.
  // ("files under po/": one directory, written with its slash.)
  for (const m of question.matchAll(/(?<![\w/.-])([\w.+-]+(?:\/[\w.+-]+)+\/?|[\w.+-]+\/)(?![\w/])/g)) {
    const dir = `${m[1]!.toLowerCase().replace(/\/$/, '')}/`;
    if (found.some((f) => f.start <= m.index! && f.end >= m.index! + m[1]!.length)) continue;
    const under = columns.filter((c) => c.type === 'text' && wordsOf(table, c.name).dirs.has(dir));
    if (under.length) found.push({ value: dir, start: m.index!, end: m.index! + m[0].length, quoted: false, exact: [], prefixOf: under.map((c) => c.name) });
  }
  // A cell that is an identifier made of words ("MAX_RETRY_COUNT") is named by those words
  // spelled out in the question ("maximum retry count"), as prefixes of consecutive words.
  const words = tokens(question);
  for (const [lower, cols] of candidates) {
    // "SignatureAlgorithmOID" is spelled the same way: its capitals start its words.
    const camel = /^[a-z][a-z0-9]{3,}$/.test(lower) ? written.get(lower) : undefined;
    const camelParts = camel && /^[A-Z][a-z]+(?:[A-Z][a-z0-9]*|[A-Z]{2,}(?![a-z]))+$/.test(camel) ? camel.match(/[A-Z][a-z0-9]+|[A-Z]+(?![a-z])/g)!.length : 0;
    // (So is a hyphenated one, "public-domain", by "public domain".)
    if ((!/^[a-z][a-z0-9]*(?:[_-][a-z0-9]+)+$/.test(lower) && camelParts < 2) || cols.every((c) => c.startsWith(PREFIX))) continue;
    const compact = lower.replace(/[_-]/g, '');
    const parts = camelParts || lower.split(/[_-]/).length;
    for (let i = 0; i + parts <= words.length; i++) {
      // (The first letters first: a window is made only where the spelling can start, `compact` opening with a letter.)
      if (words[i]!.lower[0] !== compact[0]) continue;
      const window = words.slice(i, i + parts);
      if (
        !spelledBy(
          compact,
          window.map((w) => w.lower.replace(/[^a-z0-9]/g, '')),
        )
      )
        continue;
      const exact = cols.filter((c) => !c.startsWith(PREFIX));
      const cell = table.rows.map((r) => exact.map((c) => (r[c] ?? '').trim()).find((v) => v.toLowerCase() === lower)).find(Boolean);
      if (!cell) continue;
      found.push({ value: cell, start: window[0]!.start, end: window.at(-1)!.end, quoted: false, exact });
    }
  }
  // A cell behind a prefix every cell of its column shares ("auth-ecdsa", "auth-rsa") is named by the rest ("ECDSA"); an item
  // of a cell that lists several ("target;ctx") is named by itself.
  for (const c of columns) {
    for (const { name, cell } of partNames(table, c.name)) {
      // Only names the question holds are looked for: one regular expression per row would cost a long table dearly.
      if (!mayName(name) || !lowerQ.includes(name)) continue;
      const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      for (const m of lowerQ.matchAll(new RegExp(`(?<![\\p{L}\\p{N}_-])${escaped}(?![\\p{L}\\p{N}_-])`, 'gu'))) {
        const asWritten = question.slice(m.index!, m.index! + name.length);
        // Short parts ("rsa", "id") only as the cells write them, or in capitals: not the English word.
        if (name.length <= 3 && asWritten !== asWritten.toUpperCase() && !cell.includes(asWritten)) continue;
        // A plain lowercase word ("type" of "node type") is a part only beside its column's name ("a ctx field").
        // So is a path's stem before a word for a program ("the free utility" for "src/free.*").
        const beside =
          columnMentions(question, [c.name]).some((o) => Math.min(Math.abs(o.start - m.index! - name.length), Math.abs(m.index! - o.end)) <= 12) ||
          (/\//.test(cell) &&
            /^\s+(?:utility|program|tool|command|binary|daemon|module|library|sources?|code)\b/i.test(
              question.slice(m.index! + name.length, m.index! + name.length + 12),
            ));
        if (
          /^[a-z]+$/.test(asWritten) &&
          (!beside || ordinaryNoun(question, m.index!, m.index! + name.length, [name === cell.toLowerCase() ? cell : partCase(cell, name)]))
        )
          continue;
        if (STOP_WORDS.has(name)) continue;
        const over = found.findIndex((f) => f.start <= m.index! && f.end >= m.index! + name.length);
        // "inherit directly from OSError": a name some cell is whole, but which follows the list column's own words, is
        // an item of that column's cells.
        const lead = question.slice(Math.max(0, m.index! - 25), m.index!);
        const leads = columnMentions(lead, [c.name, ...(found[over]?.exact ?? [])]);
        const listed =
          over >= 0 &&
          leads.map((o) => o.column).join() === c.name &&
          /^\s*(?:[a-z]+ly\s+)?(?:from|of|in|on|to|by|with|as)?\s*(?:the\s+)?$/i.test(lead.slice(leads[0]!.end));
        if (over >= 0 && !listed) continue;
        const part = { value: cell, start: m.index!, end: m.index! + name.length, quoted: false, exact: [c.name] };
        if (over >= 0) found.splice(over, 1, part);
        else found.push(part);
      }
    }
  }
  // A cell of several words named by its last three or more ("the capital letter S with caron" for "LATIN CAPITAL
  // LETTER S WITH CARON"), where no other cell ends so. The question's runs of words are looked up among the cells
  // that end in the run's last word, so a long table costs one pass.
  const byLast = new Map<string, { cell: string; lower: string; words: number; column: string }[]>();
  for (const c of columns) {
    if (c.type !== 'text') continue;
    for (const r of table.rows) {
      const cell = (r[c.name] ?? '').trim();
      // (A cell of fewer than four words is not split: most are.)
      if (!/\S\s+\S+\s+\S+\s+\S/.test(cell)) continue;
      const ws = cell.split(/\s+/);
      if (ws.length > 12) continue;
      const last = ws.at(-1)!.toLowerCase();
      const entry = { cell, lower: cell.toLowerCase(), words: ws.length, column: c.name };
      const list = byLast.get(last);
      if (list) list.push(entry);
      else byLast.set(last, [entry]);
    }
  }
  // Every such run, the longest first where they overlap ("the small letter IO and the capital letter IO" names two).
  const tails: { start: number; end: number; cell: string; column: string }[] = [];
  if (byLast.size > 0) {
    // Each run of words is tried once, however often the question repeats it.
    const tried = new Set<string>();
    for (let i = 0; i < words.length; i++) {
      for (let k = 3; k <= 11 && i + k <= words.length; k++) {
        const run = words.slice(i, i + k);
        const tail = run.map((w) => w.lower).join(' ');
        if (tried.has(tail)) continue;
        tried.add(tail);
        const holders = (byLast.get(run.at(-1)!.lower) ?? []).filter((h) => h.words > k && h.lower.endsWith(` ${tail}`));
        if (new Set(holders.map((h) => h.cell)).size !== 1) continue;
        // ("marked as daylight saving time" over daylight_saving: words that spell a column's name name the column.)
        if (table.columns.some((c) => significantParts(c).length >= 2 && significantParts(c).every((p) => run.some((w) => stem(w.lower) === stem(p)))))
          continue;
        const { start } = run[0]!;
        const { end } = run.at(-1)!;
        tails.push({ start, end, cell: holders[0]!.cell, column: holders[0]!.column });
      }
    }
  }
  const keptTails: typeof tails = [];
  for (const t of tails.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start)) {
    if (keptTails.some((k) => t.start < k.end && t.end > k.start)) continue;
    keptTails.push(t);
    if (!found.some((f) => f.start <= t.start && f.end >= t.end)) found.push({ value: t.cell, start: t.start, end: t.end, quoted: false, exact: [t.column] });
  }
  // A one-word cell named in another inflection ("default" for "defaults", "wading" for "wade"), but not by a word that is
  // a column's own name ("which module" of a column "module" whose cells include "modules").
  const columnWords = new Set(table.columns.map((c) => c.toLowerCase()));
  // ("the predefined atoms" over atom_id and atom_name: a word of the columns' names, in the plural, names them.)
  const columnParts = new Set(
    table.columns.flatMap((c) =>
      c
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((p) => p.length >= 3)
        .map((p) => stem(p)),
    ),
  );
  // (The question's words are stemmed once, and a cell is tried only against the words sharing its stem.)
  const wordStems = words.map((w) => stem(w.lower));
  const stemAt = new Map<string, number[]>();
  wordStems.forEach((s, i) => stemAt.set(s, [...(stemAt.get(s) ?? []), i]));
  for (const [lower, cols] of candidates) {
    if (!/^[a-z]{4,}$/.test(lower) || STOP_WORDS.has(lower)) continue;
    const stemmed = stem(lower);
    const at = stemAt.get(stemmed);
    if (!at || columnParts.has(stemmed)) continue;
    const exact = cols.filter((c) => !c.startsWith(PREFIX));
    if (exact.length === 0) continue;
    for (const w of at.map((i) => words[i]!)) {
      // (A stop word is no inflection of a cell: "with" is not "Withings".)
      if (w.lower === lower || STOP_WORDS.has(w.lower) || columnWords.has(w.lower) || found.some((f) => f.start === w.start)) continue;
      // "the byte 0x80": a noun before the value it names is no value itself.
      if (/^\s+(?:0x)?\d/i.test(question.slice(w.end, w.end + 4))) continue;
      // The cell written as the word is ("warnings" → "warning", not "Warning"), else any.
      const cells = table.rows.flatMap((r) => exact.map((c) => (r[c] ?? '').trim()).filter((v) => v.toLowerCase() === lower));
      const cell = cells.find((v) => v[0] === w.text[0]) ?? cells[0];
      if (!cell) continue;
      found.push({ value: cell, start: w.start, end: w.end, quoted: false, exact });
    }
  }
  // A cell of two or three words named in another inflection ("metropolitan cities" for "Metropolitan city"); a cell is
  // tried only where its first word's stem stands.
  for (const [lower, cols] of candidates) {
    if (!lower.includes(' ')) continue;
    const parts = lower.split(' ');
    if (parts.length > 3 || !parts.every((w) => /^[a-z]{2,}$/.test(w))) continue;
    const starts = stemAt.get(stem(parts[0]!));
    const exact = starts ? cols.filter((c) => !c.startsWith(PREFIX)) : [];
    if (exact.length === 0) continue;
    for (const i of starts!) {
      const run = words.slice(i, i + parts.length);
      if (run.length < parts.length || run.map((w) => w.lower).join(' ') === lower || !run.every((_, k) => wordStems[i + k] === stem(parts[k]!))) continue;
      if (found.some((f) => f.start <= run[0]!.start && f.end >= run.at(-1)!.end)) continue;
      const cell = table.rows.map((r) => exact.map((c) => (r[c] ?? '').trim()).find((v) => v.toLowerCase() === lower)).find(Boolean);
      if (cell) found.push({ value: cell, start: run[0]!.start, end: run.at(-1)!.end, quoted: false, exact });
    }
  }
  // A Unicode general category written as its code ("Ll") is named by its long name ("categorised as a lowercase letter"),
  // in a column whose every cell is such a code.
  let headers: Mention[] | undefined;
  const headerMentions = (): Mention[] => (headers ??= columnMentions(question, table.columns));
  for (const c of columns) {
    // (Read only while its cells are codes: most columns stop at their first row.)
    const held = new Set<string>();
    const codes = table.rows.every((r) => {
      const v = (r[c.name] ?? '').trim();
      if (v) held.add(v);
      return !v || Object.hasOwn(UNICODE_CATEGORIES, v);
    });
    if (held.size === 0 || !codes) continue;
    for (const code of held) {
      // (Names of one word, "control", "format", are English too; "as a decimal number" asks for a form, not a category.
      // A question that writes the code itself, "uppercase letters (category Lu)", names it so.)
      if (!UNICODE_CATEGORIES[code]!.includes(' ') || new RegExp(`\\b${code}\\b`).test(question)) continue;
      const pattern = UNICODE_CATEGORIES[code]!.replace(/^(lower|upper|title)case/, '$1[\\s-]?case').replace(/ /g, '[\\s-]+');
      // (Once per category, and not where the phrase names a column: "the uppercase letter of U+0061" asks for `uppercase`.)
      const m = new RegExp(`\\b${pattern}s?\\b`, 'i').exec(question);
      if (
        !m ||
        (code === 'Nd' && /\bas an?\s+$/i.test(question.slice(0, m.index))) ||
        headerMentions().some((x) => x.start < m.index + m[0].length && x.end > m.index)
      )
        continue;
      if (!found.some((f) => f.start <= m.index && f.end >= m.index + m[0].length))
        found.push({ value: code, start: m.index, end: m.index + m[0].length, quoted: false, exact: [c.name] });
    }
  }
  // A category written short in its cells ("Ign", "Term") is named by a word it begins ("ignoring", "terminates").
  for (const c of columns) {
    // (Counted only up to the 13th distinct cell, which rules the column out.)
    const distinct = new Set<string>();
    for (const r of table.rows) {
      const v = (r[c.name] ?? '').trim();
      if (v) distinct.add(v);
      if (distinct.size > 12) break;
    }
    if (distinct.size < 2 || distinct.size > 12 || table.rows.length <= distinct.size) continue;
    for (const cell of distinct) {
      if (!/^[A-Za-z]{3,5}$/.test(cell)) continue;
      for (const w of words) {
        if (w.lower.length > cell.length + 1 && w.lower.startsWith(cell.toLowerCase()) && !found.some((f) => f.start === w.start))
          found.push({ value: cell, start: w.start, end: w.end, quoted: false, exact: [c.name], loose: true });
      }
    }
  }
  // A word every cell of a column opens with, as a namespace ("URI" of "URI::data", "URI::ftp"), names what all the rows
  // are ("How many URI schemes …"), not some of them, unless quoted.
  const subject = (value: string): boolean => {
    if (!/^[A-Za-z]\w{1,30}(?:::[A-Za-z]\w{0,30}){0,3}$/.test(value) || table.rows.length <= 2) return false;
    const opens = new RegExp(`^${value}(?:::|[._/-])`);
    return table.columns.some((c) => table.rows.every((r) => opens.test((r[c] ?? '').trimStart())));
  };
  // Longest first, without overlaps with quoted values or each other; ignore bare stop-like words.
  found.sort((a, b) => b.value.length - a.value.length || a.start - b.start);
  for (const f of found) {
    if (taken(f.start, f.end)) continue;
    if (!f.quoted && subject(f.value)) continue;
    if (/^(?:the|and|for|with|from|that|this|all|entry|entries|name|names|code|table|list|data|file)$/i.test(f.value)) continue;
    out.push(f);
  }
  return out.sort((a, b) => a.start - b.start);
}

/** A cell's outline: its runs of letters and digits as one mark, its other characters as written ("U+04CF" → "x+x"). */
function outlineOf(cell: string): string {
  return cell.trim().replace(/[\p{L}\p{N}]+/gu, 'x');
}

/** Two columns whose filled cells nearly all share one outline with a separator in it ("U+0450", "U+04CF"). */
function sameShape(table: Table, a: string, b: string): boolean {
  const common = (column: string): string | null => {
    const counts = new Map<string, number>();
    let filled = 0;
    for (const r of table.rows) {
      const v = (r[column] ?? '').trim();
      if (!v) continue;
      // A JSON list's items each ("["U+0046","U+0046"]").
      for (const item of /^\[/.test(v) ? cellItems(v) : [v]) {
        filled++;
        counts.set(outlineOf(item), (counts.get(outlineOf(item)) ?? 0) + 1);
      }
    }
    const [best, n] = [...counts].sort((x, y) => y[1] - x[1])[0] ?? ['', 0];
    return filled >= 2 && n >= 0.8 * filled && best !== 'x' ? best : null;
  };
  const outline = common(a);
  return outline !== null && outline === common(b);
}

// ---- the plan ------------------------------------------------------------------

/** Words that leave values out: "other than gnu", "don't count uclinux", "leaving out those numbered 900 and above". */
const EXCLUDING_PHRASE =
  "(?:other than|except(?: for)?|excluding|exclude|apart from|aside from|besides|leaving out|leave out|(?:leaving|leave|setting|set|putting|put) aside|ignoring|ignore|without|don't count|do not count|not counting)";
const EXCLUDING = new RegExp(`\\b${EXCLUDING_PHRASE}\\b[^.?]*$`, 'i');
/** The words of `EXCLUDING` alone, wherever they stand. */
const EXCLUDING_WORDS = new RegExp(`\\b${EXCLUDING_PHRASE}\\b`, 'gi');

const DIFFERENCE =
  /\bby how (?:much|many)\b|\bsubtract(?:ed|ing)?\b|\bminus\b|\bdifference(?:,[^,?]{1,40},)? (?:between|of|in)\b|\bhow (?:much|far) apart\b|\bhow (?:many|much) (?:more|fewer|less|larger|smaller|higher|lower|greater|bigger)\b.*\bthan\b|\bhow much (?:larger|smaller|higher|lower|greater|bigger|longer|shorter)\b.*\bthan\b/i;

const NEIGHBOUR =
  /\b(?:(?:immediately|right|just|directly)\s+(?:after|before|following|preceding)|(?:comes?|came|listed|appears?)\s+(?:right\s+)?(?:after|before)|(?:that|which)\s+(?:follows|precedes)|next after|one (?:above|below|after|before|higher|lower))\b/i;
const MAX_WORDS = /\b(?:highest|largest|biggest|greatest|most|maximum|latest|longest|newest|last|widest)\b/i;
// ("at least one" is a threshold, not the least.)
const MIN_WORDS = /\b(?:lowest|smallest|(?<!\bat\s)least|fewest|minimum|earliest|shortest|oldest|first|narrowest)\b/i;
const COMPARATIVE_MAX = /\b(?:higher|larger|bigger|greater|more|later|longer|newer)\b/i;
const COMPARATIVE_MIN = /\b(?:lower|smaller|less|fewer|earlier|shorter|older)\b/i;
/** "Which key has the larger default value?": a comparative after "the" ranks the rows the question picks (two, mostly). */
const THE_COMPARATIVE =
  /(?:^\s*|,\s*)(?:which|what)\b[^?]{0,80}?\b(?:has|have|had|carries|shows|holds|is given|gets)\s+the\s+(?:higher|larger|bigger|greater|longer|newer|later|lower|smaller|fewer|earlier|shorter|older)\b/i;

function nearestColumn(mentions: Mention[], at: number, accept: (c: string) => boolean, direction: 'before' | 'after' | 'any' = 'any'): string | undefined {
  let best: Mention | undefined;
  let bestDistance = Infinity;
  for (const m of mentions) {
    if (!accept(m.column)) continue;
    if (direction === 'before' && m.start > at) continue;
    if (direction === 'after' && m.start < at) continue;
    const d = Math.min(Math.abs(m.start - at), Math.abs(m.end - at));
    if (d < bestDistance) {
      best = m;
      bestDistance = d;
    }
  }
  return best?.column;
}

// Made on first use: an Intl object cannot be part of the agents' start-up snapshot.
let languages: Intl.DisplayNames | undefined;

/** The English name of a language code ("it" → "Italian"), from the ICU data Node carries; undefined for no language. */
function languageName(code: string): string | undefined {
  try {
    languages ??= new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
    const name = languages.of(code);
    return name && name.toLowerCase() !== code.toLowerCase() ? name : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Names a column's cells answer to besides themselves: what follows a prefix all its cells share ("kx-" of
 * "kx-ecdhe"), and the items of cells that list several values. Each name maps to the cell a condition tests.
 */
const partNamesOf = new WeakMap<Table, Map<string, readonly { name: string; cell: string }[]>>();

function partNames(table: Table, column: string): readonly { name: string; cell: string }[] {
  let byColumn = partNamesOf.get(table);
  if (!byColumn) partNamesOf.set(table, (byColumn = new Map()));
  let names = byColumn.get(column);
  if (!names) byColumn.set(column, (names = namesOfParts(table, column)));
  return names;
}

function namesOfParts(table: Table, column: string): { name: string; cell: string }[] {
  const cells = table.rows.map((r) => (r[column] ?? '').trim()).filter(Boolean);
  const distinct = [...new Set(cells)];
  if (distinct.length < 2) return [];
  const out = new Map<string, string>();
  let prefix = distinct[0]!;
  for (const d of distinct) while (!d.startsWith(prefix)) prefix = prefix.slice(0, -1);
  const cut = /^.*[-_:=/]/.exec(prefix)?.[0] ?? '';
  if (cut.length >= 2 && /[a-z]/i.test(cut)) for (const d of distinct) if (d.length > cut.length + 1) out.set(d.slice(cut.length).toLowerCase(), d);
  const lists = cells.filter((x) => /;/.test(x) || /^\[.*\]$/.test(x)).length;
  // Words joined by bare commas ("terminate:ctrl_alt_bksp,grp:shifts_toggle") are lists wherever they stand: prose puts a space after its commas.
  const bare = cells.filter((x) => /^[^\s,]+(?:,[^\s,]+)+$/.test(x) && !THOUSANDS.test(x)).length;
  if (lists * 5 >= cells.length || bare >= 2)
    for (const d of distinct)
      for (const item of cellItems(d)) if (item.length >= 2 && item.length <= 40 && !out.has(item.toLowerCase())) out.set(item.toLowerCase(), item);
  // A column of hexadecimal codes ("80" under code_hex) is also named with their prefix ("0x80").
  if (/hex/i.test(column) && distinct.every((d) => /^[0-9A-Fa-f]{1,8}$/.test(d)))
    for (const d of distinct) for (const name of [`0x${d.toLowerCase()}`]) if (!out.has(name)) out.set(name, d);
  // A power written with a caret ("10^-27 = 0.000…") is also named in words ("ten to the power of minus 27").
  for (const d of distinct) {
    const power = /^(10|2)\^(-?)(\d{1,3})\b/.exec(d);
    if (!power) continue;
    const base = power[1] === '10' ? 'ten' : 'two';
    for (const name of [`${base} to the power of ${power[2] ? 'minus ' : ''}${power[3]}`, `${power[1]} to the power of ${power[2]}${power[3]}`])
      if (!out.has(name)) out.set(name, d);
  }
  // A file path ("lib/vtls/rustls.c") is also named by its file name and that name's stem ("rustls").
  for (const d of distinct) {
    for (const item of /;/.test(d) ? cellItems(d) : [d]) {
      // "lib/support/dict.*" is named as "lib/support/dict" and "dict".
      const globbed = /^([\w.+-]+(?:\/[\w.+-]+)+)\.\*$/.exec(item)?.[1];
      if (globbed) {
        const stem = globbed.split('/').at(-1)!;
        for (const name of [globbed, stem]) if (name.length >= 3 && !out.has(name.toLowerCase())) out.set(name.toLowerCase(), item);
      }
      // "man/po4a/it*", "po/pt_BR.po": a translation's file is named by its language ("the Italian translation").
      const code = /(?:^|\/)([a-z]{2,3})(?:_([A-Z]{2}))?(?:\*|\.po\*?|\.po)?$/.exec(item);
      if (code && /\//.test(item)) {
        const language = languageName(code[2] ? `${code[1]}-${code[2]}` : code[1]!);
        if (language && !out.has(language.toLowerCase())) out.set(language.toLowerCase(), item);
      }
      const base = /(?:^|\/)([\w.+-]+)$/.exec(item)?.[1];
      // "debian/*" is named by its directory, written with its slash ("the debian/ directory").
      const dir = /^([\w.+-]+(?:\/[\w.+-]+)*)\/\*$/.exec(item)?.[1];
      if (dir && !out.has(`${dir}/`.toLowerCase())) out.set(`${dir}/`.toLowerCase(), item);
      // In a Debian copyright file, "debian/*" is the packaging ("the Debian packaging files").
      if (dir === 'debian' && !out.has('packaging')) {
        out.set('packaging', item);
        out.set('debian packaging', item);
      }
      // "contrib/pngminus": a directory path with a slash inside is named without the last one too.
      if (dir && /\//.test(dir) && !out.has(dir.toLowerCase())) out.set(dir.toLowerCase(), item);
      if (!base || !/\//.test(item) || /\*/.test(base)) continue;
      const stem = base.replace(/\.[a-z0-9]{1,4}$/i, '');
      for (const name of [base, stem]) if (name.length >= 3 && !out.has(name.toLowerCase())) out.set(name.toLowerCase(), item);
    }
  }
  return [...out].map(([name, cell]) => ({ name, cell }));
}

const BOUND_PAIRS: [RegExp, RegExp][] = [[/^(?:first|start|begin|from|low|lower|min|minimum)$/i, /^(?:last|end|to|high|upper|max|maximum)$/i]];

/** Two columns that bound a range ("first" and "last", "start" and "end", with or without a shared prefix). */
function boundColumns(numeric: string[]): [string, string] | null {
  const part = (c: string): string =>
    c
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter(Boolean)
      .at(-1) ?? '';
  for (const [lo, hi] of BOUND_PAIRS) {
    const low = numeric.find((c) => lo.test(part(c)));
    const high = numeric.find((c) => hi.test(part(c)));
    if (low && high) return [low, high];
  }
  return null;
}

/** A column that can name people: not one whose cells are mostly paths, file patterns, file names or numbers. */
function ofPeople(table: Table, column: string): boolean {
  const cells = table.rows.map((r) => (r[column] ?? '').trim()).filter(Boolean);
  return cells.filter((x) => /[/*]|^\S+\.[a-z0-9]{1,4}$|^[\d\W]+$/i.test(x)).length * 2 < cells.length;
}

/** Of the columns holding a value, the one a mention names closest to it on either side (within a short phrase). */
function closestHolder(
  question: string,
  mentions: Mention[],
  v: { start: number; end: number },
  holders: readonly string[],
  skip?: Mention,
): string | undefined {
  let best: string | undefined;
  let bestGap = 40;
  for (const m of mentions) {
    if (m === skip || !holders.includes(m.column) || (m.start < v.end && m.end > v.start)) continue;
    // "line as its parent", "whose parent is line": the phrase says outright which column holds the value.
    const said =
      (m.start >= v.end && /^\s+(?:as|for)\s+(?:its|their|his|her|the)\s+(?:[a-z]+\s+)?$/i.test(question.slice(v.end, m.start))) ||
      (m.end <= v.start && /^\s+(?:is|was|equals|of)\s+$/i.test(question.slice(m.end, v.start)));
    const gap = said ? 0 : m.start >= v.end ? m.start - v.end : v.start - m.end;
    // A mention in another sentence ("… on the stack? List their names") does not say where the value belongs.
    if (/[.?!]\s/.test(m.start >= v.end ? question.slice(v.end, m.start) : question.slice(m.end, v.start))) continue;
    if (gap < bestGap) {
      best = m.column;
      bestGap = gap;
    }
  }
  return best;
}

/** The column whose values best fit a string condition: exact matches first, then the predicate. */
function columnForValue(table: Table, columns: Column[], test: (cell: string) => boolean): string | undefined {
  let best: string | undefined;
  let bestHits = 0;
  for (const c of columns) {
    const hits = table.rows.filter((r) => test((r[c.name] ?? '').toLowerCase())).length;
    if (hits > bestHits) {
      best = c.name;
      bestHits = hits;
    }
  }
  return best;
}

/** A wh-word asking for prose: "what message", "which description", "what explanation". */
const PROSE_HEAD =
  /^(?:what|which)\s+(?:(?:error|short|full|long|exact)\s+)?(?:message|description|explanation|meaning|text|wording|summary|comment|remark)s?\b/;

/** The text column, not yet used by a condition, whose cells hold the most words (at least three on average). */
function wordiestColumn(table: Table, columns: Column[], used: ReadonlySet<string>): string | undefined {
  let best: { name: string; words: number } | undefined;
  for (const c of columns) {
    if (c.type !== 'text' || used.has(c.name)) continue;
    const cells = table.rows.map((r) => (r[c.name] ?? '').trim()).filter((v) => v !== '');
    const words = cells.reduce((n, v) => n + v.split(/\s+/).length, 0) / Math.max(1, cells.length);
    if (words >= 2 && (!best || words > best.words)) best = { name: c.name, words };
  }
  return best?.name;
}

/**
 * "Which provider is ninth": where one phrase names several columns that
 * differ only by a number (security.provider.1 … .12), the one whose number
 * the question's ordinal gives.
 */
function numberedMentions(question: string, mentions: Mention[]): Mention[] {
  const ordinal = new RegExp(`\\b(${ORDINAL_WORDS.join('|')})\\b|\\b(\\d+)(?:st|nd|rd|th)\\b`, 'i').exec(question);
  if (!ordinal) return mentions;
  const n = ordinal[1] ? ORDINAL_WORDS.indexOf(ordinal[1].toLowerCase()) + 1 : Number(ordinal[2]);
  const numberOf = (c: string): number | null => {
    const m = /(?:^|[^\d])(\d+)$/.exec(c);
    return m ? Number(m[1]) : null;
  };
  const out: Mention[] = [];
  for (const m of mentions) {
    const same = mentions.filter((o) => o.start === m.start && o.end === m.end);
    const numbered = same.filter((o) => numberOf(o.column) !== null);
    if (numbered.length >= 2 && numberOf(m.column) !== n && numbered.some((o) => numberOf(o.column) === n)) continue;
    out.push(m);
  }
  return out;
}

/**
 * A template the question quotes, with placeholders ("Release <version>.", 'Tagged v...'), as a regular-expression
 * source: its words as written, a placeholder any run of characters that are no space. Null where it quotes none.
 */
function quotedTemplate(question: string): string | null {
  const m = /["“‘']([^"“”‘’']{0,40}?(?:<[^<>\s][^<>]{0,30}>|\.\.\.|…)[^"“”‘’']{0,30})["”’']/.exec(question);
  if (!m || !/[\p{L}\p{N}]/u.test(m[1]!.replace(/<[^<>]*>/g, ''))) return null;
  const parts = m[1]!.trim().split(/<[^<>]*>|\.\.\.|…/);
  const source = parts.map((p) => escapeRegExp(p).replace(/\s+/g, '\\s+')).join('[^\\s,;]+?');
  // (Bounded at both ends: "Release 2.1 (hotfix)" does not read "Release <version>." in its "Release 2.".)
  return `${/^[\p{L}\p{N}]/u.test(m[1]!.trim()) ? '(?<![\\p{L}\\p{N}])' : ''}${source}(?![\\p{L}\\p{N}])`;
}

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = '(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\\.?';
/** A day written out after "on" or "dated": "on 16 May 2017", "on May 16, 2017". */
const WRITTEN_DAY = new RegExp(
  `\\b(?:on|dated)\\s+(?:(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH},?\\s+((?:1[5-9]|20)\\d\\d)|${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+((?:1[5-9]|20)\\d\\d))\\b`,
  'gi',
);
/** A month of a year after "in" or "during": "in August 2015". */
const WRITTEN_MONTH = new RegExp(`\\b(?:in|during)\\s+${MONTH}\\s+((?:1[5-9]|20)\\d\\d)\\b`, 'gi');

/** A month's number from its name or abbreviation ("August", "Sept" → 8, 9). */
function monthNumber(name: string): number {
  return MONTH_NAMES.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

export function planTableQuestion(question: string, table: Table): TablePlan | null {
  const columns = columnTypes(table);
  const names = columns.map((c) => c.name);
  const typeOf = (name: string): ColumnType => columns.find((c) => c.name === name)?.type ?? 'text';
  // ("List them in alphabetical order" says how to write the answer: "order" there names no dep_order column.)
  const ordering = [...question.matchAll(ORDER_INSTRUCTION)].map((m) => [m.index!, m.index! + m[0].length] as const);
  const mentions = numberedMentions(question, columnMentions(question, names)).filter((m) => !ordering.some(([s, e]) => m.start >= s && m.end <= e));
  // The question with the words that name columns blanked ("ICANN exception rules" names a column, not an odd one out).
  const unnamed = mentions.reduce((t, m) => t.slice(0, m.start) + ' '.repeat(m.end - m.start) + t.slice(m.end), question);
  // A word that names a column and is also a cell ("the green component of LawnGreen"), among other values, is the column.
  const mentioned = valueMentions(question, table, columns);
  // "no platform-specific include (platinclude) path": a word glossed by a column's name in brackets is that column's.
  const glossed = (v: ValueMention): boolean => {
    const gloss = /^\s*\(\s*([\w-]+)\s*\)/.exec(question.slice(v.end, v.end + 40))?.[1];
    return gloss !== undefined && names.some((n) => n.toLowerCase() === gloss.toLowerCase());
  };
  // So is one followed by "value" ("the largest blue value").
  const values = mentioned.filter(
    (v) =>
      !glossed(v) &&
      (v.quoted ||
        !mentions.some((m) => m.start === v.start && m.end === v.end) ||
        (mentioned.length < 3 &&
          !/^\s+(?:values?|columns?|fields?|components?)\b/i.test(question.slice(v.end, v.end + 12)) &&
          // ("the oid of the array type of the uuid type": a column's name before "of" asks for that column.)
          !(/^\s+of\s/i.test(question.slice(v.end, v.end + 4)) && /\b(?:the|its|their)\s+$/i.test(question.slice(Math.max(0, v.start - 6), v.start))) &&
          // (So does one a superlative ranks by: "which type has the highest oid".)
          !/\b(?:highest|lowest|largest|smallest|biggest|greatest|maximum|minimum)\s+$/i.test(question.slice(Math.max(0, v.start - 12), v.start)) &&
          // "puts scripts in {base}/local/bin": the word naming the column whose value the question gives is the column.
          !mentions.some((m) => m.start === v.start && m.end === v.end && mentioned.some((o) => o !== v && o.start >= v.end && o.exact.includes(m.column))))),
  );
  // "List them, oldest first": an order for the answer, no extreme (blanked, so offsets stay where they were).
  const orderAsked = ORDER_FIRST.exec(question);
  const q = orderAsked ? question.replace(ORDER_FIRST, (m) => ' '.repeat(m.length)) : question;
  const lower = q.toLowerCase();
  // "the sum of the numeric values": the numeric column named after the aggregate's word.
  const aggregated = (text: string, word: string): string | undefined => {
    const at = new RegExp(`\\b(?:${word})\\b`, 'i').exec(text)?.index;
    if (at === undefined) return undefined;
    // "What do the numeric values … add up to": else the one named before "add up" (not before "in total" of "how many").
    const after = nearestColumn(mentions, at, (c) => typeOf(c) === 'number', 'after');
    const adds = /^add/i.test(text.slice(at, at + 3)) && !/\bhow many\b/i.test(text);
    return after ?? (adds ? nearestColumn(mentions, at, (c) => typeOf(c) === 'number', 'before') : undefined);
  };
  const conditions: Condition[] = [];
  const used = new Set<string>();

  // The noun right after "how many" or a wh-word names what is asked, not a condition.
  const askedAt = /\b(?:how many|which|what)\s+/i.exec(q);
  const askedNoun = askedAt ? mentions.find((m) => m.start === askedAt.index + askedAt[0].length) : undefined;

  // String conditions from the values the question names.
  const keyMentions: ValueMention[] = [];
  for (const v of values) {
    // A Debian entry's urgency or distribution ("high", "experimental") is a condition only where the question names
    // the column or the upload ("uploaded to experimental", "with high urgency"), not in "fixed the high CPU usage".
    if (
      v.exact.length > 0 &&
      v.exact.every((c) => c === 'urgency' || c === 'distribution') &&
      !/\b(?:urgency|distribution)\b/i.test(lower.slice(Math.max(0, v.start - 40), v.end + 20)) &&
      !/\bupload(?:ed|s)?\s+(?:to|into|for|with|in)\s+(?:the\s+)?$/i.test(lower.slice(Math.max(0, v.start - 40), v.start))
    )
      continue;
    // "How many options in the JSON file use the action store_true?": the noun counted names no row where it is also a word
    // of another column's name (long_option, short_option), the rows' kind, whatever cell it spells ("options", a
    // metavar); it does where it names a kind of row in a cell ("How many union territories does Quillia have").
    if (
      !v.quoted &&
      askedAt &&
      /^how many/i.test(askedAt[0]) &&
      v.start === askedAt.index + askedAt[0].length &&
      table.columns.some((c) => !v.exact.includes(c) && significantParts(c).some((p) => singularOf(p) === singularOf(v.value.toLowerCase())))
    )
      continue;
    // A value that is a word of a column's name ("UTC" of utc_offset), where the question names that column, names no row;
    // unless the question leaves it out ("other than gnu"): only a value is left out.
    if (
      !v.quoted &&
      !EXCLUDING.test(lower.slice(Math.max(0, v.start - 30), v.start)) &&
      mentions.some(
        (m) =>
          m.start <= v.start &&
          m.end >= v.end &&
          (m.end - m.start > v.end - v.start || significantParts(m.column).length > 1) &&
          significantParts(m.column).includes(v.value.toLowerCase()),
      )
    )
      continue;
    // A word of a phrase whose initials spell the column ("top" of "top-level domain" for tld) names no row.
    if (
      !v.quoted &&
      mentions.some(
        (m) =>
          m.start <= v.start &&
          m.end >= v.end &&
          m.end - m.start > v.end - v.start &&
          !significantParts(m.column).some((p) => q.slice(m.start, m.end).toLowerCase().includes(p)),
      )
    )
      continue;
    // "libpng's contrib/pngminus directory": a possessor right before the value it owns only says whose it is.
    // So does one before the noun of a value named further on ("GD's source file src/gd_nnquant.c").
    if (
      /^['’]s\s/.test(q.slice(v.end, v.end + 3)) &&
      values.some((o) => o !== v && o.start > v.end && (o.start <= v.end + 3 || (o.start <= v.end + 30 && !/[,;.?]/.test(q.slice(v.end, o.start)))))
    )
      continue;
    const before = lower.slice(Math.max(0, v.start - 40), v.start);
    // "other than 'english' use english_stem": where another value stands between the excluding words and this one, not
    // joined to it as a list ("other than gnu and musl"), that value is the one left out.
    const leftOutBefore = (x: ValueMention): boolean => {
      const from = Math.max(0, x.start - 80);
      const words = [...lower.slice(from, x.start).matchAll(EXCLUDING_WORDS)].at(-1);
      if (!words) return false;
      const at = from + words.index!;
      // (A list may repeat its noun: "the english dictionary and the french dictionary".)
      return values.some(
        (o) =>
          o !== x &&
          o.start > at &&
          o.end <= x.start &&
          !/^\s*(?:(?:[\w-]+\s*)?(?:,|,?\s*(?:and|or|nor))\s*)?(?:the\s+)?\W?$/.test(lower.slice(o.end, x.start)),
      );
    };
    // "Leaving out the plain assignment token EQUAL itself, …": an excluding phrase that opens the value's clause.
    // (Looked for within those 80 characters: a long question without punctuation cannot make this quadratic.)
    const near80 = lower.slice(Math.max(0, v.start - 80), v.start);
    const clause = near80.slice(Math.max(0, ...[',', ';', '.', '?'].map((p) => near80.lastIndexOf(p) + 1)));
    // "which territories do not use a paper height of 279": a negation in the relative clause that holds the value.
    const relative =
      lower
        .slice(Math.max(0, v.start - 60), v.start)
        .split(/\b(?:which|that|whose|where|who)\b|[,;]/)
        .at(-1) ?? '';
    const negate =
      /(?:\bnot|n't|\bnever|\bno)\b[^.]*$/.test(before.slice(-25)) ||
      // "neither a province nor a municipality": both left out, and only they.
      /\bneither\s+(?:an?\s+|the\s+)?$/.test(before) ||
      /\bneither\s+(?:an?\s+|the\s+)?[\w-]+(?:\s+[\w-]+)?\s+nor\s+(?:an?\s+|the\s+)?$/.test(before) ||
      /\b(?:not|never)\b|n't\b/.test(relative) ||
      ((EXCLUDING.test(before.slice(-30)) || EXCLUDING.test(clause)) && !leftOutBefore(v)) ||
      // "classed as administrations rather than regional states": the value right after "rather than", where another
      // value comes before it ("What should be used instead of X?" asks about X's row).
      // ("rather than a plain executable name": a word may qualify it.)
      (/\b(?:rather than|instead of)\s+(?:an?\s+|the\s+)?(?:(?:plain|simple|ordinary|regular|normal|bare|literal)\s+)?$/.test(before) &&
        values.some((o) => o !== v && o.end <= v.start - 6)) ||
      // "Leaving Broadcom aside": the value set between the verb and "aside".
      (/\b(?:leaving|leave|setting|set|putting|put)\s+(?:the\s+)?$/.test(before) && /^\s*(?:[\w.-]+\s+){0,2}?aside\b/.test(lower.slice(v.end, v.end + 40)));
    const val = v.value.toLowerCase();
    let kind: 'equals' | 'startsWith' | 'endsWith' | 'includes';
    let loose = false;
    // "have CUPS in their name": the value is part of the column's cells.
    const inName = /^\s+(?:somewhere\s+)?in\s+(?:its|their|the)\s+(?:names?|titles?|identifiers?)\b/.test(lower.slice(v.end, v.end + 40));
    if (/\b(?:begins?|beginning|starts?|starting)\s+with\s+(?:the\s+(?:letters?|prefix|string|word|digits?|characters?)\s+)?$/.test(before))
      kind = 'startsWith';
    else if (inName) kind = 'includes';
    else if (/\b(?:ends?|ending)\s+(?:in|with)\s+(?:the\s+(?:letters?|word|string|suffix|text)\s+)?$/.test(before)) kind = 'endsWith';
    else if (/\b(?:contains?|containing|including|includes?)\s+(?:the (?:word|string|text)\s+)?$|\bthe (?:word|string|text|term)\s+$/.test(before))
      kind = 'includes';
    else {
      kind = v.exact.length ? 'equals' : v.prefixOf?.length ? 'startsWith' : 'includes';
      loose = kind !== 'equals' && !v.quoted;
    }
    const test = (cell: string): boolean =>
      kind === 'equals' ? cell === val : kind === 'startsWith' ? cell.startsWith(val) : kind === 'endsWith' ? cell.endsWith(val) : cell.includes(val);
    const near = nearestColumn(mentions, v.start, (c) => typeOf(c) === 'text' && table.rows.some((r) => test((r[c] ?? '').toLowerCase())), 'before');
    // A value left out ("other than gnu, which libc values") belongs to the column the question names elsewhere.
    const excluded = EXCLUDING.test(lower.slice(Math.max(0, v.start - 30), v.start));
    // "Other than English (en), which language code …": the column asked about first, else one named elsewhere.
    const elsewhere = excluded
      ? ((askedNoun && v.exact.includes(askedNoun.column) ? askedNoun.column : undefined) ??
        v.exact.find((c) => mentions.some((m) => m.column === c && (m.end <= v.start || m.start >= v.end))))
      : undefined;
    // A value several columns hold belongs to the one named closest beside it ("cmpop as their base class"), but not to the
    // noun the question asks about ("how many node types").
    const beside = v.exact.length > 1 ? closestHolder(q, mentions, v, v.exact, askedNoun) : undefined;
    // "default_dependencies set to no and stop_when_unneeded set to yes": the column named right before "set to".
    const assigned = mentions.find(
      (m) =>
        m.end <= v.start && /^\s*(?:(?:is|are)\s+)?(?:set\s+to|equal\s+to|equals|=|:)\s*["'`‘“]?$/i.test(q.slice(m.end, v.start)) && v.exact.includes(m.column),
    )?.column;
    const column =
      kind === 'equals'
        ? (assigned ??
          elsewhere ??
          beside ??
          // ("How many labels resolve to iso-8859-6": not the column counted, where another holds the value too.)
          // (Only after a verb relating the two, "resolve to X": "how many names are Grace" counts the names that are.)
          (v.exact.includes(near ?? '') &&
          !(
            v.exact.length > 1 &&
            askedNoun?.column === near &&
            /\bhow many\b/i.test(q) &&
            /\b(?:to|into|onto)\s+$/i.test(q.slice(Math.max(0, v.start - 8), v.start))
          )
            ? near
            : undefined) ??
          // "How many of the subdivisions that belong to Sicilia": counting, a value several columns hold picks the rows of
          // the column it repeats in (the parent's), not the one row it names.
          (v.exact.length > 1 && /\bhow many\b/i.test(q) ? repeatsIn(table, v.exact, v.value) : undefined) ??
          // "leave a tuple": the column that writes the value as the question does ("tuple", not "TUPLE").
          (v.exact.length > 1 ? v.exact.find((c) => table.rows.some((r) => (r[c] ?? '').trim() === v.value)) : undefined) ??
          (v.exact.includes(names[0]!) ? names[0] : v.exact[0]))
        : v.prefixOf?.length && !v.quoted
          ? v.prefixOf[0]
          : (near ?? columnForValue(table, columns, test));
    if (!column) continue;
    // "have the word "and" in their names": the word whole ("Chandīgarh" holds no word "and").
    const word = kind === 'includes' && /\bthe word\s+["'“‘]?$/.test(before);
    conditions.push({ kind, column, value: v.value, negate, ...(loose || v.loose ? { loose: true as const } : {}), ...(word ? { word: true as const } : {}) });
    used.add(column);
    if ((kind === 'equals' || v.prefixOf?.length) && !v.quoted) keyMentions.push(v);
  }

  // "entries reading "Release <version>."": the rows of the text column holding the template, its placeholders any word.
  const template = quotedTemplate(question);
  if (template) {
    const pattern = new RegExp(template, 'iu');
    const column = columns.find((c) => c.type === 'text' && !used.has(c.name) && table.rows.some((r) => pattern.test(r[c.name] ?? '')))?.name;
    if (column) {
      conditions.push({ kind: 'pattern', column, source: template });
      used.add(column);
    }
  }

  // Ranges: "numbered from 500 to 599 (inclusive)", "between 10 and 20"; the bounds name no row.
  const bounds = new Set<string>();
  for (const m of q.matchAll(/\b(?:from|between)\s+(-?\d+(?:\.\d+)?)\s+(?:to|and|through)\s+(-?\d+(?:\.\d+)?)\b/gi)) {
    const column = nearestColumn(mentions, m.index!, (c) => typeOf(c) === 'number') ?? columns.find((c) => c.type === 'number')?.name;
    if (!column) continue;
    conditions.push({ kind: 'ge', column, value: Number(m[1]) }, { kind: 'le', column, value: Number(m[2]) });
    bounds.add(m[1]!).add(m[2]!);
    used.add(column);
  }
  // "bytes 0xA0 to 0xFF": a range of hexadecimal numbers, on the column that writes its cells so.
  for (const m of q.matchAll(/\b(0x[0-9A-Fa-f]+|U\+[0-9A-Fa-f]{4,6})\s*(?:to|through|-|–)\s*(0x[0-9A-Fa-f]+|U\+[0-9A-Fa-f]{4,6})\b/g)) {
    const prefix = /^0x/i.test(m[1]!) ? /^0x[0-9A-Fa-f]+$/i : /^U\+[0-9A-Fa-f]+$/i;
    const column = names.find((c) => table.rows.length > 0 && table.rows.every((r) => prefix.test((r[c] ?? '').trim())));
    const lo = asNumber(m[1]!);
    const hi = asNumber(m[2]!);
    if (!column || lo === null || hi === null) continue;
    for (let i = conditions.length - 1; i >= 0; i--) {
      const c = conditions[i]!;
      if (c.kind === 'equals' && (c.value.toLowerCase() === m[1]!.toLowerCase() || c.value.toLowerCase() === m[2]!.toLowerCase())) conditions.splice(i, 1);
    }
    conditions.push({ kind: 'ge', column, value: lo }, { kind: 'le', column, value: hi });
    bounds.add(m[1]!).add(m[2]!);
    used.add(column);
  }
  // "900 and above", "10 or fewer"; left out ("leaving out those numbered 900 and above"), the rest.
  for (const m of q.matchAll(/\b(-?\d+(?:\.\d+)?)\s+(?:and|or)\s+(above|over|more|higher|greater|up|upwards|below|under|less|lower|fewer)\b/gi)) {
    const column = nearestColumn(mentions, m.index!, (c) => typeOf(c) === 'number') ?? columns.find((c) => c.type === 'number')?.name;
    if (!column) continue;
    const up = /above|over|more|higher|greater|up/i.test(m[2]!);
    const out = EXCLUDING.test(lower.slice(Math.max(0, m.index! - 40), m.index!));
    conditions.push({ kind: up ? (out ? 'lt' : 'ge') : out ? 'gt' : 'le', column, value: Number(m[1]) });
    bounds.add(m[1]!);
    used.add(column);
  }
  for (let i = conditions.length - 1; i >= 0; i--) {
    const c = conditions[i]!;
    if (c.kind === 'equals' && bounds.has(c.value)) conditions.splice(i, 1);
  }

  // Numeric thresholds.
  for (const m of q.matchAll(
    /\b(below|under|less than|lower than|smaller than|fewer than|above|over|more than|greater than|higher than|larger than|at least|at most|no more than)\s+(\d+(?:\.\d+)?|once|twice|thrice)\b/gi,
  )) {
    const word = m[1]!.toLowerCase();
    // "limited to appearing at most once": a count of times bounds a column of limits ("max_count"), only where one is.
    const times = { once: 1, twice: 2, thrice: 3 }[m[2]!.toLowerCase()];
    if (
      times !== undefined &&
      (!/^(?:more than|at most|no more than|at least)$/.test(word) || !/\blimit|\ballowed\b|\bpermitted\b|\bat most\b|\bno more than\b/i.test(q))
    )
      continue;
    const limit =
      times !== undefined
        ? columns.find((c) => c.type === 'number' && /(?:^|[_ -])(?:max|maximum|limit)|(?:max|limit)(?:$|[_ -])/i.test(c.name))?.name
        : undefined;
    const column =
      times !== undefined ? limit : (nearestColumn(mentions, m.index!, (c) => typeOf(c) === 'number') ?? columns.find((c) => c.type === 'number')?.name);
    if (!column) continue;
    const kind =
      word === 'at least' ? 'ge' : word === 'at most' || word === 'no more than' ? 'le' : /below|under|less|lower|smaller|fewer/.test(word) ? 'lt' : 'gt';
    conditions.push({ kind, column, value: times ?? Number(m[2]) });
    used.add(column);
  }

  // "a run order other than 5": a number a numeric column named just before must not equal.
  for (const m of q.matchAll(/\b(?:other than|except|besides|apart from|different from|not equal to)\s+(-?\d+(?:\.\d+)?)\b(?!\s*[%-])/gi)) {
    const column = nearestColumn(
      mentions.filter((x) => x.end <= m.index! && m.index! - x.end <= 12),
      m.index!,
      (c) => typeOf(c) === 'number',
      'before',
    );
    if (!column || conditions.some((c) => c.column === column)) continue;
    conditions.push({ kind: 'equals', column, value: m[1]!, negate: true });
    bounds.add(m[1]!);
    used.add(column);
  }

  // "Released during 2010", "in 2014", "in the year 2017": the year's days on the date column named nearby (not a bare
  // number column).
  for (const m of q.matchAll(/\b(?:during|in|within)\s+(?:the\s+(?:calendar\s+)?year\s+)?((?:1[5-9]|20)\d\d)\b(?!\s*(?:-|–|to)\s*\d)/gi)) {
    const column = nearestColumn(mentions, m.index!, (c) => typeOf(c) === 'date');
    if (!column) continue;
    conditions.push({ kind: 'ge', column, value: daysOf(`${m[1]}-01-01`)!, days: true }, { kind: 'le', column, value: daysOf(`${m[1]}-12-31`)!, days: true });
    bounds.add(m[1]!);
    used.add(column);
  }

  // "made on 16 May 2017", "added in August 2015": the day, or the month's days, on the date column named nearby (or the
  // table's one date column).
  const dateColumn = (at: number): string | undefined =>
    nearestColumn(mentions, at, (c) => typeOf(c) === 'date') ??
    (columns.filter((c) => c.type === 'date').length === 1 ? columns.find((c) => c.type === 'date')!.name : undefined);
  for (const m of q.matchAll(WRITTEN_DAY)) {
    const [month, day, year] = m[1] ? [m[2]!, m[1], m[3]!] : [m[4]!, m[5]!, m[6]!];
    const at = daysOf(`${year}-${String(monthNumber(month)).padStart(2, '0')}-${day.padStart(2, '0')}`);
    const column = dateColumn(m.index!);
    if (at === null || !column || used.has(column)) continue;
    conditions.push({ kind: 'ge', column, value: at, days: true }, { kind: 'le', column, value: at, days: true });
    used.add(column);
  }
  for (const m of q.matchAll(WRITTEN_MONTH)) {
    const month = monthNumber(m[1]!);
    const column = dateColumn(m.index!);
    if (!column || used.has(column)) continue;
    const first = daysOf(`${m[2]}-${String(month).padStart(2, '0')}-01`)!;
    const next = month === 12 ? daysOf(`${Number(m[2]) + 1}-01-01`)! : daysOf(`${m[2]}-${String(month + 1).padStart(2, '0')}-01`)!;
    conditions.push({ kind: 'ge', column, value: first, days: true }, { kind: 'lt', column, value: next, days: true });
    used.add(column);
  }

  // "Expire before 1 January 2030", "issued after 2015": a date threshold on the date column named nearby.
  for (const m of q.matchAll(DATE_THRESHOLD)) {
    const day = thresholdDay(m[2]!, /after|later|since/i.test(m[1]!));
    const column = nearestColumn(mentions, m.index!, (c) => typeOf(c) === 'date') ?? columns.find((c) => c.type === 'date')?.name;
    if (day === null || !column) continue;
    conditions.push({ kind: /before|earlier|prior|until/i.test(m[1]!) ? 'lt' : 'gt', column, value: day, days: true });
    used.add(column);
  }

  // "4xx codes": a class of three-digit codes by their first digit, in the column of three-digit numbers (the named one first).
  for (const m of q.matchAll(/\b([1-9])xx\b/gi)) {
    const codes = (c: string): boolean => table.rows.every((r) => /^\d{3}$/.test((r[c] ?? '').trim()));
    const column = mentions.map((x) => x.column).find(codes) ?? names.find(codes);
    if (!column) continue;
    conditions.push({ kind: 'startsWith', column, value: m[1]!, negate: false });
    used.add(column);
  }

  // "How many events are disabled?" over a yes/no column "enabled": the column's opposite word picks the rows it says no.
  const OPPOSITES: Record<string, string> = lookupTable({
    enabled: 'disabled',
    active: 'inactive',
    visible: 'invisible|hidden',
    required: 'optional',
    public: 'private',
    supported: 'unsupported',
    available: 'unavailable',
    valid: 'invalid',
    installed: 'uninstalled',
  });
  for (const c of columns) {
    const vals = new Set(table.rows.map((r) => (r[c.name] ?? '').trim().toLowerCase()).filter(Boolean));
    if (vals.size === 0 || ![...vals].every((v) => /^(?:yes|no|true|false)$/.test(v)) || conditions.some((x) => x.column === c.name)) continue;
    const word = c.name.toLowerCase().replace(/^(?:is|has)[_ -]/, '');
    const opposite = OPPOSITES[word];
    if (!opposite || !new RegExp(`\\b(?:${opposite})\\b`, 'i').test(q) || new RegExp(`\\b${word}\\b`, 'i').test(q)) continue;
    const boolean = [...vals].some((v) => v.startsWith('t') || v.startsWith('f'));
    conditions.push({ kind: 'startsWith', column: c.name, value: boolean ? 'f' : 'n', negate: false });
    used.add(c.name);
  }

  // "marked as not GPL-compatible": a yes/no column named with or without a negation.
  // (A yes/no question reads the flag: "Does HS256 need the cryptography package?")
  const yesNo = /^\s*(?:does|do|did|is|are|was|were|can|has|have)\b/i.test(q);
  for (const m of mentions) {
    const vals = new Set(table.rows.map((r) => (r[m.column] ?? '').trim().toLowerCase()).filter(Boolean));
    if (vals.size === 0 || ![...vals].every((v) => /^(?:yes|no|y|n|true|false)\b/.test(v)) || conditions.some((c) => c.column === m.column)) continue;
    const before = lower.slice(Math.max(0, m.start - 30), m.start);
    // "(hidden ones included)", "including deprecated ones": rows of the flag are counted with the rest, not picked.
    if (
      /^\s+(?:(?:rows?|entries|items?|ones?|[a-z]{3,}s)\s+)?(?:included|too|as well)\b/i.test(q.slice(m.end, m.end + 30)) ||
      /\b(?:including|counting|incl\.|plus)\s+(?:the\s+|any\s+)?$/.test(before)
    )
      continue;
    // "not bidi-mirrored": the column's word may close a hyphenated compound.
    // "not in the guaranteed set": the column's word naming a set the rows are in, or not.
    const inSet =
      /\b(?:in|part of|among|within|inside|outside)\s+(?:the|a|an)\s*$/.test(before) &&
      /^\s+(?:set|list|group|class|category|collection)\b/i.test(q.slice(m.end, m.end + 16));
    // "not present in libgcc/compiler-rt" over in_libgcc_compiler_rt: a flag of where the row is.
    // (The mention may take the "in" with it: "in libreef" for in_libreef.)
    const present = /\b(?:present|found|included|contained|available|shipped|implemented)\s+(?:(?:in|on|by)\s+(?:the\s+)?)?$/.test(before);
    const negated =
      /\b(?:not|non|never|n't)(?:\s+(?:an?|the))?[\s-]*(?:[a-z]+-)?$/.test(before) ||
      (present &&
        /\b(?:not|n't|never)\s+(?:\w+\s+)?(?:present|found|included|contained|available|shipped|implemented)\s+(?:(?:in|on|by)\s+(?:the\s+)?)?$/.test(
          before,
        )) ||
      (inSet && /\b(?:not|n't)\s+(?:in|part of|among|within|inside)\s+(?:the|a|an)\s*$|\boutside\s+(?:the|a|an)\s*$/.test(before));
    // "LTS releases", "deprecated ones": the column's word used as an adjective before a plural noun.
    const adjective = /^\s+(?:rows?|entries|entry|items?|ones?|records?|[a-z]{3,}s)\b/i.test(q.slice(m.end, m.end + 16));
    // "algorithms need the cryptography package" for needs_cryptography_package: the column's own verb.
    const verb = significantParts(m.column)[0]?.toLowerCase() ?? '';
    const verbed =
      !yesNo &&
      /^(?:needs?|has|have|uses?|requires?|supports?|can|includes?|contains?|allows?|provides?|accepts?)$/.test(verb) &&
      stem(q.slice(m.start, m.end).toLowerCase()) === stem(verb) &&
      // (With the rest of the column's name after it: "uses the spe ABI" is no use of uses_cpu_variable.)
      mentions.some((o) => o !== m && o.column === m.column && o.start > m.end && o.start - m.end <= 20);
    // "need the Alt (Meta) key" over uses_alt, "still have a legacy macro" over has_legacy_macro: the thing of a flag named by
    // its verb, after a verb of the same kind.
    const needed =
      !yesNo &&
      /^(?:needs?|uses?|requires?|has|have)$/.test(verb) &&
      significantParts(m.column).length >= 2 &&
      stem(q.slice(m.start, m.end).toLowerCase()) !== stem(verb) &&
      /\b(?:needs?|needing|uses?|using|requires?|requiring|has|have|having)\s+(?:the\s+|an?\s+)?$/.test(before);
    // ("both empty elements and have at least one …": a flag the rows are, joined with another condition.)
    const marked =
      negated ||
      adjective ||
      inSet ||
      verbed ||
      needed ||
      present ||
      /\b(?:marked|flagged|listed|shown) as\s*$|\b(?:are|is|were|was)(?:\s+both)?\s*$/.test(before);
    if (!marked) continue;
    // Yes/no or true/false: the first letter of the answer the question wants.
    const boolean = [...vals].some((v) => v.startsWith('t') || v.startsWith('f'));
    conditions.push({ kind: 'startsWith', column: m.column, value: negated ? (boolean ? 'f' : 'n') : boolean ? 't' : 'y', negate: false });
    used.add(m.column);
  }
  // "Of the compression methods that Python's zipfile module supports" over supported_by_zipfile (yes or no): a column of
  // flags whose every significant word the question says, in any order, picks the rows that say yes (no, where the
  // question says not).
  // (Outside brackets, and not where the question takes both kinds in: "(hidden ones included)".)
  const unbracketed = new Set(terms(q.replace(/\([^()]*\)/g, ' ')));
  const bothKinds = /\b(?:included|including|regardless|whether\s+or\s+not|as\s+well)\b/i.test(q);
  for (const column of bothKinds ? [] : names) {
    if (used.has(column) || conditions.some((c) => c.column === column)) continue;
    const flag = flagValues(table, column);
    const parts = significantParts(column).filter((p) => !/^(?:by|is|has|the|of)$/.test(p));
    if (!flag || parts.length < 2) continue;
    if (!parts.every((p) => unbracketed.has(stem(p)))) continue;
    // (Not where the flag is what is asked: "Is lzma supported by zipfile?", "which … and whether it is supported".)
    if (/^\s*(?:is|are|does|do|was|were)\b|\bwhether\b/i.test(q)) continue;
    // (Negated where the negation stands by the flag's own words: "are not signed", "unsupported", not "in main … not signed"
    // for in_debian_main.)
    const words = parts.map((p) => escapeRegExp(p.slice(0, Math.max(3, p.length - 2)))).join('|');
    const negated = new RegExp(`\\b(?:not|n't|never)\\s+(?:\\w+\\s+){0,2}?(?:${words})|\\bun(?:${words})`, 'i').test(q.replace(/\bnot\s+only\b/gi, ''));
    conditions.push({ kind: 'equals', column, value: negated ? flag.no : flag.yes, negate: false });
    used.add(column);
  }

  // "portions copyrighted in 2002 by F5 Networks": a name of two or more capitalised words (or one with a digit) that some
  // cells of a text column hold inside longer text, as written, picks those rows. (Not for a question asking when: "When
  // did The Santa Cruz Operation make cscope open source?" is the text's, not a cell of years.)
  const asksWhen = /\bwhen\b|\b(?:what|which)\s+(?:date|year|month|day)\b/i.test(q);
  // So does a dotted name ("the mirror host debian.apt-mirror.de") that a cell holds among other text (a list of hosts).
  for (const m of asksWhen
    ? []
    : q.matchAll(
        /(?<![\w-])(?:[A-Z][\w&-]*\d[\w&-]*|[A-Z][a-z][\w&-]*)(?:\s+(?:[A-Z][\w&-]+|of|and|de|&))*\s+[A-Z][\w&-]+|(?<![\w.-])[a-z0-9][\w-]*(?:\.[\w-]+){2,}(?![\w-])/g,
      )) {
    const name = m[0].replace(/^(?:The|A|An|In|On|Which|What|Who|How|Does|Do|Is|Are)\s+/, '');
    const dotted = !/\s/.test(m[0]) && name.includes('.');
    if ((!dotted && name.split(/\s+/).length < 2) || name.length < 5 || values.some((v) => v.start < m.index! + m[0].length && v.end > m.index!)) continue;
    if (mentions.some((x) => x.start < m.index! + m[0].length && x.end > m.index!)) continue;
    // (Nor the document's own name: "In this Public Suffix List change log".)
    if (new RegExp(String.raw`\bthis\s+${escapeRegExp(name)}\s+(?:change\s*log|changelog|news\s+file|release\s+notes|readme|document|file)\b`, 'i').test(q))
      continue;
    const holders = columns.filter((c) => {
      if (c.type !== 'text') return false;
      const n = table.rows.filter((r) => (r[c.name] ?? '').includes(name)).length;
      return n > 0 && n < table.rows.length && !table.rows.some((r) => (r[c.name] ?? '').trim() === name);
    });
    if (holders.length !== 1 || conditions.some((c) => 'value' in c && c.value === name)) continue;
    // ("mention Peter Pan or Amity Island": either name, which conditions joined by "and" would not say.)
    if (/\bor\s+$/i.test(q.slice(Math.max(0, m.index! - 5), m.index!)) || /^\s+or\b/i.test(q.slice(m.index! + m[0].length))) continue;
    const negate = /(?:\bnot|n't|\bnever|\bno)\b[^.,;?]{0,25}$/i.test(q.slice(Math.max(0, m.index! - 30), m.index!));
    conditions.push({ kind: 'includes', column: holders[0]!.name, value: name, negate });
    used.add(holders[0]!.name);
  }

  // "letters with a caron", "messages that mention a prefix": a word some cells of a text column hold among others.
  // Left out ("other than the ECDSA ones"): the rows whose cells hold it are not counted.
  const triedWords = new Set<string>();
  for (const m of q.matchAll(
    /\b(?:mentions?|mentioning|with|contains?|containing|refers? to|other than|except(?: for)?|apart from|excluding|leaving out|(?:has|have|having)(?=\s+[A-Za-z][A-Za-z0-9-]{2,}\s+(?:somewhere\s+)?in\s+(?:its|their)\s+names?\b))\s+(?:an?\s+|the\s+(?:word\s+)?)?([A-Za-z][A-Za-z0-9-]{2,})\b/gi,
  )) {
    const word = m[1]!;
    const negate = /^(?:other|except|apart|excluding|leaving)/i.test(m[0]);
    const at = m.index! + m[0].length - word.length;
    if (STOP_WORDS.has(word.toLowerCase()) || MAX_WORDS.test(word) || MIN_WORDS.test(word) || COMPARATIVE_MAX.test(word) || COMPARATIVE_MIN.test(word))
      continue;
    if (mentions.some((x) => x.start <= at && x.end >= at + word.length)) continue;
    if (conditions.some((c) => 'value' in c && typeof c.value === 'string' && c.value.toLowerCase().includes(word.toLowerCase()))) continue;
    // Each word once, from an index of the column's words built once per table: a long question cannot rescan the rows.
    const singular = word.toLowerCase().replace(/(?<!s)s$/, '');
    if (triedWords.has(`${negate}:${singular}`)) continue;
    triedWords.add(`${negate}:${singular}`);
    const holders = columns.filter((c) => {
      if (c.type !== 'text') return false;
      const index = wordsOf(table, c.name);
      const n = Math.max(index.rows.get(singular) ?? 0, index.rows.get(`${singular}s`) ?? 0);
      return n > 0 && n < table.rows.length && !index.cells.has(word.toLowerCase());
    });
    const column = nearestColumn(mentions, at, (c) => holders.some((h) => h.name === c)) ?? (holders.length === 1 ? holders[0]!.name : undefined);
    if (!column) continue;
    // "names that end with the word GmbH": the word closes the cell.
    if (/^with\b/i.test(m[0]) && /\b(?:ends?|ending)\s+$/i.test(q.slice(Math.max(0, m.index! - 12), m.index!)))
      conditions.push({ kind: 'endsWith', column, value: word.toLowerCase(), negate });
    else conditions.push({ kind: 'includes', column, value: singular, negate, loose: true, word: true });
    used.add(column);
  }

  // A column of counts: whole numbers, none negative, in a numeric column.
  // (A word standing for no count in a cell or two, "variable", leaves it one: such rows hold no number of items.)
  const counts = (c: string): boolean => {
    const whole = table.rows.filter((r) => /^\d{0,9}$/.test((r[c] ?? '').trim())).length;
    return (
      (typeOf(c) === 'number' && whole === table.rows.length) ||
      (whole >= 10 && whole >= table.rows.length * 0.9 && table.rows.every((r) => /^(?:\d{0,9}|[a-z]+)$/.test((r[c] ?? '').trim())))
    );
  };
  // "has two direct base classes": a column of lists whose cell holds that many items.
  // (Only a number is matched, so that "in the list have exactly one" is not spent on "list have".)
  const countWords = `\\d{1,2}|zero|${Object.keys(NUMBER_WORD_VALUES).join('|')}`;
  for (const m of q.matchAll(
    new RegExp(
      // ("expand to exactly one scope URL", "contain two items")
      `\\b(?:has|have|having|with|lists?|listing|holds?|takes?|consists?\\s+of|consisting\\s+of|made\\s+(?:up\\s+)?of|expand(?:s|ing)?\\s+(?:in)?to|maps?\\s+to|resolves?\\s+to|contains?|containing|carr(?:y|ies))\\s+(?:exactly\\s+|just\\s+|only\\s+)?(${countWords})\\s+`,
      'gi',
    ),
  )) {
    const spelled = m[1]!.toLowerCase();
    const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : spelled === 'zero' ? 0 : Object.hasOwn(NUMBER_WORD_VALUES, spelled) ? NUMBER_WORD_VALUES[spelled]! : -1;
    if (n < 0) continue;
    const from = m.index! + m[0].length;
    const fits = (x: Mention): boolean =>
      !used.has(x.column) && (table.rows.some((r) => /^\s*\[|;/.test(r[x.column] ?? '')) || spacedCodes(table, x.column) || counts(x.column));
    // ("exactly one code point range": of the mentions that run on from the number, the last, the phrase's head noun.)
    const chain: Mention[] = [];
    for (const x of [...mentions].sort((a, b) => a.start - b.start))
      if (x.start >= from && (chain.length === 0 ? x.start <= from + 20 : x.start - chain.at(-1)!.end <= 2)) chain.push(x);
    // (Only between columns of counts: "two different USB vendor IDs" keeps to the first of its mentions.)
    const named = chain.length > 1 && chain.every((x) => counts(x.column)) ? chain.at(-1) : chain.find((x) => fits(x) && x.start <= from + 20);
    if (!named) continue;
    // "vendor sections that have exactly one match pattern" over a column of counts (match_patterns, equivalent_count).
    if (counts(named.column) && !table.rows.some((r) => /^\s*\[|;/.test(r[named.column] ?? ''))) {
      // ("with 4 cores or more", "8 cores or fewer": a bound, not the exact number.)
      const bound = /^\s+or\s+(more|greater|higher|above|fewer|less|lower|below)\b/i.exec(q.slice(named.end, named.end + 20))?.[1];
      if (bound) conditions.push({ kind: /more|greater|higher|above/i.test(bound) ? 'ge' : 'le', column: named.column, value: n });
      else conditions.push({ kind: 'ge', column: named.column, value: n }, { kind: 'le', column: named.column, value: n });
      used.add(named.column);
      continue;
    }
    conditions.push({ kind: 'items', column: named.column, value: n, ...(spacedCodes(table, named.column) ? { spaced: true as const } : {}) });
    used.add(named.column);
  }

  // "entries that have an alpha_2 code": the column is filled in; "not assigned to any group", "without a group",
  // "have no group": it is empty.
  for (const m of mentions) {
    const before = lower.slice(Math.max(0, m.start - 30), m.start);
    if (conditions.some((c) => c.column === m.column)) continue;
    // A column of counts ("has any ICANN exception rules") is filled in where it is above zero.
    const counts = typeOf(m.column) === 'number' && table.rows.every((r) => (r[m.column] ?? '').trim() !== '');
    // "replaced by an empty string": the column the verb names holds nothing at all ("-" is a value there).
    if (/^\s+(?:by|with)\s+(?:an?\s+)?(?:empty|blank)\s+(?:string|value|text)\b/i.test(q.slice(m.end, m.end + 30))) {
      conditions.push({ kind: 'equals', column: m.column, value: '', negate: false });
      used.add(m.column);
      continue;
    }
    // ("no platform-specific include (platinclude) path": the column named in brackets after the words.)
    if (
      /\b(?:no|without(?:\s+an?|\s+any)?|not\s+(?:\w+\s+){0,2}(?:to\s+|in\s+|with\s+)?any|lacking(?:\s+an?)?)\s+(?:[a-z]+\s+)?$/.test(before) ||
      /\b(?:no|without)\s+(?:[\w-]+\s+){1,3}\(\s*$/.test(before) ||
      // "methods that have a null zipfile_constant", "variables assigned an empty value"
      /\b(?:have|has|with|having|assigned|given|set\s+to)\s+(?:an?\s+)?(?:null|empty|blank|unset)\s+$/.test(before)
    ) {
      conditions.push(presence(table, m.column, counts, false));
      used.add(m.column);
    } else if (
      /\b(?:have|has|with|having|cites?|citing|gives?|given|lists?|carr(?:y|ies)|includes?|names?|shows?|defines?|defining|provides?|providing|specif(?:y|ies)|uses?|using|declares?|declaring)\s+(?:an?|any|some|at\s+least\s+one|one\s+or\s+more)\s+(?:(?:separate|distinct|own|specific|explicit|additional|extra|different)\s+)?$/.test(
        before,
      ) ||
      // "have a non-empty condition"
      /\b(?:an?\s+|any\s+)?(?:non-?empty|non-?blank|non-?null|filled(?:-in)?)\s+$/.test(before) ||
      // "are just aliases for another key": the rows the column's noun describes, where it says of what.
      (/\b(?:are|is|were|was)\s+(?:just\s+|only\s+|merely\s+|simply\s+)?(?:an?\s+)?$/.test(before) &&
        /^\s+(?:for|of|to)\b/i.test(q.slice(m.end, m.end + 6)) &&
        // (With "just": "are just links to another page"; else a column that says of what its row is one, "alias_of",
        // "same_as": "parent" holds the row's own parent, not whether it is one.)
        (/\b(?:just|only|merely|simply)\s+(?:an?\s+)?$/.test(before) || /(?:_|\b)(?:of|for|to|as)$|^alias/i.test(m.column)) &&
        m !== askedNoun &&
        table.rows.some((r) => (r[m.column] ?? '').trim() === ''))
    ) {
      conditions.push(presence(table, m.column, counts, true));
      used.add(m.column);
    } else if (counts && /\b(?:have|has|having|with|offer|offers|list|lists)\s+only\s+$/.test(before)) {
      // "Which countries have only HTTPS mirrors": of the counts of one thing by kind (http_mirrors, https_mirrors), the
      // named kind's is above zero and every other kind's zero.
      const parts = significantParts(m.column);
      const kinds = columns.filter((c) => {
        const ps = significantParts(c.name);
        return c.name !== m.column && c.type === 'number' && ps.length === parts.length && ps.at(-1) === parts.at(-1);
      });
      if (parts.length < 2 || kinds.length === 0) continue;
      conditions.push({ kind: 'gt', column: m.column, value: 0 }, ...kinds.map((c) => ({ kind: 'le' as const, column: c.name, value: 0 })));
      used.add(m.column);
    }
  }

  // "names begin with BOX DRAWINGS", "starting with KEY_F": the column whose cells begin so (words in capitals, or quoted).
  for (const m of q.matchAll(
    /\b(?:begins?|beginning|starts?|starting)\s+with\s+(?:the\s+(?:word|words|prefix|string|letters?|digits?)\s+)?((?:[A-Z][A-Z0-9_]*)(?:[ _-][A-Z0-9_]+){0,3}|[\w.:-]*\d[\w.:-]*\w)\b/g,
  )) {
    const prefix = m[1]!;
    if (conditions.some((c) => 'value' in c && typeof c.value === 'string' && c.value.toLowerCase() === prefix.toLowerCase())) continue;
    const column =
      nearestColumn(mentions, m.index!, (c) => typeOf(c) === 'text' && table.rows.some((r) => (r[c] ?? '').startsWith(prefix)), 'before') ??
      columns.find((c) => c.type === 'text' && table.rows.some((r) => (r[c.name] ?? '').startsWith(prefix)))?.name;
    if (!column) continue;
    conditions.push({ kind: 'startsWith', column, value: prefix, negate: false });
    used.add(column);
  }

  // "the main library code (Files: *)": a field written as the document writes it, its column's name, a colon and a cell.
  for (const m of q.matchAll(/(?<![\w-])([A-Za-z][\w-]*):\s*([^\s),;?]+)/g)) {
    const column = columnMentions(m[1]!, names).find((x) => x.start === 0 && x.end === m[1]!.length)?.column;
    const value = m[2]!;
    if (!column || conditions.some((c) => c.column === column) || !table.rows.some((r) => (r[column] ?? '').trim() === value)) continue;
    conditions.push({ kind: 'equals', column, value, negate: false });
    used.add(column);
  }
  // "the only request whose description says it is deprecated": the word, in the column named before "says".
  for (const m of q.matchAll(
    /\b(?:whose|where\s+the|with\s+a|with\s+the)\s+([\w-]+)\s+(?:says|mentions|contains|includes|reads|states)\s+(?:that\s+)?(?:(?:it|they)\s+(?:is|are|was|were)\s+)?["'“‘]?([A-Za-z][\w-]{2,})["'”’]?/gi,
  )) {
    const at = m.index! + m[0].indexOf(m[1]!, m[0].indexOf(' '));
    const column = mentions.find((x) => x.start <= at && x.end >= at + 1 && typeOf(x.column) === 'text')?.column;
    const word = m[2]!.toLowerCase();
    if (!column || conditions.some((c) => c.column === column)) continue;
    if (!table.rows.some((r) => (r[column] ?? '').toLowerCase().includes(word))) continue;
    conditions.push({ kind: 'includes', column, value: word, negate: false });
    used.add(column);
  }

  // "a name ending in _IGNORE": the column whose cells end so (a suffix in capitals, perhaps led by "_", "." or "-"). The
  // suffix with the preposition before it is no cell ("in _IGNORE" read as IN_IGNORE).
  for (const m of q.matchAll(
    /\b(?:ends?|ending)\s+(?:in|with)\s+(?:the\s+(?:suffix|string|letters?)\s+)?([_.-][A-Za-z0-9][\w.-]*|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?![\w.-])/g,
  )) {
    const suffix = m[1]!;
    const ends = (c: string): boolean => table.rows.some((r) => (r[c] ?? '').trim().endsWith(suffix));
    const column =
      nearestColumn(mentions, m.index!, (c) => typeOf(c) === 'text' && ends(c), 'before') ?? columns.find((c) => c.type === 'text' && ends(c.name))?.name;
    if (!column || conditions.some((c) => c.kind === 'endsWith' && c.column === column)) continue;
    for (let i = conditions.length - 1; i >= 0; i--) {
      const c = conditions[i]!;
      if (c.kind === 'equals' && c.column === column && c.value.toLowerCase().endsWith(suffix.toLowerCase())) conditions.splice(i, 1);
    }
    conditions.push({ kind: 'endsWith', column, value: suffix, negate: false });
    used.add(column);
  }

  // "have a UTC offset of exactly +1 hour", "a priority equal to 5": one value of the numeric column named just before.
  // "Which exception class corresponds to DOM exception code 8?": a small number after a word for a code names the row
  // whose one numeric column of such codes holds it (a number of one digit is no cell otherwise).
  for (const m of q.matchAll(/\b(?:code|number|value|id|type|level|index|no\.?)\s+(\d{1,2})\b(?![.,]\d)/gi)) {
    const n = Number(m[1]);
    const picked = table.rows.filter((r) => holdsAll(r, conditions, false));
    const holding = columns.filter(
      (c) => c.type === 'number' && !used.has(c.name) && !conditions.some((x) => x.column === c.name) && picked.some((r) => asNumber(r[c.name] ?? '') === n),
    );
    if (holding.length !== 1 || picked.filter((r) => asNumber(r[holding[0]!.name] ?? '') === n).length !== 1) continue;
    conditions.push({ kind: 'ge', column: holding[0]!.name, value: n }, { kind: 'le', column: holding[0]!.name, value: n });
    used.add(holding[0]!.name);
  }
  // "the command that is 12th in pip's help order": an ordinal read in the numeric column of positions named after it.
  for (const m of q.matchAll(/\b(\d{1,4})(?:st|nd|rd|th)\s+(?:in|on|of|by)\s+(?:the\s+|its\s+|their\s+)?(?:[\w'’-]+\s+){0,2}/gi)) {
    const end = m.index! + m[0].length;
    // (A column of positions, "help_order", "rank"; not "2nd in severity" over a column of levels.)
    const column = mentions.find(
      (x) =>
        x.start >= m.index! + m[1]!.length &&
        x.start <= end + 2 &&
        typeOf(x.column) === 'number' &&
        !used.has(x.column) &&
        /(?:^|[_ -])(?:order|position|rank|index|seq|sequence|place)$/i.test(x.column),
    )?.column;
    if (!column) continue;
    conditions.push({ kind: 'ge', column, value: Number(m[1]) }, { kind: 'le', column, value: Number(m[1]) });
    used.add(column);
  }
  // "have a value of 4 bytes": else the numeric column the number's unit names.
  for (const m of q.matchAll(/\b(?:of\s+(?:exactly\s+)?|(?:equal\s+to|exactly)\s+)([-+−]?\d+(?:\.\d+)?)(?![\d.:/-]*\w)/gi)) {
    const end = m.index! + m[0].length;
    const column =
      nearestColumn(
        // ("a length_bytes value of exactly 8": the word "value" may stand between.)
        mentions.filter((x) => x.end <= m.index! && (m.index! - x.end <= 3 || /^\s+values?\s+$/i.test(q.slice(x.end, m.index!)))),
        m.index!,
        (c) => typeOf(c) === 'number',
        'before',
      ) ??
      (/\bvalues?\s+$/i.test(q.slice(Math.max(0, m.index! - 8), m.index!))
        ? mentions.find((x) => x.start > end && x.start - end <= 2 && typeOf(x.column) === 'number')?.column
        : undefined);
    if (!column || conditions.some((c) => c.column === column && c.kind !== 'gt' && c.kind !== 'nonEmpty')) continue;
    const value = Number(m[1]!.replace('−', '-'));
    for (let i = conditions.length - 1; i >= 0; i--) if (conditions[i]!.column === column) conditions.splice(i, 1);
    conditions.push({ kind: 'ge', column, value }, { kind: 'le', column, value });
    used.add(column);
  }

  // "Which experimental:: warning subcategory …": a word written with its separator and nothing after is the prefix of
  // several cells of a column, not the one cell that is the bare word.
  for (const m of q.matchAll(/(?<![\w:./-])([A-Za-z][\w-]{1,40}(?:::|\.|\/|:))(?=\s|$)/g)) {
    const prefix = m[1]!;
    const starting = (c: string): number => table.rows.filter((r) => (r[c] ?? '').startsWith(prefix) && (r[c] ?? '').length > prefix.length).length;
    const column = columns.find((c) => c.type === 'text' && starting(c.name) >= 2)?.name;
    if (!column) continue;
    const bare = prefix.replace(/[:./]+$/, '').toLowerCase();
    for (let i = conditions.length - 1; i >= 0; i--) {
      const c = conditions[i]!;
      if (c.column === column && 'value' in c && typeof c.value === 'string' && c.value.toLowerCase() === bare) conditions.splice(i, 1);
    }
    conditions.push({ kind: 'startsWith', column, value: prefix, negate: false });
    used.add(column);
  }

  // "concern temporary (TEMP) objects": a word in capitals that no cell is whole, but that is one part of some cells of a
  // column ("SQLITE_CREATE_TEMP_INDEX"), picks those rows.
  for (const m of q.matchAll(/(?<![\w-])[A-Z][A-Z0-9]{2,}(?![\w-])/g)) {
    const word = m[0];
    // ("NOT" set in capitals for emphasis is a word.)
    if (STOP_WORDS.has(word.toLowerCase())) continue;
    // (Not a word of a value already read, "SQL" of 'SQL:202x draft', nor one inside quotes.)
    if (
      conditions.some(
        (c) =>
          'value' in c &&
          typeof c.value === 'string' &&
          c.value
            .toLowerCase()
            .split(/[^\p{L}\p{N}]+/u)
            .includes(word.toLowerCase()),
      )
    )
      continue;
    if ([...q.matchAll(QUOTED)].some((x) => m.index! >= x.index! && m.index! < x.index! + x[0].length)) continue;
    // A word naming a column ("SQLSTATE 40P01" over a sqlstate column) or a whole cell is read as such.
    if (columnMentions(word, names).length || table.rows.some((r) => Object.values(r).some((cell) => cell.trim().toLowerCase() === word.toLowerCase())))
      continue;
    const part = new RegExp(`(?:^|_)${word}(?:_|$)`);
    // ("How many ARPHRD entries …": a part every cell of a column has names what the rows all are, not some of them.)
    if (columns.some((c) => c.type === 'text' && table.rows.length > 1 && table.rows.every((r) => part.test((r[c.name] ?? '').trim())))) continue;
    const column = columns.find((c) => {
      if (c.type !== 'text') return false;
      const n = table.rows.filter((r) => part.test((r[c.name] ?? '').trim())).length;
      return n > 0 && n < table.rows.length;
    })?.name;
    if (!column) continue;
    conditions.push({ kind: 'includes', column, value: word, negate: false, word: true });
    used.add(column);
  }

  // "kept the same UTC offset throughout 2024": the two columns whose names both hold the words (January's and July's
  // offset) equal; "whose code point differs from the byte value": the two columns named, unequal.
  const same =
    /\b(?:kept|keeps?|keeping|have|has|had|with|show|shows)\s+the\s+same\s+((?:[\w-]+\s+){0,2}[\w-]+?)(?=\s+(?:throughout|all|in|across|for|over|during|both)\b|[?.,]|$)/i.exec(
      q,
    );
  if (same) {
    const want = terms(same[1]!);
    const pair = names.filter((n) => {
      const have = new Set(terms(n.replace(/[_-]/g, ' ')));
      return want.length > 0 && want.every((t) => have.has(t));
    });
    if (pair.length === 2 && !conditions.some((c) => c.column === pair[0] || c.column === pair[1])) {
      conditions.push({ kind: 'same', column: pair[0]!, other: pair[1]!, negate: false });
      used.add(pair[0]!).add(pair[1]!);
    }
  }
  // "whose width is larger than its length": of a row's two numbers the question names, the first above the second.
  const exceeds =
    /\b([\w-]+(?:\s+[\w-]+){0,2})\s+(?:is|are|was|were)\s+(larger|greater|bigger|higher|longer|wider|more|smaller|less|lower|shorter|narrower)\s+than\s+(?:its|their|the)\s+(?:own\s+)?([\w-]+(?:\s+[\w-]+){0,2})/i.exec(
      q,
    );
  // (Or asked the other way round: "For how many indices is the Windows red component greater than the standard red?")
  const inverted = exceeds
    ? null
    : /\b(?:is|are|was|were)\s+(?:the\s+|its\s+|their\s+)?([\w-]+(?:\s+[\w-]+){0,2}?)\s+(larger|greater|bigger|higher|longer|wider|more|smaller|less|lower|shorter|narrower)\s+than\s+(?:its|their|the)\s+(?:own\s+)?([\w-]+(?:\s+[\w-]+){0,2})/i.exec(
        q,
      );
  const compared = exceeds ?? inverted;
  if (compared) {
    const exceeds = compared;
    const columnOf = (phrase: string): string | undefined => {
      const c = columnMentions(phrase, names).at(-1)?.column;
      return c && typeOf(c) === 'number' ? c : undefined;
    };
    const [a, b] = [columnOf(exceeds[1]!), columnOf(exceeds[3]!)];
    const below = /^(?:smaller|less|lower|shorter|narrower)$/i.test(exceeds[2]!);
    if (a && b && a !== b && !conditions.some((c) => c.column === a || c.column === b)) {
      conditions.push(below ? { kind: 'exceeds', column: b, other: a } : { kind: 'exceeds', column: a, other: b });
      used.add(a).add(b);
    }
  }
  const differs = /\b(?:differs?|different)\s+from\s+(?:the\s+)?([\w -]+?)(?:\s+itself)?(?=[?.,]|$)/i.exec(q);
  if (differs) {
    // ("the byte value": the column "byte" names, when the whole phrase names none.)
    const phrase = differs[1]!.trim().split(/\s+/);
    let otherCol: string | undefined;
    for (let k = phrase.length; k > 0 && !otherCol; k--) otherCol = columnMentions(phrase.slice(0, k).join(' '), names).at(-1)?.column;
    // (Or a column whose name opens with its first word: "byte_dec" for "the byte value".)
    otherCol ??= names.find((n) => n.toLowerCase().split(/[_-]/)[0] === stem(phrase[0]!.toLowerCase()) && typeOf(n) === 'number');
    const thisCol = otherCol
      ? nearestColumn(
          mentions.filter((m) => m.end <= differs.index && m.column !== otherCol),
          differs.index,
          () => true,
          'before',
        )
      : undefined;
    if (otherCol && thisCol && !conditions.some((c) => c.column === thisCol && c.kind !== 'equals')) {
      conditions.push({ kind: 'same', column: thisCol, other: otherCol, negate: true });
      used.add(thisCol).add(otherCol);
    }
  }

  // "Which CSS class names are exactly three characters long": the text column named before it, by its cells' length.
  for (const m of q.matchAll(
    /\b(?:exactly\s+|just\s+|only\s+)?(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:characters?|chars?|letters?)\s+long\b/gi,
  )) {
    const spelled = m[1]!.toLowerCase();
    const n = /^\d+$/.test(spelled) ? Number(spelled) : (NUMBER_WORD_VALUES[spelled] ?? -1);
    const column = nearestColumn(mentions, m.index!, (c) => typeOf(c) === 'text', 'before');
    if (n < 0 || !column) continue;
    conditions.push({ kind: 'length', column, value: n });
    used.add(column);
  }

  // "In which block does U+2603 fall?": a value no cell holds, between the bounds two columns give ("first"/"last").
  const rangeAsked = /\b(?:falls?|lies?|belongs?|sits?|is (?:found|located)|in which|within|contains?|covers?|includes?)\b/i.test(q);
  const pair = rangeAsked ? boundColumns(names.filter((c) => typeOf(c) === 'number')) : null;
  if (pair) {
    for (const m of q.matchAll(/(?<![\w+])(?:U\+[0-9A-Fa-f]{4,6}|0x[0-9A-Fa-f]+|\d+(?:\.\d+)?)(?![\w.])/g)) {
      const value = asNumber(m[0]);
      if (value === null || table.rows.some((r) => Object.values(r).some((cell) => cell === m[0]))) continue;
      conditions.push({ kind: 'le', column: pair[0], value }, { kind: 'ge', column: pair[1], value });
      used.add(pair[0]).add(pair[1]);
      break;
    }
  }
  // "use measurement system 2", "a width of 5": a number right after a column's name picks the rows holding it there.
  for (const m of mentions) {
    const after = /^\s+(?:[a-z]+\s+){0,2}?(?:of\s+|=\s*|is\s+|equal to\s+)?(-?\d+(?:\.\d+)?)\b(?![.,]?\d)/i.exec(q.slice(m.end));
    if (!after || conditions.some((c) => c.column === m.column)) continue;
    const value = Number(after[1]);
    if (!table.rows.some((r) => asNumber(r[m.column] ?? '') === value)) continue;
    if (conditions.some((c) => 'value' in c && String(c.value) === after[1])) continue;
    conditions.push({ kind: 'ge', column: m.column, value }, { kind: 'le', column: m.column, value });
    used.add(m.column);
  }
  // "have the word ARROW in the character's name": cells of the column named after "in" that hold the word.
  for (const m of q.matchAll(/\bthe (?:word|string|text|letters?)\s+["'“‘]?([\p{L}\p{N}_-]+)["'”’]?\s+in\s+(?:the|its|their)\s+([^?.,;]{1,60})/giu)) {
    const column = columnMentions(m[2]!, names).at(-1)?.column;
    if (!column || conditions.some((c) => 'value' in c && typeof c.value === 'string' && c.value.toLowerCase() === m[1]!.toLowerCase())) continue;
    conditions.push({ kind: 'includes', column, value: m[1]!, negate: false });
    used.add(column);
  }
  // "red, green and blue values all equal to zero": each column named equals the number.
  for (const m of q.matchAll(
    /\b((?:[\w-]{1,40},\s{0,3}){0,6}[\w-]{1,40},?\s{1,3}and\s{1,3}[\w-]{1,40})\s{1,3}(?:values?\s+)?(?:are\s+)?(?:all\s+)?(?:equal to|equal|of|set to)\s+(zero|\d+(?:\.\d+)?)\b/gi,
  )) {
    const value = /^zero$/i.test(m[2]!) ? 0 : Number(m[2]);
    const named = columnMentions(m[1]!, names).filter((x) => typeOf(x.column) === 'number');
    if (named.length < 2) continue;
    for (const x of named) {
      conditions.push({ kind: 'ge', column: x.column, value }, { kind: 'le', column: x.column, value });
      used.add(x.column);
    }
  }
  // "whose names contain no digit", "with digits in its name": cells with or without a digit.
  for (const m of q.matchAll(/\b(?:contains?|containing|have|has|having|with)\s+(no|any|a)\s+digits?\b|\bwithout (?:a |any )?digits?\b/gi)) {
    const negate = /^no$/i.test(m[1] ?? 'no');
    const column = nearestColumn(mentions, m.index!, (c) => typeOf(c) === 'text', 'before') ?? names.find((c) => typeOf(c) === 'text');
    if (!column) continue;
    conditions.push({ kind: 'digits', column, negate });
    used.add(column);
  }

  // "<adjective>er than N" on the column the adjective measures ("longer than 900").
  for (const m of q.matchAll(/\b([a-z]+(?:er))\s+than\s+(\d+(?:\.\d+)?)\b/gi)) {
    const word = m[1]!.toLowerCase();
    const base = adjectiveBase(word);
    if (!DIMENSIONS[base] || ['more', 'greater', 'higher', 'larger', 'lower', 'smaller', 'fewer'].includes(word)) continue;
    const column = columnMentions(word, names).find((c) => typeOf(c.column) === 'number')?.column;
    if (!column) continue;
    const shrinking = ['short', 'low', 'young', 'light', 'small', 'cheap'].includes(base);
    conditions.push({ kind: shrinking ? 'lt' : 'gt', column, value: Number(m[2]) });
    used.add(column);
  }

  // Any other comparative against a number ("faster than 600 MB/s"): the numeric column named
  // nearby, else the one whose cells carry the unit written after the number.
  for (const m of q.matchAll(/\b([a-z]+er)\s+than\s+(\d+(?:\.\d+)?)\s*(\S*)/gi)) {
    const word = m[1]!.toLowerCase();
    // ("other than 5", "rather than 5" compare nothing.)
    if (DIMENSIONS[adjectiveBase(word)] || /^(?:more|greater|higher|larger|lower|smaller|fewer|bigger|longer|shorter|older|younger|other|rather)$/.test(word))
      continue;
    const unit = m[3]!.replace(/[?,.;]$/, '').toLowerCase();
    const column =
      nearestColumn(mentions, m.index!, (c) => typeOf(c) === 'number') ??
      (unit ? names.find((c) => typeOf(c) === 'number' && unitOf(table, c) === unit) : undefined);
    if (!column || conditions.some((c) => c.column === column && c.kind !== 'equals')) continue;
    const shrinking = /^(?:slower|cheaper|lighter|narrower|thinner|weaker|earlier|poorer|worse)$/.test(word);
    conditions.push({ kind: shrinking ? 'lt' : 'gt', column, value: Number(m[2]) });
    used.add(column);
  }

  // "have both a X date and a Y date": both columns non-empty.
  const bothCols = /\bboth an? ([\w -]+?) and an? ([\w -]+?)(?:[,.?]|$| date| entr)/i.exec(q);
  let both: TablePlan['both'];
  if (bothCols) {
    const a = columnMentions(bothCols[1]!, names)[0]?.column;
    const b = columnMentions(bothCols[2]!, names)[0]?.column;
    const inValues = conditions
      .filter((c): c is StringCondition => c.kind === 'equals')
      .filter((c) => lower.slice(bothCols.index, bothCols.index + bothCols[0].length).includes(c.value.toLowerCase()));
    if (inValues.length === 2 && inValues[0]!.column === inValues[1]!.column) {
      // Both values of one column (e.g. two kinds of entry): a grouped requirement, not two filters.
      for (const c of inValues) conditions.splice(conditions.indexOf(c), 1);
      const sameOn = /\bsame ([\w -]+?)(?:[,.?]|$| where| and)/i.exec(q);
      const groupOn = sameOn ? columnMentions(sameOn[1]!, names).map((m) => m.column) : [];
      both = { column: inValues[0]!.column, values: inValues.map((c) => c.value), groupBy: groupOn };
    } else if (a && b && a !== b) {
      conditions.push({ kind: 'nonEmpty', column: a }, { kind: 'nonEmpty', column: b });
    }
  }

  // The target: the column named right after the wh-word, else a column the conditions do not use.
  const wh =
    /\b(?:what|which)\b(?:\s+(?:is|are|was|were)\s+(?:the|its|their|his|her|that|this|these|those)\b(?:\s+[a-z]+['’]s\b)?)?|\bhow (?:many|much|long|high|tall|old|far|big|large|wide|deep)\b/i.exec(
      q,
    );
  const whAt = wh ? wh.index : 0;
  const clauseEnd = (() => {
    const from = wh ? wh.index + wh[0].length : 0;
    const rest = lower.slice(from);
    const stop = rest.search(/\b(?:does|do|did|is|are|was|were|has|have|had|in|of|for|with|whose|that|among)\b/);
    return stop < 0 ? q.length : from + stop;
  })();
  // The head noun ends the wh-phrase: "which prefix name" asks for the name.
  // The last column the wh-phrase names, unless it is the one a value keys the row by ("What terminfo capability name goes
  // with KEY_BTAB": "name" is the key's column; the capability is asked for).
  // The head phrase right after the wh-word ("Which entity name refers to the character …") names the column first.
  const whEnd = wh ? wh.index + wh[0].length : 0;
  // (A proper name or two may stand before it: "Which Adwaita icon directory contains …".)
  const proper = wh ? /^\s+(?:[A-Z][\w.+-]*\s+){1,2}(?=[a-z])/.exec(q.slice(whEnd)) : null;
  const headReach = proper && !mentions.some((m) => m.start >= whEnd && m.start < whEnd + proper[0].length) ? proper[0].length : 2;
  const headPhrase = mentions.filter((m) => m.start >= whEnd && m.start <= whEnd + headReach && m.start < clauseEnd + 1);
  // ("Which packages override the lintian tag …": a word after a plural that takes an object is the verb, not a column of
  // the asked phrase, whatever column's word it is.)
  const verbAfterPlural = (m: Mention, i: number, all: readonly Mention[]): boolean =>
    i > 0 && /s$/i.test(q.slice(all[i - 1]!.start, all[i - 1]!.end)) && /^\s+(?:the|a|an|any|all|some|its|their|this|that)\b/i.test(q.slice(m.end, m.end + 8));
  const headRun = headPhrase.length
    ? mentions
        .filter((m) => m.start >= whEnd && m.end <= headPhrase.at(-1)!.end + 12 && m.start < clauseEnd + 1)
        .filter((m, i, all) => !verbAfterPlural(m, i, all))
    : [];
  // "Which character's name": the possessor says whose value is asked, the possessed column is the value.
  const possessed = (m: Mention): boolean =>
    (/['’]s$/.test(q.slice(m.start, m.end)) || /^['’]s\s/.test(q.slice(m.end, m.end + 3))) && mentions.some((o) => o.start > m.end && o.start <= m.end + 3);
  // "entity name": a generic last word ("name") after another column's word names that column.
  if (
    headRun.length >= 2 &&
    /^(?:name|names|value|values)$/i.test(q.slice(headRun.at(-1)!.start, headRun.at(-1)!.end)) &&
    headRun.at(-1)!.start - headRun.at(-2)!.end <= 1 &&
    !possessed(headRun.at(-2)!) &&
    // (Not where that column's cells are single characters: "the character name" is then the name column.)
    !table.rows.every((r) => [...(r[headRun.at(-2)!.column] ?? '').trim()].length <= 1)
  )
    headRun.pop();
  const inClause = (headRun.length ? headRun : mentions.filter((m) => m.start >= whAt && m.start < clauseEnd + 1)).filter(
    // "the bibliographic three-letter code": a format ("three-letter") after another column's word describes that column.
    (m, i, all) =>
      (all.length < 2 || !possessed(m)) &&
      !(i > 0 && m.start - all[i - 1]!.end <= 1 && /^(?:one|two|three|four|five|six)-?(?:letter|digit|char)/i.test(q.slice(m.start, m.start + 20))),
  );
  const keyed = (c: string): boolean => conditions.some((k) => k.column === c && k.kind === 'equals' && !k.negate);
  let target = (inClause.length > 1 ? [...inClause].reverse().find((m) => !keyed(m.column)) : undefined)?.column ?? inClause.at(-1)?.column;
  // "Which other long option is listed as an alias of --timeout?": where the asked phrase names the column the row is
  // picked by, what the row is said to have is asked.
  const saidAs = /\b(?:listed|given|named|shown|recorded|registered)\s+as\s+(?:an?|the)\s+([\w-]+)\s+(?:of|for)\b/i.exec(q);
  const saidAt = saidAs ? saidAs.index + saidAs[0].lastIndexOf(saidAs[1]!) : -1;
  const asColumn = saidAs ? mentions.find((m) => m.start <= saidAt && saidAt < m.end) : undefined;
  if (target && keyed(target) && asColumn && !keyed(asColumn.column)) target = asColumn.column;
  // "Looking at the licensing notes, who is named as the copyright holder of X": a who-question asks for the column it
  // names after "who", not one named before it.
  const who = wh ? null : /\bwho(?:m|se)?\b/i.exec(q);
  const afterWho = who ? mentions.find((m) => m.start > who.index && !keyed(m.column) && !used.has(m.column) && ofPeople(table, m.column)) : undefined;
  if (afterWho) target = afterWho.column;
  // "Which CPAN author released the newest version": the column of people the "which" phrase names.
  const person = WHICH_PERSON.exec(q);
  const named =
    person && person.index === whAt
      ? mentions.find((m) => m.start >= person.index && m.end <= person.index + person[0].length && ofPeople(table, m.column))
      : undefined;
  // (The people column even where the phrase names none: "which Debian maintainer uploaded 1.2-1".)
  // ("Which company holds the copyright on …": else the column of people the rest of the question names.)
  const later = person && person.index === whAt ? mentions.find((m) => m.start >= person.index + person[0].length && ofPeople(table, m.column)) : undefined;
  if (person && person.index === whAt)
    target =
      named?.column ??
      names.find((n) => PERSON_COLUMN.test(n.replace(/[_-]/g, ' ').trim())) ??
      later?.column ??
      // (In a copyright file's stanzas, the people are the copyright's holders.)
      (names.includes('files') && names.includes('copyright') ? 'copyright' : target);
  if (!target && /\b(?:what|which|in what|in which) year\b/i.test(q)) {
    // "Take the certificate that started earliest. In what year does it expire?": the column the asking sentence names.
    const asking = sentenceOf(q, /\b(?:what|which|in what|in which) year\b/i.exec(q)!.index);
    const inAsking = mentions.filter((m) => m.start >= asking.start && m.end <= asking.end);
    target = [...inAsking, ...mentions].find((m) => !used.has(m.column) && typeOf(m.column) !== 'text')?.column;
  }
  if (!target && /\bhow many\b/i.test(q)) target = names[0];
  // "Who signed the most recent entry": the column of people.
  // ("Which Debian maintainer signed the oldest entry" asks who, too.)
  if (!target && (ASKS_WHO.test(q) || WHICH_PERSON.test(q))) target = names.find((n) => PERSON_COLUMN.test(n.replace(/[_-]/g, ' ').trim()));
  const dateAsked = /\b(?:what|which) date\b|\bwhen\b/i.test(q);
  // ("When does extended LTS (end_of_elts) end": a date column the question writes by its own name.)
  // (A column of dates, written as ISO dates in most of its filled cells, that no condition reads: "whose end_of_lts is
  // 2028-06-30" is a condition, "code_name" holds no dates.)
  const datesIn = (n: string): boolean => {
    const filled = table.rows.map((r) => (r[n] ?? '').trim()).filter(Boolean);
    return filled.length > 0 && filled.filter((v) => /^\d{4}-\d{2}-\d{2}/.test(v)).length * 2 > filled.length;
  };
  const verbatim = names.filter((n) => !used.has(n) && /_/.test(n) && datesIn(n) && new RegExp(`(?<![\\w])${escapeRegExp(n)}(?![\\w])`).test(q));
  if (dateAsked)
    target =
      (verbatim.length === 1 ? verbatim[0] : undefined) ??
      nearestColumn(mentions, whAt, (c) => typeOf(c) === 'date') ??
      columns.find((c) => c.type === 'date')?.name ??
      target;
  // "the character right after X", "the entry that precedes X": the row next to the one a value names.
  const next = NEIGHBOUR.exec(q);
  const neighbour = next && keyMentions.some((k) => k.start > next.index) ? next : null;
  // ("Which category code has the code number 6?": a column the conditions pin to one number, too.)
  const pinned = (c: string): boolean =>
    conditions.some((k) => k.column === c && k.kind === 'ge' && conditions.some((l) => l.column === c && l.kind === 'le' && l.value === k.value));
  if (
    !target ||
    (!neighbour &&
      used.has(target) &&
      !/\bhow many\b|\ball but one\b|\bexception\b/i.test(q) &&
      (conditions.some((c) => c.column === target && c.kind === 'equals' && !c.negate) || pinned(target)))
  ) {
    // "Which script …" with no column called script: the entity's name column, else the first column free.
    // A name column that only a pattern narrows ("names that start with Medium") still names the rows.
    const nameColumn = names.find((n) => /(?:^|[_ -])name$/i.test(n) && (!used.has(n) || !keyed(n)));
    // "What message …" with no column called message: the free-text column (most words per cell) holds prose answers.
    const proseColumn = PROSE_HEAD.test(lower.slice(whAt)) ? wordiestColumn(table, columns, used) : undefined;
    // "the value of SIGSTOP on MIPS": a column the question names elsewhere and no condition uses.
    const namedFree = target ? undefined : mentions.map((m) => m.column).find((c) => !used.has(c));
    // "What is the ISO 639-3 code for Klingon?" with no column called code: a column of codes, the one whose number the
    // question gives ("639-3" → alpha_3) first.
    const codeHead = /\b(?:what|which)\s+(?:is|are|was|were)\s+(?:the|its|their)\s+(?:[\w-]+\s+){0,2}(?:code|abbreviation|identifier|id|symbol)s?\b/i.test(q);
    const codes = codeHead ? names.filter((n) => /code|alpha|abbr|^id$|iso|symbol/i.test(n) && !keyed(n)) : [];
    const codeColumn = codes.find((n) => /\d/.test(n) && new RegExp(`\\d-${n.replace(/\D/g, '')}\\b|\\b${n.replace(/\D/g, '')}-letter`).test(q)) ?? codes[0];
    // "Which one has the largest blue value": the rows' own names (the first column), not a value.
    const rowName = /\bwhich (?:one|of them|of these|of those)\b/i.test(q) ? (nameColumn ?? names[0]) : undefined;
    target =
      proseColumn ??
      rowName ??
      codeColumn ??
      (wh && /^(?:which|what)\b/i.test(wh[0]) ? nameColumn : undefined) ??
      namedFree ??
      names.find((n) => !used.has(n)) ??
      names[0];
  }
  // "… Give its name.": an instruction on the answer's form names the column it wants.
  const instructed =
    /(?:^|[.?!]\s+)(?:Give|Answer with|Reply with|State)\s+(?:its|their|the)\s+([\w -]{2,30}?)(?:\s+only|\s+(?:in the form|as|written as|like)\s+\S{1,20}|\s+in\s+the\s+\S{1,20}\s+(?:form|format|notation)(?:\s+(?:used|given)\s+in\s+the\s+\w+)?)?(?:,?\s+in\s+(?:the\s+)?[\w -]{1,30}?\s+order|,?\s+sorted(?:\s+(?:alphabetically|numerically|in\s+\w+\s+order))?(?:\s+and)?)?(?:,?\s+(?:separated|delimited)\s+by\s+\w+|,?\s+comma-separated)?[.!]?\s*$/i.exec(
      q,
    );
  const wanted = instructed ? columnMentions(instructed[1]!, names).at(-1)?.column : undefined;
  // The row next to the named one is asked for in the column that names it too ("after SYMBOL FOR DELETE? Give its name").
  // "What is the uppercase mapping of X? Give the code points …": an instruction naming the kind of value the asked
  // column holds says how to write it, not which column to read.
  const clauseTarget = target;
  // (Not over a column the question writes by its own name: "Give the date as written" says how, not which.)
  const explicit = dateAsked && verbatim.length === 1 && target === verbatim[0];
  if (wanted && !explicit && (!keyed(wanted) || neighbour)) target = wanted;
  if (wanted && clauseTarget && clauseTarget !== wanted && !keyed(clauseTarget) && inClause.length && sameShape(table, wanted, clauseTarget))
    target = clauseTarget;
  // "The code point of the lowercase form of X": a column whose cells are written as the asked column's are ("lowercase"
  // holds code points) is the one asked for; the first only says what kind of value it is.
  const asked = target ? mentions.find((m) => m.column === target && m.start >= whAt) : undefined;
  const holder = asked
    ? mentions.find(
        (m) =>
          m.start > asked.end && m.column !== target && !keyed(m.column) && /^(?:\s+[a-z]+)?\s+of\s+(?:the|its|their)\s+$/i.test(q.slice(asked.end, m.start)),
      )
    : undefined;
  if (holder && sameShape(table, target!, holder.column)) target = holder.column;
  // "What name is given to the link": a generic column word with another of the question's words before it names the
  // column that joins them ("linkname").
  if (target && /^(?:name|value|type|id)$/i.test(target)) {
    const qWords = new Set(tokens(q).map((t) => t.lower));
    const joined = names.find((n) => {
      const m = new RegExp(`^([a-z]{3,})[_-]?${target}$`, 'i').exec(n);
      return m !== null && qWords.has(m[1]!.toLowerCase()) && !keyed(n);
    });
    if (joined) target = joined;
  }
  if (!target) return null;

  // The operation.
  let operation: Operation = { op: 'lookup' };
  const daysQ = /\bhow many (?:days|years|months)\b|\bnumber of days\b/i.test(q);
  const keys = keyMentions.map((k) => k.value);
  const rowsBetween = keyMentions.flatMap((a, i) =>
    /\bbetween\s+(?:the\s+)?$/i.test(q.slice(Math.max(0, a.start - 16), a.start))
      ? keyMentions
          .slice(i + 1, i + 2)
          .filter((b) => /^\s+and\s+(?:the\s+)?$/i.test(q.slice(a.end, b.start)))
          .map((b) => [a, b] as const)
      : [],
  )[0];
  if (neighbour) {
    const offset = /\b(?:before|precedes?|preceding|previous|below|lower)\b/i.test(neighbour[0]) ? -1 : 1;
    // "The code one above 404": one more in that numeric column, not the next row.
    const step = /^one\b/i.test(neighbour[0]) ? nearestColumn(mentions, neighbour.index, (c) => typeOf(c) === 'number', 'after') : undefined;
    operation = { op: 'neighbour', offset, ...(step ? { step } : {}) };
  } else if (rowsBetween && !daysQ) {
    // "How many signs lie strictly between the DONG SIGN and the BITCOIN SIGN": the rows between two rows, in table order.
    for (const k of rowsBetween) {
      const i = conditions.findIndex((c) => c.kind === 'equals' && c.value === k.value);
      if (i >= 0) conditions.splice(i, 1);
    }
    operation = {
      op: 'between',
      keys: [rowsBetween[0].value, rowsBetween[1].value],
      inclusive: /\binclusive(?:ly)?\b|\bincluding (?:both|them|those)\b/i.test(q),
      count: /\bhow many\b|\bnumber of\b/i.test(q),
    };
  } else if (daysQ && keys.length >= 2) {
    const column = nearestColumn(mentions, 0, (c) => typeOf(c) === 'date') ?? columns.find((c) => c.type === 'date')?.name;
    if (column) {
      for (const k of keys) {
        const i = conditions.findIndex((c) => c.kind === 'equals' && c.value === k);
        if (i >= 0) conditions.splice(i, 1);
      }
      const unit = /\bhow many (days|months|years)\b/i.exec(q)?.[1]?.toLowerCase() as 'days' | 'months' | 'years' | undefined;
      operation = { op: 'daysBetween', column, keys, ...(unit ? { unit } : {}) };
    }
  } else if (DIFFERENCE.test(q) && keyMentions.length <= 1 && new Set(mentions.filter((m) => typeOf(m.column) === 'number').map((m) => m.column)).size >= 2) {
    // "How much larger is max_connections than reserved_connections?": two numeric columns of one row.
    const [a, b] = [...new Set(mentions.filter((m) => typeOf(m.column) === 'number').map((m) => m.column))];
    operation = { op: 'columnDifference', a: a!, b: b!, absolute: /\bdifference\b|\bapart\b/i.test(q) };
  } else if (DIFFERENCE.test(q) && values.length >= 3 && /\b(?:than|and)\b/i.test(q)) {
    // "… does the DejaVu Sans Book font cover than the Liberation Sans Regular font": each side names its row with
    // several values (family and style); the values before "than" (or "and") pick one row, those after it the other.
    const cut = /\b(?:than|and)\b/i.exec(q.slice(values[0]!.end));
    const at = cut ? values[0]!.end + cut.index : -1;
    const sides = [values.filter((v) => v.end <= at), values.filter((v) => v.start >= at)];
    const column = mentions.map((m) => m.column).find((c) => typeOf(c) === 'number') ?? columns.find((c) => c.type === 'number')?.name;
    if (column && at >= 0 && sides.every((x) => x.length > 0)) {
      conditions.splice(0, conditions.length, ...conditions.filter((c) => !('value' in c) || !values.some((v) => v.value === c.value)));
      const selectors = sides.map((x) => x.filter((v) => v.exact.length).map((v) => ({ column: v.exact[0]!, value: v.value })));
      operation = { op: 'difference', column, keys: sides.map((x) => x.map((v) => v.value).join(' ')), selectors };
    }
  } else if (DIFFERENCE.test(q) && values.length >= 2) {
    // The two named rows (quoted values first) and the numeric column compared.
    const pair = [...values].sort((a, b) => Number(b.quoted) - Number(a.quoted)).slice(0, 2);
    const column = mentions.map((m) => m.column).find((c) => typeOf(c) === 'number') ?? columns.find((c) => c.type === 'number')?.name;
    if (column) {
      for (const k of pair) {
        const i = conditions.findIndex((c) => 'value' in c && typeof c.value === 'string' && c.value === k.value);
        if (i >= 0) conditions.splice(i, 1);
      }
      operation = { op: 'difference', column, keys: pair.map((p) => p.value) };
    }
  } else if (
    /\ball but one\b|\b(?:the|an|only)\s+exception\b|\bodd one out\b|\bunlike the others\b|\bdifferent\s+[\w ]{0,20}?(?:than|from)\s+(?:the\s+)?(?:rest|others)\b|\bthe only (?:one|\w+) (?:that|which|whose|with)\b[^?]*\b(?:not|no|different)\b/i.test(
      unnamed,
    )
  ) {
    // "Which one comes from a different foundry than the rest": the column the phrase names differs; the rows are named
    // by the column the question picks them with (else their name column).
    const differs = /\bdifferent\s+([\w ]{1,20}?)\s+(?:than|from)\b/i.exec(q);
    const named = differs ? columnMentions(differs[1]!, names)[0]?.column : undefined;
    if (named && target === named) target = conditions.find((c) => c.column !== named)?.column ?? names.find((n) => /(?:^|[_ -])name$/i.test(n)) ?? names[0]!;
    const column =
      named ??
      mentions.map((m) => m.column).find((c) => c !== target && !conditions.some((k) => k.column === c && k.kind !== 'equals')) ??
      names.find((n) => n !== target);
    if (column) operation = { op: 'oddOneOut', column };
    // "All of these tiles but one have a width of N": the value the rest share is no filter on the one asked for.
    if (column)
      for (let i = conditions.length - 1; i >= 0; i--) if (conditions[i]!.column === column && conditions[i]!.kind === 'equals') conditions.splice(i, 1);
  } else if (
    // ("Of the Swiss Franc and the Congolese Franc, which has the higher numeric code?")
    (/\bwhich of\b/i.test(q) ||
      /^\s*(?:of|between)\s+(?:the\s+)?[^,?]{1,80}\s+(?:and|or)\s+[^,?]{1,80},\s*which\b/i.test(q) ||
      GROUP_COMPARED.test(q) ||
      THE_COMPARATIVE.test(q)) &&
    (COMPARATIVE_MAX.test(q) || COMPARATIVE_MIN.test(q))
  ) {
    // The rows compared are the values joined by "or" ("nntp or pop3"); other values stay filters.
    const pair = keyMentions.flatMap((a, i) =>
      keyMentions
        .slice(i + 1)
        .filter((b) => /^\s*,?\s*(?:or|and|vs\.?|versus)\s+(?:the\s+)?$/i.test(q.slice(a.end, b.start)))
        .map((b) => [a, b] as const),
    )[0];
    const cmp = (COMPARATIVE_MAX.exec(q) ?? COMPARATIVE_MIN.exec(q))!;
    const max = COMPARATIVE_MAX.test(cmp[0]);
    // (Or, after "the larger", a column of mixed values that holds numbers in the rows picked: "default_value".)
    const numbersIn =
      (picked: readonly Row[]) =>
      (c: string): boolean =>
        picked.length >= 2 && picked.every((r) => asNumber(r[c] ?? '') !== null);
    const column =
      nearestColumn(mentions, cmp.index, (c) => typeOf(c) !== 'text', 'after') ??
      nearestColumn(mentions, cmp.index, (c) => typeOf(c) !== 'text') ??
      (THE_COMPARATIVE.test(q) && conditions.length
        ? nearestColumn(mentions, cmp.index, numbersIn(table.rows.filter((r) => holdsAll(r, conditions, false))), 'after')
        : undefined);
    if (pair && column) {
      const pairKeys = pair.map((p) => p.value);
      for (const k of pairKeys) {
        const i = conditions.findIndex((c) => c.kind === 'equals' && c.value === k);
        if (i >= 0) conditions.splice(i, 1);
      }
      const keyColumn = pair[0].exact.find((c) => pair[1].exact.includes(c)) ?? names[0]!;
      // ("… Give its alphabetic code.": the column the instruction names, else the one the pair's values are in.)
      target = wanted && wanted !== column && wanted !== keyColumn ? wanted : keyColumn;
      operation = { op: 'compare', max, measure: { column }, keys: pairKeys, ...(target !== keyColumn ? { keyColumn } : {}) };
    } else if (column) {
      // "Of the two Star Labs devices …, which one has the larger x_resolution?": rows picked by the other conditions,
      // compared; named by the column the question calls them by ("devices").
      const group = GROUP_COMPARED.exec(q);
      const from = group ? group.index + group[0].indexOf(group[1]!) : -1;
      const called = group ? mentions.find((m) => m.start >= from && m.end <= from + group[1]!.length && typeOf(m.column) === 'text') : undefined;
      if (group && called && conditions.length) {
        target = called.column;
        operation = { op: 'extreme', max, measure: { column } };
      } else if (!group && conditions.length && THE_COMPARATIVE.test(q) && column !== target) {
        // "In the org.gnome.desktop.thumbnail-cache schema, which key has the larger default value?": the rows the
        // conditions pick, ranked.
        operation = { op: 'extreme', max, measure: { column } };
      }
    }
  } else if (
    /\b(?:earliest|first|oldest)\b.*\b(?:latest|last|newest|most recent)\b|\b(?:latest|last|newest|most recent)\b.*\b(?:earliest|first|oldest)\b/i.test(q) &&
    /\bhow (?:many|much|long)\b|\b(?:span|separate|between|difference|gap)\b/i.test(q) &&
    columns.some((c) => c.type === 'date')
  ) {
    // "How many days separate the earliest and the most recent dates": the range of a date column.
    const column = nearestColumn(mentions, 0, (c) => typeOf(c) === 'date') ?? columns.find((c) => c.type === 'date')!.name;
    const unit = /\b(days|weeks|months|years)\b/i.exec(q)?.[1]?.toLowerCase() as 'days' | 'weeks' | 'months' | 'years' | undefined;
    operation = { op: 'span', column, unit: unit ?? 'days' };
  } else if (/\b(?:consecutive|successive|adjacent|back-to-back)\b/i.test(q) && /\b(?:gap|difference|interval|time|distance|period|wait|between)\b/i.test(q)) {
    // "The longest gap between two consecutive dates": the values in order, the extreme step between neighbours.
    const column =
      nearestColumn(mentions, 0, (c) => typeOf(c) !== 'text') ?? columns.find((c) => c.type === 'date')?.name ?? columns.find((c) => c.type === 'number')?.name;
    const unit = /\b(days|weeks|months|years)\b/i.exec(q)?.[1]?.toLowerCase() as 'days' | 'weeks' | 'months' | 'years' | undefined;
    if (column) operation = { op: 'gap', max: !MIN_WORDS.test(q.replace(/\bfirst\b/gi, '')), column, unit: unit ?? null };
  } else if (/\b(?:average|mean)\b/i.test(q) && (typeOf(target) === 'number' || aggregated(q, 'average|mean'))) {
    target = typeOf(target) === 'number' ? target : aggregated(q, 'average|mean')!;
    operation = { op: 'average' };
  } else if (
    /\b(?:total|sum|combined|altogether|in all|add(?:ed)? (?:up|together))\b/i.test(q) &&
    (typeOf(target) === 'number' || aggregated(q, 'total|sum|add'))
  ) {
    target = typeOf(target) === 'number' ? target : aggregated(q, 'total|sum|add')!;
    operation = { op: 'sum' };
  } else if (/\bhow (?:many|much)\b/i.test(q)) {
    // "How many seats does X have": a numeric column named right after "how many" is read, not counted.
    const after = /\bhow (?:many|much)\s+/i.exec(q)!;
    // ("How many time zones does Russia have" over zone_count: a word may stand before the plural noun the column names.)
    const named =
      mentions.find((m) => m.start === after.index + after[0].length && typeOf(m.column) === 'number') ??
      mentions.find(
        (m) =>
          typeOf(m.column) === 'number' &&
          // (A column that counts: zone_count, not the gid of "how many reserved gids".)
          /(?:^|[_ -])(?:count|counts|number|num|total|amount)(?:$|[_ -])/i.test(m.column) &&
          /^[a-z]+\s+$/i.test(q.slice(after.index + after[0].length, m.start)) &&
          /s$/i.test(q.slice(m.start, m.end)) &&
          !STOP_WORDS.has(
            q
              .slice(after.index + after[0].length, m.start)
              .trim()
              .toLowerCase(),
          ),
      );
    // "How many LCIDs are listed for Arabic": rows counted, even where a numeric column shares the noun.
    // So are "how many byte values … are labelled CONTROL": values counted, where the rows are labelled or marked so.
    const listed =
      /\b(?:are|were|is)\s+(?:there|listed|given|shown|included|named|in the (?:table|list|file))\b|\bare in\b|\bin the\s+\S+\s+group\b/i.test(q) ||
      (named !== undefined && /^\s+values\b/i.test(q.slice(named.end, named.end + 8)) && /\b(?:labell?ed|marked|tagged|flagged|called|named)\b/i.test(q));
    // "How many private-section rules are there": a column named by all of several words is read even so.
    // "How many Perl releases …": a column's word that only modifies the noun counted ("releases", not in perl_version)
    // names no value to add up.
    const counted = named ? /^\s+([a-z]{3,}s)\b/i.exec(q.slice(named.end))?.[1]?.toLowerCase() : undefined;
    // (Only a mention of part of the column's name: "cases across all regions" names the cases column whole.)
    const modifier =
      counted !== undefined &&
      named!.end - named!.start < named!.column.length &&
      q.slice(named!.start, named!.end).split(/\s+/).length < significantParts(named!.column).length &&
      !/^(?:does|has|was|is|goes|gets|makes|uses|takes|gives|needs|holds|contains|lists|shows|this|its|has)$/.test(counted) &&
      !significantParts(named!.column).some((p) => stem(p.toLowerCase()) === stem(counted));
    // ("How many method IDs map to 'reduce'": identifiers are counted, never added up.)
    // "How many categories were added in Perl 5.021": the column a value picks rows by is no amount to add up; nor is
    // a row-number column ("How many rows apply only to radeonsi").
    const picks = named !== undefined && conditions.some((c) => c.column === named.column && (c.kind === 'equals' || c.kind === 'startsWith'));
    if (
      named &&
      !modifier &&
      !picks &&
      !rowNumbers(table, named.column) &&
      !/(?:^|[_ -])ids?$/i.test(named.column) &&
      // ("How many magic numbers belong to 3.11": a column of numbers naming each row, every one different, is counted.)
      !(
        /(?:^|[_ -])(?:numbers?|codes?|keys?|nos?|versions?)$/i.test(named.column) &&
        distinctIn(table.rows, named.column) === table.rows.length &&
        table.rows.length >= 3
      ) &&
      (!listed || significantParts(named.column).length > 1)
    ) {
      target = named.column;
      operation = { op: 'sum' };
    } else operation = { op: 'count', distinct: /\bdistinct|different|unique\b/i.test(q) };
  } else if (/\b(?:more|fewer)\s+[a-z]+s?\s+than\s+any\s+other\b/i.test(q) && target) {
    // "Which version introduced more policies than any other version?": the value of the asked column with most rows;
    // the rows counted ("policies") are not that column.
    const counted = /\b(?:more|fewer)\s+([a-z]+s?)\s+than/i.exec(q)!;
    const grouped = mentions.find((m) => m.start >= whAt && m.start < counted.index);
    if (grouped) target = grouped.column;
    operation = { op: 'groupExtreme', max: /\bmore\b/i.test(q) };
  } else if (MAX_WORDS.test(q) || MIN_WORDS.test(q)) {
    const sup = (MAX_WORDS.exec(q) ?? MIN_WORDS.exec(q))!;
    // ("the most negative UTC offset" is the lowest; "the least negative" the highest.)
    const sign = /^\s+(negative|positive)\b/i.exec(q.slice(sup.index + sup[0].length))?.[1]?.toLowerCase();
    const max = sign === 'negative' ? !MAX_WORDS.test(sup[0]) : MAX_WORDS.test(sup[0]);
    // "Which error class has the most codes": a plural noun after the superlative that names no column counts rows.
    const counted = /^\s+([a-z]+s)\b/i.exec(q.slice(sup.index + sup[0].length));
    // "the largest number of sub-features": a count of rows, where the column the noun names only identifies them
    // (sub_feature_id).
    const numberOf = /^\s+(?:number|count) of\s+/i.exec(q.slice(sup.index + sup[0].length));
    const identified = numberOf
      ? mentions.find((m) => m.start === sup.index + sup[0].length + numberOf[0].length && /(?:^|[_ -])(?:id|code|key|name)$/i.test(m.column))
      : undefined;
    const countsRows =
      identified !== undefined || (counted !== null && /^(?:most|fewest|least)$/i.test(sup[0]) && columnMentions(counted[1]!, names).length === 0);
    const span = /\b(?:time|days|period|gap|interval) between (?:its |the )?([\w -]+?) and (?:its |the )?([\w -]+?)(?:[,.?]|$)/i.exec(q);
    let measure: Measure | undefined;
    if (span) {
      const from = columnMentions(span[1]!, names).find((m) => typeOf(m.column) === 'date')?.column;
      const to = columnMentions(span[2]!, names).find((m) => typeOf(m.column) === 'date')?.column;
      if (from && to) measure = { from, to };
    }
    // "the most subclasses": a column of lists named right after the superlative ranks by how many items each holds.
    const listAfter = mentions.find(
      (m) =>
        m.start > sup.index &&
        m.start <= sup.index + sup[0].length + 2 &&
        table.rows.some((r) => /^\s*\[/.test(r[m.column] ?? '') && cellItems(r[m.column] ?? '').length >= 2),
    );
    // "the largest number of options" over an option_count column: the column that counts them.
    // ("the largest number of code points" over code_point_count: two words of the counted noun.)
    const countOf = /^\s+(?:number|count) of\s+([a-z]+(?:\s+[a-z]+)?)/i
      .exec(q.slice(sup.index + sup[0].length))?.[1]
      ?.toLowerCase()
      .replace(/\s+(?:in|of|for|per|by|with|than|that|is|are)$/, '')
      .replace(/\s+/g, '_');
    const counting = countOf
      ? columns.find(
          (c) =>
            c.type === 'number' &&
            new RegExp(
              `^(?:(?:num|n|number|count)_(?:of_)?${escapeRegExp(singularOf(countOf))}s?|${escapeRegExp(singularOf(countOf))}s?_(?:count|number|total))$`,
              'i',
            ).test(c.name.replace(/[\s-]+/g, '_')),
        )
      : undefined;
    if (!measure && counting) measure = { column: counting.name };
    if (!measure && listAfter) measure = { column: listAfter.column, items: true };
    // "The longest name": a column of text ranks by its length.
    if (!measure && /^(?:longest|shortest)$/i.test(sup[0])) {
      const named = mentions.find((m) => m.start > sup.index && m.start <= sup.index + sup[0].length + 2 && typeOf(m.column) === 'text');
      if (named) measure = { column: named.column, chars: true };
    }
    // "The entry whose code comes last in alphabetical order": the column named before ranks by its spelling.
    if (
      !measure &&
      /^(?:first|last)$/i.test(sup[0]) &&
      (/^\s+(?:in\s+)?(?:alphabetical(?:ly)?|a-z)\b/i.test(q.slice(sup.index + sup[0].length)) || /\balphabetically\s+$/i.test(q.slice(0, sup.index)))
    ) {
      // (Not a column a condition empties: "Among those that have no stop-word list, which one comes last alphabetically?")
      const spelled =
        nearestColumn(mentions, sup.index, (c) => c !== target && !conditions.some((x) => x.kind === 'empty' && x.column === c), 'before') ?? target;
      if (spelled) measure = { column: spelled, alpha: true };
    }
    if (!measure) {
      // "started earliest. In what year does it expire": the superlative's own sentence names what ranks.
      const own = sentenceOf(q, sup.index);
      const near = mentions.filter((m) => m.start >= own.start && m.end <= own.end);
      // "Find the instruction with the largest number of specialized forms. What is its opcode?": a list column named in
      // the superlative's own sentence ranks by its length.
      const ownList =
        near.length < mentions.length ? near.find((m) => m.start > sup.index && table.rows.some((r) => cellItems(r[m.column] ?? '').length >= 2)) : undefined;
      if (ownList) measure = { column: ownList.column, items: true };
      const column = ownList
        ? undefined
        : ((near.length < mentions.length ? nearestColumn(near, sup.index, (c) => typeOf(c) !== 'text' && c !== target) : undefined) ??
          // "the largest inode ratio": the column named after the superlative, before the one the superlative's own word measures.
          nearestColumn(
            mentions.filter((m) => m.start >= sup.index + sup[0].length),
            sup.index,
            (c) => typeOf(c) !== 'text' && c !== target,
            'after',
          ) ??
          nearestColumn(mentions, sup.index, (c) => typeOf(c) !== 'text' && c !== target, 'after') ??
          nearestColumn(mentions, sup.index, (c) => typeOf(c) !== 'text' && c !== target) ??
          // "the highest code": the numeric column asked for is also what ranks the rows.
          (typeOf(target) === 'number' && mentions.some((m) => m.column === target) ? target : undefined));
      if (column) measure = { column };
    }
    // "the highest code" over code_hex and code_decimal: the one numeric column the word after the superlative is part of.
    // (Only where several rows are ranked: of one row, "the lowest version … listed for hstore" is read inside its cells.)
    if (!measure && table.rows.filter((r) => holdsAll(r, conditions, false)).length > 1) {
      // (Or the phrase's last word, its head: "the highest regular (non-transitional) virtio device ID".)
      const phrase = /^[^?.,;:]*?(?=\s+(?:in|of|for|among|where|that|which|with|from|on|is|are|has|have)\b|[?.,;:]|$)/i
        .exec(q.slice(sup.index + sup[0].length, sup.index + sup[0].length + 80))![0]
        .match(/[a-z]{2,}/gi);
      const numericPart = (word: string): Column[] =>
        columns.filter(
          (c) =>
            c.type === 'number' &&
            c.name !== target &&
            // (Every part of the name here: "ID" is a part of id_decimal, too short to be a significant one.)
            c.name
              .toLowerCase()
              .split(/[^a-z0-9]+/)
              .some((p) => p !== '' && stem(p) === stem(word)) &&
            // (Not a column of lists: "the lowest version among the script versions listed" reads inside the cell.)
            table.rows.every((r) => cellItems(r[c.name] ?? '').length <= 1),
        );
      const word = /^\s+([a-z]{3,})\b/i.exec(q.slice(sup.index + sup[0].length))?.[1]?.toLowerCase();
      let partOf = word ? numericPart(word) : [];
      const head = phrase && phrase.length > 1 ? phrase.at(-1)!.toLowerCase() : undefined;
      if (partOf.length === 0 && head) partOf = numericPart(head);
      // (Of two, code_hex and code_decimal, the one written in plain decimals.)
      const plain = partOf.find((c) => table.rows.every((r) => /^-?\d*\.?\d*$/.test((r[c.name] ?? '').trim())));
      if (partOf.length === 1 || plain) measure = { column: (plain ?? partOf[0]!).name };
    }
    // "The opcode with the most specialized forms": a column of lists ranks by how many items each holds.
    if (!measure) {
      const listed = mentions
        .filter((m) => m.start > sup.index && m.column !== target)
        .map((m) => m.column)
        .find((c) => table.rows.some((r) => cellItems(r[c] ?? '').length >= 2));
      if (listed) measure = { column: listed, items: true };
    }
    // "The most recent / oldest entry": the date column ranks the rows.
    if (!measure && /\b(?:recent|newest|latest|oldest|earliest)\b/i.test(q)) {
      const date = columns.find((c) => c.type === 'date')?.name;
      if (date) measure = { column: date };
    }
    // "has the highest number": the one numeric column there is.
    // ("the largest number of labels" counts rows: below.)
    // ("the largest number of labels", a column's noun, counts rows: below; "the largest number of inhabitants" is the value.)
    const countedNoun = /^\s+number\s+of\s+([a-z]+)/i.exec(q.slice(sup.index + sup[0].length));
    const countsColumn = countedNoun !== null && columnMentions(countedNoun[1]!, table.columns).length > 0;
    // "allowed in the largest number of control types": things no column names, counted in the one column of lists the
    // question names (before the superlative too).
    if (!measure && countedNoun && !countsColumn) {
      const listed = [...new Set(mentions.map((m) => m.column))].filter((c) => c !== target && table.rows.some((r) => cellItems(r[c] ?? '').length >= 2));
      if (listed.length === 1) measure = { column: listed[0]!, items: true };
    }
    if (!measure && !countsColumn && /^\s+(?:number|value|numeric value)\b/i.test(q.slice(sup.index + sup[0].length))) {
      const numeric = columns.filter((c) => c.type === 'number' && c.name !== target);
      // (A column named only "value" or "number" counts no things: "the largest number of message types" counts rows.)
      if (numeric.length === 1 && !(countedNoun && /^(?:values?|numbers?|num|ids?|codes?|index)$/i.test(numeric[0]!.name)))
        measure = { column: numeric[0]!.name };
    }
    // "Which error constant carries the longest message": the rows' names answer, not the text that ranks them.
    // So, for any ranking column, do the rows a bare "which" names ("Which configuration file defines the most alias rules").
    if (measure && 'column' in measure && target === measure.column && (measure.chars || /^which$/i.test(wh?.[0] ?? ''))) {
      const ranked = measure.column;
      const asked = mentions.find((m) => m.start < sup.index && (measure.chars || (m.start >= whAt && m.start <= clauseEnd)) && m.column !== ranked);
      if (asked) target = asked.column;
    }
    // ("the second-largest number of rows")
    const nth = /\b(second|third|fourth|fifth)[-\s]+(?:largest|most|highest|biggest|greatest|smallest|fewest|least|lowest)\b/i.exec(q)?.[1]?.toLowerCase();
    const rank = nth ? ['second', 'third', 'fourth', 'fifth'].indexOf(nth) + 2 : undefined;
    if (countsRows && !(measure && 'column' in measure && measure.items)) operation = { op: 'groupExtreme', max, ...(rank ? { rank } : {}) };
    else if (measure) operation = { op: 'extreme', max, measure, ...(rank ? { rank } : {}) };
    // "Which codec has the most aliases": no column measures it, so the rows of each value are counted.
    else if (/\b(?:number|count) of\b|\b(?:most|fewest|least|more|fewer)\s+[a-z]+s\b/i.test(q))
      operation = { op: 'groupExtreme', max, ...(rank ? { rank } : {}) };
    // "Which language's stop-word list has the fewest entries": rows are counted per a value that repeats (the language),
    // not per one nearly every row has its own of (the word).
    if (operation.op === 'groupExtreme') {
      const distinct = (c: string): number => distinctIn(table.rows, c);
      const repeating = mentions.find(
        (m) => m.start < sup.index && m.column !== target && distinct(m.column) >= 2 && distinct(m.column) <= table.rows.length / 2,
      );
      if (repeating && target !== wanted && distinct(target) >= 0.5 * table.rows.length) target = repeating.column;
    }
  } else if (/\blist them\b|\bwhat are (?:their|the)\b|\bwhich\b.*\b(?:codes|names|entries|values)\b/i.test(q)) {
    operation = { op: 'list' };
  }
  // "Which USB device class has …" over a column of codes ("02", "E0") beside a name column: the name, unless a code is
  // asked for.
  const cells = table.rows.map((r) => (r[target!] ?? '').trim()).filter(Boolean);
  // Hexadecimal codes: some hold a letter (ZIP codes, all digits, are not such codes).
  const coded = cells.length > 1 && cells.every((c) => /^[0-9A-F]{2,4}$/.test(c) && c.length === cells[0]!.length) && cells.some((c) => /[A-F]/.test(c));
  const nameColumn = names.find((n) => /^(?:name|\w+_name)$/i.test(n) && n !== target);
  if (coded && nameColumn && /^\s*which\b/i.test(q) && !/\b(?:code|number|id|hex|value)\b/i.test(q) && operation.op !== 'count') target = nameColumn;
  // "One class has two direct base classes. What are they?": the items of the cell the count picked.
  const counted = conditions.find((c) => c.kind === 'items');
  if (counted && (operation.op === 'lookup' || operation.op === 'list') && /\b(?:what|which) are they\b|\bname them\b|\blist them\b/i.test(q))
    target = counted.column;
  // "How many people are listed there" in a copyright file, "how many people are credited as authors": the column of
  // holders (or the one the question names), when the one asked about names none.
  const peopleNamed = names.find((n) => /^(?:authors?|holders?|maintainers?|contributors?)$/i.test(n) && columnMentions(q, [n]).length > 0);
  if (
    operation.op === 'count' &&
    ((names.includes('files') && names.includes('copyright')) || peopleNamed !== undefined) &&
    /\bhow many\s+(?:different\s+|distinct\s+|separate\s+)?(?:people|persons|individuals|(?:copyright\s+)?holders)\b/i.test(q)
  ) {
    const people = peopleNamed ?? names.find((n) => /^(?:copyright|holders?|copyright[_ ]holders?|authors?)$/i.test(n));
    if (people && !/^(?:copyright|holders?|copyright[_ ]holders?|authors?)$/i.test(target ?? '')) target = people;
  }
  const sort = /\balphabetical(?:ly)?\b|\bin (?:ascending|increasing) order\b|\bsorted\b/i.test(q)
    ? 'asc'
    : /\bdescending\b|\bdecreasing\b/i.test(q)
      ? 'desc'
      : null;
  // "The first TLSv1.2 cipher suite in this list", "the last entry whose …": one of the rows a lookup finds, by position.
  const ordinal = operation.op === 'lookup' ? new RegExp(`\\bthe (${ORDINAL_WORDS.join('|')}|last|final)\\b`, 'i').exec(q) : null;
  // "the last name", "the first names": an ordinal that is part of a column's name picks no row.
  const position = ordinal && !mentions.some((m) => m.start <= ordinal.index + 4 && m.end > ordinal.index + 4) ? ordinal : null;
  const pick = position ? (/^(?:last|final)$/i.test(position[1]!) ? -1 : ORDINAL_WORDS.indexOf(position[1]!.toLowerCase()) + 1) : undefined;
  const spanEnd: TablePlan['spanEnd'] = !/\b(?:which|what)\s+year\b|\bwhen\b/i.test(q)
    ? undefined
    : // (A start asked outranks "last" or "until" naming which span: "When did her last term begin?")
      /\b(?:start|starts|started|starting|begin|begins|began|beginning)\b/i.test(q)
      ? 'start'
      : /\b(?:end|ends|ended|ending)\b/i.test(q)
        ? 'end'
        : undefined;
  const itemExtreme =
    operation.op === 'lookup' && !pick
      ? /\b(?:lowest|smallest|least|minimum|earliest|oldest)\b/i.test(q)
        ? 'min'
        : /\b(?:highest|largest|greatest|maximum|latest|newest)\b/i.test(q)
          ? 'max'
          : undefined
      : undefined;
  // ("Which service units list the largest number of …? Give their unit names": a plural asked with its own verb.)
  const ties =
    /\b(?:which|what)\s+(?:[\w-]+\s+)?[a-z]+s\s+(?:are|were|have|has|had|is|was|do|did|list|offer|contain|hold|carry|define|take|need|use)\b|\btheir\s+(?:[\w-]+\s+)?names\b|\blist (?:them|their)\b/i.test(
      q,
    );
  // "the lowercase key o", "the capital letter O": a one-letter value the question states the case of is matched in it,
  // where the column holds both cases.
  const cased = new Map<string, string | null>();
  for (const c of conditions) {
    if (c.kind !== 'equals') continue;
    // ("the key sequence owr" where the table holds owr and OWR: the value as the question writes it; each value looked
    // at once, however often a long question repeats it.)
    if (c.value.length > 1) {
      const key = `${c.column}\u0000${c.value.toLowerCase()}`;
      let written = cased.get(key);
      if (written === undefined) {
        const w = new RegExp(`(?<![\\w-])${escapeRegExp(c.value)}(?![\\w-])`, 'i').exec(q)?.[0];
        const cells = new Set(table.rows.map((r) => (r[c.column] ?? '').trim()).filter((x) => x.toLowerCase() === c.value.toLowerCase()));
        cased.set(key, (written = w && cells.size >= 2 && cells.has(w) ? w : null));
      }
      if (written) {
        c.value = written;
        c.exactCase = true;
      }
      continue;
    }
    if (!/^[a-z]$/i.test(c.value)) continue;
    const stated = new RegExp(`\\b(lower-?case|small|upper-?case|capital)\\s+(?:[a-z]+\\s+){0,2}["'\`‘“]?${c.value}["'\`’”]?(?![\\w-])`, 'i').exec(q);
    if (
      !stated ||
      !table.rows.some((r) => (r[c.column] ?? '').trim() === c.value.toUpperCase()) ||
      !table.rows.some((r) => (r[c.column] ?? '').trim() === c.value.toLowerCase())
    )
      continue;
    c.value = /^(?:lower-?case|small)$/i.test(stated[1]!) ? c.value.toLowerCase() : c.value.toUpperCase();
    c.exactCase = true;
  }
  // "audit message types" over a table whose constants all begin AUDIT_: a word the question shares loosely with cells
  // that names what every row is picks no rows.
  for (let i = conditions.length - 1; i >= 0; i--) {
    const c = conditions[i]!;
    if (!('loose' in c) || !c.loose || typeof c.value !== 'string' || c.value.length < 3) continue;
    const v = c.value.toLowerCase();
    if (table.columns.some((col) => table.rows.filter((r) => (r[col] ?? '').trim().toLowerCase().startsWith(v)).length === table.rows.length))
      conditions.splice(i, 1);
  }
  // "key sequences that end with a backslash": a mark named in words, at the end or start of the cells of the column named.
  const MARKS: Record<string, string> = lookupTable({
    backslash: '\\',
    slash: '/',
    period: '.',
    dot: '.',
    comma: ',',
    colon: ':',
    semicolon: ';',
    hyphen: '-',
    dash: '-',
    underscore: '_',
    asterisk: '*',
    tilde: '~',
    caret: '^',
    apostrophe: "'",
  });
  for (const m of q.matchAll(
    /\b(ends?|ending|begins?|beginning|starts?|starting)\s+with\s+(?:an?\s+|the\s+)?(backslash|slash|period|dot|comma|colon|semicolon|hyphen|dash|underscore|asterisk|tilde|caret|apostrophe)\b/gi,
  )) {
    const mark = MARKS[m[2]!.toLowerCase()]!;
    const end = /^end/i.test(m[1]!);
    const has = (c: string): boolean => table.rows.some((r) => (end ? (r[c] ?? '').trim().endsWith(mark) : (r[c] ?? '').trim().startsWith(mark)));
    const column =
      nearestColumn(mentions, m.index!, (c) => typeOf(c) === 'text' && has(c), 'before') ?? columns.find((c) => c.type === 'text' && has(c.name))?.name;
    if (!column) continue;
    conditions.push({ kind: end ? 'endsWith' : 'startsWith', column, value: mark, negate: false });
    used.add(column);
  }
  // (An empty cell asked of a column that has none is a misreading: "not enabled by any feature bundle" of a column of
  // feature names.)
  for (let i = conditions.length - 1; i >= 0; i--) {
    const c = conditions[i]!;
    if (c.kind === 'empty' && !table.rows.some((r) => holds(r, c))) conditions.splice(i, 1);
  }
  // "Among the subcategories of the 'io' category, which …": an extreme ranks several rows, so a value that picks one row
  // in its own column picks the rows that name it in another (parent_category).
  if ((operation.op === 'extreme' || operation.op === 'groupExtreme') && table.rows.filter((r) => holdsAll(r, conditions, false)).length <= 1)
    for (const c of conditions) {
      if (c.kind !== 'equals' || c.negate) continue;
      const value = c.value.toLowerCase();
      const other = columns.find(
        (k) => k.type === 'text' && k.name !== c.column && table.rows.filter((r) => (r[k.name] ?? '').trim().toLowerCase() === value).length >= 2,
      );
      if (other) c.column = other.name;
    }
  // "Which algorithms need the cryptography package?": the rows a yes/no column picks are named by another column.
  const flag = (c: string): boolean => table.rows.every((r) => /^(?:yes|no|y|n|true|false)?$/i.test((r[c] ?? '').trim()));
  if (operation.op === 'lookup' && /^\s*(?:which|what)\b/i.test(q) && flag(target) && conditions.some((c) => c.column === target && c.kind === 'startsWith'))
    target = names.find((n) => n !== target && !flag(n)) ?? target;
  // "What is the keysym value (in hex …) of …": a value asked in hexadecimal is read from a column of hex cells the
  // question names, where the target's cells are not.
  const hexCells = (c: string): boolean =>
    table.rows.every((r) => /^(?:0x)?[0-9a-f]+$/i.test((r[c] ?? '').trim())) && table.rows.some((r) => /^0x/i.test(r[c] ?? ''));
  if (
    operation.op === 'lookup' &&
    /\b(?:in\s+hex(?:adecimal)?|as\s+hex(?:adecimal)?|hex(?:adecimal)?\s+(?:value|code|form))\b/i.test(q) &&
    // (Not where the question gives a hex value: "Which key has the keysym hex value 0xff1b?")
    !/\b0x[0-9a-f]+\b/i.test(q) &&
    !hexCells(target)
  ) {
    const hex = mentions.find((m) => m.column !== target && hexCells(m.column));
    if (hex) target = hex.column;
  }
  // "Which cipher has the highest id? Give the value from the algorithm column.": a column the question names as the
  // one to answer from is the target, whatever the asking clause named.
  const answerFrom =
    /\b(?:give|answer\s+with|report|use|return|name|write)\s+(?:the\s+)?(?:value|entry|cell|name|text)?\s*(?:from|in|of)\s+the\s+(?:[`'"‘“]?)([\w-]{1,40})[`'"’”]?\s+(?:column|field)\b/i.exec(
      q,
    );
  if (answerFrom && ['lookup', 'extreme', 'compare', 'list', 'neighbour'].includes(operation.op)) {
    const named = names.find((n) => n.toLowerCase() === answerFrom[1]!.toLowerCase());
    if (named) target = named;
  }
  // "What is the FreeBSD system call number of socket?", "What was the original Unicode name of the character …": the
  // column the asked phrase ends in (its head noun), the most of its name's words in the phrase.
  const ofPhrase = operation.op === 'lookup' ? /^\s*(?:what|which)\s+(?:is|are|was|were)\s+the\s+((?:[\w-]+\s+){0,5}?[\w-]+)\s+of\s+/i.exec(q) : null;
  if (ofPhrase) {
    const phrase = ofPhrase[1]!
      .toLowerCase()
      .split(/\s+/)
      .map((w) => stem(w));
    const last = phrase.at(-1)!;
    const fits = names
      .map((n) => {
        const parts = n
          .toLowerCase()
          .split(/[^a-z0-9]+/)
          .filter(Boolean)
          .map((p) => stem(p));
        return { n, hits: parts.includes(last) ? parts.filter((p) => phrase.includes(p)).length : 0, all: parts.length };
      })
      .filter((x) => x.hits > 0)
      .sort((a, b) => b.hits - a.hits || a.all - b.all);
    const best = fits[0];
    if (
      best &&
      (fits.length === 1 || best.hits > fits[1]!.hits || best.all < fits[1]!.all) &&
      best.n !== target &&
      !conditions.some((c) => c.column === best.n)
    )
      target = best.n;
  }
  // "Which predefined atom has the highest atom ID? Give the atom name without the XA_ prefix.": a sentence of its own
  // that tells which column to give.
  const giveAt = /(?:^|[.?!]\s+)(?:give|answer\s+with|report|name)\s+(?:the|its|their)\s+/gi;
  for (const g of q.matchAll(giveAt)) {
    const at = g.index! + g[0].length;
    // (Not a word for the kind of value alone: "Give the date as written", "give the code points in order".)
    const named = mentions.find(
      (m) =>
        m.start === at &&
        (q.slice(m.start, m.end).match(/[a-z]+/gi) ?? []).some((w) => !/^(?:dates?|values?|codes?|points?|numbers?|names?|ids?|texts?|strings?)$/i.test(w)) &&
        // (Every word of the column's name: "Give the file name" does not name max_files.)
        significantParts(m.column).every(
          (p) => stem(q.slice(m.start, m.end).toLowerCase()).includes(stem(p)) || q.slice(m.start, m.end).toLowerCase().includes(p),
        ),
    );
    if (named && g.index! > 0 && ['lookup', 'extreme', 'compare', 'list', 'neighbour'].includes(operation.op)) target = named.column;
  }
  // "the Python bindings (the pytalloc* files)": of several values picking rows of one column, those the question writes
  // whole (a pattern, a path) outrank one only a word of the question names ("python" of …/Tools/python.py).
  for (const column of new Set(conditions.filter((c) => c.kind === 'equals' && !c.negate).map((c) => c.column))) {
    const same = conditions.filter((c): c is StringCondition => c.kind === 'equals' && !c.negate && c.column === column);
    const whole = same.filter((c) => c.value.length >= 3 && /[*/._-]/.test(c.value) && q.toLowerCase().includes(c.value.toLowerCase()));
    if (same.length < 2 || whole.length === 0 || whole.length === same.length) continue;
    for (const c of same) if (!whole.includes(c) && !q.toLowerCase().includes(c.value.toLowerCase())) conditions.splice(conditions.indexOf(c), 1);
  }
  // "The action described as "Set system time" implies which other actions?": a column named by the verb the wh-word
  // follows is what is asked.
  const verbAsked = operation.op === 'lookup' ? mentions.find((m) => /^\s+(?:which|what)\b/i.test(q.slice(m.end, m.end + 8)) && m.start > 0) : undefined;
  if (verbAsked && verbAsked.column !== target) target = verbAsked.column;
  // (Not where the asking sentence wants distinct ones: "how many distinct product IDs".)
  const howMany = /\bhow many\b/i.exec(q);
  const asking = howMany ? sentenceOf(q, howMany.index) : { start: 0, end: q.length };
  const spelled =
    significantParts(target).every((p) => new RegExp(`\\b${escapeRegExp(singularOf(p))}`, 'i').test(q)) &&
    !/\b(?:distinct|different|unique)\b/i.test(q.slice(asking.start, asking.end));
  return {
    target,
    conditions,
    operation,
    ...(spelled ? { spelled: true as const } : {}),
    ...(both ? { both } : {}),
    sort,
    ...(pick ? { pick } : {}),
    ...(itemExtreme ? { itemExtreme } : {}),
    ...(spanEnd ? { spanEnd } : {}),
    ...(ties ? { ties } : {}),
    ...(orderAsked
      ? {
          order: {
            // Oldest or newest first orders by the date column, where there is one; lowest or highest by the values, or by
            // the numeric column the order names ("from the lowest bit number to the highest").
            by: /oldest|earliest|newest|latest|most recent/i.test(orderAsked[0])
              ? columns.find((c) => c.type === 'date')?.name
              : mentions.find((m) => m.start >= orderAsked.index && m.end <= orderAsked.index + orderAsked[0].length && typeOf(m.column) === 'number')?.column,
            // (The first extreme named is the order's start.)
            desc: /newest|latest|most recent|highest|largest/i.test(
              /oldest|earliest|newest|latest|most recent|lowest|smallest|highest|largest/i.exec(orderAsked[0])![0],
            ),
          },
        }
      : {}),
  };
}

/** "in alphabetical order", "in the order they appear": how a list answer is to be written. */
const ORDER_INSTRUCTION =
  /\b(?:in|by)\s+(?:alphabetical|alphabetic|numerical|numeric|ascending|descending|reversed?|document|file|table|the(?:\s+same)?)\s+order\b(?:\s+(?:they|it)\s+(?:appears?|are\s+listed|is\s+listed|comes?|occurs?))?/gi;
/** "oldest first", "newest first", "lowest first": the order a list answer is asked in. */
const ORDER_FIRST =
  /\b(?:oldest|earliest|newest|latest|most recent|lowest|smallest|highest|largest)\s+first\b|\b(?:ordered\s+|sorted\s+)?from\s+the\s+(?:lowest|smallest|oldest|earliest|highest|largest|newest|latest)\s+(?:[\w-]+\s+){0,2}to\s+the\s+(?:lowest|smallest|oldest|earliest|highest|largest|newest|latest)\b/i;

// ---- execution -------------------------------------------------------------------

/** A number written with thousands separators ("1,234"): one value, not a list. */
const THOUSANDS = /^[-+]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

/** Whether a row meets all the conditions; with `either`, several values one column must equal are alternatives. */
function holdsAll(row: Row, conditions: readonly Condition[], either: boolean): boolean {
  if (!either) return conditions.every((c) => holds(row, c));
  const alternatives = new Map<string, Condition[]>();
  for (const c of conditions) if (c.kind === 'equals' && !c.negate) alternatives.set(c.column, [...(alternatives.get(c.column) ?? []), c]);
  return conditions.every((c) => {
    const group = c.kind === 'equals' && !c.negate ? alternatives.get(c.column)! : [c];
    return group.length > 1 ? group.some((g) => holds(row, g)) : holds(row, c);
  });
}

function holds(row: Row, c: Condition): boolean {
  const cell = (row[c.column] ?? '').trim();
  switch (c.kind) {
    case 'nonEmpty':
      return cell !== '' && cell !== '[]';
    case 'items':
      return (c.spaced ? cell.split(/\s+/).filter(Boolean) : cellItems(cell)).length === c.value;
    case 'length':
      return [...cell].length === c.value;
    case 'same': {
      // (As numbers where both are: "U+00A0" and "0xA0" are one value.)
      const other = (row[c.other] ?? '').trim();
      const a = asNumber(cell);
      const b = asNumber(other);
      const equal = a !== null && b !== null ? a === b : cell.toLowerCase() === other.toLowerCase();
      return equal !== c.negate;
    }
    case 'exceeds': {
      const a = asNumber(cell);
      const b = asNumber((row[c.other] ?? '').trim());
      return a !== null && b !== null && a > b;
    }
    case 'digits':
      return /\d/.test(cell) !== c.negate;
    case 'pattern':
      return new RegExp(c.source, 'iu').test(cell);
    case 'empty':
      return cell === '' || cell === '[]' || /^(?:none|null|n\/a|-)$/i.test(cell);
    case 'lt':
    case 'gt':
    case 'le':
    case 'ge': {
      // A date cell compares as its day number, against a date threshold.
      const n = c.days ? daysOf(cell, true) : (asNumber(cell) ?? daysOf(cell));
      if (n === null) return false;
      return c.kind === 'lt' ? n < c.value : c.kind === 'gt' ? n > c.value : c.kind === 'le' ? n <= c.value : n >= c.value;
    }
    default: {
      // (A cell the question writes in a stated case, "the lowercase key o", is matched in that case.)
      const a = c.exactCase ? cell : cell.toLowerCase();
      const v = c.exactCase ? c.value : c.value.toLowerCase();
      // A cell listing several values ("Ana Ruiz, Tom Berg") equals each of them: "alone or jointly".
      const ok =
        c.kind === 'includes' && c.word
          ? holdsWord(a, v)
          : c.kind === 'equals'
            ? a === v || ((/[,;]/.test(a) || /^\[.*\]$/.test(a)) && !THOUSANDS.test(a) && cellItems(a).includes(v))
            : c.kind === 'startsWith'
              ? // (A cell named by its first words, not asked to begin so, begins with them whole: "Ada Quill" is not "Ada Quillon".)
                a.startsWith(v) && !(c.loose && /[\p{L}\p{N}]$/u.test(v) && /^[\p{L}\p{N}]/u.test(a.slice(v.length)))
              : c.kind === 'endsWith'
                ? a.endsWith(v)
                : a.includes(v);
      return c.negate ? !ok : ok;
    }
  }
}

/** A column of dotted versions ("1.9", "1.19", "2.13.1"), where ranking as decimals would be wrong. */
function isVersionColumn(rows: Row[], column: string): boolean {
  const cells = rows.map((r) => (r[column] ?? '').trim()).filter(Boolean);
  return (
    cells.length > 0 &&
    cells.every((c) => /^v?\d+(?:\.\d+)+[a-z0-9~+-]*$/i.test(c)) &&
    (/version|release/i.test(column) || cells.some((c) => /\d+\.\d+\.\d+/.test(c)))
  );
}

/** The largest and smallest of many numbers, without spreading them into arguments (a long table would overflow the stack). */
function maxOf(xs: Iterable<number>): number {
  let m = -Infinity;
  for (const x of xs) if (x > m) m = x;
  return m;
}
function minOf(xs: Iterable<number>): number {
  let m = Infinity;
  for (const x of xs) if (x < m) m = x;
  return m;
}

/** "Which maintainer …", "which Debian developer …": a question for a person, as "who" is. */
export const WHICH_PERSON =
  /\bwhich\s+(?:[\w-]+\s+)?(?:maintainers?|persons?|people|packagers?|uploaders?|developers?|authors?|contributors?|compan(?:y|ies)|organi[sz]ations?|corporations?)\b(?=\s*\?|\s+(?:is|was|are|were|has|had|does|did|holds?|owns?|made|wrote|signed|released|uploaded|committed|created|authored|added|fixed|changed|removed|prepared|packaged|[a-z]+ed)\b)/i;

function measureOf(row: Row, m: Measure, dated: ReadonlySet<string>): number | null {
  if ('column' in m) {
    const cell = row[m.column] ?? '';
    if (m.items) return cellItems(cell).length;
    if (m.chars) return cell.trim() === '' ? null : cell.trim().length;
    return daysOf(cell, dated.has(m.column)) ?? asNumber(cell);
  }
  const from = daysOf(row[m.from] ?? '');
  const to = daysOf(row[m.to] ?? '');
  return from === null || to === null ? null : to - from;
}

/**
 * A column whose cells are codes written between spaces ("U+0023 U+FE0F U+20E3"): every filled cell is tokens holding
 * a digit (any tokens, under a plural name), and some cell holds several. Its cells are lists too ("sequences that consist of three code points").
 */
function spacedCodes(table: Table, column: string): boolean {
  // (Under a plural name, "extensions" over "cac cache", the tokens need no digit: the name says the cell lists them.)
  const plural = /[a-z]s$/i.test(column) && !/(?:ss|us|is)$/i.test(column);
  let several = false;
  for (const r of table.rows) {
    const cell = (r[column] ?? '').trim();
    if (cell === '') continue;
    const parts = cell.split(/\s+/);
    if (parts.length > 64 || !parts.every((p) => (plural || /\d/.test(p)) && /^[\w+.:-]{1,24}$/.test(p))) return false;
    if (parts.length > 1) several = true;
  }
  return several;
}

/** The items of a cell that holds a list ("CI,BF,GH", "a; b; c"); a cell without separators is one item. */
function cellItems(cell: string): string[] {
  // A JSON array (how a JSON document's list fields reach the table): its elements.
  if (/^\s*\[/.test(cell)) {
    try {
      const parsed: unknown = JSON.parse(cell);
      if (Array.isArray(parsed)) return parsed.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).filter((x) => x !== '');
    } catch {
      // not JSON: split as text
    }
  }
  // A GVariant array of strings ("['<Super>Down','<Alt>F5']", how a GSettings schema writes a default): its strings.
  const strings = /^\s*\[\s*'(?:[^'\\]|\\.)*'(?:\s*,\s*'(?:[^'\\]|\\.)*')*\s*\]\s*$/.test(cell)
    ? [...cell.matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((m) => m[1]!)
    : null;
  if (strings) return strings.filter((x) => x !== '');
  const sep = /;/.test(cell) ? ';' : ',';
  return cell
    .split(sep)
    .map((x) => x.trim())
    .filter(Boolean);
}

function uniq(xs: string[]): string[] {
  return [...new Set(xs)];
}

/** The row holding a cell equal to `key`: case-sensitively first ('a' is not 'A'), then ignoring case, then by its first token. */
function findRow(rows: Row[], key: string): Row | undefined {
  const k = key.toLowerCase();
  return (
    rows.find((row) => Object.values(row).some((v) => v === key)) ??
    rows.find((row) => Object.values(row).some((v) => v.toLowerCase() === k)) ??
    rows.find((row) => Object.values(row).some((v) => v.toLowerCase().split(/\s+/)[0] === k))
  );
}

export interface TableAnswer {
  answer: string;
  why: string;
}

/** The rows the plan's conditions pick (indexes), when it has any and they pick at most `cap` rows; else none. */
export function pickedRows(question: string, table: Table, cap: number): number[] {
  const plan = planTableQuestion(question, table);
  if (!plan || plan.conditions.length === 0) return [];
  const hits = table.rows.flatMap((r, i) => (holdsAll(r, plan.conditions, true) ? [i] : []));
  return hits.length <= cap ? hits : [];
}

/** How many different values a column's filled cells hold. */
function distinctIn(rows: readonly Row[], column: string): number {
  return new Set(rows.map((r) => r[column] ?? '').filter(Boolean)).size;
}

/**
 * The column a count per group groups by: the asked one, unless nearly every row has its own value there; then the
 * column whose repeated values name rows of the asked one ("parent_name" holding regions listed under "name"), else
 * the asked one still.
 */
function groupColumn(target: string, rows: readonly Row[], table: Table): string {
  if (distinctIn(rows, target) < 0.9 * rows.length) return target;
  const names = new Set(table.rows.map((r) => (r[target] ?? '').trim()).filter(Boolean));
  const parent = table.columns.find((c) => {
    if (c === target) return false;
    const values = rows.map((r) => (r[c] ?? '').trim()).filter(Boolean);
    return values.length >= 2 && new Set(values).size < values.length / 2 && values.every((v) => names.has(v));
  });
  return parent ?? target;
}

/**
 * The item of a row's listing cell standing where a condition's value stands in another listing cell of the row, where the
 * two columns list alike on every row and the items asked for are years (holders and their years).
 */
function parallelItem(table: Table, row: Row, target: string, keys: readonly { column: string; value: string }[]): { item: string; why: string } | null {
  const own = (row[target] ?? '').split('; ');
  // (Years beside their holders: lists of other things, files and their holders, say nothing of which goes with which.)
  if (own.length < 2 || !own.every((x) => /^\s*(?:1[5-9]|20)\d\d(?:\s*[-–,]\s*(?:1[5-9]|20)\d\d)*\s*$/.test(x))) return null;
  const items = (r: Row, c: string): number => (r[c] ?? '').split('; ').length;
  for (const key of keys) {
    if (!table.rows.every((r) => items(r, key.column) === items(r, target))) continue;
    const theirs = (row[key.column] ?? '').split('; ');
    const at = theirs.findIndex((x) => x.trim().toLowerCase() === key.value.toLowerCase());
    if (theirs.length === own.length && at >= 0) return { item: own[at]!.trim(), why: `item ${at + 1} of ${own.length}, beside ${key.value}` };
  }
  return null;
}

/** The end (or start) of a span of years ("1999-2003") where the plan asks for it; the value as it is otherwise. */
function spanEndOf(plan: TablePlan, value: string): string {
  const span = /^\s*((?:1[5-9]|20)\d\d)\s*[-–]\s*((?:1[5-9]|20)\d\d)\s*$/.exec(value);
  return span && plan.spanEnd ? span[plan.spanEnd === 'end' ? 2 : 1]! : value;
}

function repeatsIn(table: Table, columns: readonly string[], value: string): string | undefined {
  const lower = value.toLowerCase();
  const many = columns.filter((c) => table.rows.filter((r) => (r[c] ?? '').trim().toLowerCase() === lower).length >= 2);
  return many.length === 1 ? many[0] : undefined;
}

/** Run a plan over the table; null when it cannot be carried out. */
export function runTablePlan(plan: TablePlan, table: Table): TableAnswer | null {
  let rows = table.rows.filter((r) => holdsAll(r, plan.conditions, false));
  // No cell equals two values at once unless it lists them ("in both the descriptor and the signal group"): where none
  // does, several values of one column are alternatives ("S_IRWXU, S_IRWXG and S_IRWXO").
  if (rows.length === 0) rows = table.rows.filter((r) => holdsAll(r, plan.conditions, true));
  if (plan.both) {
    const { column, values, groupBy } = plan.both;
    const keyCols = [plan.target, ...groupBy.filter((g) => g !== plan.target)];
    const groups = new Map<string, Row[]>();
    for (const r of rows) {
      const k = keyCols.map((c) => r[c] ?? '').join('\u0000');
      groups.set(k, [...(groups.get(k) ?? []), r]);
    }
    rows = [...groups.values()].filter((g) => values.every((v) => g.some((r) => (r[column] ?? '').toLowerCase() === v.toLowerCase()))).map((g) => g[0]!);
  }
  if (plan.operation.op === 'lookup') {
    // "German" names the row whose cell is "German", not "German, Middle High (ca. 1050-1500)" beside it.
    const whole = rows.filter((r) =>
      plan.conditions.every((c) => c.kind !== 'equals' || c.negate || (r[c.column] ?? '').trim().toLowerCase() === c.value.toLowerCase()),
    );
    if (whole.length && whole.length < rows.length) rows = whole;
  }
  const describe = `${plan.operation.op} of ${plan.target} over ${rows.length} rows where ${plan.conditions.map((c) => `${c.column} ${c.kind}${'value' in c ? ` ${c.value}` : ''}${'negate' in c && c.negate ? ' (not)' : ''}`).join(' and ') || 'true'}`;
  const op = plan.operation;
  // "List them, oldest first": the rows in the order asked, by the date column (or by the values).
  const by = plan.order?.by;
  if (plan.order && (op.op === 'lookup' || op.op === 'list'))
    rows = [...rows].sort(
      (a, b) =>
        (plan.order!.desc ? -1 : 1) *
        (by
          ? asNumber(a[by] ?? '') !== null && asNumber(b[by] ?? '') !== null
            ? asNumber(a[by]!)! - asNumber(b[by]!)!
            : (a[by] ?? '').localeCompare(b[by] ?? '')
          : compareDotted(a[plan.target] ?? '', b[plan.target] ?? '')),
    );
  switch (op.op) {
    case 'lookup': {
      const vals = uniq(rows.map((r) => r[plan.target] ?? '').filter((v) => v !== ''));
      // A lookup must pick out rows: with no condition it would only list a column.
      if (vals.length === 0 || (plan.conditions.length === 0 && !plan.both && vals.length > 1)) return null;
      // One cell holding a JSON array ('["armhf","armel"]'): its items, as a list.
      if (vals.length === 1 && /^\s*\[/.test(vals[0]!)) return { answer: cellItems(vals[0]!).join(', '), why: describe };
      const items = vals.length === 1 ? cellItems(vals[0]!) : [];
      if (plan.itemExtreme && items.length >= 2) {
        const sorted = [...items].sort(compareDotted);
        const one = plan.itemExtreme === 'min' ? sorted[0]! : sorted.at(-1)!;
        return { answer: one, why: `${describe}; the ${plan.itemExtreme === 'min' ? 'least' : 'greatest'} of ${items.length} items in the cell` };
      }
      if (plan.pick && vals.length > 1) {
        const one = plan.pick > 0 ? vals[plan.pick - 1] : vals.at(plan.pick);
        return one ? { answer: one, why: `${describe}; number ${plan.pick} in table order` } : null;
      }
      // "Give the values for superscript one, superscript two and superscript three, in that order": one row per value
      // the question names, in the question's order.
      const keys = plan.conditions.filter(
        (c): c is Condition & { kind: 'equals'; value: string } => c.kind === 'equals' && !c.negate && typeof c.value === 'string',
      );
      if (!plan.sort && vals.length > 1 && keys.length === vals.length && keys.every((c) => c.column === keys[0]!.column)) {
        const ordered = keys.map((c) => rows.find((r) => (r[c.column] ?? '').trim().toLowerCase() === c.value.toLowerCase())?.[plan.target] ?? '');
        if (ordered.every(Boolean)) return { answer: ordered.join(', '), why: `${describe}; in the order the question names them` };
      }
      // Lists side by side in one row ("David Corcoran; Ludovic Rousseau" with "1999-2003; 2001-2022"): the item at the
      // place of the one the question names.
      const parallel = rows.length === 1 && vals.length === 1 ? parallelItem(table, rows[0]!, plan.target, keys) : null;
      if (parallel) return { answer: spanEndOf(plan, parallel.item), why: `${describe}; ${parallel.why}` };
      if (vals.length === 1) return { answer: spanEndOf(plan, vals[0]!), why: describe };
      return { answer: (plan.sort ? [...vals].sort() : vals).join(', '), why: describe };
    }
    case 'between': {
      const ends = op.keys.map((k) => findRow(rows, k)).map((r) => (r ? rows.indexOf(r) : -1));
      if (ends.some((i) => i < 0)) return null;
      const [from, to] = [Math.min(...ends), Math.max(...ends)];
      const inside = op.inclusive ? rows.slice(from, to + 1) : rows.slice(from + 1, to);
      if (op.count) return { answer: String(inside.length), why: `${describe}; rows ${op.inclusive ? 'from' : 'strictly between'} ${op.keys.join(' and ')}` };
      const vals = inside.map((r) => r[plan.target] ?? '').filter(Boolean);
      return vals.length ? { answer: vals.join(', '), why: `${describe}; rows between ${op.keys.join(' and ')}` } : null;
    }
    case 'list': {
      const vals = uniq(rows.map((r) => r[plan.target] ?? '').filter((v) => v !== ''));
      if (vals.length === 0) return null;
      // One cell holding a list: a JSON array, or items joined by bare semicolons ("System;Monitor;GTK;").
      if (vals.length === 1 && (/^\s*\[/.test(vals[0]!) || /^[^;\s][^;]*(?:;[^;\s][^;]*)+;?$/.test(vals[0]!.trim())))
        return { answer: cellItems(vals[0]!).join(', '), why: describe };
      const sorted =
        plan.sort === 'asc' ? [...vals].sort((a, b) => a.localeCompare(b)) : plan.sort === 'desc' ? [...vals].sort((a, b) => b.localeCompare(a)) : vals;
      return { answer: sorted.join(', '), why: describe };
    }
    case 'count': {
      // One row picked by a value, and the column asked about holds a list in its cell: count the list's items.
      // So is the cell a condition picked by one of its items ("the stanza that covers main/dependency.c").
      const keyed = plan.conditions.some(
        (c) =>
          c.kind === 'equals' && (c.column !== plan.target || (rows.length === 1 && (rows[0]![c.column] ?? '').trim().toLowerCase() !== c.value.toLowerCase())),
      );
      const items = rows.length === 1 && keyed ? cellItems(rows[0]![plan.target] ?? '') : [];
      if (items.length >= 2) return { answer: String(items.length), why: `${describe}; ${items.length} items in the ${plan.target} cell` };
      // Several rows picked by a value of another column, each holding a JSON list in the column asked about ("how many
      // product IDs are listed for Arduino", under two vendor IDs): their items, added up.
      // (Only where the question writes the column's own words, "product IDs", and does not ask for distinct ones.)
      const lists =
        plan.conditions.some((c) => c.kind === 'equals' && c.column !== plan.target) && rows.length >= 2 && plan.spelled
          ? rows.map((r) => (r[plan.target] ?? '').trim())
          : [];
      if (lists.length && lists.every((cell) => cell.startsWith('['))) {
        const total = lists.reduce((n, cell) => n + cellItems(cell).length, 0);
        return { answer: String(total), why: `${describe}; ${total} items in the ${plan.target} cells` };
      }
      // A column only some rows fill ("version" of a change log's entries) counts the rows that fill it, unless a condition
      // already says which.
      const filled = plan.conditions.some((c) => c.column === plan.target) ? rows : rows.filter((r) => (r[plan.target] ?? '').trim() !== '');
      const sparse = filled.length > 0 && filled.length < rows.length;
      const n = op.distinct ? new Set(filled.map((r) => r[plan.target] ?? '')).size : sparse ? filled.length : rows.length;
      return { answer: String(n), why: describe };
    }
    case 'sum':
    case 'average': {
      const nums = rows.map((r) => asNumber(r[plan.target] ?? '')).filter((n): n is number => n !== null);
      if (nums.length === 0) return null;
      const total = nums.reduce((a, b) => a + b, 0);
      const value = op.op === 'sum' ? total : total / nums.length;
      return { answer: String(Math.round(value * 1e6) / 1e6), why: `${describe}; ${op.op} of ${nums.length} values` };
    }
    case 'extreme': {
      // Dotted versions rank part by part: 1.19 after 1.9.
      if ('column' in op.measure && isVersionColumn(rows, op.measure.column)) {
        const column = op.measure.column;
        const ranked = rows.filter((r) => (r[column] ?? '') !== '').sort((a, b) => compareDotted(a[column]!, b[column]!));
        const best = op.max ? ranked.at(-1) : ranked[0];
        return best ? { answer: best[plan.target] ?? '', why: `${describe}; ${op.max ? 'max' : 'min'} version ${best[column]}` } : null;
      }
      if ('column' in op.measure && op.measure.alpha) {
        const column = op.measure.column;
        const ranked = rows.filter((r) => (r[column] ?? '').trim() !== '').sort((a, b) => a[column]!.localeCompare(b[column]!, 'en', { sensitivity: 'base' }));
        const best = op.max ? ranked.at(-1) : ranked[0];
        return best ? { answer: best[plan.target] ?? '', why: `${describe}; alphabetically ${op.max ? 'last' : 'first'} ${column} ${best[column]}` } : null;
      }
      if (op.rank) {
        // The value at that place of the rows ranked; every row holding it ("third-largest" over 25, 7, 7, 4 is 7: both).
        const measured = rows.map((r) => ({ r, v: measureOf(r, op.measure, datedColumns(table)) }));
        const values = measured
          .map((x) => x.v)
          .filter((v): v is number => v !== null)
          .sort((a, b) => (op.max ? b - a : a - b));
        const value = values[op.rank - 1];
        if (value === undefined) return null;
        const at = uniq(measured.filter((x) => x.v === value).map((x) => x.r[plan.target] ?? ''));
        return { answer: at.join(', '), why: `${describe}; rank ${op.rank} by ${op.max ? 'max' : 'min'} ${JSON.stringify(op.measure)} = ${value}` };
      }
      let best: Row | undefined;
      let bestValue = 0;
      for (const r of rows) {
        const v = measureOf(r, op.measure, datedColumns(table));
        if (v === null) continue;
        if (!best || (op.max ? v > bestValue : v < bestValue)) {
          best = r;
          bestValue = v;
        }
      }
      if (!best) return null;
      // "Which opcodes were introduced in the highest protocol": every row at the extreme, when several are asked for.
      const tied = plan.ties ? uniq(rows.filter((r) => measureOf(r, op.measure, datedColumns(table)) === bestValue).map((r) => r[plan.target] ?? '')) : [];
      if (tied.length > 1)
        return {
          answer: (plan.sort ? [...tied].sort((a, b) => a.localeCompare(b)) : tied).join(', '),
          why: `${describe}; ${tied.length} rows at ${op.max ? 'max' : 'min'} ${JSON.stringify(op.measure)} = ${bestValue}`,
        };
      return { answer: best[plan.target] ?? '', why: `${describe}; ${op.max ? 'max' : 'min'} ${JSON.stringify(op.measure)} = ${bestValue}` };
    }
    case 'compare': {
      const keyColumn = op.keyColumn ?? plan.target;
      const scored = op.keys.map((k) => {
        const vals = rows
          .filter((r) => (r[keyColumn] ?? '').toLowerCase() === k.toLowerCase())
          .map((r) => measureOf(r, op.measure, datedColumns(table)))
          .filter((v): v is number => v !== null);
        return { key: k, value: vals.length ? (op.max ? maxOf(vals) : minOf(vals)) : null };
      });
      const known = scored.filter((s): s is { key: string; value: number } => s.value !== null);
      if (known.length < 2) return null;
      known.sort((a, b) => (op.max ? b.value - a.value : a.value - b.value));
      const winner = table.rows.find((r) => (r[keyColumn] ?? '').toLowerCase() === known[0]!.key.toLowerCase());
      return { answer: winner?.[plan.target] ?? known[0]!.key, why: `${describe}; ${known.map((k) => `${k.key}=${k.value}`).join(', ')}` };
    }
    case 'daysBetween': {
      const dates = op.keys.map((k) => {
        const r = findRow(rows, k);
        return r ? daysOf(r[op.column] ?? '') : null;
      });
      if (dates.length < 2 || dates.some((d) => d === null)) return null;
      // Years and months between two dates count calendar years and months (1994-06 to 2006-11: 12 years).
      const [a, b] = op.keys.map((k) => findRow(rows, k)![op.column]!);
      const years = Math.abs(Number(b!.slice(0, 4)) - Number(a!.slice(0, 4)));
      const months = Math.abs(Number(b!.slice(0, 4)) * 12 + Number(b!.slice(5, 7)) - (Number(a!.slice(0, 4)) * 12 + Number(a!.slice(5, 7))));
      const answer = op.unit === 'years' ? years : op.unit === 'months' ? months : Math.round(Math.abs(dates[1]! - dates[0]!));
      return { answer: String(answer), why: `${describe}; ${op.column} of ${op.keys.join(' and ')}${op.unit ? ` in ${op.unit}` : ''}` };
    }
    case 'difference': {
      // Each side's row: the one its values all pick (one value each per column), else the row holding its key.
      const rowOf = (k: string, i: number): Row | undefined => {
        const sel = op.selectors?.[i];
        if (!sel) return findRow(rows, k);
        const hits = rows.filter((r) => sel.every((c) => (r[c.column] ?? '').toLowerCase() === c.value.toLowerCase()));
        return hits.length === 1 ? hits[0] : undefined;
      };
      const values = op.keys.map((k, i) => {
        const r = rowOf(k, i);
        return r ? asNumber(r[op.column] ?? '') : null;
      });
      if (values.some((v) => v === null)) return null;
      return {
        answer: String(Math.round(Math.abs(values[0]! - values[1]!) * 1e6) / 1e6),
        why: `${describe}; ${op.column} of ${op.keys.join(' and ')}: ${values.join(' and ')}`,
      };
    }
    case 'span': {
      const days = rows.map((r) => daysOf(r[op.column] ?? '')).filter((v): v is number => v !== null);
      if (days.length < 2) return null;
      const per = op.unit ? { days: 1, weeks: 7, months: 30.436875, years: 365.2425 }[op.unit] : 1;
      const value = (maxOf(days) - minOf(days)) / per;
      return { answer: String(Math.round(value * 100) / 100), why: `${describe}; latest minus earliest ${op.column}${op.unit ? ` in ${op.unit}` : ''}` };
    }
    case 'gap': {
      const values = rows
        .map((r) => daysOf(r[op.column] ?? '') ?? asNumber(r[op.column] ?? ''))
        .filter((v): v is number => v !== null)
        .sort((a, b) => a - b);
      if (values.length < 2) return null;
      let best = values[1]! - values[0]!;
      for (let i = 2; i < values.length; i++) {
        const step = values[i]! - values[i - 1]!;
        if (op.max ? step > best : step < best) best = step;
      }
      const isDate = rows.some((r) => daysOf(r[op.column] ?? '') !== null);
      const per = isDate && op.unit ? { days: 1, weeks: 7, months: 30.436875, years: 365.2425 }[op.unit] : 1;
      return {
        answer: String(Math.round((best / per) * 100) / 100),
        why: `${describe}; ${op.max ? 'largest' : 'smallest'} step between consecutive ${op.column} values${op.unit ? ` in ${op.unit}` : ''}`,
      };
    }
    case 'neighbour': {
      // The row next to the one the key values pick, in the table's own order.
      if (rows.length !== 1) return null;
      const from = op.step === undefined ? null : asNumber(rows[0]![op.step] ?? '');
      const next =
        op.step !== undefined && from !== null
          ? table.rows.find((r) => asNumber(r[op.step!] ?? '') === from + op.offset)
          : table.rows[table.rows.indexOf(rows[0]!) + op.offset];
      const value = next?.[plan.target];
      return value ? { answer: value, why: `${describe}; the row ${op.offset > 0 ? 'after' : 'before'} it` } : null;
    }
    case 'columnDifference': {
      if (rows.length !== 1) return null;
      const [x, y] = [asNumber(rows[0]![op.a] ?? ''), asNumber(rows[0]![op.b] ?? '')];
      if (x === null || y === null) return null;
      const d = op.absolute ? Math.abs(x - y) : x - y;
      return { answer: String(Math.round(d * 1e6) / 1e6), why: `${describe}; ${op.a} ${x} less ${op.b} ${y}` };
    }
    case 'groupExtreme': {
      const by = groupColumn(plan.target, rows, table);
      const counts = new Map<string, number>();
      for (const r of rows) if (r[by]) counts.set(r[by]!, (counts.get(r[by]!) ?? 0) + 1);
      if (counts.size < 2) return null;
      const ranked = [...new Set(counts.values())].sort((a, b) => (op.max ? b - a : a - b));
      const best = ranked[(op.rank ?? 1) - 1];
      if (best === undefined) return null;
      const winners = [...counts].filter(([, n]) => n === best).map(([k]) => k);
      return {
        answer: winners.sort((a, b) => a.localeCompare(b)).join(', '),
        why: `${describe}; ${op.rank ? `number ${op.rank} in ` : ''}${op.max ? 'most' : 'fewest'} rows per ${by}: ${best}`,
      };
    }
    case 'oddOneOut': {
      // "The only one whose group is not mem": the question's own condition may already leave the one row.
      if (rows.length === 1 && plan.conditions.length > 0) return { answer: rows[0]![plan.target] ?? '', why: `${describe}; the only row left` };
      const groups = new Map<string, Row[]>();
      for (const r of rows) groups.set(r[op.column] ?? '', [...(groups.get(r[op.column] ?? '') ?? []), r]);
      const singles = [...groups.values()].filter((g) => g.length === 1);
      if (groups.size < 2) return null;
      if (singles.length === 1) return { answer: singles[0]![0]![plan.target] ?? '', why: `${describe}; the only row with a different ${op.column}` };
      // Several rows of one thing (a font family's four styles) differ together: the smallest group, if all of one thing.
      const bySize = [...groups.values()].sort((a, b) => a.length - b.length);
      const things = uniq(bySize[0]!.map((r) => r[plan.target] ?? ''));
      if (singles.length === 0 && bySize[0]!.length < bySize[1]!.length && things.length === 1)
        return { answer: things[0]!, why: `${describe}; the only ${plan.target} whose rows have a different ${op.column}` };
      return null;
    }
    default: {
      const never: never = op;
      return never;
    }
  }
}

const RECENCY = /\b(?:most recent|newest|latest|oldest|earliest|first|last)\s+(?:\w+\s+)?(?:entry|entries|release|version|upload|change)\b/i;

/** Column names that hold the person who made a row (an entry's author, a change's committer). */
const PERSON_COLUMN = /^(?:author|authors|name|by|maintainer|contributor|committer|submitter|owner|person|who|editor|reporter)$/i;

/** Columns of prose: some cell holds four words or more. */
/** Column names for what names or describes a row in words ("name", "description"). */
const NAMING_COLUMN = /^(?:name|title|description|summary|label)$/i;

function textColumnsOf(table: Table, except?: string): string[] {
  // A column of names ("MAHJONG TILE PLUM") describes its rows too, whichever rows a search kept.
  const named = (c: string): boolean => NAMING_COLUMN.test(c.trim());
  return table.columns.filter((c) => c !== except && table.rows.some((r) => (r[c] ?? '').split(/\s+/).length >= (named(c) ? 2 : 4)));
}

/**
 * The row a question describes by what it says: the first row whose text
 * columns hold the largest share of the words `want`, with that share and
 * the best share of any other row (to tell a clear best from a tie).
 */
function describedRow(rows: Row[], textColumns: string[], want: ReadonlySet<string>): { row: Row; score: number; second: number } | null {
  // (Chosen by the score with the row's coverage; reported, with the runner-up, without it, so that a tie stays a tie.)
  let best: { row: Row; score: number; plain: number } | null = null;
  const plains: number[] = [];
  const held = rows.map((row) => new Set(textColumns.flatMap((c) => terms(row[c] ?? ''))));
  // Ties go to the row holding the rarer words ("reboot" over "allow" and "process"): a bump too small to lift a row
  // past one that holds more of the words.
  const df = new Map([...want].map((t) => [t, held.filter((h) => h.has(t)).length]));
  for (const [i, row] of rows.entries()) {
    const have = held[i]!;
    const hits = [...want].filter((t) => have.has(t));
    // (Then to the row whose own words the question holds the more of: "get ESSID" over "get private ioctl interface info"
    // for "the ioctl that gets the ESSID".)
    const coverage = have.size ? hits.length / have.size : 0;
    const plain = hits.length / want.size + (0.01 * hits.reduce((n, t) => n + 1 / df.get(t)!, 0)) / want.size;
    const score = plain + (0.02 * coverage) / want.size;
    plains.push(plain);
    if (!best || score > best.score) best = { row, score, plain };
  }
  if (!best) return null;
  const at = rows.indexOf(best.row);
  const second = Math.max(0, ...plains.filter((_, i) => i !== at));
  return { row: best.row, score: best.plain, second };
}

/**
 * "Who added X?", "on what date was the upload that fixed X signed?",
 * "which version's entry mentions X?": a row named by what it says. The row
 * whose longer text cells share most of the question's content words (at
 * least half), read in its person, date or version column.
 */
function whoDid(question: string, table: Table): TableAnswer | null {
  const wanted = ASKS_WHO.test(question)
    ? PERSON_COLUMN
    : /\b(?:when|what date|which date|what day)\b/i.test(question)
      ? /^date$/i
      : /\b(?:what|which)\s+(?:\w+\s+)?version/i.test(question)
        ? /^version$/i
        : null;
  // "Who signed the most recent entry" ranks the entries; it does not describe one.
  if (!wanted || RECENCY.test(question)) return null;
  const person = table.columns.find((c) => wanted.test(c.replace(/[_-]/g, ' ').trim()));
  if (!person) return null;
  const textColumns = textColumnsOf(table, person);
  if (textColumns.length === 0) return null;
  // The words that say what the row is about: not the wh-phrase, not an instruction on the answer's form.
  const asked = question.replace(/(?:^|\s)(?:Give|List|Answer|Write|Use|Round|Express|Format)\b[^.?!]*[.?!]?/g, ' ');
  const want = new Set(terms(asked.replace(/^(?:[^?]*?,\s*)?who\s+\w+/i, '')).filter((t) => !/^(?:date|version|entri|entry|signed|sign)$/.test(t)));
  if (want.size === 0) return null;
  const best = describedRow(table.rows, textColumns, want);
  if (!best || best.score < 0.5 || !best.row[person]) return null;
  // "Who is credited for the change": the name the entry credits in parentheses ("… (Vincent Mihalkovic)") or after
  // "from", "by" or "thanks to", not the one who wrote the entry.
  if (CREDITED.test(question)) {
    const text = textColumns.map((c) => best.row[c] ?? '').join(' ');
    const credit =
      /\(([\p{Lu}][\p{L}'’-]+(?:\s+[\p{Lu}][\p{L}'’.-]+){1,3})\)/u.exec(text)?.[1] ??
      /\b(?:from|by|[Tt]hanks to|[Rr]eported by|[Ss]uggested by)\s+([\p{Lu}][\p{L}'’-]+(?:\s+[\p{Lu}][\p{L}'’.-]+){1,3})/u.exec(text)?.[1];
    if (credit) return { answer: credit, why: `the name credited in the row whose ${textColumns.join('/')} best matches the question` };
  }
  return {
    answer: best.row[person]!,
    why: `${person} of the row whose ${textColumns.join('/')} shares ${Math.round(best.score * 100)}% of the question's words`,
  };
}

/** Asks whom an entry credits, not who wrote it. */
const CREDITED = /\b(?:credit(?:ed|s)?|thank(?:ed|s)?|reported|suggested|contributed|patch (?:from|by)|submitted)\b/i;

/** "Of the two Star Labs devices in the table, which one …": a group of rows compared (group 1 what they are called). */
const GROUP_COMPARED = /^\s*(?:of|among|between)\s+(?:the|these|those)\s+(?:two|three|four|five|\d+)\s+([^,?]{1,80}),\s*which\b/i;

const MISSING =
  /\b(?:missing|absent|skipped|unused|unassigned|have no (?:row|entry)|have no \w+(?: \w+)? (?:assigned|defined|mapped|in the table)|(?:are|is) not (?:listed|used|assigned|in the table))\b/i;

/**
 * "Which numbers in that range have no row?": the integers between the
 * smallest and largest of a column of whole numbers (the named one first)
 * that no row holds, ascending. At most 50, else the question is not this one.
 */
/**
 * "How many code points in the range the file gives are not listed?": the size of the range a column holds for every
 * row ("U+0E00..U+0E7F"), less the distinct numbers of the rows inside it.
 */
function rangeGaps(question: string, table: Table): TableAnswer | null {
  if (!/\bhow many\b[^?]*\brange\b|\brange\b[^?]*\bhow many\b/i.test(question) || !/\b(?:not|no|missing|without|unlisted|unassigned|absent)\b/i.test(question))
    return null;
  const first = table.rows[0];
  if (!first) return null;
  const rangeColumn = table.columns.find((c) => CODE_RANGE.test(first[c] ?? '') && table.rows.every((r) => r[c] === first[c]));
  const hex = table.columns.find((c) => c !== rangeColumn && table.rows.every((r) => /^(?:0x|U\+)[0-9a-f]{1,8}$/i.test((r[c] ?? '').trim())));
  if (!rangeColumn || !hex) return null;
  const [lo, hi] = (CODE_RANGE.exec(first[rangeColumn]!)![0].match(/(?:U\+|0x)[0-9A-F]{1,8}/gi) ?? []).map((x) => Number(x.replace(/^U\+/i, '0x')));
  if (lo === undefined || hi === undefined || hi < lo || hi - lo > 1_000_000) return null;
  const listed = new Set(table.rows.map((r) => Number((r[hex] ?? '').trim().replace(/^U\+/i, '0x'))).filter((n) => n >= lo && n <= hi));
  const gaps = hi - lo + 1 - listed.size;
  return { answer: String(gaps), why: `${hi - lo + 1} numbers in ${first[rangeColumn]}, ${listed.size} of them listed in ${hex}` };
}

function missingNumbers(question: string, table: Table): TableAnswer | null {
  if (!MISSING.test(question) || !/\b(?:which|what)\b[^?]*\b(?:numbers?|codes?|code points?|values|ids|integers|bytes?)\b/i.test(question)) return null;
  // Whole numbers, decimal or hexadecimal ("0x8D", "U+2065": answered as the column writes its numbers).
  const hex = (c: string): boolean => table.rows.length > 1 && table.rows.every((r) => /^(?:0x|U\+)[0-9a-f]{1,8}$/i.test((r[c] ?? '').trim()));
  const whole = (c: string): boolean => hex(c) || (table.rows.length > 1 && table.rows.every((r) => /^\d{1,9}$/.test((r[c] ?? '').trim())));
  const named = columnMentions(question, table.columns).map((m) => m.column);
  const column = (/\bhex(?:adecimal)?\b/i.test(question) ? table.columns.find(hex) : undefined) ?? named.find(whole) ?? table.columns.find(whole);
  if (!column) return null;
  // "Which type numbers from 0 to 43 have no i386 relocation?": the rows of the value the question names (in another
  // column), and the range it gives.
  const values = valueMentions(question, table, columnTypes(table)).filter((v) => v.exact.length && !v.exact.includes(column) && !/^\d+$/.test(v.value));
  const rows = table.rows.filter((r) => values.every((v) => v.exact.some((c) => (r[c] ?? '').trim().toLowerCase() === v.value.toLowerCase())));
  const have = new Set(rows.map((r) => Number((r[column] ?? '').trim().replace(/^U\+/i, '0x'))));
  if (hex(column)) {
    const sample = (table.rows[0]![column] ?? '').trim();
    const prefix = sample.slice(0, 2);
    const digits = sample.length - 2;
    const upper = /[A-F]/.test(table.rows.map((r) => r[column] ?? '').join('')) || !/[a-f]/.test(table.rows.map((r) => r[column] ?? '').join(''));
    const lo = minOf(have);
    const hi = maxOf(have);
    const gaps: string[] = [];
    for (let n = lo; n <= hi && gaps.length <= 50; n++) {
      if (have.has(n)) continue;
      const h = n.toString(16).padStart(digits, '0');
      gaps.push(`${prefix}${upper ? h.toUpperCase() : h}`);
    }
    if (gaps.length === 0 || gaps.length > 50) return null;
    return { answer: gaps.join(', '), why: `${gaps.length} numbers between ${sample} and the last with no row in ${column}` };
  }
  const range = /\b(?:from|between)\s+(\d{1,9})\s+(?:to|and|through)\s+(\d{1,9})\b/i.exec(question);
  const [lo, hi] = range ? [Number(range[1]), Number(range[2])] : [minOf(have), maxOf(have)];
  const missing: number[] = [];
  for (let n = lo; n <= hi && missing.length <= 50; n++) if (!have.has(n)) missing.push(n);
  if (missing.length === 0 || missing.length > 50) return null;
  const of = values.map((v) => v.value).join(', ');
  return {
    answer: missing.join(', '),
    why: range
      ? `${missing.length} whole numbers from ${lo} to ${hi} with no row${of ? ` of ${of}` : ''} in ${column}`
      : `${missing.length} whole numbers between ${lo} and ${hi} with no row in ${column}`,
  };
}

/**
 * "What is the version of the first release recorded after the change that
 * added X?": in a log of dated entries some of which release a version, the
 * entry the question describes (its text sharing most of the question's
 * words, at least half), then the earliest later entry with a version.
 */
function releaseAfter(question: string, table: Table): TableAnswer | null {
  const asked = /\b(?:first|next)\s+release\b[^?]*\b(?:after|following)\b|\brelease\s+(?:recorded\s+|made\s+|cut\s+)?(?:after|following)\b/i.exec(question);
  if (!asked || !table.columns.includes('version') || !table.columns.includes('date') || !table.columns.includes('text')) return null;
  const want = new Set(terms(question.replace(asked[0], ' ')).filter((t) => !/^(?:version|release|number|first|record|change|entri|entry|date)$/.test(t)));
  if (want.size === 0) return null;
  const best = describedRow(table.rows, ['text'], want);
  if (!best || best.score < 0.5) return null;
  const from = best.row.date!;
  const later = table.rows
    .filter((r) => r.version && (r.date ?? '') >= from && r !== best!.row)
    .sort((a, b) => (a.date! < b.date! ? -1 : a.date! > b.date! ? 1 : 0));
  const next = later[0];
  if (!next) return null;
  const answer = /\b(?:when|what date|which date|what day)\b/i.test(question) ? next.date! : next.version!;
  return {
    answer,
    why: `the first release (${next.version}, ${next.date}) after the entry of ${from} whose text shares ${Math.round(best.score * 100)}% of the question's words`,
  };
}

/** A key chord as a question writes it: "Alt+F8", "Ctrl + Alt + T", "Super+Down". */
const CHORD = /(?<![\w+])((?:(?:Ctrl|Control|Alt|Shift|Super|Meta|Primary|Cmd|Command|Win|Mod[1-5])\s?\+\s?)+)([A-Za-z0-9_]+)(?![\w+])/;

/** A chord's modifiers (Ctrl, Control and Primary are one) and key, lower case: "alt+f8" for both "Alt+F8" and "<Alt>F8". */
function chordKey(mods: readonly string[], key: string): string {
  const named = mods.map((m) =>
    m
      .toLowerCase()
      .replace(/^(?:ctrl|primary)$/, 'control')
      .replace(/^(?:cmd|command)$/, 'meta'),
  );
  return [...new Set(named)].sort().concat(key.toLowerCase()).join('+');
}

/**
 * "Which window-manager action is bound to Alt+F8?" over bindings written "['<Alt>F8']": the one row one of whose cells
 * binds that chord, its first column (or the column the question names).
 */
function boundToChord(question: string, table: Table): TableAnswer | null {
  const m = CHORD.exec(question);
  // (Not a yes-or-no question: "Is Ctrl+V bound to copy?")
  if (!m || /^\s*(?:is|are|does|do|can|was|were)\b/i.test(question)) return null;
  const wanted = chordKey(
    m[1]!
      .split('+')
      .map((x) => x.trim())
      .filter(Boolean),
    m[2]!,
  );
  const binds = (cell: string): boolean =>
    cellItems(cell).some((item) => {
      const b = /^((?:<[A-Za-z0-9]+>)+)([A-Za-z0-9_]+)$/.exec(item.trim());
      return b !== null && chordKey(b[1]!.slice(1, -1).split('><'), b[2]!) === wanted;
    });
  // The column of bindings: the one named so ("default", "binding", "shortcut"), else the one most of whose cells bind
  // chords; not a column of old ones a row replaces.
  const chordCells = (c: string): number =>
    table.rows.filter((r) => /</.test(r[c] ?? '') && cellItems(r[c] ?? '').some((i) => /^(?:<[A-Za-z0-9]+>)+\w+$/.test(i.trim()))).length;
  const withChords = table.columns.filter((c) => chordCells(c) > 0);
  const bindings =
    withChords.find((c) => /default|bind|shortcut|accel|key|value/i.test(c) && !/old|previous|former|replac/i.test(c)) ??
    withChords.sort((a, b) => chordCells(b) - chordCells(a))[0];
  if (!bindings) return null;
  const hits = table.rows.filter((r) => binds(r[bindings] ?? ''));
  if (hits.length !== 1) return null;
  const row = hits[0]!;
  const named = columnMentions(question, table.columns)
    .map((x) => x.column)
    .find((c) => c !== table.columns[0] && (row[c] ?? '').trim() !== '' && !binds(row[c] ?? ''));
  const column = named ?? table.columns[0]!;
  return { answer: (row[column] ?? '').trim(), why: `the ${column} of the one row that binds ${m[0]}` };
}

/**
 * "What is the default limit on the number of attached databases?" over constants keyed "SQLITE_LIMIT_ATTACHED": the
 * one row whose key's parts the question says most of (parts most rows share, "SQLITE", count for nothing), read in
 * the one other column the question names that the row fills.
 */
function rowByKeyParts(question: string, table: Table): TableAnswer | null {
  if (/\bhow many\b|\bwhich\b.*\b(?:are|were)\b/i.test(question)) return null;
  const keyed = /^[A-Za-z][A-Za-z0-9]*(?:[_.][A-Za-z0-9]+)+$/;
  const key = table.columns.find((c) => {
    const cells = table.rows.map((r) => (r[c] ?? '').trim());
    return cells.filter((x) => keyed.test(x)).length >= 0.8 * cells.length && new Set(cells).size === cells.length;
  });
  if (!key) return null;
  // Every word, "attached" too (a word about the document elsewhere).
  const asked = new Set(tokens(question).map((t) => stem(t.lower)));
  const partsOf = (r: Row): string[] => (r[key] ?? '').toLowerCase().split(/[_.]/);
  const share = new Map<string, number>();
  for (const r of table.rows) for (const p of new Set(partsOf(r))) share.set(p, (share.get(p) ?? 0) + 1);
  // Ties go to the key with fewer parts left unsaid ("LIMIT_ATTACHED" over "LIMIT_VARIABLE_NUMBER" for "the number of
  // attached databases").
  const score = (r: Row): number => {
    const own = partsOf(r).filter((p) => p.length >= 3 && share.get(p)! * 2 <= table.rows.length);
    const said = own.filter((p) => asked.has(stem(p))).length;
    // (Two parts said, or all of a key's own: one word shared with "LIM_OPEN_FILES" names no row.)
    return said === 0 || (said < 2 && said < own.length) ? 0 : said + said / own.length;
  };
  const best = Math.max(0, ...table.rows.map(score));
  const rows = table.rows.filter((r) => score(r) === best);
  if (best === 0 || rows.length !== 1) return null;
  const row = rows[0]!;
  const read = uniq(columnMentions(question, table.columns).map((m) => m.column)).filter((c) => c !== key && (row[c] ?? '').trim() !== '');
  if (read.length !== 1) return null;
  return { answer: row[read[0]!]!.trim(), why: `the ${read[0]} of ${row[key]}, the key whose parts the question names` };
}

/**
 * "In which version was the policy introduced that makes the return command
 * check its parameters?": no value names the row, but its text does. The
 * row whose longer text cells share most of the question's other words (at
 * least half), read in the column the question names that holds no text.
 */
function rowByDescription(question: string, table: Table): TableAnswer | null {
  const textColumns = textColumnsOf(table);
  // The columns the asking clause names come first ("A protocol named Bluetooth … What is that class's code?").
  const wh = /\b(?:what|which|who|whose|when|where|how)\b/i.exec(question)?.index ?? 0;
  const mentioned = columnMentions(question, table.columns);
  const named = [...mentioned.filter((m) => m.start >= wh), ...mentioned.filter((m) => m.start < wh)].map((m) => m.column);
  const candidates = named.filter((c) => !textColumns.includes(c) && table.rows.some((r) => (r[c] ?? '') !== ''));
  // "In which version …": of the columns named, the one whose cells are versions (or dates, numbers) as asked.
  const type = analyseQuestion(question).type;
  const shaped: Partial<Record<string, RegExp>> = { version: /^v?\d+(?:\.\d+)+/, date: /^\d{4}-\d{2}-\d{2}$/, year: /^\d{4}/, number: /^-?\d/ };
  const fits = shaped[type];
  // "Which built-in would I use to …": with no other column named, the rows' names (the first column) answer.
  // "Which contributor …": the column of people.
  const first = table.columns[0];
  const people = /^\s*which\s+(?:contributor|author|person|developer|maintainer|committer)\b/i.test(question)
    ? table.columns.find((c) => PERSON_COLUMN.test(c.replace(/[_-]/g, ' ').trim()))
    : undefined;
  const byName =
    people ??
    (/^\s*(?:which|what)\b/i.test(question) && first !== undefined && !textColumns.includes(first) && !table.rows.some((r) => DATE.test(r[first] ?? ''))
      ? first
      : undefined);
  const target = (fits ? candidates.find((c) => table.rows.every((r) => !r[c] || fits.test(r[c]!))) : undefined) ?? candidates[0] ?? byName;
  if (!target || textColumns.length === 0) return null;
  const columnWords = new Set(table.columns.flatMap((c) => terms(c.replace(/[_-]/g, ' '))));
  const want = new Set(terms(question).filter((t) => !columnWords.has(t)));
  if (want.size < 2) return null;
  // A clear best: at least half the words, and more than any other row has; or, where that fails, at least half (and two)
  // of the words some row holds at all ("moved to GPL v3 in one of the versions listed in this log": gpl, v3).
  // `of` words looked for, `need` of them found at least.
  const clear = (b: ReturnType<typeof describedRow>, of: number, need: number): b is NonNullable<typeof b> =>
    b !== null && b.score >= 0.5 && b.score !== b.second && Math.round(b.score * of) >= need && Boolean(b.row[target]);
  let best = describedRow(table.rows, textColumns, want);
  if (!clear(best, want.size, 1)) {
    const vocabulary = new Set(table.rows.flatMap((r) => textColumns.flatMap((c) => terms(r[c] ?? ''))));
    const known = new Set([...want].filter((t) => vocabulary.has(t)));
    best = known.size >= 2 && known.size < want.size ? describedRow(table.rows, textColumns, known) : null;
    if (!clear(best, known.size, 2)) return null;
  }
  return {
    answer: best.row[target]!,
    why: `${target} of the row whose ${textColumns.join('/')} shares ${Math.round(best.score * 100)}% of the question's words`,
  };
}

/** Plan and run; null when the question does not fit the table. */
// A word the question shares with the start or inside of some cells ("Telnet" of "Telnet Start TLS") may only name the
// document's subject: where the plan finds nothing, it is tried without such loose conditions, but never with none left.
function relaxed(plan: TablePlan, table: Table): TableAnswer | null {
  const kept = plan.conditions.filter((c) => !('loose' in c && c.loose));
  if (kept.length === plan.conditions.length || !kept.some((c) => c.kind === 'equals' && !c.negate)) return null;
  // What is left must still name the row a lookup reads, not a whole class of rows.
  if (plan.operation.op === 'lookup' && table.rows.filter((r) => holdsAll(r, kept, false)).length !== 1) return null;
  const hit = runTablePlan({ ...plan, conditions: kept }, table);
  return (
    hit && {
      ...hit,
      why: `${hit.why}; without the loose ${plan.conditions
        .filter((c) => !kept.includes(c))
        .map((c) => ('value' in c ? c.value : c.column))
        .join(', ')}`,
    }
  );
}

/**
 * "Take the class that TabError inherits from. What is that class's description?", "X decomposes into two code points.
 * What is the name of the first of them?": a cell of the row the first sentence names refers to other rows by their
 * keys (written as the keys are, or with a "U+"/"0x" prefix dropped); the last sentence asks a column of those rows.
 * The referring column must be named in the first part, by its name or a word of its stem ("decomposes").
 */
const SHARED =
  /\bshares?\s+(?:its|their|the same|a|an|this)\s+([\w -]{1,30}?)\s+with\b|\b(?:has|have|had|with|carr(?:y|ies)|uses?)\s+the\s+(?:very\s+)?same\s+([\w -]{1,30}?)\s+as\b/i;

/**
 * "SC_PAGESIZE shares its code with another name. Which one?", "which name has the same code as SC_PAGESIZE": the other
 * rows whose cell in the shared column equals the named row's, answered in the column the named value is in (or the one
 * the question names after "other"/"another"), in table order.
 */
/**
 * The column the question says to answer with: "Give its full name", "What is the name of the character it maps
 * to?" (the head noun, not the noun after "of"). Undefined when it says none.
 */
function formColumn(question: string, columns: readonly string[]): string | undefined {
  const give = /\b(?:give|state)\s+(?:its|their|his|her)\s+(?:full\s+|exact\s+)?((?:[\w-]+\s+){0,2}[\w-]+?)(?=\s*[.?,;]|\s+(?:as|in|from)\b|$)/i.exec(question);
  const head = /\bwhat\s+(?:is|was)\s+the\s+([\w-]+)\s+of\s+(?:the|its|that|this)\b/i.exec(question);
  const phrase = give?.[1] ?? head?.[1];
  return phrase ? columnMentions(phrase, columns).at(-1)?.column : undefined;
}

/**
 * "Which groups offer exactly one option?", "how many categories have exactly two entries?": the values of the column
 * the question groups by whose rows number exactly n (listed, alphabetically when asked, or counted).
 */
function groupsOfSize(question: string, table: Table): TableAnswer | null {
  const has =
    /\b(which|what|how many)\s+([\w -]{1,30}?)\s+(?:have|has|offer|offers|contain|contains|hold|holds|list|lists|with|carry|carries)\s+(?:exactly|only|just)\s+(one|two|three|four|five|\d+)\s+[\w-]+\s*(?:[?.,;]|$)/i.exec(
      question,
    );
  // "Some subdivision types appear on only one row. List those types", "which types occur exactly twice?"
  const appears = has
    ? null
    : /\b([\w -]{1,30}?)\s+(?:appears?|occurs?|(?:is|are)\s+used|shows?\s+up)\s+(?:(?:on|in)\s+)?(?:exactly\s+|only\s+|just\s+)?(?:(one|two|three|four|five|\d+)\s+(?:rows?|lines?|entries|records|times)|(once|twice))\b(?!\s+or\b|\s+at\s+(?:least|most)\b)/i.exec(
        question,
      );
  const m =
    has ??
    (appears
      ? [appears[0], /\bhow many\b/i.test(question) ? 'how many' : 'which', appears[1]!, appears[2] ?? (/once/i.test(appears[3]!) ? 'one' : 'two')]
      : null);
  if (!m) return null;
  const n = NUMBER_WORD_VALUES[m[3]!.toLowerCase()] ?? Number(m[3]);
  const column = columnMentions(m[2]!, table.columns).at(-1)?.column;
  if (!column) return null;
  const sizes = new Map<string, number>();
  for (const r of table.rows) {
    const v = (r[column] ?? '').trim();
    if (v) sizes.set(v, (sizes.get(v) ?? 0) + 1);
  }
  // A column of groups: fewer values than rows.
  if (sizes.size < 2 || sizes.size >= table.rows.length) return null;
  const hits = [...sizes].filter(([, k]) => k === n).map(([v]) => v);
  if (/^how many$/i.test(m[1]!)) return { answer: String(hits.length), why: `${hits.length} values of ${column} with exactly ${n} rows` };
  if (!hits.length) return null;
  const order = /\balphabetical/i.test(question) ? [...hits].sort((a, b) => a.localeCompare(b)) : hits;
  return { answer: order.join(', '), why: `the values of ${column} with exactly ${n} rows` };
}

/**
 * "How many different crucible symbols are listed?": the rows whose name holds the word before the noun counted
 * ("ALCHEMICAL SYMBOL FOR CRUCIBLE-2"), where it is no column's or cell's name and only some rows hold it.
 */
function countByNameWord(question: string, table: Table): TableAnswer | null {
  // "How many hexagram character names include the word GREAT?": the word the question spells out, in the names.
  const spelled =
    /\bhow many\b[^?]{0,60}?\bnames?\s+(?:include|includes|contain|contains|hold|holds|use|uses|mention|mentions)\s+(?:the\s+(?:word|term|string)\s+["“'‘]?([\p{L}\p{N}-]{2,40})["”'’]?|["“'‘]([\p{L}\p{N}-]{2,40})["”'’]|([\p{L}\p{N}-]{2,40}))\s*[?.]?\s*$/iu.exec(
      question,
    );
  // (A bare word is spelled out only in capitals: "names include GREAT".)
  const asWord = spelled ? (spelled[1] ?? spelled[2] ?? (/^[\p{Lu}\p{N}-]+$/u.test(spelled[3] ?? '') ? spelled[3] : undefined)) : undefined;
  const named = table.columns.find((c) => NAMING_COLUMN.test(c.trim()));
  if (asWord && named) {
    const re = new RegExp(`(?<![\\p{L}\\p{N}])${asWord.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu');
    const n = table.rows.filter((r) => re.test(r[named] ?? '')).length;
    return { answer: String(n), why: `${n} rows whose ${named} holds the word ${asWord}` };
  }
  // "How many different crucible symbols …", "how many of the characters in this file are Xiangqi pieces?"
  const m =
    /\bhow many\s+(?:different\s+|distinct\s+|separate\s+)?([a-z][a-z-]{3,})\s+([a-z]+s)\b/i.exec(question) ??
    /\b[Hh]ow many\s+(?:of\s+)?(?:the\s+)?[a-z]+s\b[^?]{0,40}?\b(?:are|is)\s+(?:an?\s+)?([A-Za-z][a-z-]{3,})\b/.exec(question);
  if (!m || STOP_WORDS.has(m[1]!.toLowerCase())) return null;
  // Only where nothing more is asked of them ("how many capital letters have no lower mapping" is another question).
  const after = question.slice(m.index + m[0].length);
  if (
    !/^\s*(?:\([^()]{0,40}\)\s*)?(?:[a-z]+s\s*)?(?:(?:are|is)\s+(?:there|listed|named|shown|included|given)|listed|in\s+(?:this|the)\s+\w+|does\s+(?:it|the\s+\w+)\s+list)?\s*[?.]?\s*$/i.test(
      after,
    )
  )
    return null;
  const word = m[1]!.toLowerCase();
  if (columnMentions(m[1]!, table.columns).length || valueMentions(question, table, columnTypes(table)).length) return null;
  const column = table.columns.find((c) => NAMING_COLUMN.test(c.trim()));
  if (!column) return null;
  const re = new RegExp(`(?<![\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?(?![\\p{L}])`, 'iu');
  const rows = table.rows.filter((r) => re.test(r[column] ?? ''));
  if (rows.length === 0 || rows.length * 2 > table.rows.length) return null;
  const distinct = new Set(rows.map((r) => (r[column] ?? '').trim())).size;
  return { answer: String(distinct), why: `${distinct} rows whose ${column} holds the word ${word}` };
}

/**
 * "Which formatter class does the FileHandler use?" over one row of settings keyed "java.util.logging.FileHandler.formatter":
 * the one dotted column whose last part and another part the question names (as whole words), its value.
 */
export function dottedKey(question: string, table: Table): TableAnswer | null {
  if (table.rows.length !== 1 || /\bhow many\b/i.test(question)) return null;
  // The key's last part is what the question asks for: a word of its "which …" phrase ("which formatter class does").
  const phrase = /\b(?:which|what)\s+((?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:does|do|did|is|are|was|were|will|would|should|can|has|have)\b/i.exec(question)?.[1];
  if (!phrase) return null;
  const wanted = new Set(tokens(phrase).map((t) => t.lower));
  const asked = new Set(tokens(question).map((t) => t.lower));
  const scored = table.columns
    .filter((c) => /^[\w-]+(?:\.[\w-]+)+$/.test(c))
    .map((c) => {
      const parts = c.toLowerCase().split('.');
      const named = parts.filter((p) => p.length >= 3 && asked.has(p));
      return { c, named: wanted.has(parts.at(-1)!) ? named.length : 0 };
    })
    .filter((x) => x.named >= 2)
    .sort((a, b) => b.named - a.named);
  if (scored.length === 0 || (scored[1] && scored[1].named === scored[0]!.named)) return null;
  const value = (table.rows[0]![scored[0]!.c] ?? '').trim();
  return value ? { answer: value, why: `the value of ${scored[0]!.c}` } : null;
}

/**
 * "How many more cantons does Switzerland have than Austria has states?": each side counted as its own question,
 * and the difference.
 */
function countDifference(question: string, table: Table): TableAnswer | null {
  const m =
    /\bhow many (more|fewer|less)\s+([\w -]{1,30}?)\s+(?:does|do|did)\s+(.{1,60}?)\s+(?:have|has|list|contain|hold)\s+than\s+(.{1,60}?)(?:\s+(?:has|have|does|do|lists?|contains?|holds?)(?:\s+([\w -]{1,30}?))?)?\s*(?:[?.,;]|$)/i.exec(
      question,
    );
  if (!m) return null;
  // Each side is a row's value named whole ("Switzerland", "Austria"), not a column ("than silver medals") or a
  // phrase with more to it ("than B in 2019").
  const types = columnTypes(table);
  const value = (side: string): boolean => {
    const bare = side.replace(/^(?:the|it|they)\s+/i, '').trim();
    const found = valueMentions(bare, table, types);
    return found.length === 1 && found[0]!.exact.length > 0 && found[0]!.start === 0 && found[0]!.end >= bare.length - 2;
  };
  if (!value(m[3]!) || !value(m[4]!)) return null;
  const count = (what: string, owner: string): number | null => {
    const hit = answerTableQuestion(`How many ${what} does ${owner} have?`, table);
    // A count that picks rows: fewer than all.
    return hit && /^\d+$/.test(hit.answer) && Number(hit.answer) < table.rows.length ? Number(hit.answer) : null;
  };
  const a = count(m[2]!, m[3]!);
  const b = count(m[5]?.trim() || m[2]!, m[4]!);
  if (a === null || b === null) return null;
  const diff = m[1]!.toLowerCase() === 'more' ? a - b : b - a;
  // The question takes the difference to be positive; a negative one means it was read wrong.
  if (diff < 0) return null;
  return { answer: String(diff), why: `${a} ${m[2]} of ${m[3]} against ${b} ${m[5]?.trim() || m[2]} of ${m[4]}` };
}

/**
 * "How many more uppercase letters (category Lu) are there than lowercase letters (category Ll)?": the rows holding the
 * one value named before "than" less those holding the one named after it, both of one column.
 */
function valueCountDifference(question: string, table: Table): TableAnswer | null {
  const m = /\bhow many (more|fewer|less)\b([^?]*?)\bthan\b([^?]*)/i.exec(question);
  if (!m) return null;
  const types = columnTypes(table);
  const at = m.index + m[0].length - m[3]!.length;
  const all = valueMentions(question, table, types).filter((v) => v.exact.length > 0);
  // (Only the two values compared: "for the bugs owned by Bob, how many more are open than closed" picks rows first.)
  if (all.some((v) => v.start < m.index)) return null;
  const found = all.filter((v) => v.start > m.index);
  const before = found.filter((v) => v.end <= at);
  const after = found.filter((v) => v.start >= at);
  if (before.length !== 1 || after.length !== 1) return null;
  // (Values of a column of categories, which repeat: "How many more weekly hours does Central have than Holt" names
  // rows by their keys, and asks for a difference of their values.)
  const column = before[0]!.exact.find((c) => after[0]!.exact.includes(c) && distinctIn(table.rows, c) * 2 <= table.rows.length);
  if (!column) return null;
  const count = (value: string): number => table.rows.filter((r) => (r[column] ?? '').trim().toLowerCase() === value.toLowerCase()).length;
  const a = count(before[0]!.value);
  const b = count(after[0]!.value);
  const diff = m[1]!.toLowerCase() === 'more' ? a - b : b - a;
  if (diff < 0) return null;
  return { answer: String(diff), why: `${a} rows of ${column} ${before[0]!.value} against ${b} of ${after[0]!.value}` };
}

function sharedValue(question: string, table: Table): TableAnswer | null {
  const m = SHARED.exec(question);
  if (!m) return null;
  const shared = columnMentions(m[1] ?? m[2]!, table.columns).at(-1)?.column;
  if (!shared) return null;
  const values = valueMentions(question, table, columnTypes(table)).filter((v) => v.exact.length && !v.exact.includes(shared));
  if (values.length !== 1) return null;
  const [v] = values;
  const keyColumn = v!.exact[0]!;
  const rows = table.rows.filter((r) => (r[keyColumn] ?? '').trim().toLowerCase() === v!.value.toLowerCase());
  if (rows.length !== 1) return null;
  const value = (rows[0]![shared] ?? '').trim();
  if (!value) return null;
  const other = /\b(?:an)?other\s+([\w -]{1,30}?)(?=[.?,;]|\s+(?:in|of|with|has|does|is)\b|$)/i.exec(question);
  const asked = formColumn(question, table.columns) ?? (other ? columnMentions(other[1]!, table.columns).at(-1)?.column : undefined) ?? keyColumn;
  const hits = table.rows.filter((r) => r !== rows[0] && (r[shared] ?? '').trim() === value).map((r) => (r[asked] ?? '').trim());
  if (!hits.length) return null;
  // "How many signals have the same action as SIGTERM?": the rows counted.
  if (/\bhow many\b|\bnumber of\b/i.test(question))
    return { answer: String(hits.length), why: `${hits.length} rows other than ${v!.value} whose ${shared} is ${value}` };
  return { answer: uniq(hits).join(', '), why: `rows other than ${v!.value} whose ${shared} is ${value}, by ${asked}` };
}

/**
 * "Under Python 3, which module …" over a `python3_module` column: a word and a number the question writes apart are
 * written as the column names glue them ("Python 3" → "python3"), so that the column is named.
 */
/**
 * "matched by an executable regular expression" for the cell value executable_regexp: a value of a few distinct ones,
 * its parts joined by "_" or "-", one part a clipped compound of two words the question writes out ("reg" + "exp"),
 * is written into the question as the cell has it.
 */
function clippedValues(question: string, table: Table): string {
  let out = question;
  for (const column of table.columns) {
    const values = new Set(table.rows.map((r) => (r[column] ?? '').trim()));
    if (values.size > 100) continue;
    for (const value of values) {
      const parts = value.split(/[_-]/);
      if (parts.length < 2 || parts.length > 4 || !parts.every((p) => /^[a-z]{2,20}$/i.test(p))) continue;
      const clipped = parts.map((p) => {
        const splits = [];
        for (let i = 2; i <= p.length - 2; i++) splits.push(`${escapeRegExp(p.slice(0, i))}[a-z]*\\s+${escapeRegExp(p.slice(i))}[a-z]*`);
        return splits;
      });
      if (clipped.every((c) => c.length === 0)) continue;
      const phrase = parts.map((p, i) => `(?:${[escapeRegExp(p), ...clipped[i]!].join('|')})`).join('[\\s_-]+');
      const re = new RegExp(`\\b${phrase}\\b`, 'i');
      const m = re.exec(out);
      if (m && m[0].split(/[\s_-]+/).length > parts.length) out = out.slice(0, m.index) + value + out.slice(m.index + m[0].length);
    }
  }
  return out;
}

function gluedAsColumns(question: string, table: Table): string {
  let out = clippedValues(question, table);
  for (const token of new Set(table.columns.flatMap((c) => c.toLowerCase().match(/[a-z]{2,}\d+/g) ?? []))) {
    const [, word, digits] = /^([a-z]+)(\d+)$/.exec(token)!;
    out = out.replace(new RegExp(`\\b${word}[ -]${digits}\\b`, 'gi'), token);
  }
  return out;
}

/**
 * "Which model name appears under more than one device ID?", "which names occur more than once", "Which USB vendor ID
 * appears in rows from two different hwdb files?", "which contributor is credited for more than one Date::Language
 * module?": X is group 1.
 */
const REPEATED =
  /\b(?:which|what|how\s+many)\s+([\w -]{1,30}?)s?\s+(?:appears?|occurs?|is\s+(?:listed|given|used|found|shared|credited)|are\s+(?:listed|given|used|found|shared|credited))\s+(?:(?:under|for|with|in|on|against|across|by)\s+(?:(?:the\s+)?rows\s+(?:from|of|in|with|under|for)\s+)?(?:more\s+than\s+one|two|several|multiple)\s+(?:(?:different|distinct|separate)\s+)?([\w: -]{1,30}?)|more\s+than\s+once|twice)(?:\s+in\s+(?:this|the)\s+(?:table|file|list|data))?\s*(?:[?.,]|$)/i;

/**
 * "Which model name appears under more than one device ID?": the values of the column the question names that fill
 * more than one row (rows differing in the column named after "more than one", when one is), in table order; counted
 * when the question asks how many. Null when the question asks nothing of the kind or no value repeats.
 */
function repeatedValue(question: string, table: Table): TableAnswer | null {
  const m = REPEATED.exec(question);
  if (!m) return null;
  const column = columnMentions(m[1]!, table.columns).at(-1)?.column;
  if (!column) return null;
  const by = m[2] ? columnMentions(m[2], table.columns).at(-1)?.column : undefined;
  const seen = new Map<string, Set<string>>();
  table.rows.forEach((r, i) => {
    const v = (r[column] ?? '').trim();
    if (!v) return;
    const set = seen.get(v) ?? new Set<string>();
    set.add(by ? (r[by] ?? '').trim() : String(i));
    seen.set(v, set);
  });
  const hits = [...seen].filter(([, keys]) => keys.size > 1).map(([v]) => v);
  if (!hits.length) return null;
  if (/\bhow many\b|\bnumber of\b/i.test(question)) return { answer: String(hits.length), why: `${hits.length} values of ${column} in more than one row` };
  return { answer: hits.join(', '), why: `values of ${column} in more than one row${by ? ` (by ${by})` : ''}` };
}

/**
 * "Which vendors are listed without any model under them?": where the asked column repeats its values down the rows (a
 * vendor over each of its models), a value qualifies only if none of its rows has the cell filled, not if one does
 * not. Listed in table order, or counted. Null unless the plan is a list or count with one empty-cell condition.
 */
function withoutAny(question: string, table: Table, plan: TablePlan | null): TableAnswer | null {
  if (!plan || plan.conditions.length !== 1 || plan.conditions[0]!.kind !== 'empty') return null;
  if (!/\bwithout\s+any\b|\bno\s+[\w-]+\s+at\s+all\b|\bnot\s+(?:a\s+)?single\b|\bnone\s+at\s+all\b/i.test(question)) return null;
  if (plan.operation.op !== 'list' && plan.operation.op !== 'count' && plan.operation.op !== 'lookup') return null;
  const empty = plan.conditions[0]!.column;
  const groups = new Map<string, boolean>();
  for (const r of table.rows) {
    const g = (r[plan.target] ?? '').trim();
    if (!g) continue;
    groups.set(g, (groups.get(g) ?? true) && (r[empty] ?? '').trim() === '');
  }
  if (groups.size === table.rows.length) return null;
  const hits = [...groups].filter(([, none]) => none).map(([g]) => g);
  if (!hits.length) return null;
  if (plan.operation.op === 'count') return { answer: String(hits.length), why: `${hits.length} values of ${plan.target} none of whose rows has ${empty}` };
  return { answer: hits.join(', '), why: `values of ${plan.target} none of whose rows has ${empty}` };
}

function followReference(question: string, table: Table): TableAnswer | null {
  const parts = question.trim().split(/(?<=[.?!])\s+(?=[A-Z])/);
  const at = parts.findIndex((p, i) => i > 0 && /\?\s*$/.test(p) && /\b(?:that|this|those|these|them|it|its|their)\b/i.test(p));
  if (at < 1) return null;
  const ask = parts[at]!;
  const given = parts.slice(0, at).join(' ');
  const want = formColumn(ask, table.columns) ?? columnMentions(ask, table.columns).at(-1)?.column;
  if (!want) return null;
  const norm = (x: string): string =>
    x
      .trim()
      .toLowerCase()
      .replace(/^(?:u\+|0x)/, '');
  // Key columns: every filled cell differs.
  const keys = new Map<string, Map<string, Row>>();
  for (const c of table.columns) {
    const index = new Map<string, Row>();
    let unique = true;
    for (const r of table.rows) {
      const k = norm(r[c] ?? '');
      if (k === '') continue;
      if (index.has(k)) {
        unique = false;
        break;
      }
      index.set(k, r);
    }
    if (unique && index.size >= 2) keys.set(c, index);
  }
  const givenWords = tokens(given).map((t) => t.lower);
  const named = (c: string): boolean =>
    columnMentions(given, [c]).length > 0 ||
    givenWords.some(
      (w) =>
        w.length >= 6 &&
        c
          .toLowerCase()
          .replace(/[^a-z]/g, '')
          .startsWith(w.slice(0, 6)),
    );
  const values = valueMentions(given, table, columnTypes(table))
    .filter((v) => v.exact.some((c) => keys.has(c)))
    .sort((a, b) => b.end - b.start - (a.end - a.start));
  for (const v of values) {
    const row = keys.get(v.exact.find((c) => keys.has(c))!)!.get(norm(v.value));
    if (!row) continue;
    for (const x of table.columns) {
      if (x === want || v.exact.includes(x) || !named(x)) continue;
      const cell = (row[x] ?? '').trim();
      const items = /^\[|;|,/.test(cell) ? cellItems(cell) : cell.split(/\s+/).filter(Boolean);
      const resolve = (item: string): Row | undefined =>
        [...keys.entries()]
          .filter(([k]) => k !== x)
          .map(([, index]) => index.get(norm(item)))
          .find((r) => r !== undefined && r !== row);
      if (!items.some((i) => resolve(i))) continue;
      const ordinal = /\bthe (first|second|third|last|final)(?: one)? of (?:them|these|those)\b/i.exec(ask)?.[1]?.toLowerCase();
      const chosen = ordinal ? [ordinal === 'last' || ordinal === 'final' ? items.at(-1) : items[['first', 'second', 'third'].indexOf(ordinal)]] : items;
      const rows = uniq(
        chosen
          .flatMap((i) => (i === undefined ? [] : [resolve(i)]))
          .filter((r): r is Row => r !== undefined)
          .map((r) => table.rows.indexOf(r).toString()),
      ).map((i) => table.rows[Number(i)]!);
      if (rows.length === 0 || (ordinal && rows.length !== 1)) return null;
      const answer = uniq(rows.map((r) => r[want] ?? '').filter(Boolean)).join(', ');
      return answer ? { answer, why: `${want} of the rows that ${v.value}'s ${x} refers to (${items.join(' ')})` } : null;
    }
  }
  return null;
}

/** Each copyright holder of `rows` with the first and last year of their notice (a holder in several stanzas, once per stanza). */
function holderSpans(rows: readonly Row[]): { holder: string; from: number; to: number }[] {
  return rows.flatMap((r) => {
    const holders = (r.copyright ?? '').split('; ');
    const years = (r.years ?? '').split('; ');
    if (holders.length !== years.length) return [];
    return holders.flatMap((holder, i) => {
      const ys = [...(years[i] ?? '').matchAll(/\b((?:19|20)\d\d)(?:-((?:19|20)?\d\d))?\b/g)].flatMap((m) => {
        const from = Number(m[1]);
        // "1994-97" ends in 1997; "1998-02" in 2002.
        const short = m[2] && m[2].length === 2 ? Number(`${m[1]!.slice(0, 2)}${m[2]}`) : null;
        const to = m[2] ? (short !== null ? (short < from ? short + 100 : short) : Number(m[2])) : from;
        return [from, to];
      });
      return ys.length ? [{ holder, from: Math.min(...ys), to: Math.max(...ys) }] : [];
    });
  });
}

/**
 * "How many years after the start of Clint Adams's period is David Prévot's year?", "how many years lie between the
 * NetBSD Foundation's copyright year and the most recent year in Guillem Jover's notice?", "two people hold copyright
 * on the Debian packaging; how many years after the first one's year is the second one's?": the years between two
 * holders' notices, each read as its start unless the question asks for its most recent year.
 */
function yearsBetween(question: string, table: Table, plan: TablePlan | null): TableAnswer | null {
  if (!['files', 'copyright', 'years'].every((c) => table.columns.includes(c))) return null;
  if (!/\bhow many years\b/i.test(question) || !/\b(?:after|before|between|separate|apart|later|earlier)\b/i.test(question)) return null;
  const picks = (plan?.conditions ?? []).filter((c) => c.column === 'files' || c.column === 'license');
  const rows = picks.length ? table.rows.filter((r) => holdsAll(r, picks, false)) : table.rows;
  const lower = question.toLowerCase();
  // Holders as a question writes them: no e-mail address, company suffix or leading "the".
  const plain = (h: string): string =>
    h
      .replace(/<[^>]*>/g, '')
      .replace(/,?\s+(?:inc|ltd|llc|gmbh|corp|corporation)\.?$/i, '')
      .replace(/^the\s+/i, '')
      .trim()
      .toLowerCase();
  const spans = holderSpans(rows.length ? rows : table.rows).map((x) => ({ ...x, name: plain(x.holder) }));
  const named = uniq(spans.map((x) => x.name))
    .filter((h) => h.length >= 4 && lower.includes(h))
    .map((h) => ({ h, at: lower.indexOf(h) }))
    .sort((a, b) => a.at - b.at);
  // The year a mention asks for: its notice's last ("most recent", "ends") or, by default, its first.
  const yearOf = (h: string, at: number): number | null => {
    const mine = spans.filter((x) => x.name === h);
    if (!mine.length) return null;
    const near = lower.slice(Math.max(0, at - 40), at + h.length + 30);
    return /\b(?:most recent|latest|last|newest|final|ends?|ending)\b/.test(near) ? Math.max(...mine.map((x) => x.to)) : Math.min(...mine.map((x) => x.from));
  };
  let pair: [number, number] | null = null;
  let why = '';
  if (named.length === 2) {
    const a = yearOf(named[0]!.h, named[0]!.at);
    const b = yearOf(named[1]!.h, named[1]!.at);
    if (a !== null && b !== null) [pair, why] = [[a, b], `${named[0]!.h} ${a}, ${named[1]!.h} ${b}`];
  } else if (named.length === 0 && picks.length && rows.length === 1 && /\bfirst\b/i.test(question) && /\bsecond\b/i.test(question)) {
    // "the first one's year … the second one's": the first two holders of the one stanza picked, in its order.
    const [a, b] = holderSpans(rows);
    if (a && b) [pair, why] = [[a.from, b.from], `${a.holder} ${a.from}, ${b.holder} ${b.from}`];
  }
  if (!pair) return null;
  return { answer: String(Math.abs(pair[1] - pair[0])), why: `years between two holders' notices: ${why}` };
}

/**
 * "Whose copyright goes back the furthest?", "whose period starts earliest", "whose range of years is the longest": the
 * holders of a copyright table's stanzas (those the question picks, or the one covering all files for "the main block"),
 * ranked by the years beside each.
 */
/**
 * "Leaving aside the catch-all entry, which file or path has the earliest copyright year listed?": the file patterns of
 * the one stanza whose notices reach furthest back (or forward), the catch-all left out where the question says so.
 */
function stanzaByYears(question: string, table: Table, plan: TablePlan | null): TableAnswer | null {
  if (!['files', 'copyright', 'years'].every((c) => table.columns.includes(c))) return null;
  if (!/\b(?:which|what)\s+(?:files?|paths?|file patterns?|stanzas?|entry|entries|file or path)\b/i.test(question)) return null;
  const rank = /\b(?:earliest|oldest|latest|most recent|newest)\b/i.exec(question)?.[0]?.toLowerCase();
  if (!rank || !/\byears?\b/i.test(question)) return null;
  const late = /latest|most recent|newest/.test(rank);
  const skipCatchAll = /"\*"/.test(question) && EXCLUDING.test(question.slice(0, question.indexOf('"*"')));
  // The stanzas the question's other words pick ("among the files licensed under GPL-3+", "excluding the debian/* stanza").
  const picks = (plan?.conditions ?? []).filter((c) => c.column === 'files' || c.column === 'license');
  const rows = table.rows.filter((r) => !(skipCatchAll && cellItems(r.files ?? '').includes('*')) && holdsAll(r, picks, false));
  const yearsOf = (r: Row): number[] => holderSpans([r]).flatMap((x) => [x.from, x.to]);
  const scored = rows.flatMap((r) => {
    const ys = yearsOf(r);
    return ys.length ? [{ r, v: late ? Math.max(...ys) : -Math.min(...ys) }] : [];
  });
  if (scored.length < 2) return null;
  const best = Math.max(...scored.map((x) => x.v));
  const top = scored.filter((x) => x.v === best);
  if (top.length !== 1) return null;
  return { answer: (top[0]!.r.files ?? '').trim(), why: `the stanza of ${scored.length} whose ${late ? 'latest' : 'earliest'} year is ${Math.abs(best)}` };
}

function holderByYears(question: string, table: Table, plan: TablePlan | null): TableAnswer | null {
  if (
    !['files', 'copyright', 'years'].every((c) => table.columns.includes(c)) ||
    !/\b(?:whose|who|which (?:one|person|holder|author|contributor|copyright holder)(?:['’]s)?)\b/i.test(question)
  )
    return null;
  const rank = /\b(?:furthest|farthest|earliest|oldest|longest|latest|most recent|newest)\b/i.exec(question)?.[0]?.toLowerCase();
  if (!rank || !/\b(?:goes? back|starts?|begins?|period|range|years?|dated|copyright)\b/i.test(question)) return null;
  const picks = (plan?.conditions ?? []).filter((c) => c.column === 'files' || c.column === 'license');
  const whole = /\b(?:main|whole|entire|overall|general)\b|\b(?:all|every)(?: the)? (?:files?|sources?)\b/i.test(question);
  // A licence named only as the package's name ("of libpng") picks nothing: the file patterns alone then.
  const picked = table.rows.filter((r) => holdsAll(r, picks, false));
  const rows = picks.length
    ? picked.length
      ? picked
      : table.rows.filter((r) =>
          holdsAll(
            r,
            picks.filter((c) => c.column === 'files'),
            false,
          ),
        )
    : whole
      ? table.rows.filter((r) => cellItems(r.files ?? '').includes('*'))
      : table.rows;
  const spans = holderSpans(rows);
  if (spans.length < 2) return null;
  const score = (x: { from: number; to: number }): number => (rank === 'longest' ? x.to - x.from : /latest|most recent|newest/.test(rank) ? x.to : -x.from);
  const best = Math.max(...spans.map(score));
  const top = uniq(spans.filter((x) => score(x) === best).map((x) => x.holder));
  if (top.length !== 1) return null;
  return { answer: top[0]!, why: `of ${spans.length} holders in ${rows.length} stanzas, the ${rank} by their years` };
}

/**
 * "What value does that row set for force_gl_vendor?" over cells listing "key=value; …": the key the question writes
 * (an identifier with "_" or "."), asked for as a value or setting, and the column whose cells set it.
 */
function keyedItem(question: string, table: Table): { column: string; key: string } | null {
  for (const m of question.matchAll(/(?<![\w.-])([A-Za-z][\w-]*[_.][\w.-]*[A-Za-z0-9])(?![\w-])/g)) {
    const key = m[1]!;
    // (Only where the key's value is asked: "what value does it set for KEY", "the value of KEY", "KEY is set to";
    // "Which driver is used by the row that sets KEY" asks for the driver.)
    const k = escapeRegExp(key);
    if (
      !new RegExp(
        `\\bvalues?\\b[^?]{0,60}\\bfor\\s+${k}(?![\\w-])|\\bvalues?\\s+of\\s+${k}(?![\\w-])|(?<![\\w-])${k}\\s+(?:is\\s+|was\\s+)?set\\s+to\\b|\\bset\\s+for\\s+${k}(?![\\w-])`,
        'i',
      ).test(question)
    )
      continue;
    const set = new RegExp(`(?:^|[;,]\\s*)${k}\\s*[=:]`);
    const column = table.columns.find((c) => table.rows.some((r) => set.test(r[c] ?? '')));
    if (column) return { column, key };
  }
  return null;
}

/**
 * "Of the two manufacturers, Xerox or Apple, which has more model keywords?": of two values the question names in one
 * column, the one on more rows (or fewer), where no numeric column is what is compared.
 */
function moreRowsOf(question: string, table: Table): TableAnswer | null {
  const m = /\b(?:which|who)\b[^?]*?\b(?:has|have|had|lists?|holds?|gets?|owns?)\s+(more|fewer|less)\s+([a-z][\w -]{1,40}?)\s*\??\s*$/i.exec(question.trim());
  if (!m) return null;
  if (columnMentions(m[2]!, table.columns).some((c) => columnTypes(table).find((t) => t.name === c.column)?.type === 'number')) return null;
  const values = valueMentions(question, table, columnTypes(table)).filter((v) => v.exact.length > 0);
  if (values.length !== 2) return null;
  const [a, b] = values as [ValueMention, ValueMention];
  if (!/^\s*,?\s*(?:or|and|vs\.?|versus)\s+(?:the\s+)?$/i.test(question.slice(a.end, b.start))) return null;
  const column = a.exact.find((c) => b.exact.includes(c));
  if (!column) return null;
  const count = (v: string): number => table.rows.filter((r) => (r[column] ?? '').trim().toLowerCase() === v.toLowerCase()).length;
  const [na, nb] = [count(a.value), count(b.value)];
  if (na === nb) return null;
  const more = m[1]!.toLowerCase() === 'more';
  const win = na > nb === more ? a : b;
  const cell = table.rows.find((r) => (r[column] ?? '').trim().toLowerCase() === win.value.toLowerCase())![column]!.trim();
  return { answer: cell, why: `${a.value} on ${na} rows of ${column}, ${b.value} on ${nb}` };
}

/** Of a list found, the items marked as the value that picked the row is (":ipc" → ":msg", ":shm"), where the question asks for its kind. */
function sameKindItems(question: string, plan: TablePlan, found: string): { answer: string; why: string } | null {
  const key = plan.conditions.find((c): c is StringCondition => c.kind === 'equals' && !c.negate);
  const mark = key ? /^[:$@%#+-]+(?=\w)/.exec(key.value)?.[0] : undefined;
  if (!key || !mark || !new RegExp(`\\b(?:which|what)\\s+${escapeRegExp(singularOf(key.column.toLowerCase()))}s\\b`, 'i').test(question)) return null;
  const items = found.split(/,\s*/);
  const marked = items.filter((i) => i.startsWith(mark));
  return marked.length > 0 && marked.length < items.length ? { answer: marked.join(', '), why: `the items marked "${mark}" as ${key.value} is` } : null;
}

/** The thing of the kind asked ("which field") that a cell of the row found names: "BUILD_ID" of "the BUILD_ID= field". */
function labelInRow(question: string, table: Table, target: string, found: string): { answer: string; why: string } | null {
  const kind = /\b(?:which|what)\s+(field|variable|key|setting|property|parameter|header|function|macro|constant)s?\b/i.exec(question)?.[1]?.toLowerCase();
  if (!kind || columnMentions(question, table.columns).some((m) => stem(question.slice(m.start, m.end).toLowerCase()) === stem(kind))) return null;
  const row = table.rows.find((r) => (r[target] ?? '') === found);
  if (!row) return null;
  // (Only one such name in the row: "Sets the SMTP_HOST variable, overriding the MAIL_HOST variable" says which by its verbs.)
  const named = new RegExp(`\\b(?:the\\s+)?([A-Za-z_][\\w.]*[\\w])=?\\s+${kind}\\b`, 'g');
  const hits = Object.entries(row).flatMap(([column, cell]) =>
    [...cell.matchAll(named)]
      .filter((m) => !STOP_WORDS.has(m[1]!.toLowerCase()) && /[A-Z_]/.test(m[1]!) && !mentionsWhole(question, m[1]!))
      .map((m) => ({ column, m })),
  );
  if (new Set(hits.map((f) => f.m[1])).size !== 1) return null;
  return { answer: hits[0]!.m[1]!, why: `the ${kind} its ${hits[0]!.column} cell names ("${hits[0]!.m[0]}")` };
}

/** "Give the names without the 'typing.' prefix": how to write the answer, not which rows. */
const DROPPED_PREFIX =
  /\b(?:without|minus|dropping|omitting|leaving\s+out|stripped\s+of)\s+(?:the|its|their)\s+(?:(?:leading|common)\s+)?(?:['"‘“`]([^'"’”`\s]{1,30})['"’”`]\s+prefix|prefix\s+['"‘“`]([^'"’”`\s]{1,30})['"’”`])/i;

export function answerTableQuestion(asked: string, table: Table): TableAnswer | null {
  // "Which enum class has the most members, and how many does it have? Answer as 'name, count'.": the group, then its
  // count of rows.
  const andCount = /^([^?]*?\b(?:most|fewest|least)\b[^?]*?),?\s+and\s+how\s+many\b[^?]*\?/i.exec(asked);
  if (andCount) {
    const hit = answerTableQuestion(`${andCount[1]}?`, table);
    const n = hit ? /\b(?:most|fewest) rows per [^:;]+: (\d+)$/.exec(hit.why)?.[1] : undefined;
    if (hit && n && !hit.answer.includes(', ')) return { answer: `${hit.answer}, ${n}`, why: `${hit.why}; with its count` };
  }
  // "Which index has the Windows palette colour (59, 120, 255)?": a tuple of numbers names as many numeric columns that share
  // a prefix the question writes (windows_red, windows_green, windows_blue); the rows holding it are read for the rest.
  const tuple = /\(\s*(\d+(?:\.\d+)?(?:\s*,\s*\d+(?:\.\d+)?){1,4})\s*\)/.exec(asked);
  if (tuple) {
    const values = tuple[1]!.split(/\s*,\s*/).map(Number);
    const groups = new Map<string, string[]>();
    for (const c of table.columns) {
      const prefix = /^([a-z][a-z0-9]*)[_-]/i.exec(c)?.[1]?.toLowerCase();
      if (prefix && table.rows.every((r) => asNumber((r[c] ?? '').trim()) !== null)) groups.set(prefix, [...(groups.get(prefix) ?? []), c]);
    }
    // (The prefix written nearest before the tuple: "the Windows green value of the colour whose standard RGB is (…)".)
    const lead = asked.slice(0, tuple.index).toLowerCase();
    const near = [...groups]
      .filter(([, cs]) => cs.length === values.length)
      .map(([p, cs]) => ({ at: lead.search(new RegExp(`\\b${escapeRegExp(p)}\\b(?![\\s\\S]*\\b${escapeRegExp(p)}\\b)`)), cs }))
      .filter((g) => g.at >= 0 && g.at >= lead.length - 60)
      .sort((a, b) => b.at - a.at);
    if (near.length && (near.length === 1 || near[0]!.at > near[1]!.at)) {
      const columns = near[0]!.cs;
      const rows = table.rows.filter((r) => columns.every((c, i) => asNumber((r[c] ?? '').trim()) === values[i]));
      const rest = `${asked.slice(0, tuple.index)}${asked.slice(tuple.index + tuple[0].length)}`
        .replace(/\s+(?:is|of|are)\s*(?=[?.]|$)/, '')
        .replace(/\s+\?/, '?');
      const hit = rows.length ? answerTableQuestion(rest, { ...table, rows }) : null;
      if (hit) return { answer: hit.answer, why: `${hit.why}; of the rows whose ${columns.join(', ')} are ${values.join(', ')}` };
    }
  }
  // "How many translation .po files are named in total in the Files: stanzas?": the paths of that extension the stanzas
  // list, each counted once.
  const extension = table.columns.includes('files') ? /\bhow many\s+(?:[\w-]+\s+){0,2}?\.([a-z0-9]{1,6})\s+files\b/i.exec(asked) : null;
  if (extension) {
    const picked = pickedRows(asked, table, table.rows.length);
    const rows = picked.length ? picked.map((i) => table.rows[i]!) : table.rows;
    const paths = new Set(rows.flatMap((r) => (r.files ?? '').split('; ').filter((f) => f.trim().toLowerCase().endsWith(`.${extension[1]!.toLowerCase()}`))));
    if (paths.size) return { answer: String(paths.size), why: `${paths.size} .${extension[1]} paths listed in the Files stanzas` };
  }
  // "How many individually named files are covered by the 'permissive' licence?": the paths the picked stanzas list, each
  // counted, not the stanzas.
  if (
    table.columns.includes('files') &&
    /\bhow many\s+(?:individually\s+(?:named|listed)\s+files|individual\s+files|file\s*names|file\s+patterns)\b/i.test(asked)
  ) {
    const picked = pickedRows(asked, table, table.rows.length);
    if (picked.length) {
      const n = picked.reduce((sum, i) => sum + (table.rows[i]!.files ?? '').split('; ').filter((f) => f.trim()).length, 0);
      return { answer: String(n), why: `${n} paths listed in the ${picked.length} stanzas picked` };
    }
  }
  const dropped = DROPPED_PREFIX.exec(asked);
  if (dropped) {
    const prefix = (dropped[1] ?? dropped[2])!;
    const hit = answerTableQuestion(asked.slice(0, dropped.index) + ' '.repeat(dropped[0].length) + asked.slice(dropped.index + dropped[0].length), table);
    return (
      hit && {
        answer: hit.answer
          .split(', ')
          .map((x) => (x.startsWith(prefix) ? x.slice(prefix.length) : x))
          .join(', '),
        why: `${hit.why}; without the prefix "${prefix}"`,
      }
    );
  }
  // A licence named in words picks the rows whose licence cell holds its short name.
  const question = gluedAsColumns(table.columns.includes('license') ? withCatchAll(withLicenceIds(asked, table)) : asked, table);
  const after = releaseAfter(question, table) ?? dottedKey(question, table) ?? boundToChord(question, table);
  if (after) return after;
  const who = whoDid(question, table);
  if (who) return who;
  const gaps = rangeGaps(question, table) ?? missingNumbers(question, table);
  if (gaps) return gaps;
  const together =
    countDifference(question, table) ??
    valueCountDifference(question, table) ??
    sharedValue(question, table) ??
    repeatedValue(question, table) ??
    moreRowsOf(question, table) ??
    groupsOfSize(question, table) ??
    countByNameWord(question, table);
  if (together) return together;
  const referred =
    followReference(question, table) ??
    treeAnswer(
      question,
      table,
      columnMentions(question, table.columns).map((m) => m.column),
    );
  if (referred) return referred;
  const keyed = keyedItem(question, table);
  const planned = planTableQuestion(question, table);
  // "What value does that row set for force_gl_vendor?": the column of settings holding the key is read.
  const plan = planned && keyed && planned.target !== keyed.column ? { ...planned, target: keyed.column } : planned;
  const byYears = holderByYears(question, table, plan) ?? yearsBetween(question, table, plan) ?? stanzaByYears(question, table, plan);
  if (byYears) return byYears;
  // Who-questions are answered from a column of people, or not from the table ("who is named as an author" over a
  // copyright file's file patterns).
  if (plan && ASKS_WHO.test(question) && !/\bhow many\b/i.test(question) && !ofPeople(table, plan.target)) return null;
  const hit =
    withoutAny(question, table, plan) ??
    (plan ? runTablePlan(plan, table) : null) ??
    (plan ? relaxed(plan, table) : null) ??
    rowByDescription(question, table) ??
    rowByKeyParts(question, table);
  // "Which constant is the Time Exceeded code meaning that the time to reassemble a fragmented packet ran out?": of the
  // rows a lookup picks, one asked for ("which constant", not "which constants"), the one the rest of the question
  // describes, where one does clearly.
  if (hit && plan && plan.operation.op === 'lookup' && /^\s*(?:which|what)\s+[a-z-]+(?<!s)\s+(?:is|was)\b/i.test(question) && hit.answer.includes(', ')) {
    const picked = table.rows.filter((r) => holdsAll(r, plan.conditions, false));
    const said = new Set(plan.conditions.flatMap((c) => ('value' in c && typeof c.value === 'string' ? terms(c.value) : [])));
    const columnWords = new Set(table.columns.flatMap((c) => terms(c.replace(/[_-]/g, ' '))));
    const want = new Set(terms(question).filter((t) => !said.has(t) && !columnWords.has(t)));
    const best = want.size >= 2 ? describedRow(picked, textColumnsOf(table), want) : null;
    if (best && best.score > best.second && best.row[plan.target])
      return { answer: best.row[plan.target]!, why: `${hit.why}; of those, the row whose text holds the most of the question's other words` };
  }
  // "By how many minutes is ACST ahead of AWST?" over utc_offset_seconds: a number read in the unit its column's name ends
  // in, given in the unit asked.
  const read = plan ? ('column' in plan.operation && typeof plan.operation.column === 'string' ? plan.operation.column : plan.target) : undefined;
  const unitWord = read?.split(/[_\s-]+/).at(-1);
  const inUnit = hit && unitWord && unitOfWord(unitWord) ? inAskedUnit(question, hit.answer, [`${hit.answer} ${unitWord}`]) : null;
  if (inUnit) return { answer: inUnit.answer, why: `${hit!.why}; ${inUnit.why}` };
  // "If you combine O_CREAT, O_EXCL and O_TRUNC into one flags value": the values of the rows named, OR-ed where they are
  // flags or bits, else added.
  const combined = hit && /\b(?:combine[ds]?|combining|OR(?:-?ed)? together|bitwise[- ]OR|add(?:ed)? together|summed)\b/i.test(question);
  const parts = combined ? hit.answer.split(/,\s*/).map((x) => asNumber(x.trim())) : [];
  if (parts.length >= 2 && parts.every((n): n is number => n !== null && Number.isInteger(n))) {
    // (Not where bits measure something: "what width in bits".)
    const bits =
      /\bflags?\b|\bbits?\b|\bmask\b|\bbitwise\b|\bOR(?:-?ed)?\b/.test(question) &&
      !/\b(?:width|size|length|in bits|how many bits)\b/i.test(question) &&
      parts.every((n) => n >= 0 && n < 2 ** 31);
    const value = bits ? parts.reduce((a, b) => a | b, 0) : parts.reduce((a, b) => a + b, 0);
    return { answer: String(value), why: `${hit!.why}; ${bits ? 'OR' : 'sum'} of ${parts.join(', ')}` };
  }
  // "Which field of /etc/os-release does the %B specifier read?", no column being fields: the field a cell of the row the
  // question picks names ("as read from the BUILD_ID= field").
  // "Which tags does the :ipc tag include?" over members ":msg, :semaphore, :shm, pipe, kill": the items of the kind asked,
  // written as the named one is (its leading mark).
  // "Under which licences may the main files be used? List them": the licences of one expression ("MPL-1.1 or GPL-2+ or
  // LGPL-2.1+"), listed.
  // "Which people are named as the Debian GnuPG packagers?" over "Debian GnuPG packagers, including; Eric Dorland; …": the
  // people, not the line that introduces them.
  if (hit && plan?.target === 'copyright' && WHICH_PERSON.test(question) && /,\s*including:?;\s/.test(hit.answer))
    return {
      answer: hit.answer
        .split('; ')
        .filter((x) => !/,\s*including:?$/.test(x.trim()))
        .join(', '),
      why: `${hit.why}; the people the holders' line introduces`,
    };
  if (hit && plan?.target === 'license' && /\blicen[cs]es\b/i.test(question) && /^[\w.+-]+(?:\s+(?:or|and)\s+[\w.+-]+)+$/.test(hit.answer.trim()))
    return {
      answer: hit.answer
        .trim()
        .split(/\s+(?:or|and)\s+/)
        .join(', '),
      why: `${hit.why}; the licences of its expression`,
    };
  const kind = hit && plan ? sameKindItems(question, plan, hit.answer) : null;
  if (kind) return { answer: kind.answer, why: `${hit!.why}; ${kind.why}` };
  const label = hit && plan?.operation.op === 'lookup' && !plan.spelled ? labelInRow(question, table, plan.target, hit.answer) : null;
  if (label) return { answer: label.answer, why: `${hit!.why}; ${label.why}` };
  const setting = hit && keyed ? cellItems(hit.answer).find((i) => i.startsWith(keyed.key) && /^\s*[=:]/.test(i.slice(keyed.key.length))) : undefined;
  if (setting) return { answer: setting.slice(keyed!.key.length).replace(/^\s*[=:]\s*/, ''), why: `${hit!.why}; the value set for ${keyed!.key}` };
  // "In what year does it expire?" over a date cell: the year.
  if (hit && /\b(?:what|which|in what|in which) year\b/i.test(question) && DATE.test(hit.answer)) return { ...hit, answer: hit.answer.slice(0, 4) };
  // "What interface code stands for XHCI?" over "00 UHCI; 10 OHCI; 20 EHCI; 30 XHCI; …": the one item the question names,
  // and its code where a code is asked for.
  const items = hit && /;/.test(hit.answer) ? cellItems(hit.answer) : [];
  if (items.length >= 3) {
    // Not the words that picked the row ("USB" of "USB controller").
    const picked = new Set((plan?.conditions ?? []).flatMap((c) => ('value' in c && typeof c.value === 'string' ? c.value.split(/\s+/) : [])));
    const words = new Set(
      tokens(question)
        .map((t) => t.text)
        .filter((w) => w.length >= 2 && !picked.has(w)),
    );
    const named = items.filter((i) => i.split(/\s+/).some((w) => words.has(w)));
    if (named.length === 1) {
      const coded = /^(\S+)\s+(\S.*)$/.exec(named[0]!);
      const code = coded && /\b(?:code|number|value|id)\b/i.test(question) && coded[2]!.split(/\s+/).some((w) => words.has(w)) ? coded[1]! : named[0]!;
      return { answer: code, why: `${hit!.why}; the item the question names` };
    }
  }
  // "set_thread_pointer (used by glibc)": an identifier's cell with a note in brackets after it answers with the
  // identifier.
  const cell = hit?.answer.trim() ?? '';
  const noted = cell.length <= 200 && cell.endsWith(')') ? /^([A-Za-z_][\w.]*[_.][\w.]*)\s+\([^()]{2,60}\)$/.exec(cell) : null;
  if (noted) return { ...hit!, answer: noted[1]! };
  // "Who holds the copyright …" over a cell "by Andreas R. Kleinert": the holder, not the word before the name.
  if (hit && ASKS_WHO.test(question) && /^by\s+\p{Lu}/u.test(hit.answer.trim())) return { ...hit, answer: hit.answer.trim().replace(/^by\s+/, '') };
  // "Who …" over "Ada Quill <ada at example dot org>": the person, not the address.
  const person = hit && ASKS_WHO.test(question) ? /^([^<>]{2,80}?)\s*<[^<>]{1,200}>$/.exec(hit.answer.trim()) : null;
  if (person) return { ...hit!, answer: person[1]! };
  return hit;
}
