#!/usr/bin/env node
/**
 * The bench CLI: `npm run bench -- --config config/default.yaml [flags]`.
 * Loads and checks the config, loads and selects the tasks, runs them
 * through a fresh mesh (or finishes an earlier run with --resume) and
 * prints progress and a summary. It only listens to the runner's events and
 * prints; the work is in hub/bench-runner.ts.
 */
import { existsSync, rmdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runBenchmark } from '../hub/bench-runner.js';
import { MeshError, describeError, isMeshError } from '../wire/errors.js';
import type { TaskResult, Session } from '../hub/results.js';
import { CONFIG_FILE, RESULTS_FILE, RunStore, newRunId } from '../hub/run-store.js';
import { resumeCommand } from '../hub/output-errors.js';
import { loadTasks, selectTasks, type Task } from '../gaia/task-loader.js';
import { loadConfig, parseConfig, type Config } from '../config/schema.js';
import { withoutCache } from '../engines/registry.js';
import { Progress } from './progress.js';
import { comparisonRuns, runComparison, toTable } from '../hub/comparison.js';
import { roleOf } from '../tools/specs.js';
import { openGapStore } from '../learning/gap-store.js';
import type { GapStore } from '../learning/gap-record.js';
import type { LearningReport } from '../hub/results.js';
import type { RunFile } from '../hub/run-store.js';
import { isServerUrl } from '../learning/gap-db.js';
import { LEARNING_FILE, runCycles } from '../hub/learning-cycles.js';

const DEFAULT_CONFIG = 'config/default.yaml';

const HELP = `gaia-mesh bench: run GAIA-format tasks through a mesh of single-tool agents, and measure it.

Usage: npm run bench -- [flags]

  --config PATH       YAML config (default: ${DEFAULT_CONFIG})
  --tasks PATH        GAIA metadata.jsonl or metadata.parquet (overrides the config's tasks)
  --out DIR           run directory to write (default: <out_dir>/<run-id>/)
  --protocol NAME     wire protocol (overrides the config's protocol)
  --concurrency N     tasks in flight at once through the mesh (default 1)
  --level N           only tasks of level N (repeatable)
  --limit N           only the first N selected tasks
  --task-id ID        only this task (repeatable)
  --resume DIR        finish the run in DIR: run its missing tasks and those tagged
                      ADAPTER_ERROR or HARNESS_ERROR, with the run's own config
  --no-cache          do not read or write the LLM response cache (ollama, openai, anthropic)

The learning loop (a config with plan and/or oversee agents: config/learn.yaml):
  --cycles N          run the tasks N times into DIR/cycle-1 … cycle-N; records
                      written in a cycle are briefed from the next; DIR/learning.json
  --gaps PATH|URL     the gap store: a PGlite directory or postgres:// URL
                      (default: the config's learning.store)
  --no-learn          do not send verdicts to the Overseer or write records
  --no-brief          do not put records in the planner's briefs
  -h, --help          this help

Writes DIR/results.jsonl (a line per task, as each ends), DIR/metrics.json,
DIR/submission.jsonl, DIR/run.json, DIR/config.resolved.yaml and
DIR/run_artifacts.tar.gz. Exit code 0 when the run completes, 1 on an
error, 130 when interrupted (finished tasks are kept; --resume DIR finishes).

A config with a \`compare:\` block (config/compare.yaml) runs the tasks once per
protocol (× routing × engine) into DIR/<label>/ and writes
DIR/comparison.json, .csv and .md.`;

interface Cli {
  noCache: boolean;
  cycles?: number;
  gaps?: string;
  noLearn: boolean;
  noBrief: boolean;
  config?: string;
  tasks?: string;
  out?: string;
  protocol?: string;
  concurrency: number;
  levels: number[];
  limit?: number;
  taskIds: string[];
  resume?: string;
}

