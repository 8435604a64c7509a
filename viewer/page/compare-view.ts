import { html } from 'htm/preact';
import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import type { Comparison, ComparisonRow } from '../../hub/comparison.js';
import type { RunEntry } from '../run-catalog.js';
import type { RunPair } from '../run-pair.js';
import { runPath, type DataSource } from './api-client.js';
import { bytes, href, ms, num, pct } from './format.js';
import { useData } from './use-data.js';

interface ComparisonFile extends Comparison {
  run_id: string;
  tasks: number;
  tasks_file: string;
}

const CHARTS: { title: string; key: keyof ComparisonRow; colour: string; fmt: (v: number) => string }[] = [
  { title: 'bytes sent (bytes_tx)', key: 'bytes_tx', colour: '#2563eb', fmt: (v) => bytes(v) },
  { title: 'header overhead (% of bytes_tx)', key: 'overhead_pct', colour: '#a855f7', fmt: (v) => `${v.toFixed(1)}%` },
  { title: 'task time p50', key: 'task_ms_p50', colour: '#16a34a', fmt: (v) => ms(v) },
  { title: 'task time p95', key: 'task_ms_p95', colour: '#ea580c', fmt: (v) => ms(v) },
  { title: 'GAIA score', key: 'gaia_score', colour: '#dc2626', fmt: (v) => pct(v) },
];

/** A comparison folder: its protocols × metrics as bar charts, its table, and the tasks whose answers diverge. */
export function CompareView({ source, run }: { source: DataSource; run: string }) {
  const { data, error } = useData(() => source.get<{ entry: RunEntry; comparison: ComparisonFile | null }>(runPath(run)), [run]);
  if (error) return html`<p class="error">${error}</p>`;
  if (!data) return html`<p class="loading">Loading comparison…</p>`;
  const c = data.comparison;
  if (!c) return html`<p class="error">comparison.json could not be read</p>`;
  const runs = data.entry.runs ?? [];
  const idOf = (label: string): string | undefined => runs.find((r) => r === label || r.endsWith(`/${label}`));
  const ordered = c.rows.map((r) => idOf(r.label)).filter((id): id is string => id !== undefined);
  return html`<section>
    <nav class="crumbs"><a href=${href({ view: 'runs' })}>Runs</a> › ${run}</nav>
    <h2>Comparison: ${c.rows.length} runs over ${c.tasks} tasks</h2>
    <div class="charts" data-testid="compare-chart">${CHARTS.map((spec) => html`<${BarChart} rows=${c.rows} spec=${spec} />`)}</div>
    <table class="grid small">
      <thead>
        <tr>
          <th>run</th>
          <th>protocol</th>
          <th>routing</th>
          <th>engine</th>
          <th>bytes tx</th>
          <th>bytes rx</th>
          <th>packets</th>
          <th>overhead</th>
          <th>handshake</th>
          <th>tokens</th>
          <th>p50</th>
          <th>p95</th>
          <th>score</th>
        </tr>
      </thead>
      <tbody>
        ${c.rows.map((r) => {
          const id = idOf(r.label);
          return html`<tr>
            <td>${id ? html`<a href=${href({ view: 'run', run: id })}>${r.label}</a>` : r.label}</td>
            <td>${r.protocol}</td>
            <td>${r.routing}</td>
            <td>${r.engine}</td>
            <td class="n">${bytes(r.bytes_tx)}</td>
            <td class="n">${bytes(r.bytes_rx)}</td>
            <td class="n">${num(r.pkt_cnt)}</td>
            <td class="n">${r.overhead_pct}%</td>
            <td class="n">${bytes(r.handshake_bytes)}</td>
            <td class="n">${num(r.token_sum)}</td>
            <td class="n">${ms(r.task_ms_p50)}</td>
            <td class="n">${ms(r.task_ms_p95)}</td>
            <td class="n">${pct(r.gaia_score)}</td>
          </tr>`;
        })}
      </tbody>
    </table>
    <h3>Divergences</h3>
    ${
      c.divergences.length === 0
        ? html`<p>Every task got the same answer under every protocol.</p>`
        : html`<table class="grid small" data-testid="divergences">
            <thead>
              <tr>
                <th>task</th>
                <th>engine</th>
                ${c.rows.map((r) => html`<th>${r.label}</th>`)}
              </tr>
            </thead>
            <tbody>
              ${c.divergences.map(
                (d) =>
                  html`<tr>
                    <td class="mono">${d.task_id}</td>
                    <td>${d.engine}</td>
                    ${c.rows.map((r) => html`<td>${d.answers[r.label] ?? '–'}</td>`)}
                  </tr>`,
              )}
            </tbody>
          </table>`
    }
    ${ordered.length >= 2 && html`<p>Task by task against ${ordered[0]}: ${ordered.slice(1).map((b) => html`<a class="pill" href=${href({ view: 'pair', a: ordered[0]!, b })}>${b.split('/').pop()}</a> `)}</p>`}
  </section>`;
}

