import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runBenchmark, type BenchEvent } from './bench-runner.js';
import type { RunMetrics } from './results.js';
import { RunStore } from './run-store.js';
import { round } from './stats.js';
import type { Task } from '../gaia/task-loader.js';
import type { Config, EngineConfig } from '../config/schema.js';
import { engineLabel } from '../engines/registry.js';

/** One line of the comparison: a protocol (× routing × engine) and what its run cost and scored. */
export interface ComparisonRow {
  label: string;
  protocol: string;
  routing: string;
  engine: string;
  bytes_tx: number;
  bytes_rx: number;
  pkt_cnt: number;
  header_overhead: number;
  /** header_overhead as a percentage of bytes_tx. */
  overhead_pct: number;
  handshake_bytes: number;
  handshake_pkts: number;
  token_sum: number;
  task_ms_p50: number;
  task_ms_p95: number;
  gaia_score: number;
  quality_score: number;
  /** US dollars of the run's fresh LLM calls; present only when some engine of the run has a price. */
  cost_usd?: number;
}

/** A task whose answer differs between runs on the same engine. */
export interface Divergence {
  engine: string;
  task_id: string;
  answers: Record<string, string | null>;
}

export interface Comparison {
  rows: ComparisonRow[];
  divergences: Divergence[];
}

/** The runs a comparison config asks for, each a full config with its label. */
export function comparisonRuns(config: Config): { label: string; config: Config }[] {
  const compare = config.compare!;
  const routings = compare.routing ?? [config.routing];
  const engines: EngineConfig[] = compare.engines ?? [config.engine];
  const transports = compare.transports ?? [config.transport];
  const runs: { label: string; config: Config }[] = [];
  for (const engine of engines) {
    for (const routing of routings) {
      for (const protocol of compare.protocols) {
        for (const transport of transports) {
          const parts = [
            protocol,
            ...(routings.length > 1 || routing !== 'broadcast' ? [routing] : []),
            ...(engines.length > 1 ? [engineLabel(engine)] : []),
            ...(transports.length > 1 || transport !== 'tcp' ? [transport] : []),
          ];
          runs.push({ label: parts.join('-'), config: { ...config, protocol, routing, engine, transport, compare: undefined } });
        }
      }
    }
  }
  return runs;
}

export function rowOf(label: string, m: RunMetrics): ComparisonRow {
  return {
    label,
    protocol: m.protocol,
    routing: m.routing,
    engine: m.engine,
    bytes_tx: m.bytes_tx,
    bytes_rx: m.bytes_rx,
    pkt_cnt: m.pkt_cnt,
    header_overhead: m.header_overhead,
    overhead_pct: m.bytes_tx ? round((100 * m.header_overhead) / m.bytes_tx, 2) : 0,
    handshake_bytes: m.handshake_bytes,
    handshake_pkts: m.handshake_pkts,
    token_sum: m.token_sum,
    task_ms_p50: m.task_elapsed_ms.p50,
    task_ms_p95: m.task_elapsed_ms.p95,
    gaia_score: m.gaia_score,
    quality_score: m.quality_score,
    ...(m.llm?.totals.cost_usd === undefined ? {} : { cost_usd: m.llm.totals.cost_usd }),
  };
}

/** Tasks whose raw answer differs between runs of the same engine (a protocol must not change the answer). */
export function divergences(runs: { label: string; engine: string; metrics: RunMetrics }[]): Divergence[] {
  const out: Divergence[] = [];
  for (const engine of new Set(runs.map((r) => r.engine))) {
    const group = runs.filter((r) => r.engine === engine);
    const ids = new Set(group.flatMap((r) => r.metrics.per_task.map((t) => t.task_id)));
    for (const id of ids) {
      const answers = Object.fromEntries(group.map((r) => [r.label, r.metrics.per_task.find((t) => t.task_id === id)?.raw_answer ?? null]));
      if (new Set(Object.values(answers).map((a) => JSON.stringify(a))).size > 1) out.push({ engine, task_id: id, answers });
    }
  }
  return out;
}

export const COLUMNS: (keyof ComparisonRow)[] = [
  'label',
  'bytes_tx',
  'bytes_rx',
  'pkt_cnt',
  'header_overhead',
  'overhead_pct',
  'handshake_bytes',
  'token_sum',
  'task_ms_p50',
  'task_ms_p95',
  'gaia_score',
  'quality_score',
];

