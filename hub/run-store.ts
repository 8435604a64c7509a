import { randomBytes } from 'node:crypto';
import * as nodeFs from 'node:fs';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, symlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { create as createTar } from 'tar';
import { stringify as toYaml } from 'yaml';
import { MeshError, describeError } from '../wire/errors.js';
import type { RunMetrics, TaskResult } from './results.js';
import { describeRepair, scanResults, tailOnly } from './results-repair.js';
import { outputUnusable, outputWriteFailed } from './output-errors.js';

export const RESULTS_FILE = 'results.jsonl';
export const METRICS_FILE = 'metrics.json';
export const CONFIG_FILE = 'config.resolved.yaml';
export const ARCHIVE_FILE = 'run_artifacts.tar.gz';
export const RUN_FILE = 'run.json';
export const SUBMISSION_FILE = 'submission.jsonl';
export const TRACES_FILE = 'traces.jsonl';
/** A learning run's snapshot of the gap store at its end (one record per line, as `npm run gaps -- export` writes them). */
export const GAPS_FILE = 'gaps.jsonl';
/** A learning session's store writes the store failed to take (records and credits, in task order). */
export const PENDING_GAPS_FILE = 'gaps-pending.jsonl';

/** run.json: what a run is, so that --resume can finish it. */
export interface RunFile {
  run_id: string;
  tasks_file: string;
  /** The selected tasks, in order. */
  task_ids: string[];
  /** A learning run: the gap store it used (resolved), whether it briefed and learned, and its cycle; a resume reuses them. */
  learning?: { store: string; brief: boolean; learn: boolean; cycle: number };
}

