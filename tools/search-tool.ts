import { Bm25Index, roundScore } from './bm25.js';
import { ANCHORED, anchorSection, namedSections, numberedRun, outline, type SectionRef } from './outline.js';
import { ASKS_SIGNATURE, ASKS_WHO, distinctive, exactTokens, needsAllRows, retrievalTerms } from './question.js';
import { boxTables, isRuled, markdownTables, tableOf, textTables, type Table } from './table.js';
import { entryTable, fromReleaseLines, isGitLog } from './entries.js';
import { WHICH_PERSON, answerTableQuestion, columnMentions, columnTypes, dottedKey, pickedRows, valueMentions } from './table-qa.js';
import { ASKS_EMPTY, ASKS_LIVE, configTable, liveSettings } from './config.js';
import { asksStanzas, copyrightTable, describedStanza, directoryStanza, holderByYears, withLicenceIds } from './copyright.js';
import { xmlRecords } from './xml-records.js';
import { fieldBlocks } from './field-blocks.js';
import { withAncestors, withReferred } from './table-tree.js';
import { countWords, terms } from './text.js';
import type { TaskView, Tool, ToolResult } from '../agent/tool.js';
import { TOOL_SPECS } from './specs.js';
import { choicesOf, scaled } from './plan-choices.js';
import { encodeHeader, encodeRow, encodeSection } from './packet-content.js';

export interface SearchOptions {
  /** Chunks ranked by BM25 that are returned (before neighbours are added). */
  topK: number;
  /** Neighbouring chunks added on each side of a hit, so sentences cut at a boundary stay whole. */
  neighbours: number;
  /** Rows of a table returned by BM25 for a one-row question, besides the rows holding a named value. */
  topRows: number;
  /** Most chunks taken from one section the question names. */
  maxSectionChunks: number;
  /** Most chunks taken for one token the question spells exactly. */
  maxTokenChunks: number;
}

export const DEFAULT_SEARCH: SearchOptions = { topK: 4, neighbours: 1, topRows: 10, maxSectionChunks: 40, maxTokenChunks: 12 };

/** A question whose answer is a year or a date. */
const ASKS_TIME = /\b(?:what|which) (?:year|date|day)\b|^\s*when\b|,\s*when\b/i;

type Doc = { kind: 'chunk' | 'header' | 'row' | 'heading'; chunk: number; score: number; text: string };

/**
 * search: retrieval. For prose, BM25 over the task's chunks against the
 * question: the top chunks with their neighbours, in document order, each
 * with its score (a short document is returned whole). For a table (CSV or
 * JSON records, or a table laid out in the prose when the question asks
 * about a table), row retrieval: the header, then every row when the
 * question is about a set of rows (a count, an extreme, a list…), else the
 * rows holding a value the question names plus the best BM25 rows.
 */
export class SearchTool implements Tool {
  readonly name = 'search';
  readonly spec = TOOL_SPECS.search;

  constructor(private readonly options: SearchOptions = DEFAULT_SEARCH) {}

  async run(task: TaskView): Promise<ToolResult> {
    // A plan's retrieval breadth scales how many chunks and rows are kept; without one, the configured counts.
    const { breadth } = choicesOf(task);
    if (breadth === 'normal') return this.search(task);
    return new SearchTool({ ...this.options, topK: scaled(this.options.topK, breadth), topRows: scaled(this.options.topRows, breadth) }).search(task);
  }

  private async search(task: TaskView): Promise<ToolResult> {
    const read = countWords(task.question) + task.chunks.reduce((n, c) => n + countWords(c), 0);
    const text = task.chunks.join('');
    // Each reading is tried only when the one before found no table (the document is parsed once per reading).
    const file = tableOf(task.file_name, text);
    const inline = file ? null : this.inlineTable(task.question, text);
    // ("how many variables are assigned an empty value": every setting the file makes, with its value or none.)
    const live = file || inline ? null : ASKS_LIVE.test(task.question) ? liveSettings(text) : ASKS_EMPTY.test(task.question) ? liveSettings(text, true) : null;
    // (A copyright file's stanzas are read once, for both readings that need them.)
    const stanzas = file || inline || live ? null : copyrightTable(text);
    const settings =
      file || inline
        ? null
        : (live ??
          this.copyright(task.question, stanzas, text) ??
          this.settings(task.question, text, stanzas) ??
          this.records(task.question, text) ??
          this.blocks(task.question, text));
    const table = file ?? inline ?? settings ?? this.entries(task.question, text);
    const docs = table ? this.rows(task.question, table, table === settings) : this.chunks(task);
    const written = docs.reduce((n, d) => n + countWords(d.text), 0);
    return { ok: true, output: { type: 'search_docs', docs }, usage: { input_tokens: read, output_tokens: written } };
  }