/** The printed columns: COLUMNS, and cost_usd when some run has a cost (a run without one shows –). */
function columnsOf(rows: ComparisonRow[]): (keyof ComparisonRow)[] {
  return rows.some((r) => r.cost_usd !== undefined) ? [...COLUMNS, 'cost_usd'] : COLUMNS;
}

function cell(r: ComparisonRow, k: keyof ComparisonRow): string {
  return r[k] === undefined ? '–' : String(r[k]);
}

export function toCsv(rows: ComparisonRow[]): string {
  const cols = [...new Set(rows.flatMap((r) => Object.keys(r)))] as (keyof ComparisonRow)[];
  return [cols.join(','), ...rows.map((r) => cols.map((c) => String(r[c] ?? '')).join(','))].join('\n') + '\n';
}

export function toMarkdown(c: Comparison): string {
  const cols = columnsOf(c.rows);
  const head = `| ${cols.join(' | ')} |\n|${cols.map(() => '---').join('|')}|`;
  const body = c.rows.map((r) => `| ${cols.map((k) => cell(r, k)).join(' | ')} |`).join('\n');
  const inv = c.divergences.length
    ? `\n\n**Answers differ between protocols** on ${c.divergences.length} task(s):\n\n${c.divergences
        .map(
          (d) =>
            `- ${d.task_id} (${d.engine}): ${Object.entries(d.answers)
              .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
              .join(', ')}`,
        )
        .join('\n')}\n`
    : '\n\nEvery task got the same answer under every protocol.\n';
  return `${head}\n${body}${inv}`;
}

/** The table printed at the end of a comparison. */
export function toTable(rows: ComparisonRow[]): string {
  const cols = columnsOf(rows);
  const cells = [cols.map(String), ...rows.map((r) => cols.map((k) => cell(r, k)))];
  const widths = cols.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  return cells.map((row) => row.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')).join('\n');
}

export type CompareEvent = { type: 'run_begin'; label: string; index: number; total: number } | { type: 'bench'; label: string; event: BenchEvent };

/**
 * Run the same tasks once per protocol (× routing × engine), each on a fresh
 * mesh, into DIR/<label>/ (an ordinary run directory), then write
 * DIR/comparison.json, .csv and .md. Stops early, keeping what ran, when
 * `signal` aborts.
 */
export async function runComparison(options: {
  config: Config;
  tasks: Task[];
  tasksFile: string;
  outDir: string;
  runId: string;
  concurrency?: number;
  signal?: AbortSignal;
  onEvent?: (e: CompareEvent) => void;
}): Promise<Comparison & { files: { json: string; csv: string; md: string } }> {
  const emit = options.onEvent ?? (() => {});
  mkdirSync(options.outDir, { recursive: true });
  const runs = comparisonRuns(options.config);
  const done: { label: string; engine: string; metrics: RunMetrics }[] = [];
  for (const [index, run] of runs.entries()) {
    if (options.signal?.aborted) break;
    emit({ type: 'run_begin', label: run.label, index, total: runs.length });
    const metrics = await runBenchmark({
      config: run.config,
      tasks: options.tasks,
      store: new RunStore(join(options.outDir, run.label)),
      runId: `${options.runId}-${run.label}`,
      tasksFile: options.tasksFile,
      ...(options.concurrency ? { concurrency: options.concurrency } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      onEvent: (event) => emit({ type: 'bench', label: run.label, event }),
    });
    done.push({ label: run.label, engine: metrics.engine, metrics });
  }
  const comparison: Comparison = { rows: done.map((d) => rowOf(d.label, d.metrics)), divergences: divergences(done) };
  const files = { json: join(options.outDir, 'comparison.json'), csv: join(options.outDir, 'comparison.csv'), md: join(options.outDir, 'comparison.md') };
  writeFileSync(
    files.json,
    `${JSON.stringify({ run_id: options.runId, tasks: options.tasks.length, tasks_file: options.tasksFile, ...comparison }, null, 2)}\n`,
  );
  writeFileSync(files.csv, comparison.rows.length ? toCsv(comparison.rows) : '');
  writeFileSync(files.md, toMarkdown(comparison));
  return { ...comparison, files };
}
