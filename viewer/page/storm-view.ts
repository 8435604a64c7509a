import { html } from 'htm/preact';
import type { StormReport } from '../../hub/results.js';
import { ms, pct } from './format.js';

/** A fail-storm's account: the kills, the recovery times, and attempt success before, during and after the storm. */
export function StormView({ storm }: { storm: StormReport }) {
  const phases = (['before', 'during', 'after'] as const).map((p) => ({ p, r: storm[p] }));
  return html`<section class="storm" data-testid="fail-storm">
    <h3>Fail-storm</h3>
    <p>
      ${storm.kills.length}
      kill${storm.kills.length === 1 ? '' : 's'}${storm.window_ms ? html`, storm from ${ms(storm.window_ms.from)} to ${ms(storm.window_ms.to)} into the run` : ''};
      recovery ${storm.recovery_ms ? html`p50 ${ms(storm.recovery_ms.p50)}, max ${ms(storm.recovery_ms.max)}` : '–'}; ${storm.tasks_rerun} task attempts re-run.
    </p>
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
