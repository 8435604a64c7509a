import { describe, expect, it } from 'vitest';
import { ENDED_TASKS_KEPT, TaskTracker } from '../../hub/task-tracker.js';

const starts = { refusal: () => undefined, begin: () => {} };

describe('TaskTracker', () => {
  it('ends each task once, on the first end, with its meter', async () => {
    const tracker = new TaskTracker(() => 0);
    const outcome = tracker.run('a', 10_000, undefined, starts);
    tracker.end('a', 'answer', { answer: '42' });
    tracker.end('a', 'tool_error', { message: 'late' });
    await expect(outcome).resolves.toMatchObject({ task_id: 'a', end: 'answer', answer: '42' });
    expect(tracker.meters.get('a')).toBeDefined();
  });

  it('keeps the meters of the last ENDED_TASKS_KEPT ended tasks only, however long the run', async () => {
    const tracker = new TaskTracker(() => 0);
    const n = ENDED_TASKS_KEPT + 50;
    for (let i = 0; i < n; i++) {
      const outcome = tracker.run(`t${i}`, 10_000, undefined, starts);
      tracker.end(`t${i}`, 'answer', { answer: null });
      await outcome;
    }
    expect(tracker.meters.size).toBe(ENDED_TASKS_KEPT);
    expect(tracker.meters.has('t0')).toBe(false);
    expect(tracker.meters.has(`t${n - 1}`)).toBe(true);
    // A task still in flight keeps its meter whatever else ends.
    const open = tracker.run('open', 10_000, undefined, starts);
    for (let i = 0; i < ENDED_TASKS_KEPT + 5; i++) {
      const outcome = tracker.run(`u${i}`, 10_000, undefined, starts);
      tracker.end(`u${i}`, 'answer', { answer: null });
      await outcome;
    }
    expect(tracker.meters.has('open')).toBe(true);
    tracker.endAll('aborted', {});
    await open;
  });
});
