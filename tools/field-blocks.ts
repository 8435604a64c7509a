import type { Table } from './table.js';

/** A block's name line: one identifier alone, a little indented at most ("    DRI3GetSupportedModifiers"). */
const NAME_LINE = /^[ \t]{0,8}([A-Z][A-Za-z0-9_]{2,60})[ \t]*$/;

/** The size a field line opens with: bytes as a number, or an expression of the lengths ("4n", "5+m+6n", "pad(n)"). */
const SIZE = /^(?:\d+[a-z]?|[\d+*a-z()]{1,20})$/;

/**
 * The field lines of a block, as an X protocol's encoding writes them: a size, perhaps a value, then the field's
 * name, set apart by tabs or by two spaces or more ("1  CARD8  major opcode", "1  7  DRI3 opcode", "2  unused").
 * Returns the field's name and its value (empty where the line gives none), or null for any other line.
 */
function fieldLine(line: string): { field: string; value: string } | null {
  if (!/^[ \t]+\S/.test(line)) return null;
  const parts = line.trim().split(/\t+|\s{2,}/);
  if (parts.length < 2 || parts.length > 3 || !SIZE.test(parts[0]!)) return null;
  const field = parts.at(-1)!.trim();
  if (!/^[A-Za-z][\w ./-]{1,40}$/.test(field)) return null;
  return { field, value: parts.length === 3 ? parts[1]!.trim() : '' };
}

/**
 * Named blocks of field lines as a table, one row per block and one column per field that gives a value: the
 * encoding section of an X protocol specification ("RecordEnableContext" over "1  CARD8  major opcode", "1  5  minor
 * opcode", "2  2  request length" → a row named RecordEnableContext whose `minor opcode` is 5). A block is its name
 * line and the field lines right under it, up to a blank line or a line of anything else (the reply that follows a
 * request is no part of it). Null unless there are three blocks or more and a field given in three of them at least.
 */
export function fieldBlocks(text: string): Table | null {
  const lines = text.split('\n');
  const rows: Record<string, string>[] = [];
  const seen = new Map<string, number>();
  for (let i = 0; i + 1 < lines.length; i++) {
    const name = NAME_LINE.exec(lines[i]!)?.[1];
    if (!name) continue;
    const row: Record<string, string> = { name };
    let j = i + 1;
    for (; j < lines.length; j++) {
      const f = fieldLine(lines[j]!);
      if (!f) break;
      // (A field given twice, "unused", keeps its first value.)
      // (Own keys only: a field named "constructor" is no key of every object.)
      if (f.value && !Object.hasOwn(row, f.field)) row[f.field] = f.value;
    }
    if (j - i - 1 >= 2 && Object.keys(row).length >= 2) {
      rows.push(row);
      for (const k of Object.keys(row)) if (k !== 'name') seen.set(k, (seen.get(k) ?? 0) + 1);
    }
    i = j - 1;
  }
  if (rows.length < 3 || ![...seen.values()].some((n) => n >= 3)) return null;
  const columns = ['name', ...[...seen.keys()].filter((k) => seen.get(k)! >= 2)];
  return { columns, rows: rows.map((r) => Object.fromEntries(columns.map((c) => [c, r[c] ?? '']))) };
}
