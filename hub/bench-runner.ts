import { performance } from 'node:perf_hooks';
import { AGENT_ENTRY, type AgentEntry } from './agent-process.js';
import { readTaskAttachment } from '../gaia/attachments.js';
import { startStorm, type Kill } from './fail-storm.js';
import { launchMesh, type Fault, type Mesh } from './mesh-launcher.js';
import { percentile, round } from './stats.js';
import { ERROR_TAGS, scoreTask, summarise, type LearningReport, type RunMetrics, type Session, type StormReport, type TaskResult } from './results.js';
import { PENDING_GAPS_FILE, type RunStore } from './run-store.js';
import type { Task } from '../gaia/task-loader.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addEngineStats, newEngineStats, type EngineStats } from '../engines/engine.js';
import { engineCost, engineModel, preflightEngine } from '../engines/registry.js';
import { roundCost } from '../engines/price.js';
import type { EngineUsage } from './results.js';
import { MAX_RESTART_BACKOFF_MS, engineOf, natsOf, type Config } from '../config/schema.js';
import { readTraces, type AttemptRecord } from '../learning/trace-reader.js';
import type { Trace } from '../learning/trace.js';
import { roleOf } from '../tools/specs.js';
import { LearningLoop, type LearningCounts, type LearningOptions } from './learning-loop.js';
import type { LearnMeter } from './learning-exchange.js';

export type BenchEvent =
  | { type: 'run_start'; total: number; to_run: number; kept: number }
  | {
      type: 'mesh_ready';
      startup_ms: number;
      warmup_ms: number;
      agent_entry: AgentEntry;
      agents: { id: string; tool: string; port: number; pid: number | undefined }[];
    }
  | { type: 'task_done'; result: TaskResult; done: number; total: number };

export interface BenchOptions {
  config: Config;
  /** The selected tasks, in order (all of them, also on resume). */
  tasks: Task[];
  store: RunStore;
  runId: string;
  /** The tasks file, as given (recorded in metrics.json and run.json). */
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
  /** Resuming: results already recorded in the store, and the earlier sessions. */
  resume?: { results: TaskResult[]; sessions: Session[] };
  /** The learning loop (a gap store, with a planner and/or an Overseer in the config); absent: none. */
  learning?: Omit<LearningOptions, 'chunkSize'>;
}

/**
 * Run the tasks through one mesh, recording each result as it ends, then
 * write metrics.json, submission.jsonl and the artifacts archive, whatever
 * happened. On resume, recorded tasks are kept, except those tagged
 * ADAPTER_ERROR or HARNESS_ERROR, which run again with the missing ones; a
 * task run again replaces its line, so results.jsonl holds each task once.
 * A result that cannot be written (OUTPUT_WRITE_FAILED) stops the session
 * as Ctrl+C does; metrics are still tried, then that error is thrown.
 * The mesh's processes are always stopped before this returns or throws.
 */
