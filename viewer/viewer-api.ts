import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { basename } from 'node:path';
import { LEARNING_FILE } from '../hub/learning-cycles.js';
import { ARCHIVE_FILE, GAPS_FILE, RESULTS_FILE } from '../hub/run-store.js';
import { createAdapter } from '../protocols/registry.js';
import type { Packet } from '../wire/packet.js';
import type { ProtocolAdapter } from '../wire/protocol-adapter.js';
import { ArchiveIndex, baseTaskId } from './archive-index.js';
import { checkSegment, containedRealPath } from './contained-path.js';
import { JsonlIndex } from './jsonl-index.js';
import { RequestError } from './request-error.js';
import { COMPARISON_FILE, RunCatalog } from './run-catalog.js';
import { facets, pageOf, queryTasks, taskRowOf, type TaskQuery, type TaskRow } from './task-table.js';
import { buildTimeline, type Timeline } from './timeline.js';
import { compareRuns } from './run-pair.js';
import { scorerAccount } from './scorer-account.js';

/** Where a run's traces would be (written by the learning loop; absent until it exists). */
export const TRACES_FILE = 'traces.jsonl';

interface RunState {
  results: Promise<JsonlIndex<TaskRow>>;
  traces: Promise<JsonlIndex<null> | null>;
  /** Built on first use (see `archiveOf`); null when the run has no archive. */
  archive: Promise<ArchiveIndex | null> | null;
  archivePath: string | null;
  adapter: ProtocolAdapter | null | undefined;
}

/**
 * The viewer's JSON API over one root folder, independent of HTTP: `get`
 * takes the path's segments (already percent-decoded) and the query, and
 * returns the body or throws a RequestError. Read-only. Per run, the task
 * table (a small row per task) is built on first use; the artifacts
 * archive is indexed on first use (see ArchiveIndex) into `cacheDir`.
 */
export class ViewerApi {
  readonly catalog: RunCatalog;
  private readonly runs = new Map<string, RunState>();
  private readonly cacheDir: string;

  constructor(realRoot: string, options: { cacheDir?: string } = {}) {
    this.catalog = new RunCatalog(realRoot);
    this.cacheDir = options.cacheDir ?? mkdtempSync(join(tmpdir(), 'gaia-mesh-view-'));
  }

  async get(segments: string[], query: URLSearchParams): Promise<unknown> {
    const [head, run, sub, taskId, leaf, ...extra] = segments;
    if (head === 'runs' && run === undefined) return { runs: this.catalog.list() };
    if (head === 'compare' && run === undefined) return this.comparePair(query);
    if (head !== 'runs' || extra.length > 0)
      throw new RequestError(404, `no API at /api/${segments.join('/')}: see the README's "Viewing runs" for the routes`);
    const id = checkRunId(run!);
    if (sub === undefined) return this.runSummary(id);
    if (sub === 'gaps' && taskId === undefined) return this.gaps(id, query);
    if (sub !== 'tasks') throw new RequestError(404, `no API at /api/runs/${id}/${sub}`);
    if (taskId === undefined) return this.taskPage(id, query);
    checkSegment(taskId);
    if (leaf === undefined) return this.taskDetail(id, taskId);
    if (leaf === 'timeline') return this.timeline(id, taskId);
    throw new RequestError(404, `no API at …/tasks/${taskId}/${leaf}`);
  }

  /**
   * The run's summary (metrics.json less per_task, the config); a
   * comparison's comparison.json; a learning folder's learning.json, with
   * `cycle_runs[i]` the run id of its cycle i's folder (null when that
   * folder is not under it). Each with its catalog entry (`runs` for the last two).
   */
  runSummary(id: string): unknown {
    const entry = this.catalog.list().find((r) => r.id === id);
    if (!entry) throw notFound(id);
    if (entry.kind === 'run') return { entry, summary: this.catalog.summary(id) };
    const path = containedRealPath(this.catalog.realRoot, join(this.catalog.dirOf(id)!, entry.kind === 'comparison' ? COMPARISON_FILE : LEARNING_FILE));
    const body = path ? (JSON.parse(readFileSync(path, 'utf8')) as unknown) : null;
    if (entry.kind === 'comparison') return { entry, comparison: body };
    const cycles = (body as { cycles?: { run_dir?: unknown }[] } | null)?.cycles ?? [];
    const runOf = (dir: unknown): string | null =>
      typeof dir === 'string' ? ((entry.runs ?? []).find((r) => r.split('/').pop() === basename(dir)) ?? null) : null;
    return { entry, learning: body, cycle_runs: cycles.map((c) => runOf(c.run_dir)) };
  }

