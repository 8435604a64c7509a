import { html } from 'htm/preact';
import { useState } from 'preact/hooks';
import type { RunEntry } from '../run-catalog.js';
import type { DataSource } from './api-client.js';
import { bytes, entryRoute, href, num, pct } from './format.js';
import { useData } from './use-data.js';

/** Every run and comparison under PATH; pick two runs to see them side by side. */
export function RunsView({ source }: { source: DataSource }) {
  const { data, error } = useData(() => source.get<{ runs: RunEntry[] }>('/api/runs'), []);
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  if (error) return html`<p class="error">${error}</p>`;
  if (!data) return html`<p class="loading">Loading runs…</p>`;
  const runs = data.runs.filter((r) => r.kind === 'run');
  return html`<section>
    <h2>Runs</h2>
    <table class="grid" data-testid="runs-table">
      <thead>
        <tr>
          <th>run</th>
          <th>kind</th>
          <th>date</th>
          <th>protocol</th>
          <th>routing</th>
          <th>engine</th>
          <th>transport</th>
          <th>tasks</th>
          <th>score</th>
          <th>bytes tx</th>
        </tr>
      </thead>
      <tbody>
        ${data.runs.map(
          (r) =>
            html`<tr data-testid="run-row">
              <td><a href=${href(entryRoute(r.kind, r.id))}>${r.id}</a></td>
              <td>
                ${r.kind}${r.kind === 'learning' ? ` · ${r.runs?.length ?? 0} cycles` : ''}${r.partial ? ' (partial)' : ''}${r.has_storm ? ' · storm' : ''}${r.has_learning ? ' · learning' : ''}
              </td>
              <td>${r.started_at?.replace('T', ' ').slice(0, 19) ?? '–'}</td>
              <td>${r.protocol ?? '–'}</td>
              <td>${r.routing ?? '–'}</td>
              <td>${r.engine ?? '–'}</td>
              <td>${r.transport ?? '–'}</td>
              <td class="n">${num(r.tasks)}${r.tasks_total && r.tasks_total !== r.tasks ? ` / ${num(r.tasks_total)}` : ''}</td>
              <td class="n">${pct(r.gaia_score)}</td>
              <td class="n">${bytes(r.bytes_tx)}</td>
            </tr>`,
        )}
      </tbody>
    </table>
    ${
      runs.length >= 2 &&
      html`<form
        class="pair-picker"
        onSubmit=${(e: Event) => {
          e.preventDefault();
          if (a && b) location.hash = href({ view: 'pair', a, b });
        }}
      >
        Compare two runs task by task:
        <select value=${a} onChange=${(e: Event) => setA((e.target as HTMLSelectElement).value)}>
          <option value="">run A</option>
          ${runs.map((r) => html`<option value=${r.id}>${r.id}</option>`)}
        </select>
        <select value=${b} onChange=${(e: Event) => setB((e.target as HTMLSelectElement).value)}>
          <option value="">run B</option>
          ${runs.map((r) => html`<option value=${r.id}>${r.id}</option>`)}
        </select>
        <button type="submit" disabled=${!a || !b}>Side by side</button>
      </form>`
    }
  </section>`;
}
