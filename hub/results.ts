import type { FileStatus } from '../gaia/attachments.js';
import type { EngineStats } from '../engines/engine.js';
import type { Fault } from './mesh-launcher.js';
import { normaliseAnswer } from '../gaia/answer.js';
import type { Meter } from './meter.js';
import type { AgentTraffic, TaskEnd, TaskOutcome } from './mesh-network.js';
import { mean, percentile, round } from './stats.js';
import type { Task } from '../gaia/task-loader.js';
import type { ResolutionType } from '../learning/resolution.js';
import type { LearnMeter } from './learning-exchange.js';
import { exactMatch, qualityScore, questionScorer, rougeL } from '../gaia/scorer.js';

/**
 * One tag per task:
 * - CORRECT / WRONG_ANSWER: an answer, judged by GAIA's official scorer;
 * - NO_ANSWER: the mesh finished the task without an answer;
 * - ADAPTER_ERROR: the engine or the transport failed (a tool error, the task's deadline);
 * - HARNESS_ERROR: our side failed (an agent lost, an attachment missing or unreadable);
 * - UNSCORED: answered, but the split hides the ground truth (GAIA test split).
 * The two error tags are left out of the score and re-run by --resume.
 */
export type Tag = 'CORRECT' | 'WRONG_ANSWER' | 'NO_ANSWER' | 'ADAPTER_ERROR' | 'HARNESS_ERROR' | 'UNSCORED';
export const TAGS: readonly Tag[] = ['CORRECT', 'WRONG_ANSWER', 'NO_ANSWER', 'ADAPTER_ERROR', 'HARNESS_ERROR', 'UNSCORED'];
export const ERROR_TAGS: ReadonlySet<Tag> = new Set<Tag>(['ADAPTER_ERROR', 'HARNESS_ERROR']);
/** Tags that count in the score's denominator. */
export const SCORED_TAGS: ReadonlySet<Tag> = new Set<Tag>(['CORRECT', 'WRONG_ANSWER', 'NO_ANSWER']);

/** The traffic figures kept per task (a Meter without the hub-wide decode_errors). */
export type TaskTraffic = Omit<Meter, 'decode_errors'>;

/** One line of results.jsonl: a finished task, written as soon as it ends. */
export interface TaskResult extends TaskTraffic {
  task_id: string;
  level: number | null;
  question: string;
  expected: string | null;
  /** What the reasoner emitted, verbatim. */
  raw_answer: string | null;
  /** The answer after GAIA format normalisation (FINAL ANSWER is taken out by the reasoner): what is scored. */
  answer: string | null;
  /** The official scorer's verdict; null when not scored. */
  correct: boolean | null;
  tag: Tag;
  exact_match: boolean;
  rouge_l: number;
  quality_score: number;
  /** How the task ended in the mesh; `skipped` = not run (attachment missing or unreadable). */
  end: TaskEnd | 'skipped';
  message?: string;
  reasoning: string;
  has_file: boolean;
  file_name: string | null;
  file_status: FileStatus;
  elapsed_ms: number;
  /** Tries it took when an agent was lost during it (absent: one). */
  attempts?: number;
  /** Why the (last) attempt ended as it did (learning/resolution.ts); added once the run's traces are read, absent before. */
  resolution_type?: ResolutionType;
  /** The planner's question type for the (last) attempt; absent without a planner. */
  question_type?: string;
  /** When the hub began sending the (last try's) doc_init, on the machine's shared monotonic clock, as agent.log's mono_ms; absent when none was sent. */
  init_sent_mono_ms?: number;
}

/** How a task ended, as the runner saw it (an outcome from the mesh, or a skip). */
export type Ended = Pick<TaskOutcome, 'answer' | 'reasoning' | 'elapsed_ms' | 'message'> & {
  end: TaskResult['end'];
  meter?: Meter;
  init_sent_mono_ms?: number;
};

export function tagOf(end: TaskResult['end'], answer: string | null, correct: boolean | null): Tag {
  switch (end) {
    case 'answer':
      if (answer === null) return 'NO_ANSWER';
      return correct === null ? 'UNSCORED' : correct ? 'CORRECT' : 'WRONG_ANSWER';
    case 'tool_error':
    case 'timeout':
      return 'ADAPTER_ERROR';
    case 'agent_lost':
    case 'too_large':
    case 'aborted':
    case 'skipped':
      return 'HARNESS_ERROR';
    default: {
      const never: never = end;
      return never;
    }
  }
}

