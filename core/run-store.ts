import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, fdatasyncSync, mkdirSync, openSync, renameSync, writeFileSync, writeSync } from 'node:fs';
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { create as createTar } from 'tar';
import { stringify as toYaml } from 'yaml';
import type { RunMetrics, TaskResult } from './results.js';

export const RESULTS_FILE = 'results.jsonl';
export const METRICS_FILE = 'metrics.json';
export const CONFIG_FILE = 'config.resolved.yaml';
export const ARCHIVE_FILE = 'run_artifacts.tar.gz';

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
   * metrics.json, results.jsonl and the resolved config.
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
      const files = [METRICS_FILE, RESULTS_FILE, CONFIG_FILE].filter((f) => existsSync(join(this.dir, f)));
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
