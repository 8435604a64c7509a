import { copyFileSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config/schema.js';
import { loadTasks } from '../../gaia/task-loader.js';
import { runCycles, type CyclesReport } from '../../hub/learning-cycles.js';
import type { TaskResult, RunMetrics } from '../../hub/results.js';
import { openGapStore, questionHash } from '../../learning/gap-store.js';
import type { GapStore } from '../../learning/gap-record.js';
import { TraceSchema, type Trace } from '../../learning/trace.js';
import type { LogLine } from '../../agent/workspace.js';
import { LEARNING_TYPES } from '../../wire/packet.js';
import { execa } from 'execa';
import { runBenchmark } from '../../hub/bench-runner.js';
import { RunStore } from '../../hub/run-store.js';
import { CLI, ROOT, readJsonl, tempDir } from '../helpers/integration.js';

const ROUND3 = join(ROOT, 'data/checks/round-3');
const CANARY = 'zq-canary-7731';
const AGENTS = ['search', 'extract', 'triple', 'reason', 'plan', 'oversee'].map((tool, i) => ({ id: String(i), tool, port: 0 }));

const GUIDE2 = join(ROOT, 'data/checks/guide-2');

/**
 * Check tasks: one the local engine gets wrong and the local Overseer can
 * learn from (guide2-09: a choice of answer type fixes it), one it gets
 * wrong and cannot (check3-01), two it gets right; plus the first asked
 * again under another id (a record must never be briefed to its own
 * question) and an unscored question of its class. (Which tasks the engine
 * gets wrong changes as the engine improves: this one was check4-06 before
 * the engine learned to read it.)
 */
function taskFile(dir: string): string {
  const read = (round: string, ids: string[]): Record<string, unknown>[] => {
    const rows = readFileSync(join(round, 'metadata.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((r) => ids.includes(String(r.task_id)));
    for (const r of rows) copyFileSync(join(round, String(r.file_name)), join(dir, String(r.file_name)));
    return rows;
  };
  const rows = [...read(GUIDE2, ['guide2-09']), ...read(ROUND3, ['check3-01', 'check3-11', 'check3-15'])];
  const again = rows.find((r) => r.task_id === 'guide2-09')!;
  rows.push({ ...again, task_id: 'again-09' });
  // Unscored (no expected answer): never overseen, so a record of its class can only reach it from another task.
  rows.push({
    ...again,
    task_id: 'sibling-09',
    Question:
      'Which came first: the json_pack() function or the JSON_SORT_KEYS encoding flag? Give the version number of the release that introduced the earlier one.',
    'Final answer': null,
  });
  // An expected answer found nowhere else: if it shows up in an answering agent's log, it leaked.
  rows.push({ ...again, task_id: 'canary', Question: 'Which maintainer wrote the release announcement?', 'Final answer': CANARY });
  writeFileSync(join(dir, 'metadata.jsonl'), rows.map((r) => JSON.stringify(r)).join('\n'));
  return join(dir, 'metadata.jsonl');
}

const stores: GapStore[] = [];
afterAll(async () => {
  for (const s of stores) await s.close();
});

async function cycles(
  dir: string,
  name: string,
  options: { concurrency?: number; routing?: 'broadcast' | 'subscribe'; brief?: boolean; learn?: boolean; cycles?: number } = {},
): Promise<{ report: CyclesReport; store: GapStore; out: string }> {
  const tasksFile = join(dir, 'metadata.jsonl');
  const config = parseConfig({
    tasks: tasksFile,
    out_dir: join(dir, 'results'),
    workspace_root: join(dir, `workspaces-${name}`),
    routing: options.routing ?? 'broadcast',
    timeouts: { task_ms: 10_000, startup_ms: 10_000, shutdown_ms: 1_000 },
    agents: AGENTS,
  });
  const store = await openGapStore(join(dir, `gaps-${name}`));
  stores.push(store);
  const out = join(dir, name);
  const report = await runCycles({
    config,
    tasks: (await loadTasks(tasksFile)).tasks,
    tasksFile,
    outDir: out,
    runId: name,
    cycles: options.cycles ?? 2,
    firstCycle: 1,
    store,
    storeLocation: name,
    brief: options.brief ?? true,
    learn: options.learn ?? true,
    concurrency: options.concurrency ?? 1,
    log: () => {},
  });
  return { report, store, out };
}

/**
 * No answering agent (0–3) nor the planner (4, but for its briefs) logged a
 * verdict, diagnosis or gap record, and the canary task's expected answer
 * is nowhere in their logs, in any packet; the Overseer (5) did receive it.
 */
function expectNoLearningPacketAnswering(workspaces: string): void {
  for (const id of ['0', '1', '2', '3', '4']) {
    const text = readFileSync(join(workspaces, id, 'agent.log'), 'utf8');
    const lines = text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as LogLine);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((l) => LEARNING_TYPES.has(l.packet.type) && !(id === '4' && l.packet.type === 'brief'))).toEqual([]);
    expect(text).not.toContain(CANARY);
  }
  expect(readFileSync(join(workspaces, '5', 'agent.log'), 'utf8')).toContain(CANARY);
}

const tracesOf = (out: string, cycle: number): Trace[] => readJsonl<Trace>(join(out, `cycle-${cycle}`, 'traces.jsonl')).map((t) => TraceSchema.parse(t));
const resultsOf = (out: string, cycle: number): TaskResult[] => readJsonl<TaskResult>(join(out, `cycle-${cycle}`, 'results.jsonl'));

describe('the learning loop, end to end (planner and Overseer processes, PGlite store)', () => {
  const dir = tempDir('gm-learn-');
  taskFile(dir);

  it('cycle 1 learns from wrong attempts, cycle 2 briefs the records to other questions of their class, never to their own', async () => {
    const { report, store, out } = await cycles(dir, 'serial');
    expect(report.cycles).toHaveLength(2);
    const [one, two] = report.cycles;
    expect(one!.verdicts).toBeGreaterThan(0);
    expect(one!.records_added).toBeGreaterThan(0);
    expect(one!.records_briefed).toBe(0);
    expect(two!.records_briefed).toBeGreaterThan(0);
    expect(one!.learn_bytes_tx + one!.learn_bytes_rx).toBeGreaterThan(0);
    for (const cycle of [1, 2]) {
      const results = resultsOf(out, cycle);
      const traces = tracesOf(out, cycle);
      expect(traces.map((t) => t.task_id).sort()).toEqual(results.map((r) => r.task_id).sort());
      for (const r of results) {
        const t = traces.find((x) => x.task_id === r.task_id)!;
        // Every attempt has a resolution type and the planner's question type, in results.jsonl too.
        expect(r.resolution_type).toBe(t.resolution_type);
        expect(r.question_type).toBe(t.question_type);
        expect(t.plan).not.toBeNull();
        // The plan came before search ran: answering agents wait for it.
        expect(t.tool_calls[0]!.produced).toBe('plan');
        if (r.tag === 'WRONG_ANSWER' || r.tag === 'NO_ANSWER') {
          // Every Overseer run: a diagnosis, and a record or the reason there is none.
          expect(t.diagnosis).not.toBeNull();
          expect(t.record_id !== null || t.record_note !== null).toBe(true);
        } else expect(t.diagnosis).toBeNull();
        // A record is never briefed to the task it came from, by id or by question.
        for (const b of t.brief ?? []) {
          const rec = (await store.get(b.id))!;
          expect(rec.source_tasks).not.toContain(r.task_id);
          expect(rec.source_hashes).not.toContain(questionHash(r.question));
        }
      }
    }
    const metrics = JSON.parse(readFileSync(join(out, 'cycle-2', 'metrics.json'), 'utf8')) as RunMetrics;
    expect(metrics.learning).toMatchObject({ cycle: 2, records_briefed: two!.records_briefed });
    expect(JSON.parse(readFileSync(join(out, 'learning.json'), 'utf8'))).toMatchObject({ cycles: [{ cycle: 1 }, { cycle: 2, regressed: expect.any(Array) }] });
    // The record learned from guide2-09 reaches the other question of its class, and its plan follows it;
    // never the same question asked again under another id.
    const learned = tracesOf(out, 1).find((t) => t.task_id === 'guide2-09')!.record_id!;
    expect(learned).toMatch(/^g\d+$/);
    const sibling = tracesOf(out, 2).find((t) => t.task_id === 'sibling-09')!;
    expect(sibling.brief!.map((b) => b.id)).toContain(learned);
    expect(sibling.plan!.records).toContain(learned);
    expect(
      tracesOf(out, 2)
        .find((t) => t.task_id === 'again-09')!
        .brief!.map((b) => b.id),
    ).not.toContain(learned);
    expect(tracesOf(out, 1).find((t) => t.task_id === 'sibling-09')!.diagnosis).toBeNull();
  });

  it('under subscribe routing with tasks in parallel: the same briefs, answers and records as one at a time; under either routing no learning packet in an answering agent’s log', async () => {
    const serial = join(dir, 'serial');
    const { out } = await cycles(dir, 'parallel', { concurrency: 3, routing: 'subscribe' });
    for (const cycle of [1, 2]) {
      const pick = (t: Trace): unknown => [t.task_id, t.answer, t.resolution_type, (t.brief ?? []).map((b) => b.id), t.plan?.records, t.record_id];
      const sort = (xs: Trace[]): unknown[] => xs.map(pick).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
      expect(sort(tracesOf(out, cycle))).toEqual(sort(tracesOf(serial, cycle)));
    }
    for (const run of ['serial', 'parallel']) expectNoLearningPacketAnswering(join(dir, `workspaces-${run}`));
  });

  it('--no-learn sends no verdicts and writes no records; --no-brief gives empty briefs', async () => {
    const { report } = await cycles(dir, 'no-learn', { learn: false, cycles: 1 });
    expect(report.cycles[0]).toMatchObject({ verdicts: 0, records_added: 0, records_merged: 0 });
    const { report: noBrief, out } = await cycles(dir, 'no-brief', { brief: false, cycles: 2 });
    expect(noBrief.cycles[1]).toMatchObject({ records_briefed: 0 });
    for (const t of tracesOf(out, 2)) expect(t.brief).toEqual([]);
    // A planner without records changes no answer: the same tasks through the four agents alone answer alike.
    const tasksFile = join(dir, 'metadata.jsonl');
    const bare = join(dir, 'bare');
    await runBenchmark({
      config: parseConfig({
        tasks: tasksFile,
        out_dir: join(dir, 'results'),
        workspace_root: join(dir, 'workspaces-bare'),
        timeouts: { task_ms: 10_000, startup_ms: 10_000, shutdown_ms: 1_000 },
        agents: AGENTS.slice(0, 4),
      }),
      tasks: (await loadTasks(tasksFile)).tasks,
      store: new RunStore(bare),
      runId: 'bare',
      tasksFile,
      log: () => {},
    });
    const answers = (rows: TaskResult[]): [string, string | null][] => rows.map((r) => [r.task_id, r.answer]).sort() as [string, string | null][];
    expect(answers(resultsOf(out, 1))).toEqual(answers(readJsonl<TaskResult>(join(bare, 'results.jsonl'))));
  });

  it('says what is wrong, before starting anything, with learning flags that cannot apply', async () => {
    const run = (args: string[]) => execa(process.execPath, [CLI, ...args], { cwd: ROOT, reject: false, timeout: 30_000 });
    const runs = (): string[] => (existsSync(join(ROOT, 'results')) ? readdirSync(join(ROOT, 'results')).sort() : []);
    const before = runs();
    const plain = await run(['--config', 'config/default.yaml', '--cycles', '2']);
    expect(plain.exitCode).toBe(1);
    expect(plain.stderr).toMatch(/--cycles, --gaps, --no-learn and --no-brief need a planner or an Overseer/);
    const compare = await run(['--config', 'config/compare.yaml', '--no-brief']);
    expect(compare.stderr).toMatch(/a comparison \(a config with compare:\) runs without the learning loop/);
    const used = join(dir, 'serial');
    const again = await run(['--config', 'config/learn.yaml', '--cycles', '1', '--out', used, '--gaps', join(dir, 'gaps-unused')]);
    expect(again.stderr).toMatch(/already holds a run in cycles/);
    const resume = await run(['--resume', used]);
    expect(resume.stderr).toMatch(/is a run in cycles: resume its unfinished cycle \(--resume .*cycle-N\)/);
    // Nothing was made on disk: no run folder under the default out_dir.
    expect(runs()).toEqual(before);
  });
});
