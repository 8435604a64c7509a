import type { Events } from '../wire/packet.js';
import { decodeSection, decodeTerm, termsOf, type TermText } from './packet-content.js';
import { describedThing } from './definitions.js';
import type { QuestionAnalysis } from './question.js';
import { escapeRegExp, mentionsWhole, stem, terms, unbrokenText } from './text.js';
import { OMITTED } from './text-math.js';
import { namesIn, ordered } from './lists.js';
import { asksOption, optionForm } from './options.js';

type Event = Events['events'][number];

/**
 * Term/description lists: a short term followed by the text that describes
 * it, in the layouts documents use for options, files, settings and
 * glossaries:
 *
 * - manual pages: the term on a line of its own, the description on the
 *   lines below, indented deeper (`use-vc (since glibc 2.14)` / `   Sets …`),
 *   or a tag and its description on one line, the lines below aligned with
 *   the description (`-v     verbose …`);
 * - Markdown: `* **Term**: description`, `- **Term** - description`,
 *   `` * `term`: description ``, `- Term: description` (a term of at most
 *   four words), with continuation lines indented.
 *
 * Entries nest (an `options` entry holding one entry per option); every
 * level is returned.
 */
export interface TermEntry {
  term: string;
  description: string;
  /** Offsets of the whole entry, term line included, in the text. */
  start: number;
  end: number;
  /** The entry's letters and digits (see `compact`), to find the sentences it holds. */
  body: string;
  /** The line that introduces the list ("Possible values:"), when one does. */
  label?: string;
}

const MARKDOWN = /^(\s*)(?:[-*+]\s+)?(?:\*\*|`)([^*`\n]{1,60}?):?(?:\*\*|`):?\s*(?:[-–—]\s+)?(\S.*)$/;
/** A bullet whose opening words (at most four, no sentence inside) are set off by a colon or a dash: `- ndots: how many dots …`. */
const BULLET_TERM = /^(\s*)[-*+•]\s+([^\s:*`][^:.!?;,]{0,40}?)(?::|\s+[-–—]\s+)\s*(\S.*)$/;

function indentOf(line: string): number {
  const m = /^[ \t]*/.exec(line)![0];
  return m.replace(/\t/g, '        ').length;
}

