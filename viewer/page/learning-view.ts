import { html } from 'htm/preact';
import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import type { CycleReport, CyclesReport } from '../../hub/learning-cycles.js';
import type { LearningReport } from '../../hub/results.js';
import type { RunEntry } from '../run-catalog.js';
import { runPath, type DataSource } from './api-client.js';
import { bytes, href, num, pct } from './format.js';
import { GapRecordsView } from './gap-records-view.js';
import { useData } from './use-data.js';

interface LearningBody {
  entry: RunEntry;
  learning: CyclesReport | null;
  /** The run id of each cycle's folder (null: not under the viewer's folder). */
  cycle_runs: (string | null)[];
}

/** A cycle as the tables show it: a run's `learning` block, with what only learning.json knows when there is one. */
type Cycle = LearningReport & Partial<Pick<CycleReport, 'regressed' | 'delta'>> & { run?: string | null };

/** A `--cycles` run: the score per cycle (a chart), the scores by question type, each cycle's counts, and the last cycle's gap records. */
export function LearningView({ source, run }: { source: DataSource; run: string }) {
  const { data, error } = useData(() => source.get<LearningBody>(runPath(run)), [run]);
  if (error) return html`<p class="error">${error}</p>`;
  if (!data) return html`<p class="loading">Loading learning run…</p>`;
  const l = data.learning;
  if (!l) return html`<p class="error">learning.json could not be read</p>`;
  const cycles: Cycle[] = l.cycles.map((c, i) => ({ ...c, run: data.cycle_runs[i] ?? null }));
  const last = cycles.at(-1);
  return html`<section data-testid="learning-view">
    <nav class="crumbs"><a href=${href({ view: 'runs' })}>Runs</a> › ${run}</nav>
    <h2>Learning: ${cycles.length} cycle${cycles.length === 1 ? '' : 's'} over ${num(l.tasks)} tasks</h2>
    <p class="muted">
      ${[l.tasks_file, `gap store ${l.store}`, l.brief ? 'planner briefed' : 'no briefs (--no-brief)', l.learn ? 'Overseer writing records' : 'no records written (--no-learn)'].join(' · ')}
    </p>
    ${cycles.length > 0 && html`<div class="charts"><${ScoreChart} cycles=${cycles} /></div>`}
    <h3>Scores by question type</h3>
    <${TypesTable} cycles=${cycles} />
    <h3>Cycles</h3>
    <${CyclesTable} cycles=${cycles} />
    <h3>Gap records after cycle ${last?.cycle ?? '–'}</h3>
    ${last?.run ? html`<${GapRecordsView} source=${source} run=${last.run} />` : html`<p class="muted">The last cycle's folder is not under the viewer's folder.</p>`}
  </section>`;
}

/** One run of the learning loop (a cycle, or a single run of a learning config): its counts, scores by question type and gap records. */
export function LearningSummary({ source, run, learning }: { source: DataSource; run: string; learning: LearningReport }) {
  return html`<section data-testid="learning-summary">
    <h3>Learning (cycle ${learning.cycle})</h3>
    <div class="facts">
      <${CyclesTable} cycles=${[learning]} />
      <${TypesTable} cycles=${[learning]} />
    </div>
    <h3>Gap records at the end of this run</h3>
    <${GapRecordsView} source=${source} run=${run} />
  </section>`;
}

/** The GAIA score per cycle, a line with a point per cycle (uPlot). */
function ScoreChart({ cycles }: { cycles: Cycle[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const xs = cycles.map((c) => c.cycle);
    const plot = new uPlot(
      {
        title: 'GAIA score per cycle',
        width: 560,
        height: 260,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false, range: [Math.min(...xs) - 0.5, Math.max(...xs) + 0.5] }, y: { range: [0, 1] } },
        axes: [
          { values: (_u, splits) => splits.map((v) => `cycle ${v}`), splits: () => xs },
          { values: (_u, splits) => splits.map((v) => pct(v)), size: 60 },
        ],
        series: [{}, { label: 'gaia_score', stroke: '#2563eb', width: 2, points: { show: true, size: 9, fill: '#2563eb' } }],
      },
      [xs, cycles.map((c) => c.gaia_score)],
      box.current,
    );
    return () => plot.destroy();
  }, [cycles]);
  return html`<div class="chart" ref=${box} data-testid="learning-chart"></div>`;
}

