import { TAGS, type TaskResult } from './results.js';

/** A line of results.jsonl that holds a readable record: where it starts, its bytes (no newline), the record. */
export interface ResultLine {
  offset: number;
  bytes: Buffer;
  result: TaskResult;
}

/**
 * Something wrong with results.jsonl, found by `scanResults`:
 * - `cut`: the last line ends inside its record (a crash, a full disk); dropped, its task runs again;
 * - `unterminated`: the last line is a whole record without its newline; kept, the newline is added;
 * - `unreadable`: a line that is no record; dropped;
 * - `glued`: a cut record with a whole one after it on the same line (what appending after a cut
 *   line used to make); the cut part is dropped, the whole record kept;
 * - `duplicate`: a task recorded on an earlier line too; the earlier line is dropped, the later one kept.
 * `offset` and `bytes` are those of what is dropped (or, for `unterminated`, of the line kept).
 */
export interface Repair {
  kind: 'cut' | 'unterminated' | 'unreadable' | 'glued' | 'duplicate';
  offset: number;
  bytes: number;
  /** The task of what is dropped, when its text names one. */
  task_id: string | null;
  /** `glued`: the task whose record was kept after the cut part. */
  kept_task_id?: string;
}

export interface ScanResult {
  /** One line per task, the last line of each task, in file order. */
  lines: ResultLine[];
  repairs: Repair[];
}

const NEWLINE = 0x0a;
const RECORD_START = Buffer.from('{"task_id":');

/**
 * Read results.jsonl's bytes into one record per task and the repairs that
 * make the file hold exactly those (pure: nothing is written). Blank lines
 * are ignored. A record starts with its task_id (as `scoreTask` writes it),
 * so a record glued after a cut one can be found again.
 */
export function scanResults(buf: Buffer): ScanResult {
  const repairs: Repair[] = [];
  const byId = new Map<string, ResultLine>();
  let start = 0;
  while (start < buf.length) {
    const nl = buf.indexOf(NEWLINE, start);
    const end = nl === -1 ? buf.length : nl;
    const bytes = buf.subarray(start, end);
    const offset = start;
    start = end + 1;
    if (bytes.toString('utf8').trim() === '') continue;
    let line: ResultLine | null = readLine(offset, bytes);
    if (line === null) {
      const at = bytes.lastIndexOf(RECORD_START);
      const rest = at > 0 ? readLine(offset + at, bytes.subarray(at)) : null;
      const kind = nl === -1 ? 'cut' : 'unreadable';
      if (rest) repairs.push({ kind: 'glued', offset, bytes: at, task_id: taskIdIn(bytes), kept_task_id: rest.result.task_id });
      else repairs.push({ kind, offset, bytes: bytes.length, task_id: taskIdIn(bytes) });
      line = rest;
    }
    if (line === null) continue;
    if (nl === -1) repairs.push({ kind: 'unterminated', offset: line.offset, bytes: line.bytes.length, task_id: line.result.task_id });
    const earlier = byId.get(line.result.task_id);
    if (earlier) {
      repairs.push({ kind: 'duplicate', offset: earlier.offset, bytes: earlier.bytes.length, task_id: earlier.result.task_id });
      byId.delete(earlier.result.task_id);
    }
    byId.set(line.result.task_id, line);
  }
  return { lines: [...byId.values()], repairs };
}

/** True when every repair is at the file's end (cutting or terminating its last line does them all). */
export function tailOnly(repairs: readonly Repair[]): boolean {
  return repairs.every((r) => r.kind === 'cut' || r.kind === 'unterminated');
}

/** One line for the user: what was dropped or fixed in `path`, at which byte offset. */
export function describeRepair(path: string, r: Repair): string {
  const task = r.task_id === null ? 'task unknown' : `task ${r.task_id}`;
  switch (r.kind) {
    case 'cut':
      return `${path}: dropped a last line cut short (${r.bytes} bytes at byte offset ${r.offset}, ${task}); that task runs again`;
    case 'unterminated':
      return `${path}: the last line (${task}, byte offset ${r.offset}) lacked its newline; added it, the task is kept`;
    case 'unreadable':
      return `${path}: dropped an unreadable line (${r.bytes} bytes at byte offset ${r.offset}, ${task}); that task runs again`;
    case 'glued':
      return `${path}: dropped a record cut short (${r.bytes} bytes at byte offset ${r.offset}, ${task}) glued before task ${r.kept_task_id}'s record, which is kept; that task runs again`;
    case 'duplicate':
      return `${path}: ${task} was recorded twice; kept the later line, dropped the one at byte offset ${r.offset} (${r.bytes} bytes)`;
    default: {
      const never: never = r.kind;
      return never;
    }
  }
}

function readLine(offset: number, bytes: Buffer): ResultLine | null {
  try {
    const value = JSON.parse(bytes.toString('utf8')) as Partial<TaskResult> | null;
    if (typeof value !== 'object' || value === null || typeof value.task_id !== 'string' || !TAGS.includes(value.tag!)) return null;
    return { offset, bytes, result: value as TaskResult };
  } catch {
    return null;
  }
}

/** The task id a (possibly cut) record names first, if its text has a whole one. */
function taskIdIn(bytes: Buffer): string | null {
  const m = /"task_id":("(?:[^"\\]|\\.)*")/.exec(bytes.toString('utf8'));
  if (!m) return null;
  try {
    return JSON.parse(m[1]!) as string;
  } catch {
    return null;
  }
}