function wholeNumber(flag: string, value: string, min: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new MeshError('CONFIG_INVALID', `${flag} must be a whole number of at least ${min}, got "${value}"`);
  return n;
}

function parseCli(argv: string[]): Cli | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      config: { type: 'string' },
      tasks: { type: 'string' },
      out: { type: 'string' },
      protocol: { type: 'string' },
      concurrency: { type: 'string', default: '1' },
      level: { type: 'string', multiple: true },
      limit: { type: 'string' },
      'task-id': { type: 'string', multiple: true },
      resume: { type: 'string' },
      'no-cache': { type: 'boolean' },
      cycles: { type: 'string' },
      gaps: { type: 'string' },
      'no-learn': { type: 'boolean' },
      'no-brief': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return 'help';
  const cli: Cli = {
    noCache: values['no-cache'] === true,
    noLearn: values['no-learn'] === true,
    noBrief: values['no-brief'] === true,
    ...(values.cycles !== undefined ? { cycles: wholeNumber('--cycles', values.cycles, 1) } : {}),
    ...(values.gaps !== undefined ? { gaps: values.gaps } : {}),
    concurrency: wholeNumber('--concurrency', values.concurrency!, 1),
    levels: (values.level ?? []).map((l) => wholeNumber('--level', l, 1)),
    taskIds: values['task-id'] ?? [],
    ...(values.limit !== undefined ? { limit: wholeNumber('--limit', values.limit, 0) } : {}),
  };
  for (const k of ['config', 'tasks', 'out', 'protocol', 'resume'] as const) if (values[k] !== undefined) cli[k] = values[k];
  if (cli.resume) {
    const clash = (['config', 'tasks', 'out', 'protocol'] as const).filter((k) => cli[k] !== undefined);
    if (clash.length || cli.levels.length || cli.taskIds.length || cli.limit !== undefined || cli.cycles !== undefined) {
      throw new MeshError(
        'CONFIG_INVALID',
        '--resume finishes a run with its own config and task selection; drop the other flags (only --concurrency may be given)',
      );
    }
  }
  return cli;
}

/** Apply CLI overrides on top of the file, then check the whole again. */
async function resolveConfig(cli: Cli): Promise<Config> {
  const path = cli.config ?? DEFAULT_CONFIG;
  const fromFile = await loadConfig(path);
  return parseConfig(
    { ...fromFile, ...(cli.tasks ? { tasks: cli.tasks } : {}), ...(cli.protocol ? { protocol: cli.protocol } : {}) },
    `${path} with command-line overrides`,
  );
}

/** Every engine of the config with its response cache off. */
function withoutCaches(config: Config): Config {
  return { ...config, engine: withoutCache(config.engine), agents: config.agents.map((a) => (a.engine ? { ...a, engine: withoutCache(a.engine) } : a)) };
}

async function loadSelected(path: string, pick: (tasks: Task[]) => Task[]): Promise<Task[]> {
  const { tasks, problems } = await loadTasks(path);
  for (const p of problems) console.error(`${path}:${p.line}: skipped: ${p.reason}`);
  const selected = pick(tasks);
  if (selected.length === 0) throw new MeshError('TASKS_INVALID', `no runnable task selected from ${path}`);
  return selected;
}

interface Plan {
  config: Config;
  tasks: Task[];
  store: RunStore;
  runId: string;
  tasksFile: string;
  resume?: { results: TaskResult[]; sessions: Session[] };
  /** Resuming a learning run: the store, flags and cycle its first session used. */
  learning?: RunFile['learning'];
}

