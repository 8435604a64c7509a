import { Bm25Index, roundScore } from './bm25.js';
import { countWords, terms } from './text.js';
import type { TaskView, Tool, ToolResult } from './tool.js';

export interface SearchOptions {
  /** Chunks ranked by BM25 that are returned (before neighbours are added). */
  topK: number;
  /** Neighbouring chunks added on each side of a hit, so sentences cut at a boundary stay whole. */
  neighbours: number;
}

export const DEFAULT_SEARCH: SearchOptions = { topK: 4, neighbours: 1 };

/**
 * search: BM25 over the task's chunks against the question. Emits the top
 * chunks with their neighbours, in document order, each with its score.
 * A short document is returned whole.
 */
export class SearchTool implements Tool {
  readonly name = 'search';
  readonly trigger = 'doc_init' as const;
  readonly uses = [] as const;
  readonly produces = 'search_docs' as const;

  constructor(private readonly options: SearchOptions = DEFAULT_SEARCH) {}

  async run(task: TaskView): Promise<ToolResult> {
    const index = new Bm25Index(task.chunks.map((c) => terms(c)));
    const scores = index.scores(terms(task.question));
    const ranked = scores
      .map((score, chunk) => ({ chunk, score }))
      .filter((d) => d.score > 0)
      .sort((a, b) => b.score - a.score || a.chunk - b.chunk)
      .slice(0, this.options.topK);
    const picked = new Set<number>();
    const maxSpan = this.options.topK * (2 * this.options.neighbours + 1);
    if (task.chunks.length <= maxSpan) task.chunks.forEach((_, i) => picked.add(i));
    for (const { chunk } of ranked) {
      for (let i = chunk - this.options.neighbours; i <= chunk + this.options.neighbours; i++) {
        if (i >= 0 && i < task.chunks.length) picked.add(i);
      }
    }
    const docs = [...picked]
      .sort((a, b) => a - b)
      .map((chunk) => ({ chunk, score: roundScore(scores[chunk] ?? 0), text: task.chunks[chunk]! }));
    const read = countWords(task.question) + task.chunks.reduce((n, c) => n + countWords(c), 0);
    const written = docs.reduce((n, d) => n + countWords(d.text), 0);
    return { ok: true, output: { type: 'search_docs', docs }, usage: { input_tokens: read, output_tokens: written } };
  }
}
