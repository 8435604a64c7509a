import type { Table } from '../../tools/table.js';

/** A small table from CSV text with no quoting (the first line names the columns). */
export function table(csv: string): Table {
  const [head, ...lines] = csv.trim().split('\n');
  const columns = head!.split(',');
  return { columns, rows: lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [columns[i]!, v]))) };
}

/** A table from records, as a JSON document's array reaches the engine: lists and objects as JSON text in their cells. */
export function records(rows: Record<string, unknown>[]): Table {
  const columns = Object.keys(rows[0]!);
  return { columns, rows: rows.map((r) => Object.fromEntries(columns.map((c) => [c, typeof r[c] === 'string' ? (r[c] as string) : JSON.stringify(r[c])]))) };
}
