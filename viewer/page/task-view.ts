import { html } from 'htm/preact';
import type { Trace } from '../../learning/trace.js';
import type { ScorerAccount } from '../scorer-account.js';
import type { Timeline } from '../timeline.js';
import { runPath, type DataSource } from './api-client.js';
import { bytes, href, ms, num } from './format.js';
import { TimelineView } from './timeline-view.js';
import { TraceView } from './trace-view.js';
import { useData } from './use-data.js';

interface LogSummary {
  at_ms: number;
  mono_ms: number | null;
  dir: string;
  bytes: number;
  type: string;
  sender: string;
  task_id: string;
  token_used: number;
}

interface TaskDetail {
  result: Record<string, unknown>;
  scorer: ScorerAccount | null;
  /** The task's line of traces.jsonl (tool calls, resolution type; with the learning loop brief, plan, diagnosis, gap record); null without one. */
  trace: (Partial<Trace> & Record<string, unknown>) | null;
  workspace: { agent: string; log: LogSummary[]; tasks: unknown[]; memory: unknown }[] | null;
  archive: 'indexed' | 'missing';
}

const s = (v: unknown): string => (v === null || v === undefined ? '–' : String(v));

const verdict = (correct: boolean | null): string => (correct === null ? 'not scored' : correct ? 'correct' : 'wrong');

/** One line of text (htm drops whitespace at a line break, so lines of text are built as strings). */
const cost = (r: Record<string, unknown>): string =>
  [
    ms(r.elapsed_ms as number),
    `${bytes(r.bytes_tx as number)} tx`,
    `${bytes(r.bytes_rx as number)} rx`,
    `${s(r.pkt_cnt)} packets`,
    `${s(r.deliveries)} deliveries`,
    `header ${bytes(r.header_overhead as number)}`,
    `${num(r.token_sum as number)} tokens`,
  ].join(' · ');

/** One task: question, attachment, answer against the expected one with the scorer's account, its trace, its message timeline, its workspace lines. */
export function TaskView({ source, run, task }: { source: DataSource; run: string; task: string }) {
  const base = `${runPath(run)}/tasks/${encodeURIComponent(task)}`;
  const detail = useData(() => source.get<TaskDetail>(base), [run, task]);
  const timeline = useData(() => source.get<Timeline & { archive: string }>(`${base}/timeline`), [run, task]);
  const crumbs = html`<nav class="crumbs"><a href=${href({ view: 'runs' })}>Runs</a> › <a href=${href({ view: 'run', run })}>${run}</a> › ${task}</nav>`;
  if (detail.error)
    return html`<section>
      ${crumbs}
      <p class="error">${detail.error}</p>
    </section>`;
  if (!detail.data)
    return html`<section>
      ${crumbs}
      <p class="loading">Loading task…</p>
    </section>`;
  const { result: r, scorer, trace, workspace } = detail.data;
  return html`<section>
    ${crumbs}
    <div class="task-detail" data-testid="task-detail">
      <h2><span class=${`tag tag-${s(r.tag)}`}>${s(r.tag)}</span> ${s(r.question)}</h2>
      <table class="grid small kv">
        <tr>
          <td>task</td>
          <td class="mono">${s(r.task_id)} · level ${s(r.level)}${r.attempts ? ` · ${s(r.attempts)} tries` : ''}</td>
        </tr>
        <tr>
          <td>attachment</td>
          <td>${r.has_file ? html`${s(r.file_name)} — <b>${s(r.file_status)}</b>` : 'none'}</td>
        </tr>
        <tr>
          <td>answer</td>
          <td><b>${s(r.answer)}</b>${r.raw_answer !== r.answer ? html` (raw: ${s(r.raw_answer)})` : ''}</td>
        </tr>
        <tr>
          <td>expected</td>
          <td><b>${s(r.expected)}</b></td>
        </tr>
        <tr>
          <td>scorer</td>
          <td>
            ${
              scorer
                ? html`${`${scorer.branch} branch: `}<code>${scorer.answer}</code>${' vs '}<code>${scorer.expected}</code>${` → ${verdict(scorer.correct)}; exact match ${r.exact_match ? 'yes' : 'no'}, ROUGE-L ${s(r.rouge_l)}`}`
                : 'no ground truth'
            }
          </td>
        </tr>
        <tr>
          <td>ended</td>
          <td>${s(r.end)}${r.message ? html` — ${s(r.message)}` : ''}</td>
        </tr>
        <tr>
          <td>reasoning</td>
          <td>${s(r.reasoning)}</td>
        </tr>
        <tr>
          <td>cost</td>
          <td>${cost(r)}</td>
        </tr>
      </table>
    </div>
    <h3>Trace</h3>
    ${trace ? html`<${TraceView} trace=${trace} />` : html`<p class="muted">No trace for this task: the run has no traces.jsonl.</p>`}
    <h3>Message timeline</h3>
    ${timeline.error ? html`<p class="error">${timeline.error}</p>` : timeline.data ? html`<${TimelineView} timeline=${timeline.data} />` : html`<p class="loading">Indexing the run's archive…</p>`}
    <h3>Workspaces</h3>
    <div data-testid="workspace-log">
      ${
        workspace === null
          ? html`<p>This run has no run_artifacts.tar.gz (yet): no workspace lines to show.</p>`
          : workspace.map(
              (w) =>
                html`<details open=${w.log.length > 0}>
                  <summary>agent ${w.agent}: ${w.log.length} log lines, ${w.tasks.length} task records</summary>
                  <table class="grid small mono">
                    <thead>
                      <tr>
                        <th>at_ms (agent)</th>
                        <th>mono_ms</th>
                        <th>dir</th>
                        <th>type</th>
                        <th>sender</th>
                        <th>task</th>
                        <th>bytes</th>
                        <th>tokens</th>
                      </tr>
                    </thead>
                    <tbody>
                      ${w.log.map(
                        (l) =>
                          html`<tr class="log-line">
                            <td class="n">${l.at_ms}</td>
                            <td class="n">${l.mono_ms ?? '–'}</td>
                            <td>${l.dir}</td>
                            <td>${l.type}</td>
                            <td>${l.sender}</td>
                            <td>${l.task_id}</td>
                            <td class="n">${l.bytes}</td>
                            <td class="n">${l.token_used}</td>
                          </tr>`,
                      )}
                    </tbody>
                  </table>
                  ${w.tasks.length > 0 && html`<pre class="json">${w.tasks.map((t) => JSON.stringify(t)).join('\n')}</pre>`}
                  <details>
                    <summary>memory.json</summary>
                    <pre class="json">${JSON.stringify(w.memory, null, 2)}</pre>
                  </details>
                </details>`,
            )
      }
    </div>
  </section>`;
}
