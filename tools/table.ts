/** Tables in documents: CSV text and JSON arrays of records, as rows of named fields. */

import { STOP_WORDS } from './text.js';

export interface Table {
  columns: string[];
  rows: Record<string, string>[];
  /** The heading over a table laid out in prose, where it has one ("ppc/32 functions"). */
  title?: string;
}

/** Parse CSV (RFC 4180: quoted fields, doubled quotes, CRLF). Returns rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      if (row.length > 1 || row[0] !== '') rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** A CSV document as a table, the first row naming the columns. */
export function csvTable(text: string): Table | null {
  const cells = parseCsv(text);
  const header = cells[0];
  if (!header || header.length < 2 || cells.length < 2) return null;
  const columns = header.map((h) => h.trim());
  const rows = cells.slice(1).map((r) => Object.fromEntries(columns.map((c, i) => [c, (r[i] ?? '').trim()])));
  return { columns, rows };
}

/** A JSON document holding an array of flat records (possibly under one top-level key) as a table. */
/** A range of code points or numbers: "U+0E00..U+0E7F", "0x80-0xFF". */
export const CODE_RANGE = /(?:U\+|0x)[0-9A-F]{1,8}\s*(?:\.\.|–|-)\s*(?:U\+|0x)[0-9A-F]{1,8}/i;

export function jsonTable(text: string): Table | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  // A range the document gives for all its records ("range": "U+0E00..U+0E7F", "block": "Hebrew (U+0590..U+05FF)")
  // belongs to every record: it is kept as a column holding that range.
  const shared: Record<string, string> = {};
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) {
      const range = typeof v === 'string' && v.length <= 80 ? CODE_RANGE.exec(v) : null;
      if (range) shared[k] = range[0];
    }
    const arrays = Object.values(value).filter(Array.isArray);
    if (arrays.length === 1) value = arrays[0];
    // Several lists of records by name ({"TLSContentType": [...], "TLSAlertType": [...]}): one table, each record
    // with the name of its list.
    else if (
      arrays.length >= 2 &&
      Object.values(value).every((v) => Array.isArray(v) && v.length > 0 && v.every((r) => r && typeof r === 'object' && !Array.isArray(r)))
    ) {
      const lists = Object.entries(value as Record<string, Record<string, unknown>[]>);
      const column = lists.some(([, rows]) => rows.some((r) => 'group' in r)) ? 'list' : 'group';
      value = lists.flatMap(([key, rows]) => rows.map((r) => ({ [column]: key, ...r })));
    }
  }
  if (!Array.isArray(value) || value.length === 0 || !value.every((r) => r && typeof r === 'object' && !Array.isArray(r))) {
    return null;
  }
  const columns: string[] = [];
  for (const r of value as Record<string, unknown>[]) for (const k of Object.keys(r)) if (!columns.includes(k)) columns.push(k);
  const own = columns.length;
  for (const k of Object.keys(shared)) if (!columns.includes(k)) columns.push(k);
  const rows = (value as Record<string, unknown>[]).map((r) =>
    Object.fromEntries(
      columns.map((c, i) => [
        c,
        i >= own ? shared[c]! : r[c] === null || r[c] === undefined ? '' : typeof r[c] === 'object' ? JSON.stringify(r[c]) : String(r[c]),
      ]),
    ),
  );
  return { columns, rows };
}

/** The table a document holds, judged by its file name and content; null for prose. */
export function tableOf(fileName: string | null, text: string): Table | null {
  const ext = fileName?.toLowerCase().split('.').pop();
  if (ext === 'json' || ext === 'jsonld') return jsonTable(text);
  if (ext === 'csv') return csvTable(text);
  return null;
}

/** One row as text: "column: value; column: value" (empty cells left out). */
export function rowText(row: Record<string, string>): string {
  return Object.entries(row)
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ');
}

// ---- tables laid out as text -------------------------------------------------

interface Cell {
  text: string;
  start: number;
}

/** Cells of a line: runs of text separated by two or more spaces, with their columns. */
function cells(line: string, offset = 0): Cell[] {
  return [...line.matchAll(/\S+(?: \S+)*/g)].map((m) => ({ text: m[0], start: offset + m.index! }));
}

