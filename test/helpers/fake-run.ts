import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CyclesReport } from '../../hub/learning-cycles.js';
import type { LearningReport } from '../../hub/results.js';
import { RunStore } from '../../hub/run-store.js';
import type { GapRecord } from '../../learning/gap-record.js';
import type { Packet } from '../../wire/packet.js';
import { tempDir } from './integration.js';

/** A log line as an agent writes it, with both clocks. */
export function logLine(dir: 'rx' | 'tx', mono: number, packet: Packet, bytes = 100): string {
  return JSON.stringify({ at_ms: mono - 1000, mono_ms: mono, dir, bytes, packet });
}

export const pkt = (type: string, taskId: string, sender: string, tokens = 0): Packet =>
  ({
    type,
    task_id: taskId,
    sender,
    token_used: tokens,
    ...(type === 'doc_init' ? { question: 'q?', chunks: ['doc'], file_name: null } : {}),
  }) as unknown as Packet;

/**
 * A run directory written without a mesh: results.jsonl with `n` tasks
 * (every third one WRONG_ANSWER), and an archive whose two agents logged
 * each task's doc_init and one packet each; the hub sent doc_init at
 * 1000·i, agent "0" received it 1 ms later and sent search_docs 2 ms
 * after that, which agent "1" received 0.5 ms later.
 */
export async function fakeRun(
  n: number,
  options: { root?: string; name?: string; metrics?: Record<string, unknown> } = {},
): Promise<{ root: string; dir: string }> {
  const root = options.root ?? tempDir('gm-view-unit-');
  const dir = join(root, options.name ?? 'run-a');
  const ws = tempDir('gm-view-ws-');
  const store = new RunStore(dir);
  const logs: Record<string, string[]> = { '0': [], '1': [] };
  const tasks: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = `t${i}`;
    const t0 = 1000 * (i + 1);
    logs['0']!.push(logLine('rx', t0 + 1, pkt('doc_init', id, 'hub'), 300), logLine('tx', t0 + 3, pkt('search_docs', id, '0', 7), 120));
    logs['1']!.push(logLine('rx', t0 + 1.25, pkt('doc_init', id, 'hub'), 300), logLine('rx', t0 + 3.5, pkt('search_docs', id, '0', 7), 120));
    const tag = i % 3 === 2 ? 'WRONG_ANSWER' : 'CORRECT';
    tasks.push(JSON.stringify({ task_id: id, ok: true, emitted: 'search_docs', token_used: 7, tool_ms: 1, question: 'q?' }));
    store.appendResult({
      task_id: id,
      level: (i % 3) + 1,
      question: `Question number ${i}?`,
      expected: String(i),
      raw_answer: tag === 'CORRECT' ? String(i) : 'nope',
      answer: tag === 'CORRECT' ? String(i) : 'nope',
      correct: tag === 'CORRECT',
      tag,
      exact_match: tag === 'CORRECT',
      rouge_l: 1,
      quality_score: 1,
      end: 'answer',
      reasoning: '',
      has_file: false,
      file_name: null,
      file_status: 'none',
      elapsed_ms: 10 + i,
      bytes_tx: 1000 + i,
      bytes_rx: 500,
      init_bytes_tx: 600,
      pkt_cnt: 2,
      deliveries: 3,
      header_overhead: 0,
      token_sum: 7,
      init_sent_mono_ms: t0,
    } as never);
  }
  store.close();
  for (const [agent, lines] of Object.entries(logs)) {
    mkdirSync(join(ws, agent), { recursive: true });
    writeFileSync(join(ws, agent, 'agent.log'), `${lines.join('\n')}\n`);
    writeFileSync(join(ws, agent, 'tasks.jsonl'), agent === '0' ? `${tasks.join('\n')}\n` : '');
    writeFileSync(join(ws, agent, 'memory.json'), JSON.stringify({ agent, tasks_done: agent === '0' ? n : 0 }));
  }
  writeFileSync(
    join(dir, 'metrics.json'),
    JSON.stringify({
      run_id: 'a',
      protocol: 'json',
      routing: 'broadcast',
      engine: 'local',
      tasks: n,
      tasks_total: n,
      gaia_score: 0.5,
      bytes_tx: 1,
      started_at: '2026-01-01T00:00:00Z',
      per_task: [],
      ...options.metrics,
    }),
  );
  store.writeConfig({ protocol: 'json' });
  await store.writeArchive(ws, ['0', '1']);
  return { root, dir };
}

/** A cycle's `learning` block: `score` overall and by question type, and `added` records. */
export function learningReport(cycle: number, score: number, byType: Record<string, number>, added: number): LearningReport {
  return {
    cycle,
    briefs_given: 3,
    records_briefed: cycle - 1,
    verdicts: 2,
    diagnoses: 2,
    records_added: added,
    records_merged: 0,
    records_refused: 0,
    no_record: 2 - added,
    overseer_errors: 0,
    store_errors: 0,
    learn_bytes_tx: 900,
    learn_bytes_rx: 300,
    learn_pkt_cnt: 4,
    learn_tokens: 50,
    gaia_score: score,
    by_question_type: Object.fromEntries(Object.entries(byType).map(([t, s]) => [t, { tasks: 2, correct: Math.round(2 * s), score: s }])),
  };
}

export function gapRecord(id: string, questionType: string): GapRecord {
  return {
    id,
    question_type: questionType,
    features: ['how many'],
    pattern: `${questionType} questions: the count strategy gave a wrong answer`,
    diagnosis: 'reason stage',
    advice: { answer_type: 'number', prefer: ['count'] },
    support: 1,
    helpful: 1,
    harmful: 0,
    source_tasks: ['t2'],
    source_hashes: ['00'],
    status: 'active',
    cycle: 1,
    created_at: '2026-01-01T00:00:00Z',
  };
}

/**
 * A `--cycles 2` run as the bench leaves it, without a mesh: `learn/` holds
 * learning.json and `cycle-1/`, `cycle-2/` (fake runs of `n` tasks each
 * with metrics.learning and gaps.jsonl: one record after cycle 1, `records`
 * after cycle 2). Type `count` falls from 1 to 0.5 in cycle 2.
 */
export async function fakeLearning(n: number, records = 3): Promise<{ root: string; dir: string; report: CyclesReport }> {
  const root = tempDir('gm-view-learn-');
  const dir = join(root, 'learn');
  const scores = [
    { count: 1, lookup: 0 },
    { count: 0.5, lookup: 1 },
  ];
  const report: CyclesReport = { run_id: 'learn', tasks_file: 'tasks.jsonl', tasks: n, store: 'gaps', brief: true, learn: true, cycles: [] };
  for (const [i, byType] of scores.entries()) {
    const learning = learningReport(i + 1, 0.5 + i * 0.25, byType, i === 0 ? 1 : records - 1);
    const run = await fakeRun(n, { root: dir, name: `cycle-${i + 1}`, metrics: { learning } });
    const gaps = Array.from({ length: i === 0 ? 1 : records }, (_, k) => JSON.stringify(gapRecord(`g${k + 1}`, k % 2 ? 'lookup' : 'count')));
    writeFileSync(join(run.dir, 'gaps.jsonl'), `${gaps.join('\n')}\n`);
    report.cycles.push({ ...learning, run_dir: run.dir, regressed: i === 0 ? [] : ['count'], delta: i === 0 ? null : 0.25, partial: false });
  }
  writeFileSync(join(dir, 'learning.json'), JSON.stringify(report, null, 2));
  return { root, dir, report };
}