/** Score one ended task: normalise the answer, run the scorers, tag it. */
export function scoreTask(task: Task, fileStatus: FileStatus, o: Ended): TaskResult {
  const raw = o.answer;
  const answer = normaliseAnswer(raw, task.question);
  const scored = task.expected !== null && o.end === 'answer';
  const correct = scored ? questionScorer(answer, task.expected!) : null;
  const em = scored ? exactMatch(answer, task.expected!) : false;
  const rouge = scored ? rougeL(answer, task.expected!) : 0;
  const m = o.meter;
  return {
    task_id: task.task_id,
    level: task.level,
    question: task.question,
    expected: task.expected,
    raw_answer: raw,
    answer,
    correct,
    tag: tagOf(o.end, answer, correct),
    exact_match: em,
    rouge_l: round(rouge, 4),
    quality_score: round(qualityScore(em, rouge), 4),
    end: o.end,
    ...(o.message === undefined ? {} : { message: o.message }),
    reasoning: o.reasoning,
    has_file: task.file_name !== null,
    file_name: task.file_name,
    file_status: fileStatus,
    elapsed_ms: round(o.elapsed_ms),
    bytes_tx: m?.bytes_tx ?? 0,
    bytes_rx: m?.bytes_rx ?? 0,
    init_bytes_tx: m?.init_bytes_tx ?? 0,
    pkt_cnt: m?.pkt_cnt ?? 0,
    deliveries: m?.deliveries ?? 0,
    header_overhead: m?.header_overhead ?? 0,
    token_sum: m?.token_sum ?? 0,
    ...(o.init_sent_mono_ms === undefined ? {} : { init_sent_mono_ms: o.init_sent_mono_ms }),
  };
}

/** One invocation of the bench on a run directory (a run resumed twice has three). */
export interface Session {
  started_at: string;
  /** Monotonic ms from launching the agents to the last task's end. */
  elapsed_ms: number;
  /** Monotonic ms to start the agents and connect the hub. */
  startup_ms: number;
  /** Monotonic ms from the mesh being connected to every agent being warm (`MeshNetwork.warmUp`); tasks start after it. */
  warmup_ms?: number;
  /** What the agents were started from: the start-up snapshot, the one-file bundle or the module tree. */
  agent_entry?: string;
  tasks_run: number;
  /** Monotonic ms the hub spent handling frames (decode, metering, relaying writes). */
  hub_ms?: number;
  decode_errors: number;
  /** The protocol's handshake (agent cards, DID documents): bytes with prefixes, and frames. */
  handshake_bytes: number;
  handshake_pkts: number;
  /** Faults on the hub's connections (see LinkFaults). */
  dropped_frames: number;
  slow_consumers: number;
  heartbeat_losses: number;
  /** Task attempts made again after an agent was lost. */
  tasks_rerun: number;
  interrupted: boolean;
  /** NATS only: protocol bytes (PUB/MSG lines) around every message of the session, both hops (README "Transports"). */
  transport_overhead?: number;
}

/** metrics.json `storm`: what a fail-storm did to the run. */
export interface StormReport {
  kills: { at_ms: number; agents: string[] }[];
  window_ms: { from: number; to: number } | null;
  before: PhaseRate;
  during: PhaseRate;
  after: PhaseRate;
  recovery_ms: { p50: number; max: number } | null;
  tasks_rerun: number;
}

export interface PhaseRate {
  attempts: number;
  succeeded: number;
  success_rate: number | null;
}

export interface LevelScore {
  tasks: number;
  scored: number;
  correct: number;
  gaia_score: number;
}

export interface RunInfo {
  run_id: string;
  protocol: string;
  routing: string;
  engine: string;
  tasks_file: string;
  tasks_total: number;
  sessions: Session[];
}

/** One agent's LLM spend (see EngineStats for the fields). */
export interface EngineUsage extends EngineStats {
  id: string;
  tool: string;
  model: string;
  /** US dollars for the fresh calls, when the agent's engine has a price. */
  cost_usd?: number;
}

/** What the loop did in one session; metrics.json's `learning`. */
export interface LearningCounts {
  cycle: number;
  briefs_given: number;
  records_briefed: number;
  verdicts: number;
  diagnoses: number;
  records_added: number;
  records_merged: number;
  records_refused: number;
  /** Overseen attempts that produced no record (no lesson found) or whose Overseer failed. */
  no_record: number;
  overseer_errors: number;
  /** Gap store calls that failed (a brief then goes empty; writes left are kept in gaps-pending.jsonl). */
  store_errors: number;
}

/** metrics.json's `learning` for one session: what the loop did, its traffic (hub/learning-exchange.ts), the score by question type. */
export interface LearningReport extends LearningCounts, LearnMeter {
  gaia_score: number;
  by_question_type: Record<string, { tasks: number; correct: number; score: number }>;
}