/** Split a line at vertical rules into segments, each with its column offset. `|` is a rule only where the header uses it. */
function segments(line: string, pipes = false): { text: string; offset: number }[] {
  const out: { text: string; offset: number }[] = [];
  let start = 0;
  for (const m of line.matchAll(pipes ? /[│|]/g : /│/g)) {
    out.push({ text: line.slice(start, m.index!), offset: start });
    start = m.index! + 1;
  }
  out.push({ text: line.slice(start), offset: start });
  return out;
}

// A column name is short; one written in capitals ("DIFFERENCE OF VIM VERSION") may run a little longer.
const isHeaderCell = (c: Cell): boolean =>
  (c.text.length <= 24 || (c.text.length <= 32 && !/[a-z]/.test(c.text))) && /^[A-Za-z(#]/.test(c.text) && !/[,;]$/.test(c.text);

/** A line with its tabs expanded to the next multiple of eight columns, so that tab-laid cells line up as they show. */
function expandTabs(line: string): string {
  if (!line.includes('\t')) return line;
  let out = '';
  for (const ch of line) out += ch === '\t' ? ' '.repeat(8 - (out.length % 8)) : ch;
  return out;
}
/** A rule line drawn with box or ASCII line characters: not content. */
const isRule = (line: string): boolean => line.trim() !== '' && /^[\s\u2500-\u257F=+_-]+$/.test(line);

/** Assign each cell to the column whose header starts nearest at or before it (2 columns of slack). */
function assign(row: Cell[], starts: number[]): string[] {
  const out = starts.map(() => '');
  for (const c of row) {
    let col = 0;
    for (let i = 0; i < starts.length; i++) if (starts[i]! <= c.start + 2) col = i;
    out[col] = out[col] ? `${out[col]} ${c.text}` : c.text;
  }
  return out;
}

/**
 * Tables laid out with spaces inside prose: a header line of three or more
 * short cells (optionally continued on the next line), then rows whose cells
 * line up under the header. Halves set side by side with a vertical rule
 * under the same header are read as one table.
 */
export function textTables(text: string): Table[] {
  const lines = text.split('\n').map(expandTabs);
  const tables: Table[] = [];
  let i = 0;
  while (i < lines.length) {
    // (A table drawn with box characters is `boxTables`'.)
    if (/^\s*┌/.test(lines[i]!)) {
      i++;
      while (i < lines.length && BOX_LINE.test(lines[i]!)) i++;
      continue;
    }
    const pipes = /\S\s+\|\s+\S/.test(lines[i]!);
    const segs = segments(lines[i]!, pipes);
    const headerSegs = segs.map((s) => cells(s.text, s.offset)).filter((c) => c.length >= 3 && c.every(isHeaderCell));
    if (headerSegs.length === 0 || headerSegs.length !== segs.filter((s) => s.text.trim()).length) {
      const pair = ruledTable(lines, i) ?? twoColumnTable(lines, i);
      if (pair) tables.push(pair.table);
      i = pair ? pair.end : i + 1;
      continue;
    }
    // A second header line whose cells sit under the first one's continue the column names.
    const names = headerSegs.map((h) => h.map((c) => c.text));
    let j = i + 1;
    const cont = lines[j] && !isRule(lines[j]!) ? segments(lines[j]!, pipes).map((s) => cells(s.text, s.offset)) : [];
    const flat = cont.flat();
    if (
      flat.length > 0 &&
      flat.length < headerSegs[0]!.length &&
      flat.every((c) => headerSegs.some((h) => h.some((hc) => Math.abs(hc.start - c.start) <= 2)))
    ) {
      headerSegs.forEach((h, k) => {
        for (const c of flat) {
          const col = h.findIndex((hc) => Math.abs(hc.start - c.start) <= 2);
          if (col >= 0) names[k]![col] = names[k]![col]!.endsWith('-') ? `${names[k]![col]}${c.text}` : `${names[k]![col]} ${c.text}`;
        }
      });
      j++;
    }
    const rowsBySeg: string[][][] = headerSegs.map(() => []);
    let blanks = 0;
    for (; j < lines.length; j++) {
      const line = lines[j]!;
      if (isRule(line)) continue;
      if (!line.trim()) {
        if (++blanks > 1) break;
        continue;
      }
      const parts = segments(line, pipes).map((s) => cells(s.text, s.offset));
      const filled = parts.filter((p) => p.length > 0);
      // A line holding one cell under a later column continues the previous row's cell (wrapped text).
      if (filled.length === 1 && filled[0]!.length === 1 && headerSegs.length === 1 && rowsBySeg[0]!.length > 0) {
        const h = headerSegs[0]!;
        const col = h.reduce((c, hc, k) => (hc.start <= filled[0]![0]!.start + 2 ? k : c), 0);
        if (col > 0) {
          const last = rowsBySeg[0]![rowsBySeg[0]!.length - 1]!;
          last[col] = last[col] ? `${last[col]} ${filled[0]![0]!.text}` : filled[0]![0]!.text;
          blanks = 0;
          continue;
        }
      }
      const ok = headerSegs.every((h, k) => {
        const row = filled[k];
        if (!row) return false;
        const lo = h[0]!.start - 2;
        return row.length >= 2 && row[0]!.start >= lo && row.every((c) => c.start >= lo);
      });
      if (!ok) break;
      blanks = 0;
      headerSegs.forEach((h, k) =>
        rowsBySeg[k]!.push(
          assign(
            filled[k]!,
            h.map((c) => c.start),
          ),
        ),
      );
    }
    const columns = names[0]!.map((n) => n.trim());
    const sameHeader = names.every((n) => n.join('|') === names[0]!.join('|'));
    const rows = (sameHeader ? rowsBySeg.flat() : rowsBySeg[0]!).map((r) => Object.fromEntries(columns.map((c, k) => [c, r[k] ?? ''])));
    // Justified prose lines up in columns too ("Because a symbolic link  and  its  referenced"): a header of two or more
    // function words, or holding a sentence or the end of one ("discussion."), is prose.
    // (Lowercase function words: "Before", "After", "Up", "Down", "On", "Off" head real tables.)
    const prose =
      columns.filter((c) => c === c.toLowerCase() && STOP_WORDS.has(c)).length >= 2 || columns.some((c) => /[a-z]{2}[.;]\s+\S|^[a-z]{2,}[.,;]$/.test(c));
    if (rows.length >= 3 && !prose) tables.push({ columns, rows });
    i = Math.max(j, i + 1);
  }
  return tables;
}

const RULED = new WeakSet<Table>();

/** Was this table read under a ruled header? Such a table is as plain a table as a Markdown one. */
export function isRuled(table: Table): boolean {
  return RULED.has(table);
}

/**
 * A table of two columns or more whose header is underlined by a rule, as manual pages draw them ("symbol
 * version" over "────────" over "__kernel_clock_getres   LINUX_2.6.15"): the rows up to a blank line, each cell under
 * the header cell it starts below. The rule makes it a table, however few its columns. Titled by the nearest line
 * above it that is less indented (the subsection's heading, "ppc/32 functions").
 */
function ruledTable(lines: readonly string[], i: number): { table: Table; end: number } | null {
  const rule = lines[i + 1];
  if (rule === undefined || !isRule(rule) || rule.trim().length < 8 || !/^[\s\u2500-\u257F=-]+$/.test(rule)) return null;
  // Vertical rules between the columns ("Suffix │ File type") are no part of the cells.
  const bars = /│/.test(lines[i]!) ? /│/g : null;
  const clean = (line: string): string => (bars ? line.replace(bars, ' ') : line);
  const head = cells(clean(lines[i]!));
  if (head.length < 2 || head.length > 12 || !head.every(isHeaderCell)) return null;
  const starts = head.map((c) => c.start);
  const rows: string[][] = [];
  let j = i + 2;
  // A blank line inside the table (a page break) is skipped where the next line is a row of it, rule and all.
  const rowAfterBlank = (k: number): boolean => {
    const next = lines[k + 1];
    const row = next ? cells(clean(next)) : [];
    const first = row[0];
    if (next === undefined || first === undefined || Math.abs(first.start - head[0]!.start) > 2) return false;
    // Under vertical rules, a line drawn with the rule; else one whose second cell starts under the second column.
    return bars ? /│/.test(next) : row[1] !== undefined && Math.abs(row[1].start - starts[1]!) <= 2;
  };
  for (; j < lines.length && (lines[j]!.trim() !== '' || (rows.length > 0 && rowAfterBlank(j))); j++) {
    if (lines[j]!.trim() === '') continue;
    const row = cells(clean(lines[j]!));
    if (row.length === 0 || row[0]!.start < head[0]!.start - 2) break;
    const values = assign(row, starts);
    // A line with nothing under the first column continues the row above ("│ or file compressed using freeze").
    if (row[0]!.start >= starts[1]! - 2 && rows.length) {
      const last = rows.at(-1)!;
      values.forEach((v, k) => {
        if (v) last[k] = last[k] ? `${last[k]} ${v}` : v;
      });
      continue;
    }
    rows.push(values);
  }
  if (rows.length < 2) return null;
  const indent = lines[i]!.length - lines[i]!.trimStart().length;
  let title: string | undefined;
  for (let k = i - 1; k >= 0 && k >= i - 60; k--) {
    const line = lines[k]!;
    if (line.trim() && line.length - line.trimStart().length < indent) {
      title = line.trim();
      break;
    }
  }
  const table: Table = {
    columns: head.map((c) => c.text),
    rows: rows.map((values) => Object.fromEntries(head.map((c, k) => [c.text, values[k] ?? '']))),
    ...(title ? { title } : {}),
  };
  RULED.add(table);
  return { table, end: j };
}

/**
 * A table of two columns set apart in prose ("Library interface    System call" over "mq_close(3)    close(2)"): a
 * header of two names in capitalised words after a blank line, then at least three rows of two cells each starting
 * under the header's, up to a blank line. A misaligned line before the blank one voids the whole table: two runs of
 * words separated by spaces are common in justified prose, so this reading is stricter than a wider table's.
 */
function twoColumnTable(lines: readonly string[], i: number): { table: Table; end: number } | null {
  if (i > 0 && lines[i - 1]!.trim() !== '') return null;
  const head = cells(lines[i]!);
  const name = (c: Cell): boolean => c.text.length <= 24 && /^[A-Z][A-Za-z]*(?: [A-Za-z]+){0,2}$/.test(c.text);
  if (head.length !== 2 || !head.every(name) || head[1]!.start - head[0]!.start - head[0]!.text.length < 2) return null;
  const rows: Record<string, string>[] = [];
  let j = i + 1;
  for (; j < lines.length && lines[j]!.trim() !== ''; j++) {
    const row = cells(lines[j]!);
    if (row.length !== 2 || row.some((c, k) => Math.abs(c.start - head[k]!.start) > 2 || /[.:;,]$/.test(c.text))) break;
    rows.push({ [head[0]!.text]: row[0]!.text, [head[1]!.text]: row[1]!.text });
  }
  if (rows.length < 3 || (j < lines.length && lines[j]!.trim() !== '')) return null;
  return { table: { columns: head.map((c) => c.text), rows }, end: j };
}

// ---- Markdown tables ----------------------------------------------------------

/** A Markdown separator row: cells of dashes, optionally with alignment colons. */
/** Tested on a trimmed line: with leading and trailing `\s*` around an optional pipe it backtracked on lines of spaces. */
// ("------+--------": a rule whose columns meet at plus signs, as psql and hand-drawn tables write it.)
const MD_SEPARATOR = /^[|+]?\s*:?-{3,}:?\s*(?:[|+]\s*:?-{3,}:?\s*)+[|+]?$/;

/** The cells of a Markdown table row, without the outer pipes and with emphasis, code marks and link targets dropped. */
function markdownCells(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split(/(?<!\\)\|/).map((c) =>
    c
      // Links keep their text: inline [text](url), reference [text][ref], shortcut [text].
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
      .replace(/\[([^\]]*)\]/g, '$1')
      .replace(/(\*\*|__|`)/g, '')
      .replace(/\\\|/g, '|')
      .trim(),
  );
}

/**
 * Markdown (pipe) tables anywhere in a document: a header row, a separator
 * row of dashes, then the rows up to the first line without a pipe.
 */
export function markdownTables(text: string): Table[] {
  const lines = text.split('\n');
  const tables: Table[] = [];
  for (let i = 1; i < lines.length; i++) {
    if (!lines[i - 1]!.includes('|') || !MD_SEPARATOR.test(lines[i]!.trim())) continue;
    const columns = markdownCells(lines[i - 1]!);
    if (columns.length < 2 || columns.some((c) => c === '')) continue;
    const rows: Record<string, string>[] = [];
    let j = i + 1;
    for (; j < lines.length && lines[j]!.includes('|') && lines[j]!.trim() !== ''; j++) {
      const cells = markdownCells(lines[j]!);
      rows.push(Object.fromEntries(columns.map((c, k) => [c, cells[k] ?? ''])));
    }
    if (rows.length >= 1) tables.push({ columns, rows });
    i = j;
  }
  return tables;
}

/** A line of a table drawn with box characters: a border or rule (┌ ├ └ ╞ …) or a row of cells between │. */
const BOX_LINE = /^\s*[┌├└╞╘╒│]/;
const BOX_RULE = /^\s*[┌├└╞╘╒][─━═┬┼┴╤╪╧┐┤┘╡╕╛\s]*$/;

/**
 * Tables drawn with box characters, as groff's tbl renders them in manual pages ("┌──┬──┐", "│%B │ Build ID │", "├──┼──┤"):
 * the columns are where the top border puts its corners and joins, and every line of cells must have its bars there (a
 * table whose header spans columns is left alone). Rows are the blocks between rules where rules part the rows, else
 * the lines, a line whose first cell is empty continuing the row before. A cell's lines are joined, and a word broken at
 * the line's end ("al‐" / "gorithm") is whole again; a cell that is one quoted token ("%B" in quotes) is the token.
 */
export function boxTables(text: string): Table[] {
  const lines = text.split('\n');
  const tables: Table[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^\s*┌/.test(lines[i]!)) continue;
    let end = i + 1;
    while (end < lines.length && BOX_LINE.test(lines[end]!) && !/^\s*└/.test(lines[end]!)) end++;
    const table = boxTable(lines.slice(i, end));
    if (table) tables.push(table);
    i = end;
  }
  return tables;
}

function boxTable(block: readonly string[]): Table | null {
  const top = block[0]!;
  const bars = [...top].flatMap((ch, at) => (/[┌┬┐╤╒╕]/.test(ch) ? [at] : []));
  if (bars.length < 3) return null;
  const body = block.slice(1);
  // (Each line of cells has its bars where the top border has its corners and joins.)
  const cellsOf = (line: string): string[] | null =>
    bars.every((at) => line[at] === '│' || line[at] === '┃') ? bars.slice(1).map((at, k) => line.slice(bars[k]! + 1, at)) : null;
  const groups: string[][][] = [[]];
  // A rule under some columns only ("│          ├──────┼──────┤"): the cells left of it span the rows it parts (a "VM" type
  // over each of its IDs); those columns of the rows it opens are filled from the row above.
  const spanned = new Set<string[][]>();
  for (const line of body) {
    if (BOX_RULE.test(line)) {
      if (groups.at(-1)!.length) groups.push([]);
      continue;
    }
    const partial = /^\s*│\s+[├┼][─━═┼┬┴┤\s]*$/.test(line) && bars.slice(1, -1).some((at) => /[├┼]/.test(line[at] ?? ''));
    if (partial) {
      if (groups.at(-1)!.length) groups.push([]);
      spanned.add(groups.at(-1)!);
      continue;
    }
    const cells = cellsOf(line);
    if (!cells) return null;
    groups.at(-1)!.push(cells);
  }
  if (groups.at(-1)!.length === 0) groups.pop();
  // (A table with no rule inside has no header to name its columns.)
  if (groups.length < 2) return null;
  const join = (parts: string[]): string =>
    parts
      .map((p) => p.trim())
      .filter(Boolean)
      .reduce((acc, p) => (acc === '' ? p : /[‐-]$/.test(acc) && /^[a-z]/.test(p) ? acc.slice(0, -1) + p : `${acc} ${p}`), '')
      .replace(/^"([^"\s]+)"$/, '$1');
  const merge = (lines: string[][]): string[] => bars.slice(1).map((_, k) => join(lines.map((l) => l[k]!)));
  // The header is the first block; the rows are the other blocks, or, where a single block follows the header, its lines.
  const [head, ...rest] = groups;
  const columns = merge(head!);
  if (columns.some((c) => c === '') || new Set(columns).size !== columns.length) return null;
  let blocks: string[][][] = rest;
  if (rest.length === 1 && rest[0]!.length > 1) {
    blocks = [];
    for (const line of rest[0]!) {
      if (line[0]!.trim() === '' && blocks.length) blocks.at(-1)!.push(line);
      else blocks.push([line]);
    }
  }
  const rows: string[][] = [];
  for (const b of blocks) {
    const cells = merge(b);
    if (!cells.some(Boolean)) continue;
    // (The spanning cells, empty in the rows a partial rule opens, are the row above's.)
    const above = rows.at(-1);
    if (spanned.has(b) && above) cells.forEach((c, k) => (cells[k] = c === '' && k < cells.findIndex(Boolean) ? above[k]! : c));
    rows.push(cells);
  }
  if (rows.length === 0) return null;
  return { columns, rows: rows.map((cells) => Object.fromEntries(columns.map((c, k) => [c, cells[k] ?? '']))) };
}
