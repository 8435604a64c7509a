import { closeSync, createReadStream, openSync, readSync, statSync } from 'node:fs';

/** Where one line of a JSON-lines file lies (bytes, newline excluded). */
export interface LineSpan {
  offset: number;
  length: number;
}

/**
 * A JSON-lines file indexed by each line's `task_id`, in one streaming pass:
 * it keeps the line's span and whatever small projection `project` makes of
 * it, never the file. The last line for a task wins (results.jsonl after a
 * resume), keeping its first position. Lines that do not parse are skipped.
 * `read` fetches one whole line back from disk.
 */
export class JsonlIndex<Row> {
  readonly rows: Row[] = [];
  private readonly spans: LineSpan[] = [];
  private readonly byId = new Map<string, number>();
  private size = 0;

  private constructor(readonly path: string) {}

  static async build<Row>(path: string, project: (value: Record<string, unknown>) => Row): Promise<JsonlIndex<Row>> {
    const index = new JsonlIndex<Row>(path);
    let at = 0;
    let rest: Buffer | null = null;
    let restAt = 0;
    const take = (line: Buffer, offset: number): void => {
      if (line.length === 0) return;
      let value: Record<string, unknown>;
      try {
        value = JSON.parse(line.toString('utf8')) as Record<string, unknown>;
      } catch {
        return;
      }
      if (typeof value.task_id !== 'string') return;
      const row = project(value);
      const span = { offset, length: line.length };
      const known = index.byId.get(value.task_id);
      if (known === undefined) {
        index.byId.set(value.task_id, index.rows.length);
        index.rows.push(row);
        index.spans.push(span);
      } else {
        index.rows[known] = row;
        index.spans[known] = span;
      }
    };
    for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
      const buf: Buffer = rest ? Buffer.concat([rest, chunk]) : chunk;
      const base: number = rest ? restAt : at;
      let start = 0;
      for (let nl = buf.indexOf(10, start); nl !== -1; nl = buf.indexOf(10, start)) {
        take(buf.subarray(start, nl), base + start);
        start = nl + 1;
      }
      rest = start < buf.length ? buf.subarray(start) : null;
      restAt = base + start;
      at += chunk.length;
    }
    if (rest) take(rest, restAt);
    index.size = statSync(path).size;
    return index;
  }

  /** The position of `taskId` in file order, or undefined. */
  indexOf(taskId: string): number | undefined {
    return this.byId.get(taskId);
  }

  /** The whole line for `taskId`, parsed; null when the file holds no such task. */
  read(taskId: string): Record<string, unknown> | null {
    const i = this.byId.get(taskId);
    if (i === undefined) return null;
    const span = this.spans[i]!;
    const fd = openSync(this.path, 'r');
    try {
      const buf = Buffer.alloc(span.length);
      readSync(fd, buf, 0, span.length, span.offset);
      return JSON.parse(buf.toString('utf8')) as Record<string, unknown>;
    } finally {
      closeSync(fd);
    }
  }

  /** Bytes of the file when it was indexed (to notice a run still being written). */
  get bytes(): number {
    return this.size;
  }
}
