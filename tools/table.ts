/** Tables in documents: CSV text and JSON arrays of records, as rows of named fields. */

export interface Table {
  columns: string[];
  rows: Record<string, string>[];
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
export function jsonTable(text: string): Table | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const arrays = Object.values(value).filter(Array.isArray);
    if (arrays.length === 1) value = arrays[0];
  }
  if (!Array.isArray(value) || value.length === 0 || !value.every((r) => r && typeof r === 'object' && !Array.isArray(r))) {
    return null;
  }
  const columns: string[] = [];
  for (const r of value as Record<string, unknown>[]) for (const k of Object.keys(r)) if (!columns.includes(k)) columns.push(k);
  const rows = (value as Record<string, unknown>[]).map((r) =>
    Object.fromEntries(columns.map((c) => [c, r[c] === null || r[c] === undefined ? '' : typeof r[c] === 'object' ? JSON.stringify(r[c]) : String(r[c])])),
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