/** One row per question type, one column per cycle; a type whose score fell from the cycle before is marked. */
function TypesTable({ cycles }: { cycles: Cycle[] }) {
  const types = [...new Set(cycles.flatMap((c) => Object.keys(c.by_question_type)))].sort();
  if (types.length === 0) return html`<p class="muted">No question types: the run had no planner.</p>`;
  const first = cycles[0]!;
  const last = cycles.at(-1)!;
  return html`<table class="grid small nowrap" data-testid="learning-types">
    <thead>
      <tr>
        <th>question type</th>
        ${cycles.map((c) => html`<th>cycle ${c.cycle}</th>`)} ${cycles.length > 1 && html`<th>change</th>`}
      </tr>
    </thead>
    <tbody>
      ${types.map((t) => {
        const change = first.by_question_type[t] && last.by_question_type[t] ? last.by_question_type[t].score - first.by_question_type[t].score : null;
        return html`<tr data-testid="learning-type" data-type=${t}>
          <td class="mono">${t}</td>
          ${cycles.map((c) => {
            const s = c.by_question_type[t];
            const fell = c.regressed?.includes(t) ?? false;
            return html`<td
              class=${`n${fell ? ' regressed' : ''}`}
              data-regressed=${fell ? 'true' : undefined}
              title=${fell ? 'fell from the cycle before' : ''}
            >
              ${s ? html`${fell ? '▼ ' : ''}${pct(s.score)} <span class="muted">(${s.correct}/${s.tasks})</span>` : '–'}
            </td>`;
          })}
          ${cycles.length > 1 && html`<td class=${`n${change !== null && change < 0 ? ' regressed' : ''}`}>${change === null ? '–' : signedPct(change)}</td>`}
        </tr>`;
      })}
    </tbody>
  </table>`;
}

/** Each cycle's counts: score and its change, briefs, verdicts, records added, merged, refused, and the learning traffic. */
function CyclesTable({ cycles }: { cycles: Cycle[] }) {
  return html`<table class="grid small nowrap" data-testid="learning-cycles">
    <thead>
      <tr>
        <th>cycle</th>
        <th>score</th>
        <th>Δ</th>
        <th>briefs (records)</th>
        <th>verdicts</th>
        <th>diagnoses</th>
        <th>records added</th>
        <th>merged</th>
        <th>refused</th>
        <th>no record</th>
        <th>Overseer errors</th>
        <th>learning bytes tx / rx</th>
        <th>packets</th>
        <th>tokens</th>
        <th>regressed types</th>
      </tr>
    </thead>
    <tbody>
      ${cycles.map(
        (c) =>
          html`<tr data-testid="learning-cycle">
            <td>${c.run ? html`<a href=${href({ view: 'run', run: c.run })}>cycle ${c.cycle}</a>` : `cycle ${c.cycle}`}</td>
            <td class="n">${pct(c.gaia_score)}</td>
            <td class="n">${c.delta === undefined || c.delta === null ? '–' : signedPct(c.delta)}</td>
            <td class="n">${num(c.briefs_given)} (${num(c.records_briefed)})</td>
            <td class="n">${num(c.verdicts)}</td>
            <td class="n">${num(c.diagnoses)}</td>
            <td class="n">${num(c.records_added)}</td>
            <td class="n">${num(c.records_merged)}</td>
            <td class="n">${num(c.records_refused)}</td>
            <td class="n">${num(c.no_record)}</td>
            <td class="n">${num(c.overseer_errors)}</td>
            <td class="n">${bytes(c.learn_bytes_tx)} / ${bytes(c.learn_bytes_rx)}</td>
            <td class="n">${num(c.learn_pkt_cnt)}</td>
            <td class="n">${num(c.learn_tokens)}</td>
            <td class=${c.regressed?.length ? 'regressed' : ''}>${c.regressed === undefined ? '–' : c.regressed.join(', ') || 'none'}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

const signedPct = (x: number): string => `${x > 0 ? '+' : ''}${(x * 100).toFixed(1)} pts`;
