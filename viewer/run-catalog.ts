import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { ARCHIVE_FILE, CONFIG_FILE, METRICS_FILE, RESULTS_FILE } from '../hub/run-store.js';
import { LEARNING_FILE, type CyclesReport } from '../hub/learning-cycles.js';
import type { RunMetrics } from '../hub/results.js';
import { containedRealPath } from './contained-path.js';

export const COMPARISON_FILE = 'comparison.json';

/** How deep under PATH runs are looked for (results/<comparison>/<label> is 2). */
const SCAN_DEPTH = 3;
const SKIPPED_DIRS = new Set(['node_modules', 'workspaces', 'dist']);

/** One row of `GET /api/runs`: a run directory or a comparison directory found under PATH. */
export interface RunEntry {
  /** Opaque, stable key for the API: the path relative to PATH with `/`, or PATH's own name for PATH itself. */
  id: string;
  /** `learning`: a `--cycles` run's parent folder (learning.json, one run per cycle under it). */
  kind: 'run' | 'comparison' | 'learning';
  started_at: string | null;
  protocol: string | null;
  routing: string | null;
  engine: string | null;
  transport: string | null;
  tasks: number | null;
  tasks_total: number | null;
  gaia_score: number | null;
  bytes_tx: number | null;
  partial: boolean | null;
  has_archive: boolean;
  has_storm: boolean;
  /** A run whose metrics.json has `learning` (a run of the learning loop, or one cycle of it). */
  has_learning: boolean;
  /** Comparison and learning only: the ids of its runs (one per protocol × routing × engine; one per cycle). */
  runs?: string[];
}

/** metrics.json without its per-task rows (those are read from results.jsonl, paged). */
export type RunSummary = Omit<RunMetrics, 'per_task'> & { config: unknown };

interface Cached {
  stamp: string;
  entry: RunEntry;
  summary: RunSummary | null;
}

/**
 * The runs under one root, found by a shallow scan (depth SCAN_DEPTH) each
 * time `list` is called. A directory is a run when it holds metrics.json
 * or results.jsonl, a comparison when it holds comparison.json, a learning
 * folder when it holds learning.json; the last two list the runs directly
 * under them, and a learning folder takes its run's facts from its first
 * cycle and its score from its last. Directories
 * whose real path (symlinks followed) leaves the root are not listed, so
 * they cannot be served. Summaries are cached by the files' mtimes.
 */
export class RunCatalog {
  private readonly cache = new Map<string, Cached>();
  private dirs = new Map<string, string>();

  constructor(readonly realRoot: string) {}

  list(): RunEntry[] {
    this.dirs = new Map();
    const out: RunEntry[] = [];
    const visit = (dir: string, depth: number): void => {
      const real = containedRealPath(this.realRoot, dir);
      if (!real) return;
      const rel = relative(this.realRoot, real);
      const id = rel === '' ? basename(this.realRoot) : rel.split(sep).join('/');
      const entry = this.entryOf(id, real);
      if (entry) {
        this.dirs.set(id, real);
        out.push(entry);
      }
      if (depth >= SCAN_DEPTH) return;
      let names: string[];
      try {
        names = readdirSync(real, { withFileTypes: true })
          .filter((d) => (d.isDirectory() || d.isSymbolicLink()) && !d.name.startsWith('.') && !SKIPPED_DIRS.has(d.name))
          .map((d) => d.name)
          .sort();
      } catch {
        return;
      }
      for (const name of names) visit(join(real, name), depth + 1);
    };
    visit(this.realRoot, 0);
    for (const e of out) {
      if (e.kind === 'run') continue;
      const prefix = e.id === basename(this.realRoot) ? '' : `${e.id}/`;
      const runs = out.filter((r) => r.kind === 'run' && r.id.startsWith(prefix) && r.id !== e.id && !r.id.slice(prefix.length).includes('/'));
      e.runs = runs.map((r) => r.id);
      if (e.kind === 'learning' && runs[0]) {
        const { started_at, protocol, routing, engine, transport } = runs[0];
        Object.assign(e, { started_at, protocol, routing, engine, transport, bytes_tx: runs.reduce((n, r) => n + (r.bytes_tx ?? 0), 0) });
      }
    }
    return out;
  }

  /** The real directory of run `id`, or null when PATH holds no such run (listing first if needed). */
  dirOf(id: string): string | null {
    if (!this.dirs.has(id)) this.list();
    return this.dirs.get(id) ?? null;
  }

  /** metrics.json less per_task, with the resolved config; null when the run has no metrics yet. */
  summary(id: string): RunSummary | null {
    const dir = this.dirOf(id);
    if (!dir) return null;
    this.entryOf(id, dir);
    return this.cache.get(dir)?.summary ?? null;
  }

