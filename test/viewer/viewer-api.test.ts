import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ArchiveIndex, baseTaskId } from '../../viewer/archive-index.js';
import { checkSegment, containedRealPath } from '../../viewer/contained-path.js';
import { RequestError } from '../../viewer/request-error.js';
import type { RunEntry } from '../../viewer/run-catalog.js';
import { ViewerApi } from '../../viewer/viewer-api.js';
import { tempDir } from '../helpers/integration.js';
import { fakeLearning, fakeRun, learningReport } from '../helpers/fake-run.js';

const apis: ViewerApi[] = [];
afterEach(async () => {
  for (const api of apis.splice(0)) await api.close();
});
function apiOn(root: string): ViewerApi {
  const api = new ViewerApi(root, { cacheDir: tempDir('gm-view-cache-') });
  apis.push(api);
  return api;
}
const q = (o: Record<string, string> = {}) => new URLSearchParams(o);
async function status(p: Promise<unknown>): Promise<number> {
  try {
    await p;
    return 200;
  } catch (err) {
    if (err instanceof RequestError) return err.status;
    throw err;
  }
}

describe('ArchiveIndex', () => {
  it('finds a task’s lines in every agent’s log and tasks file without extracting the archive, folding retries in', async () => {
    const { dir } = await fakeRun(5);
    const index = await ArchiveIndex.build(join(dir, 'run_artifacts.tar.gz'), tempDir('gm-view-spill-'));
    try {
      expect(index.agents).toEqual(['0', '1']);
      expect(index.taskCount).toBe(5);
      const lines = index.linesOf('t3#1');
      expect(lines.map((a) => a.log.length)).toEqual([2, 2]);
      expect(lines[0]!.log.every((l) => (JSON.parse(l) as { packet: { task_id: string } }).packet.task_id === 't3')).toBe(true);
      expect(lines[0]!.tasks.map((t) => (JSON.parse(t) as { task_id: string }).task_id)).toEqual(['t3']);
      expect(index.memory.get('0')).toEqual({ agent: '0', tasks_done: 5 });
      expect(index.linesOf('nope').every((a) => a.log.length === 0)).toBe(true);
    } finally {
      index.close();
    }
    expect(baseTaskId('abc#2')).toBe('abc');
    expect(baseTaskId('abc#x')).toBe('abc#x');
  });
});

describe('ViewerApi', () => {
  it('lists the run, pages its tasks with filters, and gives a task’s result, workspace and timeline', async () => {
    const { root } = await fakeRun(12);
    const api = apiOn(root);
    const { runs } = (await api.get(['runs'], q())) as { runs: { id: string; kind: string; tasks: number }[] };
    expect(runs.map((r) => [r.id, r.kind, r.tasks])).toEqual([['run-a', 'run', 12]]);
    const page = (await api.get(['runs', 'run-a', 'tasks'], q({ offset: '2', limit: '3', sort: 'failures' }))) as {
      total: number;
      rows: { task_id: string }[];
    };
    expect(page.total).toBe(12);
    expect(page.rows.map((r) => r.task_id)).toEqual(['t8', 't11', 't0']);
    const filtered = (await api.get(['runs', 'run-a', 'tasks'], q({ tag: 'WRONG_ANSWER', q: 'number 5' }))) as { rows: { task_id: string }[] };
    expect(filtered.rows.map((r) => r.task_id)).toEqual(['t5']);
    const detail = (await api.get(['runs', 'run-a', 'tasks', 't5'], q())) as {
      result: { answer: string };
      trace: unknown;
      workspace: { agent: string; log: unknown[] }[];
      scorer: { branch: string };
    };
    expect(detail.result.answer).toBe('nope');
    expect(detail.trace).toBeNull();
    expect(detail.scorer.branch).toBe('number');
    expect(detail.workspace.map((w) => [w.agent, w.log.length])).toEqual([
      ['0', 2],
      ['1', 2],
    ]);
    const tl = (await api.get(['runs', 'run-a', 'tasks', 't5', 'timeline'], q())) as {
      messages: { type: string; at_ms: number; hops: { hop_ms: number }[] }[];
    };
    expect(tl.messages.map((m) => [m.type, m.at_ms, m.hops.map((h) => h.hop_ms)])).toEqual([
      ['doc_init', 0, [1, 1.25]],
      ['search_docs', 3, [0.5]],
    ]);
  });

  it('returns the trace of a task when the run has traces.jsonl', async () => {
    const { root, dir } = await fakeRun(2);
    writeFileSync(join(dir, 'traces.jsonl'), `${JSON.stringify({ task_id: 't1', resolution_type: 'format_error' })}\n`);
    const detail = (await apiOn(root).get(['runs', 'run-a', 'tasks', 't1'], q())) as { trace: unknown };
    expect(detail.trace).toEqual({ task_id: 't1', resolution_type: 'format_error' });
  });

  it('answers 404 for what PATH does not hold, 400 for ids that climb out, and never lists a run symlinked from outside', async () => {
    const { root } = await fakeRun(2);
    const outside = await fakeRun(1);
    symlinkSync(outside.dir, join(root, 'escape'));
    const api = apiOn(root);
    const { runs } = (await api.get(['runs'], q())) as { runs: { id: string }[] };
    expect(runs.map((r) => r.id)).toEqual(['run-a']);
    expect(await status(api.get(['runs', 'escape', 'tasks'], q()))).toBe(404);
    expect(await status(api.get(['runs', '../run-a', 'tasks'], q()))).toBe(400);
    expect(await status(api.get(['runs', '/etc', 'tasks'], q()))).toBe(400);
    expect(await status(api.get(['runs', 'run-a', 'tasks', '..'], q()))).toBe(400);
    expect(await status(api.get(['runs', 'run-a', 'tasks', 'missing'], q()))).toBe(404);
    expect(await status(api.get(['runs', 'run-a', 'files'], q()))).toBe(404);
    expect(await status(api.get(['compare'], q({ a: 'run-a', b: '../x' })))).toBe(400);
  });
});

