import type { SearchDocs } from '../wire/packet.js';
import { Bm25Index, roundScore } from './bm25.js';
import { countWords, runningLines, sentences, terms } from './text.js';
import { ANCHORED, anchorSection, namedSections, numberedRun, sectionAt, type SectionRef } from './outline.js';
import { ASKS_SIGNATURE, NUMBERED_ITEM, analyseQuestion, exactTokens, leavesOut, namesOptionOf, retrievalTerms } from './question.js';
import type { TaskView, Tool, ToolResult } from '../agent/tool.js';
import { TOOL_SPECS } from './specs.js';
import { choicesOf, scaled } from './plan-choices.js';
import { decodeSection, encodeItem, encodeLeadList, encodeSection, encodeTerm } from './packet-content.js';
import { COMMENT_LINE, SETTING_LINE, justAbove } from './config.js';
import { labelListOver, listAfter, numberedParagraph } from './lead-lists.js';
import { ASKS_LABEL, LISTED_NTH, NEXT_TO, NTH_ITEM, RANKED } from './lists.js';
import {
  VALUE_TYPES,
  askedNewestTerm,
  askedSinceCount,
  creditedNames,
  entriesNaming,
  askedTermPrefix,
  entryHolding,
  namesTerm,
  sinceVersion,
  termBegins,
  termEntries,
  markedPhrase,
  describedAs,
  type TermEntry,
} from './term-lists.js';

export interface ExtractOptions {
  /** Most sentences emitted for their BM25 score. */
  maxSentences: number;
  /** Most sentences emitted because they hold a token the question spells exactly. */
  maxExact: number;
  /** Most sentences emitted from the sections the question names. */
  maxSectionSentences: number;
}

export const DEFAULT_EXTRACT: ExtractOptions = { maxSentences: 12, maxExact: 20, maxSectionSentences: 40 };

type Event = { kind: string; text: string; chunk: number; score: number; section?: number };

/**
 * extract: candidate evidence for the question. Table rows retrieved by
 * search pass on with their named fields (a header event, then row events,
 * as JSON); from prose, the sentences of the searched passages, ranked by
 * BM25 against the question.
 */
export class ExtractTool implements Tool {
  readonly name = 'extract';
  readonly spec = TOOL_SPECS.extract;

  constructor(private readonly options: ExtractOptions = DEFAULT_EXTRACT) {}

  async run(task: TaskView): Promise<ToolResult> {
    // A plan's retrieval breadth scales how many best sentences are kept; without one, the configured count.
    const { breadth } = choicesOf(task);
    if (breadth === 'normal') return this.extract(task);
    return new ExtractTool({ ...this.options, maxSentences: scaled(this.options.maxSentences, breadth) }).extract(task);
  }

  private async extract(task: TaskView): Promise<ToolResult> {
    const search = task.packet('search_docs');
    if (!search) return { ok: false, error: 'extract ran without search_docs', usage: { input_tokens: 0, output_tokens: 0 } };
    const read = countWords(task.question) + search.docs.reduce((n, d) => n + countWords(d.text), 0);
    const tableDocs = search.docs.filter((d) => d.kind === 'header' || d.kind === 'row');
    const events = tableDocs.length ? this.rows(tableDocs) : this.prose(task, search);
    const written = events.reduce((n, e) => n + countWords(e.text), 0);
    return { ok: true, output: { type: 'events', events }, usage: { input_tokens: read, output_tokens: written } };
  }

  /** Table rows keep their named fields: the header, then each row, as JSON. */
  private rows(docs: SearchDocs['docs']): Event[] {
    return docs.map((d) => ({ kind: d.kind, text: d.text, chunk: d.chunk, score: d.score }));
  }

