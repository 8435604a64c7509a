import { html } from 'htm/preact';
import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import type { Fault } from '../../hub/mesh-launcher.js';
import type { StormReport } from '../../hub/results.js';
import { ms, pct } from './format.js';

/** A fail-storm's account: the kills, the recovery times, and attempt success before, during and after the storm. */
export function StormView({ storm, faults }: { storm: StormReport; faults: Fault[] }) {
  const phases = (['before', 'during', 'after'] as const).map((p) => ({ p, r: storm[p] }));
  return html`<section class="storm" data-testid="fail-storm">
    <h3>Fail-storm</h3>
    <p>
      ${`${storm.kills.length} kill${storm.kills.length === 1 ? '' : 's'}`}${storm.window_ms ? html`, storm from ${ms(storm.window_ms.from)} to ${ms(storm.window_ms.to)} into the run` : ''};
      recovery ${storm.recovery_ms ? html`p50 ${ms(storm.recovery_ms.p50)}, max ${ms(storm.recovery_ms.max)}` : '–'}; ${storm.tasks_rerun} task attempts re-run.
    </p>
    ${faults.length > 0 && html`<${RecoveryChart} faults=${faults} />`}
    <div class="phases">
      ${phases.map(
        ({ p, r }) =>
          html`<div class="phase">
            <b>${p}</b>
            <div class="bar"><div style=${`width:${(r.success_rate ?? 0) * 100}%`}></div></div>
            <span>${r.succeeded}/${r.attempts} attempts succeeded (${pct(r.success_rate)})</span>
          </div>`,
      )}
    </div>
    <details>
      <summary>Kills</summary>
      <ul>
        ${storm.kills.map((k) => html`<li>${ms(k.at_ms)}: agent${k.agents.length > 1 ? 's' : ''} ${k.agents.join(', ')}</li>`)}
      </ul>
    </details>
  </section>`;
}

/** Each agent lost over the run: when it was lost (s into the run) and how long it took to be back (a missing dot: not restarted). */
function RecoveryChart({ faults }: { faults: Fault[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const sorted = [...faults].sort((a, b) => a.at_ms - b.at_ms);
    const plot = new uPlot(
      {
        title: 'agents lost and their recovery over the run',
        width: 760,
        height: 200,
        legend: { show: false },
        scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
        axes: [{ values: (_u, splits) => splits.map((v) => ms(v)) }, { values: (_u, splits) => splits.map((v) => ms(v)), size: 70 }],
        series: [{}, { label: 'recovery', stroke: '#dc2626', width: 0, points: { show: true, size: 6, fill: '#dc2626' } }],
      },
      [sorted.map((f) => f.at_ms), sorted.map((f) => f.recovery_ms)],
      box.current,
    );
    return () => plot.destroy();
  }, [faults]);
  return html`<div class="chart" ref=${box} data-testid="storm-chart"></div>`;
}