/** A line that can be a term: short, a few words ("date of last password change"), not a sentence. */
function termLine(content: string): boolean {
  if (content.length === 0 || content.length > 60) return false;
  // "iceauth:" over an indented block: one lowercase name with a colon labels what follows ("Example:" does not).
  // (So does a manual page's name with its section: "wdctl(8):".)
  if (/^[a-z][\w.+-]{0,39}(?:\(\d[a-z]*\))?:$/.test(content)) return true;
  if (/[.!?,;:]$/.test(content) || /^[-*+#>|]\s/.test(content)) return false;
  return (
    content
      .replace(/\([^)]*\)/g, ' ')
      .trim()
      .split(/\s+/).length <= 6
  );
}

/**
 * A configuration file's comment block ("#     Required     - Use TLS …")
 * read as the text it holds: every line of a run of comment lines loses its
 * marker to spaces, so offsets and the columns of a list inside stay as
 * they were, and a line of only a marker becomes a blank line.
 */
function uncommentBlocks(text: string): string {
  const lines = text.split('\n');
  const marker = (l: string): string | undefined => /^\s*(#+|\/\/|;+)(?=\s|$)/.exec(l)?.[1];
  for (let i = 0; i < lines.length;) {
    const m = marker(lines[i]!);
    let j = i;
    while (m && j < lines.length && marker(lines[j]!) === m) j++;
    if (m && j - i >= 2) for (let k = i; k < j; k++) lines[k] = lines[k]!.replace(m, ' '.repeat(m.length));
    i = Math.max(j, i + 1);
  }
  return lines.join('\n');
}

const ROW = /^(\s*)\S{1,30}(?:,\s\S{1,30})?(\s{2,})(?=\S)/;

/**
 * The lines that are rows of an aligned list of one-line entries: a run of
 * two or more lines at one indentation, each a tag, a gap of two spaces or
 * more (three at least once) and its text, the text starting in one column
 * on every line ("Always       - Always use …" over "IfRequested  - Use …").
 */
function alignedRows(lines: readonly string[]): boolean[] {
  const out = lines.map(() => false);
  for (let s = 0; s < lines.length;) {
    if (lines[s]!.trim() === '') {
      s++;
      continue;
    }
    const indent = /^\s*/.exec(lines[s]!)![0].length;
    let e = s;
    while (e + 1 < lines.length && lines[e + 1]!.trim() !== '' && /^\s*/.exec(lines[e + 1]!)![0].length === indent) e++;
    if (e > s) {
      const rows = lines.slice(s, e + 1).map((l) => ROW.exec(l));
      const column = rows[0]?.[0].length;
      if (rows.every((r) => r !== null && r[0].length === column) && rows.some((r) => r![2]!.length >= 3)) out.fill(true, s, e + 1);
    }
    s = e + 1;
  }
  // Entries set apart by blank lines, a long text wrapped under its own start ("ascii     Various types of text files
  // (this test will try to" over "          guess the text encoding …", then "encoding  Different …"): three rows or
  // more at one indentation whose text starts in one column, every line between them blank or starting in that column.
  const indentOf = (l: string): number => /^\s*/.exec(l)![0].length;
  for (let s = 0; s < lines.length;) {
    const first = out[s] ? null : ROW.exec(lines[s]!);
    if (!first) {
      s++;
      continue;
    }
    const indent = first[1]!.length;
    const column = first[0].length;
    const rows = [s];
    let j = s + 1;
    for (; j < lines.length; j++) {
      const l = lines[j]!;
      if (l.trim() === '' || indentOf(l) === column) continue;
      const r = indentOf(l) === indent ? ROW.exec(l) : null;
      if (!r || r[0].length !== column) break;
      rows.push(j);
    }
    const gaps = rows.map((i) => ROW.exec(lines[i]!)![2]!.length);
    if (rows.length >= 3 && gaps.some((g) => g >= 3) && rows.some((i, k) => k > 0 && i > rows[k - 1]! + 1)) for (const i of rows) out[i] = true;
    s = Math.max(j, s + 1);
  }
  return out;
}

/** A term as an Info manual quotes it: "‘DFLTCC’", "`--fast'". */
const TEXINFO_QUOTED = /^(?:‘[^‘’]{1,60}’|`[^`']{1,60}')$/;

/** A term without what follows it in parentheses ("use-vc (since glibc 2.14)" → use-vc), or the quotes of an Info manual's. */
function cleanTerm(raw: string): string {
  const term = raw
    .replace(/[:\s]+$/, '')
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/[:\s]+$/, '')
    .trim();
  return TEXINFO_QUOTED.test(term) ? term.slice(1, -1) : term;
}

/**
 * A configuration file's commented options, one block each between lines that are only "#": the prose, then the option
 * as a line of its own ("# local_users_only", "# deny = 3"). Three such blocks at least; each is an entry of the option
 * described by the prose above it.
 */
function optionBlocks(text: string): TermEntry[] {
  const out: TermEntry[] = [];
  let at = 0;
  let block: { text: string; start: number }[] = [];
  const flush = (): void => {
    const last = block.at(-1);
    const option = last ? /^\s*#+\s?([a-z_][\w.-]{1,40})(?:\s*=\s*\S.{0,60})?\s*$/.exec(last.text) : null;
    const prose = block.slice(0, -1).map((l) => l.text.replace(/^\s*#+\s?/, '').trim());
    if (option && prose.length && prose.every((p) => p.split(/\s+/).length >= 2)) {
      const description = prose.join(' ');
      const end = last!.start + last!.text.length;
      out.push({ term: option[1]!, description, start: block[0]!.start, end, body: compact(text.slice(block[0]!.start, end)) });
    }
    block = [];
  };
  for (const line of text.split('\n')) {
    if (/^\s*#+\s*$/.test(line) || !/^\s*#/.test(line)) flush();
    else block.push({ text: line, start: at });
    at += line.length + 1;
  }
  flush();
  return out.length >= 3 ? out : [];
}

/** A paragraph that opens with its term, a lowercase name, then one space or two and a capitalised description ("in_hit  Number of …"). */
const LEAD_TERM = /^(\s*)([a-z][\w.-]{0,39})( {1,2})(?=\p{Lu}[\p{Ll}\s])/u;

/**
 * The lines that open the paragraphs of a list whose every paragraph opens with its term (a man page's keys: "entries
 * Number of entries …" over "allocs How many …", each wrapped under its own start, blank lines between): three such
 * paragraphs or more in a row at one indentation, one term at least a name no prose opens with (an underscore or a
 * digit in it), or five of them.
 */
function leadTermParagraphs(lines: readonly string[]): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < lines.length;) {
    const first = (i === 0 || lines[i - 1]!.trim() === '') && lines[i]!.trim() ? LEAD_TERM.exec(lines[i]!) : null;
    if (!first) {
      i++;
      continue;
    }
    const indent = first[1]!.length;
    const run: { line: number; term: string }[] = [];
    let j = i;
    while (j < lines.length) {
      const m = LEAD_TERM.exec(lines[j]!);
      if (!m || m[1]!.length !== indent) break;
      run.push({ line: j, term: m[2]! });
      // The paragraph's lines, at its own indentation, then the blank lines to the next.
      j++;
      while (j < lines.length && lines[j]!.trim() !== '' && indentOf(lines[j]!) === indent) j++;
      if (j < lines.length && lines[j]!.trim() !== '') break;
      while (j < lines.length && lines[j]!.trim() === '') j++;
    }
    if (run.length >= 5 || (run.length >= 3 && run.some((r) => /[_\d]/.test(r.term)))) for (const r of run) out.add(r.line);
    i = Math.max(j, i + 1);
  }
  return out;
}

export function termEntries(text: string): TermEntry[] {
  // (Tabs set to stops of eight, as a terminal shows them: Vim's help writes "[count]do<Tab>Same as …" over "<Tab><Tab>…".)
  const lines: { text: string; start: number; size: number }[] = [];
  let at = 0;
  for (const line of uncommentBlocks(text).split('\n')) {
    lines.push({ text: line.includes('\t') ? expandTabs(line) : line, start: at, size: line.length });
    at += line.length + 1;
  }
  const blank = (i: number): boolean => lines[i]!.text.trim() === '';
  // The short line ending in a colon that introduces the list holding line i ("Possible values:"), over the list's
  // earlier entries and at most as deep as the entry.
  const labelAbove = (i: number, indent: number): { label?: string } => {
    for (let k = i - 1; k >= 0 && k >= i - 80; k--) {
      if (blank(k)) continue;
      const line = lines[k]!.text.trim();
      const own = indentOf(lines[k]!.text);
      if (own <= indent && line.endsWith(':') && line.split(/\s+/).length <= 6) return { label: line.slice(0, -1) };
      // A line of prose at the list's depth or shallower ends the search: the list is not introduced.
      if (own < indent || (own <= indent && !aligned[k] && line.split(/\s+/).length > 6)) break;
    }
    return {};
  };
  const aligned = alignedRows(lines.map((l) => l.text));
  const leads = leadTermParagraphs(lines.map((l) => l.text));
  const out: TermEntry[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.text;
    if (blank(i)) continue;
    const indent = indentOf(line);
    // The description runs over the lines indented deeper than the term (blank lines inside allowed).
    const bodyEnd = (from: number, deeper: number): number => {
      let last = from - 1;
      for (let k = from; k < lines.length; k++) {
        if (blank(k)) continue;
        // A line the justified layout set back to the term's own indent still goes on a sentence the line before left
        // unfinished ("Equivalent to" / "rtt 30ms.").
        const carried =
          k === last + 1 &&
          last >= from &&
          indentOf(lines[k]!.text) >= indent &&
          /[\p{L}\p{N},]$/u.test(lines[last]!.text.trimEnd()) &&
          // (Not a term of its own, over its description: "ptm" above a deeper line.)
          (lines[k]!.text.trim().split(/\s+/).length > 3 ||
            !(k + 1 < lines.length && !blank(k + 1) && indentOf(lines[k + 1]!.text) > indentOf(lines[k]!.text)));
        if (indentOf(lines[k]!.text) < deeper && !carried) break;
        last = k;
      }
      return last;
    };
    if (leads.has(i)) {
      // The paragraph is the entry: its first word the term, the rest its description.
      let last = i;
      while (last + 1 < lines.length && !blank(last + 1) && indentOf(lines[last + 1]!.text) === indent) last++;
      const end = lines[last]!.start + lines[last]!.size;
      const m = LEAD_TERM.exec(line)!;
      const description = [line.slice(m[0].length), ...lines.slice(i + 1, last + 1).map((l) => l.text)]
        .join('\n')
        .replace(/(\p{Ll})\u2010\n\s*(\p{Ll})/gu, '$1$2')
        .replace(/\s+/g, ' ')
        .trim();
      out.push({ ...labelAbove(i, indent), term: m[2]!, description, start: lines[i]!.start, end, body: compact(text.slice(lines[i]!.start, end)) });
      i = last;
      continue;
    }
    const bullet = BULLET_TERM.exec(line);
    const md = MARKDOWN.exec(line) ?? (bullet && bullet[2]!.trim().split(/\s+/).length <= 4 ? bullet : null);
    if (md) {
      const last = bodyEnd(i + 1, indent + 2);
      const rest = lines.slice(i + 1, last + 1).map((l) => l.text.trim());
      const term = cleanTerm(md[2]!);
      if (term) {
        const end = lines[last]!.start + lines[last]!.size;
        out.push({
          ...labelAbove(i, indent),
          term,
          description: [md[3]!, ...rest].join(' ').replace(/\s+/g, ' ').trim(),
          start: lines[i]!.start,
          end,
          body: compact(text.slice(lines[i]!.start, end)),
        });
      }
      continue;
    }
    // A row of an aligned list of one-line entries ("Never       - Never use encryption" under "Always      - …") opens
    // its entry too.
    // (A line of Vim help tags over it, "*do*" set to the right, stands apart as a blank line does.)
    const opens = i === 0 || blank(i - 1) || indentOf(lines[i - 1]!.text) < indent || aligned[i]! || /^\s*(?:\*[^*\s]+\*\s*)+$/.test(lines[i - 1]!.text);
    // A tag and its description on one line, the description's column kept by the lines below
    // ("pelt      is a layered …"): a gap of three spaces or more, or an option ("-v  …"), or two in an aligned list.
    const tagged =
      /^(\S{1,30}(?:,\s\S{1,30})?)(\s{3,}|\s{2,}(?=\S)(?<=^-\S*\s+))(\S.*)$/.exec(line.trim()) ??
      (aligned[i] ? /^(\S{1,30}(?:,\s\S{1,30})?)(\s{2,})(\S.*)$/.exec(line.trim()) : null);
    // (A bullet is no term: "•   Total package names is …" is an item of a marked list.)
    if (tagged && opens && !/^[-*•+·◦▪‣]$/.test(tagged[1]!)) {
      const column = indent + tagged[1]!.length + tagged[2]!.length;
      const last = bodyEnd(i + 1, column - 1);
      if (last === i || Math.abs(indentOf(lines[i + 1]!.text) - column) <= 1) {
        const end = lines[last]!.start + lines[last]!.size;
        const description = [tagged[3]!.replace(/^[-–—:]\s+/, ''), ...lines.slice(i + 1, last + 1).map((l) => l.text.trim())]
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim();
        out.push({
          ...labelAbove(i, indent),
          term: cleanTerm(tagged[1]!),
          description,
          start: lines[i]!.start,
          end,
          body: compact(text.slice(lines[i]!.start, end)),
        });
        continue;
      }
    }
    // A heading of a manual page (NAME, DESCRIPTION) heads a section, not a term of a list.
    // (A name in quotes is a term: an Info manual's "‘DFLTCC_BLOCK_SIZE’" over its indented description.)
    if (indent === 0 && !/\p{Ll}/u.test(line) && !TEXINFO_QUOTED.test(line.trim())) continue;
    const next = lines[i + 1];
    if (!next || blank(i + 1) || indentOf(next.text) < indent + 2 || !termLine(line.trim())) continue;
    // A term opens its entry: after a blank line or a shallower line, never inside a paragraph.
    if (!opens) continue;
    const last = bodyEnd(i + 1, indent + 2);
    let description = lines
      .slice(i + 1, last + 1)
      .map((l) => l.text.trim())
      .filter((l) => l !== '')
      .join(' ')
      .replace(/\s+/g, ' ')
      // Typeset hyphenation at a line's end ("re‐ sponse") is undone.
      .replace(/(\p{Ll})\u2010 (\p{Ll})/gu, '$1$2');
    const term = cleanTerm(line.trim());
    // What the term line says after the term ("(since glibc 2.14)") opens the description.
    const note = /\([^)]*\)\s*$/.exec(line.trim())?.[0];
    if (note && term !== line.trim()) description = `${note} ${description}`;
    const end = lines[last]!.start + lines[last]!.size;
    if (term && description)
      out.push({ ...labelAbove(i, indent), term, description, start: lines[i]!.start, end, body: compact(text.slice(lines[i]!.start, end)) });
  }
  // A configuration file's commented options, where it has them, are its entries.
  const blocks = optionBlocks(text);
  return blocks.length ? [...out.filter((e) => !blocks.some((b) => e.start < b.end && e.end > b.start)), ...blocks].sort((a, b) => a.start - b.start) : out;
}

/** A line with its tabs set to stops of eight columns. */
function expandTabs(line: string): string {
  let out = '';
  for (const c of line) out += c === '\t' ? ' '.repeat(8 - (out.length % 8)) : c;
  return out;
}

/** Letters and digits only, lower-cased: a sentence's text compared with the raw lines it was joined from. */
export function compact(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The innermost entry whose text holds `sentence` (as extract joined it
 * from the raw lines), or null when the sentence lies in no entry.
 */
export function entryHolding(entries: readonly TermEntry[], sentence: string): TermEntry | null {
  const want = compact(sentence);
  // A short sentence ("IPsec.") is held by an entry only where one entry alone holds it.
  if (want.length < 4 || (want.length < 12 && entries.filter((e) => e.body.includes(want)).length !== 1)) return null;
  let best: TermEntry | null = null;
  for (const e of entries) {
    if (best && e.end - e.start >= best.end - best.start) continue;
    if (e.body.includes(want)) best = e;
  }
  return best;
}

/**
 * "Which option makes lookups go over TCP?", "which directory holds …",
 * "what does the glossary call …": when the best evidence sentence lies in
 * a term/description entry, the answer is the entry's term. Only for a
 * question asking for a thing ("which X", or what the text calls
 * something), and only when the entry is one of X (the question's head
 * word is in the entry, in the list that holds it or in the heading over
 * it), and the question
 * does not name the term itself.
 */
export function termAnswer(question: string, q: QuestionAnalysis, events: readonly Event[]): { answer: string; why: string } | null {
  const described = describedThing(question) !== null;
  // "Without specifying a priority, what priority …" asks for the option's default, not for the option.
  if ((q.type !== 'text' && q.type !== 'id') || q.list || (!q.phrase && !described) || OMITTED.test(question)) return null;
  const top = Math.max(0, ...events.filter((e) => e.kind === 'sentence').map((e) => e.score));
  if (top <= 0) return null;
  const entries = events.flatMap((e) => {
    const t = e.kind === 'term' ? decodeTerm(e.text) : null;
    return t ? [{ ...t, score: e.score, section: e.section }] : [];
  });
  // (Within a hair of the best sentence: "- wks :: The web key service tools" at 14.27 under a lead at 14.29.)
  let best = entries.filter((e) => e.score >= 0.995 * top).sort((a, b) => a.description.length - b.description.length)[0];
  // "Which value should I pass to --mode?" over "-m, --mode mode  … Valid values for mode are: standby …, disk …": the
  // question names the option, so the answer is one of the values listed inside its entry, the best scored.
  if (
    best &&
    best.term
      .split(/[\s,]+/)
      .some((t) => /^--?[A-Za-z]/.test(t) && new RegExp(`(?<![\\w-])${t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(question))
  ) {
    const outer = best;
    // (Only a value whose own text ranks near the option's: the evidence is in it.)
    const inner = entries
      .filter(
        (e) =>
          e !== outer &&
          e.score >= 0.8 * outer.score &&
          e.description.length < outer.description.length &&
          compact(outer.description).includes(compact(`${e.term} ${e.description.slice(0, 40)}`)),
      )
      .sort((a, b) => b.score - a.score)[0];
    if (inner) best = inner;
  }
  // "Which configuration item corresponds to --names-only?": the one entry whose option the question writes, where it
  // labels a value with the question's noun ("Configuration Item: …"), whatever sentence ranks best.
  const writesOption = (term: string): boolean =>
    term.split(/[\s,]+/).some((t) => /^--?[A-Za-z]/.test(t) && new RegExp(`(?<![\\w-])${escapeRegExp(t)}(?![\\w-])`).test(question));
  const own = entries.filter((e) => writesOption(e.term));
  const labelled = own.length === 1 ? namedByEntry(question, q, own[0]!) : null;
  if (labelled) return { answer: labelled.answer, why: `the entry for "${own[0]!.term}", which the question names; ${labelled.why}` };
  // (A term the question writes is no answer; a short one, "%q", is looked for whole, not as a letter of a word.)
  // (A question asking for a letter or a sequence looks for the short term whole; any other, for it anywhere, so that
  // "T" of an attribute list is no answer to "what is that allocator called".)
  const short = /\b(?:letters?|characters?|chars?|flags?|sequences?|specifiers?|codes?|symbols?)\b/i.test(question);
  const written = (term: string): boolean =>
    compact(term).length >= 4 || (!short && /^[\p{L}\p{N}]+$/u.test(term.trim()))
      ? compact(question).includes(compact(term))
      : mentionsWhole(question, term.trim());
  if (!best || written(best.term)) return null;
  // ("What is the default left margin?" over "left:{spec}  left margin (default: 10pc)": the default asked is in the entry,
  // not its term.)
  if (/\bdefault\b/i.test(question) && /\bdefaults?\b/i.test(best.description) && !/\bdefault\s+\w+\s+(?:option|setting|flag|key)\b/i.test(question))
    return null;
  // "Which RFC …" over "RFC 952 gave …": the description names the thing by its label and number.
  if (q.head && new RegExp(`\\b${q.head.replace(/[^a-z-]/gi, '')}s?\\s*#?\\s*\\d`, 'i').test(best.description)) return null;
  if (!described) {
    const head = stem(q.head ?? '');
    const holders = entries.filter((e) => e !== best && compact(e.description).includes(compact(best.term)));
    // The heading over the list ("## Options") also says what its terms are.
    const heading = events.find((e) => e.kind === 'heading' && e.section === best.section);
    const title = heading ? (decodeSection(heading.text)?.title ?? '') : '';
    // So does the best sentence of the entry's section, where it leads the list ("starts with a keyword to identify …");
    // a lesser one only where it names the head's plural, as a lead names the terms ("Other packages you need for …").
    const plural = new RegExp(`\\b${escapeRegExp(q.head ?? '')}e?s\\b`, 'i');
    const lead = events
      .filter((e) => e.kind === 'sentence' && e.section === best.section && (e.score >= top || (e.score >= 0.6 * top && q.head && plural.test(e.text))))
      // (Not a sentence of another entry: "vent <mask> <value>" says nothing of what the terms are.)
      .flatMap((e) => (entries.some((o) => o.term.includes(e.text.slice(0, 30)) || o.description.includes(e.text.slice(0, 30))) ? [] : terms(e.text)));
    const context = [best, ...holders].flatMap((e) => terms(`${e.term} ${e.description}`)).concat(terms(title), terms(best.label ?? ''), lead);
    // "Which netlink family constant …" over "NETLINK_XFRM  IPsec.": a name shaped as code is a constant, a flag, an option.
    // So is "%q" or "\\n" a format sequence, a conversion, an escape.
    const coded =
      (/^(?:constant|macro|flag|option|identifier|symbol|keyword|variable|function|setting|directive)s?$/.test(q.head ?? '') &&
        /^(?:[A-Z][A-Z0-9]*_[A-Z0-9_]+|--?[A-Za-z][\w-]*|[A-Za-z_]\w*\(\))$/.test(best.term.trim())) ||
      (/^(?:sequences?|specifiers?|conversions?|escapes?|placeholders?|directives?|codes?)$/.test(q.head ?? '') &&
        /^(?:%[-_0^#:]*\w|\\\w)$/.test(best.term.trim()));
    if (!coded && (!head || !context.includes(head))) return null;
  }
  const why = `the term whose description holds the best evidence ("${best.description.slice(0, 60)}")`;
  return entryAnswer(question, q, best, why);
}

const OPTION = /(?<![\w-])(--?[A-Za-z][\w-]*)/g;

/**
 * "Which long option can't be combined with --no-fork?": an option the
 * question names has an entry ("-F, --no-fork"); the other options its
 * description names ("incompatible with --close") answer, the long or short
 * form as asked. Null unless the question asks for an option and names one
 * whose entry names exactly one other (of the form asked).
 */
export function relatedOption(question: string, q: QuestionAnalysis, events: readonly Event[]): { answer: string; why: string } | null {
  if (!asksOption(question, q)) return null;
  // (Both forms of one option may be named: "The -c/--count option … works together with another option".)
  const named = new Set([...question.matchAll(OPTION)].map((m) => m[1]!));
  if (named.size === 0) return null;
  const form = optionForm(question);
  for (const e of events) {
    const t = e.kind === 'term' ? decodeTerm(e.text) : null;
    if (!t) continue;
    const own = new Set([...t.term.matchAll(OPTION)].map((m) => m[1]!));
    if (![...named].every((o) => own.has(o))) continue;
    const others = [
      ...new Set(
        [...t.description.matchAll(OPTION)]
          .map((m) => m[1]!)
          .filter((o) => !own.has(o) && (form !== 'long' || o.startsWith('--')) && (form !== 'short' || !o.startsWith('--'))),
      ),
    ];
    if (others.length === 1) return { answer: others[0]!, why: `the one other option the entry for ${t.term} names` };
  }
  return null;
}

/**
 * What the terms a count question asks about begin with: "how many terms
 * begin with the letter W" → W; "how many directories under /media are
 * listed" → `/media/` (its children). Null for other questions.
 */
export function askedTermPrefix(question: string): { prefix: string; letter: boolean } | null {
  if (!/\bhow many\b/i.test(question)) return null;
  const begins =
    /\b(?:begin|begins|beginning|start|starts|starting)\s+with\s+(?:the\s+)?(letter\s+|prefix\s+|string\s+)?["'`‘“]?([\w/.-]+?)["'`’”]?(?=[\s,.?;)]|$)/i.exec(
      question,
    );
  if (begins) return { prefix: begins[2]!, letter: /^letter/i.test(begins[1] ?? '') || begins[2]!.length === 1 };
  const under = /\b(?:under|below|within|inside|in)\s+["'`‘“]?(\/[\w./-]*[\w])["'`’”]?/.exec(question);
  return under ? { prefix: `${under[1]}/`, letter: false } : null;
}

/** Whether `term` begins with the asked prefix (a letter in either case). */
export function termBegins(term: string, asked: { prefix: string; letter: boolean }): boolean {
  return asked.letter ? term.toLowerCase().startsWith(asked.prefix.toLowerCase()) : term.startsWith(asked.prefix);
}

/**
 * "How many terms in the glossary begin with W?", "how many directories
 * under /media are listed?": the distinct terms of the document's
 * term/description lists (sent by extract as term events) that begin so.
 */
export function countTerms(question: string, events: readonly Event[]): { answer: string; why: string } | null {
  const asked = askedTermPrefix(question);
  if (!asked) return null;
  const found = new Set(
    events.flatMap((e) => {
      const t = e.kind === 'term' ? decodeTerm(e.text) : null;
      return t && termBegins(t.term, asked) ? [t.term] : [];
    }),
  );
  return found.size ? { answer: String(found.size), why: `${found.size} listed terms beginning with "${asked.prefix}"` } : null;
}

/**
 * What a question says the entries it asks about are marked as: "how many of the rt_cache keys are marked as deprecated
 * since the IP route cache removal?" → "deprecated since the IP route cache removal"; "which keys does the page mark as
 * IPv6 only?" → "IPv6 only". Null for other questions.
 */
export function markedPhrase(question: string): string | null {
  const m =
    /\b(?:marked|marks?|described|describes?|labell?ed|labels?|flagged|flags?|noted|notes?|documented|documents?|designated)\s+(?:them\s+)?as\s+(?:being\s+)?["“'‘]?([^"”’?,;]{2,60}?)["”’']?\s*(?:[?,;]|$)/i.exec(
      question,
    );
  if (!m || !/\b(?:how many|which|what|list)\b/i.test(question)) return null;
  // (Not where the question places them: "as new commands in the release highlights of 2.22" says "new commands".)
  const phrase = m[1]!.replace(/\s+(?:in|under|within|among)\s+(?:the|this|its|their)\b.*$/i, '').trim();
  return terms(phrase).length ? phrase : null;
}

/** Whether an entry's description says what the question's phrase says: every word of the phrase, whatever the order. */
export function describedAs(description: string, phrase: string): boolean {
  const have = new Set(terms(description));
  return terms(phrase).every((t) => have.has(t));
}

/**
 * "How many of the rt_cache keys are marked as deprecated since the IP route cache removal?", "which two keys does the
 * page mark as IPv6 only?": the entries whose description says so (extract sends them with the entry each is nested in,
 * in the document's order), those nested in the entry the question names where it names one; counted or listed.
 */
export function markedTerms(question: string, q: QuestionAnalysis, events: readonly Event[]): { answer: string; why: string } | null {
  const phrase = markedPhrase(question);
  if (!phrase) return null;
  const sent = termsOf(events).filter((t) => t.parent !== undefined && describedAs(t.description, phrase));
  if (sent.length === 0) return null;
  // (Not a question about one entry it names: "What is the in_hit key documented as being deprecated since?")
  if (sent.some((t) => t.term.length >= 3 && new RegExp(`(?<![\\w-])${escapeRegExp(t.term)}(?![\\w-])`).test(question))) return null;
  const outside = question.replace(phrase, ' ');
  // ("rt_cache keys": the entries under "/proc/net/stat/rt_cache", named by a word of its term.)
  const named = sent.filter((t) =>
    t.parent!.split(/[\s,/]+/).some((w) => w.length >= 3 && /[_\d]|\p{Lu}/u.test(w) && new RegExp(`(?<![\\w/])${escapeRegExp(w)}(?![\\w/])`).test(question)),
  );
  const kept = named.length ? named : sent;
  const seen = new Set<string>();
  let found = kept.filter((t) => !seen.has(t.term) && seen.add(t.term));
  if (/\bhow many\b|\bnumber of\b/i.test(outside)) return { answer: String(found.length), why: `${found.length} entries described as "${phrase}"` };
  // ("Which key is described as …": one entry, where one alone says so.)
  if (q.count === null && /^\s*(?:which|what)\s+[\w-]+(?<!s)\s+(?:is|was)\b/i.test(question) && found.length !== 1) return null;
  // "Which two commands are described as new commands?": of more entries that say so, those whose description opens
  // saying it ("- this NEW COMMAND prints …", not "… supports new command line options"), in the document's order.
  if (q.count !== null && found.length > q.count) {
    const first = terms(phrase)[0]!;
    const at = (t: TermText): number => terms(t.description).indexOf(first);
    const early = new Set([...found].sort((a, b) => at(a) - at(b)).slice(0, q.count));
    found = found.filter((t) => early.has(t));
  }
  if (q.count !== null && q.count !== found.length) return null;
  return {
    answer: ordered(
      question,
      found.map((t) => t.term),
    ).join(', '),
    why: `the entries described as "${phrase}"`,
  };
}

/** "How many netlink families were added in Linux 2.6.14?": the version asked about ("2.6.14"); null for other questions. */
export function askedSinceCount(question: string): string | null {
  return (
    /\bhow many\b[^?]*?\b(?:added|introduced|new|available|appeared)\s+(?:in|since|with|from)\s+(?:[A-Za-z][\w-]*\s+)?(?:version\s+)?v?(\d+(?:\.\d+)+)\b/i.exec(
      question,
    )?.[1] ?? null
  );
}

/**
 * "How many netlink families does the page list as added in Linux 2.6.14?": the distinct terms whose entries say they
 * have been there since that version. Entries in several sections count in the one whose title the question names,
 * else in those whose title names no other kind of thing ("Socket options" when families are asked).
 */
export function countSince(question: string, events: readonly Event[]): { answer: string; why: string } | null {
  const version = askedSinceCount(question);
  if (!version) return null;
  const want = version.split('.').map(Number);
  const titles = new Map<number, string>();
  for (const e of events) if (e.kind === 'heading' && e.section !== undefined) titles.set(e.section, decodeSection(e.text)?.title ?? '');
  const groups = new Map<number | undefined, Set<string>>();
  for (const e of events) {
    const t = e.kind === 'term' ? decodeTerm(e.text) : null;
    const since = t ? sinceVersion(t.description) : null;
    if (!t || !since || compareVersions(since, want) !== 0) continue;
    groups.set(e.section, (groups.get(e.section) ?? new Set()).add(t.term));
  }
  if (groups.size === 0) return null;
  const asked = new Set(terms(question));
  const titleOf = (id: number | undefined): string[] => (id === undefined ? [] : terms(titles.get(id) ?? ''));
  const named = [...groups.keys()].filter((id) => titleOf(id).some((t) => asked.has(t)));
  // A title ending in a plural the question does not use ("Socket options") names another kind.
  const other = (id: number | undefined): boolean => {
    const last = (titles.get(id ?? -1) ?? '').trim().split(/\s+/).at(-1) ?? '';
    return /[a-z]s$/.test(last) && !asked.has(terms(last)[0] ?? '');
  };
  const kept = named.length ? named : [...groups.keys()].filter((id) => !other(id));
  const found = new Set(kept.flatMap((id) => [...groups.get(id)!]));
  return found.size ? { answer: String(found.size), why: `${found.size} listed terms available since ${version}` } : null;
}

/** The version an entry says its term has been available since ("since glibc 2.14", "added in 1.4"). */
export function sinceVersion(text: string): number[] | null {
  const m = /\b(?:since|added in|new in|introduced in|available from)\s+(?:[A-Za-z][\w-]*\s+)?(?:version\s+)?v?(\d+(?:\.\d+)+)/i.exec(text);
  return m ? m[1]!.split('.').map(Number) : null;
}

/** "Which option was added in the most recent version?": true for the newest, false for the oldest, null when not asked. */
export function askedNewestTerm(question: string): boolean | null {
  if (!/\b(?:which|what)\b/i.test(question) || !/\bversions?\b|\badded\b|\bintroduced\b|\bsince\b/i.test(question)) return null;
  if (/\b(?:most recent|newest|latest|highest)\b/i.test(question)) return true;
  if (/\b(?:earliest|oldest|lowest)\b/i.test(question)) return false;
  return null;
}

function compareVersions(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

/**
 * "Of the options whose entries state the version they have been available
 * since, which was added in the most recent one?": the term of the entry
 * (sent by extract) with the newest (or oldest) such version.
 */
export function newestTerm(question: string, q: QuestionAnalysis, events: readonly Event[]): { answer: string; why: string } | null {
  // A question asking for the version itself is about releases, not terms.
  const newest = q.type === 'text' || q.type === 'name' || q.type === 'id' ? askedNewestTerm(question) : null;
  if (newest === null) return null;
  let best: { term: string; version: number[]; description: string } | null = null;
  for (const e of events) {
    const t = e.kind === 'term' ? decodeTerm(e.text) : null;
    const version = t ? sinceVersion(t.description) : null;
    if (!t || !version) continue;
    const c = best ? compareVersions(version, best.version) : 0;
    if (!best || (newest ? c > 0 : c < 0)) best = { term: t.term, version, description: t.description };
  }
  if (!best) return null;
  const why = `the ${newest ? 'newest' : 'oldest'} version an entry is available since: ${best.version.join('.')}`;
  return entryAnswer(question, q, best, why);
}

/**
 * "Among the policies …, which one", "which scheduling policy will it get" over option entries ("-d, --deadline  Set
 * scheduling policy to SCHED_DEADLINE"): the name the entry gives the thing the question asks for, where the question
 * asks for something other than an option.
 */
function namedByEntry(question: string, q: QuestionAnalysis, entry: { term: string; description: string }): { answer: string; why: string } | null {
  const noun = /\bamong (?:the|these|all) ([a-z]{4,})\b/i.exec(question)?.[1] ?? q.head;
  if (!/^-/.test(entry.term) || !noun || /^(?:options?|flags?|switch(?:es)?|arguments?|ones?)$/i.test(noun)) return null;
  const base = stem(noun.toLowerCase()).replace(/(?:y|ie|i)$/, '');
  if (base.length < 3) return null;
  const named = new RegExp(`\\b${escapeRegExp(base)}\\w*\\s+(?:to\\s+|is\\s+|of\\s+)?([A-Z][A-Z0-9]*_[A-Z0-9_]+)\\b`, 'i').exec(entry.description);
  if (named) return { answer: named[1]!, why: `the ${noun} the entry for "${entry.term}" names` };
  // "Which FontGrid resource can be set instead of -columns?" over "… can also be set with the FontGrid cellColumns
  // resource": a name shaped as code right before the noun, which the question does not write.
  const before = new RegExp(`(?<![\\w.-])([a-z][\\w.-]*[a-z][A-Z][\\w.-]*|[A-Za-z][\\w.-]*_[\\w.-]+)\\s+${escapeRegExp(noun)}s?\\b`).exec(entry.description);
  if (before && !mentionsWhole(question, before[1]!)) return { answer: before[1]!, why: `the ${noun} "${before[0]}" in the entry for "${entry.term}"` };
  // "Which APT configuration item corresponds to --names-only?" over "… Configuration Item: APT::Cache::NamesOnly.": the
  // value the entry labels with the question's noun.
  // (A value shaped as code: "a numeric value or a keyword:" over the list of keywords labels none of them.)
  const labelled = new RegExp(`\\b${escapeRegExp(base)}\\w*:\\s*(\\S+?)[.,;]?(?=\\s|$)`, 'i').exec(entry.description);
  return labelled && /[:._/\\d]|[a-z][A-Z]/.test(labelled[1]!) ? { answer: labelled[1]!, why: `the ${noun} the entry for "${entry.term}" labels` } : null;
}

/** Answer types a term's description can hold as a value ("casefold   ext4, 5.2"). */
export const VALUE_TYPES: ReadonlySet<QuestionAnalysis['type']> = new Set(['version', 'number', 'year', 'date']);

/** Whether the question names the term as a whole word ("the casefold feature"). */
export function namesTerm(question: string, term: string): boolean {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`, 'i').test(question);
}

const TERM_VALUES: Partial<Record<QuestionAnalysis['type'], RegExp>> = {
  version: /(?<![\w.])\d+(?:\.\d+)+[a-z]?(?![\w.]{0,20}\d)/,
  year: /\b(?:1[5-9]\d\d|20\d\d)\b/,
  date: /\b\d{4}-\d{2}-\d{2}\b/,
  number: /(?<![\w.])\d+(?:\.\d+)?(?![\w.]{0,20}\d)/,
};

/**
 * "Which flag letter do you pass to --debug to show implicit rules?" over the entry of --debug ("FLAGS may be a for all
 * debugging output, b for basic debugging, …, i for showing implicit rules"): the letter whose "for …" gloss holds the
 * most of the question's words, in the entry of the option the question writes.
 */
export function letterFor(question: string, events: readonly Event[]): { answer: string; why: string } | null {
  if (!/\b(?:which|what)\s+(?:[\w-]+\s+)?(?:letter|character|char)\b/i.test(question)) return null;
  const options = question.match(/(?<![\w-])--?[a-z][\w-]*/g) ?? [];
  if (options.length === 0) return null;
  const asked = new Set(terms(question));
  let best: { letter: string; hits: number; gloss: string } | null = null;
  let tie = false;
  for (const t of termsOf(events)) {
    if (!options.some((o) => t.term.split(/[\s,=[]+/).includes(o))) continue;
    for (const m of t.description.matchAll(/(?<![\w'-])([a-zA-Z])\s+for\s+([^,;.]{3,80})/g)) {
      const hits = new Set(terms(m[2]!).filter((w) => asked.has(w))).size;
      if (hits === 0) continue;
      if (!best || hits > best.hits) {
        tie = false;
        best = { letter: m[1]!, hits, gloss: m[2]! };
      } else if (hits === best.hits && m[1] !== best.letter) tie = true;
    }
  }
  return best && !tie ? { answer: best.letter, why: `"${best.letter} for ${best.gloss.trim()}"` } : null;
}

/**
 * "Which exit status does groupadd return when the requested group name is already in use?" over the EXIT VALUES list
 * ("9" over "group name is already used"): the number whose entry's description holds the most of the question's words
 * (two at least, and more than any other entry).
 */
export function exitStatusEntry(question: string, events: readonly Event[]): { answer: string; why: string } | null {
  if (!/\b(?:exit|return)\s+(?:status|code|value)|\bexits?\s+with\b|\breturns?\s+(?:which|what)\b/i.test(question)) return null;
  const asked = new Set(terms(question));
  let best: { term: string; hits: number; description: string } | null = null;
  let second = 0;
  for (const t of termsOf(events)) {
    if (!/^\d{1,3}$/.test(t.term.trim())) continue;
    const hits = new Set(terms(t.description).filter((w) => asked.has(w))).size;
    if (best && best.term === t.term.trim()) continue;
    if (!best || hits > best.hits) {
      second = best?.hits ?? 0;
      best = { term: t.term.trim(), hits, description: t.description };
    } else if (hits > second) second = hits;
  }
  return best && best.hits >= 2 && best.hits > second ? { answer: best.term, why: `the exit value "${best.term}": "${best.description.slice(0, 60)}"` } : null;
}

/**
 * "Which two-key normal-mode command does the same as ":diffget" without a range?" over the entry "[count]do  Same as
 * ":diffget" without range.": the term of the one entry whose description opens by saying it is the same as what the
 * question names, its bracketed prefix ("[count]") dropped.
 */
export function sameAsEntry(question: string, events: readonly Event[]): { answer: string; why: string } | null {
  const named = /\b(?:does|do|is|acts?)\s+(?:the\s+same\s+as|the\s+same\s+thing\s+as|equivalent\s+to)\s+["“'‘]?([^\s"”'’?,]+)["”'’]?/i.exec(question)?.[1];
  if (!named) return null;
  const same = new RegExp(String.raw`^(?:the\s+)?(?:same\s+as|equivalent\s+to)\s+["“'‘]?${escapeRegExp(named)}["”'’]?(?![\w-])`, 'i');
  const hits = [
    ...new Set(
      termsOf(events)
        .filter((t) => same.test(t.description.trim()))
        .map((t) => t.term.replace(/^(?:\[[^\]]*\])+/, '').trim()),
    ),
  ];
  if (hits.length !== 1 || !hits[0]) return null;
  return { answer: hits[0], why: `the entry whose description opens "Same as ${named}"` };
}

/**
 * "Which configuration option makes the --guess-remote behaviour … the default?" over the entry "--[no-]guess-remote …
 * set up as the default behaviour by using the worktree.guessRemote config option": the one dotted configuration key
 * the entry of the option the question writes names.
 */
export function configKeyOfOption(question: string, events: readonly Event[]): { answer: string; why: string } | null {
  if (!/\b(?:which|what)\s+(?:git\s+)?(?:configuration|config)\s+(?:option|setting|variable|key|value)\b/i.test(question)) return null;
  const options = [...question.matchAll(/(?<![\w-])(--?[a-z][\w-]*)/g)].map((m) => m[1]!);
  if (options.length === 0) return null;
  const keys = new Set<string>();
  let from = '';
  for (const t of termsOf(events)) {
    // (The negated form written into the term: "--[no-]guess-remote" is the entry of --guess-remote.)
    const written = t.term.replace(/\[no-?\]/g, '').split(/[\s,=<[]+/);
    if (!options.some((o) => written.includes(o))) continue;
    for (const m of t.description.matchAll(/(?<![\w./-])([a-z][a-z0-9-]*\.[a-zA-Z][\w-]*(?:\.[a-zA-Z][\w-]*)*)(?![\w/-]|\.\w)/g))
      // ("e.g." and "i.e." are no keys.)
      if (!question.includes(m[1]!) && !/^(?:e\.g|i\.e|cf\.\w|etc)$/i.test(m[1]!)) keys.add(m[1]!);
    from = t.term;
  }
  if (keys.size !== 1) return null;
  const key = [...keys][0]!;
  return { answer: key, why: `the one configuration key in the entry for "${from}"` };
}

/**
 * "Since which kernel version has the idle scheduling policy been supported?" over option entries ("-i, --idle … supported
 * since 2.6.23"): the version the one entry whose long option the question names as a word says it is there since.
 */
export function optionSince(question: string, q: QuestionAnalysis, events: readonly Event[]): { answer: string; why: string } | null {
  if (q.type !== 'version' || !/\bsince (?:which|what)\b|\bfrom (?:which|what) (?:\w+ )?version\b/i.test(question)) return null;
  const hits = new Map<string, number[]>();
  for (const e of events) {
    const t = e.kind === 'term' ? decodeTerm(e.text) : null;
    const long = t ? /(?:^|[\s,])--([a-z][a-z0-9]*(?:-[a-z0-9]+)*)\b/.exec(t.term)?.[1] : undefined;
    const since = t && long && long.length >= 3 && mentionsWhole(question, long.replace(/-/g, ' ')) ? sinceVersion(t.description) : null;
    if (since) hits.set(t!.term, since);
  }
  if (hits.size !== 1) return null;
  const [term, version] = [...hits][0]!;
  return { answer: version.join('.'), why: `the version the entry for "${term}" says it is there since` };
}

/**
 * "In which kernel version did ext4 gain support for casefold?": the value of the asked type in the description of
 * the term the question names; of several entries for it, the tersest that holds one (a table-like line, "ext4, 5.2",
 * before a paragraph that mentions a number in passing).
 */
export function termValue(question: string, q: QuestionAnalysis, events: readonly Event[]): { answer: string; why: string } | null {
  const pattern = TERM_VALUES[q.type];
  if (!pattern) return null;
  const hits = events
    .flatMap((e) => {
      const t = e.kind === 'term' ? decodeTerm(e.text) : null;
      // A page header ("bzip2(1)   General Commands Manual   bzip2(1)") repeats its term: no entry. Nor is a page footer
      // ("GNU   28 February 2016   MAKE(1)"), which ends in the page's name and section.
      const footer = t !== null && /\b[A-Z][\w.-]*\(\d\w*\)\s*$/.test(t.description);
      const value =
        t && !footer && t.description.length <= 80 && namesTerm(question, t.term) && !namesTerm(t.description, t.term)
          ? pattern.exec(t.description)?.[0]
          : undefined;
      return t && value && !question.includes(value) ? [{ t, value }] : [];
    })
    .sort((a, b) => a.t.description.length - b.t.description.length);
  const best = hits[0];
  if (!best || best.t.description.length > 80) return null;
  return { answer: best.value, why: `the ${q.type} in the entry for "${best.t.term}": "${best.t.description.slice(0, 60)}"` };
}

/**
 * The people or bodies a question credits with something, by name ("copyrighted by Frederic Lepied", "written by Ada
 * Quill"): two to four capitalised words after "by" (or "credited to", "belonging to").
 */
export function creditedNames(question: string): string[] {
  const name = String.raw`(?:\p{Lu}[\p{L}.'’-]*\s+){1,3}\p{Lu}[\p{L}'’-]*`;
  const credited = [
    ...question.matchAll(
      new RegExp(String.raw`\b(?:by|credited\s+to|belong(?:s|ing)?\s+to)\s+(?:the\s+)?(${name})((?:\s*,\s*|\s+(?:and|or)\s+)(?:the\s+)?${name})*`, 'gu'),
    ),
  ].flatMap((m) =>
    m[0]
      .replace(/^\S+(?:\s+to)?\s+/, '')
      .split(/\s*,\s*|\s+(?:and|or)\s+/)
      .map((n) => n.replace(/^the\s+/, '').trim()),
  );
  if (credited.length) return credited.filter((n) => n.includes(' '));
  // "Which programs did Keith Packard write?": a question about authorship names its people anywhere.
  return /\b(?:copyright\w*|writ\w*|wrote|maintain\w*|author\w*|contribut\w*|develop\w*)\b/i.test(question)
    ? namesIn(question).filter((n) => n.includes(' '))
    : [];
}

/** The entries whose description names one of `names` as a whole (word boundaries, spacing aside). */
export function entriesNaming<E extends { description: string }>(entries: Iterable<E>, names: readonly string[]): E[] {
  const patterns = names.map(
    (n) =>
      new RegExp(
        `(?<![\\p{L}])${n
          .split(/\s+/)
          .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('\\s+')}(?![\\p{L}])`,
        'u',
      ),
  );
  return [...entries].filter((e) => patterns.some((p) => p.test(e.description)));
}

/**
 * "Which programs in this package are copyrighted by Frederic Lepied? List them": the terms of the entries whose
 * description names the one the question credits (extract sends every such entry). Null for a question that asks for
 * no list or credits no one by name.
 */
export function termsNaming(question: string, q: QuestionAnalysis, events: readonly Event[]): { answer: string; why: string } | null {
  if (!q.list) return null;
  const names = creditedNames(question);
  if (names.length === 0) return null;
  const entries = new Map<string, { term: string; description: string }>();
  for (const e of events) {
    const t = e.kind === 'term' ? decodeTerm(e.text) : null;
    if (t && !entries.has(t.term)) entries.set(t.term, t);
  }
  const hits = entriesNaming(entries.values(), names).map((e) => e.term);
  if (hits.length === 0 || (q.count !== null && hits.length !== q.count)) return null;
  return { answer: ordered(question, hits).join(', '), why: `${hits.length} of ${entries.size} entries name ${names.join(' or ')}` };
}

/**
 * "Which keyword should I use instead of the obsolete dstaddr keyword?" over the entry "dstaddr addr  Set the remote
 * IP address … This keyword is now obsolete; use the pointopoint keyword instead.": the replacement the entry of the
 * term the question names gives.
 */
export function replacementOf(question: string, events: readonly Event[]): { answer: string; why: string } | null {
  const old = /\binstead\s+of\s+(?:the\s+|using\s+)?(?:(?:obsolete|deprecated|old|legacy)\s+)?['"`‘]?([\w.-]{2,40})/i.exec(question)?.[1];
  if (!old || !/\b(?:which|what)\b/i.test(question)) return null;
  for (const t of termsOf(events)) {
    if (t.term.split(/[\s,=]+/)[0] !== old) continue;
    const m =
      /\buse\s+(?:the\s+)?['"`‘]?([\w.-]{2,40})['"`’]?\s+(?:[a-z]+\s+)?instead\b/i.exec(t.description) ??
      /\b(?:replaced|superseded)\s+by\s+(?:the\s+)?['"`‘]?([\w.-]{2,40})/i.exec(t.description);
    if (m && m[1] !== old) return { answer: m[1]!, why: `the entry for "${t.term}" says "${m[0]}"` };
  }
  return null;
}

/**
 * "If you pass the numeric value 4 to --debug-level, which debug level keyword does that correspond to?" over the
 * entries "basic  … A value between 1 and 2 may be used instead of the keyword." and "advanced  … A value between 3
 * and 5 …": the one entry whose description gives a range of values holding the number the question writes.
 */
export function entryByRange(question: string, events: readonly Event[]): { answer: string; why: string } | null {
  const n = /\b(?:value|number|level|pass(?:es)?|gives?|sets?|of)\s+(-?\d+)\b(?!\s*[-.:/]\d)/i.exec(question)?.[1];
  if (n === undefined || !/\b(?:which|what)\b/i.test(question) || /\bhow\s+many\b/i.test(question)) return null;
  const v = Number(n);
  const holds = (d: string): boolean => {
    const between = /\bbetween\s+(-?\d+)\s+and\s+(-?\d+)\b/i.exec(d);
    if (between) return Number(between[1]) <= v && v <= Number(between[2]);
    const less = /\b(?:less|lower|smaller)\s+than\s+(-?\d+)\b/i.exec(d);
    if (less) return v < Number(less[1]);
    const more = /\b(?:greater|more|higher|larger)\s+than\s+(-?\d+)\b/i.exec(d);
    if (more) return v > Number(more[1]);
    return false;
  };
  const entries = new Map<string, string>();
  for (const t of termsOf(events)) if (!entries.has(t.term) && t.term.split(/\s+/).length <= 3) entries.set(t.term, t.description);
  const hits = [...entries].filter(([, d]) => holds(d));
  return hits.length === 1 ? { answer: hits[0]![0], why: `the entry whose range of values holds ${n}: "${hits[0]![1].slice(0, 60)}"` } : null;
}

/**
 * A term entry as the answer: what the entry names as the question asks it (`namedByEntry`), or the one form of an
 * option asked for ("Which short command-line option …" over "-N NSNAME, --net=NSNAME": -N, without its argument), else
 * the term as written.
 */
function entryAnswer(question: string, q: QuestionAnalysis, best: { term: string; description: string }, why: string): { answer: string; why: string } {
  const named = namedByEntry(question, q, best);
  if (named) return { answer: named.answer, why: `${why}; ${named.why}` };
  // "Which congestion algorithm is the default one?" over "cong_alg  the congestion algorithm name, the default congestion
  // algorithm is "cubic"": the value the description quotes as the default, not the term.
  const byDefault = /\bis\s+the\s+default\b|\bthe\s+default\s+one\b/i.test(question)
    ? /\bdefault\s+(?:[\w-]+\s+){0,3}?(?:is|are)\s+["“']([^"”'\n]{1,40})["”']/i.exec(unbrokenText(best.description))
    : null;
  if (byDefault) return { answer: byDefault[1]!, why: `${why}; the default it quotes` };
  const form = optionForm(question);
  const forms = form ? [...best.term.matchAll(OPTION)].map((m) => m[1]!).filter((o) => o.startsWith('--') === (form === 'long')) : [];
  if (forms.length === 1) return { answer: forms[0]!, why: `${why}; its ${form} form` };
  return { answer: best.term, why };
}