  /** One page of a run's gaps.jsonl: `{ total, offset, limit, records }`. */
  gaps(id: string, query: URLSearchParams): unknown {
    const { rows, ...page } = pageOf(this.gapRecords(id), int(query.get('offset'), 0), int(query.get('limit'), 100));
    return { ...page, records: rows };
  }

  /** Every record of a run's gaps.jsonl (the gap store as that run left it), in file order; a line that does not parse is skipped. */
  gapRecords(id: string): unknown[] {
    const entry = this.catalog.list().find((r) => r.id === id);
    if (!entry) throw notFound(id);
    const path = containedRealPath(this.catalog.realRoot, join(this.catalog.dirOf(id)!, GAPS_FILE));
    if (!path) {
      const where =
        entry.kind === 'learning'
          ? `: a learning folder's records are in each cycle's run (${(entry.runs ?? []).join(', ')})`
          : " (a run of the learning loop writes one, with the gap store's records at its end)";
      throw new RequestError(404, `run ${id} has no ${GAPS_FILE}${where}`);
    }
    return readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line) => {
        try {
          return line ? [JSON.parse(line) as unknown] : [];
        } catch {
          return [];
        }
      });
  }

  async taskPage(id: string, query: URLSearchParams): Promise<unknown> {
    const state = this.state(id);
    const index = await state.results;
    // Index the archive in the background once the table has its rows: a task's timeline is then ready at the first click.
    if (!state.archive && state.archivePath) setImmediate(() => void this.archiveOf(state).catch(() => null));
    const q: TaskQuery = {
      offset: int(query.get('offset'), 0),
      limit: int(query.get('limit'), 100),
      ...pick(query, ['tag', 'level', 'question_type', 'resolution_type', 'q', 'sort']),
      ...(query.get('order') === 'desc' ? { order: 'desc' as const } : {}),
    };
    return { ...queryTasks(index.rows, q), facets: facets(index.rows) };
  }

  /** The task's result row, its trace (null until the run has traces), and each agent's workspace lines and memory. */
  async taskDetail(id: string, taskId: string): Promise<unknown> {
    const state = this.state(id);
    const result = (await state.results).read(taskId);
    if (!result) throw new RequestError(404, `run ${id} has no task ${taskId}`);
    const traces = await state.traces;
    const archive = await this.archiveOf(state).catch(() => null);
    const workspace = archive
      ? archive.linesOf(taskId).map((a) => ({
          agent: a.agent,
          log: a.log.map(logSummary),
          tasks: a.tasks.map((t) => JSON.parse(t) as unknown),
          memory: archive.memory.get(a.agent) ?? null,
        }))
      : null;
    const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
    const scorer = scorerAccount(str(result.answer), str(result.expected), typeof result.correct === 'boolean' ? result.correct : null);
    return { result, scorer, trace: traces?.read(taskId) ?? null, workspace, archive: archive ? 'indexed' : 'missing' };
  }

  async timeline(id: string, taskId: string): Promise<Timeline & { archive: 'indexed' | 'missing' }> {
    const state = this.state(id);
    const result = (await state.results).read(taskId);
    if (!result) throw new RequestError(404, `run ${id} has no task ${taskId}`);
    const archive = await this.archiveOf(state).catch(() => null);
    const sent = typeof result.init_sent_mono_ms === 'number' ? result.init_sent_mono_ms : null;
    const adapter = this.adapterOf(id, state);
    const measure = (p: Packet): number | null => {
      try {
        return adapter ? adapter.measureHeader(adapter.encode(p), p) : null;
      } catch {
        return null;
      }
    };
    return { ...buildTimeline(baseTaskId(taskId), archive ? archive.linesOf(taskId) : [], sent, measure), archive: archive ? 'indexed' : 'missing' };
  }

  async comparePair(query: URLSearchParams): Promise<unknown> {
    const a = checkRunId(query.get('a') ?? '');
    const b = checkRunId(query.get('b') ?? '');
    const [ra, rb] = await Promise.all([this.state(a).results, this.state(b).results]);
    return compareRuns({ id: a, rows: ra.rows }, { id: b, rows: rb.rows }, int(query.get('offset'), 0), int(query.get('limit'), 200));
  }

  /** Wait for every archive being indexed, then remove the spill files. */
  async close(): Promise<void> {
    await Promise.all([...this.runs.values()].map((s) => s.archive?.catch(() => null)));
    for (const s of this.runs.values()) (await s.archive?.catch(() => null))?.close();
    rmSync(this.cacheDir, { recursive: true, force: true });
  }

  private state(id: string): RunState {
    let s = this.runs.get(id);
    if (s) return s;
    const dir = this.catalog.dirOf(id);
    if (!dir) throw notFound(id);
    const file = (name: string): string | null => containedRealPath(this.catalog.realRoot, join(dir, name));
    const results = file(RESULTS_FILE);
    if (!results) throw new RequestError(404, `run ${id} has no ${RESULTS_FILE} (a comparison folder lists its runs in /api/runs)`);
    const traces = file(TRACES_FILE);
    const archive = file(ARCHIVE_FILE);
    s = {
      results: JsonlIndex.build(
        results,
        (() => {
          let n = 0;
          return (v: Record<string, unknown>) => taskRowOf(n++, v);
        })(),
      ),
      traces: traces ? JsonlIndex.build(traces, () => null) : Promise.resolve(null),
      archive: null,
      archivePath: archive,
      adapter: undefined,
    };
    this.runs.set(id, s);
    return s;
  }

  private archiveOf(s: RunState): Promise<ArchiveIndex | null> {
    s.archive ??= s.archivePath ? ArchiveIndex.build(s.archivePath, join(this.cacheDir, String([...this.runs.values()].indexOf(s)))) : Promise.resolve(null);
    return s.archive;
  }

  private adapterOf(id: string, s: RunState): ProtocolAdapter | null {
    if (s.adapter !== undefined) return s.adapter;
    const protocol = (this.catalog.summary(id)?.config as { protocol?: unknown } | null)?.protocol;
    try {
      s.adapter = typeof protocol === 'string' ? createAdapter(protocol, { nodeId: 'viewer', secret: '00'.repeat(32) }) : null;
    } catch {
      s.adapter = null;
    }
    return s.adapter;
  }
}

