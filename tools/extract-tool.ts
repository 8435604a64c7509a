import type { SearchDocs } from '../core/packet.js';
import { Bm25Index, roundScore } from './bm25.js';
import { rowText, tableOf } from './table.js';
import { countWords, sentences, terms } from './text.js';
import type { TaskView, Tool, ToolResult } from './tool.js';

export interface ExtractOptions {
  /** Most candidate sentences emitted. */
  maxSentences: number;
  /** Tables with at most this many rows are emitted whole (so the reasoner can count and compare). */
  wholeTableRows: number;
  /** Most rows emitted from a larger table, ranked by BM25. */
  maxRows: number;
}

export const DEFAULT_EXTRACT: ExtractOptions = { maxSentences: 12, wholeTableRows: 60, maxRows: 25 };

type Event = { kind: string; text: string; chunk: number; score: number };

/**
 * extract: candidate evidence for the question. From a table document it
 * emits rows as "column: value; …" (all of a small table, the best-matching
 * rows of a large one); from prose, the sentences of the searched passages
 * ranked by BM25 against the question.
 */
export class ExtractTool implements Tool {
  readonly name = 'extract';
  readonly trigger = 'search_docs' as const;
  readonly uses = [] as const;
  readonly produces = 'events' as const;

  constructor(private readonly options: ExtractOptions = DEFAULT_EXTRACT) {}

  async run(task: TaskView): Promise<ToolResult> {
    const search = task.received.get('search_docs') as SearchDocs | undefined;
    if (!search) return { ok: false, error: 'extract ran without search_docs', usage: { input_tokens: 0, output_tokens: 0 } };
    const query = terms(task.question);
    const table = tableOf(task.file_name, task.chunks.join(''));
    let events: Event[];
    let read = countWords(task.question);
    if (table) {
      read += task.chunks.reduce((n, c) => n + countWords(c), 0);
      const texts = table.rows.map(rowText);
      const index = new Bm25Index(texts.map((t) => terms(t)));
      const scored = texts.map((text, i) => ({ kind: 'row', text, chunk: i, score: roundScore(index.score(query, i)) }));
      events =
        scored.length <= this.options.wholeTableRows
          ? scored
          : scored
              .filter((e) => e.score > 0)
              .sort((a, b) => b.score - a.score || a.chunk - b.chunk)
              .slice(0, this.options.maxRows);
      events.unshift({ kind: 'header', text: table.columns.join('; '), chunk: 0, score: 0 });
    } else {
      read += search.docs.reduce((n, d) => n + countWords(d.text), 0);
      const units = passages(search).flatMap((p) => sentences(p.text).map((text) => ({ text, chunk: p.chunk })));
      const index = new Bm25Index(units.map((u) => terms(u.text)));
      events = units
        .map((u, i) => ({ kind: 'sentence', text: u.text, chunk: u.chunk, score: roundScore(index.score(query, i)) }))
        .filter((e) => e.score > 0)
        .sort((a, b) => b.score - a.score || a.chunk - b.chunk)
        .slice(0, this.options.maxSentences);
    }
    const written = events.reduce((n, e) => n + countWords(e.text), 0);
    return { ok: true, output: { type: 'events', events }, usage: { input_tokens: read, output_tokens: written } };
  }
}

/** Consecutive chunks joined back into passages (chunks are exact slices of the document). */
function passages(search: SearchDocs): { chunk: number; text: string }[] {
  const out: { chunk: number; text: string }[] = [];
  let prev = -2;
  for (const d of [...search.docs].sort((a, b) => a.chunk - b.chunk)) {
    const last = out[out.length - 1];
    if (last && d.chunk === prev + 1) last.text += d.text;
    else out.push({ chunk: d.chunk, text: d.text });
    prev = d.chunk;
  }
  return out;
}
