import type { BriefRecord, Verdict } from '../wire/packet.js';
import type { Task } from '../gaia/task-loader.js';
import { chunkText } from '../wire/packet.js';
import { describeError } from '../wire/errors.js';
import type { LogLine } from '../agent/workspace.js';
import type { GapStore, NewGapRecord } from '../learning/gap-record.js';
import type { PendingWrite } from '../learning/gap-lines.js';
import { resolutionOf } from '../learning/resolution.js';
import { summariseAttempt, type Trace } from '../learning/trace.js';
import { questionType } from '../tools/plan-choices.js';
import type { MeshNetwork, MeshTaskOutcome } from './mesh-network.js';
import type { LearningCounts, TaskResult } from './results.js';

export type { LearningCounts } from './results.js';

export interface LearningOptions {
  store: GapStore;
  /** Where the store is (a directory, resolved, or a URL): recorded in run.json for --resume. */
  location: string;
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

export type { PendingWrite } from '../learning/gap-lines.js';

/**
 * The learning loop around the mesh, per attempt: before it, the brief
 * (records retrieved from the gap store by question type and text, never
 * the task's own); after it, the trace (from the packets the hub kept),
 * the resolution type, and for a wrong or unanswered scored attempt the
 * verdict to the Overseer, whose record goes to the store (which may refuse
 * it). The records a plan followed are credited (helpful) or debited
 * (harmful) by the attempt's result. Store writes wait for the session's
 * end (see `writes`). Nothing here changes code, prompts or
 * configuration: records only reach the planner.
 */
export class LearningLoop {
  readonly counts: LearningCounts;
  /**
   * The session's writes to the store, made at its end (`flush`) in task
   * order: every brief of a session is retrieved from the store as it was
   * when the session began, so a cycle's briefs, and the ids its records
   * get, do not depend on the order its tasks finish in, at any concurrency.
   */
  private readonly writes: { order: number; attempt: number; trace: Trace; record: NewGapRecord | null; credit: { ids: string[]; passed: boolean } | null }[] =
    [];

  constructor(
    private readonly options: LearningOptions,
    private readonly network: MeshNetwork,
    private readonly warn: (line: string) => void,
    /** Task id → its place in the task list (the order of the session's writes). */
    private readonly order: ReadonlyMap<string, number>,
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
      store_errors: 0,
    };
  }

  /** The brief for a task: up to k records of its question type or like text, from earlier cycles; none with --no-brief. */
  async briefFor(task: Task, document: string): Promise<BriefRecord[]> {
    if (!this.options.brief || this.options.k === 0) return [];
    let records;
    try {
      records = await this.options.store.retrieve({
        question_type: questionType(task.question, task.file_name, document),
        text: task.question,
        task_id: task.task_id,
        question: task.question,
        k: this.options.k,
        before_cycle: this.options.cycle,
        approved_only: this.options.requireApproval,
      });
    } catch (err) {
      // The task runs with an empty brief: a store that fails costs this task its records, never the run.
      this.counts.store_errors += 1;
      this.warn(`[learning] task ${task.task_id}: no brief, the gap store failed: ${describeError(err)}`);
      return [];
    }
    return records.map((r) => ({
      id: r.id,
      question_type: r.question_type,
      features: r.features,
      pattern: r.pattern,
      advice: r.advice,
      helpful: r.helpful,
      harmful: r.harmful,
    }));
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
    if (brief && outcome.init_sent_mono_ms !== undefined && this.options.brief) {
      this.counts.briefs_given += 1;
      this.counts.records_briefed += brief.length;
    }
    // Credits change the store: only a session that learns writes them (--no-learn evaluates a store without changing it).
    const ids = outcome.plan?.records ?? [];
    const credit = this.options.learn && ids.length && result.correct !== null ? { ids, passed: result.correct } : null;
    let record: NewGapRecord | null = null;
    if (this.options.learn && this.network.hasOverseer && result.expected !== null && (result.tag === 'WRONG_ANSWER' || result.tag === 'NO_ANSWER')) {
      record = await this.oversee(task, document, result, trace, outcome.task_id);
    }
    this.writes.push({ order: this.order.get(task.task_id) ?? Number.MAX_SAFE_INTEGER, attempt, trace, record, credit });
    return trace;
  }

  /**
   * Write the session's records and the helpful/harmful credits to the
   * store, in task order, filling each trace's record_id (or record_note:
   * refused, or the store failed). Never throws: a store failure is a
   * warning and the notes say so.
   */
  async flush(): Promise<PendingWrite[]> {
    const writes = this.writes.splice(0).sort((a, b) => a.order - b.order || a.attempt - b.attempt);
    for (const [i, w] of writes.entries()) {
      try {
        if (w.credit) await this.options.store.recordOutcome(w.credit.ids, w.credit.passed);
        if (w.record) await this.store(w.record, w.trace);
      } catch (err) {
        // The store failed: stop writing (a stalled server would cost a timeout per write), and hand back what is left.
        this.counts.store_errors += 1;
        const why = `the gap store failed: ${describeError(err)}`;
        this.warn(`[learning] ${why}; the ${writes.length - i} writes left are kept in gaps-pending.jsonl`);
        const left = writes.slice(i);
        for (const l of left) if (l.record) l.trace.record_note = `${why}; the record is in gaps-pending.jsonl`;
        return left.map((l) => ({ task_id: l.trace.task_id, attempt: l.attempt, record: l.record, credit: l.credit }));
      }
    }
    return [];
  }

  private async store(record: NewGapRecord, trace: Trace): Promise<void> {
    const added = await this.options.store.add(record);
    if (added.status === 'refused') {
      this.counts.records_refused += 1;
      trace.record_note = `refused by the gap store: ${added.reason}`;
      return;
    }
    if (added.status === 'added') this.counts.records_added += 1;
    else this.counts.records_merged += 1;
    trace.record_id = added.id;
  }

  /** The verdict to the Overseer; the record it made (stored at the session's end), or null with the trace's note saying why. */
  private async oversee(task: Task, document: string, result: TaskResult, trace: Trace, wireTaskId: string): Promise<NewGapRecord | null> {
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
      return null;
    }
    const made = reply.record.record;
    if (!made) {
      this.counts.no_record += 1;
      trace.record_note = reply.record.reason ?? 'no record, and no reason given';
      return null;
    }
    // The record's class is the hub's own question type (the one briefs are retrieved by), whatever words an LLM Overseer chose.
    return {
      ...made,
      question_type: questionType(task.question, task.file_name, document),
      source_task: task.task_id,
      source_question: task.question,
      source_expected: result.expected!,
      cycle: this.options.cycle,
    };
  }
}
