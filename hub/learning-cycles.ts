import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config/schema.js';
import type { Task } from '../gaia/task-loader.js';
import type { GapStore } from '../learning/gap-record.js';
import { runBenchmark, type BenchEvent } from './bench-runner.js';
import type { LearningReport, RunMetrics } from './results.js';
import { RunStore } from './run-store.js';

/** The parent folder's summary of a run in cycles (each cycle's own folder is an ordinary run). */
export const LEARNING_FILE = 'learning.json';

export interface CycleReport extends LearningReport {
  run_dir: string;
  /** Question types whose score fell from the previous cycle (a gain elsewhere does not make up for it). */
  regressed: string[];
  /** Score change from the previous cycle, on the same tasks (null for the first, and for a cycle cut short). */
  delta: number | null;
  /** The cycle was interrupted: not every task ran, so it is not compared with the one before. */
  partial: boolean;
}

export interface CyclesReport {
  run_id: string;
  tasks_file: string;
  tasks: number;
  store: string;
  brief: boolean;
  learn: boolean;
  cycles: CycleReport[];
}

export interface CyclesOptions {
  config: Config;
  tasks: Task[];
  tasksFile: string;
  outDir: string;
  runId: string;
  cycles: number;
  /** The first cycle's number in the store (records of earlier runs are from earlier cycles, so they are briefed). */
  firstCycle: number;
  store: GapStore;
  /** Where the store is, for the report. */
  storeLocation: string;
  brief: boolean;
  learn: boolean;
  concurrency?: number;
  signal?: AbortSignal;
  onCycle?: (cycle: number, index: number, total: number, dir: string) => void;
  onEvent?: (event: BenchEvent) => void;
  log?: (line: string) => void;
}

/** The question types whose score fell from `before` to `after` (types new in `after` cannot regress). */
export function regressions(before: LearningReport['by_question_type'], after: LearningReport['by_question_type']): string[] {
  return Object.keys(after)
    .filter((t) => before[t] !== undefined && after[t]!.score < before[t]!.score)
    .sort();
}

/**
 * Run the task set `cycles` times through a fresh mesh each time, into
 * `<outDir>/cycle-<k>/` (each an ordinary run folder: results, metrics,
 * traces, archive). Records the Overseer writes in cycle k carry cycle k
 * and are only briefed from cycle k+1, so a cycle's briefs do not depend on
 * the order its tasks finish in, at any concurrency. `learning.json` in
 * `outDir` is rewritten after each cycle: per cycle the score, the scores
 * by question type, records added, briefs given, and the types that
 * regressed. An interrupted cycle ends the run; finished cycles are kept.
 */
export async function runCycles(options: CyclesOptions): Promise<CyclesReport> {
  mkdirSync(options.outDir, { recursive: true });
  const report: CyclesReport = {
    run_id: options.runId,
    tasks_file: options.tasksFile,
    tasks: options.tasks.length,
    store: options.storeLocation,
    brief: options.brief,
    learn: options.learn,
    cycles: [],
  };
  for (let i = 0; i < options.cycles; i++) {
    if (options.signal?.aborted) break;
    const cycle = options.firstCycle + i;
    const dir = join(options.outDir, `cycle-${i + 1}`);
    options.onCycle?.(cycle, i, options.cycles, dir);
    const metrics: RunMetrics = await runBenchmark({
      config: options.config,
      tasks: options.tasks,
      store: new RunStore(dir),
      runId: `${options.runId}-cycle-${i + 1}`,
      tasksFile: options.tasksFile,
      concurrency: options.concurrency ?? 1,
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.onEvent ? { onEvent: options.onEvent } : {}),
      ...(options.log ? { log: options.log } : {}),
      learning: {
        store: options.store,
        location: options.storeLocation,
        brief: options.brief,
        learn: options.learn,
        cycle,
        requireApproval: options.config.learning.require_approval,
        k: options.config.learning.brief_k,
        overseeTimeoutMs: options.config.timeouts.task_ms,
      },
    });
    const learned = metrics.learning!;
    const previous = report.cycles.at(-1);
    const compared = previous !== undefined && !metrics.partial;
    report.cycles.push({
      ...learned,
      run_dir: dir,
      regressed: compared ? regressions(previous.by_question_type, learned.by_question_type) : [],
      delta: compared ? Math.round((learned.gaia_score - previous.gaia_score) * 10_000) / 10_000 : null,
      partial: metrics.partial,
    });
    writeReport(options.outDir, report);
    if (metrics.partial) break;
  }
  return report;
}

function writeReport(dir: string, report: CyclesReport): void {
  const path = join(dir, LEARNING_FILE);
  writeFileSync(`${path}.tmp`, `${JSON.stringify(report, null, 2)}\n`);
  renameSync(`${path}.tmp`, path);
}
