import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Timeline } from '../../viewer/timeline.js';
import { startViewer, type ViewerServer } from '../../viewer/viewer-server.js';
import { browserAvailability, launchChromium, openPage, paintedPixels, screenshot } from '../helpers/browser.js';
import { FAILING_TASK_ID, SAMPLE_TASK_IDS, makeSampleRuns, writeStaticReport } from '../helpers/sample-runs.js';
import { ROOT } from '../helpers/integration.js';
import { failWhenMissingUnderCi } from '../helpers/requirement.js';

const chromium = browserAvailability();
failWhenMissingUnderCi('viewer in a browser', chromium);

describe.runIf(chromium.available)('viewer in a browser', () => {
  let runs: Awaited<ReturnType<typeof makeSampleRuns>>;
  let server: ViewerServer;
  let browser: BrowserContext;
  const problems: string[] = [];

  beforeAll(async () => {
    runs = await makeSampleRuns();
    // A copy of the run as if a fail-storm had hit it: the metrics' storm account and faults, as the bench writes them.
    const storm = join(runs.root, 'storm');
    cpSync(runs.run, storm, { recursive: true });
    const metrics = JSON.parse(readFileSync(join(storm, 'metrics.json'), 'utf8')) as Record<string, unknown>;
    const fault = (agent: string, at: number, recovery: number | null) => ({
      agent,
      tool: 'x',
      cause: 'closed',
      reason: 'killed',
      signal: 'SIGKILL',
      code: null,
      at_ms: at,
      recovery_ms: recovery,
    });
    metrics.faults = [fault('1', 300, 120), fault('2', 600, 180), fault('3', 900, null)];
    metrics.storm = {
      kills: [
        { at_ms: 300, agents: ['1'] },
        { at_ms: 600, agents: ['2'] },
        { at_ms: 900, agents: ['3'] },
      ],
      window_ms: { from: 300, to: 900 },
      before: { attempts: 2, succeeded: 2, success_rate: 1 },
      during: { attempts: 4, succeeded: 1, success_rate: 0.25 },
      after: { attempts: 0, succeeded: 0, success_rate: null },
      recovery_ms: { p50: 150, max: 180 },
      tasks_rerun: 1,
    };
    writeFileSync(join(storm, 'metrics.json'), JSON.stringify(metrics, null, 2));
    server = await startViewer({ realRoot: runs.root, pageDir: join(ROOT, 'dist/viewer/page'), port: 0 });
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const open = (url: string): Promise<Page> => openPage(browser, url, problems);

  it('lists the runs, and the run’s tasks in its table', async () => {
    const page = await open(server.url);
    await page.waitForSelector('[data-testid=run-row]');
    expect(await page.locator('[data-testid=run-row]').count()).toBe(5);
    await screenshot(page, 'runs');
    await page.goto(`${server.url}#/run/run`);
    await page.waitForSelector('[data-testid=task-row]');
    await expect.poll(() => page.locator('[data-testid=task-row]').count()).toBe(SAMPLE_TASK_IDS.length);
    expect(await page.locator('[data-testid=run-summary]').textContent()).toMatch(/GAIA score \(3\/4\)/);
    expect((await page.locator('[data-testid=task-row]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-task-id')))).sort()).toEqual(
      [...SAMPLE_TASK_IDS].sort(),
    );
    await screenshot(page, 'run');
    await page.close();
  });

  it('shows a failing task’s timeline, one timeline-message per packet in the agents’ logs, and its body on click', async () => {
    const page = await open(`${server.url}#/run/run`);
    await page.click('[data-testid=failures-first]');
    await page.waitForSelector(`[data-testid=task-row][data-task-id="${FAILING_TASK_ID}"]`);
    const first = page.locator('[data-testid=task-row]').first();
    await expect.poll(() => first.getAttribute('data-task-id')).toBe(FAILING_TASK_ID);
    await first.click();
    await page.waitForSelector('[data-testid=task-detail]');
    await page.waitForSelector('[data-testid=timeline-message]');
    const detail = (await (await fetch(`${server.url}api/runs/run/tasks/${FAILING_TASK_ID}`)).json()) as { workspace: { log: { dir: string }[] }[] };
    const timeline = (await (await fetch(`${server.url}api/runs/run/tasks/${FAILING_TASK_ID}/timeline`)).json()) as Timeline;
    // One message per packet sent: each agent's tx lines, and the hub's doc_init (received, never sent, by the agents).
    const sent = detail.workspace.flatMap((w) => w.log).filter((l) => l.dir === 'tx').length + 1;
    expect(await page.locator('[data-testid=timeline-message]').count()).toBe(sent);
    expect(timeline.messages).toHaveLength(sent);
    expect(await page.locator('[data-testid=timeline-message]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-type')))).toEqual(
      timeline.messages.map((m) => m.type),
    );
    expect(await page.locator('[data-testid=timeline]').getAttribute('data-clock')).toBe('monotonic');
    expect(await page.locator('[data-testid=task-detail]').textContent()).toContain('NO_ANSWER');
    expect(await page.locator('[data-testid=workspace-log] .log-line').count()).toBe(detail.workspace.flatMap((w) => w.log).length);
    await page.locator('[data-testid=timeline-message]').nth(1).click();
    expect(await page.locator('[data-testid=packet-body]').textContent()).toContain(`"type": "${timeline.messages[1]!.type}"`);
    await screenshot(page, 'task');
    await page.close();
  });

  it('renders the comparison’s charts and table, and two runs side by side', async () => {
    const page = await open(`${server.url}#/compare/cmp`);
    await page.waitForSelector('[data-testid=compare-chart] canvas');
    expect(await page.locator('[data-testid=compare-chart] .chart').count()).toBe(5);
    // uPlot draws the bars: the canvas is not blank.
    expect(await paintedPixels(page.locator('[data-testid=compare-chart] canvas').first())).toBeGreaterThan(100);
    await screenshot(page, 'compare');
    await page.goto(`${server.url}#/pair/${encodeURIComponent('cmp/json')}/${encodeURIComponent('cmp/msgpack')}`);
    await page.waitForSelector('[data-testid=pair-row]');
    expect(await page.locator('[data-testid=pair-row]').count()).toBe(SAMPLE_TASK_IDS.length);
    await screenshot(page, 'pair');
    await page.close();
  });

  it('shows a fail-storm’s kills, recoveries over time and attempt success by phase', async () => {
    const page = await open(`${server.url}#/run/storm`);
    await page.waitForSelector('[data-testid=fail-storm] [data-testid=storm-chart] canvas');
    const text = await page.locator('[data-testid=fail-storm]').textContent();
    expect(text).toContain('3 kills');
    expect(text).toContain('1/4 attempts succeeded (25.0%)');
    await screenshot(page, 'storm');
    await page.close();
  });

  it('shows the same views from a --static report opened from disk', async () => {
    const file = await writeStaticReport(runs.root);
    const page = await open(`file://${file}#/run/run/task/${FAILING_TASK_ID}`);
    await page.waitForSelector('[data-testid=timeline-message]');
    expect(await page.locator('[data-testid=timeline-message]').count()).toBeGreaterThan(1);
    await screenshot(page, 'static-task');
    await page.goto(`file://${file}#/compare/cmp`);
    await page.waitForSelector('[data-testid=compare-chart] canvas');
    await page.close();
  });

  it('logged no console error and no uncaught exception in any view', () => {
    expect(problems).toEqual([]);
  });
});
