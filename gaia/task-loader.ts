import { realpathSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, extname, isAbsolute, relative, resolve, sep } from 'node:path';
import { asyncBufferFromFile, parquetReadObjects } from 'hyparquet';
import { compressors } from 'hyparquet-compressors';
import { z } from 'zod';
import { MeshError, describeError } from '../wire/errors.js';

/** One GAIA task, normalised. */
export interface Task {
  task_id: string;
  question: string;
  /** GAIA level (1-3); null when the row has none. */
  level: number | null;
  /** The ground truth; null when the split hides it (test split: "?"). */
  expected: string | null;
  file_name: string | null;
  /**
   * Absolute path of the attachment, resolved against the metadata's folder
   * (its real path, symbolic links resolved, when it exists); null when none.
   */
  file_path: string | null;
  /**
   * Set when the attachment does not resolve inside the metadata's folder (an
   * absolute path, `..`, or a symbolic link out of it): why, naming the path
   * and the rule. Nothing of such a file is ever read.
   */
  file_refused?: string;
}

/** A metadata line that could not be read: reported, and the other tasks still run. */
export interface TaskProblem {
  line: number;
  reason: string;
}

export const PLACEHOLDER_TASK_ID = '0-0-0-0-0';

const RowSchema = z
  .object({
    task_id: z.string().min(1),
    Question: z.string(),
    Level: z.union([z.number().int(), z.bigint(), z.string().regex(/^\s*\d+\s*$/, 'a whole number')]).nullish(),
    'Final answer': z.union([z.string(), z.number()]).nullish(),
    file_name: z.string().nullish(),
    file_path: z.string().nullish(),
  })
  .loose();

/** Turn one metadata row into a Task (throws a readable reason for a bad row); null for placeholder rows. */
export function toTask(row: unknown, baseDir: string): Task | null {
  const parsed = RowSchema.safeParse(row);
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((i) => `${i.path.join('.') || '(row)'}: ${i.message}`).join('; '));
  }
  const r = parsed.data;
  if (r.task_id === PLACEHOLDER_TASK_ID) return null;
  const answer = r['Final answer'];
  const file = r.file_name || r.file_path || null;
  return {
    task_id: r.task_id,
    question: r.Question,
    level: r.Level === null || r.Level === undefined ? null : Number(r.Level),
    expected: answer === null || answer === undefined || String(answer) === '?' ? null : String(answer),
    file_name: file,
    ...(file ? locate(file, baseDir) : { file_path: null }),
  };
}

const outside = (root: string, path: string): boolean => {
  const rel = relative(root, path);
  return rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel);
};

/**
 * Where a row's attachment is, confined to `baseDir`: the name must not be
 * absolute nor climb out with `..`, and its real path (symbolic links
 * resolved) must lie inside the folder's real path. A file that does not
 * exist yet keeps its lexical path (the reader reports it missing, and
 * refuses a symbolic link put there later).
 */
function locate(name: string, baseDir: string): Pick<Task, 'file_path' | 'file_refused'> {
  const lexical = resolve(baseDir, name);
  const refuse = (why: string): Pick<Task, 'file_path' | 'file_refused'> => ({
    file_path: lexical,
    file_refused: `attachment "${name}" refused: ${why}; attachments must resolve inside the tasks file's folder ${baseDir}, and nothing of it was read`,
  });
  if (isAbsolute(name)) return refuse('it is an absolute path');
  if (outside(baseDir, lexical)) return refuse('it climbs out of the folder through ".."');
  let real: string;
  try {
    real = realpathSync(lexical);
  } catch {
    return { file_path: lexical };
  }
  const root = realpathSync(baseDir);
  if (outside(root, real)) return refuse(`it resolves to ${real}, outside the folder (through a symbolic link)`);
  return { file_path: real };
}

function collect(rows: Iterable<{ line: number; read: () => unknown }>, baseDir: string): { tasks: Task[]; problems: TaskProblem[] } {
  const tasks: Task[] = [];
  const problems: TaskProblem[] = [];
  const seen = new Set<string>();
  for (const { line, read } of rows) {
    try {
      const task = toTask(read(), baseDir);
      if (!task) continue;
      if (seen.has(task.task_id)) throw new Error(`duplicate task_id ${task.task_id}`);
      seen.add(task.task_id);
      tasks.push(task);
    } catch (err) {
      problems.push({ line, reason: describeError(err) });
    }
  }
  return { tasks, problems };
}

async function readJsonl(path: string): Promise<{ line: number; read: () => unknown }[]> {
  const text = await readFile(path, 'utf8');
  return text
    .split('\n')
    .map((raw, i) => ({ line: i + 1, raw }))
    .filter((r) => r.raw.trim() !== '')
    .map((r) => ({ line: r.line, read: () => JSON.parse(r.raw) as unknown }));
}

async function readParquet(path: string): Promise<{ line: number; read: () => unknown }[]> {
  const file = await asyncBufferFromFile(path);
  const rows = (await parquetReadObjects({ file, compressors })) as Record<string, unknown>[];
  return rows.map((row, i) => ({ line: i + 1, read: () => row }));
}

/**
 * Load GAIA tasks from `metadata.jsonl` or `metadata.parquet` (the
 * 2023/validation and 2023/test layouts). Bad rows are returned as problems
 * (line = 1-based line or row number), not thrown; placeholder rows are skipped.
 */
export async function loadTasks(path: string): Promise<{ tasks: Task[]; problems: TaskProblem[] }> {
  let rows: { line: number; read: () => unknown }[];
  try {
    rows = extname(path).toLowerCase() === '.parquet' ? await readParquet(path) : await readJsonl(path);
  } catch (err) {
    throw new MeshError('TASKS_INVALID', `cannot read tasks file ${path}: ${describeError(err)}; pass --tasks PATH/metadata.jsonl (or .parquet)`, {
      cause: err,
    });
  }
  return collect(rows, dirname(resolve(path)));
}

export interface Selection {
  /** Keep only these levels (empty: all). */
  levels?: number[];
  /** Keep only these task ids, in file order (empty: all). */
  taskIds?: string[];
  /** Keep the first N after the other filters. */
  limit?: number;
}

/** Apply --task-id, --level and --limit, in that order; unknown task ids throw TASKS_INVALID. */
export function selectTasks(tasks: Task[], s: Selection): Task[] {
  let out = tasks;
  if (s.taskIds?.length) {
    const known = new Set(tasks.map((t) => t.task_id));
    const unknown = s.taskIds.filter((id) => !known.has(id));
    if (unknown.length) throw new MeshError('TASKS_INVALID', `no task with id ${unknown.join(', ')} in the tasks file`);
    const wanted = new Set(s.taskIds);
    out = out.filter((t) => wanted.has(t.task_id));
  }
  if (s.levels?.length) out = out.filter((t) => t.level !== null && s.levels!.includes(t.level));
  if (s.limit !== undefined) out = out.slice(0, s.limit);
  return out;
}
