import { readFileSync, writeFileSync } from 'node:fs';
import type { EmbeddedReport } from './report-data.js';
import { queryTasks, type TaskPage } from './task-table.js';
import type { ViewerApi } from './viewer-api.js';

/** Task details and timelines embedded per run (failures first); the table always holds every task. */
export const STATIC_DETAIL_LIMIT = 300;

/**
 * Everything the page needs for the runs under the API's root, taken
 * through the API itself so the report shows what the server would.
 */
export async function collectReport(api: ViewerApi, detailLimit = STATIC_DETAIL_LIMIT, now = new Date()): Promise<EmbeddedReport> {
  const runs = api.catalog.list();
  const report: EmbeddedReport = { generated_at: now.toISOString(), detail_limit: detailLimit, runs, summaries: {}, rows: {}, gaps: {}, tasks: {} };
  for (const run of runs) {
    report.summaries[run.id] = api.runSummary(run.id);
    if (run.kind !== 'run') continue;
    try {
      report.gaps[run.id] = api.gapRecords(run.id);
    } catch {
      // No gaps.jsonl: the page says so, as the server would.
    }
    let first: TaskPage;
    try {
      first = (await api.taskPage(run.id, new URLSearchParams({ limit: '0' }))) as TaskPage;
    } catch {
      continue;
    }
    const all: TaskPage['rows'] = [];
    for (let offset = 0; offset < first.total; offset += 500)
      all.push(...((await api.taskPage(run.id, new URLSearchParams({ offset: String(offset), limit: '500' }))) as TaskPage).rows);
    report.rows[run.id] = all;
    const chosen = queryTasks(all, { sort: 'failures', offset: 0, limit: detailLimit }).rows;
    const tasks: EmbeddedReport['tasks'][string] = {};
    for (const row of chosen) tasks[row.task_id] = { detail: await api.taskDetail(run.id, row.task_id), timeline: await api.timeline(run.id, row.task_id) };
    report.tasks[run.id] = tasks;
  }
  return report;
}

/** One self-contained HTML file: the page's CSS and script inlined, the report embedded as JSON. */
export function writeStaticHtml(file: string, report: EmbeddedReport, pageDir: string): void {
  const css = readFileSync(`${pageDir}/app.css`, 'utf8');
  const js = readFileSync(`${pageDir}/app.js`, 'utf8');
  // In a <script> element, `</script` and `<!--` would end or confuse it: JSON can spell `<` as \u003c.
  const data = JSON.stringify(report)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  const safeJs = js.replace(/<\/script/gi, '<\\/script');
  writeFileSync(
    file,
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<link rel="icon" href="data:," />
<title>gaia-mesh run report</title>
<style>${css}</style>
</head>
<body>
<div id="app"></div>
<script>window.__GAIA_MESH_REPORT__ = ${data};</script>
<script>${safeJs}</script>
</body>
</html>
`,
  );
}
