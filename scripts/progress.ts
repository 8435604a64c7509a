import { performance } from 'node:perf_hooks';
import type { BenchEvent } from '../hub/bench-runner.js';
import { ERROR_TAGS, TAGS, type RunMetrics } from '../hub/results.js';

/** Where progress goes: a stream, and whether it is a terminal. */
export interface ProgressOut {
  write(text: string): unknown;
  isTTY?: boolean;
}

/**
 * Prints a run as it goes. On a TTY: one live line (done/total, correct so
 * far, errors, ETA), with failures printed above it. Off a TTY: one plain
 * line per task. Either way, a final table with the score by level.
 * It only listens to the runner's events; `now` is injectable for tests.
 */
export class Progress {
  private total = 0;
  private done = 0;
  private ran = 0;
  private correct = 0;
  private errors = 0;
  private started = 0;
  private live = false;

  constructor(
    private readonly out: ProgressOut,
    private readonly now: () => number = () => performance.now(),
  ) {}

  private get tty(): boolean {
    return this.out.isTTY === true;
  }

  onEvent = (e: BenchEvent): void => {
    switch (e.type) {
      case 'run_start':
        this.total = e.total;
        this.done = e.kept;
        this.started = this.now();
        if (e.kept > 0) this.line(`resuming: ${e.kept} tasks already recorded, ${e.to_run} to run`);
        return;
      case 'mesh_ready':
        this.line(
          `mesh ready in ${e.startup_ms.toFixed(0)} ms (agents from the ${e.agent_entry}), warm ${e.warmup_ms.toFixed(0)} ms later: ${e.agents.map((a) => `${a.id} ${a.tool} :${a.port} (pid ${a.pid})`).join(', ')}`,
        );
        this.started = this.now();
        return;
      case 'task_done': {
        const r = e.result;
        this.done = e.done;
        this.ran += 1;
        if (r.tag === 'CORRECT') this.correct += 1;
        if (ERROR_TAGS.has(r.tag)) this.errors += 1;
        const text = `[${String(e.done).padStart(String(e.total).length)}/${e.total}] ${r.task_id.slice(0, 12).padEnd(12)} ${r.tag.padEnd(13)} ${r.elapsed_ms.toFixed(1).padStart(8)} ms  answer=${JSON.stringify(r.answer)}${r.message ? `  (${r.message})` : ''}`;
        if (!this.tty) this.out.write(`${text}\n`);
        else {
          if (r.tag !== 'CORRECT') this.line(text);
          this.status();
        }
        return;
      }
      default: {
        const never: never = e;
        return never;
      }
    }
  };

  /** The live line's text: done/total, correct, errors, ETA. */
  statusText(): string {
    const elapsed = (this.now() - this.started) / 1000;
    const remaining = this.total - this.done;
    const eta = this.ran > 0 ? (elapsed / this.ran) * remaining : Number.NaN;
    return `${this.done}/${this.total} done · ${this.correct} correct · ${this.errors} errors · ETA ${Number.isFinite(eta) ? `${eta.toFixed(eta < 10 ? 1 : 0)} s` : '?'}`;
  }

  /** The closing summary: totals, the score by level, tag counts, and where the files are. */
  finish(m: RunMetrics, paths: Record<string, string>): void {
    this.clearLive();
    const w = (s: string): void => void this.out.write(`${s}\n`);
    w(`\nrun ${m.run_id} · protocol ${m.protocol} · engine ${m.engine}${m.partial ? ' · PARTIAL' : ''}`);
    w(
      `  tasks ${m.tasks}/${m.tasks_total} · gaia_score ${m.gaia_score.toFixed(3)} (${m.correct}/${m.scored}) · exact_match ${m.exact_match.toFixed(3)} · rouge_l ${m.rouge_l.toFixed(3)} · quality_score ${m.quality_score.toFixed(3)}`,
    );
    w(`  bytes_tx ${m.bytes_tx} · bytes_rx ${m.bytes_rx} · pkt_cnt ${m.pkt_cnt} · header_overhead ${m.header_overhead} · token_sum ${m.token_sum}`);
    w(`  task ms p50 ${m.task_elapsed_ms.p50.toFixed(1)} · p95 ${m.task_elapsed_ms.p95.toFixed(1)} · run ${(m.elapsed_ms / 1000).toFixed(2)} s`);
    if (m.llm) {
      const t = m.llm.totals;
      const promptCache =
        t.prompt_cache_read_tokens !== undefined || t.prompt_cache_write_tokens !== undefined
          ? ` (prompt cache: ${t.prompt_cache_read_tokens ?? 0} read, ${t.prompt_cache_write_tokens ?? 0} written)`
          : '';
      const cost = t.cost_usd === undefined ? '' : ` · cost $${t.cost_usd.toFixed(4)}`;
      w(
        `  llm: ${t.calls} calls (${t.cache_hits} from cache) · fresh tokens ${t.prompt_tokens} prompt${promptCache} + ${t.completion_tokens} completion · cached ${t.cached_prompt_tokens} + ${t.cached_completion_tokens} · model time ${(t.llm_ms / 1000).toFixed(1)} s · retries ${t.retries} · failures ${t.failures}${cost}`,
      );
    }
    if (m.faults.length || m.dropped_frames || m.slow_consumers) {
      w(
        `  faults: ${m.faults.length} agents lost (${m.faults.map((f) => `${f.agent}:${f.cause}${f.recovery_ms === null ? ' not recovered' : ` ${f.recovery_ms.toFixed(0)} ms`}`).join(', ')}) · dropped frames ${m.dropped_frames} · slow consumers ${m.slow_consumers} · tasks re-run ${m.tasks_rerun}`,
      );
    }
    if (m.storm) {
      const pct = (r: { success_rate: number | null; attempts: number }) =>
        r.success_rate === null ? '–' : `${(100 * r.success_rate).toFixed(0)}% of ${r.attempts}`;
      w(
        `  storm: ${m.storm.kills.length} kills · success before ${pct(m.storm.before)} · during ${pct(m.storm.during)} · after ${pct(m.storm.after)} · recovery p50 ${m.storm.recovery_ms?.p50.toFixed(0) ?? '–'} ms, max ${m.storm.recovery_ms?.max.toFixed(0) ?? '–'} ms · tasks re-run ${m.storm.tasks_rerun}`,
      );
    }
    w('');
    w('  level  tasks  scored  correct  gaia_score');
    const row = (name: string, s: { tasks: number; scored: number; correct: number; gaia_score: number }): void =>
      w(
        `  ${name.padEnd(5)}  ${String(s.tasks).padStart(5)}  ${String(s.scored).padStart(6)}  ${String(s.correct).padStart(7)}  ${s.gaia_score.toFixed(3).padStart(10)}`,
      );
    for (const [level, s] of Object.entries(m.by_level)) row(level, s);
    row('all', { tasks: m.tasks, scored: m.scored, correct: m.correct, gaia_score: m.gaia_score });
    w(`\n  tags: ${TAGS.map((t) => `${t}=${m.tags[t]}`).join(' ')}`);
    w('');
    for (const [name, path] of Object.entries(paths)) w(`${`${name}:`.padEnd(12)}${path}`);
  }

  private line(text: string): void {
    this.clearLive();
    this.out.write(`${text}\n`);
  }

  private status(): void {
    this.out.write(`\r\x1b[2K${this.statusText()}`);
    this.live = true;
  }

  private clearLive(): void {
    if (this.live) this.out.write('\r\x1b[2K');
    this.live = false;
  }
}
