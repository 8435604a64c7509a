import { elementScroll, observeElementOffset, observeElementRect, Virtualizer } from '@tanstack/virtual-core';
import { html } from 'htm/preact';
import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
import type { TaskPage, TaskRow } from '../task-table.js';
import { runPath, type DataSource } from './api-client.js';
import { bytes, href, ms, num } from './format.js';

const ROW_HEIGHT = 30;
const PAGE = 200;

type Page = TaskPage & { facets: Record<string, Record<string, number>> };
interface Filters {
  tag: string;
  level: string;
  question_type: string;
  resolution_type: string;
  q: string;
  sort: string;
  order: 'asc' | 'desc';
}

interface Column {
  key: keyof TaskRow;
  label: string;
  /** A CSS grid track. */
  width: string;
  numeric?: boolean;
  cell: (r: TaskRow) => unknown;
}

const text = (v: string | null) => html`<div title=${v ?? ''}>${v ?? '–'}</div>`;
const right = (v: unknown) => html`<div class="n">${v}</div>`;
const mono = (v: string | null) => html`<div class="mono" title=${v ?? ''}>${v ?? '–'}</div>`;

const COLUMNS: Column[] = [
  { key: 'n', label: '#', width: '50px', numeric: true, cell: (r) => right(r.n + 1) },
  { key: 'task_id', label: 'task', width: '110px', cell: (r) => html`<div class="mono" title=${r.task_id}>${r.task_id.slice(0, 12)}</div>` },
  { key: 'level', label: 'lvl', width: '36px', numeric: true, cell: (r) => right(r.level ?? '–') },
  { key: 'tag', label: 'tag', width: '120px', cell: (r) => html`<div><span class=${`tag tag-${r.tag}`}>${r.tag}</span></div>` },
  { key: 'question_type', label: 'question type', width: '130px', cell: (r) => mono(r.question_type) },
  { key: 'resolution_type', label: 'resolution', width: '110px', cell: (r) => mono(r.resolution_type) },
  { key: 'question', label: 'question', width: 'minmax(200px, 3fr)', cell: (r) => text(r.question) },
  { key: 'answer', label: 'answer', width: 'minmax(80px, 1fr)', cell: (r) => text(r.answer) },
  { key: 'expected', label: 'expected', width: 'minmax(80px, 1fr)', cell: (r) => text(r.expected) },
  { key: 'elapsed_ms', label: 'time', width: '76px', numeric: true, cell: (r) => right(ms(r.elapsed_ms)) },
  { key: 'bytes_tx', label: 'bytes tx', width: '80px', numeric: true, cell: (r) => right(bytes(r.bytes_tx)) },
  { key: 'pkt_cnt', label: 'pkts', width: '44px', numeric: true, cell: (r) => right(r.pkt_cnt) },
  { key: 'token_sum', label: 'tokens', width: '64px', numeric: true, cell: (r) => right(num(r.token_sum)) },
];
/** Shown only when some task of the run has a value for them (a run with traces, or a planner). */
const OPTIONAL = new Set<keyof TaskRow>(['question_type', 'resolution_type']);

/**
 * The run's tasks: filtered, sorted and paged by the server (or the
 * embedded report), and virtualised: only the rows in view are in the
 * DOM, and only the pages they fall in are fetched.
 */
