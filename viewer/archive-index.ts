import { closeSync, mkdirSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { list as listTar, type ReadEntry } from 'tar';

/** The largest memory.json kept (they are small by contract; a bigger one is cut). */
const MEMORY_LIMIT = 1 << 20;
const LOG_RE = /^workspaces\/([^/]+)\/(agent\.log|tasks\.jsonl|memory\.json)$/;
const TASK_KEY = Buffer.from('"task_id":"');
const ARCHIVE_READ_BYTES = 256 * 1024;

/** A task id without its retry suffix (`<id>#<attempt>` for a task tried again after an agent was lost). */
export function baseTaskId(id: string): string {
  const hash = id.lastIndexOf('#');
  return hash > 0 && /^\d+$/.test(id.slice(hash + 1)) ? id.slice(0, hash) : id;
}

/** One agent's lines for one task, as read back from the index: raw JSON text, file order. */
export interface AgentLines {
  agent: string;
  log: string[];
  tasks: string[];
}

/**
 * A run's `run_artifacts.tar.gz`, indexed in one streaming pass and never
 * unpacked into memory: each agent's agent.log and tasks.jsonl are copied,
 * as they stream by, into one spill file per agent under `cacheDir`, and
 * the index keeps, per task (retries folded in), where its lines lie;
 * memory.json files (small) are kept parsed. A task's lines are then a few
 * positioned reads. `close` removes the spill files.
 */
export class ArchiveIndex {
  readonly agents: string[] = [];
  readonly memory = new Map<string, unknown>();
  /** base task id → flat [agentIndex, file (0 log, 1 tasks), offset, length, …]. */
  private readonly spans = new Map<string, number[]>();
  private readonly files: string[][] = [];

  private constructor(private readonly cacheDir: string) {}

  static async build(archivePath: string, cacheDir: string): Promise<ArchiveIndex> {
    mkdirSync(cacheDir, { recursive: true });
    const index = new ArchiveIndex(cacheDir);
    await listTar({
      file: archivePath,
      // Small reads: each is decompressed and scanned in one go, so a big archive is indexed in short slices and the server keeps answering.
      maxReadSize: ARCHIVE_READ_BYTES,
      onReadEntry: (entry) => {
        const m = LOG_RE.exec(entry.path);
        if (!m || entry.type !== 'File') return entry.resume();
        const agent = m[1]!;
        const a = index.agentIndex(agent);
        if (m[2] === 'memory.json') {
          const parts: Buffer[] = [];
          let size = 0;
          entry.on('data', (c: Buffer) => {
            if (size < MEMORY_LIMIT) parts.push(c);
            size += c.length;
          });
          entry.on('end', () => {
            try {
              index.memory.set(agent, JSON.parse(Buffer.concat(parts).toString('utf8')));
            } catch {
              index.memory.set(agent, { unreadable: `memory.json of agent ${agent} is not JSON (${size} bytes)` });
            }
          });
          return;
        }
        const kind = m[2] === 'agent.log' ? 0 : 1;
        index.spill(entry, a, kind, join(cacheDir, `${a}.${kind === 0 ? 'agent.log' : 'tasks.jsonl'}`));
      },
    });
    return index;
  }

  private agentIndex(agent: string): number {
    let a = this.agents.indexOf(agent);
    if (a === -1) {
      a = this.agents.push(agent) - 1;
      this.files.push(['', '']);
    }
    return a;
  }

  /** Copy an entry to its spill file as it streams, noting each line's task and span. */
  private spill(entry: ReadEntry, a: number, kind: 0 | 1, path: string): void {
    const fd = openSync(path, 'w');
    this.files[a]![kind] = path;
    let written = 0;
    let rest: Buffer | null = null;
    let restAt = 0;
    const line = (buf: Buffer, offset: number): void => {
      const k = buf.indexOf(TASK_KEY);
      if (k === -1) return;
      const from = k + TASK_KEY.length;
      const to = buf.indexOf(34, from);
      if (to === -1) return;
      const id = baseTaskId(buf.toString('utf8', from, to));
      let spans = this.spans.get(id);
      if (!spans) this.spans.set(id, (spans = []));
      spans.push(a, kind, offset, buf.length);
    };
    entry.on('data', (chunk: Buffer) => {
      writeSync(fd, chunk);
      const buf = rest ? Buffer.concat([rest, chunk]) : chunk;
      const base = rest ? restAt : written;
      let start = 0;
      for (let nl = buf.indexOf(10); nl !== -1; nl = buf.indexOf(10, start)) {
        if (nl > start) line(buf.subarray(start, nl), base + start);
        start = nl + 1;
      }
      rest = start < buf.length ? Buffer.from(buf.subarray(start)) : null;
      restAt = base + start;
      written += chunk.length;
    });
    entry.on('end', () => {
      if (rest) line(rest, restAt);
      closeSync(fd);
    });
  }

  /** Tasks with at least one line in some agent's workspace. */
  get taskCount(): number {
    return this.spans.size;
  }

  /** Every agent's lines for a task (its retries included), agents in archive order; empty lists when it has none. */
  linesOf(taskId: string): AgentLines[] {
    const out = this.agents.map((agent) => ({ agent, log: [] as string[], tasks: [] as string[] }));
    const spans = this.spans.get(baseTaskId(taskId));
    if (!spans) return out;
    const fds = new Map<string, number>();
    try {
      for (let i = 0; i < spans.length; i += 4) {
        const [a, kind, offset, length] = [spans[i]!, spans[i + 1]!, spans[i + 2]!, spans[i + 3]!];
        const path = this.files[a]![kind]!;
        let fd = fds.get(path);
        if (fd === undefined) fds.set(path, (fd = openSync(path, 'r')));
        const buf = Buffer.alloc(length);
        readSync(fd, buf, 0, length, offset);
        (kind === 0 ? out[a]!.log : out[a]!.tasks).push(buf.toString('utf8'));
      }
    } finally {
      for (const fd of fds.values()) closeSync(fd);
    }
    return out;
  }

  close(): void {
    rmSync(this.cacheDir, { recursive: true, force: true });
  }
}
