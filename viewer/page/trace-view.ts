import { html } from 'htm/preact';
import type { Trace } from '../../learning/trace.js';
import { advice } from './format.js';

const list = (xs: readonly string[] | undefined): string => (xs && xs.length > 0 ? xs.join(', ') : 'none');

/** The plan's choices as one line of text (htm drops the whitespace at a line break inside a template, so text is built as strings). */
const planLine = (plan: NonNullable<Trace['plan']>): string =>
  [
    `${plan.retrieval.breadth} retrieval`,
    `answer type ${plan.answer_type ?? '–'}${plan.answer_format ? ` (${plan.answer_format})` : ''}`,
    `operation ${plan.operation ?? '–'}`,
    `prefer ${list(plan.prefer)}`,
    `avoid ${list(plan.avoid)}`,
    ...(plan.retrieval.hints.length ? [`hints ${plan.retrieval.hints.join(', ')}`] : []),
  ].join(' · ');

/**
 * A task's trace: with the learning loop, its question type, the brief's
 * records, the plan the tools followed, the Overseer's diagnosis and the
 * record it led to (or why none); then the whole line. Traces written
 * before the loop existed lack some fields: what is absent is not shown.
 */
export function TraceView({ trace }: { trace: Partial<Trace> & Record<string, unknown> }) {
  const { plan, diagnosis, brief } = trace;
  const learning = [plan, diagnosis, brief, trace.question_type, trace.record_id, trace.record_note].some((v) => v !== null && v !== undefined);
  return html`${
      learning &&
      html`<table class="grid small kv" data-testid="task-trace">
        <tr>
          <td>question type</td>
          <td class="mono">${trace.question_type ?? '–'}</td>
        </tr>
        <tr>
          <td>resolution</td>
          <td class="mono">${trace.resolution_type ?? '–'}</td>
        </tr>
        <tr>
          <td>brief</td>
          <td>
            ${
              brief === null || brief === undefined
                ? 'no planner'
                : brief.length === 0
                  ? 'no records'
                  : brief.map((r) => html`<span class="pill mono" title=${r.pattern}>${r.id}</span>`)
            }
          </td>
        </tr>
        <tr>
          <td>plan</td>
          <td>
            ${
              plan
                ? html`${planLine(plan)}${' · records followed '}<span class="mono" data-testid="plan-records">${list(plan.records)}</span>${
                      plan.failure_modes.length > 0 && html`<br />${`failure modes: ${plan.failure_modes.join('; ')}`}`
                    }`
                : 'none'
            }
          </td>
        </tr>
        <tr>
          <td>diagnosis</td>
          <td data-testid="trace-diagnosis">
            ${
              diagnosis
                ? html`<b>${diagnosis.stage}</b>${` stage: ${diagnosis.text}`}${
                      diagnosis.alternative && html`<br />${`alternative that worked: ${advice(diagnosis.alternative)}`}`
                    }`
                : 'not overseen'
            }
          </td>
        </tr>
        <tr>
          <td>gap record</td>
          <td>${trace.record_id ? html`<span class="mono">${trace.record_id}</span>` : (trace.record_note ?? '–')}</td>
        </tr>
      </table>`
    }
    <details open=${!learning}>
      <summary>The whole trace line</summary>
      <pre class="json" data-testid="trace">${JSON.stringify(trace, null, 2)}</pre>
    </details>`;
}
