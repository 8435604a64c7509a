import { describe, expect, it } from 'vitest';
import { newMeter } from '../../hub/meter.js';
import { newEngineStats } from '../../engines/engine.js';
import { scoreTask, summarise } from '../../hub/results.js';
import type { Task } from '../../gaia/task-loader.js';
import { Progress } from '../../scripts/progress.js';

function sink(isTTY: boolean) {
  const chunks: string[] = [];
  return { out: { isTTY, write: (s: string) => chunks.push(s) }, text: () => chunks.join('') };
}

const task = (id: string, level: number): Task => ({ task_id: id, question: 'How many?', level, expected: '4', file_name: null, file_path: null });
const results = [
  scoreTask(task('task-one', 1), 'none', { end: 'answer', answer: '4', reasoning: '', elapsed_ms: 5, meter: newMeter() }),
  scoreTask(task('task-two', 2), 'none', {
    end: 'timeout',
    answer: null,
    reasoning: '',
    elapsed_ms: 9,
    message: 'no final_answer within 9 ms',
    meter: newMeter(),
  }),
];

describe('Progress', () => {
  it('off a TTY prints one plain line per task and a final table by level', () => {
    const s = sink(false);
    let t = 0;
    const p = new Progress(s.out, () => t);
    p.onEvent({ type: 'run_start', total: 2, to_run: 2, kept: 0 });
    results.forEach((result, i) => {
      t += 1000;
      p.onEvent({ type: 'task_done', result, done: i + 1, total: 2 });
    });
    p.finish(summarise({ run_id: 'r', protocol: 'json', routing: 'broadcast', engine: 'local', tasks_file: 'f', tasks_total: 2, sessions: [] }, results, []), {
      metrics: '/x/metrics.json',
    });
    const text = s.text();
    expect(text.includes('\r') || text.includes('\u001b')).toBe(false);
    expect(text).toContain('[1/2] task-one     CORRECT');
    expect(text).toContain('[2/2] task-two     ADAPTER_ERROR');
    expect(text).toContain('(no final_answer within 9 ms)');
    expect(text).toMatch(/level\s+tasks\s+scored\s+correct\s+gaia_score/);
    expect(text).toMatch(/\n\s+1\s+1\s+1\s+1\s+1\.000\n/);
    expect(text).toMatch(/\n\s+2\s+1\s+0\s+0\s+0\.000\n/);
    expect(text).toMatch(/\n\s+all\s+2\s+1\s+1\s+1\.000\n/);
    expect(text).toContain('tags: CORRECT=1 WRONG_ANSWER=0 NO_ANSWER=0 ADAPTER_ERROR=1');
    expect(text).toContain('metrics:    /x/metrics.json');
  });

  it('on a TTY keeps one live line with done, correct, errors and ETA', () => {
    const s = sink(true);
    let t = 0;
    const p = new Progress(s.out, () => t);
    p.onEvent({ type: 'run_start', total: 4, to_run: 4, kept: 0 });
    t = 2000;
    p.onEvent({ type: 'task_done', result: results[0]!, done: 1, total: 4 });
    expect(p.statusText()).toBe('1/4 done · 1 correct · 0 errors · ETA 6.0 s');
    expect(s.text()).toContain('\r\x1b[2K1/4 done');
    expect(s.text()).not.toContain('[1/4]');
    p.onEvent({ type: 'task_done', result: results[1]!, done: 2, total: 4 });
    expect(s.text()).toContain('[2/4] task-two');
    expect(p.statusText()).toContain('1 errors');
  });

  it('prints the LLM spend with prompt-cache counts and the cost when the run has them', () => {
    const s = sink(false);
    const m = summarise(
      { run_id: 'r', protocol: 'json', routing: 'broadcast', engine: 'anthropic', tasks_file: 'f', tasks_total: 2, sessions: [] },
      results,
      [],
    );
    const totals = {
      ...newEngineStats(),
      calls: 8,
      prompt_tokens: 900,
      completion_tokens: 100,
      prompt_cache_read_tokens: 300,
      prompt_cache_write_tokens: 180,
      cost_usd: 0.0042,
    };
    new Progress(s.out).finish({ ...m, llm: { agents: [], totals } }, {});
    expect(s.text()).toContain('fresh tokens 900 prompt (prompt cache: 300 read, 180 written) + 100 completion');
    expect(s.text()).toMatch(/failures 0 · cost \$0\.0042\n/);
    const plain = sink(false);
    new Progress(plain.out).finish({ ...m, llm: { agents: [], totals: newEngineStats() } }, {});
    expect(plain.text()).not.toMatch(/cost|prompt cache/);
  });

  it('reports what a resumed run keeps', () => {
    const s = sink(false);
    new Progress(s.out).onEvent({ type: 'run_start', total: 10, to_run: 3, kept: 7 });
    expect(s.text()).toBe('resuming: 7 tasks already recorded, 3 to run\n');
  });
});