export function TaskTableView({ source, run }: { source: DataSource; run: string }) {
  const [filters, setFilters] = useState<Filters>({ tag: '', level: '', question_type: '', resolution_type: '', q: '', sort: '', order: 'asc' });
  const [meta, setMeta] = useState<{ total: number; facets: Page['facets'] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const rows = useRef(new Map<number, TaskRow>());
  const pending = useRef(new Set<number>());
  const generation = useRef(0);
  const scroller = useRef<HTMLDivElement>(null);

  const fetchPage = (start: number): void => {
    if (pending.current.has(start)) return;
    pending.current.add(start);
    const gen = generation.current;
    source
      .get<Page>(`${runPath(run)}/tasks`, { offset: start, limit: PAGE, ...filters, order: filters.order === 'desc' ? 'desc' : undefined })
      .then((page) => {
        if (gen !== generation.current) return;
        page.rows.forEach((r, i) => rows.current.set(start + i, r));
        setMeta((m) => (m && m.total === page.total ? m : { total: page.total, facets: m?.facets ?? page.facets }));
        redraw(0);
      })
      .catch((err: unknown) => setError(err instanceof Error ? err.message : String(err)));
  };

  // A change of filters or order starts over: a new generation, no rows, the first page.
  useEffect(() => {
    generation.current += 1;
    rows.current = new Map();
    pending.current = new Set();
    setMeta((m) => (m ? { total: m.total, facets: m.facets } : m));
    fetchPage(0);
    scroller.current?.scrollTo({ top: 0 });
  }, [run, filters]);

  const virtualizer = useMemo(
    () =>
      new Virtualizer<HTMLDivElement, HTMLDivElement>({
        count: 0,
        getScrollElement: () => scroller.current,
        estimateSize: () => ROW_HEIGHT,
        overscan: 10,
        scrollToFn: elementScroll,
        observeElementRect,
        observeElementOffset,
        onChange: () => redraw(0),
      }),
    [],
  );
  virtualizer.setOptions({ ...virtualizer.options, count: meta?.total ?? 0 });
  useLayoutEffect(() => virtualizer._didMount(), []);
  useLayoutEffect(() => virtualizer._willUpdate());
  const items = virtualizer.getVirtualItems();
  useEffect(() => {
    for (const it of items) if (!rows.current.has(it.index)) fetchPage(Math.floor(it.index / PAGE) * PAGE);
  });

  const columns = COLUMNS.filter((c) => !OPTIONAL.has(c.key) || Object.keys(meta?.facets[c.key] ?? {}).length > 0);
  const grid = `grid-template-columns:${columns.map((c) => c.width).join(' ')}`;
  const set = (patch: Partial<Filters>): void => setFilters((f) => ({ ...f, ...patch }));
  const sortBy = (key: string): void => set(filters.sort === key ? { order: filters.order === 'asc' ? 'desc' : 'asc' } : { sort: key, order: 'asc' });
  const facet = (name: string, label: string) => {
    const values = Object.entries(meta?.facets[name] ?? {});
    if (values.length === 0) return null;
    const key = name as keyof Filters;
    return html`<label
      >${label}
      <select value=${filters[key]} onChange=${(e: Event) => set({ [key]: (e.target as HTMLSelectElement).value } as Partial<Filters>)}>
        <option value="">all</option>
        ${values.map(([v, n]) => html`<option value=${v}>${v} (${n})</option>`)}
      </select></label
    >`;
  };
  return html`<section class="tasks">
    <div class="filters">
      ${facet('tag', 'tag')} ${facet('level', 'level')} ${facet('question_type', 'question type')} ${facet('resolution_type', 'resolution')}
      <label
        >search
        <input type="search" placeholder="id, question, answer" value=${filters.q} onInput=${(e: Event) => set({ q: (e.target as HTMLInputElement).value })}
      /></label>
      <button
        data-testid="failures-first"
        class=${filters.sort === 'failures' ? 'on' : ''}
        onClick=${() => set({ sort: filters.sort === 'failures' ? '' : 'failures', order: 'asc' })}
      >
        Failures first
      </button>
      <span class="count">${meta ? `${num(meta.total)} tasks` : 'loading…'}</span>
    </div>
    ${error && html`<p class="error">${error}</p>`}
    <div class="trow thead" style=${grid}>
      ${columns.map(
        (c) =>
          html`<div class=${c.numeric ? 'n sortable' : 'sortable'} onClick=${() => sortBy(c.key)}>
            ${c.label}${filters.sort === c.key ? (filters.order === 'asc' ? ' ▲' : ' ▼') : ''}
          </div>`,
      )}
    </div>
    <div class="tscroll" ref=${scroller} data-testid="task-table">
      <div style=${`height:${virtualizer.getTotalSize()}px;position:relative`}>
        ${items.map((it) => {
          const r = rows.current.get(it.index);
          const style = `${grid};position:absolute;top:0;left:0;right:0;height:${ROW_HEIGHT}px;transform:translateY(${it.start}px)`;
          if (!r) return html`<div key=${it.key} class="trow placeholder" style=${style}><div>…</div></div>`;
          return html`<a
            key=${it.key}
            class="trow"
            style=${style}
            href=${href({ view: 'task', run, task: r.task_id })}
            data-testid="task-row"
            data-task-id=${r.task_id}
            data-tag=${r.tag}
          >
            ${columns.map((c) => c.cell(r))}
          </a>`;
        })}
      </div>
    </div>
  </section>`;
}