describe('ViewerApi over a learning run', () => {
  it('lists a folder holding learning.json as kind learning with its cycle runs, facts from its first cycle and score from its last', async () => {
    const { root } = await fakeLearning(3);
    const { runs } = (await apiOn(root).get(['runs'], q())) as { runs: RunEntry[] };
    expect(runs.map((r) => [r.id, r.kind, r.has_learning])).toEqual([
      ['learn', 'learning', false],
      ['learn/cycle-1', 'run', true],
      ['learn/cycle-2', 'run', true],
    ]);
    const learn = runs[0]!;
    expect(learn.runs).toEqual(['learn/cycle-1', 'learn/cycle-2']);
    expect([learn.tasks, learn.gaia_score, learn.protocol, learn.started_at, learn.bytes_tx]).toEqual([3, 0.75, 'json', '2026-01-01T00:00:00Z', 2]);
  });

  it('serves learning.json with the run id of each cycle, and a cycle’s summary with its learning block', async () => {
    const { root, report } = await fakeLearning(3);
    const api = apiOn(root);
    const body = (await api.get(['runs', 'learn'], q())) as { entry: RunEntry; learning: unknown; cycle_runs: (string | null)[] };
    expect(body.entry.kind).toBe('learning');
    expect(body.learning).toEqual(report);
    expect(body.cycle_runs).toEqual(['learn/cycle-1', 'learn/cycle-2']);
    const cycle = (await api.get(['runs', 'learn/cycle-2'], q())) as { summary: { learning: unknown } };
    expect(cycle.summary.learning).toEqual(learningReport(2, 0.75, { count: 0.5, lookup: 1 }, 2));
  });

  it('pages a run’s gap records, and answers 404 with what to do for a run or a learning folder without gaps.jsonl', async () => {
    const { root } = await fakeLearning(2, 7);
    const api = apiOn(root);
    const page = (await api.get(['runs', 'learn/cycle-2', 'gaps'], q({ offset: '2', limit: '3' }))) as {
      total: number;
      offset: number;
      limit: number;
      records: { id: string }[];
    };
    expect([page.total, page.offset, page.limit]).toEqual([7, 2, 3]);
    expect(page.records.map((r) => r.id)).toEqual(['g3', 'g4', 'g5']);
    expect(((await api.get(['runs', 'learn/cycle-1', 'gaps'], q())) as { records: unknown[] }).records).toHaveLength(1);
    await expect(api.get(['runs', 'learn', 'gaps'], q())).rejects.toThrow(
      /learning folder's records are in each cycle's run \(learn\/cycle-1, learn\/cycle-2\)/,
    );
    const plain = await fakeRun(2);
    await expect(apiOn(plain.root).get(['runs', 'run-a', 'gaps'], q())).rejects.toThrow(/run run-a has no gaps.jsonl/);
    expect(await status(apiOn(plain.root).get(['runs', 'run-a', 'gaps'], q()))).toBe(404);
    expect(await status(api.get(['runs', 'learn/cycle-2', 'gaps', 'g1'], q()))).toBe(404);
  });

  it('serves no gaps.jsonl or learning.json symlinked from outside, and no run id that climbs out', async () => {
    const { root, dir } = await fakeLearning(2);
    const outside = await fakeLearning(2);
    rmSync(join(dir, 'cycle-1', 'gaps.jsonl'));
    symlinkSync(join(outside.dir, 'cycle-2', 'gaps.jsonl'), join(dir, 'cycle-1', 'gaps.jsonl'));
    mkdirSync(join(root, 'other'));
    symlinkSync(join(outside.dir, 'learning.json'), join(root, 'other', 'learning.json'));
    const api = apiOn(root);
    expect(await status(api.get(['runs', 'learn/cycle-1', 'gaps'], q()))).toBe(404);
    const { runs } = (await api.get(['runs'], q())) as { runs: RunEntry[] };
    expect(runs.map((r) => r.id)).not.toContain('other');
    expect(await status(api.get(['runs', 'other'], q()))).toBe(404);
    expect(await status(api.get(['runs', 'learn/../learn', 'gaps'], q()))).toBe(400);
    expect(await status(api.get(['runs', '/tmp', 'gaps'], q()))).toBe(400);
  });
});

describe('contained paths', () => {
  it('refuses segments that are not plain names, and real paths outside the root', () => {
    for (const bad of ['', '.', '..', 'a/b', 'a\\b', '/etc', 'x\0y']) expect(() => checkSegment(bad)).toThrow(RequestError);
    expect(checkSegment('run-1')).toBe('run-1');
    const root = tempDir('gm-view-root-');
    const out = tempDir('gm-view-out-');
    writeFileSync(join(out, 'secret.txt'), 'x');
    mkdirSync(join(root, 'in'));
    writeFileSync(join(root, 'in', 'ok.txt'), 'x');
    symlinkSync(join(out, 'secret.txt'), join(root, 'in', 'link.txt'));
    expect(containedRealPath(root, join(root, 'in', 'ok.txt'))).toBe(join(root, 'in', 'ok.txt'));
    expect(containedRealPath(root, join(root, 'in', 'link.txt'))).toBeNull();
    expect(containedRealPath(root, join(root, '..'))).toBeNull();
    expect(containedRealPath(root, join(root, 'missing'))).toBeNull();
  });
});
