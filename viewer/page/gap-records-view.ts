import { html } from 'htm/preact';
import { useEffect, useState } from 'preact/hooks';
import type { GapRecord } from '../../learning/gap-record.js';
import { runPath, type DataSource } from './api-client.js';
import { advice, num } from './format.js';

const PAGE = 200;

interface GapPage {
  total: number;
  records: GapRecord[];
}

/** A run's gaps.jsonl (the gap store's records as the run left it), a page at a time. */
export function GapRecordsView({ source, run }: { source: DataSource; run: string }) {
  const [records, setRecords] = useState<GapRecord[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = (offset: number): void => {
    source.get<GapPage>(`${runPath(run)}/gaps`, { offset, limit: PAGE }).then(
      (page) => {
        setRecords((rs) => [...rs.slice(0, offset), ...page.records]);
        setTotal(page.total);
      },
      (err: unknown) => setError(err instanceof Error ? err.message : String(err)),
    );
  };
  useEffect(() => load(0), [run]);
  if (error) return html`<p class="muted">${error}</p>`;
  if (total === null) return html`<p class="loading">Loading gap records…</p>`;
  if (total === 0) return html`<p class="muted">The gap store held no records at the end of this run.</p>`;
  return html`<table class="grid small" data-testid="gap-records">
      <thead>
        <tr>
          <th>id</th>
          <th>question type</th>
          <th>status</th>
          <th>cycle</th>
          <th>support</th>
          <th>helpful</th>
          <th>harmful</th>
          <th>pattern</th>
          <th>advice</th>
        </tr>
      </thead>
      <tbody>
        ${records.map(
          (r) =>
            html`<tr data-testid="gap-record" data-id=${r.id}>
              <td class="mono">${r.id}</td>
              <td class="mono">${r.question_type}</td>
              <td><span class=${`status status-${r.status}`}>${r.status}</span></td>
              <td class="n">${r.cycle}</td>
              <td class="n">${num(r.support)}</td>
              <td class="n">${num(r.helpful)}</td>
              <td class="n">${num(r.harmful)}</td>
              <td title=${r.diagnosis}>${r.pattern}${r.features.length > 0 && html` <span class="muted">(${r.features.join(', ')})</span>`}</td>
              <td>${advice(r.advice)}</td>
            </tr>`,
        )}
      </tbody>
    </table>
    ${records.length < total && html`<button onClick=${() => load(records.length)}>Show more (${num(records.length)} of ${num(total)})</button>`}`;
}
