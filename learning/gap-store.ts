/**
 * The gap store: gap records in Postgres, embedded (PGlite, a data
 * directory) or on a server (a postgres:// URL), with one schema, one set of
 * migrations and one set of queries (learning/gap-sql.ts) behind a small
 * query function (learning/gap-db.ts).
 */
import { createHash } from 'node:crypto';
import type { Advice } from '../wire/packet.js';
import { type AddOutcome, type GapRecord, type GapStatus, type GapStore, type NewGapRecord, type RetrieveQuery } from './gap-record.js';
import { DEFAULT_CONNECT_TIMEOUT_MS, connect, displayLocation } from './gap-db.js';
import * as SQL from './gap-sql.js';
import { leakReason } from './leak-guard.js';

/** Lower case, whitespace collapsed to one space, trimmed: the form questions are hashed and patterns compared in. */
export function normaliseText(s: string): string {
  return s.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The normalised question's SHA-256, in hex: how a record remembers the question it came from without keeping it. */
export function questionHash(question: string): string {
  return createHash('sha256').update(normaliseText(question)).digest('hex');
}

/** Advice in one canonical form (keys in a fixed order, strategy lists sorted and deduplicated), so equal advice compares equal. */
export function canonicalAdvice(advice: Advice): Advice {
  const set = (xs: string[] | undefined): string[] | undefined => (xs === undefined ? undefined : [...new Set(xs)].sort());
  const prefer = set(advice.prefer);
  const avoid = set(advice.avoid);
  return {
    ...(advice.answer_type !== undefined ? { answer_type: advice.answer_type } : {}),
    ...(advice.breadth !== undefined ? { breadth: advice.breadth } : {}),
    ...(prefer !== undefined ? { prefer } : {}),
    ...(avoid !== undefined ? { avoid } : {}),
  };
}

export interface GapStoreOptions {
  /** The clock for created_at (default: the wall clock). */
  now?: () => Date;
  /** Deadline for connecting to a server, ms (default DEFAULT_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
}

/** The store as the review CLI sees it: the bench's GapStore, plus where it is and a bulk import. */
export interface ReviewableGapStore extends GapStore {
  /** The location as it may be printed (a URL's password masked). */
  readonly location: string;
  /** Insert or replace these records by id, all in one transaction (all or none); new ids never collide with them afterwards. */
  importRecords(records: readonly GapRecord[]): Promise<{ added: number; replaced: number }>;
}

/**
 * Open the gap store at `location`: a `postgres://` or `postgresql://` URL
 * is a server (node-postgres); anything else is a PGlite data directory,
 * created if missing. Applies the migrations the store lacks. Fails with a
 * MeshError naming the location: GAP_STORE_UNREACHABLE when a server cannot
 * be reached within the connect timeout, GAP_STORE_UNUSABLE when a
 * directory is damaged, not a store, or in use by another process.
 */
export async function openGapStore(location: string, options: GapStoreOptions = {}): Promise<ReviewableGapStore> {
  const client = await connect(location, options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS);
  try {
    await SQL.migrate(client);
  } catch (err) {
    await client.close().catch(() => undefined);
    throw err;
  }
  return new SqlGapStore(client, displayLocation(location), options.now ?? (() => new Date()));
}

/** A record as the drivers return it: created_at a Date (or text), the rest as stored. */
type RecordRow = SQL.Row & Omit<GapRecord, 'created_at'> & { created_at: Date | string };

/** The row as a GapRecord (the queries select exactly its columns, in its order). */
function toRecord(r: RecordRow): GapRecord {
  return { ...r, created_at: new Date(r.created_at).toISOString() };
}

/** The UPSERT's parameters for a whole record. */
function upsertParams(r: GapRecord): unknown[] {
  const advice = canonicalAdvice(r.advice);
  return [
    r.id,
    r.question_type,
    r.features,
    r.pattern,
    normaliseText(r.pattern),
    r.diagnosis,
    JSON.stringify(advice),
    r.support,
    r.helpful,
    r.harmful,
    r.source_tasks,
    r.source_hashes,
    r.status,
    r.cycle,
    r.created_at,
  ];
}

class SqlGapStore implements ReviewableGapStore {
  private closed: Promise<void> | null = null;

  constructor(
    private readonly db: SQL.SqlClient,
    readonly location: string,
    private readonly now: () => Date,
  ) {}

  async add(record: NewGapRecord): Promise<AddOutcome> {
    const reason = leakReason(record);
    if (reason !== null) return { status: 'refused', reason };
    const advice = canonicalAdvice(record.advice);
    const hash = questionHash(record.source_question);
    // Under the writers' lock, so adds in flight at once (or from two processes on one server) never both insert one pattern.
    return this.db.transaction(async (query): Promise<AddOutcome> => {
      await query(SQL.LOCK_WRITES);
      const [same] = await query<{ id: string }>(SQL.FIND_SAME, [record.question_type, normaliseText(record.pattern), JSON.stringify(advice)]);
      if (same) {
        await query(SQL.MERGE, [same.id, record.source_task, hash, record.cycle]);
        return { status: 'merged', id: same.id };
      }
      const id = (await query<{ id: string }>(SQL.NEXT_ID))[0]!.id;
      const created: GapRecord = {
        id,
        question_type: record.question_type,
        features: record.features,
        pattern: record.pattern,
        diagnosis: record.diagnosis,
        advice,
        support: 1,
        helpful: 0,
        harmful: 0,
        source_tasks: [record.source_task],
        source_hashes: [hash],
        status: 'active',
        cycle: record.cycle,
        created_at: this.now().toISOString(),
      };
      await query(SQL.UPSERT, upsertParams(created));
      return { status: 'added', id };
    });
  }

  async retrieve(q: RetrieveQuery): Promise<GapRecord[]> {
    if (q.k <= 0) return [];
    const rows = await this.db.query<RecordRow>(SQL.RETRIEVE, [
      q.question_type,
      q.text,
      q.approved_only,
      q.before_cycle ?? null,
      q.task_id,
      questionHash(q.question),
      q.k,
    ]);
    return rows.map(toRecord);
  }

  async recordOutcome(ids: readonly string[], passed: boolean): Promise<void> {
    if (ids.length === 0) return;
    await this.db.query(passed ? SQL.COUNT_HELPFUL : SQL.COUNT_HARMFUL, [[...ids]]);
  }

  async list(filter: { status?: GapStatus } = {}): Promise<GapRecord[]> {
    return (await this.db.query<RecordRow>(SQL.LIST, [filter.status ?? null])).map(toRecord);
  }

  async get(id: string): Promise<GapRecord | null> {
    const [row] = await this.db.query<RecordRow>(SQL.GET, [id]);
    return row ? toRecord(row) : null;
  }

  async setStatus(id: string, status: GapStatus): Promise<boolean> {
    return (await this.db.query(SQL.SET_STATUS, [id, status])).length > 0;
  }

  async importRecords(records: readonly GapRecord[]): Promise<{ added: number; replaced: number }> {
    return this.db.transaction(async (query) => {
      await query(SQL.LOCK_WRITES);
      const existing = new Set((await query<{ id: string }>(SQL.EXISTING_IDS, [records.map((r) => r.id)])).map((r) => r.id));
      for (const r of records) await query(SQL.UPSERT, upsertParams(r));
      await query(SQL.ADVANCE_IDS);
      const replaced = new Set(records.map((r) => r.id).filter((id) => existing.has(id))).size;
      return { added: new Set(records.map((r) => r.id)).size - replaced, replaced };
    });
  }

  close(): Promise<void> {
    this.closed ??= this.db.close();
    return this.closed;
  }
}