export async function runBenchmark(options: BenchOptions): Promise<RunMetrics> {
  const { config, store } = options;
  const emit = options.onEvent ?? (() => {});
  const kept = new Map((options.resume?.results ?? []).filter((r) => !ERROR_TAGS.has(r.tag)).map((r) => [r.task_id, r]));
  const todo = options.tasks.filter((t) => !kept.has(t.task_id));
  store.writeConfig(config);
  const l = options.learning;
  store.writeRunFile({
    run_id: options.runId,
    tasks_file: options.tasksFile,
    task_ids: options.tasks.map((t) => t.task_id),
    ...(l ? { learning: { store: l.location, brief: l.brief, learn: l.learn, cycle: l.cycle } } : {}),
  });
  emit({ type: 'run_start', total: options.tasks.length, to_run: todo.length, kept: kept.size });
  // Preflight: every engine's server answers and has its model, before any task runs.
  const engines = new Map(config.agents.map((a) => engineOf(config, a)).map((e) => [JSON.stringify(e), e]));
  for (const engine of engines.values()) await preflightEngine(engine);
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  const mesh = await launchMesh({
    agents: config.agents.map((a) => ({ ...a, engine: engineOf(config, a), ...(options.agentScripts?.[a.id] ? { script: options.agentScripts[a.id] } : {}) })),
    protocol: config.protocol,
    routing: config.routing,
    chunkSize: config.chunk_size,
    maxFrameBytes: config.max_frame_bytes,
    hubDecode: config.hub_decode,
    workspaceRoot: config.workspace_root,
    startupMs: config.timeouts.startup_ms,
    shutdownMs: config.timeouts.shutdown_ms,
    restart: config.restart,
    heartbeat: config.heartbeat,
    maxBufferedBytes: config.max_buffered_bytes,
    keepPackets: options.learning !== undefined,
    ...(config.transport === 'nats' ? { nats: { settings: natsOf(config), launch: config.launch } } : {}),
    ...(options.log ? { log: options.log } : {}),
  });
  const learning = options.learning
    ? new LearningLoop(
        { ...options.learning, chunkSize: config.chunk_size },
        mesh.network,
        options.log ?? ((l: string) => process.stderr.write(`${l}\n`)),
        new Map(options.tasks.map((t, i) => [t.task_id, i])),
      )
    : undefined;
  // Each attempt's trace, settled once its verdict (if any) is answered: results are recorded without waiting for the Overseer.
  const learnedTraces: Promise<Trace>[] = [];
  const startupMs = performance.now() - t0;
  // Tasks are timed warm: no task waits for a tool to load what it needs (the reasoner's tagger).
  // An agent silent for as long as the heartbeats allow is theirs to judge.
  const allowanceMs = config.heartbeat.interval_ms * config.heartbeat.misses;
  const cold = await mesh.network.warmUp(allowanceMs);
  const warmupMs = performance.now() - t0 - startupMs;
  if (cold.length > 0)
    (options.log ?? ((l: string) => process.stderr.write(`${l}\n`)))(
      `[hub] agent${cold.length > 1 ? 's' : ''} ${cold.join(', ')} did not answer the warm-up ping within ${allowanceMs} ms; tasks start anyway`,
    );
  emit({
    type: 'mesh_ready',
    startup_ms: startupMs,
    warmup_ms: warmupMs,
    agent_entry: AGENT_ENTRY,
    agents: mesh.agents.map((a) => ({ id: a.settings.id, tool: a.settings.tool, port: mesh.ports.get(a.settings.id)!, pid: a.pid })),
  });
  const fresh: TaskResult[] = [];
  const attempts: Attempt[] = [];
  const tried: AttemptRecord[] = [];
  const storm = config.faults
    ? startStorm(
        mesh,
        config.faults,
        config.agents.map((a) => a.id),
      )
    : undefined;
  let session: Session;
  // Stops the session: the caller's signal, or a result that could not be written.
  const halt = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, halt.signal]) : halt.signal;
  let writeFailure: unknown;
  // The lines of tasks about to run again are dropped only once the mesh is up: a session that fails to start leaves the file as it was.
  let prepared = false;
  try {
    if (!signal.aborted) {
      store.prepareResults(new Set(todo.map((t) => t.task_id)));
      prepared = true;
    }
    await pool(todo, Math.max(1, options.concurrency ?? 1), signal, async (task) => {
      const result = await runOne(mesh, task, config, attempts, tried, t0, signal, learning, learnedTraces);
      if (!result || writeFailure !== undefined) return;
      try {
        store.appendResult(result);
      } catch (err) {
        writeFailure = err;
        halt.abort();
        return;
      }
      fresh.push(result);
      emit({ type: 'task_done', result, done: kept.size + fresh.length, total: options.tasks.length });
    });
  } finally {
    storm?.stop();
    session = {
      started_at: startedAt,
      elapsed_ms: performance.now() - t0,
      startup_ms: startupMs,
      warmup_ms: round(warmupMs, 1),
      agent_entry: AGENT_ENTRY,
      tasks_run: fresh.length,
      hub_ms: round(mesh.network.busyMs, 3),
      decode_errors: mesh.network.totals.decode_errors,
      handshake_bytes: mesh.network.handshakeTotals.bytes,
      handshake_pkts: mesh.network.handshakeTotals.pkts,
      ...mesh.network.faults,
      tasks_rerun: attempts.filter((a) => a.attempt > 0).length,
      interrupted: signal.aborted,
    };
    const nats = mesh.natsStats();
    if (nats) session.transport_overhead = nats.overhead;
    // Verdicts still with the Overseer get their answers, unless the run was stopped (closing the mesh then fails them at once).
    if (!signal.aborted) await Promise.all(learnedTraces);
    await mesh.close();
    store.close();
  }
  // The agents have stopped and flushed their logs: each recorded attempt's trace is read from them.
  // With the learning loop, each attempt's trace was made as it ended (from the packets the hub kept); its records are stored now.
  const pending = (await learning?.flush()) ?? [];
  const recorded = new Set(fresh.map((r) => r.task_id));
  const traces = learning
    ? (await Promise.all(learnedTraces)).filter((t) => recorded.has(t.task_id))
    : readTraces(
        tried.filter((a) => recorded.has(a.task_id)),
        config.agents,
        config.workspace_root,
      );
  const resolutions = new Map(traces.map((t) => [t.task_id, t] as const));
  for (const [i, r] of fresh.entries()) {
    const t = resolutions.get(r.task_id);
    if (t) fresh[i] = { ...r, resolution_type: t.resolution_type, ...(t.question_type === null ? {} : { question_type: t.question_type }) };
  }
  // Metrics describe what results.jsonl holds: the earlier error lines too when they were not dropped.
  const earlier = prepared ? kept : new Map((options.resume?.results ?? []).map((r) => [r.task_id, r]));
  const byId = new Map([...earlier, ...fresh.map((r) => [r.task_id, r] as const)]);
  const results = options.tasks.flatMap((t) => byId.get(t.task_id) ?? []);
  const metrics = summarise(
    {
      run_id: options.runId,
      protocol: config.protocol,
      routing: config.routing,
      engine: config.engine.kind,
      tasks_file: options.tasksFile,
      tasks_total: options.tasks.length,
      sessions: [...(options.resume?.sessions ?? []), session],
    },
    results,
    mesh.network.agentTraffic(),
  );
  const llm = readEngineStats(config);
  if (llm) metrics.llm = llm;
  metrics.faults = mesh.faults;
  if (storm) metrics.storm = stormReport(storm.kills, mesh.faults, attempts);
  if (learning) metrics.learning = learningReport(learning.counts, mesh.network.learnTotals, results);
  try {
    if (writeFailure === undefined) {
      store.appendTraces(traces);
      if (pending.length) store.writeJsonLines(PENDING_GAPS_FILE, pending);
      if (options.learning && pending.length === 0) {
        // The store's snapshot is a convenience (the viewer reads it): a store that fails now costs a warning, not the run.
        const records = await options.learning.store.list().catch((err: unknown) => {
          (options.log ?? ((l: string) => process.stderr.write(`${l}\n`)))(`[learning] no gaps.jsonl: the gap store failed: ${(err as Error).message}`);
          return null;
        });
        if (records) store.writeGaps(records);
      }
      store.annotateResults(
        new Map(fresh.map((r) => [r.task_id, { resolution_type: r.resolution_type, ...(r.question_type ? { question_type: r.question_type } : {}) }] as const)),
      );
    }
    store.writeMetrics(metrics);
    store.writeSubmission(results);
    await store.writeArchive(
      config.workspace_root,
      config.agents.map((a) => a.id),
    );
  } catch (err) {
    throw writeFailure ?? err;
  }
  if (writeFailure !== undefined) throw writeFailure;
  return metrics;
}

