/**
 * The gap store's SQL: one schema, one list of numbered migrations and one
 * set of queries, run unchanged by both back ends (PGlite and a Postgres
 * server, learning/gap-db.ts). Parameters are always cast in the SQL
 * (`$1::text[]`, `$2::text::jsonb`), so both drivers send them the same way.
 */

/** A row as a driver returns it: column name → value. */
export type Row = Record<string, unknown>;

/** Run one statement with positional parameters; resolves to its rows. */
export type Query = <T extends Row = Row>(sql: string, params?: readonly unknown[]) => Promise<T[]>;

/** The one thing the store needs of a back end. */
export interface SqlClient {
  query: Query;
  /** Run `fn` in one transaction (BEGIN … COMMIT, ROLLBACK when it throws); its queries go through the `query` it is given. */
  transaction<T>(fn: (query: Query) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * Applied in order, each once, recorded in `gap_migrations`. Never edit one
 * that has shipped: add the next number.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'gap records',
    sql: `
      CREATE SEQUENCE gap_id_seq;
      CREATE FUNCTION gap_words(words text[]) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT coalesce(array_to_string(words, ' '), '') $$;
      CREATE TABLE gap_records (
        id text PRIMARY KEY,
        question_type text NOT NULL,
        features text[] NOT NULL DEFAULT '{}',
        pattern text NOT NULL,
        pattern_key text NOT NULL,
        diagnosis text NOT NULL,
        advice jsonb NOT NULL,
        support integer NOT NULL DEFAULT 1 CHECK (support >= 1),
        helpful integer NOT NULL DEFAULT 0 CHECK (helpful >= 0),
        harmful integer NOT NULL DEFAULT 0 CHECK (harmful >= 0),
        source_tasks text[] NOT NULL DEFAULT '{}',
        source_hashes text[] NOT NULL DEFAULT '{}',
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'approved', 'retired')),
        cycle integer NOT NULL,
        created_at timestamptz NOT NULL,
        search tsvector GENERATED ALWAYS AS (to_tsvector('english', pattern || ' ' || gap_words(features) || ' ' || diagnosis)) STORED
      );
      CREATE INDEX gap_records_type ON gap_records (question_type);
      CREATE INDEX gap_records_search ON gap_records USING gin (search);
    `,
  },
];

