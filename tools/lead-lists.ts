import { items } from './outline.js';
import type { LeadList } from './packet-content.js';
import { termEntries } from './term-lists.js';
import { TERM_DASH } from './text.js';

const indentOf = (line: string): number => {
  const wide = line.replace(/\t/g, '        ');
  return wide.length - wide.trimStart().length;
};

/** Where a sentence ends in the document (whitespace may differ: the sentence was joined from wrapped lines). */
function endOf(doc: string, sentence: string): number | null {
  // Words of letters or digits only, their edge punctuation dropped (a word of dashes would overlap the joiner and
  // make the pattern backtrack); the joiner lets anything short stand between them.
  const ws = sentence
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
  // A "word" longer than any real one (a run of symbols) would make too large a pattern: no sentence of a list lead.
  if (ws.length === 0 || ws.some((w) => w.length > 200)) return null;
  const pattern = (xs: string[]): RegExp => new RegExp(xs.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^\\p{L}\\p{N}]{1,8}'), 'u');
  const start = pattern(ws.slice(0, 6)).exec(doc);
  if (!start) return null;
  const tail = pattern(ws.slice(-3)).exec(doc.slice(start.index));
  if (!tail) return null;
  // The sentence's closing punctuation ("." or ":") belongs to it.
  const end = start.index + tail.index + tail[0].length;
  return end + /^[^\p{L}\p{N}\s]*/u.exec(doc.slice(end))![0].length;
}

/** A term and its description on one line, set apart by a gap of three spaces or more ("%a     free blocks …"). */
const TAGGED_LINE = /^\s*\S{1,30}\s{3,}\S/;

/** Do two lines open with terms of one shape: lengths within three, both words, both numbers, or the same mark first? */
function alikeTerms(first: string, line: string): boolean {
  const [a, b] = [first, line].map((l) => l.trim().split(/\s+/)[0]!) as [string, string];
  return Math.abs(a.length - b.length) <= 3 && (/^\p{L}/u.test(a) ? /^\p{L}/u.test(b) : /^\p{N}/u.test(a) ? /^\p{N}/u.test(b) : a[0] === b[0]);
}

/** Where a tagged line's description starts: past its term and the gap after it. */
function descriptionColumn(line: string): number {
  const m = /^(\s*\S+\s{2,})/.exec(line.replace(/\t/g, '        '));
  return m ? m[1]!.length : -1;
}

/** A list item's marker opening a line: a bullet, or a number or letter with a full stop or bracket. */
const MARKER = /^\s*(?:[-*•+]|\(?[0-9a-zA-Z]{1,3}[.)]|(?<=^\s+)o(?=\s+\p{L}))\s/u;

/**
 * The list right after a sentence, when the sentence leads one: the rest of
 * its line is empty, and what follows (blank lines skipped) is a
 * term/description list or marked items, running until a line less indented
 * than the sentence or a paragraph of prose at its indentation, or
 * paragraphs that each open with a quoted term. Top-level entries only;
 * null when fewer than two.
 */
