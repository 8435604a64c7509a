import { describe, expect, it } from 'vitest';
import { newMeter } from '../../hub/meter.js';
import { scoreTask, summarise, tagOf, type Session } from '../../hub/results.js';
import { selectTasks, type Task } from '../../gaia/task-loader.js';

const task = (over: Partial<Task> = {}): Task => ({
  task_id: 't',
  question: 'How much did it cost?',
  level: 1,
  expected: '1000',
  file_name: null,
  file_path: null,
  ...over,
});
const meter = { ...newMeter(), bytes_tx: 40, bytes_rx: 10, init_bytes_tx: 10, pkt_cnt: 3, deliveries: 7, header_overhead: 2, token_sum: 9 };
const session = (over: Partial<Session> = {}): Session => ({
  started_at: 'x',
  elapsed_ms: 100,
  startup_ms: 5,
  tasks_run: 1,
  decode_errors: 0,
  handshake_bytes: 10,
  handshake_pkts: 2,
  dropped_frames: 1,
  slow_consumers: 0,
  heartbeat_losses: 0,
  tasks_rerun: 1,
  interrupted: false,
  ...over,
});

describe('tagOf', () => {
  it.each([
    ['answer', 'x', true, 'CORRECT'],
    ['answer', 'x', false, 'WRONG_ANSWER'],
    ['answer', null, null, 'NO_ANSWER'],
    ['answer', 'x', null, 'UNSCORED'],
    ['tool_error', null, null, 'ADAPTER_ERROR'],
    ['timeout', null, null, 'ADAPTER_ERROR'],
    ['agent_lost', null, null, 'HARNESS_ERROR'],
    ['skipped', null, null, 'HARNESS_ERROR'],
  ] as const)('%s with answer %j and verdict %j → %s', (end, answer, correct, tag) => {
    expect(tagOf(end, answer, correct)).toBe(tag);
  });
});

describe('scoreTask', () => {
  it('normalises, and scores the normalised answer while keeping the raw one', () => {
    const r = scoreTask(task(), 'none', { end: 'answer', answer: '$1,000', reasoning: 'r', elapsed_ms: 12.34567, meter });
    expect(r).toMatchObject({
      raw_answer: '$1,000',
      answer: '1000',
      correct: true,
      tag: 'CORRECT',
      exact_match: true,
      rouge_l: 1,
      has_file: false,
      elapsed_ms: 12.346,
    });
    expect(r).toMatchObject({ bytes_tx: 40, pkt_cnt: 3, token_sum: 9 });
  });

  it('does not score the test split or failed tasks', () => {
    expect(scoreTask(task({ expected: null }), 'ok', { end: 'answer', answer: '5', reasoning: '', elapsed_ms: 1 })).toMatchObject({
      correct: null,
      tag: 'UNSCORED',
      rouge_l: 0,
    });
    expect(scoreTask(task({ file_name: 'a.pdf' }), 'error', { end: 'skipped', answer: null, reasoning: '', elapsed_ms: 0, message: 'corrupt' })).toMatchObject({
      correct: null,
      tag: 'HARNESS_ERROR',
      has_file: true,
      file_status: 'error',
      message: 'corrupt',
    });
  });
});

describe('summarise', () => {
  it('scores over scored tags only, by level, and sums traffic over tasks and time over sessions', () => {
    const results = [
      scoreTask(task({ task_id: 'a', level: 1 }), 'none', { end: 'answer', answer: '1000', reasoning: '', elapsed_ms: 10, meter }),
      scoreTask(task({ task_id: 'b', level: 1 }), 'none', { end: 'answer', answer: '999', reasoning: '', elapsed_ms: 20, meter }),
      scoreTask(task({ task_id: 'c', level: 2 }), 'none', { end: 'answer', answer: null, reasoning: '', elapsed_ms: 30, meter }),
      scoreTask(task({ task_id: 'd', level: 2 }), 'none', { end: 'timeout', answer: null, reasoning: '', elapsed_ms: 40, meter }),
    ];
    const m = summarise(
      {
        run_id: 'r',
        protocol: 'json',
        routing: 'broadcast',
        engine: 'local',
        tasks_file: 'f',
        tasks_total: 5,
        sessions: [session({ decode_errors: 1 }), session({ elapsed_ms: 50, startup_ms: 7, decode_errors: 2 })],
      },
      results,
      [],
    );
    expect(m).toMatchObject({ tasks: 4, tasks_total: 5, partial: true, scored: 3, correct: 1, gaia_score: 0.3333, exact_match: 0.3333 });
    expect(m.by_level).toEqual({
      '1': { tasks: 2, scored: 2, correct: 1, gaia_score: 0.5 },
      '2': { tasks: 2, scored: 1, correct: 0, gaia_score: 0 },
    });
    expect(m.tags).toEqual({ CORRECT: 1, WRONG_ANSWER: 1, NO_ANSWER: 1, ADAPTER_ERROR: 1, HARNESS_ERROR: 0, UNSCORED: 0 });
    expect(m).toMatchObject({ bytes_tx: 160, bytes_rx: 40, pkt_cnt: 12, deliveries: 28, header_overhead: 8, token_sum: 36 });
    expect(m).toMatchObject({ decode_errors: 3, elapsed_ms: 150, startup_ms: 7, handshake_bytes: 20, handshake_pkts: 4 });
    expect(m.task_elapsed_ms).toEqual({ p50: 25, p95: 38.5, max: 40 });
  });
});

describe('selectTasks', () => {
  const tasks = [task({ task_id: 'a', level: 1 }), task({ task_id: 'b', level: 2 }), task({ task_id: 'c', level: 1 }), task({ task_id: 'd', level: 3 })];
  it('filters by id, then level, then limit, keeping file order', () => {
    expect(selectTasks(tasks, {}).map((t) => t.task_id)).toEqual(['a', 'b', 'c', 'd']);
    expect(selectTasks(tasks, { levels: [1, 3] }).map((t) => t.task_id)).toEqual(['a', 'c', 'd']);
    expect(selectTasks(tasks, { levels: [1], limit: 1 }).map((t) => t.task_id)).toEqual(['a']);
    expect(selectTasks(tasks, { taskIds: ['d', 'a'] }).map((t) => t.task_id)).toEqual(['a', 'd']);
  });
  it('names unknown task ids', () => {
    expect(() => selectTasks(tasks, { taskIds: ['zz'] })).toThrow(/no task with id zz/);
  });
});
