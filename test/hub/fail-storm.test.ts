import { describe, expect, it } from 'vitest';
import { mulberry32, stormPlan } from '../../hub/fail-storm.js';
import { stormReport, type Attempt } from '../../hub/bench-runner.js';

describe('fail-storm plan', () => {
  const cfg = { kill_every_ms: 2000, kill_count: 2, seed: 42, start_after_ms: 500 };
  it('is the same for the same seed, and differs for another', () => {
    const a = stormPlan(cfg, ['0', '1', '2', '3'], 20);
    expect(stormPlan(cfg, ['0', '1', '2', '3'], 20)).toEqual(a);
    expect(stormPlan({ ...cfg, seed: 43 }, ['0', '1', '2', '3'], 20)).not.toEqual(a);
    expect(a.map((k) => k.at_ms).slice(0, 3)).toEqual([2500, 4500, 6500]);
    for (const k of a) {
      expect(k.agents).toHaveLength(2);
      expect(new Set(k.agents).size).toBe(2);
    }
  });
  it('stops at stop_after_ms and never kills more agents than there are', () => {
    expect(stormPlan({ ...cfg, stop_after_ms: 7000 }, ['0', '1'], 20).map((k) => k.at_ms)).toEqual([2500, 4500, 6500]);
    expect(stormPlan({ ...cfg, kill_count: 5 }, ['0', '1'], 1)[0]!.agents.sort()).toEqual(['0', '1']);
  });
  it('mulberry32 is a fixed sequence in [0, 1)', () => {
    const r = mulberry32(1);
    const xs = [r(), r(), r()];
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(mulberry32(1)()).toBe(xs[0]);
  });
});

describe('storm report', () => {
  it('splits task attempts into before, during and after the storm', () => {
    const attempts: Attempt[] = [
      { task_id: 'a', attempt: 0, start_ms: 0, end_ms: 90, ok: true },
      { task_id: 'b', attempt: 0, start_ms: 95, end_ms: 150, ok: false },
      { task_id: 'b', attempt: 1, start_ms: 200, end_ms: 260, ok: true },
      { task_id: 'c', attempt: 0, start_ms: 400, end_ms: 450, ok: true },
    ];
    const faults = [{ agent: '1', tool: 'extract', cause: 'closed' as const, reason: 'x', signal: 'SIGKILL', code: null, at_ms: 100, recovery_ms: 150 }];
    const r = stormReport([{ at_ms: 100, agents: ['1'] }], faults, attempts);
    expect(r.window_ms).toEqual({ from: 100, to: 250 });
    expect(r.before).toEqual({ attempts: 1, succeeded: 1, success_rate: 1 });
    expect(r.during).toEqual({ attempts: 2, succeeded: 1, success_rate: 0.5 });
    expect(r.after).toEqual({ attempts: 1, succeeded: 1, success_rate: 1 });
    expect(r.recovery_ms).toEqual({ p50: 150, max: 150 });
    expect(r.tasks_rerun).toBe(1);
  });
});
