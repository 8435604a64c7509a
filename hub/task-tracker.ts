import { newMeter, type Meter } from './meter.js';

/** One task as the hub sends it: the document is cut into chunks here. */
export interface TaskInput {
  task_id: string;
  question: string;
  document: string;
  file_name: string | null;
}

/** How a task ended: an answer, or the reason there is none. */
export type TaskEnd = 'answer' | 'tool_error' | 'timeout' | 'agent_lost' | 'too_large' | 'aborted';

export interface TaskOutcome {
  task_id: string;
  end: TaskEnd;
  /** The first final_answer's answer (null when the reasoner found none, or on any other end). */
  answer: string | null;
  reasoning: string;
  /** Set for every end but `answer`: what happened, naming the agent where one is at fault. */
  message?: string;
  /** Monotonic ms from the first doc_init byte sent to the end of the task. */
  elapsed_ms: number;
  meter: Meter;
}

/** What ended a task, beyond how. */
export interface EndFields {
  answer?: string | null;
  reasoning?: string;
  message?: string;
}

/** How a task starts, once the tracker has decided it may. */
export interface TaskStart {
  /** Why the task cannot start now (it then ends at once, as said, touching no agent), or undefined. */
  refusal(): { end: TaskEnd; message: string } | undefined;
  /** Put the task on the mesh; its frames are counted in `meter`. */
  begin(meter: Meter): void;
}

/** Ended tasks whose meters the hub keeps for their late frames. */
export const ENDED_TASKS_KEPT = 1024;

/**
 * The lifecycle of the tasks in flight: each ends exactly once, on the
 * first of its answer, a tool_error, its deadline, an agent lost, an abort
 * or the mesh closing. A task's meter stays here after it ended (a late
 * frame of that task still counts toward it) until ENDED_TASKS_KEPT newer
 * tasks have ended, so the state held stays bounded however long the run;
 * task ids must be unique.
 */
export class TaskTracker {
  /** Each task's meter, by task id: the relay adds every frame of the task to it. */
  readonly meters = new Map<string, Meter>();
  /** Ended tasks whose meters are still kept, oldest first. */
  private readonly ended = new Set<string>();
  private readonly inFlight = new Map<string, (end: TaskEnd, fields: EndFields) => void>();

  /** `now`: monotonic ms. */
  constructor(private readonly now: () => number) {}

  /** Run one task until it ends. Never rejects: every failure is an outcome. */
  run(taskId: string, timeoutMs: number, signal: AbortSignal | undefined, start: TaskStart): Promise<TaskOutcome> {
    const meter = newMeter();
    this.meters.set(taskId, meter);
    const started = this.now();
    return new Promise<TaskOutcome>((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      let done = false;
      const onAbort = (): void => finish('aborted', { message: 'run interrupted before this task finished' });
      const finish = (end: TaskEnd, fields: EndFields): void => {
        if (done) return;
        done = true;
        this.inFlight.delete(taskId);
        this.forgetOld(taskId);
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        resolve({
          task_id: taskId,
          end,
          answer: fields.answer ?? null,
          reasoning: fields.reasoning ?? '',
          ...(fields.message === undefined ? {} : { message: fields.message }),
          elapsed_ms: this.now() - started,
          meter,
        });
      };
      if (signal?.aborted) return onAbort();
      const refusal = start.refusal();
      if (refusal !== undefined) return finish(refusal.end, { message: refusal.message });
      this.inFlight.set(taskId, finish);
      timer = setTimeout(() => finish('timeout', { message: `no final_answer within ${timeoutMs} ms` }), timeoutMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      start.begin(meter);
    });
  }

  private forgetOld(taskId: string): void {
    this.ended.add(taskId);
    if (this.ended.size <= ENDED_TASKS_KEPT) return;
    const oldest = this.ended.keys().next().value!;
    this.ended.delete(oldest);
    this.meters.delete(oldest);
  }

  /** Whether task `taskId` is in flight. */
  running(taskId: string): boolean {
    return this.inFlight.has(taskId);
  }

  /** End task `taskId` if it is in flight (its answer or a tool_error came). */
  end(taskId: string, end: TaskEnd, fields: EndFields): void {
    this.inFlight.get(taskId)?.(end, fields);
  }

  /** End every task in flight the same way (an agent lost, the mesh closing). */
  endAll(end: TaskEnd, fields: EndFields): void {
    for (const finish of [...this.inFlight.values()]) finish(end, fields);
  }
}
