import { compareRuns } from '../run-pair.js';
import { facets, pageOf, queryTasks, type TaskRow } from '../task-table.js';
import type { EmbeddedReport } from '../report-data.js';

/**
 * Where the page gets its data: the server's JSON API, or (in a --static
 * report) the data embedded in the page, answered by the same pure
 * functions the server uses, so both give the same shapes.
 */
export interface DataSource {
  readonly embedded: boolean;
  get<T>(path: string, query?: Record<string, string | number | undefined>): Promise<T>;
}

declare global {
  interface Window {
    __GAIA_MESH_REPORT__?: EmbeddedReport;
  }
}

export function dataSource(): DataSource {
  const report = window.__GAIA_MESH_REPORT__;
  return report ? embeddedSource(report) : httpSource();
}

export const runPath = (id: string): string => `/api/runs/${encodeURIComponent(id)}`;

function httpSource(): DataSource {
  return {
    embedded: false,
    async get<T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<T> {
      const qs = new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])));
      const res = await fetch(`${path}${qs.size ? `?${qs}` : ''}`);
      const body = (await res.json()) as T & { error?: string };
      if (!res.ok) throw new Error(body.error ?? `${res.status} ${res.statusText}`);
      return body;
    },
  };
}

function embeddedSource(report: EmbeddedReport): DataSource {
  return {
    embedded: true,
    async get<T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<T> {
      const str = (k: string): string | undefined => (query[k] === undefined || query[k] === '' ? undefined : String(query[k]));
      const parts = path.split('/').slice(2).map(decodeURIComponent);
      const [head, run, sub, task, leaf] = parts;
      if (head === 'runs' && run === undefined) return { runs: report.runs } as T;
      if (head === 'compare') {
        const rows = (id: string | undefined): TaskRow[] => report.rows[id ?? ''] ?? [];
        return compareRuns(
          { id: str('a') ?? '', rows: rows(str('a')) },
          { id: str('b') ?? '', rows: rows(str('b')) },
          Number(str('offset') ?? 0),
          Number(str('limit') ?? 200),
        ) as T;
      }
      if (head === 'runs' && run !== undefined && sub === undefined) {
        const found = report.summaries[run];
        if (!found) throw new Error(`run ${run} is not in this report`);
        return found as T;
      }
      if (head === 'runs' && run !== undefined && sub === 'gaps' && task === undefined) {
        const records = report.gaps?.[run];
        if (!records) throw new Error(`run ${run} has no gaps.jsonl in this report`);
        const { rows, ...page } = pageOf(records, Number(str('offset') ?? 0), Number(str('limit') ?? 100));
        return { ...page, records: rows } as T;
      }
      if (head === 'runs' && run !== undefined && sub === 'tasks' && task === undefined) {
        const rows = report.rows[run] ?? [];
        const opt = (k: string): Record<string, string> => (str(k) ? { [k]: str(k)! } : {});
        const page = queryTasks(rows, {
          offset: Number(str('offset') ?? 0),
          limit: Number(str('limit') ?? 100),
          ...opt('tag'),
          ...opt('level'),
          ...opt('q'),
          ...opt('sort'),
          ...opt('question_type'),
          ...opt('resolution_type'),
          ...(str('order') === 'desc' ? { order: 'desc' as const } : {}),
        });
        return { ...page, facets: facets(rows) } as T;
      }
      if (run !== undefined && task !== undefined) {
        const found = report.tasks[run]?.[task];
        if (!found)
          throw new Error(
            `task ${task} is not in this report: a static report embeds the details of its first ${report.detail_limit} tasks, failures first; run \`npm run view\` on the run for the rest`,
          );
        return (leaf === 'timeline' ? found.timeline : found.detail) as T;
      }
      throw new Error(`nothing at ${path} in this report`);
    },
  };
}