  /**
   * Prose: the outline (one heading doc per section), then chunks: the
   * first chunk, the best BM25 chunks with their neighbours, every chunk of a section the question
   * names ("Section 2.7", "release 1.4", "the Definitions section"), and the
   * chunks holding a token the question quotes or spells exactly.
   */
  private chunks(task: TaskView): Doc[] {
    const starts: number[] = [];
    let at = 0;
    for (const c of task.chunks) {
      starts.push(at);
      at += c.length;
    }
    const chunkOf = (offset: number): number => {
      let i = 0;
      while (i + 1 < starts.length && starts[i + 1]! <= offset) i++;
      return i;
    };
    const text = task.chunks.join('');
    const sections: SectionRef[] = outline(text).map((sec, id) => ({ ...sec, id }));
    // A chunk that ends inside a word ("quart|er") is indexed with the word whole.
    const chunkTerms = task.chunks.map((c, i) => terms(/\S$/.test(c) ? c + (/^\S+/.exec(task.chunks[i + 1] ?? '')?.[0] ?? '') : c));
    const index = new Bm25Index(chunkTerms);
    const query = retrievalTerms(task.question);
    const scores = index.scores(query);
    const ranked = scores
      .map((score, chunk) => ({ chunk, score }))
      .filter((d) => d.score > 0)
      .sort((a, b) => b.score - a.score || a.chunk - b.chunk)
      .slice(0, this.options.topK);
    // The first chunk always: documents state what they are (title, version, date, copyright) at the top.
    const picked = new Set<number>(task.chunks.length ? [0] : []);
    const maxSpan = this.options.topK * (2 * this.options.neighbours + 1);
    if (task.chunks.length <= maxSpan) task.chunks.forEach((_, i) => picked.add(i));
    for (const { chunk } of ranked) {
      for (let i = chunk - this.options.neighbours; i <= chunk + this.options.neighbours; i++) {
        if (i >= 0 && i < task.chunks.length) picked.add(i);
      }
    }
    // A word of the question that only one or two chunks hold ("quarter" among the format sequences of a long page), and none
    // kept so far, picks them, however common the question's other words make other chunks.
    if (task.chunks.length > maxSpan) {
      const sets = chunkTerms.map((ts) => new Set(ts));
      for (const t of query) {
        const holding = sets.flatMap((set, i) => (set.has(t) ? [i] : []));
        // (Only a word no chunk already kept holds, else the evidence has it; and a word of the thing asked about, not one
        // framing the question: "first", "notes".)
        if (!distinctive(t) || holding.some((i) => picked.has(i))) continue;
        // (With the chunk after, where the word or its sentence may end.)
        if (holding.length >= 1 && holding.length <= 2) for (const i of holding) for (const j of [i, i + 1]) if (j < task.chunks.length) picked.add(j);
      }
    }
    // A signature asked for is at the end: the last two chunks.
    if (ASKS_SIGNATURE.test(task.question)) for (const i of [task.chunks.length - 2, task.chunks.length - 1]) if (i >= 0) picked.add(i);
    const whole = namedSections(task.question, sections);
    if (ANCHORED.test(task.question) && ranked[0]) {
      const anchor = anchorSection(sections, starts[ranked[0].chunk]! + Math.floor(task.chunks[ranked[0].chunk]!.length / 2));
      if (anchor) whole.push(anchor);
    }
    for (const sec of whole) {
      // A numbered list may run on past a heading that interrupts it: read through to its end.
      const end = numberedRun(text, sections, sections.indexOf(sec)).end;
      const first = chunkOf(sec.start);
      const last = Math.min(chunkOf(Math.max(sec.start, end - 1)), first + this.options.maxSectionChunks - 1);
      for (let i = first; i <= last; i++) picked.add(i);
    }
    const lowerChunks = task.chunks.map((c, i) => (c + (task.chunks[i + 1] ?? '').slice(0, 80)).toLowerCase());
    for (const token of exactTokens(task.question)) {
      const t = token.toLowerCase();
      let added = 0;
      lowerChunks.forEach((c, i) => {
        if (added >= this.options.maxTokenChunks || !c.includes(t)) return;
        picked.add(i);
        if (i + 1 < task.chunks.length) picked.add(i + 1);
        added++;
      });
    }
    const headings = sections.map((sec): Doc => ({ kind: 'heading', chunk: chunkOf(sec.start), score: 0, text: encodeSection(sec) }));
    const chunks = [...picked]
      .sort((a, b) => a - b)
      .map((chunk): Doc => ({ kind: 'chunk', chunk, score: roundScore(scores[chunk] ?? 0), text: task.chunks[chunk]! }));
    return [...headings, ...chunks];
  }