async function planNew(cli: Cli): Promise<Plan> {
  const config = await resolveConfig(cli);
  const tasks = await loadSelected(config.tasks, (all) =>
    selectTasks(all, { levels: cli.levels, taskIds: cli.taskIds, ...(cli.limit !== undefined ? { limit: cli.limit } : {}) }),
  );
  const runId = newRunId();
  const dir = resolve(cli.out ?? resolve(config.out_dir, runId));
  if (existsSync(resolve(dir, RESULTS_FILE)))
    throw new MeshError('CONFIG_INVALID', `${dir} already holds a run (${RESULTS_FILE}); choose another --out, or --resume ${dir}`);
  if (existsSync(resolve(dir, LEARNING_FILE)) || existsSync(resolve(dir, 'cycle-1')))
    throw new MeshError('CONFIG_INVALID', `${dir} already holds a run in cycles (${LEARNING_FILE}, cycle-1/); choose another --out`);
  return { config, tasks, store: new RunStore(dir), runId, tasksFile: config.tasks };
}

async function planResume(dir: string): Promise<Plan> {
  if (existsSync(resolve(dir, LEARNING_FILE)))
    throw new MeshError(
      'CONFIG_INVALID',
      `${dir} is a run in cycles: resume its unfinished cycle (--resume ${resolve(dir, 'cycle-N')}); its ${LEARNING_FILE} is not updated by that, and the cycles after it are not run`,
    );
  const store = new RunStore(resolve(dir));
  const run = await store.readRunFile();
  const config = await loadConfig(resolve(dir, CONFIG_FILE));
  const tasks = await loadSelected(run.tasks_file, (all) => selectTasks(all, { taskIds: run.task_ids }));
  // Repairs of results.jsonl (a line cut by a crash or a full disk) are reported on stderr, one line each.
  const results = store.loadResults();
  const sessions = (await store.readMetrics())?.sessions ?? [];
  return {
    config,
    tasks,
    store,
    runId: run.run_id,
    tasksFile: run.tasks_file,
    resume: { results, sessions },
    ...(run.learning ? { learning: run.learning } : {}),
  };
}

/** Comparison mode: the same tasks once per protocol (× routing × engine), then the table and the invariance check. */
async function compare(cli: Cli, signal: AbortSignal): Promise<number> {
  let config = await resolveConfig(cli);
  if (cli.noCache) config = withoutCaches(config);
  const tasks = await loadSelected(config.tasks, (all) =>
    selectTasks(all, { levels: cli.levels, taskIds: cli.taskIds, ...(cli.limit !== undefined ? { limit: cli.limit } : {}) }),
  );
  const runId = newRunId();
  const outDir = resolve(cli.out ?? resolve(config.out_dir, `compare-${runId}`));
  if (existsSync(resolve(outDir, 'comparison.json'))) throw new MeshError('CONFIG_INVALID', `${outDir} already holds a comparison; choose another --out`);
  const runs = comparisonRuns(config).length;
  console.log(`gaia-mesh compare: ${tasks.length} tasks from ${config.tasks} × ${runs} runs (${config.compare!.protocols.join(', ')}) → ${outDir}`);
  let progress: Progress | undefined;
  const result = await runComparison({
    config,
    tasks,
    tasksFile: config.tasks,
    outDir,
    runId,
    concurrency: cli.concurrency,
    signal,
    onEvent: (e) => {
      if (e.type === 'run_begin') {
        console.log(`\n== ${e.label} (${e.index + 1}/${e.total}) ==`);
        progress = new Progress(process.stdout);
      } else progress?.onEvent(e.event);
    },
  });
  console.log(`\n${toTable(result.rows)}`);
  const local = result.divergences.filter((d) => d.engine === 'local');
  if (result.divergences.length === 0) console.log('\ninvariance: every task got the same answer under every protocol');
  else {
    console.log(`\ninvariance: answers differ on ${result.divergences.length} task(s):`);
    for (const d of result.divergences)
      console.log(
        `  ${d.task_id} (${d.engine}): ${Object.entries(d.answers)
          .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
          .join(', ')}`,
      );
  }
  console.log(`\ncomparison: ${result.files.json}\n            ${result.files.csv}\n            ${result.files.md}`);
  if (local.length) console.error('error: with the local engine every protocol must give the same answers');
  return signal.aborted ? 130 : local.length ? 1 : 0;
}

