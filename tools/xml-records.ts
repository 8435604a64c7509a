import type { Table } from './table.js';

/** A line of XML as the attachment reader writes it: `path: text`, or `path@attribute: value`. */
const XML_LINE = /^([A-Za-z_][\w.:-]*(?:\/[A-Za-z_][\w.:-]*)+)(?:@([A-Za-z_][\w.:-]*))?: (.*)$/;

interface Line {
  path: string;
  attr: string | null;
  value: string;
}

/**
 * Repeated elements of an XML document as a table: one row per element, one column per attribute and per
 * descendant's text ("policyconfig/action@id", "policyconfig/action/defaults/allow_any" → columns `id`,
 * `allow_any`). Read from the lines the attachment reader writes for XML (`path: text`, `path@attribute: value`; a
 * value's continuation lines carry no path). The element chosen is the one giving the most rows, at least three
 * with two columns or more; a key met again inside a row starts the next one. Null for any other text.
 */
export function xmlRecords(text: string): Table | null {
  const lines: Line[] = [];
  let xmlLines = 0;
  let otherLines = 0;
  // A blank line ends a value: what follows it (a comment the reader set apart) is no continuation.
  let open = false;
  for (const raw of text.split('\n')) {
    if (!raw.trim()) {
      open = false;
      continue;
    }
    const m = XML_LINE.exec(raw.slice(0, 2000));
    if (m) {
      lines.push({ path: m[1]!, attr: m[2] ?? null, value: m[3]!.trim() });
      xmlLines++;
      open = true;
    } else {
      otherLines++;
      // A value's continuation line (a description over several lines).
      if (open && lines.length) lines.at(-1)!.value += ` ${raw.trim()}`;
    }
  }
  // Only a document written mostly as XML lines: prose with the odd "src/x.c: warning" line is no XML.
  if (xmlLines < 9 || xmlLines < otherLines) return null;
  // Candidate elements: each path prefix counted once per line under it, in one pass; those under fewer than six
  // lines cannot hold three rows of two columns.
  const count = new Map<string, number>();
  for (const l of lines) {
    const parts = l.path.split('/');
    for (let d = 2; d <= parts.length; d++) {
      const prefix = parts.slice(0, d).join('/');
      count.set(prefix, (count.get(prefix) ?? 0) + 1);
    }
  }
  const candidates = [...count]
    .filter(([, n]) => n >= 6)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([p]) => p);
  let best: Table | null = null;
  for (const element of candidates) {
    const table = recordsOf(lines, element);
    if (table && (!best || table.rows.length > best.rows.length || (table.rows.length === best.rows.length && table.columns.length > best.columns.length)))
      best = table;
  }
  return best;
}

function recordsOf(lines: readonly Line[], element: string): Table | null {
  const rows: Map<string, string>[] = [];
  let row: Map<string, string> | null = null;
  const keyOf = (l: Line): string | null => {
    if (l.path !== element && !l.path.startsWith(`${element}/`)) return null;
    const rest = l.path.slice(element.length + 1);
    // The element's own text is its `text` column.
    return `${rest}${l.attr ? `@${l.attr}` : ''}` || 'text';
  };
  for (const l of lines) {
    const key = keyOf(l);
    if (key === null) {
      row = null;
      continue;
    }
    if (!row || row.has(key)) {
      row = new Map();
      rows.push(row);
    }
    row.set(key, l.value);
  }
  if (rows.length < 3) return null;
  const keys: string[] = [];
  for (const r of rows) for (const k of r.keys()) if (!keys.includes(k)) keys.push(k);
  // A column must be filled in at least half the rows; it is named by its last part ("defaults/allow_any" →
  // allow_any, "@id" → id), or whole where two last parts clash.
  const kept = keys.filter((k) => rows.filter((r) => r.has(k)).length * 2 >= rows.length);
  if (kept.length < 2) return null;
  const short = (k: string): string => k.split(/[/@]/).filter(Boolean).at(-1)!;
  const names = kept.map((k) => (kept.filter((o) => short(o) === short(k)).length > 1 ? k.replace(/^@/, '').replace(/[/@]/g, ' ') : short(k)));
  return { columns: names, rows: rows.map((r) => Object.fromEntries(kept.map((k, i) => [names[i]!, r.get(k) ?? '']))) };
}