export function listAfter(doc: string, sentence: string): LeadList | null {
  const end = endOf(doc, sentence);
  if (end === null) return null;
  const lineStart = doc.lastIndexOf('\n', end - 1) + 1;
  const lineEnd = doc.indexOf('\n', end);
  if (lineEnd < 0) return null;
  // A field of a Debian control or copyright file ("Files-Excluded: */doclava/*" over "   */bin/*"): its value is the list,
  // the first item on the field's own line and the others on the lines indented under it, to the next field or blank line.
  const field = /^([A-Z][\w-]*):[ \t]*(\S.*)?$/.exec(doc.slice(lineStart, lineEnd));
  if (field && /^[A-Z][\w-]*:[ \t]/m.test(doc.slice(lineEnd + 1, lineEnd + 4000))) {
    const items = field[2] ? [field[2].trim()] : [];
    for (const line of doc.slice(lineEnd + 1, lineEnd + 8000).split('\n')) {
      if (!/^[ \t]+\S/.test(line)) break;
      if (line.trim() !== '.') items.push(line.trim());
    }
    return items.length >= 2 ? { lead: `${field[1]}:`, items } : null;
  }
  // "… consist of three components. These are:": a short run-in lead after the sentence leads the list instead.
  const rest = doc.slice(end, lineEnd).trim();
  if (rest !== '' && !(rest.endsWith(':') && rest.split(/\s+/).length <= 8)) return null;
  const leadIndent = indentOf(doc.slice(lineStart, lineEnd));
  // An item of a marked list ("- many bug fixes.") leads no list: the marked lines after it are its siblings.
  const itemMarker = MARKER;
  const nextLine = doc
    .slice(lineEnd + 1, lineEnd + 2000)
    .split('\n')
    .find((l) => l.trim());
  if (itemMarker.test(doc.slice(lineStart, lineEnd)) && nextLine !== undefined && itemMarker.test(nextLine) && indentOf(nextLine) === leadIndent) return null;
  const block: string[] = [];
  const following = doc.slice(lineEnd + 1, lineEnd + 1 + 8000).split('\n');
  // A heading underlined by the next line ("Performance, Internal Implementation" over "-----") ends the list; the lead's
  // own underline does not.
  const underlined = (i: number): boolean => block.some((l) => l.trim()) && /^\s*(?:={3,}|-{3,})\s*$/.test(following[i + 1] ?? '');
  for (const [i, line] of following.entries()) {
    if (line.trim() !== '' && indentOf(line) <= leadIndent && underlined(i)) break;
    if (line.trim() === '') {
      block.push(line);
      continue;
    }
    const indent = indentOf(line);
    // A heading (less indented) or a paragraph of prose at the sentence's own level ends the list.
    // A marked list ("* **apt-get** for …") runs on through long items at the sentence's own level.
    const marker = MARKER;
    const firstLine = block.find((l) => l.trim());
    const inMarkedList = firstLine !== undefined && marker.test(firstLine) && marker.test(line);
    // So does a list of terms each set apart from its description by a gap ("%T     file system type in human readable
    // form"): a long description is still an entry like the first.
    // (A term like the first: "%T" after "%a", not "EXAMPLE" after "0".)
    // (Or one whose description starts in the first's column, after a gap of two spaces or more: "elf       Prints …",
    // "encoding  Different …" under "apptype   EMX …".)
    const inTermList =
      firstLine !== undefined &&
      TAGGED_LINE.test(firstLine) &&
      indentOf(firstLine) === indent &&
      ((TAGGED_LINE.test(line) && alikeTerms(firstLine, line)) || descriptionColumn(firstLine) === descriptionColumn(line));
    if (
      indent < leadIndent ||
      // "libfdisk:" back at the indent of the lead "libblkid:", over whose items it was set in: the next label's list.
      (firstLine !== undefined && indentOf(firstLine) > leadIndent && indent === leadIndent && /:\s*$/.test(line) && line.trim().split(/\s+/).length <= 4) ||
      // "Potential bugs:" after a blank line, at the lead's own level, under the marked items of "Known bugs:": the next
      // label's list.
      (firstLine !== undefined &&
        marker.test(firstLine) &&
        !marker.test(line) &&
        indent === leadIndent &&
        /:\s*$/.test(line) &&
        line.trim().split(/\s+/).length <= 4 &&
        (following[i - 1] ?? '').trim() === '') ||
      /^#{1,6}\s/.test(line) ||
      (!inMarkedList && !inTermList && indent === leadIndent && firstLine !== undefined && line.trim().split(/\s+/).length >= 8 && !TERM_DASH.test(line))
    )
      break;
    block.push(line);
  }
  const text = block.join('\n');
  if (!text.trim()) return null;
  // ("libssh2 1.10", the document's title, a blank line, then "This release includes the following …:" and its items: the
  // list is that line's, not the title's. Elsewhere a lead's list may follow such a line: "Added Python 3 support" over
  // "Fixed the following bugs:", "… provides empty flags." over "Currently the following platforms fit …:".)
  const at = block.findIndex((l) => l.trim());
  const opening = block[at]!;
  if (
    at > 0 &&
    doc.slice(0, lineStart).trim() === '' &&
    !/[.!?:]\s*$/.test(sentence.trim()) &&
    !MARKER.test(opening) &&
    /:\s*$/.test(opening) &&
    opening.trim().split(/\s+/).length >= 4 &&
    indentOf(opening) <= leadIndent
  )
    return null;
  // Paragraphs that each open with a quoted term ('"Package" refers to …') are a list of definitions.
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim());
  if (paragraphs.length >= 2 && paragraphs.every((p) => /^\s*["“][^"”]{1,60}["”]/.test(p)))
    return { lead: sentence, items: paragraphs.map((p) => /^\s*["“]([^"”]{1,60})["”]/.exec(p)![1]!) };
  const entries = termEntries(text);
  const top = entries.filter((e) => !entries.some((o) => o !== e && o.start <= e.start && o.end >= e.end && o.end - o.start > e.end - e.start));
  const marked = items(`${sentence}\n${text}`);
  // A marked list some of whose items read like "term - description" is still the marked list.
  if (top.length >= 2 && top.length >= marked.length) return { lead: sentence, items: top.map((e) => e.term) };
  if (marked.length >= 2) return { lead: sentence, items: marked.map((i) => i.text) };
  // "egd - Use the module …" / "unix - Use the standard …": one-word terms, each with a dash and its description.
  const dashed = block.filter((l) => TERM_DASH.test(l)).map((l) => l.trim().split(' - ')[0]!);
  if (dashed.length >= 2) return { lead: sentence, items: dashed };
  // "NAME / SYNOPSIS / … / SEE ALSO", one short unmarked line each, indented under the lead: the lines (a note beside
  // one, "COPYRIGHT   [Not used in man-pages]", is no part of it).
  const lines = paragraphs[0]!.split('\n').filter((l) => l.trim());
  const firsts = lines.map((l) => l.trim().split(/\s{2,}|\t/)[0]!);
  if (
    lines.length >= 3 &&
    lines.every((l) => indentOf(l) > leadIndent && l.trim().length <= 70 && !/[.;:,]$/.test(l.trim())) &&
    firsts.every((f) => f.split(/\s+/).length <= 4)
  )
    return { lead: sentence, items: firsts };
  // "HP-UX, OSF/1" on the lines under the lead: the names it separates with commas.
  const first = paragraphs[0]!.trim().replace(/\s+/g, ' ');
  const parts = first.split(/,\s*|\s+and\s+/).filter(Boolean);
  return parts.length >= 2 && !/[.;:]$/.test(first) && parts.every((x) => x.split(' ').length <= 4) ? { lead: sentence, items: parts } : null;
}

/**
 * The list of the short label a list item sits under ("more:" over "   - avoid infinite loop on --squeeze  [Karel
 * Zak]"): the nearest line above the item's that is less indented, when it is a label of at most four words ending in a
 * colon. Null for a sentence under no such label.
 */
export function labelListOver(doc: string, sentence: string): LeadList | null {
  const end = endOf(doc, sentence);
  if (end === null) return null;
  const before = doc.slice(0, doc.lastIndexOf('\n', end - 1) + 1);
  const own = doc.slice(before.length, doc.indexOf('\n', end) < 0 ? doc.length : doc.indexOf('\n', end));
  const lines = before.split('\n').slice(0, -1).reverse();
  // (Within a hundred lines: a list under one label is seldom longer.)
  for (const [i, line] of lines.slice(0, 100).entries()) {
    if (!line.trim() || indentOf(line) >= indentOf(own)) continue;
    if (!/^\s*[^\s:][^:]{0,60}:\s*$/.test(line) || line.trim().split(/\s+/).length > 4) return null;
    // (Its one item too: a label over a single change.)
    const listed = listAfter(doc, line.trim());
    if (listed) return listed;
    const under = lines.slice(0, i).reverse().concat(own);
    const marked = items(`${line}\n${under.join('\n')}`).map((x) => x.text);
    return marked.length ? { lead: line.trim(), items: marked } : null;
  }
  return null;
}

/**
 * The number of the numbered paragraph a sentence sits in ("  3. You may opt
 * to apply …" for a sentence of that paragraph): the nearest line above it
 * that opens with a number, at most as indented as the sentence's line,
 * with no heading (an unindented line in capitals, or a Markdown heading) between. Null when the
 * sentence is not in a numbered paragraph.
 */
export function numberedParagraph(doc: string, sentence: string): string | null {
  const end = endOf(doc, sentence);
  if (end === null) return null;
  const start = Math.max(0, end - sentence.length - 40);
  // Up to the end of the sentence's own first line, so that a number opening that line is read.
  const at = doc.indexOf(sentence.split(/\s+/)[0]!, start);
  if (at < 0) return null;
  const lineEnd = doc.indexOf('\n', at);
  const lines = doc.slice(0, lineEnd < 0 ? doc.length : lineEnd).split('\n');
  const own = lines.at(-1) ?? '';
  const ownIndent = indentOf(own);
  for (let i = lines.length - 1, seen = 0; i >= 0 && seen < 200; i--, seen++) {
    const line = lines[i]!;
    const m = /^(\s*)(\d+(?:\.\d+)*)[.)]\s+\S/.exec(line);
    if (m && m[1]!.length <= ownIndent + 2) return m[2]!;
    if (i < lines.length - 1 && /^[A-Z][A-Z0-9 ,.&'()/-]{3,}$/.test(line.trim()) && indentOf(line) === 0) return null;
    // A Markdown heading between ("## 5. Tcl newsgroup") closes any list above it.
    if (/^#{1,6}\s/.test(line)) return null;
  }
  return null;
}
