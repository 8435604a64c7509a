import { z } from 'zod';
import { ITEM_KINDS, type Item, type SectionRef } from './outline.js';

/**
 * The conventions carried as text inside packets, each with its writer and
 * its reader side by side:
 * - a table's header (search_docs doc / event of kind `header`): the column
 *   names as a JSON array;
 * - a table row (kind `row`): the row as a JSON object, column → cell text,
 *   in column order;
 * - a heading (kind `heading`): the section as a JSON object (`SectionRef`);
 * - an enumerated item (event of kind `item`): the item as a JSON object;
 * - a term/description entry (event of kind `term`): `{ term, description }`
 *   as a JSON object;
 * - in triples, a section's subject `section <id>` (also the object of a
 *   `parent` triple), and an item's relation `<kind> item[ under <label>]`.
 *
 * Readers never throw and never trust: each `decode…` checks its text with a
 * zod schema and returns null when the text is not what its `encode…`
 * writes. The caller then skips that one item (a row without triples, a
 * heading without a section, a header without a table: the task goes on
 * with the rest), so a malformed value from a faulty or hostile peer is
 * neither a crash nor a tool failure.
 */

const Columns = z.array(z.string());
/** Cells as search writes them are strings; scalars are read as their text, null as empty. */
const RowObject = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
const SectionSchema = z.strictObject({
  depth: z.number().int().nonnegative(),
  number: z.string().nullable(),
  title: z.string(),
  version: z.string().nullable(),
  date: z.string().nullable(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  id: z.number().int().nonnegative(),
}) satisfies z.ZodType<SectionRef>;
const ItemSchema = z.strictObject({ kind: z.enum(ITEM_KINDS), marker: z.string(), text: z.string(), label: z.string().optional() }) satisfies z.ZodType<Item>;

/** One table row: column name → cell text. */
export type Row = Record<string, string>;

/** JSON.parse that answers undefined instead of throwing. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function encodeHeader(columns: readonly string[]): string {
  return JSON.stringify(columns);
}

/** The column names of a header, or null when the text is not a JSON array of strings. */
export function decodeHeader(text: string): string[] | null {
  const parsed = Columns.safeParse(parseJson(text));
  return parsed.success ? parsed.data : null;
}

export function encodeRow(row: Readonly<Row>): string {
  return JSON.stringify(row);
}

/** A row's cells in column order, or null when the text is not a JSON object of scalars. */
export function decodeRow(text: string): Row | null {
  const value = parseJson(text);
  if (!RowObject.safeParse(value).success) return null;
  // Read from the parsed value, checked above: zod's copy would drop a column named "__proto__".
  const cells = Object.entries(value as z.infer<typeof RowObject>);
  return Object.fromEntries(cells.map(([k, v]) => [k, v === null ? '' : String(v)]));
}

/** A section as it travels in a heading: always the same keys in the same order, whatever order `sec` was built in. */
export function encodeSection(sec: SectionRef): string {
  const { depth, number, title, version, date, start, end, id } = sec;
  return JSON.stringify({ depth, number, title, version, date, start, end, id });
}

/** The section a heading carries, or null when the text is not one. */
export function decodeSection(text: string): SectionRef | null {
  const parsed = SectionSchema.safeParse(parseJson(text));
  return parsed.success ? parsed.data : null;
}

export function encodeItem(item: Item): string {
  const { kind, marker, text, label } = item;
  return JSON.stringify(label === undefined ? { kind, marker, text } : { kind, marker, text, label });
}

/** The item an item event carries, or null when the text is not one. */
export function decodeItem(text: string): Item | null {
  const parsed = ItemSchema.safeParse(parseJson(text));
  if (!parsed.success) return null;
  const { kind, marker, text: body, label } = parsed.data;
  return label === undefined ? { kind, marker, text: body } : { kind, marker, text: body, label };
}

const TermSchema = z.strictObject({ term: z.string(), description: z.string(), label: z.string().optional(), parent: z.string().optional() });

/** A term of a term/description list and the text describing it (see term-lists.ts). */
export interface TermText {
  term: string;
  description: string;
  /** The line that introduces the list ("Possible values:"), when one does. */
  label?: string;
  /** The term of the entry this one is nested in ("/proc/net/stat/rt_cache" over its keys), where it was asked for. */
  parent?: string;
}

export function encodeTerm(entry: TermText): string {
  return JSON.stringify({
    term: entry.term,
    description: entry.description,
    ...(entry.label ? { label: entry.label } : {}),
    ...(entry.parent !== undefined ? { parent: entry.parent } : {}),
  });
}

/** The entry a term event carries, or null when the text is not one. */
export function decodeTerm(text: string): TermText | null {
  const parsed = TermSchema.safeParse(parseJson(text));
  return parsed.success ? parsed.data : null;
}

/** The term entries among a packet's events (those sent as term events), decoded, in order. */
export function termsOf(events: readonly { kind: string; text: string }[]): TermText[] {
  return events.flatMap((e) => {
    const t = e.kind === 'term' ? decodeTerm(e.text) : null;
    return t ? [t] : [];
  });
}

/** The list a sentence introduces ("Some users have no corresponding group." over sshd, fetchmail, cupsys). */
export interface LeadList {
  lead: string;
  items: string[];
}

const LeadListSchema = z.strictObject({ lead: z.string(), items: z.array(z.string()) });

/** A list a sentence introduces (see lead-lists.ts): a `listed` event's text. */
export function encodeLeadList(list: LeadList): string {
  return JSON.stringify({ lead: list.lead, items: list.items });
}

/** The list a `listed` event carries, or null when the text is not one. */
export function decodeLeadList(text: string): LeadList | null {
  const parsed = LeadListSchema.safeParse(parseJson(text));
  return parsed.success ? parsed.data : null;
}

const SECTION_SUBJECT = /^section (0|[1-9]\d*)$/;

/** The subject naming a document section in triples (and the object of a `parent` triple). */
export function sectionSubject(id: number): string {
  return `section ${id}`;
}

/** The section id a subject names, or null when the subject does not name a section. */
export function sectionOfSubject(subject: string): number | null {
  const m = SECTION_SUBJECT.exec(subject);
  if (!m) return null;
  const id = Number(m[1]);
  return Number.isSafeInteger(id) ? id : null;
}

/** The relations of a heading's triples: (section N, relation, value). */
export const HEADING_RELATIONS = ['title', 'number', 'version', 'date', 'parent'] as const;
export type HeadingRelation = (typeof HEADING_RELATIONS)[number];

const ITEM_RELATION = /^(\w+) item(?: under (.+))?$/;

/** The relation of an item's triple: "<kind> item", or "<kind> item under <label>" for an item listed under a label. */
export function itemRelation(item: Pick<Item, 'kind' | 'label'>): string {
  return item.label ? `${item.kind} item under ${item.label}` : `${item.kind} item`;
}

/** The kind (and label) an item relation names, or null when the relation is not an item's. */
export function decodeItemRelation(relation: string): { kind: string; label?: string } | null {
  const m = ITEM_RELATION.exec(relation);
  if (!m) return null;
  return m[2] ? { kind: m[1]!, label: m[2] } : { kind: m[1]! };
}
