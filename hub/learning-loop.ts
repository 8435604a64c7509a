import type { BriefRecord, Verdict } from '../wire/packet.js';
import type { Task } from '../gaia/task-loader.js';
import { chunkText } from '../wire/packet.js';
import type { LogLine } from '../agent/workspace.js';
import type { GapStore } from '../learning/gap-record.js';
import { resolutionOf } from '../learning/resolution.js';
import { summariseAttempt, type Trace } from '../learning/trace.js';
import { questionType } from '../tools/plan-choices.js';
import type { MeshNetwork, MeshTaskOutcome } from './mesh-network.js';
import type { TaskResult } from './results.js';

export interface LearningOptions {
  store: GapStore;
  /** Put records in the planner's briefs (false: --no-brief). */
  brief: boolean;
  /** Send wrong attempts to the Overseer and store its records (false: --no-learn). */
  learn: boolean;
  /** This session's cycle (1-based): records written now are briefed from the next cycle on. */
  cycle: number;
  requireApproval: boolean;
  /** Records per brief. */
  k: number;
  /** How long the Overseer has to answer one verdict. */
  overseeTimeoutMs: number;
  chunkSize: number;
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
}

/**
 * The learning loop around the mesh, per attempt: before it, the brief
 * (records retrieved from the gap store by question type and text, never
 * the task's own); after it, the trace (from the packets the hub kept),
 * the resolution type, and for a wrong or unanswered scored attempt the
 * verdict to the Overseer, whose record goes to the store (which may refuse
 * it). The records a plan followed are credited (helpful) or debited
 * (harmful) by the attempt's result. Nothing here changes code, prompts or
 * configuration: records only reach the planner.
 */
export class LearningLoop {
  readonly counts: LearningCounts;

  constructor(
    private readonly options: LearningOptions,
    private readonly network: MeshNetwork,
    private readonly warn: (line: string) => void,
  ) {
    this.counts = {
      cycle: options.cycle,
      briefs_given: 0,
      records_briefed: 0,
      verdicts: 0,
      diagnoses: 0,
      records_added: 0,
      records_merged: 0,
      records_refused: 0,
      no_record: 0,
      overseer_errors: 0,
    };
  }

  /** The brief for a task: up to k records of its question type or like text, from earlier cycles; none with --no-brief. */
  async briefFor(task: Task, document: string): Promise<BriefRecord[]> {
    if (!this.options.brief || this.options.k === 0) return [];
    const records = await this.options.store.retrieve({
      question_type: questionType(task.question, task.file_name, document),
      text: task.question,
      task_id: task.task_id,
      question: task.question,
      k: this.options.k,
      before_cycle: this.options.cycle,
      approved_only: this.options.requireApproval,
    });
    this.counts.briefs_given += 1;
    this.counts.records_briefed += records.length;
    return records.map((r) => ({ id: r.id, question_type: r.question_type, pattern: r.pattern, advice: r.advice }));
  }

  /**
   * After one attempt was scored: its trace, and the Overseer's verdict when
   * it was wrong or unanswered. Never throws: a store or Overseer failure
   * is a warning and the trace's record_note.
   */
  async afterAttempt(task: Task, attempt: number, document: string, brief: BriefRecord[] | null, result: TaskResult, outcome: MeshTaskOutcome): Promise<Trace> {
    const lines = new Map<string, { tool: string; lines: LogLine[] }>();
    for (const e of outcome.emitted ?? []) {
      const entry = lines.get(e.agent) ?? { tool: e.tool, lines: [] };
      entry.lines.push({ at_ms: 0, mono_ms: e.mono_ms, dir: 'tx', bytes: e.bytes, packet: e.packet });
      lines.set(e.agent, entry);
    }
    const { calls, outputs } = summariseAttempt(outcome.task_id, lines, outcome.init_sent_mono_ms);
    outputs.document = document;
    const {
      type: _type,
      task_id: _id,
      sender: _sender,
      token_used: _tokens,
      ...plan
    } = outcome.plan ?? { type: 'plan', task_id: '', sender: '', token_used: 0 };
    const trace: Trace = {
      task_id: task.task_id,
      attempt,
      tool_calls: calls,
      raw_answer: result.raw_answer,
      answer: result.answer,
      expected: result.expected,
      resolution_type: resolutionOf(result, outputs),
      brief,
      plan: outcome.plan ? (plan as Trace['plan']) : null,
      question_type: outcome.plan?.question_type ?? null,
      diagnosis: null,
      record_id: null,
      record_note: null,
    };
    try {
      const ids = outcome.plan?.records ?? [];
      if (ids.length && result.correct !== null) await this.options.store.recordOutcome(ids, result.correct);
      if (this.options.learn && this.network.hasOverseer && result.expected !== null && (result.tag === 'WRONG_ANSWER' || result.tag === 'NO_ANSWER')) {
        await this.oversee(task, document, result, trace, outcome.task_id);
      }
    } catch (err) {
      trace.record_note = `the gap store failed: ${(err as Error).message}`;
      this.warn(`[learning] task ${task.task_id}: ${trace.record_note}`);
    }
    return trace;
  }

  private async oversee(task: Task, document: string, result: TaskResult, trace: Trace, wireTaskId: string): Promise<void> {
    const verdict: Verdict = {
      type: 'verdict',
      task_id: wireTaskId,
      sender: 'hub',
      token_used: 0,
      question: task.question,
      chunks: chunkText(document, this.options.chunkSize),
      file_name: task.file_name,
      expected: result.expected!,
      answer: result.answer,
      resolution_type: trace.resolution_type,
      plan: trace.plan,
      trace: JSON.stringify({ tool_calls: trace.tool_calls, raw_answer: trace.raw_answer, plan: trace.plan, brief: trace.brief }),
    };
    this.counts.verdicts += 1;
    const reply = await this.network.oversee(verdict, this.options.overseeTimeoutMs);
    if (reply.diagnosis) {
      this.counts.diagnoses += 1;
      trace.diagnosis = { stage: reply.diagnosis.stage, text: reply.diagnosis.text, alternative: reply.diagnosis.alternative };
    }
    if (reply.error !== null || !reply.record) {
      this.counts.overseer_errors += 1;
      this.counts.no_record += 1;
      trace.record_note = reply.error ?? 'the Overseer sent no record';
      this.warn(`[learning] task ${task.task_id}: ${trace.record_note}`);
      return;
    }
    const made = reply.record.record;
    if (!made) {
      this.counts.no_record += 1;
      trace.record_note = reply.record.reason ?? 'no record, and no reason given';
      return;
    }
    const added = await this.options.store.add({
      ...made,
      source_task: task.task_id,
      source_question: task.question,
      source_expected: result.expected!,
      cycle: this.options.cycle,
    });
    if (added.status === 'refused') {
      this.counts.records_refused += 1;
      trace.record_note = `refused by the gap store: ${added.reason}`;
      return;
    }
    if (added.status === 'added') this.counts.records_added += 1;
    else this.counts.records_merged += 1;
    trace.record_id = added.id;
  }
}