  /**
   * A table laid out in the prose: the one whose columns the question names
   * most. Space-aligned tables only when the question asks about a table;
   * Markdown tables (unambiguous) also when the question names one of
   * their columns and is about a set of rows or names a value in them.
   */
  private inlineTable(question: string, text: string): Table | null {
    const asked = /\btables?\b/i.test(question);
    // Unasked, a table laid out with spaces must be named twice, as written: by a column spelled as its
    // header spells it, capitals included ("MIPS", "South"), and by a cell of another column ("SIGSTOP").
    const laid = textTables(text);
    const spaced = laid.filter((t) => {
      // A table under a ruled header is read as a Markdown table is: naming one of its columns is enough.
      if (asked || isRuled(t)) return true;
      const columns = t.columns.filter(
        (c) => /[A-Z]|\d/.test(c) && new RegExp(`(?<![\\w/])${c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w/])`).test(question),
      );
      const mentioned = valueMentions(question, t, columnTypes(t));
      const values = mentioned.filter((v) => v.exact.length > 0 && !v.exact.some((c) => columns.includes(c)));
      if (columns.length > 0 && values.length > 0) return true;
      // Or by a column in any case ("SI prefix") and a value no prose word could be: several words, or digits.
      const named = t.columns.filter((c) => new RegExp(`(?<![\\w/])${c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w/])`, 'i').test(question));
      const strong = mentioned.filter(
        (v) =>
          v.exact.length > 0 &&
          !v.exact.some((c) => named.includes(c)) &&
          (/\d/.test(question.slice(v.start, v.end)) || /\s/.test(question.slice(v.start, v.end))),
      );
      return named.length > 0 && strong.length > 0;
    });
    // (Tables drawn with box characters are as unambiguous as Markdown ones.)
    const markdown = [...markdownTables(text), ...boxTables(text)];
    const tables = [...spaced, ...markdown];
    const questionTerms = new Set(terms(question));
    let best: Table | null = null;
    let bestScore = -1;
    for (const t of tables) {
      // The table whose columns the question names, then the one holding the values it names, then the larger.
      const values = valueMentions(question, t, columnTypes(t)).length;
      const named = new Set(columnMentions(question, t.columns).map((m) => m.column)).size;
      if (!asked && (named === 0 || (values === 0 && !needsAllRows(question)))) continue;
      // Asked about "the host table", a table the question names nothing of is some other table.
      if (asked && named === 0 && values === 0 && !needsAllRows(question)) continue;
      // Unasked, a table must be able to hold the kind of answer: a year or a date needs a cell with one.
      if (!asked && ASKS_TIME.test(question) && !t.rows.some((r) => Object.values(r).some((c) => /\b(?:1[5-9]\d\d|20\d\d)\b/.test(c)))) continue;
      // Of tables alike ("symbol / version" under each architecture), the one under the heading the question names.
      const titled = t.title ? terms(t.title).filter((w) => questionTerms.has(w)).length : 0;
      const score = titled * 100000 + named * 10000 + values * 1000 + t.rows.length;
      if (score > bestScore) {
        best = t;
        bestScore = score;
      }
    }
    // (Unasked, a table the question does not map onto leaves it to the prose around the table: "command-line option"
    // names no "line separator" column.)
    if (best && (asked || answerTableQuestion(question, best))) return best;
    // Unasked and unnamed, a table still holds the answer where the question quotes one of its cells whole ("say
    // instead of "symlink"") and the table answers.
    // A call written as code ("instead of memset()") names its cell as a quote does.
    const quotes = [
      ...[...question.matchAll(/["“‘]([^"“”‘’]{2,60})["”’]/g)].map((m) => m[1]!.toLowerCase()),
      ...[...question.matchAll(/(?<![\w.])([A-Za-z_][\w.:]{1,40}\((?:\d\w{0,3})?\))/g)].map((m) => m[1]!.toLowerCase()),
    ];
    if (quotes.length === 0) return null;
    return (
      [...laid, ...markdown].find(
        (t) => t.rows.some((r) => Object.values(r).some((c) => quotes.includes(c.trim().toLowerCase()))) && answerTableQuestion(question, t) !== null,
      ) ?? null
    );
  }

  /**
   * A machine-readable Debian copyright file as a table of its Files
   * stanzas, when the question maps onto it (it names a column, and the
   * table answers); otherwise the file is read as prose, licence texts and all.
   */
  private copyright(question: string, table: Table | null, text: string): Table | null {
    if (!table || !asksStanzas(question, table)) return null;
    // A field of the header only, named as written ("listed under Files-Excluded", "the Upstream-Contact"), is read there.
    const header = text.split(/\n\s*\n/, 1)[0] ?? '';
    // (Only where the question asks what the field holds: "Apart from what is in Files-Excluded, how many Files stanzas …"
    // still asks about the stanzas.)
    if (
      !/\b(?:apart\s+from|except|other\s+than|besides|not\s+the|not\s+counting|excluding|ignoring|without\s+counting)\b/i.test(question) &&
      (header.match(/^[A-Z][\w]*-[\w-]+(?=:)/gm) ?? []).some((f) =>
        new RegExp(
          `\\b(?:listed|named|given|mentioned|excluded)\\s+(?:under|in|by)\\s+(?:the\\s+)?${f}(?![\\w-])|(?<![\\w-])${f}\\s+(?:field|list|entries|value)\\b|\\bunder\\s+(?:the\\s+)?${f}(?![\\w-])`,
        ).test(question),
      )
    )
      return null;
    if (columnMentions(question, table.columns).length === 0 && withLicenceIds(question, table) === question) return null;
    // An address, a web page or an e-mail asked for is in the licence texts: no stanza holds one.
    // So is what a licence's text says ("The BSD-3-clause text reproduced here says the name of a project may not …").
    if (
      /\b(?:street|postal|mailing|e-?mail|web)\s+(?:address|page|site)\b|\bwhat\s+(?:url|e-?mail)\b/i.test(question) ||
      (/\b(?:licen[cs]e|BSD[\w-]*|GPL[\w.+-]*|MIT|Apache[\w.-]*|[\w-]+-clause)\s+text\b[^?.]{0,60}\b(?:says?|states?|reads?|requires?|forbids?|prohibits?)\b/i.test(
        question,
      ) &&
        !/\b(?:who|whose|holds?|holders?|owns?|years?)\b/i.test(question))
    )
      return null;
    return answerTableQuestion(question, table) || directoryStanza(question, table) || describedStanza(question, table) || holderByYears(question, table)
      ? table
      : null;
  }

  /**
   * A configuration file as a table of its sections and keys, when the
   * question maps onto that table (it names a key, and the table answers);
   * otherwise the file is read as prose, comments and all.
   */
  private settings(question: string, text: string, stanzas: Table | null): Table | null {
    // (A machine-readable copyright file is read as its Files stanzas or as prose, never as stanzas of settings.)
    if (stanzas && /^Format:\s*\S*copyright-format/m.test(text.slice(0, 2000))) return null;
    // (Nor a git log: its "Author:" and "Date:" lines are a commit's header, read as the log's entries.)
    if (isGitLog(text)) return null;
    const table = configTable(text);
    if (!table) return null;
    // (A key named by its parts, "the FileHandler's formatter" for java.util.logging.FileHandler.formatter, is named too.)
    if (columnMentions(question, table.columns.slice(1)).length === 0 && !dottedKey(question, table)) return null;
    return answerTableQuestion(question, table) ? table : null;
  }

  /**
   * Named blocks of field lines as a table (`tools/field-blocks.ts`: an X protocol's encoding), when the question maps
   * onto it: it names a column ("what DRI3 opcode number"), and the table answers.
   */
  private blocks(question: string, text: string): Table | null {
    // (Not for a count: "How many requests are encoded?" names the column "request length" by its word, not the blocks.)
    if (/\bhow\s+many\b/i.test(question)) return null;
    const table = fieldBlocks(text);
    if (!table || columnMentions(question, table.columns.slice(1)).length === 0) return null;
    return answerTableQuestion(question, table) ? table : null;
  }

  /**
   * The repeated elements of an XML document as a table (`tools/xml-records.ts`), when the question maps onto it:
   * it names a column ("have allow_any set to yes"), and the table answers.
   */
  private records(question: string, text: string): Table | null {
    // A question about what the file explains ("why …", "what does the comment say") is read as prose.
    if (/^\s*why\b|\bcomments?\b|\bexplain/i.test(question)) return null;
    const table = xmlRecords(text);
    if (!table || columnMentions(question, table.columns).length === 0) return null;
    return answerTableQuestion(question, table) ? table : null;
  }

  /**
   * The dated, signed entries of a change log as a table, when the question
   * is about entries: it names an author, or speaks of entries, dates or
   * who did something.
   */
  private entries(question: string, text: string): Table | null {
    const table = entryTable(text);
    if (!table) return null;
    const namesAuthor = valueMentions(question, table, columnTypes(table)).some((v) => v.exact.includes('author'));
    // A log whose entries release versions answers questions about releases and versions too.
    const versioned = table.columns.includes('version') && /\b(?:releases?|versions?|released)\b/i.test(question);
    // A CPAN Changes file's release lines answer who released what and when, and how many releases; what a release
    // changed is the outline's, and a question the table cannot answer goes to it too.
    if (fromReleaseLines(table))
      return (namesAuthor ||
        ASKS_WHO.test(question) ||
        WHICH_PERSON.test(question) ||
        /\bwhen\b|\bwhat date\b|\bhow many (?:releases|versions)\b/i.test(question)) &&
        !/\b(?:changes?|changed|items?|listed|fix(?:ed|es)?|added|moved|entries)\b/i.test(
          question.replace(/\b(?:releases?|versions?)\s+listed\b|\blisted\s+releases?\b/gi, ''),
        ) &&
        answerTableQuestion(question, table)
        ? table
        : null;
    // (And only where the table answers: a question it does not map onto goes to the log's text.)
    return (namesAuthor ||
      versioned ||
      /\bentr(?:y|ies)\b|\bdates?\b|\bwhom\b|\bauthors?\b|\bcontributors?\b|\bhow\s+many\s+commits\b|\bmost\s+commits\b/i.test(question) ||
      ASKS_WHO.test(question) ||
      WHICH_PERSON.test(question)) &&
      answerTableQuestion(question, table)
      ? table
      : null;
  }

  private rows(question: string, table: Table, all = false): Doc[] {
    const header: Doc = { kind: 'header', chunk: 0, score: 0, text: encodeHeader(table.columns) };
    const texts = table.rows.map((r) => Object.values(r).join(' '));
    const scores = new Bm25Index(texts.map((t) => terms(t))).scores(terms(question));
    let picked: number[];
    // A configuration's sections go whole: the answer was found over all of them.
    if (all || needsAllRows(question)) picked = table.rows.map((_, i) => i);
    else {
      const named = valueMentions(question, table, columnTypes(table)).map((v) => v.value.toLowerCase());
      const holds = table.rows
        .map((r, i) => (Object.values(r).some((cell) => named.some((v) => cell.toLowerCase() === v || cell.toLowerCase().includes(v))) ? i : -1))
        .filter((i) => i >= 0);
      const best = scores
        .map((score, i) => ({ score, i }))
        .filter((d) => d.score > 0)
        .sort((a, b) => b.score - a.score || a.i - b.i)
        .slice(0, this.options.topRows)
        .map((d) => d.i);
      // The rows the question's own conditions pick ("the block whose range holds U+2603"), which no word of theirs may share.
      const planned = pickedRows(question, table, 50);
      picked = [...new Set([...holds, ...best, ...planned])].sort((a, b) => a - b);
      if (picked.length === 0) picked = table.rows.map((_, i) => i);
      // In a table whose rows point to a parent row ("Finistère … of which region?"), a row brings its ancestors; a row the
      // question names brings the rows it refers to ("a subclass of video/x-flv").
      else picked = withReferred(table, withAncestors(table, picked), holds);
    }
    return [header, ...picked.map((i): Doc => ({ kind: 'row', chunk: i, score: roundScore(scores[i] ?? 0), text: encodeRow(table.rows[i]!) }))];
  }
}