/** Each agent's engine spend from its memory.json (written by the agent) and its cost where priced, and their sums; undefined when no agent used an LLM. */
function readEngineStats(config: Config): RunMetrics['llm'] {
  const agents: EngineUsage[] = [];
  for (const a of config.agents) {
    try {
      const memory = JSON.parse(readFileSync(join(config.workspace_root, a.id, 'memory.json'), 'utf8')) as { engine?: EngineStats };
      const engine = engineOf(config, a);
      const model = engineModel(engine);
      if (!memory.engine || model === null) continue;
      const cost = engineCost(engine, memory.engine);
      agents.push({ id: a.id, tool: a.tool, model, ...memory.engine, ...(cost === undefined ? {} : { cost_usd: cost }) });
    } catch {
      // An agent that never finished a task wrote no memory.
    }
  }
  if (agents.length === 0) return undefined;
  // Totals are the tasks' spend: the Overseer's (learning) is in its own row of agents[], not in them.
  const answering = agents.filter((a) => roleOf(a.tool) !== 'oversee');
  const totals: EngineStats & { cost_usd?: number } = answering.reduce((sum, a) => addEngineStats(sum, a), newEngineStats());
  const priced = answering.filter((a) => a.cost_usd !== undefined);
  if (priced.length) totals.cost_usd = roundCost(priced.reduce((n, a) => n + a.cost_usd!, 0));
  return { agents, totals };
}

/** One try at a task through the mesh (a task lost with an agent is tried again). */
export interface Attempt {
  task_id: string;
  attempt: number;
  /** Monotonic ms since the run began. */
  start_ms: number;
  end_ms: number;
  ok: boolean;
}

