import { describe, expect, it } from 'vitest';
import { LearningLoop, type LearningOptions } from '../../hub/learning-loop.js';
import type { MeshNetwork, MeshTaskOutcome } from '../../hub/mesh-network.js';
import type { TaskResult } from '../../hub/results.js';
import { newMeter } from '../../hub/meter.js';
import type { GapRecord, GapStore } from '../../learning/gap-record.js';
import type { Task } from '../../gaia/task-loader.js';
import type { OverseerReply } from '../../hub/learning-exchange.js';

const task: Task = { task_id: 't1', question: 'How many rows are there?', level: 1, expected: '3', file_name: null } as Task;

/** A gap store whose every call is recorded, and fails when `failing` says so. */
function fakeStore(failing: { retrieve?: boolean; writes?: boolean } = {}): GapStore & { calls: string[] } {
  const calls: string[] = [];
  const fail = (what: string): never => {
    throw new Error(`${what}: connection refused`);
  };
  let n = 0;
  return {
    calls,
    add: async () => {
      calls.push('add');
      if (failing.writes) fail('add');
      return { status: 'added', id: `g${++n}` };
    },
    retrieve: async () => {
      calls.push('retrieve');
      if (failing.retrieve) fail('retrieve');
      return [{ id: 'g0', question_type: 'prose:count:number', features: [], pattern: 'p', advice: {}, helpful: 0, harmful: 0 } as unknown as GapRecord];
    },
    recordOutcome: async () => {
      calls.push('credit');
      if (failing.writes) fail('credit');
    },
    list: async () => [],
    get: async () => null,
    setStatus: async () => false,
    close: async () => {},
  };
}

/** A mesh with an Overseer that always makes a record. */
const network = {
  hasOverseer: true,
  oversee: async (): Promise<OverseerReply> => ({
    diagnosis: { type: 'diagnosis', task_id: 't1', sender: 'O', token_used: 0, stage: 'reason', text: 'lost', alternative: { breadth: 'wide' } },
    record: {
      type: 'gap_record',
      task_id: 't1',
      sender: 'O',
      token_used: 0,
      record: { question_type: 'x', features: ['how many'], pattern: 'counting rows', diagnosis: 'reason stage', advice: { breadth: 'wide' } },
      reason: null,
    },
    error: null,
  }),
} as unknown as MeshNetwork;

function loop(store: GapStore, over: Partial<LearningOptions> = {}, warnings: string[] = []): LearningLoop {
  return new LearningLoop(
    { store, location: 'fake', brief: true, learn: true, cycle: 2, requireApproval: false, k: 3, overseeTimeoutMs: 1000, chunkSize: 400, ...over },
    network,
    (l) => warnings.push(l),
    new Map([['t1', 0]]),
  );
}

const wrong = { task_id: 't1', tag: 'WRONG_ANSWER', answer: '2', raw_answer: '2', expected: '3', correct: false } as TaskResult;
const outcome = (records: string[]): MeshTaskOutcome => ({
  task_id: 't1',
  end: 'answer',
  answer: '2',
  reasoning: '',
  elapsed_ms: 1,
  meter: newMeter(),
  init_sent_mono_ms: 1,
  plan: {
    type: 'plan',
    task_id: 't1',
    sender: 'P',
    token_used: 0,
    question_type: 'prose:count:number',
    answer_type: 'number',
    answer_format: null,
    operation: 'count',
    retrieval: { breadth: 'normal', hints: [] },
    prefer: [],
    avoid: [],
    failure_modes: [],
    records,
  },
  emitted: [],
});

describe('the learning loop around one session', () => {
  it('writes records and credits only at the session’s end, and stamps a record with the hub’s question type', async () => {
    const store = fakeStore();
    const l = loop(store);
    const brief = await l.briefFor(task, 'a,b\n1,2\n');
    const trace = await l.afterAttempt(task, 0, 'some prose', brief, wrong, outcome(['g0']));
    expect(store.calls).toEqual(['retrieve']);
    expect(await l.flush()).toEqual([]);
    expect(store.calls).toEqual(['retrieve', 'credit', 'add']);
    expect(trace).toMatchObject({ record_id: 'g1', diagnosis: { stage: 'reason' }, brief: [{ id: 'g0' }] });
    expect(l.counts).toMatchObject({ briefs_given: 1, records_briefed: 1, verdicts: 1, records_added: 1, store_errors: 0 });
  });

  it('--no-learn: no verdict, no record and no credit reach the store', async () => {
    const store = fakeStore();
    const l = loop(store, { learn: false });
    await l.afterAttempt(task, 0, 'doc', await l.briefFor(task, 'doc'), wrong, outcome(['g0']));
    expect(await l.flush()).toEqual([]);
    expect(store.calls).toEqual(['retrieve']);
    expect(l.counts.verdicts).toBe(0);
  });

  it('a store that fails: the task gets an empty brief; at the end the writes left are handed back, nothing thrown', async () => {
    const warnings: string[] = [];
    const l = loop(fakeStore({ retrieve: true, writes: true }), {}, warnings);
    const brief = await l.briefFor(task, 'doc');
    expect(brief).toEqual([]);
    const trace = await l.afterAttempt(task, 0, 'doc', brief, wrong, outcome(['g0']));
    const pending = await l.flush();
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ task_id: 't1', credit: { ids: ['g0'], passed: false }, record: { pattern: 'counting rows', source_task: 't1' } });
    expect(trace.record_note).toMatch(/the gap store failed: .*connection refused; the record is in gaps-pending.jsonl/);
    expect(l.counts.store_errors).toBe(2);
    expect(warnings.join('\n')).toMatch(/no brief, the gap store failed/);
  });
});
