import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, fdatasyncSync, mkdirSync, openSync, renameSync, writeFileSync, writeSync } from 'node:fs';
import { mkdir, readFile, rm, symlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { create as createTar } from 'tar';
import { stringify as toYaml } from 'yaml';
import { MeshError, describeError } from '../wire/errors.js';
import type { RunMetrics, TaskResult } from './results.js';

export const RESULTS_FILE = 'results.jsonl';
export const METRICS_FILE = 'metrics.json';
export const CONFIG_FILE = 'config.resolved.yaml';
export const ARCHIVE_FILE = 'run_artifacts.tar.gz';
export const RUN_FILE = 'run.json';
export const SUBMISSION_FILE = 'submission.jsonl';

/** run.json: what a run is, so that --resume can finish it. */
export interface RunFile {
  run_id: string;
  tasks_file: string;
  /** The selected tasks, in order. */
  task_ids: string[];
}

/** A sortable, unique run id: UTC date and time, then 4 random hex digits. */
export function newRunId(date = new Date()): string {
  const stamp = date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${randomBytes(2).toString('hex')}`;
}

/**
 * One run's output directory. results.jsonl is appended and flushed to disk
 * as each task ends, so an interrupted run keeps every finished task;
 * metrics.json is replaced atomically.
 */
export class RunStore {
  private fd: number | undefined;

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
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

  writeRunFile(run: RunFile): void {
    writeFileSync(this.runPath, `${JSON.stringify(run, null, 2)}\n`);
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
   * The recorded results, the last line per task winning. A line cut short by
   * a crash is skipped and reported through `warn`.
   */
  async readResults(warn: (message: string) => void = () => {}): Promise<TaskResult[]> {
    let text: string;
    try {
      text = await readFile(this.resultsPath, 'utf8');
    } catch {
      return [];
    }
    const byId = new Map<string, TaskResult>();
    text.split('\n').forEach((line, i) => {
      if (!line.trim()) return;
      try {
        const r = JSON.parse(line) as TaskResult;
        byId.delete(r.task_id);
        byId.set(r.task_id, r);
      } catch {
        warn(`${this.resultsPath}:${i + 1}: unreadable line skipped (cut short by a crash?)`);
      }
    });
    return [...byId.values()];
  }

  /** submission.jsonl in the GAIA leaderboard's format: task_id, model_answer, reasoning_trace. */
  writeSubmission(results: readonly TaskResult[]): void {
    const lines = results.map((r) => JSON.stringify({ task_id: r.task_id, model_answer: r.answer ?? '', reasoning_trace: r.reasoning }));
    writeFileSync(this.submissionPath, lines.length ? `${lines.join('\n')}\n` : '');
  }

  appendResult(result: TaskResult): void {
    this.fd ??= openSync(this.resultsPath, 'a');
    writeSync(this.fd, `${JSON.stringify(result)}\n`);
    fdatasyncSync(this.fd);
  }

  writeConfig(config: unknown): void {
    writeFileSync(this.configPath, toYaml(config));
  }

  writeMetrics(metrics: RunMetrics): void {
    const tmp = `${this.metricsPath}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(metrics, null, 2)}\n`);
    renameSync(tmp, this.metricsPath);
  }

  /**
   * Write run_artifacts.tar.gz: `workspaces/<id>/` for every agent, plus
   * metrics.json, results.jsonl, submission.jsonl, run.json and the resolved config.
   */
  async writeArchive(workspaceRoot: string, agentIds: readonly string[]): Promise<string> {
    const staging = join(this.dir, '.archive');
    await rm(staging, { recursive: true, force: true });
    await mkdir(join(staging, 'workspaces'), { recursive: true });
    try {
      for (const id of agentIds) {
        const ws = resolve(workspaceRoot, id);
        await mkdir(ws, { recursive: true });
        await symlink(ws, join(staging, 'workspaces', id));
      }
      const files = [METRICS_FILE, RESULTS_FILE, CONFIG_FILE, RUN_FILE, SUBMISSION_FILE].filter((f) => existsSync(join(this.dir, f)));
      for (const f of files) await symlink(join(this.dir, f), join(staging, f));
      await createTar({ gzip: true, file: this.archivePath, cwd: staging, follow: true, portable: true }, ['workspaces', ...files]);
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
    return this.archivePath;
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }
}