export const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS gap_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`;
/** Held until the end of the transaction: one migrator, one writer of merges at a time, across processes on a server too. */
export const LOCK_MIGRATIONS = `SELECT pg_advisory_xact_lock(7140001)`;
export const LOCK_WRITES = `SELECT pg_advisory_xact_lock(7140002)`;
export const APPLIED_MIGRATIONS = `SELECT version FROM gap_migrations ORDER BY version`;
export const RECORD_MIGRATION = `INSERT INTO gap_migrations (version, name) VALUES ($1::integer, $2::text)`;

const COLUMNS = `id, question_type, features, pattern, diagnosis, advice, support, helpful, harmful, source_tasks, source_hashes, status, cycle, created_at`;
const LIST_ORDER = `ORDER BY created_at, length(id), id`;

export const NEXT_ID = `SELECT 'g' || nextval('gap_id_seq') AS id`;

/** After an import: the sequence moves past every imported `g<N>` id, so new ids never collide with them. */
export const ADVANCE_IDS = `
  SELECT setval('gap_id_seq', m)
  FROM (SELECT max(substring(id FROM '^g([0-9]{1,18})$')::bigint) AS m FROM gap_records) s
  WHERE m IS NOT NULL AND m >= (SELECT last_value FROM gap_id_seq)`;

/** The record a new one merges into: not retired, same question type, same normalised pattern, same advice. */
export const FIND_SAME = `
  SELECT id FROM gap_records
  WHERE status <> 'retired' AND question_type = $1::text AND pattern_key = $2::text AND advice = $3::text::jsonb
  ${LIST_ORDER} LIMIT 1`;

/** Merge: one more attempt stated this pattern; its task and question hash join the sources (once each); the earliest cycle stays. */
export const MERGE = `
  UPDATE gap_records SET
    support = support + 1,
    source_tasks = CASE WHEN $2::text = ANY (source_tasks) THEN source_tasks ELSE array_append(source_tasks, $2::text) END,
    source_hashes = CASE WHEN $3::text = ANY (source_hashes) THEN source_hashes ELSE array_append(source_hashes, $3::text) END,
    cycle = least(cycle, $4::integer)
  WHERE id = $1::text`;

/** Insert a record, or (import) replace the one with the same id. */
export const UPSERT = `
  INSERT INTO gap_records (id, question_type, features, pattern, pattern_key, diagnosis, advice, support, helpful, harmful,
                           source_tasks, source_hashes, status, cycle, created_at)
  VALUES ($1::text, $2::text, $3::text[], $4::text, $5::text, $6::text, $7::text::jsonb, $8::integer, $9::integer, $10::integer,
          $11::text[], $12::text[], $13::text, $14::integer, $15::timestamptz)
  ON CONFLICT (id) DO UPDATE SET
    question_type = EXCLUDED.question_type, features = EXCLUDED.features, pattern = EXCLUDED.pattern, pattern_key = EXCLUDED.pattern_key,
    diagnosis = EXCLUDED.diagnosis, advice = EXCLUDED.advice, support = EXCLUDED.support, helpful = EXCLUDED.helpful,
    harmful = EXCLUDED.harmful, source_tasks = EXCLUDED.source_tasks, source_hashes = EXCLUDED.source_hashes,
    status = EXCLUDED.status, cycle = EXCLUDED.cycle, created_at = EXCLUDED.created_at`;

/**
 * Retrieval, best first. Eligible: not retired (only approved ones when $3),
 * first written before cycle $4 (when given), not learned from task $5 nor
 * from a question hashing to $6, and either of question type $1 or sharing
 * at least one full-text term with $2. The query text's terms are OR-ed
 * (plainto_tsquery's AND turned into OR), so one shared term is a match.
 * Order: records of the question's type before all others, then ts_rank,
 * then helpful − harmful, then support, then age.
 */
export const RETRIEVE = `
  WITH q AS (SELECT replace(plainto_tsquery('english', $2::text)::text, ' & ', ' | ')::tsquery AS terms)
  SELECT ${COLUMNS}
  FROM gap_records, q
  WHERE status <> 'retired'
    AND (NOT $3::boolean OR status = 'approved')
    AND ($4::integer IS NULL OR cycle < $4::integer)
    AND NOT ($5::text = ANY (source_tasks))
    AND NOT ($6::text = ANY (source_hashes))
    AND (question_type = $1::text OR search @@ q.terms)
  ORDER BY (question_type = $1::text) DESC, ts_rank(search, q.terms) DESC, helpful - harmful DESC, support DESC, created_at, length(id), id
  LIMIT $7::integer`;

export const GET = `SELECT ${COLUMNS} FROM gap_records WHERE id = $1::text`;
export const EXISTING_IDS = `SELECT id FROM gap_records WHERE id = ANY ($1::text[])`;
export const LIST = `SELECT ${COLUMNS} FROM gap_records WHERE $1::text IS NULL OR status = $1::text ${LIST_ORDER}`;
export const SET_STATUS = `UPDATE gap_records SET status = $2::text WHERE id = $1::text RETURNING id`;
export const COUNT_HELPFUL = `UPDATE gap_records SET helpful = helpful + 1 WHERE id = ANY ($1::text[])`;
export const COUNT_HARMFUL = `UPDATE gap_records SET harmful = harmful + 1 WHERE id = ANY ($1::text[])`;

/** Apply the migrations not yet recorded, in one transaction under a lock (two processes opening one server migrate once). */
export async function migrate(client: SqlClient): Promise<void> {
  await client.transaction(async (query) => {
    await query(LOCK_MIGRATIONS);
    await query(MIGRATIONS_TABLE);
    const applied = new Set((await query<{ version: number }>(APPLIED_MIGRATIONS)).map((r) => r.version));
    for (const m of MIGRATIONS) {
      if (applied.has(m.version)) continue;
      for (const statement of splitStatements(m.sql)) await query(statement);
      await query(RECORD_MIGRATION, [m.version, m.name]);
    }
  });
}

/** A migration's statements, split at the semicolons that end a line ($$ bodies here hold none). */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*\n/)
    .map((s) => s.trim().replace(/;$/, ''))
    .filter(Boolean);
}
