import type { FileStatus } from './attachments.js';
import type { Meter } from './meter.js';
import type { AgentTraffic, TaskEnd } from './mesh-network.js';
import { mean, percentile, round } from './stats.js';

/** One line of results.jsonl: a finished task, written as soon as it ends. */
export interface TaskResult {
  task_id: string;
  level: number | null;
  question: string;
  answer: string | null;
  expected: string | null;
  exact_match: boolean;
  rouge_l: number;
  quality_score: number;
  /** How the task ended (see README); `skipped` = not run (e.g. missing attachment). */
  end: TaskEnd | 'skipped';
  message?: string;
  reasoning: string;
  file_name: string | null;
  file_status: FileStatus;
  elapsed_ms: number;
  bytes_tx: number;
  bytes_rx: number;
  pkt_cnt: number;
  header_overhead: number;
  token_sum: number;
}

export interface RunInfo {
  run_id: string;
  protocol: string;
  engine: string;
  tasks_file: string;
  started_at: string;
  /** Monotonic ms from mesh launch to the last task's end. */
  elapsed_ms: number;
  /** Monotonic ms to start the agents and connect the hub. */
  startup_ms: number;
  /** True when the run was interrupted before every task ran. */
  partial: boolean;
  tasks_total: number;
}

/** metrics.json: run totals, then per-agent and per-task breakdowns. */
export interface RunMetrics extends Meter {
  run_id: string;
  protocol: string;
  engine: string;
  tasks_file: string;
  started_at: string;
  partial: boolean;
  tasks: number;
  tasks_total: number;
  elapsed_ms: number;
  startup_ms: number;
  quality_score: number;
  exact_match: number;
  rouge_l: number;
  task_elapsed_ms: { p50: number; p95: number; max: number };
  ends: Record<string, number>;
  agents: AgentTraffic[];
  per_task: TaskResult[];
}

/** Build metrics.json from the results and the hub's counters. Averages are over tasks with a known answer. */
export function summarise(info: RunInfo, results: TaskResult[], totals: Meter, agents: AgentTraffic[]): RunMetrics {
  const scored = results.filter((r) => r.expected !== null);
  const times = results.filter((r) => r.end !== 'skipped').map((r) => r.elapsed_ms);
  const ends: Record<string, number> = {};
  for (const r of results) ends[r.end] = (ends[r.end] ?? 0) + 1;
  const avg = (xs: number[]): number => (xs.length ? round(mean(xs), 4) : 0);
  return {
    run_id: info.run_id,
    protocol: info.protocol,
    engine: info.engine,
    tasks_file: info.tasks_file,
    started_at: info.started_at,
    partial: info.partial,
    tasks: results.length,
    tasks_total: info.tasks_total,
    ...totals,
    elapsed_ms: round(info.elapsed_ms),
    startup_ms: round(info.startup_ms),
    quality_score: avg(scored.map((r) => r.quality_score)),
    exact_match: avg(scored.map((r) => (r.exact_match ? 1 : 0))),
    rouge_l: avg(scored.map((r) => r.rouge_l)),
    task_elapsed_ms: times.length
      ? { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), max: round(Math.max(...times)) }
      : { p50: 0, p95: 0, max: 0 },
    ends,
    agents,
    per_task: results,
  };
}
