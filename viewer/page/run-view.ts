import { html } from 'htm/preact';
import type { RunEntry, RunSummary } from '../run-catalog.js';
import { runPath, type DataSource } from './api-client.js';
import { bytes, entryRoute, href, ms, num, pct } from './format.js';
import { LearningSummary } from './learning-view.js';
import { StormView } from './storm-view.js';
import { TaskTableView } from './task-table-view.js';
import { useData } from './use-data.js';

/** One run: its summary (score, traffic, time, config, sessions), a fail-storm's or the learning loop's account when it had one, and its tasks. */
export function RunView({ source, run }: { source: DataSource; run: string }) {
  const { data, error } = useData(() => source.get<{ entry: RunEntry; summary: RunSummary | null }>(runPath(run)), [run]);
  if (error) return html`<p class="error">${error}</p>`;
  if (!data) return html`<p class="loading">Loading run…</p>`;
  if (data.entry.kind !== 'run') return html`<p>${run} is a ${data.entry.kind} folder: <a href=${href(entryRoute(data.entry.kind, run))}>see its view</a>.</p>`;
  const s = data.summary;
  return html`<section>
    <nav class="crumbs"><a href=${href({ view: 'runs' })}>Runs</a> › ${run}</nav>
    <div class="summary" data-testid="run-summary">
      ${s ? html`<${Summary} s=${s} />` : html`<p>No metrics.json yet (the run may still be going): the task table below is read from results.jsonl.</p>`}
    </div>
    ${s?.storm && html`<${StormView} storm=${s.storm} faults=${s.faults ?? []} />`}
    ${s?.learning && html`<${LearningSummary} source=${source} run=${run} learning=${s.learning} />`}
    <${TaskTableView} source=${source} run=${run} />
  </section>`;
}

function Summary({ s }: { s: RunSummary }) {
  const tags = Object.entries(s.tags ?? {}).filter(([, n]) => n > 0);
  const overhead = s.bytes_tx ? (100 * s.header_overhead) / s.bytes_tx : 0;
  return html`
    <div class="cards">
      <div class="card"><b>${pct(s.gaia_score)}</b><span>GAIA score (${s.correct}/${s.scored})</span></div>
      <div class="card"><b>${num(s.tasks)}${s.partial ? ` / ${num(s.tasks_total)}` : ''}</b><span>tasks${s.partial ? ' (partial)' : ''}</span></div>
      <div class="card"><b>${bytes(s.bytes_tx)}</b><span>bytes tx (rx ${bytes(s.bytes_rx)})</span></div>
      <div class="card"><b>${num(s.pkt_cnt)}</b><span>packets (${num(s.deliveries)} deliveries)</span></div>
      <div class="card"><b>${overhead.toFixed(2)}%</b><span>header overhead (${bytes(s.header_overhead)})</span></div>
      <div class="card"><b>${num(s.token_sum)}</b><span>tokens</span></div>
      <div class="card"><b>${ms(s.elapsed_ms)}</b><span>elapsed; task p50 ${ms(s.task_elapsed_ms?.p50)}, p95 ${ms(s.task_elapsed_ms?.p95)}</span></div>
    </div>
    <div class="facts">
      <table class="grid small">
        <thead>
          <tr>
            <th>level</th>
            <th>tasks</th>
            <th>scored</th>
            <th>correct</th>
            <th>score</th>
          </tr>
        </thead>
        <tbody>
          ${Object.entries(s.by_level ?? {}).map(
            ([l, v]) =>
              html`<tr>
                <td>${l}</td>
                <td class="n">${v.tasks}</td>
                <td class="n">${v.scored}</td>
                <td class="n">${v.correct}</td>
                <td class="n">${pct(v.gaia_score)}</td>
              </tr>`,
          )}
        </tbody>
      </table>
      <table class="grid small">
        <thead>
          <tr>
            <th>tag</th>
            <th>tasks</th>
          </tr>
        </thead>
        <tbody>
          ${tags.map(
            ([t, n]) =>
              html`<tr>
                <td><span class=${`tag tag-${t}`}>${t}</span></td>
                <td class="n">${n}</td>
              </tr>`,
          )}
        </tbody>
      </table>
      <table class="grid small">
        <thead>
          <tr>
            <th>run</th>
            <th></th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>protocol</td>
            <td>${s.protocol} · ${s.routing}</td>
          </tr>
          <tr>
            <td>engine</td>
            <td>${s.engine}</td>
          </tr>
          <tr>
            <td>handshake</td>
            <td>${bytes(s.handshake_bytes)} in ${s.handshake_pkts} frames</td>
          </tr>
          <tr>
            <td>hub busy</td>
            <td>${ms(s.hub_ms)}</td>
          </tr>
          <tr>
            <td>faults</td>
            <td>${s.faults?.length ?? 0} lost agents · ${s.dropped_frames} dropped frames · ${s.decode_errors} decode errors</td>
          </tr>
          <tr>
            <td>tasks file</td>
            <td>${s.tasks_file}</td>
          </tr>
        </tbody>
      </table>
    </div>
    <details>
      <summary>Sessions (${s.sessions?.length ?? 0})</summary>
      <table class="grid small">
        <thead>
          <tr>
            <th>started</th>
            <th>tasks</th>
            <th>elapsed</th>
            <th>startup</th>
            <th>warm-up</th>
            <th>agents from</th>
            <th>interrupted</th>
          </tr>
        </thead>
        <tbody>
          ${(s.sessions ?? []).map(
            (x) =>
              html`<tr>
                <td>${x.started_at}</td>
                <td class="n">${x.tasks_run}</td>
                <td class="n">${ms(x.elapsed_ms)}</td>
                <td class="n">${ms(x.startup_ms)}</td>
                <td class="n">${ms(x.warmup_ms)}</td>
                <td>${x.agent_entry ?? '–'}</td>
                <td>${x.interrupted ? 'yes' : 'no'}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </details>
    <details>
      <summary>Config</summary>
      <pre class="json">${JSON.stringify(s.config, null, 2)}</pre>
    </details>
  `;
}