  /**
   * Prose: the headings (as search sent them), the enumerated items of each
   * section the question names, and sentences, each tagged with the
   * section it sits in: the best by BM25, every one holding a token the
   * question spells exactly, and those of the sections it names; then the
   * term/description entries those sentences sit in.
   */
  private prose(task: TaskView, search: SearchDocs): Event[] {
    // A heading whose section does not decode is skipped, here and among the heading events.
    const headings = search.docs.flatMap((d) => {
      const sec = d.kind === 'heading' ? decodeSection(d.text) : null;
      return sec ? [{ doc: d, sec }] : [];
    });
    const sections: SectionRef[] = headings.map((h) => h.sec);
    const starts: number[] = [];
    let at = 0;
    for (const c of task.chunks) {
      starts.push(at);
      at += c.length;
    }
    const units: { text: string; chunk: number; section: number | undefined; entries: TermEntry[]; paragraph: number }[] = [];
    let paragraph = 0;
    const spans = passages(search).map((p) => ({ ...p, start: starts[p.chunk] ?? 0 }));
    for (const p of spans) {
      // A passage cut inside a line starts with a piece of that line, which is no term.
      const lineStart = p.start === 0 || /\n$/.test(task.chunks[p.chunk - 1] ?? '');
      const entries = termEntries(lineStart ? p.text : p.text.slice(p.text.indexOf('\n') + 1));
      const cuts = [p.start, ...sections.map((sec) => sec.start).filter((x) => x > p.start && x < p.start + p.text.length), p.start + p.text.length];
      for (let i = 0; i + 1 < cuts.length; i++) {
        const piece = p.text.slice(cuts[i]! - p.start, cuts[i + 1]! - p.start);
        const section = sectionAt(sections, cuts[i]!);
        const chunk = chunkIndex(starts, cuts[i]!);
        // Paragraphs end at blank lines (or lines holding only a comment marker).
        // (So do lines opening an entry of a list with no blank lines between its entries: "%h  Hostname …".)
        for (const para of piece.split(/\n[ \t]*(?:(?:#+|;+|\/\/)[ \t]*)?\n|\n(?=[ \t]+%[%\w:]{1,3}[ \t]{2,}\S)/)) {
          paragraph++;
          for (const text of sentences(para)) units.push({ text, chunk, section: section?.id, entries, paragraph });
        }
      }
    }
    // A manual page's running header and footer are no evidence ("Linux man-pages 6.03 …" is not a size in bytes),
    // unless the question asks about the page itself ("the year in which this manual page is dated"): then they are
    // the evidence, whatever words they share with it.
    const running = runningLines(task.chunks.join(''));
    // ("Which version of xmodmap does this manual page belong to, according to its footer?")
    const aboutPage =
      /\b(?:manual|man)[ -]?page\b[^?]{0,60}\b(?:dated|date|version|released?)\b|\bdated\b|\b(?:version|date)\b[^?]{0,60}\b(?:manual|man)[ -]?page\b|\b(?:footer|running\s+header|page\s+header)\b/i.test(
        task.question,
      );
    if (running.size && !aboutPage) units.splice(0, units.length, ...units.filter((u) => !running.has(u.text)));
    // The attachment's own name ("gsettings-desktop-schemas-NEWS.txt") is what the question calls the document by, not
    // what it asks about: its words leave the query where at least two others remain.
    // (Only a name of several parts the question writes joined, "gsettings-desktop-schemas": a one-word name, "qrep", may
    // be what the question asks about.)
    const fileWords = new Set(terms((task.file_name ?? '').replace(/\.[a-z0-9]{1,5}$/i, '').replace(/[-_.]+/g, ' ')));
    const joined = new Set(
      (task.question.match(/[A-Za-z][\w+]*(?:-[A-Za-z][\w+]*)+/g) ?? [])
        .map((w) => terms(w.replace(/-/g, ' ')))
        .filter((ts) => ts.length >= 2 && ts.every((t) => fileWords.has(t)))
        .flat(),
    );
    const stated = retrievalTerms(task.question);
    const rest = stated.filter((t) => !joined.has(t));
    // (Only where a release or version is asked: "Which X release changed …" over "This is the initial release of X".)
    const asksRelease = /\b(?:which|what|in which)\s+(?:[\w-]+\s+){0,3}?(?:release|version)\b/i.test(task.question);
    const query = asksRelease && rest.length >= 2 && rest.length < stated.length ? rest : stated;
    const index = new Bm25Index(units.map((u) => terms(u.text)));
    // (Where they leave it, the name's words still count for a third.)
    const nameShare = (i: number): number => (query === stated ? 0 : (index.score(stated, i) - index.score(query, i)) / 3);
    const scored = units.map((u, i) => ({
      kind: 'sentence',
      text: u.text,
      chunk: u.chunk,
      score: roundScore(index.score(query, i) + nameShare(i)),
      ...(u.section === undefined ? {} : { section: u.section }),
    }));
    // "Which option turns off the 64bit feature?" over "-b Turns on …" and "-s Turns off …": a phrasal verb's particle is a
    // stop word to the index, so a sentence with the question's particle ranks above one with another.
    const phrasal = /\b(turn|switch|shut|log|sign|opt|power)(?:s|ed|ing)?\s+(on|off|out|in|up|down)\b/i.exec(task.question);
    if (phrasal) {
      const verb = new RegExp(`\\b${phrasal[1]}(?:s|ed|ing)?\\s+(on|off|out|in|up|down)\\b`, 'i');
      units.forEach((u, i) => {
        const m = verb.exec(u.text);
        if (m) scored[i]!.score = roundScore(scored[i]!.score * (m[1]!.toLowerCase() === phrasal[2]!.toLowerCase() ? 1.25 : 0.8));
      });
    }
    // "Which values are valid for dot_style": the comment over a setting the question names speaks of that setting, so
    // its sentences rank just above the setting's own line ("#dot_style = default").
    units.forEach((u, i) => {
      const key = /^[#;]?\s*([A-Za-z_][\w.-]*)\s*=/.exec(u.text)?.[1];
      if (!key || key.length < 3 || !namesTerm(task.question, key)) return;
      for (let j = i - 1; j >= 0 && units[j]!.paragraph === u.paragraph && !/=/.test(units[j]!.text); j--)
        scored[j]!.score = Math.max(scored[j]!.score, roundScore(justAbove(scored[i]!.score)));
    });
    // "# Set function name style" over "name long": a setting line under a comment is what the comment describes, so it
    // ranks just above it.
    units.forEach((u, i) => {
      const next = units[i + 1];
      if (!next || next.paragraph !== u.paragraph || !COMMENT_LINE.test(u.text) || !SETTING_LINE.test(next.text)) return;
      scored[i + 1]!.score = Math.max(scored[i + 1]!.score, roundScore(justAbove(scored[i]!.score)));
    });
    // "Whose name and e-mail addresses appear …": the lines that write an address rank with the best.
    if (/\be-?mail\b/i.test(task.question) && /\b(?:who|whose)\b/i.test(task.question)) {
      const most = Math.max(0, ...scored.map((e) => e.score));
      units.forEach((u, i) => {
        if (!/[\w.+-]@[\w-]+\.[\w.-]+/.test(u.text)) return;
        scored[i]!.score = Math.max(scored[i]!.score, roundScore(most * 0.95));
        // A line of addresses alone ("<enf1@…>, <eric@…>") belongs to the short line above it, the name.
        const above = units[i - 1];
        if (/^\s*</.test(u.text) && above && above.paragraph === u.paragraph && above.text.split(/\s+/).length <= 5)
          scored[i - 1]!.score = Math.max(scored[i - 1]!.score, roundScore(most * 1.01));
      });
    }
    // "give a priority but no policy option": the sentence saying what holds when no policy is given ("When no policy is
    // defined, the SCHED_RR is used as the default") ranks first.
    const leftOut = leavesOut(task.question);
    if (leftOut) {
      const most = Math.max(0, ...scored.map((e) => e.score));
      const saysDefault = new RegExp(
        `\\b(?:no|without|unless|not)\\s+(?:\\w+\\s+){0,2}?${leftOut}s?\\b[^.]{0,80}\\bdefault\\b|\\bdefault\\b[^.]{0,80}\\b(?:no|without|unless|not)\\s+(?:\\w+\\s+){0,2}?${leftOut}s?\\b`,
        'i',
      );
      units.forEach((u, i) => {
        if (saysDefault.test(u.text)) scored[i]!.score = Math.max(scored[i]!.score, roundScore(justAbove(most)));
      });
    }
    if (aboutPage) {
      const most = Math.max(0, ...scored.map((e) => e.score));
      scored.forEach((e, i) => {
        if (running.has(units[i]!.text)) e.score = most;
      });
    }
    const keep = new Set<number>();
    const top = scored
      .map((e, i) => ({ e, i }))
      .filter(({ e }) => e.score > 0)
      .sort((a, b) => b.e.score - a.e.score || a.i - b.i)
      .slice(0, this.options.maxSentences);
    top.forEach(({ i }) => keep.add(i));
    // Each best sentence brings its neighbours: a line split from its sentence (an address, a list) stays in reach.
    // (A sentence that ends in a colon introduces what follows: "You can run tests … with:" over ".. code-block::" and
    // "$ tox" brings the two lines after it.)
    // (What it introduces ranks so even where it was kept for its own words: "… terminates when your session ends with:"
    // over "gpgconf --kill gpg-agent", below it, and not "gpgconf --launch gpg-agent" under the paragraph before.)
    for (const { e, i } of top) {
      const leads = /:\s*$/.test(e.text);
      for (const j of leads ? [i - 1, i + 1, i + 2] : [i - 1, i + 1]) {
        const n = scored[j];
        if (!n || n.section !== e.section || (keep.has(j) && !(leads && j === i + 1))) continue;
        n.score = Math.max(n.score, roundScore(e.score * 0.6));
        keep.add(j);
      }
    }
    // The three best sentences bring the rest of their paragraph: "The default is no." two sentences on answers them.
    for (const { e, i } of top.slice(0, 3)) {
      units.forEach((u, j) => {
        const n = scored[j]!;
        if (keep.has(j) || u.paragraph !== units[i]!.paragraph) return;
        n.score = Math.max(n.score, roundScore(e.score * 0.5));
        keep.add(j);
      });
    }
    const tokens = exactTokens(task.question).map((t) => t.toLowerCase());
    let exact = 0;
    scored.forEach((e, i) => {
      if (exact < this.options.maxExact && tokens.some((t) => e.text.toLowerCase().includes(t))) {
        keep.add(i);
        exact++;
      }
    });
    // A signature asked for: the last sentence of the document giving a name with an address, ranked first.
    if (ASKS_SIGNATURE.test(task.question)) {
      const at = units.findLastIndex((u) => /\S@\S/.test(u.text));
      if (at >= 0) {
        scored[at]!.score = Math.max(0, ...scored.map((e) => e.score)) + 1;
        keep.add(at);
      }
    }
    const named = namedSections(task.question, sections);
    // "How many people are credited as contributors to 14.1?": a named section's subsection the question names by its
    // title ("Contributors") is named too, so its items come along.
    const questionTerms = new Set(terms(task.question));
    for (const n of [...named]) {
      for (const c of sections) {
        if (c.depth === n.depth + 1 && c.start > n.start && c.start < n.end && !named.includes(c) && terms(c.title).some((t) => questionTerms.has(t)))
          named.push(c);
      }
    }
    const namedIds = new Set(named.map((n) => n.id));
    if (ANCHORED.test(task.question)) {
      const best = scored.reduce<number>((b, e, i) => (b < 0 || e.score > scored[b]!.score ? i : b), -1);
      const sec = best >= 0 ? sections.find((x) => x.id === scored[best]!.section) : undefined;
      const anchor = sec ? anchorSection(sections, sec.start) : null;
      if (anchor) named.push(anchor);
    }
    // "Which numbered section says …" where the sections are numbered paragraphs, not headings: the number of the
    // paragraph each of the three best sentences sits in, as an item of its section.
    const numberedEvents: Event[] = [];
    // "What is the number of the rule that looks in the tags namespace?": so for the items of a numbered list too.
    if (
      /\b(?:which|what)\s+(?:numbered\s+)?(?:section|clause|paragraph|article)\b|\bsection number\b/i.test(task.question) ||
      NUMBERED_ITEM.test(task.question)
    ) {
      const doc = task.chunks.join('');
      for (const { e } of top.slice(0, 5)) {
        const number = numberedParagraph(doc, e.text);
        if (number && e.section !== undefined)
          numberedEvents.push({
            kind: 'item',
            text: encodeItem({ kind: 'numbered', marker: `${number}.`, text: e.text }),
            chunk: e.chunk,
            score: 0,
            section: e.section,
          });
      }
    }
    let inNamed = 0;
    scored.forEach((e, i) => {
      const sec = sections.find((x) => x.id === e.section);
      const within = sec && named.some((n) => sec.start >= n.start && sec.start < n.end);
      if (within && inNamed < this.options.maxSectionSentences) {
        keep.add(i);
        inNamed++;
      }
    });
    const headingEvents: Event[] = headings.map(({ doc, sec }) => ({ kind: 'heading', text: encodeSection(sec), chunk: doc.chunk, score: 0, section: sec.id }));
    const itemEvents: Event[] = [];
    const ordered = [...sections].sort((a, b) => a.start - b.start);
    for (const sec of named) {
      const p = spans.find((x) => x.start <= sec.start && sec.end <= x.start + x.text.length);
      if (!p || !namedIds.has(sec.id)) continue;
      // The passage's text stands in for the document: offsets outside it read as empty.
      const doc = ' '.repeat(p.start) + p.text;
      for (const item of numberedRun(
        doc,
        ordered,
        ordered.findIndex((x) => x.id === sec.id),
      ).items) {
        itemEvents.push({ kind: 'item', text: encodeItem(item), chunk: chunkIndex(starts, sec.start), score: 0, section: sec.id });
      }
    }
    const sentenceEvents = [...keep].map((i) => scored[i]!).sort((a, b) => b.score - a.score || a.chunk - b.chunk);
    // A kept sentence inside a term/description entry brings the entry: the term it describes may be the answer.
    const termEvents = new Map<TermEntry, Event>();
    // The document's term entries, read once and only when needed below.
    let whole: TermEntry[] | null = null;
    const allEntries = (): TermEntry[] => (whole ??= termEntries(task.chunks.join('')));
    // (A passage cut inside an entry lacks its term line: for the best few sentences, the whole document's entries.)
    // (Not over a document of more than 500 chunks, 200 kB: reading all its entries again would cost more than it finds.)
    const leading = new Set(task.chunks.length <= 500 ? [...keep].sort((a, b) => scored[b]!.score - scored[a]!.score).slice(0, 3) : []);
    for (const i of keep) {
      // (Only a short entry so found: a section's heading over its indented text reads as a term too, "Usage" over a page.)
      const held = leading.has(i) ? entryHolding(allEntries(), units[i]!.text) : null;
      const entry =
        entryHolding(units[i]!.entries, units[i]!.text) ?? (held && held.description.length <= 300 && held.term.split(/\s+/).length <= 3 ? held : null);
      const e = scored[i]!;
      if (!entry || (termEvents.get(entry)?.score ?? -1) >= e.score) continue;
      termEvents.set(entry, {
        kind: 'term',
        text: encodeTerm(entry),
        chunk: e.chunk,
        score: e.score,
        ...(e.section === undefined ? {} : { section: e.section }),
      });
    }
    // "How many terms begin with W / sit under /media": every entry of the document that begins so;
    // "Which option was added in the newest version": every entry of the document that says since when.
    const asked = askedTermPrefix(task.question);
    const newest = askedNewestTerm(task.question) !== null;
    // "In which kernel version did ext4 gain casefold?": every entry of the term the question names, wherever it is listed.
    const questionLower = task.question.toLowerCase();
    if (VALUE_TYPES.has(analyseQuestion(task.question).type)) {
      const seen = new Set([...termEvents.keys()].map((e) => `${e.term}\u0000${e.description}`));
      for (const entry of allEntries()) {
        // An option's entry ("-T timeout") is named by the option alone, as written ("-T", not "-t").
        const namedOption = namesOptionOf(task.question, entry.term);
        if (
          seen.has(`${entry.term}\u0000${entry.description}`) ||
          (!namedOption && (entry.term.length < 3 || !questionLower.includes(entry.term.toLowerCase()) || !namesTerm(task.question, entry.term)))
        )
          continue;
        termEvents.set(entry, { kind: 'term', text: encodeTerm(entry), chunk: chunkIndex(starts, entry.start), score: 0 });
      }
    }
    // "Which programs are copyrighted by Frederic Lepied? List them": every entry whose description names the one named.
    const people = analyseQuestion(task.question).list ? creditedNames(task.question) : [];
    if (people.length) {
      const seen = new Set([...termEvents.keys()].map((e) => `${e.term}\u0000${e.description}`));
      for (const entry of entriesNaming(allEntries(), people)) {
        if (seen.has(`${entry.term}\u0000${entry.description}`)) continue;
        termEvents.set(entry, { kind: 'term', text: encodeTerm(entry), chunk: chunkIndex(starts, entry.start), score: 0 });
      }
    }
    if (asked || newest) {
      const seen = new Set([...termEvents.keys()].map((e) => e.term));
      for (const entry of allEntries()) {
        const wanted = asked ? termBegins(entry.term, asked) : sinceVersion(entry.description) !== null;
        if (!wanted || seen.has(entry.term)) continue;
        seen.add(entry.term);
        termEvents.set(entry, { kind: 'term', text: encodeTerm(entry), chunk: chunkIndex(starts, entry.start), score: 0 });
      }
    }
    // "How many netlink families were added in Linux 2.6.14?": every entry of the document that says since when, with
    // the section it sits in.
    if (askedSinceCount(task.question)) {
      const seen = new Set([...termEvents.keys()]);
      for (const entry of allEntries()) {
        if (seen.has(entry) || sinceVersion(entry.description) === null) continue;
        const section = sectionAt(sections, entry.start);
        termEvents.set(entry, {
          kind: 'term',
          text: encodeTerm(entry),
          chunk: chunkIndex(starts, entry.start),
          score: 0,
          ...(section ? { section: section.id } : {}),
        });
      }
    }
    // "How many of the rt_cache keys are marked as deprecated …?": every entry whose description says so, in the document's
    // order, with the term of the entry it is nested in; an entry holding others (the keys' file) is none of them.
    const marked = markedPhrase(task.question);
    if (marked) {
      const all = allEntries();
      const holds = (outer: TermEntry, inner: TermEntry): boolean => outer !== inner && outer.start <= inner.start && inner.end <= outer.end;
      for (const entry of all) {
        if (!describedAs(entry.description, marked) || all.some((o) => holds(entry, o))) continue;
        const parent = all.filter((o) => holds(o, entry)).sort((a, b) => b.start - a.start)[0];
        termEvents.delete(entry);
        termEvents.set(entry, {
          kind: 'term',
          text: encodeTerm({ ...entry, parent: parent?.term ?? '' }),
          chunk: chunkIndex(starts, entry.start),
          score: 0,
        });
      }
    }
    // "How many users does it list as having no group?", "which systems are known to need X? List them":
    // the list each of the three best sentences leads, if it leads one.
    const listEvents: Event[] = [];
    if (
      /\bhow many\b|\bnumber of\b|\blist them\b|\bcomma[- ]separated\b|\bwhich\s+(?:\w+\s+){0,3}(?:are|were)\b/i.test(task.question) ||
      NTH_ITEM.test(task.question) ||
      LISTED_NTH.test(task.question) ||
      NEXT_TO.test(task.question) ||
      RANKED.test(task.question) ||
      ASKS_LABEL.test(task.question)
    ) {
      const doc = task.chunks.join('');
      for (const { e } of top.slice(0, 3)) {
        // "Give the tool name as used for its section heading": the list of the label the sentence is an item under too.
        for (const list of [listAfter(doc, e.text), ASKS_LABEL.test(task.question) ? labelListOver(doc, e.text) : null])
          if (list)
            listEvents.push({
              kind: 'listed',
              text: encodeLeadList(list),
              chunk: e.chunk,
              score: e.score,
              ...(e.section === undefined ? {} : { section: e.section }),
            });
      }
    }
    return [...headingEvents, ...itemEvents, ...numberedEvents, ...sentenceEvents, ...termEvents.values(), ...listEvents];
  }
}

function chunkIndex(starts: readonly number[], offset: number): number {
  let i = 0;
  while (i + 1 < starts.length && starts[i + 1]! <= offset) i++;
  return i;
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
