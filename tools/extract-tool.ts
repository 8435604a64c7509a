import type { SearchDocs } from '../core/packet.js';
import { Bm25Index, roundScore } from './bm25.js';
import { countWords, sentences, terms } from './text.js';
import type { TaskView, Tool, ToolResult } from './tool.js';

export interface ExtractOptions {
  /** Most candidate sentences emitted. */
  maxSentences: number;
}

export const DEFAULT_EXTRACT: ExtractOptions = { maxSentences: 12 };

type Event = { kind: string; text: string; chunk: number; score: number };

/**
 * extract: candidate evidence for the question. Table rows retrieved by
 * search pass on with their named fields (a header event, then row events,
 * as JSON); from prose, the sentences of the searched passages, ranked by
 * BM25 against the question.
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
    const read = countWords(task.question) + search.docs.reduce((n, d) => n + countWords(d.text), 0);
    const tableDocs = search.docs.filter((d) => d.kind !== 'chunk');
    const events = tableDocs.length ? this.rows(tableDocs) : this.sentences(task.question, search);
    const written = events.reduce((n, e) => n + countWords(e.text), 0);
    return { ok: true, output: { type: 'events', events }, usage: { input_tokens: read, output_tokens: written } };
  }

  /** Table rows keep their named fields: the header, then each row, as JSON. */
  private rows(docs: SearchDocs['docs']): Event[] {
    return docs.map((d) => ({ kind: d.kind, text: d.text, chunk: d.chunk, score: d.score }));
  }

  private sentences(question: string, search: SearchDocs): Event[] {
    const query = terms(question);
    const units = passages(search).flatMap((p) => sentences(p.text).map((text) => ({ text, chunk: p.chunk })));
    const index = new Bm25Index(units.map((u) => terms(u.text)));
    return units
      .map((u, i) => ({ kind: 'sentence', text: u.text, chunk: u.chunk, score: roundScore(index.score(query, i)) }))
      .filter((e) => e.score > 0)
      .sort((a, b) => b.score - a.score || a.chunk - b.chunk)
      .slice(0, this.options.maxSentences);
  }
}

/** Consecutive chunks joined back into passages (chunks are exact slices of the document). */
function passages(search: SearchDocs): { chunk: number; text: string }[] {
  const out: { chunk: number; text: string }[] = [];
  let prev = -2;
  for (const d of [...search.docs].filter((x) => x.kind === 'chunk').sort((a, b) => a.chunk - b.chunk)) {
    const last = out[out.length - 1];
    if (last && d.chunk === prev + 1) last.text += d.text;
    else out.push({ chunk: d.chunk, text: d.text });
    prev = d.chunk;
  }
  return out;
}
