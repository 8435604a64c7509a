/**
 * `npm run view-bench -- RUN_DIR [--tasks 20]`: how fast is the viewer on a
 * big run? Starts `npm run view` on RUN_DIR as a user would (its own
 * process), drives Debian's Chromium (playwright-core) and prints:
 * - server start to first table paint (process spawn → the first task row
 *   drawn in the page);
 * - the archive's index ready (spawn → the first timeline answered; it is
 *   built in the background once the run is opened);
 * - a task's page with its timeline, in the browser (navigation → every
 *   timeline message drawn), and the API's detail + timeline per task;
 * - the server's peak resident memory (VmHWM).
 * A benchmark, not a test: it prints figures and asserts nothing. Make a
 * 10,000-task run with `npm run long-run -- --tasks 10000 --out DIR`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { percentile, round } from '../hub/stats.js';
import { HEADLESS_CHROMIUM_ARGS } from '../viewer/headless-chromium.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { tasks: { type: 'string', default: '20' }, chromium: { type: 'string', default: '/usr/bin/chromium' } },
});
if (positionals.length !== 1) throw new Error('usage: npm run view-bench -- RUN_DIR [--tasks 20]');
const runDir = resolve(positionals[0]!);
const samples = Number(values.tasks);

const browser = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'gm-view-bench-')), {
  executablePath: values.chromium!,
  viewport: { width: 1300, height: 900 },
  args: [...HEADLESS_CHROMIUM_ARGS],
});
const page = await browser.newPage();

const t0 = performance.now();
const server = spawn(process.execPath, [join(ROOT, 'dist', 'scripts', 'view.js'), runDir, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
const url = await new Promise<string>((res, rej) => {
  server.stdout.setEncoding('utf8');
  server.stdout.on('data', (text: string) => {
    const m = /http:\/\/127\.0\.0\.1:\d+\//.exec(text);
    if (m) res(m[0]);
  });
  server.once('exit', (code) => rej(new Error(`view exited with ${code}`)));
});
const listening = performance.now() - t0;
const { runs } = (await (await fetch(`${url}api/runs`)).json()) as { runs: { id: string; kind: string; tasks: number }[] };
const run = runs.find((r) => r.kind === 'run');
if (!run) throw new Error(`no run under ${runDir}`);
const runPath = `${url}api/runs/${encodeURIComponent(run.id)}`;
await page.goto(`${url}#/run/${encodeURIComponent(run.id)}`);
await page.waitForSelector('[data-testid=task-row]');
const firstPaint = performance.now() - t0;
const rowsInDom = await page.locator('[data-testid=task-row]').count();

const some = (await (await fetch(`${runPath}/tasks?sort=failures&limit=${samples}`)).json()) as { total: number; rows: { task_id: string }[] };
await fetch(`${runPath}/tasks/${encodeURIComponent(some.rows[0]!.task_id)}/timeline`);
const indexReady = performance.now() - t0;

const apiMs: number[] = [];
let messages = 0;
for (const { task_id } of some.rows) {
  const s = performance.now();
  const [, tl] = await Promise.all([
    fetch(`${runPath}/tasks/${encodeURIComponent(task_id)}`).then((r) => r.json()),
    fetch(`${runPath}/tasks/${encodeURIComponent(task_id)}/timeline`).then((r) => r.json() as Promise<{ messages: unknown[] }>),
  ]);
  apiMs.push(performance.now() - s);
  messages += tl.messages.length;
}

const pageMs: number[] = [];
for (const { task_id } of some.rows.slice(0, 5)) {
  const s = performance.now();
  await page.goto(`${url}#/run/${encodeURIComponent(run.id)}/task/${encodeURIComponent(task_id)}`);
  await page.waitForSelector('[data-testid=timeline-message]');
  await page.waitForSelector('[data-testid=workspace-log] .log-line');
  pageMs.push(performance.now() - s);
}

const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
const peakMb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
server.kill('SIGTERM');
await browser.close();

const f = (x: number): string => `${round(x, 1)} ms`;
console.log(`run ${run.id}: ${some.total} tasks`);
console.log(`server listening (spawn → URL printed)         ${f(listening)}`);
console.log(`first table paint (spawn → first task row)     ${f(firstPaint)}   (${rowsInDom} rows in the DOM)`);
console.log(`archive indexed (spawn → first timeline)       ${f(indexReady)}`);
console.log(
  `task detail + timeline, API (${apiMs.length} tasks)      p50 ${f(percentile(apiMs, 50))}, max ${f(Math.max(...apiMs))}   (${round(messages / apiMs.length, 1)} messages per task)`,
);
console.log(`task page with its timeline, browser (${pageMs.length})     p50 ${f(percentile(pageMs, 50))}, max ${f(Math.max(...pageMs))}`);
console.log(`server peak memory (VmHWM)                     ${round(peakMb, 1)} MB`);
