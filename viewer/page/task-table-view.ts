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

const COLUMNS: { key: keyof TaskRow; label: string; numeric?: boolean }[] = [
  { key: 'n', label: '#', numeric: true },
  { key: 'task_id', label: 'task' },
  { key: 'level', label: 'lvl', numeric: true },
  { key: 'tag', label: 'tag' },
  { key: 'question', label: 'question' },
  { key: 'answer', label: 'answer' },
  { key: 'expected', label: 'expected' },
  { key: 'elapsed_ms', label: 'time', numeric: true },
  { key: 'bytes_tx', label: 'bytes tx', numeric: true },
  { key: 'pkt_cnt', label: 'pkts', numeric: true },
  { key: 'token_sum', label: 'tokens', numeric: true },
];

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
    <div class="trow thead">
      ${COLUMNS.map(
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
          const style = `position:absolute;top:0;left:0;right:0;height:${ROW_HEIGHT}px;transform:translateY(${it.start}px)`;
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
            <div class="n">${r.n + 1}</div>
            <div class="mono" title=${r.task_id}>${r.task_id.slice(0, 12)}</div>
            <div class="n">${r.level ?? '–'}</div>
            <div><span class=${`tag tag-${r.tag}`}>${r.tag}</span></div>
            <div title=${r.question}>${r.question}</div>
            <div title=${r.answer ?? ''}>${r.answer ?? '–'}</div>
            <div title=${r.expected ?? ''}>${r.expected ?? '–'}</div>
            <div class="n">${ms(r.elapsed_ms)}</div>
            <div class="n">${bytes(r.bytes_tx)}</div>
            <div class="n">${r.pkt_cnt}</div>
            <div class="n">${num(r.token_sum)}</div>
          </a>`;
        })}
      </div>
    </div>
  </section>`;
}