/** One line of what the learning loop did in a session. */
function learningLine(l: LearningReport): string {
  return (
    `learning (cycle ${l.cycle}): score ${l.gaia_score}, ${l.briefs_given} briefs (${l.records_briefed} records), ${l.verdicts} verdicts, ` +
    `${l.records_added} records added, ${l.records_merged} merged, ${l.records_refused} refused, ${l.no_record} without a record; ` +
    `learning traffic ${l.learn_bytes_tx + l.learn_bytes_rx} B in ${l.learn_pkt_cnt} packets, ${l.learn_tokens} tokens`
  );
}

/** --cycles N: the tasks N times, each cycle a run folder of its own under the run's folder, and learning.json. */
async function cycles(cli: Cli, plan: Plan, gaps: Gaps, signal: AbortSignal): Promise<number> {
  const dir = plan.store.dir;
  console.log(`gaia-mesh: ${plan.tasks.length} tasks from ${plan.tasksFile} × ${cli.cycles} cycles, gap store ${gaps.location} → ${dir}`);
  let progress: Progress | undefined;
  const report = await runCycles({
    config: plan.config,
    tasks: plan.tasks,
    tasksFile: plan.tasksFile,
    outDir: dir,
    runId: plan.runId,
    cycles: cli.cycles!,
    firstCycle: gaps.firstCycle,
    store: gaps.store,
    storeLocation: gaps.location,
    brief: gaps.brief,
    learn: gaps.learn,
    concurrency: cli.concurrency,
    signal,
    onCycle: (cycle, index, total, at) => {
      console.log(`\n== cycle ${index + 1}/${total} (store cycle ${cycle}) → ${at} ==`);
      progress = new Progress(process.stdout);
    },
    onEvent: (e) => progress?.onEvent(e),
  });
  console.log('');
  for (const c of report.cycles) {
    console.log(learningLine(c));
    if (c.partial) console.log(`  cycle cut short: not compared (finish it with --resume ${c.run_dir})`);
    if (c.delta !== null)
      console.log(
        `  Δ score ${c.delta >= 0 ? '+' : ''}${c.delta}${c.regressed.length ? `; regressed: ${c.regressed.join(', ')}` : '; no question type regressed'}`,
      );
  }
  console.log(`\nlearning: ${resolve(dir, LEARNING_FILE)}`);
  return signal.aborted ? 130 : 0;
}

async function main(): Promise<number> {
  const cli = parseCli(process.argv.slice(2));
  if (cli === 'help') {
    console.log(HELP);
    return 0;
  }
  if (!cli.resume) {
    const peek = await loadConfig(cli.config ?? DEFAULT_CONFIG);
    // Said before anything is made on disk (a run folder included).
    if (!peek.compare) refuseLearningFlags(cli, peek);
    if (peek.compare) {
      if (cli.cycles !== undefined || cli.gaps !== undefined || cli.noLearn || cli.noBrief)
        throw new MeshError(
          'CONFIG_INVALID',
          'a comparison (a config with compare:) runs without the learning loop: drop --cycles, --gaps, --no-learn and --no-brief',
        );
      const controller = new AbortController();
      const stop = (): void => controller.abort();
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      return compare(cli, controller.signal);
    }
  }
  const plan = cli.resume ? await planResume(cli.resume) : await planNew(cli);
  if (cli.noCache) plan.config = withoutCaches(plan.config);
  const learns = refuseLearningFlags(cli, plan.config);
  if (learns && !plan.config.agents.some((a) => roleOf(a.tool) === 'plan'))
    console.error('warning: the config has an Overseer but no planner: records are written, and nothing in this mesh reads them');
  let gaps: Gaps | undefined;
  try {
    gaps = learns ? await openLearning(cli, plan) : undefined;
  } catch (err) {
    // A new run whose store cannot be opened leaves no empty run folder behind.
    if (!cli.resume) rmEmptyDir(plan.store.dir);
    throw err;
  }
  try {
    return await run(cli, plan, gaps);
  } finally {
    await gaps?.store.close();
  }
}

