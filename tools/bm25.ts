/** Okapi BM25 over a fixed collection of pre-tokenised documents. */
export interface Bm25Options {
  k1?: number;
  b?: number;
}

export class Bm25Index {
  private readonly docFreq = new Map<string, number>();
  private readonly termFreqs: Map<string, number>[];
  private readonly lengths: number[];
  private readonly avgLength: number;
  private readonly k1: number;
  private readonly b: number;

  constructor(docs: readonly (readonly string[])[], options: Bm25Options = {}) {
    this.k1 = options.k1 ?? 1.2;
    this.b = options.b ?? 0.75;
    this.termFreqs = docs.map((doc) => {
      const tf = new Map<string, number>();
      for (const t of doc) tf.set(t, (tf.get(t) ?? 0) + 1);
      for (const t of tf.keys()) this.docFreq.set(t, (this.docFreq.get(t) ?? 0) + 1);
      return tf;
    });
    this.lengths = docs.map((d) => d.length);
    this.avgLength = this.lengths.reduce((a, b) => a + b, 0) / Math.max(1, docs.length) || 1;
  }

  get size(): number {
    return this.lengths.length;
  }

  /** Inverse document frequency (the non-negative BM25+ variant). */
  idf(term: string): number {
    const n = this.size;
    const df = this.docFreq.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  score(query: readonly string[], doc: number): number {
    const tf = this.termFreqs[doc];
    if (!tf) return 0;
    const len = this.lengths[doc]!;
    let s = 0;
    for (const q of new Set(query)) {
      const f = tf.get(q);
      if (!f) continue;
      s += (this.idf(q) * f * (this.k1 + 1)) / (f + this.k1 * (1 - this.b + (this.b * len) / this.avgLength));
    }
    return s;
  }

  /** Every document's score, index-aligned. */
  scores(query: readonly string[]): number[] {
    return this.lengths.map((_, i) => this.score(query, i));
  }
}

/** Scores travel on the wire rounded to 4 decimals, so every protocol carries the same value. */
export function roundScore(x: number): number {
  return Math.round(x * 1e4) / 1e4;
}