/** One metric across the comparison's runs, as bars (uPlot). */
function BarChart({ rows, spec }: { rows: ComparisonRow[]; spec: (typeof CHARTS)[number] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const labels = rows.map((r) => r.label);
    const plot = new uPlot(
      {
        title: spec.title,
        width: 440,
        height: 290,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false, range: [-0.5, labels.length - 0.5] }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
        axes: [
          {
            values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
            splits: () => labels.map((_, i) => i),
            gap: 4,
            rotate: -45,
            size: 110,
            font: '11px system-ui',
          },
          { values: (_u, splits) => splits.map((v) => spec.fmt(v)), size: 80 },
        ],
        series: [{}, { label: spec.key, fill: spec.colour, stroke: spec.colour, paths: uPlot.paths.bars!({ size: [0.6, 80] }), points: { show: false } }],
      },
      [labels.map((_, i) => i), rows.map((r) => Number(r[spec.key]))],
      box.current,
    );
    return () => plot.destroy();
  }, [rows, spec]);
  return html`<div class="chart" ref=${box}></div>`;
}

/** Two runs over the same task ids, task by task: answers, tags and bytes, the differences first. */
export function PairView({ source, a, b }: { source: DataSource; a: string; b: string }) {
  const { data, error } = useData(() => source.get<RunPair>('/api/compare', { a, b, limit: 1000 }), [a, b]);
  if (error) return html`<p class="error">${error}</p>`;
  if (!data) return html`<p class="loading">Loading both runs…</p>`;
  return html`<section>
    <nav class="crumbs">
      <a href=${href({ view: 'runs' })}>Runs</a> › <a href=${href({ view: 'run', run: a })}>${a}</a> vs <a href=${href({ view: 'run', run: b })}>${b}</a>
    </nav>
    <p data-testid="pair-summary">
      ${data.common} tasks in both, ${data.only_a} only in A, ${data.only_b} only in B; answer or tag differs on
      ${data.answer_or_tag_differs}.${data.total > data.rows.length ? ` Showing the first ${data.rows.length}.` : ''}
    </p>
    <table class="grid small" data-testid="pair-table">
      <thead>
        <tr>
          <th>task</th>
          <th>question</th>
          <th>differs</th>
          <th>A answer</th>
          <th>A tag</th>
          <th>A bytes</th>
          <th>B answer</th>
          <th>B tag</th>
          <th>B bytes</th>
        </tr>
      </thead>
      <tbody>
        ${data.rows.map(
          (r) =>
            html`<tr class=${r.differs.length ? 'differs' : ''} data-testid="pair-row">
              <td class="mono"><a href=${href({ view: 'task', run: a, task: r.task_id })}>${r.task_id.slice(0, 12)}</a></td>
              <td>${r.question}</td>
              <td>${r.differs.join(', ') || '–'}</td>
              <td>${r.a?.answer ?? '–'}</td>
              <td>${r.a ? html`<span class=${`tag tag-${r.a.tag}`}>${r.a.tag}</span>` : '–'}</td>
              <td class="n">${bytes(r.a?.bytes_tx)}</td>
              <td>${r.b?.answer ?? '–'}</td>
              <td>${r.b ? html`<span class=${`tag tag-${r.b.tag}`}>${r.b.tag}</span>` : '–'}</td>
              <td class="n">${bytes(r.b?.bytes_tx)}</td>
            </tr>`,
        )}
      </tbody>
    </table>
  </section>`;
}