/** Whether the config learns (a planner or an Overseer); throws CONFIG_INVALID when learning flags are given to one that does not. */
function refuseLearningFlags(cli: Cli, config: Config): boolean {
  const learns = config.agents.some((a) => roleOf(a.tool) !== 'answer');
  if (!learns && (cli.cycles !== undefined || cli.gaps !== undefined || cli.noLearn || cli.noBrief)) {
    throw new MeshError(
      'CONFIG_INVALID',
      '--cycles, --gaps, --no-learn and --no-brief need a planner or an Overseer in the config (agents with tool: plan or tool: oversee, as in config/learn.yaml)',
    );
  }
  return learns;
}

/** Remove `dir` if it is an empty folder (a run that never began). */
function rmEmptyDir(dir: string): void {
  try {
    rmdirSync(dir);
  } catch {
    // Not empty, or already gone: left as it is.
  }
}

/**
 * The gap store of a learning run, and the cycle its first session is: one
 * past the newest record's; on --resume, the store, flags and cycle the run
 * began with (run.json), so its records stay where they were and its briefs
 * still leave out its own cycle.
 */
async function openLearning(cli: Cli, plan: Plan): Promise<Gaps> {
  const saved = plan.learning;
  const given = cli.gaps ?? plan.config.learning.store;
  const location = saved?.store ?? (isServerUrl(given) ? given : resolve(given));
  const store = await openGapStore(location);
  try {
    const records = await store.list();
    const firstCycle = saved?.cycle ?? records.reduce((max, r) => Math.max(max, r.cycle), 0) + 1;
    return { store, location, firstCycle, brief: saved?.brief ?? !cli.noBrief, learn: saved?.learn ?? !cli.noLearn };
  } catch (err) {
    await store.close();
    throw err;
  }
}

interface Gaps {
  store: GapStore;
  location: string;
  firstCycle: number;
  brief: boolean;
  learn: boolean;
}

async function run(cli: Cli, plan: Plan, gaps: Gaps | undefined): Promise<number> {
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
  const { config, store } = plan;
  if (gaps && cli.cycles !== undefined) return cycles(cli, plan, gaps, controller.signal);
  console.log(
    `gaia-mesh: ${plan.tasks.length} tasks from ${plan.tasksFile}, protocol ${config.protocol}, engine ${config.engine.kind}, ${config.agents.length} agents → ${store.dir}`,
  );
  if (gaps)
    console.log(
      `learning: gap store ${gaps.location}, cycle ${gaps.firstCycle}${gaps.brief ? '' : ', no briefs (--no-brief)'}${gaps.learn ? '' : ', no verdicts or writes (--no-learn)'}`,
    );
  const progress = new Progress(process.stdout);
  const metrics = await runBenchmark({
    config,
    tasks: plan.tasks,
    store,
    runId: plan.runId,
    tasksFile: plan.tasksFile,
    concurrency: cli.concurrency,
    signal: controller.signal,
    onEvent: progress.onEvent,
    ...(plan.resume ? { resume: plan.resume } : {}),
    ...(gaps
      ? {
          learning: {
            store: gaps.store,
            location: gaps.location,
            brief: gaps.brief,
            learn: gaps.learn,
            cycle: gaps.firstCycle,
            requireApproval: config.learning.require_approval,
            k: config.learning.brief_k,
            overseeTimeoutMs: config.timeouts.task_ms,
          },
        }
      : {}),
  });
  if (metrics.learning) console.log(learningLine(metrics.learning));
  progress.finish(metrics, { metrics: store.metricsPath, results: store.resultsPath, submission: store.submissionPath, artifacts: store.archivePath });
  if (metrics.partial) console.log(`\nthe run is partial: ${resumeCommand(store.dir)}`);
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
