#!/usr/bin/env node
/**
 * The bench CLI: `npm run bench -- --config config/default.yaml [flags]`.
 * Loads and checks the config, loads the tasks, runs them through a fresh
 * mesh and prints a summary. It only listens to the runner's events and
 * prints; the work is in core/bench-runner.ts.
 */
import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runBenchmark, type BenchEvent } from '../core/bench-runner.js';
import { MeshError, describeError, isMeshError } from '../core/errors.js';
import type { RunMetrics } from '../core/results.js';
import { RESULTS_FILE, RunStore, newRunId } from '../core/run-store.js';
import { loadTasks } from '../core/task-loader.js';
import { loadConfig, parseConfig, type Config } from '../config/schema.js';

const HELP = `gaia-mesh bench: run GAIA-format tasks through a mesh of single-tool agents, and measure it.

Usage: npm run bench -- [flags]

  --config PATH       YAML config (default: config/default.yaml)
  --tasks PATH        a GAIA metadata.jsonl (overrides the config's tasks)
  --out DIR           run directory to write (default: <out_dir>/<run-id>/)
  --protocol NAME     wire protocol (overrides the config's protocol)
  --concurrency N     tasks in flight at once through the mesh (default 1)
  -h, --help          this help

Writes DIR/results.jsonl (a line per task, as each ends), DIR/metrics.json,
DIR/config.resolved.yaml and DIR/run_artifacts.tar.gz. Exit code 0 when the
run completes, 1 on an error, 130 when interrupted (finished tasks are kept).`;

interface Cli {
  config: string;
  tasks?: string;
  out?: string;
  protocol?: string;
  concurrency: number;
}

function parseCli(argv: string[]): Cli | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      config: { type: 'string', default: 'config/default.yaml' },
      tasks: { type: 'string' },
      out: { type: 'string' },
      protocol: { type: 'string' },
      concurrency: { type: 'string', default: '1' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return 'help';
  const concurrency = Number(values.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new MeshError('CONFIG_INVALID', `--concurrency must be a whole number of at least 1, got "${values.concurrency}"`);
  }
  return {
    config: values.config!,
    concurrency,
    ...(values.tasks ? { tasks: values.tasks } : {}),
    ...(values.out ? { out: values.out } : {}),
    ...(values.protocol ? { protocol: values.protocol } : {}),
  };
}

/** Apply CLI overrides on top of the file, then check the whole again. */
async function resolveConfig(cli: Cli): Promise<Config> {
  const fromFile = await loadConfig(cli.config);
  return parseConfig(
    { ...fromFile, ...(cli.tasks ? { tasks: cli.tasks } : {}), ...(cli.protocol ? { protocol: cli.protocol } : {}) },
    `${cli.config} with command-line overrides`,
  );
}

function pad(s: string | number, n: number): string {
  return String(s).padStart(n);
}

function printEvent(e: BenchEvent): void {
  switch (e.type) {
    case 'mesh_ready':
      console.log(`mesh ready in ${e.startup_ms.toFixed(0)} ms: ${e.agents.map((a) => `${a.id} ${a.tool} :${a.port} (pid ${a.pid})`).join(', ')}`);
      return;
    case 'task_done': {
      const r = e.result;
      const verdict = r.end !== 'answer' ? r.end.toUpperCase() : r.exact_match ? 'exact' : `rouge ${r.rouge_l.toFixed(2)}`;
      console.log(
        `[${pad(e.done, String(e.total).length)}/${e.total}] ${r.task_id.slice(0, 12).padEnd(12)} ${verdict.padEnd(11)} ${pad(r.elapsed_ms.toFixed(1), 8)} ms  answer=${JSON.stringify(r.answer)}${r.message ? `  (${r.message})` : ''}`,
      );
      return;
    }
    default: {
      const never: never = e;
      return never;
    }
  }
}

function printSummary(m: RunMetrics, store: RunStore): void {
  const rows: [string, string | number][] = [
    ['tasks', `${m.tasks}/${m.tasks_total}${m.partial ? ' (partial)' : ''}`],
    ['exact_match', m.exact_match.toFixed(3)],
    ['rouge_l', m.rouge_l.toFixed(3)],
    ['quality_score', m.quality_score.toFixed(3)],
    ['bytes_tx', m.bytes_tx],
    ['bytes_rx', m.bytes_rx],
    ['pkt_cnt', m.pkt_cnt],
    ['header_overhead', m.header_overhead],
    ['token_sum', m.token_sum],
    ['task ms p50/p95', `${m.task_elapsed_ms.p50.toFixed(1)} / ${m.task_elapsed_ms.p95.toFixed(1)}`],
    ['elapsed_ms', m.elapsed_ms.toFixed(0)],
  ];
  console.log(`\nrun ${m.run_id} · protocol ${m.protocol} · engine ${m.engine}`);
  for (const [k, v] of rows) console.log(`  ${k.padEnd(16)} ${v}`);
  const ends = Object.entries(m.ends).map(([k, v]) => `${k}=${v}`).join(' ');
  console.log(`  ${'ends'.padEnd(16)} ${ends}`);
  console.log(`\nmetrics:   ${store.metricsPath}\nresults:   ${store.resultsPath}\nartifacts: ${store.archivePath}`);
}

async function main(): Promise<number> {
  const cli = parseCli(process.argv.slice(2));
  if (cli === 'help') {
    console.log(HELP);
    return 0;
  }
  const config = await resolveConfig(cli);
  const { tasks, problems } = await loadTasks(config.tasks);
  for (const p of problems) console.error(`${config.tasks}:${p.line}: skipped: ${p.reason}`);
  if (tasks.length === 0) throw new MeshError('TASKS_INVALID', `${config.tasks} holds no runnable task`);
  const runId = newRunId();
  const dir = resolve(cli.out ?? resolve(config.out_dir, runId));
  if (existsSync(resolve(dir, RESULTS_FILE))) {
    throw new MeshError('CONFIG_INVALID', `${dir} already holds a run (${RESULTS_FILE}); choose another --out`);
  }
  const store = new RunStore(dir);
  const controller = new AbortController();
  let interrupts = 0;
  const onSignal = (sig: NodeJS.Signals): void => {
    interrupts++;
    if (interrupts > 1) process.exit(130);
    console.error(`\n${sig}: stopping; finished tasks are kept and metrics are being written (press Ctrl+C again to force)`);
    controller.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  console.log(`gaia-mesh: ${tasks.length} tasks from ${config.tasks}, protocol ${config.protocol}, ${config.agents.length} agents → ${dir}`);
  const metrics = await runBenchmark({
    config,
    tasks,
    store,
    runId,
    tasksFile: config.tasks,
    concurrency: cli.concurrency,
    signal: controller.signal,
    onEvent: printEvent,
  });
  printSummary(metrics, store);
  return controller.signal.aborted ? 130 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`error: ${isMeshError(err) ? err.message : describeError(err)}`);
    if (!isMeshError(err) && err instanceof Error && err.stack && process.env.GAIA_MESH_DEBUG) console.error(err.stack);
    process.exit(1);
  },
);