/** Run one task; null when it was aborted (not finished work, so not recorded). */
async function runOne(
  mesh: Mesh,
  task: Task,
  config: Config,
  attempts: Attempt[],
  tried: AttemptRecord[],
  t0: number,
  signal?: AbortSignal,
  learning?: LearningLoop,
  traces?: Promise<Trace>[],
): Promise<TaskResult | null> {
  const record = (wireTaskId: string, attempt: number, r: TaskResult): TaskResult => {
    tried.push({ ...r, wire_task_id: wireTaskId, attempt });
    return r;
  };
  const file = await readTaskAttachment(task, {
    maxBytes: config.max_attachment_bytes,
    deadlineMs: config.timeouts.attachment_ms,
    maxUnpackedBytes: config.max_unpacked_bytes,
    maxCompressionRatio: config.max_compression_ratio,
    ...(signal ? { signal } : {}),
  });
  if (signal?.aborted) return null;
  if (file.status === 'missing' || file.status === 'error') {
    return record(
      task.task_id,
      0,
      scoreTask(task, file.status, { end: 'skipped', answer: null, reasoning: '', message: file.message ?? 'attachment unreadable', elapsed_ms: 0 }),
    );
  }
  // Long enough for a lost agent to be restarted: the longest backoff, its start-up deadline, then the handshake and the warm-up ping.
  const recoveryMs = MAX_RESTART_BACKOFF_MS + 2 * config.timeouts.startup_ms + config.heartbeat.interval_ms * config.heartbeat.misses;
  for (let attempt = 0; ; attempt++) {
    await mesh.network.whenHealthy(recoveryMs);
    const start = performance.now() - t0;
    const wireTaskId = attempt === 0 ? task.task_id : `${task.task_id}#${attempt}`;
    const brief = learning && mesh.network.hasPlanner ? await learning.briefFor(task, file.text) : null;
    const outcome = await mesh.network.runTask(
      { task_id: wireTaskId, question: task.question, document: file.text, file_name: task.file_name },
      config.timeouts.task_ms,
      signal,
      brief ?? [],
    );
    if (outcome.end === 'aborted') return null;
    attempts.push({ task_id: task.task_id, attempt, start_ms: start, end_ms: performance.now() - t0, ok: outcome.end === 'answer' });
    const result = record(wireTaskId, attempt, scoreTask(task, file.status, outcome));
    if (learning && traces) traces.push(learning.afterAttempt(task, attempt, file.text, brief, result, outcome));
    // A task lost with an agent is tried again once the mesh has recovered (the agents forget the lost try).
    if (outcome.end === 'agent_lost' && attempt < config.restart.rerun_lost_tasks && !signal?.aborted) continue;
    return attempt > 0 ? { ...result, attempts: attempt + 1 } : result;
  }
}

/**
 * What a fail-storm did to the run: success rate of task attempts before,
 * during and after the storm (from the first kill to the last agent's
 * recovery), recovery times, and tasks re-run.
 */
/** metrics.json's `learning` for one session: what the loop did, its traffic, and the score by the planner's question type. */
export function learningReport(counts: LearningCounts, traffic: LearnMeter, results: readonly TaskResult[]): LearningReport {
  return { ...counts, ...traffic, gaia_score: scoreOf(results), by_question_type: scoresByType(results) };
}

/** Share of scored tasks answered right (0 when none was scored), rounded to 4 places. */
export function scoreOf(results: readonly TaskResult[]): number {
  const scored = results.filter((r) => r.correct !== null);
  return scored.length ? round(scored.filter((r) => r.correct).length / scored.length, 4) : 0;
}

/** Tasks, right answers and score per question type (`untyped` without a plan). */
export function scoresByType(results: readonly TaskResult[]): Record<string, { tasks: number; correct: number; score: number }> {
  const by = new Map<string, TaskResult[]>();
  for (const r of results) by.set(r.question_type ?? 'untyped', [...(by.get(r.question_type ?? 'untyped') ?? []), r]);
  return Object.fromEntries(
    [...by.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([type, rs]) => [type, { tasks: rs.length, correct: rs.filter((r) => r.correct).length, score: scoreOf(rs) }]),
  );
}

export function stormReport(kills: Kill[], faults: Fault[], attempts: Attempt[]): StormReport {
  const first = kills[0]?.at_ms ?? Infinity;
  const lastRecovery = Math.max(first, ...faults.map((f) => f.at_ms + (f.recovery_ms ?? 0)));
  const phase = (a: Attempt): 'before' | 'during' | 'after' => (a.end_ms < first ? 'before' : a.start_ms > lastRecovery ? 'after' : 'during');
  const rate = (p: 'before' | 'during' | 'after') => {
    const set = attempts.filter((a) => phase(a) === p);
    return {
      attempts: set.length,
      succeeded: set.filter((a) => a.ok).length,
      success_rate: set.length ? round(set.filter((a) => a.ok).length / set.length, 4) : null,
    };
  };
  const recoveries = faults.map((f) => f.recovery_ms).filter((r): r is number => r !== null);
  return {
    kills: kills.map((k) => ({ at_ms: k.at_ms, agents: k.agents })),
    window_ms: kills.length ? { from: round(first), to: round(lastRecovery) } : null,
    before: rate('before'),
    during: rate('during'),
    after: rate('after'),
    recovery_ms: recoveries.length ? { p50: round(percentile(recoveries, 50)), max: round(Math.max(...recoveries)) } : null,
    tasks_rerun: attempts.filter((a) => a.attempt > 0).length,
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