  private entryOf(id: string, dir: string): RunEntry | null {
    const file = (name: string): string | null => containedRealPath(this.realRoot, join(dir, name));
    const comparison = file(COMPARISON_FILE);
    const learning = file(LEARNING_FILE);
    const metrics = file(METRICS_FILE);
    const results = file(RESULTS_FILE);
    if (!comparison && !learning && !metrics && !results) return null;
    const stamp = [comparison, learning, metrics, results].map((f) => (f ? statSync(f).mtimeMs : 0)).join(':');
    const hit = this.cache.get(dir);
    if (hit && hit.stamp === stamp && hit.entry.id === id) return { ...hit.entry };
    const built = comparison
      ? { entry: comparisonEntry(id, comparison), summary: null }
      : learning
        ? { entry: learningEntry(id, learning), summary: null }
        : runEntry(id, metrics, file(CONFIG_FILE), file(ARCHIVE_FILE) !== null);
    this.cache.set(dir, { stamp, ...built });
    return { ...built.entry };
  }
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * metrics.json without its per_task rows, which are most of a long run's
 * file (the table reads them from results.jsonl): the rows are cut out of
 * the text (written by RunStore.writeMetrics, two-space indented) before
 * parsing, so a 10,000-task run's summary does not build 10,000 objects.
 * Falls back to a full parse when the text is not laid out that way.
 */
export function readMetricsSummary(path: string): Omit<RunMetrics, 'per_task'> | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return null;
  }
  const key = '\n  "per_task": ';
  const at = text.indexOf(key);
  if (at !== -1) {
    const open = at + key.length;
    const close = text.startsWith('[]', open) ? open + 2 : text.indexOf('\n  ]', open) + 4;
    if (close > open) {
      try {
        return JSON.parse(text.slice(0, at).replace(/,\s*$/, '') + text.slice(close)) as Omit<RunMetrics, 'per_task'>;
      } catch {
        // Not the layout expected: parse it whole.
      }
    }
  }
  try {
    const { per_task: _rows, ...rest } = JSON.parse(text) as RunMetrics;
    void _rows;
    return rest;
  } catch {
    return null;
  }
}

function comparisonEntry(id: string, path: string): RunEntry {
  const c = (readJson(path) ?? {}) as { tasks?: number; run_id?: string };
  return { ...blank(id, 'comparison'), tasks: c.tasks ?? null };
}

function learningEntry(id: string, path: string): RunEntry {
  const l = (readJson(path) ?? {}) as Partial<CyclesReport>;
  return { ...blank(id, 'learning'), tasks: l.tasks ?? null, gaia_score: l.cycles?.at(-1)?.gaia_score ?? null };
}

function runEntry(id: string, metricsPath: string | null, configPath: string | null, hasArchive: boolean): { entry: RunEntry; summary: RunSummary | null } {
  const m = metricsPath ? readMetricsSummary(metricsPath) : null;
  let config: Record<string, unknown> | null;
  try {
    config = configPath ? (parseYaml(readFileSync(configPath, 'utf8')) as Record<string, unknown>) : null;
  } catch {
    config = null;
  }
  const entry: RunEntry = { ...blank(id, 'run'), has_archive: hasArchive };
  if (!m) return { entry: { ...entry, protocol: str(config?.protocol), routing: str(config?.routing) }, summary: null };
  Object.assign(entry, {
    started_at: m.started_at ?? null,
    protocol: m.protocol ?? null,
    routing: m.routing ?? null,
    engine: m.engine ?? null,
    transport: str((config?.transport as { kind?: unknown } | undefined)?.kind ?? config?.transport) ?? 'tcp',
    tasks: m.tasks ?? null,
    tasks_total: m.tasks_total ?? null,
    gaia_score: m.gaia_score ?? null,
    bytes_tx: m.bytes_tx ?? null,
    partial: m.partial ?? null,
    has_storm: m.storm !== undefined,
    has_learning: m.learning !== undefined,
  });
  return { entry, summary: { ...m, config } };
}

function str(v: unknown): string | null {
  return typeof v === 'string' ? v : null;
}

function blank(id: string, kind: RunEntry['kind']): RunEntry {
  return {
    id,
    kind,
    started_at: null,
    protocol: null,
    routing: null,
    engine: null,
    transport: null,
    tasks: null,
    tasks_total: null,
    gaia_score: null,
    bytes_tx: null,
    partial: null,
    has_archive: false,
    has_storm: false,
    has_learning: false,
  };
}
