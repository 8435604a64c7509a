import { html } from 'htm/preact';
import { useState } from 'preact/hooks';
import type { Timeline, TimelineMessage } from '../timeline.js';
import { bytes, ms } from './format.js';

const LANE = 34;
const LEFT = 70;
const WIDTH = 960;
const COLOURS: Record<string, string> = {
  doc_init: '#6b7280',
  plan: '#a855f7',
  search_docs: '#2563eb',
  events: '#0891b2',
  triples: '#16a34a',
  final_answer: '#dc2626',
  tool_error: '#ea580c',
  brief: '#c026d3',
  verdict: '#854d0e',
  diagnosis: '#ca8a04',
  gap_record: '#65a30d',
};
const colour = (type: string): string => COLOURS[type] ?? '#111827';

/**
 * A task's packets as a sequence diagram (one lane for the hub and one per
 * agent; a dot where a packet was sent, a line to each delivery) over the
 * list of messages, one row per packet; a click shows the packet's body.
 */
export function TimelineView({ timeline }: { timeline: Timeline & { archive: string } }) {
  const [picked, pick] = useState<number | null>(null);
  const { messages, lanes } = timeline;
  if (timeline.archive === 'missing')
    return html`<p class="muted" data-testid="timeline">No run_artifacts.tar.gz in this run: the agents' logs, and so the timeline, are not available.</p>`;
  if (messages.length === 0)
    return html`<p class="muted" data-testid="timeline">No packet of this task is in the agents' logs (it was refused or skipped before any agent saw it).</p>`;
  const end = Math.max(1e-3, ...messages.flatMap((m) => [m.at_ms ?? 0, ...m.hops.map((h) => h.at_ms ?? 0)]));
  const x = (t: number | null): number => LEFT + ((t ?? 0) / end) * (WIDTH - LEFT - 20);
  const y = (lane: string): number => 20 + Math.max(0, lanes.indexOf(lane)) * LANE;
  const height = 30 + lanes.length * LANE;
  const chosen = picked === null ? null : (messages[picked] ?? null);
  return html`<div class="timeline" data-testid="timeline" data-clock=${timeline.clock}>
    <p class="muted">
      Clock:
      ${timeline.clock === 'monotonic' ? 'CLOCK_MONOTONIC, shared by the hub and every agent; times are from the hub sending doc_init, hops are rx − tx.' : "each agent's own start (an older run without mono_ms): lanes are not comparable and hop latencies are unknown."}
    </p>
    <svg class="lanes" viewBox=${`0 0 ${WIDTH} ${height}`} width=${WIDTH} height=${height} role="img" aria-label="message timeline">
      ${lanes.map((l) => html`<g><text x="4" y=${y(l) + 4} class="lane-label">${l === 'hub' ? 'hub' : `agent ${l}`}</text><line x1=${LEFT} x2=${WIDTH - 10} y1=${y(l)} y2=${y(l)} class="lane" /></g>`)}
      <text x=${WIDTH - 10} y=${height - 4} text-anchor="end" class="axis">${ms(end)}</text>
      <text x=${LEFT} y=${height - 4} class="axis">0</text>
      ${messages.map(
        (m) =>
          html`<g class=${picked === m.seq ? 'msg on' : 'msg'} onClick=${() => pick(m.seq)} style=${`color:${colour(m.type)}`}>
            ${m.hops.map((h) => html`<line x1=${x(m.at_ms ?? h.at_ms)} y1=${y(m.from)} x2=${x(h.at_ms)} y2=${y(h.to)} stroke="currentColor" stroke-width="1.5" />`)}
            <circle cx=${x(m.at_ms ?? Math.min(...m.hops.map((h) => h.at_ms ?? 0)))} cy=${y(m.from)} r="5" fill="currentColor"
              ><title>${m.type} from ${m.from}</title></circle
            >
            ${m.hops.map((h) => html`<circle cx=${x(h.at_ms)} cy=${y(h.to)} r="2.5" fill="currentColor" />`)}
          </g>`,
      )}
    </svg>
    <table class="grid small messages">
      <thead>
        <tr>
          <th>#</th>
          <th>type</th>
          <th>from</th>
          <th>to</th>
          <th>sent</th>
          <th>bytes</th>
          <th>envelope</th>
          <th>tokens</th>
          <th>hops (rx − tx)</th>
        </tr>
      </thead>
      <tbody>
        ${messages.map((m) => html`<${MessageRow} m=${m} on=${picked === m.seq} pick=${pick} />`)}
      </tbody>
    </table>
    ${
      chosen &&
      html`<div class="packet" data-testid="packet-body">
        <h4>${chosen.type} from ${chosen.from} (${chosen.task_id})</h4>
        <pre class="json">${JSON.stringify(chosen.packet, null, 2)}</pre>
      </div>`
    }
  </div>`;
}

function MessageRow({ m, on, pick }: { m: TimelineMessage; on: boolean; pick: (n: number) => void }) {
  return html`<tr class=${on ? 'on' : ''} data-testid="timeline-message" data-type=${m.type} onClick=${() => pick(m.seq)}>
    <td class="n">${m.seq + 1}${m.attempt ? html`<sup>try ${m.attempt + 1}</sup>` : ''}</td>
    <td><span class="dot" style=${`background:${colour(m.type)}`}></span>${m.type}</td>
    <td>${m.from}</td>
    <td>${m.to.join(', ') || '–'}</td>
    <td class="n">${ms(m.at_ms)}</td>
    <td class="n">${bytes(m.bytes)}</td>
    <td class="n">${m.header_bytes === null ? '–' : bytes(m.header_bytes)}</td>
    <td class="n">${m.tokens}</td>
    <td class="hops">${m.hops.map((h) => `${h.to}: ${ms(h.hop_ms)}`).join(' · ')}</td>
  </tr>`;
}