function checkRunId(id: string): string {
  if (id === '' || id.split('/').some((s) => s === '..' || s === '.' || s === '') || id.includes('\\') || id.includes('\0') || id.startsWith('/')) {
    throw new RequestError(400, `"${id}" is not a run id: take one from /api/runs`);
  }
  return id;
}

function notFound(id: string): RequestError {
  return new RequestError(404, `no run "${id}" under the viewer's folder: take an id from /api/runs`);
}

function int(v: string | null, fallback: number): number {
  const n = v === null ? NaN : Number(v);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
}

function pick(query: URLSearchParams, keys: (keyof TaskQuery)[]): Partial<TaskQuery> {
  return Object.fromEntries(keys.flatMap((k) => (query.get(k) ? [[k, query.get(k)!]] : [])));
}

/** An agent.log line for the workspace view: its stamps, direction, size and the packet's head (the body is in the timeline). */
function logSummary(text: string): unknown {
  try {
    const l = JSON.parse(text) as { at_ms: number; mono_ms?: number; dir: string; bytes: number; packet: Packet };
    return {
      at_ms: l.at_ms,
      mono_ms: l.mono_ms ?? null,
      dir: l.dir,
      bytes: l.bytes,
      type: l.packet.type,
      sender: l.packet.sender,
      task_id: l.packet.task_id,
      token_used: l.packet.token_used,
    };
  } catch {
    return { unreadable: text.slice(0, 200) };
  }
}