/** metrics.json: run totals, the score, then per-agent and per-task breakdowns. */
export interface RunMetrics extends Meter {
  run_id: string;
  protocol: string;
  engine: string;
  tasks_file: string;
  started_at: string;
  partial: boolean;
  routing: string;
  tasks: number;
  tasks_total: number;
  handshake_bytes: number;
  handshake_pkts: number;
  elapsed_ms: number;
  startup_ms: number;
  gaia_score: number;
  scored: number;
  correct: number;
  quality_score: number;
  exact_match: number;
  rouge_l: number;
  by_level: Record<string, LevelScore>;
  tags: Record<Tag, number>;
  task_elapsed_ms: { p50: number; p95: number; max: number };
  sessions: Session[];
  agents: AgentTraffic[];
  /** LLM engines only: each agent's spend (from its memory.json) and the totals. */
  llm?: { agents: EngineUsage[]; totals: EngineStats & { cost_usd?: number } } | undefined;
  dropped_frames: number;
  slow_consumers: number;
  heartbeat_losses: number;
  tasks_rerun: number;
  /** Monotonic ms the hub spent handling frames, summed over sessions. */
  hub_ms: number;
  /** NATS only: its protocol bytes around the run's messages, summed over sessions (README "Transports"). */
  transport_overhead?: number;
  /** Every agent lost in the last session: cause, exit code or signal, when, and how long recovery took. */
  faults: Fault[];
  storm?: StormReport;
  /** The learning loop's session: what it did, its traffic (apart from task traffic), the score by question type. */
  learning?: LearningReport;
  per_task: TaskResult[];
}

function levelScore(results: TaskResult[]): LevelScore {
  const scored = results.filter((r) => SCORED_TAGS.has(r.tag));
  const correct = scored.filter((r) => r.tag === 'CORRECT').length;
  return { tasks: results.length, scored: scored.length, correct, gaia_score: scored.length ? round(correct / scored.length, 4) : 0 };
}

/**
 * Build metrics.json. Traffic totals are sums over the recorded tasks (every
 * frame carries a task id), so a resumed run's totals cover all sessions;
 * decode_errors and elapsed_ms add up the sessions. Scores are over tasks
 * with a scored tag.
 */
export function summarise(info: RunInfo, results: TaskResult[], agents: AgentTraffic[]): RunMetrics {
  const scored = results.filter((r) => SCORED_TAGS.has(r.tag));
  const times = results.filter((r) => r.end !== 'skipped').map((r) => r.elapsed_ms);
  const tags = Object.fromEntries(TAGS.map((t) => [t, 0])) as Record<Tag, number>;
  for (const r of results) tags[r.tag] += 1;
  const levels = [...new Set(results.map((r) => r.level))].sort((a, b) => (a ?? 99) - (b ?? 99));
  const sum = (k: keyof TaskTraffic): number => results.reduce((n, r) => n + r[k], 0);
  const avg = (xs: number[]): number => (xs.length ? round(mean(xs), 4) : 0);
  const overall = levelScore(results);
  const last = info.sessions[info.sessions.length - 1];
  return {
    run_id: info.run_id,
    protocol: info.protocol,
    engine: info.engine,
    tasks_file: info.tasks_file,
    started_at: info.sessions[0]?.started_at ?? '',
    partial: results.length < info.tasks_total,
    routing: info.routing,
    tasks: results.length,
    tasks_total: info.tasks_total,
    handshake_bytes: info.sessions.reduce((n, s) => n + (s.handshake_bytes ?? 0), 0),
    handshake_pkts: info.sessions.reduce((n, s) => n + (s.handshake_pkts ?? 0), 0),
    dropped_frames: info.sessions.reduce((n, s) => n + (s.dropped_frames ?? 0), 0),
    slow_consumers: info.sessions.reduce((n, s) => n + (s.slow_consumers ?? 0), 0),
    heartbeat_losses: info.sessions.reduce((n, s) => n + (s.heartbeat_losses ?? 0), 0),
    tasks_rerun: info.sessions.reduce((n, s) => n + (s.tasks_rerun ?? 0), 0),
    hub_ms: round(
      info.sessions.reduce((n, s) => n + (s.hub_ms ?? 0), 0),
      3,
    ),
    ...(info.sessions.some((s) => s.transport_overhead !== undefined) && {
      transport_overhead: info.sessions.reduce((n, s) => n + (s.transport_overhead ?? 0), 0),
    }),
    faults: [],
    bytes_tx: sum('bytes_tx'),
    bytes_rx: sum('bytes_rx'),
    init_bytes_tx: sum('init_bytes_tx'),
    pkt_cnt: sum('pkt_cnt'),
    deliveries: sum('deliveries'),
    header_overhead: sum('header_overhead'),
    token_sum: sum('token_sum'),
    decode_errors: info.sessions.reduce((n, s) => n + s.decode_errors, 0),
    elapsed_ms: round(info.sessions.reduce((n, s) => n + s.elapsed_ms, 0)),
    startup_ms: round(last?.startup_ms ?? 0),
    gaia_score: overall.gaia_score,
    scored: overall.scored,
    correct: overall.correct,
    quality_score: avg(scored.map((r) => r.quality_score)),
    exact_match: avg(scored.map((r) => (r.exact_match ? 1 : 0))),
    rouge_l: avg(scored.map((r) => r.rouge_l)),
    by_level: Object.fromEntries(levels.map((l) => [l === null ? 'none' : String(l), levelScore(results.filter((r) => r.level === l))])),
    tags,
    task_elapsed_ms: times.length
      ? { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), max: round(Math.max(...times)) }
      : { p50: 0, p95: 0, max: 0 },
    sessions: info.sessions,
    agents,
    per_task: results,
  };
}