/** A sortable, unique run id: UTC date and time, then 4 random hex digits. */
export function newRunId(date = new Date()): string {
  const stamp = date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${randomBytes(2).toString('hex')}`;
}

/**
 * The file-system calls the store writes with (node:fs by default). Tests
 * pass one whose call fails (ENOSPC, EIO, EROFS) to see what the user would.
 */
export type StoreFs = Pick<
  typeof nodeFs,
  'mkdirSync' | 'openSync' | 'writeSync' | 'fdatasyncSync' | 'fstatSync' | 'ftruncateSync' | 'truncateSync' | 'closeSync' | 'renameSync' | 'rmSync'
>;

export interface RunStoreOptions {
  fs?: StoreFs;
  /** Where repairs of results.jsonl are reported, one line each (default: stderr). */
  warn?: (line: string) => void;
}

const NEWLINE = Buffer.from('\n');

/**
 * One run's output directory. results.jsonl is appended and flushed to disk
 * as each task ends, so an interrupted run keeps every finished task; it
 * holds one readable line per task across any number of sessions (see
 * loadResults, prepareResults). The other files are replaced atomically.
 *
 * Failures name the file and say what to do: while setting up (creating the
 * directory, config.resolved.yaml, run.json, putting results.jsonl right)
 * OUTPUT_UNUSABLE, before any agent starts; once tasks run (a result,
 * metrics.json, submission.jsonl, the archive) OUTPUT_WRITE_FAILED, with the
 * --resume command that finishes the run. A failed append leaves the file as
 * it was before it.
 */
export class RunStore {
  private fd: number | undefined;
  /** results.jsonl's size after the last whole record this session appended. */
  private size = 0;
  private readonly fs: StoreFs;
  private readonly warn: (line: string) => void;

  constructor(
    readonly dir: string,
    options: RunStoreOptions = {},
  ) {
    this.fs = options.fs ?? nodeFs;
    this.warn = options.warn ?? ((line) => process.stderr.write(`${line}\n`));
    try {
      this.fs.mkdirSync(dir, { recursive: true });
    } catch (err) {
      throw outputUnusable(this.dir, dir, err);
    }
  }

  get resultsPath(): string {
    return join(this.dir, RESULTS_FILE);
  }
  get metricsPath(): string {
    return join(this.dir, METRICS_FILE);
  }
  get configPath(): string {
    return join(this.dir, CONFIG_FILE);
  }
  get archivePath(): string {
    return join(this.dir, ARCHIVE_FILE);
  }
  get runPath(): string {
    return join(this.dir, RUN_FILE);
  }
  get submissionPath(): string {
    return join(this.dir, SUBMISSION_FILE);
  }
  get tracesPath(): string {
    return join(this.dir, TRACES_FILE);
  }

  /** Append one session's traces (one JSON line per attempt) to traces.jsonl, flushed. */
  appendTraces(traces: readonly unknown[]): void {
    if (traces.length === 0) return;
    this.running(this.tracesPath, () => this.appendBytes(this.tracesPath, Buffer.from(traces.map((t) => `${JSON.stringify(t)}\n`).join(''))));
  }

  /**
   * Add fields to recorded results (by task id), rewriting results.jsonl
   * atomically with its lines in the same order; lines of other tasks are
   * kept byte for byte. Called once a session's tasks are all recorded.
   */
  annotateResults(extra: ReadonlyMap<string, Partial<TaskResult>>): void {
    if (extra.size === 0) return;
    const path = this.resultsPath;
    this.close();
    this.running(path, () => {
      const { lines } = scanResults(readFileSync(path));
      const out = lines.map((l) => {
        const more = extra.get(l.result.task_id);
        return more ? Buffer.from(JSON.stringify({ ...l.result, ...more })) : l.bytes;
      });
      this.replaceFile(path, Buffer.concat(out.flatMap((b) => [b, NEWLINE])));
    });
  }

  writeRunFile(run: RunFile): void {
    this.setUp(this.runPath, () => this.replaceFile(this.runPath, `${JSON.stringify(run, null, 2)}\n`));
  }

  async readRunFile(): Promise<RunFile> {
    try {
      return JSON.parse(await readFile(this.runPath, 'utf8')) as RunFile;
    } catch (err) {
      throw new MeshError('CONFIG_INVALID', `${this.dir} is not a run directory this bench can resume (${describeError(err)})`, { cause: err });
    }
  }

  /** metrics.json of an earlier session, if one was written. */
  async readMetrics(): Promise<RunMetrics | null> {
    try {
      return JSON.parse(await readFile(this.metricsPath, 'utf8')) as RunMetrics;
    } catch {
      return null;
    }
  }

  /**
   * The recorded results, one per task, after putting results.jsonl right.
   * A last line cut short (a crash, a full disk) is dropped, so its task
   * runs again: terminating it instead would keep a line no reader can
   * parse, and its task would be neither recorded nor re-run. A whole last
   * record that lacks only its newline gets it. An unreadable line is
   * dropped; a task recorded twice keeps its later line. Each repair is
   * reported through `warn`, one line naming the file and the byte offset;
   * afterwards the file holds exactly the results returned, one readable
   * newline-terminated line each. A cut tail is truncated in place (needing
   * no free space); any other repair rewrites the file atomically.
   */
  loadResults(): TaskResult[] {
    return this.settle(new Set());
  }

  /**
   * Before a session's first append: put results.jsonl right as loadResults
   * does, and remove the lines of `toRun`, the tasks about to run (again), so
   * that every task is recorded exactly once however many sessions a run has.
   */
  prepareResults(toRun: ReadonlySet<string>): void {
    this.settle(toRun);
  }

  /** submission.jsonl in the GAIA leaderboard's format: task_id, model_answer, reasoning_trace. */
  writeSubmission(results: readonly TaskResult[]): void {
    const lines = results.map((r) => JSON.stringify({ task_id: r.task_id, model_answer: r.answer ?? '', reasoning_trace: r.reasoning }));
    this.running(this.submissionPath, () => this.replaceFile(this.submissionPath, lines.length ? `${lines.join('\n')}\n` : ''));
  }

  /** Write the gap store's snapshot (gaps.jsonl), replacing any earlier one. */
  writeGaps(records: readonly unknown[]): void {
    this.writeJsonLines(GAPS_FILE, records);
  }

  /** Write `name` in the run folder as JSON lines, replacing it atomically. */
  writeJsonLines(name: string, rows: readonly unknown[]): void {
    const path = join(this.dir, name);
    this.running(path, () => this.replaceFile(path, rows.map((r) => `${JSON.stringify(r)}\n`).join('')));
  }

  /** Append one result and flush it to disk; on failure the file is cut back to what it held before. */
  appendResult(result: TaskResult): void {
    const path = this.resultsPath;
    if (this.fd === undefined) {
      try {
        this.fd = this.fs.openSync(path, 'a');
        this.size = this.fs.fstatSync(this.fd).size;
      } catch (err) {
        this.close();
        throw outputWriteFailed(this.dir, path, err);
      }
    }
    const line = Buffer.from(`${JSON.stringify(result)}\n`);
    try {
      this.writeAll(this.fd, line);
      this.fs.fdatasyncSync(this.fd);
      this.size += line.length;
    } catch (err) {
      try {
        this.fs.ftruncateSync(this.fd, this.size);
      } catch {
        // Left cut: the next loadResults drops the part written.
      }
      throw outputWriteFailed(this.dir, path, err);
    }
  }

  writeConfig(config: unknown): void {
    this.setUp(this.configPath, () => this.replaceFile(this.configPath, toYaml(config)));
  }

  writeMetrics(metrics: RunMetrics): void {
    this.running(this.metricsPath, () => this.replaceFile(this.metricsPath, `${JSON.stringify(metrics, null, 2)}\n`));
  }

  /**
   * Write run_artifacts.tar.gz: `workspaces/<id>/` for every agent, plus
   * metrics.json, results.jsonl, submission.jsonl, traces.jsonl, gaps.jsonl (learning runs), run.json and the resolved config.
   */
  async writeArchive(workspaceRoot: string, agentIds: readonly string[]): Promise<string> {
    const staging = join(this.dir, '.archive');
    try {
      await rm(staging, { recursive: true, force: true });
      await mkdir(join(staging, 'workspaces'), { recursive: true });
      for (const id of agentIds) {
        const ws = resolve(workspaceRoot, id);
        await mkdir(ws, { recursive: true });
        await symlink(ws, join(staging, 'workspaces', id));
      }
      const files = [METRICS_FILE, RESULTS_FILE, CONFIG_FILE, RUN_FILE, SUBMISSION_FILE, TRACES_FILE, GAPS_FILE].filter((f) => existsSync(join(this.dir, f)));
      for (const f of files) await symlink(join(this.dir, f), join(staging, f));
      await createTar({ gzip: true, file: this.archivePath, cwd: staging, follow: true, portable: true }, ['workspaces', ...files]);
    } catch (err) {
      throw outputWriteFailed(this.dir, this.archivePath, err);
    } finally {
      await rm(staging, { recursive: true, force: true }).catch(() => {});
    }
    return this.archivePath;
  }

  close(): void {
    if (this.fd !== undefined) this.fs.closeSync(this.fd);
    this.fd = undefined;
  }

  private settle(toRun: ReadonlySet<string>): TaskResult[] {
    const path = this.resultsPath;
    this.close();
    let buf: Buffer;
    try {
      buf = readFileSync(path);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw outputUnusable(this.dir, path, err);
    }
    const { lines, repairs } = scanResults(buf);
    const keep = lines.filter((l) => !toRun.has(l.result.task_id));
    this.setUp(path, () => {
      if (keep.length < lines.length || !tailOnly(repairs)) {
        this.replaceFile(path, Buffer.concat(keep.flatMap((l) => [l.bytes, NEWLINE])));
        return;
      }
      for (const r of repairs) {
        if (r.kind === 'cut') this.fs.truncateSync(path, r.offset);
        else this.appendBytes(path, NEWLINE);
      }
    });
    for (const r of repairs) this.warn(describeRepair(path, r));
    return keep.map((l) => l.result);
  }

  private writeAll(fd: number, buf: Buffer): void {
    for (let done = 0; done < buf.length;) done += this.fs.writeSync(fd, buf, done, buf.length - done);
  }

  private appendBytes(path: string, buf: Buffer): void {
    const fd = this.fs.openSync(path, 'a');
    try {
      this.writeAll(fd, buf);
      this.fs.fdatasyncSync(fd);
    } finally {
      this.fs.closeSync(fd);
    }
  }

  /** Write `path` through a flushed temporary file and a rename: a reader sees the old file or the new one, whole. */
  private replaceFile(path: string, data: string | Buffer): void {
    const tmp = `${path}.tmp`;
    try {
      const fd = this.fs.openSync(tmp, 'w');
      try {
        this.writeAll(fd, Buffer.isBuffer(data) ? data : Buffer.from(data));
        this.fs.fdatasyncSync(fd);
      } finally {
        this.fs.closeSync(fd);
      }
      this.fs.renameSync(tmp, path);
    } catch (err) {
      try {
        this.fs.rmSync(tmp, { force: true });
      } catch {
        // Nothing more to undo.
      }
      throw err;
    }
  }

  private setUp(path: string, write: () => void): void {
    try {
      write();
    } catch (err) {
      throw outputUnusable(this.dir, path, err);
    }
  }

  private running(path: string, write: () => void): void {
    try {
      write();
    } catch (err) {
      throw outputWriteFailed(this.dir, path, err);
    }
  }
}
