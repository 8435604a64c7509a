import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CyclesReport } from '../../hub/learning-cycles.js';
import type { GapRecord } from '../../learning/gap-record.js';
import type { Trace } from '../../learning/trace.js';
import { startViewer, type ViewerServer } from '../../viewer/viewer-server.js';
import { browserAvailability, launchChromium, openPage, paintedPixels, screenshot } from '../helpers/browser.js';
import { ROOT, readJsonl } from '../helpers/integration.js';
import { failWhenMissingUnderCi } from '../helpers/requirement.js';
import { makeLearningRun, writeStaticReport } from '../helpers/sample-runs.js';

const chromium = browserAvailability();
failWhenMissingUnderCi('viewer in a browser (learning)', chromium);

let made: Awaited<ReturnType<typeof makeLearningRun>>;
let server: ViewerServer;
let report: CyclesReport;
let lastGaps: GapRecord[];

beforeAll(async () => {
  made = await makeLearningRun();
  report = JSON.parse(readFileSync(join(made.learning, 'learning.json'), 'utf8')) as CyclesReport;
  lastGaps = readJsonl<GapRecord>(join(made.learning, 'cycle-2', 'gaps.jsonl'));
  // A copy in which cycle 2 lost ground on one question type, as learning.json records a regression.
  const copy = join(made.root, 'regressed');
  cpSync(made.learning, copy, { recursive: true });
  const fell = structuredClone(report);
  const type = Object.keys(fell.cycles[1]!.by_question_type).find((t) => fell.cycles[1]!.by_question_type[t]!.correct > 0)!;
  fell.cycles[1]!.by_question_type[type] = { ...fell.cycles[1]!.by_question_type[type]!, correct: 0, score: 0 };
  fell.cycles[1]!.regressed = [type];
  writeFileSync(join(copy, 'learning.json'), JSON.stringify(fell, null, 2));
  server = await startViewer({ realRoot: made.root, pageDir: join(ROOT, 'dist/viewer/page'), port: 0 });
}, 180_000);
afterAll(async () => {
  await server?.close();
  if (made) rmSync(made.dir, { recursive: true, force: true });
});

