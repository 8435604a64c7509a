import { performance } from 'node:perf_hooks';
import { readAttachment } from './attachments.js';
import { launchMesh, type Mesh } from './mesh-launcher.js';
import type { TaskOutcome } from './mesh-network.js';
import { summarise, type RunMetrics, type TaskResult } from './results.js';
import type { RunStore } from './run-store.js';
import type { Task } from './task-loader.js';
import type { Config } from '../config/schema.js';
import { exactMatch, qualityScore, rougeL } from '../scripts/evaluate.js';

export type BenchEvent =
  | { type: 'mesh_ready'; startup_ms: number; agents: { id: string; tool: string; port: number; pid: number | undefined }[] }
  | { type: 'task_done'; result: TaskResult; done: number; total: number };

export interface BenchOptions {
  config: Config;
  tasks: Task[];
  store: RunStore;
  runId: string;
  /** The tasks file, as given (recorded in metrics.json). */
  tasksFile: string;
  /** Tasks in flight at once through the one mesh (default 1). */
  concurrency?: number;
  /** Abort to stop the run: no new task starts, in-flight tasks end unrecorded, metrics are written. */
  signal?: AbortSignal;
  onEvent?: (event: BenchEvent) => void;
  /** Agent stderr and hub warnings. */
  log?: (line: string) => void;
  /** Agent id → script run instead of the agent entry point (test fixtures only). */
  agentScripts?: Record<string, string>;
}

/**
 * Run every task through one mesh, recording each result as it ends, then
 * write metrics.json and the artifacts archive, whatever happened. The
 * mesh's processes are always stopped before this returns or throws.
 */
export async function runBenchmark(options: BenchOptions): Promise<RunMetrics> {
  const { config, store } = options;
  const emit = options.onEvent ?? (() => {});
  store.writeConfig(config);
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  const mesh = await launchMesh({
    agents: config.agents.map((a) => ({ ...a, ...(options.agentScripts?.[a.id] ? { script: options.agentScripts[a.id] } : {}) })),
    protocol: config.protocol,
    chunkSize: config.chunk_size,
    maxFrameBytes: config.max_frame_bytes,
    workspaceRoot: config.workspace_root,
    startupMs: config.timeouts.startup_ms,
    shutdownMs: config.timeouts.shutdown_ms,
    ...(options.log ? { log: options.log } : {}),
  });
  const startupMs = performance.now() - t0;
  emit({
    type: 'mesh_ready',
    startup_ms: startupMs,
    agents: mesh.agents.map((a) => ({ id: a.settings.id, tool: a.settings.tool, port: mesh.ports.get(a.settings.id)!, pid: a.pid })),
  });
  const results: TaskResult[] = [];
  let elapsedMs = 0;
  try {
    await pool(options.tasks, Math.max(1, options.concurrency ?? 1), options.signal, async (task) => {
      const result = await runOne(mesh, task, config, options.signal);
      if (!result) return;
      store.appendResult(result);
      results.push(result);
      emit({ type: 'task_done', result, done: results.length, total: options.tasks.length });
    });
  } finally {
    elapsedMs = performance.now() - t0;
    await mesh.close();
    store.close();
  }
  const order = new Map(options.tasks.map((t, i) => [t.task_id, i]));
  results.sort((a, b) => order.get(a.task_id)! - order.get(b.task_id)!);
  const metrics = summarise(
    {
      run_id: options.runId,
      protocol: config.protocol,
      engine: config.engine.kind,
      tasks_file: options.tasksFile,
      started_at: startedAt,
      elapsed_ms: elapsedMs,
      startup_ms: startupMs,
      partial: results.length < options.tasks.length,
      tasks_total: options.tasks.length,
    },
    results,
    mesh.network.totals,
    mesh.network.agentTraffic(),
  );
  store.writeMetrics(metrics);
  await store.writeArchive(config.workspace_root, config.agents.map((a) => a.id));
  return metrics;
}

/** Run one task; null when it was aborted (not finished work, so not recorded). */
async function runOne(mesh: Mesh, task: Task, config: Config, signal?: AbortSignal): Promise<TaskResult | null> {
  const file = await readAttachment(task.file_path);
  const base = { task_id: task.task_id, level: task.level, question: task.question, expected: task.expected, file_name: task.file_name, file_status: file.status };
  if (file.status === 'missing' || file.status === 'error') {
    return score(base, { end: 'skipped', answer: null, reasoning: '', message: file.message ?? 'attachment unreadable', elapsed_ms: 0 });
  }
  const outcome = await mesh.network.runTask(
    { task_id: task.task_id, question: task.question, document: file.text, file_name: task.file_name },
    config.timeouts.task_ms,
    signal,
  );
  if (outcome.end === 'aborted') return null;
  return score(base, outcome);
}

type Ended = Pick<TaskOutcome, 'answer' | 'reasoning' | 'elapsed_ms' | 'message'> & { end: TaskResult['end']; meter?: TaskOutcome['meter'] };

function score(base: Pick<TaskResult, 'task_id' | 'level' | 'question' | 'expected' | 'file_name' | 'file_status'>, o: Ended): TaskResult {
  const em = base.expected === null ? false : exactMatch(o.answer, base.expected);
  const rouge = base.expected === null ? 0 : rougeL(o.answer, base.expected);
  return {
    ...base,
    answer: o.answer,
    exact_match: em,
    rouge_l: Math.round(rouge * 1e4) / 1e4,
    quality_score: Math.round(qualityScore(em, rouge) * 1e4) / 1e4,
    end: o.end,
    ...(o.message === undefined ? {} : { message: o.message }),
    reasoning: o.reasoning,
    elapsed_ms: Math.round(o.elapsed_ms * 1000) / 1000,
    bytes_tx: o.meter?.bytes_tx ?? 0,
    bytes_rx: o.meter?.bytes_rx ?? 0,
    pkt_cnt: o.meter?.pkt_cnt ?? 0,
    header_overhead: o.meter?.header_overhead ?? 0,
    token_sum: o.meter?.token_sum ?? 0,
  };
}

/** Run `work` over `items` with at most `limit` in flight; stops taking new items once `signal` aborts. */
async function pool<T>(items: readonly T[], limit: number, signal: AbortSignal | undefined, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length && !signal?.aborted) {
      const item = items[next++]!;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
