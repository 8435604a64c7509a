/**
 * Gap records as JSON lines, the review CLI's export and import format:
 * one record per line, every field of GapRecord. Encoding and decoding live
 * together here; decoding checks each line with zod and reports every bad
 * line by its number.
 */
import { z } from 'zod';
import { AdviceSchema } from '../wire/packet.js';
import { GAP_STATUSES, type GapRecord, type GapStatus } from './gap-record.js';

const INT4_MAX = 2_147_483_647;
const count = z.number().int().min(0).max(INT4_MAX);

/** One line. Required: id, question_type, pattern, diagnosis, advice, support, helpful, harmful, source_tasks, status; the rest have defaults. */
export const GapRecordLineSchema = z
  .object({
    id: z.string().min(1).max(200),
    question_type: z.string().min(1),
    features: z.array(z.string()).default([]),
    pattern: z.string().min(1),
    diagnosis: z.string(),
    advice: AdviceSchema,
    support: count.min(1),
    helpful: count,
    harmful: count,
    source_tasks: z.array(z.string()),
    source_hashes: z.array(z.string()).default([]),
    status: z.enum(GAP_STATUSES as [GapStatus, ...GapStatus[]]),
    cycle: count.default(0),
    /** ISO 8601; default: when the import runs. */
    created_at: z
      .string()
      .refine((s) => !Number.isNaN(Date.parse(s)), 'not a date (ISO 8601, e.g. 2025-01-31T12:00:00Z)')
      .optional(),
  })
  .strict();

/** The records as JSON lines (each ends in a newline). */
export function encodeGapLines(records: readonly GapRecord[]): string {
  return records.map((r) => `${JSON.stringify(r)}\n`).join('');
}

/** The records of a JSON-lines text, or every problem with its line number (blank lines are skipped; an id given twice is a problem). */
export function decodeGapLines(text: string, now: Date): { records: GapRecord[]; errors: string[] } {
  const records: GapRecord[] = [];
  const errors: string[] = [];
  const seen = new Map<string, number>();
  text.split('\n').forEach((line, i) => {
    const n = i + 1;
    if (line.trim() === '') return;
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch (err) {
      errors.push(`line ${n}: not JSON (${(err as Error).message})`);
      return;
    }
    const parsed = GapRecordLineSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errors.push(`line ${n}: ${issue.path.length ? issue.path.join('.') : '(record)'}: ${issue.message}`);
      return;
    }
    const { created_at, ...rest } = parsed.data;
    const first = seen.get(rest.id);
    if (first !== undefined) {
      errors.push(`line ${n}: id ${rest.id} is already on line ${first}`);
      return;
    }
    seen.set(rest.id, n);
    records.push({ ...rest, created_at: new Date(created_at ?? now).toISOString() });
  });
  return { records, errors };
}

/** One line of a run's gaps-pending.jsonl: a store write the session could not make (a record to add, a credit to count). */
export const PendingWriteSchema = z
  .object({
    task_id: z.string(),
    attempt: z.number().int().min(0),
    record: z
      .object({
        question_type: z.string().min(1),
        features: z.array(z.string()),
        pattern: z.string().min(1),
        diagnosis: z.string(),
        advice: AdviceSchema,
        source_task: z.string(),
        source_question: z.string(),
        source_expected: z.string(),
        cycle: count,
      })
      .strict()
      .nullable(),
    credit: z
      .object({ ids: z.array(z.string()), passed: z.boolean() })
      .strict()
      .nullable(),
  })
  .strict();
export type PendingWrite = z.infer<typeof PendingWriteSchema>;

/** The writes of a gaps-pending.jsonl text, in order, or every problem with its line number. */
export function decodePendingLines(text: string): { writes: PendingWrite[]; errors: string[] } {
  const writes: PendingWrite[] = [];
  const errors: string[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch {
      errors.push(`line ${i + 1}: not JSON`);
      return;
    }
    const parsed = PendingWriteSchema.safeParse(raw);
    if (parsed.success) writes.push(parsed.data);
    else errors.push(`line ${i + 1}: ${parsed.error.issues.map((x) => `${x.path.join('.') || '(line)'}: ${x.message}`).join('; ')}`);
  });
  return { writes, errors };
}