const api = async <T>(path: string): Promise<T> => {
  const res = await fetch(`${server.url}${path.slice(1)}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};
const learnRun = (cycle: number): string => `learn/cycle-${cycle}`;
const types = (): string[] => [...new Set(report.cycles.flatMap((c) => Object.keys(c.by_question_type)))].sort();

describe('viewer API over a learning run made by the bench (--cycles 2)', () => {
  it('lists the learning folder with its cycles, serves learning.json, each cycle’s learning block and gap records', async () => {
    expect(report.cycles).toHaveLength(2);
    expect(lastGaps.length).toBeGreaterThan(0);
    const { runs } = await api<{ runs: { id: string; kind: string; runs?: string[]; has_learning: boolean }[] }>('/api/runs');
    expect(runs.map((r) => [r.id, r.kind, r.has_learning])).toEqual([
      ['learn', 'learning', false],
      [learnRun(1), 'run', true],
      [learnRun(2), 'run', true],
      ['regressed', 'learning', false],
      ['regressed/cycle-1', 'run', true],
      ['regressed/cycle-2', 'run', true],
    ]);
    const body = await api<{ learning: CyclesReport; cycle_runs: string[] }>('/api/runs/learn');
    expect(body.learning).toEqual(report);
    expect(body.cycle_runs).toEqual([learnRun(1), learnRun(2)]);
    const cycle = await api<{ summary: { learning: { records_added: number; by_question_type: unknown } } }>(`/api/runs/${encodeURIComponent(learnRun(2))}`);
    expect(cycle.summary.learning.by_question_type).toEqual(report.cycles[1]!.by_question_type);
    const gaps = await api<{ total: number; records: GapRecord[] }>(`/api/runs/${encodeURIComponent(learnRun(2))}/gaps?limit=1`);
    expect(gaps.total).toBe(lastGaps.length);
    expect(gaps.records).toEqual(lastGaps.slice(0, 1));
  });
});

describe.runIf(chromium.available)('the Learning view in a browser', () => {
  let browser: BrowserContext;
  const problems: string[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => browser?.close());
  const open = (url: string): Promise<Page> => openPage(browser, url, problems);

  it('charts the score per cycle, a row per question type with regressions marked, each cycle’s counts, and the last cycle’s gap records', async () => {
    const page = await open(server.url);
    await page.click('[data-testid=run-row] a[href="#/learning/learn"]');
    await page.waitForSelector('[data-testid=learning-view] [data-testid=learning-chart] canvas');
    expect(await paintedPixels(page.locator('[data-testid=learning-chart] canvas').first())).toBeGreaterThan(100);
    const rows = page.locator('[data-testid=learning-types] [data-testid=learning-type]');
    expect(await rows.evaluateAll((rs) => rs.map((r) => r.getAttribute('data-type')))).toEqual(types());
    expect(await page.locator('[data-testid=learning-types] [data-regressed]').count()).toBe(report.cycles.flatMap((c) => c.regressed).length);
    expect(await page.locator('[data-testid=learning-cycle]').count()).toBe(2);
    const counts = await page.locator('[data-testid=learning-cycle]').first().textContent();
    expect(counts).toContain(`${report.cycles[0]!.verdicts}`);
    await page.waitForSelector('[data-testid=gap-record]');
    expect(await page.locator('[data-testid=gap-record]').evaluateAll((rs) => rs.map((r) => r.getAttribute('data-id')))).toEqual(lastGaps.map((g) => g.id));
    expect(await page.locator('[data-testid=gap-record]').first().textContent()).toContain(lastGaps[0]!.pattern);
    await screenshot(page, 'learning');
    await page.close();
  });

  it('marks a question type whose score fell from the cycle before', async () => {
    const page = await open(`${server.url}#/learning/regressed`);
    await page.waitForSelector('[data-testid=learning-type]');
    const fell = page.locator('[data-testid=learning-types] [data-regressed]');
    expect(await fell.count()).toBe(1);
    expect(await fell.textContent()).toContain('▼ 0.0%');
    expect(await page.locator('[data-testid=learning-cycle]').nth(1).textContent()).toContain(
      (JSON.parse(readFileSync(join(made.root, 'regressed', 'learning.json'), 'utf8')) as CyclesReport).cycles[1]!.regressed[0],
    );
    await screenshot(page, 'learning-regressed');
    await page.close();
  });

  it('shows a cycle’s learning summary and question types in its run, and a wrong task’s diagnosis in its trace', async () => {
    const page = await open(`${server.url}#/run/${encodeURIComponent(learnRun(1))}`);
    await page.waitForSelector('[data-testid=learning-summary] [data-testid=learning-cycles]');
    await page.waitForSelector('[data-testid=task-row]');
    expect(await page.locator('.thead').textContent()).toContain('question type');
    await screenshot(page, 'learning-run');
    const traces = readJsonl<Trace>(join(made.learning, 'cycle-1', 'traces.jsonl'));
    const wrong = traces.find((t) => t.diagnosis !== null)!;
    await page.click(`[data-testid=task-row][data-task-id="${wrong.task_id}"]`);
    await page.waitForSelector('[data-testid=task-trace]');
    const trace = page.locator('[data-testid=task-trace]');
    expect(await trace.locator('[data-testid=trace-diagnosis]').textContent()).toContain(wrong.diagnosis!.text);
    expect(await trace.textContent()).toContain(wrong.question_type!);
    expect(await trace.textContent()).toContain(wrong.record_id ?? wrong.record_note!);
    await screenshot(page, 'learning-task');
    await page.close();
  });

  it('shows the Learning view from a --static report opened from disk', async () => {
    const file = await writeStaticReport(made.root);
    const page = await open(`file://${file}#/learning/learn`);
    await page.waitForSelector('[data-testid=gap-record]');
    expect(await page.locator('[data-testid=gap-record]').count()).toBe(lastGaps.length);
    await page.close();
  });

  it('logged no console error and no uncaught exception', () => {
    expect(problems).toEqual([]);
  });
});
