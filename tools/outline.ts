/**
 * The outline of a prose document: its headings as a tree of sections, each
 * with the version and date its heading names (release notes, changelogs),
 * and the enumerated items ("(a)", "1.", "-") in a section's body.
 */
import { STOP_WORDS, compareDotted, terms } from './text.js';
import { withoutExamples } from './question.js';

export interface Section {
  /** Heading depth: 1 for top-level. */
  depth: number;
  /** The heading's number ("2.7"), when it has one. */
  number: string | null;
  title: string;
  /** The version the heading names ("release 1.4" → "1.4"). */
  version: string | null;
  /** The date the heading names, as YYYY-MM-DD. */
  date: string | null;
  /** Character offsets of the heading line's start and of the section's end (next heading at the same or a higher level). */
  start: number;
  end: number;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The first date in a text, as YYYY-MM-DD (ISO, "14 June 1991", "June 14, 1991"); null if none. */
export function findDate(text: string): string | null {
  return dateIn(text)?.iso ?? null;
}

/** The date a text gives exactly as written ("14-DEC-2000"), or null. */
export function findDateText(text: string): string | null {
  return dateIn(text)?.written ?? null;
}

function dateIn(text: string): { iso: string; written: string } | null {
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  if (iso) return { iso: iso[0], written: iso[0] };
  // "2020/07/26", "2013.03.11": year, month and day with slashes or dots.
  const slashed = /(?<![\d.])(\d{4})([/.])(0[1-9]|1[0-2])\2(0[1-9]|[12]\d|3[01])(?![\d.]*\d)/.exec(text);
  if (slashed) return { iso: `${slashed[1]}-${slashed[3]}-${slashed[4]}`, written: slashed[0] };
  const pad = (n: string | number): string => String(n).padStart(2, '0');
  const month = (m: string): string => pad(MONTHS.indexOf(m.toLowerCase().slice(0, 3)) + 1);
  // (A day may carry its ordinal suffix: "6th January 2022", "January 6th, 2022".)
  const dmy = /\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?,?\s+(\d{4})\b/i.exec(text);
  if (dmy) return { iso: `${dmy[3]}-${month(dmy[2]!)}-${pad(dmy[1]!)}`, written: dmy[0] };
  const mdy = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/i.exec(text);
  if (mdy) return { iso: `${mdy[3]}-${month(mdy[1]!)}-${pad(mdy[2]!)}`, written: mdy[0] };
  // "Oct-23-2022": month, day and year joined by hyphens; "14-DEC-2000": day, month and year.
  const hyphened = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*-(\d{1,2})-(\d{4})\b/i.exec(text);
  if (hyphened) return { iso: `${hyphened[3]}-${month(hyphened[1]!)}-${pad(hyphened[2]!)}`, written: hyphened[0] };
  const dayFirst = /\b(\d{1,2})-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*-(\d{4})\b/i.exec(text);
  if (dayFirst) return { iso: `${dayFirst[3]}-${month(dayFirst[2]!)}-${pad(dayFirst[1]!)}`, written: dayFirst[0] };
  // "6-Jun-97": a day, a month and a two-digit year (from 50, the 1900s).
  const short = /\b(\d{1,2})-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*-(\d{2})\b(?!-)/i.exec(text);
  if (short) {
    const year = Number(short[3]) >= 50 ? `19${short[3]}` : `20${short[3]}`;
    return { iso: `${year}-${month(short[2]!)}-${pad(short[1]!)}`, written: short[0] };
  }
  return null;
}

/** A month and year with no day ("July 2020", "Jul. 2020"), as YYYY-MM; null if none. Release headings date by month too. */
export function findMonth(text: string): string | null {
  const m = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?,?\s+(\d{4})\b/i.exec(text);
  return m ? `${m[2]}-${String(MONTHS.indexOf(m[1]!.toLowerCase().slice(0, 3)) + 1).padStart(2, '0')}` : null;
}

/** Whether a version is a pre-release of another ("1.2.0rc1", "1.0 beta 1", "1.4.0-rc.1"): it comes before it. */
export function isPreRelease(version: string): boolean {
  return /\d\s*[-.]?(?:alpha|beta|rc|pre)/i.test(version);
}

const PLAIN_VERSION = /^v?\d+(?:\.\d+)+[a-z0-9]*(?:[ -]?(?:alpha|beta|rc|pre|preview)[ .-]?\d*)?$/i;
const PRODUCT_VERSION = /^([A-Za-z][\w+-]*(?:\s+[A-Za-z][\w+-]*){0,2})\s+v?(\d+(?:\.\d+)+[a-z0-9]*)$/;
const NOT_A_PRODUCT =
  /^(?:chapter|part|section|step|page|appendix|figure|table|item|rule|note|article|clause|paragraph|example|exercise|exhibit|listing|test|lesson|theorem|lemma|schedule|annex|task|phase|stage|module|unit)$/i;

/** A version named in a heading: "release 1.4", "version 2.0", "v1.2.3", or a bare dotted number beside a date. */
function findVersion(heading: string, hasDate: boolean): string | null {
  const fromTo = /(?:\bfrom\s+)?\bv?\d+(?:\.\d+)+[a-z0-9]*\s+to\s+v?(\d+(?:\.\d+)+[a-z0-9]*)/i.exec(heading);
  if (fromTo) return fromTo[1]!;
  // "changes between versions 581 and 590": a range of releases names its later end, dotted or not.
  const between = /\bversions\s+["“]?v?\d+(?:\.\d+)*[a-z0-9]*["”]?\s+and\s+v?(\d+(?:\.\d+)*[a-z0-9]*)\b/i.exec(heading);
  if (between) return between[1]!;
  const named = /\b(?:release|version|v)\s*(\d+(?:\.\d+)+[a-z0-9]*)\b/i.exec(heading);
  if (named) return named[1]!;
  // "attr-2.4.43 (20 June 2008)": a package's name joined to its version opens the heading.
  const joined = /^[A-Za-z][\w+]*(?:-[A-Za-z][\w+]*)*-v?(\d+(?:\.\d+)+[a-z0-9]*)(?:\s|$)/.exec(heading.trim());
  if (joined) return joined[1]!;
  // "Version 001": a heading that is nothing but a version word and a number.
  const plain = /^\W*(?:release|version)\s+(\d{1,4})\W*$/i.exec(heading.trim());
  if (plain) return plain[1]!;
  // "kmod 30": a heading that is nothing but a program's name in lowercase and a whole number ("Chapter 3" is no release).
  const program = /^([a-z][a-z0-9+_-]{1,30})\s+v?(\d{1,4})$/.exec(heading.trim());
  if (program && !/^(?:chapter|part|section|step|page|appendix|figure|table|item|rule|note|version|release)$/.test(program[1]!)) return program[2]!;
  // "1.16.0", "1.0 beta 1", "2.42.10 (stable)": a heading that is nothing but a version (a pre-release tag kept as
  // written), perhaps with a note in brackets.
  const alone = PLAIN_VERSION.exec(heading.trim().replace(/\s*\([^()]{1,40}\)$/, ''));
  if (alone) return alone[0];
  if (!hasDate && !/\b(?:changes|changelog|news|released?|what'?s new|new in)\b/i.test(heading)) return null;
  // ("Major changes in 43.rc.1", "… in 42.beta": a GNOME pre-release, its tag after a dot.)
  const bare = /(?<![\d-])(\d+(?:\.\d+)*\.(?:alpha|beta|rc|pre)(?:\.\d+)?|\d+\.\d+(?:\.\d+)*[a-z0-9]*)(?![\d-])/.exec(
    heading.replace(/\b\d{4}-\d{2}-\d{2}\b/g, ''),
  );
  return bare ? bare[1]! : null;
}

interface Heading {
  depth: number;
  number: string | null;
  title: string;
  line: string;
  /** A label over a list ("Some examples:"): it sits inside the section it appears in. */
  nested?: boolean;
  /** Found only by layout (a line over an indented block, as NEWS files head releases): not in a Markdown document. */
  loose?: boolean;
  /** Numbered, but its depth is its marker's ("## 5. Title"), not its number's. */
  keepDepth?: boolean;
  /** The version of a line read as a release by the lines like it ("PulseAudio 16.1"). */
  release?: string;
}

/** A short line that names a date and a version and is no sentence ("2022-04-10: v1.0.26", "v2.1 (March 3, 2020)"). */
function datedRelease(line: string): boolean {
  const t = line.trim();
  // (A name in brackets after the release, "(\"Wheel Of Fortune\" debuts on NBC)", counts as no words of it.)
  const bare = /^(?:\d{4}-\d{2}-\d{2}|v?\d+(?:\.\d+)+)\b/.test(t) ? t.replace(/\s*\([^()]{1,60}\)$/, '') : t;
  if (t.length > (bare === t ? 80 : 100) || /\.$/.test(t) || bare.split(/\s+/).length > 8) return false;
  const dated = (findDate(t) ?? findMonth(t)) !== null;
  return dated && findVersion(t, true) !== null;
}

/**
 * Is this line a heading? Markdown/outline stars, an underlined line, a
 * numbered title ("4. Redistribution.", "2.7 Conditions", "Section 3")
 * that does not continue a sentence, a short ALL-CAPS line, or a short
 * title line set apart by blank lines above an indented paragraph.
 */
function headingOf(line: string, prev: string | undefined, next: string | undefined, after: string | undefined, gnome = false, atx = false): Heading | null {
  const t = line.trim();
  if (!t || t.length > 120) return null;
  // Outline markers count only at the start of the line: indented "* x" is a bullet.
  const marked = /^(#{1,6}|\*{1,6})\s+(\S.*)$/.exec(line.trimEnd());
  // "* Fix a crash." or a "*" line wrapped onto an indented next line is a bullet, not a heading.
  // So is one whose sentence runs on into an unindented line.
  const wraps =
    next !== undefined && next.trim() !== '' && ((/^\s+\S/.test(next) && !/^\s*(?:[-*•]\s|#)/.test(next)) || (/^\*\s/.test(line) && /^[^\s*#•-]/.test(next)));
  // And so is one among other single-star lines, or right under a label ("Examples:").
  // And so is the one item under a dated release line ("2010-05-07: v1.0.8" / "* Bug fixes").
  const listed =
    /^\*\s/.test(line) && ([prev, next].some((l) => l !== undefined && (/^\*\s/.test(l) || /:\s*$/.test(l))) || (prev !== undefined && datedRelease(prev)));
  // A comment line in capitals between two rule lines ("#----" / "# QUERY TUNING" / "#----") heads a part of a
  // configuration file; "# - Planner Method Configuration -" heads a part of that.
  const rule = (l: string | undefined): boolean => l !== undefined && /^#\s*[-=#*]{6,}\s*$/.test(l);
  if (/^#\s+[A-Z][A-Z0-9 ,&'()/-]{2,60}$/.test(t) && rule(prev) && rule(next)) return { depth: 1, number: null, title: t.replace(/^#\s+/, ''), line: t };
  const sub = /^#\s+-\s+(\S.{1,60}?)\s+-\s*$/.exec(t);
  if (sub) return { depth: 2, number: null, title: sub[1]!, line: t };
  // A "#" line next to another "#" line is a line of a comment block (configuration files), not a heading.
  // (Not in a Markdown document, where "## [0.3.8] - 2019-09-04" may stand right over "### Changed": a heading of another
  // level; "# a" over "# b" is still a comment block.)
  const commented =
    marked?.[1]!.startsWith('#') &&
    [prev, next].some((l) => l !== undefined && /^#+(?:\s|$)/.test(l) && !(atx && /^#{1,6}\s+\S/.test(l) && /^#+/.exec(l)![0] !== marked[1]));
  if (commented) return null;
  // "# chromium --no-sandbox" is a root shell's prompt before a command, not a heading.
  if (marked?.[1] === '#' && /^[a-z][\w.+-]*(?:\s+\S+)*\s+--?[a-z]/.test(marked[2]!)) return null;
  // "* New Features:" over an indented list: a label inside the section it appears in.
  if (marked && marked[1] === '*' && /:$/.test(t) && !wraps)
    return { depth: 1, number: null, title: marked[2]!.trim().replace(/:$/, ''), line: t, nested: true };
  if (marked && (marked[1]!.startsWith('#') || (!/[.,;]$/.test(t) && !wraps && !listed))) {
    // "## <a id="news">5.</a> Tcl newsgroup": an anchor's tags are no part of the title, and "5." numbers it ("2a." too).
    const title = marked[2]!.replace(/<\/?[a-z][^>]*>/gi, '').trim();
    const numbered = marked[1]!.startsWith('#') ? /^(\d+(?:\.\d+)*[a-z]?)[.)]?\s+(\S.*)$/.exec(title) : null;
    return numbered
      ? { depth: marked[1]!.length, number: numbered[1]!, title: numbered[2]!, line: t, keepDepth: true }
      : { depth: marked[1]!.length, number: null, title, line: t };
  }
  if (marked) return null;
  // "---Shadow passwords": a title after a run of dashes, on a line of its own after a blank line (not a "- item" bullet).
  // (Three dashes or four: "-- Create the table" is an SQL comment and "-- Ada Quill" a signature.)
  const dashed = /^-{3,4}\s?([A-Z][^\n]{1,60}?)\s*-*$/.exec(line.trimEnd());
  if (dashed && (prev === undefined || prev.trim() === '')) return { depth: 1, number: null, title: dashed[1]!.trim(), line: t };
  // Underlined: "=" over "-", and reStructuredText's "~" and "^" for lower levels.
  if (next !== undefined && /^\s*(={3,}|-{3,}|~{3,}|\^{3,})\s*$/.test(next) && !/^[=~^-]+$/.test(t)) {
    // "0.16 (up to commit 66dcdf5, 2022-04-13)": a release, not section 0.16.
    const n = /^(\d+(?:\.\d+)*)\.?\s+(\S.*)$/.exec(t);
    const release = n !== null && (/^0\./.test(n[1]!) || /^\(/.test(n[2]!));
    // So is "1.0 beta 1", at the depth of its neighbours.
    if (n && !release && !PLAIN_VERSION.test(t)) return { depth: n[1]!.split('.').length, number: n[1]!, title: n[2]!.replace(/\.$/, ''), line: t };
    // A release sits at the top, whichever line underlines it ("5.2 (2019-12-02)" over "----" among unmarked releases).
    return { depth: release || next.trim().startsWith('=') ? 1 : 2, number: null, title: t, line: t };
  }
  const indent = (l: string): number => l.length - l.trimStart().length;
  // "43.beta" over " - symbolic: folder icons": a release line that is nothing but its version (GNOME's pre-release tags
  // after a dot), at the margin, over its marked entries or right over the next such line ("43" over "43.beta.1").
  const bareRelease = (l: string): boolean => /^\d+(?:\.(?:\d+|alpha|beta|rc)){1,3}$/i.test(l.trim());
  // (Only in a document that tags its pre-releases so, "43.beta": "16.1" over "- full support" in a README lists supported
  // versions, not releases.)
  if (
    gnome &&
    indent(line) === 0 &&
    next !== undefined &&
    (bareRelease(t) || (/^\d{1,4}$/.test(t) && bareRelease(next))) &&
    (/^\s*[-*•]\s/.test(next) || (indent(next) === 0 && bareRelease(next)))
  )
    return { depth: 1, number: null, title: t, line: t, release: t };
  // NEWS style: an unindented line after a blank line, over an indented block ("Changes in bc from 1.06 to 1.07.").
  if (
    indent(line) === 0 &&
    (prev === undefined || prev.trim() === '') &&
    next !== undefined &&
    next.trim() !== '' &&
    indent(next) > 0 &&
    /^[A-Z]/.test(t) &&
    t.split(/\s+/).length <= 14 &&
    !/^[A-Z][A-Z0-9 ,&'()/-]*$/.test(t)
  ) {
    return { depth: 1, number: null, title: t.replace(/[.:]$/, ''), line: t, loose: true };
  }
  // A line set apart by blank lines that names a release and its date ("Major changes in Gzip 1.3.12 (2007-04-13)").
  if (
    (prev === undefined || prev.trim() === '') &&
    (next === undefined || next.trim() === '') &&
    t.split(/\s+/).length <= 12 &&
    !/\.$/.test(t) &&
    ((findDate(t) ?? findMonth(t)) !== null || /\breleased?\b/i.test(t)) &&
    findVersion(t, (findDate(t) ?? findMonth(t)) !== null) !== null
  )
    return { depth: 1, number: null, title: t, line: t };
  // "2022-04-10: v1.0.26" at the margin after a blank line, over its marked list.
  if ((prev === undefined || prev.trim() === '') && next !== undefined && /^\s*[-*•]\s|^\s+\S/.test(next) && indent(line) === 0 && datedRelease(t))
    return { depth: 1, number: null, title: t, line: t };
  // "attr-2.4.43 (20 June 2008)" at the margin after a blank line, over its indented entries.
  if (
    (prev === undefined || prev.trim() === '') &&
    next !== undefined &&
    /^\s+\S/.test(next) &&
    !/^\s/.test(line) &&
    /^[A-Za-z][\w+]*(?:-[A-Za-z][\w+]*)*-v?\d+(?:\.\d+)+[a-z0-9]*(?:\s+\([^()]{4,40}\))?\s*:?$/.test(t)
  )
    return { depth: 1, number: null, title: t, line: t };
  // "Major changes from 1.0.2 to 1.0.3" after a blank line, over its list: a range of releases names the later one.
  if (
    (prev === undefined || prev.trim() === '') &&
    /^(?:major\s+|noteworthy\s+)?changes\s+(?:from|between)\s+(?:versions?\s+)?v?\d[\w.-]*\s+(?:to|and)\s+v?\d[\w.-]*$/i.test(t)
  )
    return { depth: 1, number: null, title: t, line: t };
  // An indented line set apart by blank lines that names a range of releases ("Changes between versions 5 and 6").
  if (
    (prev === undefined || prev.trim() === '') &&
    (next === undefined || next.trim() === '') &&
    /\bchanges\b/i.test(t) &&
    /\bversions\s+\S+\s+and\s+\S+$/i.test(t) &&
    t.split(/\s+/).length <= 14
  )
    return { depth: 1, number: null, title: t, line: t };
  const continuing =
    prev !== undefined && /[\p{L}\p{N}]/u.test(prev) && !/[.:;!?)]\s*$/.test(prev.trim()) && headingOf(prev, undefined, undefined, undefined) === null;
  // "*01.2*	Vim installed": a section of Vim's help, its number written as a tag (tags to the right dropped).
  const tagged = /^\*(\d+(?:\.\d+)+)\*\s+([A-Z][^*]{0,80}?)(?:\s+\*[\w.:-]+\*)*\s*$/.exec(t);
  if (tagged) return { depth: tagged[1]!.split('.').length, number: tagged[1]!, title: tagged[2]!.trim(), line: t };
  const numbered = /^(?:(?:Section|Article|Clause)\s+(\d+(?:\.\d+)*)\.?|(\d+(?:\.\d+)*\.|\d+(?:\.\d+)+))\s+(\S.*)$/i.exec(t);
  if (numbered && !continuing && /^[A-Z"“'(]/.test(numbered[3]!)) {
    const number = (numbered[1] ?? numbered[2]!).replace(/\.$/, '');
    // '1.1. "Contributor" means …': a definition entry, titled by its quoted term.
    const term = /^(["“][^"”]{1,60}["”])/.exec(numbered[3]!);
    if (term) return { depth: number.split('.').length, number, title: term[1]!, line: t };
    // "4. Redistribution. You may …": the title is the first phrase; a long first sentence is a list item, not a heading.
    const titleMatch = /^(.+?)(?:\.\s|\.$|$)/.exec(numbered[3]!);
    const title = titleMatch ? titleMatch[1]!.trim() : numbered[3]!;
    // A title that runs on into the next line at the same indentation is the start of a paragraph.
    const keyword = numbered[1] !== undefined;
    const closed = keyword || /\.(?:\s|$)/.test(numbered[3]!) || next === undefined || next.trim() === '' || indent(next) > indent(line);
    // A long first sentence with more after it on the line ("1. When you are happy with your changes sleep over night.
    // This is not a …") opens a numbered paragraph; a short title does ("4. Redistribution. You may …").
    // (Title Case is a title whatever follows it: "2. Limitation of Liability for Indirect Damages. Neither party …".)
    const words = title.split(/\s+/);
    const prose = words.filter((w) => /^\p{Ll}/u.test(w)).length * 2 > words.length;
    const runsOn = prose && numbered[3]!.slice(titleMatch ? titleMatch[0].length : numbered[3]!.length).trim() !== '';
    if (closed && title.split(/\s+/).length <= (runsOn ? 6 : 10)) return { depth: number.split('.').length, number, title, line: t };
  }
  // "What's new in foo 2.46.0:" over a list.
  if (
    /:$/.test(t) &&
    !/\.\s/.test(t) &&
    line.length - line.trimStart().length === 0 &&
    t.split(/\s+/).length <= 12 &&
    // (Or right after the last indented entry of the label before it: "build-sys:" entries, then "losetup:" at the margin.)
    (prev === undefined || prev.trim() === '' || (indent(prev) > 0 && next !== undefined && /^\s+[-*•]\s/.test(next))) &&
    next !== undefined &&
    (/^\s*[-*•]\s/.test(next) || (next.trim() === '' && after !== undefined && /^\s*[-*•]\s|^\s+\S/.test(after)))
  ) {
    return { depth: 1, number: null, title: t.replace(/:$/, ''), line: t, nested: true };
  }
  // A CAPS heading is not a line of a shouted paragraph: no sentence break, and after a blank line
  // or below another indented title line ("GNU LESSER GENERAL PUBLIC LICENSE" / "TERMS AND CONDITIONS …").
  const caps = (l: string): boolean => /^[A-Z][A-Z0-9 ,.&'()/-]{2,90}$/.test(l.trim()) && /[A-Z]{3}/.test(l);
  const alone = !/\.\s/.test(t) && (prev === undefined || !/[\p{L}\p{N}]/u.test(prev) || (caps(prev) && indent(prev) >= 2 && indent(line) >= 2));
  if (alone && /^[A-Z][A-Z0-9 ,.&'()/-]{2,90}$/.test(t) && /[A-Z]{3}/.test(t) && t.split(/\s+/).length <= 10) {
    return { depth: 1, number: null, title: t, line: t };
  }
  if (
    (prev === undefined || prev.trim() === '') &&
    next !== undefined &&
    next.trim() === '' &&
    after !== undefined &&
    indent(after) > indent(line) &&
    /^[A-Z]/.test(t) &&
    !/[.:;,!?]$/.test(t) &&
    t.split(/\s+/).length <= 8
  ) {
    return { depth: 2, number: null, title: t, line: t };
  }
  return null;
}

/**
 * A numbered question of a FAQ ("4.2. The traces aren't / helpful. How can I
 * improve them?"): a sub-numbered line opening a short paragraph of its own
 * (at most three lines), set apart by blank lines above and below.
 */
function faqHeading(lines: readonly string[], i: number): Heading | null {
  const m = /^(\d+(?:\.\d+)+)\.\s+([A-Z"'(].*)$/.exec(lines[i]!.trim());
  if (!m || (i > 0 && lines[i - 1]!.trim() !== '')) return null;
  let j = i;
  while (j < lines.length && lines[j]!.trim() !== '') j++;
  if (j - i > 3 || j - i < 2 || j >= lines.length - 1 || lines[j + 1]!.trim() === '') return null;
  const title = lines
    .slice(i, j)
    .map((l) => l.trim())
    .join(' ')
    .replace(/^\S+\s+/, '');
  if (title.split(/\s+/).length > 40 || !/[?:.]$/.test(title)) return null;
  return { depth: m[1]!.split('.').length, number: m[1]!, title: title.replace(/[.:]$/, ''), line: lines[i]!.trim() };
}

/** Every section of the document, in order. */
export function outline(text: string): Section[] {
  const lines = text.split('\n');
  const found: (Heading & { start: number; row: number })[] = [];
  let offset = 0;
  // Numbered headings sit below the last unnumbered heading ("TERMS AND CONDITIONS", a title).
  let base = 0;
  const depthOfNumber = new Map<string, number>();
  // Where the document underlines its headings ("Version 1.0.1" over "====="), a "* …" line is a bullet, not a heading;
  // in Markdown (that, or "#" headings) a line over an indented block is no heading either.
  // Tested line by line: one regex over the whole text backtracks on long lines.
  // (Or "~~~", as long as the line over it: "1.0.6 (6 Sept 10)" over "~~~~~~~~~~~~~~~~~".)
  const underlined = lines.some(
    (l, i) => i > 0 && lines[i - 1]!.trim() !== '' && (/^={3,}\s*$/.test(l) || (/^~{3,}\s*$/.test(l) && l.trim().length === lines[i - 1]!.trim().length)),
  );
  const markdown = underlined || /^#{1,6}\s+\S/m.test(text);
  // A Markdown document by its "#" headings (two at least, one of them "##", none inside a block of "#" comment lines):
  // there "* [Memory management](#…)" and "1. This document." are list items, never headings.
  const atx =
    lines.filter((l, i) => /^#{1,6}\s+\S/.test(l) && !/^#/.test(lines[i - 1] ?? '') && !/^#/.test(lines[i + 1] ?? '')).length >= 2 &&
    lines.some((l) => /^#{2,6}\s+\S/.test(l));
  // A manual page rendered as text: section names in capitals at the margin, subsection names indented less than the
  // body ("   Pipe capacity" over text at seven spaces), with or without blank lines around them.
  const manPage = lines.some((l) => /^NAME\s*$/.test(l)) && lines.some((l) => /^(?:SYNOPSIS|DESCRIPTION)\s*$/.test(l));
  // "PulseAudio 16.1" set apart by blank lines, with at least two more lines like it of the same name, their versions
  // running one way, and bodies that read as changes (or five such lines at least): releases, however their bodies are laid out ("Ubuntu 22.04" over
  // install commands, "Example 2.1" in a textbook are none).
  const apart = (i: number): boolean => (i === 0 || lines[i - 1]!.trim() === '') && (i + 1 >= lines.length || lines[i + 1]!.trim() === '');
  const productLines = new Map<string, { at: number; version: string }[]>();
  lines.forEach((l, i) => {
    const m = /^\S/.test(l) && l.length <= 60 && apart(i) ? PRODUCT_VERSION.exec(l.trim()) : null;
    if (!m || NOT_A_PRODUCT.test(m[1]!)) return;
    const seen = productLines.get(m[1]!);
    if (seen) seen.push({ at: i, version: m[2]! });
    else productLines.set(m[1]!, [{ at: i, version: m[2]! }]);
  });
  // A body reads as changes by its words, not its commands ("    sudo apt update" is an install step).
  const body = (at: number): string[] => {
    const out: string[] = [];
    for (let k = at + 1; k < lines.length && k <= at + 8 && !(k > at + 1 && apart(k) && PRODUCT_VERSION.test(lines[k]!.trim())); k++) out.push(lines[k]!);
    return out.filter((l) => !/^(?:\s{4,}|\t)|^\s*(?:\$|sudo\b|```)/.test(l));
  };
  const reads = (at: number): boolean =>
    /\b(?:fix(?:e[sd])?|add(?:ed|s)?|bug|release|changes?|new|improve(?:d|ments?)?|support|update[sd]?|removed?|contributors?)\b/i.test(body(at).join(' '));
  // (Two such lines do where both bodies are lists of changes.)
  const listed = (at: number): boolean => reads(at) && body(at).some((l) => /^\s{0,3}[-*•]\s/.test(l));
  const asReleases = (runs: { at: number; version: string }[]): boolean => {
    // (A thousand "Reading 4.5" lines are a log's readings, not releases.)
    if (runs.length < 2 || runs.length > 1000 || (runs.length === 2 && !runs.every((r) => listed(r.at)))) return false;
    const steps = runs.slice(1).map((r, i) => compareDotted(r.version, runs[i]!.version));
    // (Five lines or more in order are evidence enough.)
    return (steps.every((d) => d < 0) || steps.every((d) => d > 0)) && (runs.length >= 5 || runs.filter((r) => reads(r.at)).length * 2 >= runs.length);
  };
  // "0.8.3" alone at the margin, right over "- Fix parameters to …" (or "    . Bug fixes"): bare versions heading lists of
  // changes, three or more in order, are releases too.
  const bareLines = lines.flatMap((l, i) =>
    /^\S/.test(l) && (i === 0 || lines[i - 1]!.trim() === '') && PLAIN_VERSION.test(l.trim()) && /^\s{0,6}[-*•.]\s/.test(lines[i + 1] ?? '')
      ? [{ at: i, version: l.trim() }]
      : [],
  );
  // (Only where the document opens with one, as a change log opens with its newest release: "16.1" over "- full support"
  // further down a README lists supported versions, not releases.)
  const opensWithBare = bareLines.length > 0 && lines.findIndex((l) => l.trim() !== '') === bareLines[0]!.at;
  const releaseLines = new Map(
    [...productLines.values(), ...(bareLines.length >= 3 && opensWithBare ? [bareLines] : [])]
      .filter(asReleases)
      .flatMap((runs) => runs.map((r) => [r.at, r.version] as const)),
  );
  // GNOME's pre-release lines ("43.beta", "42.rc.1") alone at the margin: the document's bare versions are releases.
  const gnome = lines.some((l) => /^\d+(?:\.\d+)*\.(?:alpha|beta|rc)(?:\.\d+)?\s*$/i.test(l));
  // Lines inside a Markdown code fence (```) are code: "# You can also …" there is a shell comment, not a heading.
  let fenced = false;
  // The last heading that is not nested in another: the host of the entries and labels that follow it.
  let lastHost: (Heading & { start: number }) | undefined;
  lines.forEach((line, i) => {
    // ("1.0" over "~~~" is a heading underlined as long as it is, not a fence.)
    const underline = /^~+\s*$/.test(line) && i > 0 && !fenced && lines[i - 1]!.trim() !== '' && lines[i - 1]!.trim().length === line.trim().length;
    const fence = !underline && /^\s*(?:```|~~~)[\w+-]*\s*$/.test(line);
    if (fence) fenced = !fenced;
    // (A numbered line next to another is an item of a numbered list there: "1. This document." over "2. The … Guide.")
    const starred =
      ((underlined || atx) && /^\*\s/.test(line)) || (atx && /^\d+[.)]\s/.test(line) && [lines[i - 1], lines[i + 1]].some((l) => /^\d+[.)]\s/.test(l ?? '')));
    const found0 =
      fenced || fence
        ? null
        : releaseLines.has(i)
          ? { depth: 1, number: null, title: line.trim(), line: line.trim(), release: releaseLines.get(i)! }
          : manPage
            ? manHeading(line, lines[i + 1])
            : ((starred ? null : headingOf(line, lines[i - 1], lines[i + 1], lines[i + 2], gnome, atx)) ?? faqHeading(lines, i));
    const h = found0?.loose && markdown ? null : found0;
    if (h) {
      const host = lastHost;
      // "version 1.31 - Sergey Poznyakoff, 2019-01-02" over "* Support for zstd compression": the starred items are the
      // release's entries, below it.
      // So are the labels under a release ("New Features:" over its indented list), where the release's own heading is
      // underlined at another level than its neighbours'.
      const entry =
        !h.nested &&
        host !== undefined &&
        !/^[*#]/.test(host.line) &&
        (host.release !== undefined || isRelease(host.line)) &&
        (/^\*\s/.test(h.line) || (h.loose === true && !isRelease(h.line)));
      if ((h.nested || entry) && host) {
        found.push({ ...h, nested: true, depth: host.depth + 1, start: offset, row: i });
        offset += line.length + 1;
        return;
      }
      if (h.number === null) base = h.depth;
      // "4.2" nests under the "4" heading seen last, whatever unnumbered headings came between.
      const parent = h.number?.includes('.') ? depthOfNumber.get(h.number.replace(/\.\d+$/, '')) : undefined;
      const depth = h.number === null || h.keepDepth ? h.depth : parent !== undefined ? parent + 1 : base + h.depth;
      if (h.number !== null) depthOfNumber.set(h.number, depth);
      const placed = { ...h, depth, start: offset, row: i };
      found.push(placed);
      if (!h.nested) lastHost = placed;
    }
    offset += line.length + 1;
  });
  // Headings found otherwise ("Avahi 0.6.32" over "====") that name a product and a version, read as releases by the
  // same evidence as the lines above.
  const headed = new Map<string, { at: number; version: string }[]>();
  for (const h of found) {
    const m = h.release === undefined ? PRODUCT_VERSION.exec(h.line) : null;
    if (!m || NOT_A_PRODUCT.test(m[1]!)) continue;
    const seen = headed.get(m[1]!);
    if (seen) seen.push({ at: h.row, version: m[2]! });
    else headed.set(m[1]!, [{ at: h.row, version: m[2]! }]);
  }
  const headedVersions = new Map([...headed.values()].filter(asReleases).flatMap((runs) => runs.map((r) => [r.at, r.version] as const)));
  // Numbered headings keep their own depth; marked ones nest under the numbering they appear in.
  return found.map((h, i) => {
    let end = text.length;
    for (let j = i + 1; j < found.length; j++) {
      if (found[j]!.depth <= h.depth) {
        end = found[j]!.start;
        break;
      }
    }
    let date = findDate(h.line) ?? findMonth(h.line);
    const version = h.release ?? findVersion(h.line, date !== null) ?? headedVersions.get(h.row) ?? null;
    // "Version 2.14 / ===== / Released 2021-09-09": a release's date on the first line of its body.
    if (version && !date) {
      const first = text
        .slice(h.start, Math.min(end, h.start + 300))
        .split('\n')
        .slice(1)
        .find((l) => l.trim() !== '' && !/^\s*[=~^*-]{3,}\s*$/.test(l));
      // ("(released January 6th, 2022)": in brackets, the month first.)
      if (
        first &&
        /^\s*\(?\s*(?:released|release date|date)?\s*:?\s*(?:on\s+)?\(?(?:\d|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d)/i.test(first)
      )
        date = findDate(first);
    }
    return { depth: h.depth, number: h.number, title: h.title, version, date, start: h.start, end };
  });
}

/** A manual page's section ("BUGS", "EXIT STATUS") or subsection ("   Pipe capacity", over a more indented body). */
function manHeading(line: string, next: string | undefined): Heading | null {
  const t = line.trim();
  if (/^[A-Z][A-Z0-9 &'()/-]{1,40}$/.test(line.trimEnd()) && /[A-Z]{2}/.test(t) && t.split(/\s+/).length <= 5)
    return { depth: 1, number: null, title: t, line: t };
  const indent = line.length - line.trimStart().length;
  const below = next === undefined ? 0 : next.length - next.trimStart().length;
  if (indent >= 2 && indent <= 4 && below > indent && /^[A-Z][\w'/() -]{1,60}$/.test(t) && !/[.,;:]$/.test(t) && t.split(/\s+/).length <= 8)
    return { depth: 2, number: null, title: t, line: t };
  return null;
}

/** A heading line that names a release: a version, dated or called a release. */
function isRelease(line: string): boolean {
  const dated = (findDate(line) ?? findMonth(line)) !== null;
  return ((dated || /\b(?:release|version)\b/i.test(line)) && findVersion(line, dated) !== null) || PLAIN_VERSION.test(line.trim());
}

/** The innermost section containing a character offset; null before the first heading. */
export function sectionAt<S extends Section>(sections: readonly S[], offset: number): S | null {
  let best: S | null = null;
  for (const s of sections) if (s.start <= offset && offset < s.end && (!best || s.depth >= best.depth)) best = s;
  return best;
}

/** A short, stable name for a section: its number, else its version, else its title. */
export function sectionKey(s: Section): string {
  return s.number ?? (s.version ? `version ${s.version}` : s.title);
}

/** A line opening with a list marker: "(a)", "a)", "a.", "1.", "(ii)", "ii.", "iv)", "-", "*". */
// (" o adds agent forwarding support": a lowercase "o" is a bullet too, as curl's and libssh2's release notes mark them.)
const MARKED = /^\s*(\((?:[ivxlc]{1,6}|[a-z]|\d{1,2})\)|(?:[ivxlc]{2,6}|[a-z]|\d{1,2})[.)]|[-*•]|o(?=\s))\s+(\S.*)$/i;

/** A roman numeral (lower case), i to cccxcix. */
const ROMAN = /^(?=[ivxlc])c{0,3}(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})$/;

export const ITEM_KINDS = ['lettered', 'numbered', 'roman', 'bullet', 'line', 'definition'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export interface Item {
  kind: ItemKind;
  marker: string;
  text: string;
  /** The "Label:" line the item is listed under (unmarked lines, or a marked list right under it). */
  label?: string;
}

/**
 * The enumerated items of a section's text (after its heading line): lines
 * starting "(a)", "a)", "1.", "(ii)", "-", "*"; and the unmarked lines
 * listed, more indented, under a line ending in a colon ("Bug fixes:").
 */
export function items(section: string): Item[] {
  const out: Item[] = [];
  const lines = section.split('\n').slice(1);
  const indentOf = (l: string): number => l.replace(/\t/g, '        ').length - l.replace(/\t/g, '        ').trimStart().length;
  let label: { text: string; indent: number; items: number | null } | null = null;
  /** Lines an item whose bracket is still open may still run on into (0: none). */
  let open = 0;
  /** Opening brackets less closing ones. */
  const depth = (t: string): number => (t.match(/\(/g) ?? []).length - (t.match(/\)/g) ?? []).length;
  /** Under a label whose list is marked ("the following:" then "i." "ii."), unmarked lines continue an item. */
  let markedUnder: string | null = null;
  for (const line of lines) {
    if (!line.trim()) {
      open = 0;
      continue;
    }
    const ind = indentOf(line);
    if (label && label.items === null && MARKED.test(line)) {
      markedUnder = label.text;
      label = null;
    }
    if (markedUnder !== null && !MARKED.test(line) && /^\s/.test(line)) continue;
    if (!MARKED.test(line)) markedUnder = null;
    // Lines under a label keep the indentation of the first one; a line further out ends the list.
    if (label && ind > label.indent && (label.items === null || ind >= label.items)) {
      label.items ??= ind;
      out.push({ kind: 'line', marker: '', text: line.trim(), label: label.text });
      continue;
    }
    label = null;
    // "- Translation updates (Malay, Telugu,": an item whose bracket is still open goes on in the lines below it.
    // At most five lines, and not past a blank line.
    const last = out.at(-1);
    if (last && open > 0 && !MARKED.test(line) && /^\s/.test(line)) {
      last.text += ` ${line.trim()}`;
      open = depth(last.text) > 0 ? open - 1 : 0;
      continue;
    }
    open = 0;
    // '"Member" means …': a definition line.
    const def = /^\s*(["“][^"”]{1,60}["”])\s+(?:means|shall mean|refers to|is defined as|includes)\b/.exec(line);
    if (def) {
      out.push({ kind: 'definition', marker: def[1]!, text: line.trim() });
      continue;
    }
    // "merge <local-commit> [<repository>]::": an AsciiDoc labelled-list term.
    const labelled = /^(\S.{0,100}?)::\s*$/.exec(line);
    if (labelled) {
      out.push({ kind: 'line', marker: '::', text: labelled[1]!.trim() });
      continue;
    }
    const lab = /^\s*([^:]{2,60}):\s*$/.exec(line);
    if (lab) {
      label = { text: lab[1]!.trim(), indent: ind, items: null };
      continue;
    }
    // Markers: "(a)", "a)", "a.", "1.", "(ii)", "ii.", "iv)", "-", "*"; a roman numeral of several letters in any punctuation.
    const m = MARKED.exec(line);
    if (!m) continue;
    const marker = m[1]!;
    // (The "o" bullet in lower case, set in from the margin, before a word in lower case or after another such bullet:
    // "O Captain" opens a sentence, "o is given" at the margin goes on one.)
    if (marker === 'O' || (marker === 'o' && (!/^\s/.test(line) || (!/^\p{Ll}/u.test(m[2]!) && out.at(-1)?.marker !== 'o')))) continue;
    const inner = marker.replace(/[().]/g, '').toLowerCase();
    if (inner.length > 1 && !/^\d+$/.test(inner) && !ROMAN.test(inner)) continue;
    const prev = out[out.length - 1];
    const roman =
      (inner.length > 1 && ROMAN.test(inner)) ||
      (inner === 'i' && !(prev?.kind === 'lettered' && prev.marker.replace(/[().]/g, '').toLowerCase() === 'h')) ||
      (ROMAN.test(inner) && prev?.kind === 'roman');
    const kind: ItemKind = /^[-*•o]$/.test(marker) ? 'bullet' : /^\d+$/.test(inner) ? 'numbered' : roman ? 'roman' : 'lettered';
    out.push({ kind, marker, text: m[2]!.trim(), ...(markedUnder !== null ? { label: markedUnder } : {}) });
    open = depth(m[2]!) > 0 ? 5 : 0;
  }
  // "Contributors" over indented names, one to a line: a section of nothing but short lines at one indentation lists them.
  const body = lines.filter((l) => l.trim());
  if (
    out.length === 0 &&
    body.length >= 1 &&
    body.every(
      (l) =>
        indentOf(l) > 0 &&
        indentOf(l) === indentOf(body[0]!) &&
        l.trim().split(/\s+/).length <= 5 &&
        !/[.:;,]$/.test(l.trim()) &&
        !/\S\s{2,}\S/.test(l.trim()) &&
        !l.includes(','),
    )
  )
    for (const l of body) out.push({ kind: 'line', marker: '', text: l.trim() });
  return out;
}

/**
 * The numbered items of `sections[at]`, continued into the sections that
 * follow while their numbering runs on (paragraphs "0." … "14.", a heading,
 * then "15." "16.").
 */
export function numberedRun(text: string, sections: readonly Section[], at: number): { items: Item[]; end: number } {
  const sec = sections[at]!;
  const own = items(text.slice(sec.start, sec.end));
  const num = (i: Item): number | null => (i.kind === 'numbered' ? Number(/\d+/.exec(i.marker)?.[0]) : null);
  const nums = own.map(num).filter((n): n is number => n !== null);
  let end = sec.end;
  if (nums.length === 0) return { items: own, end };
  const out = [...own];
  let last = nums[nums.length - 1]!;
  for (let i = at + 1; i < sections.length; i++) {
    const next = items(text.slice(sections[i]!.start, sections[i]!.end)).filter((x) => x.kind === 'numbered');
    if (next.length === 0 || num(next[0]!) !== last + 1) break;
    out.push(...next);
    last = num(next[next.length - 1]!)!;
    end = sections[i]!.end;
  }
  return { items: out, end };
}

/** A section as it travels in a heading doc or event: its place in the outline, and its span. */
export interface SectionRef extends Section {
  id: number;
}

/** Words that end the noun phrase after an ordinal ("the third activity listed", "the second rule in …"). */
const ORDINAL_PHRASE_STOP =
  /^(?:listed|named|mentioned|given|shown|stated|described|set|in|of|on|under|for|from|that|which|who|is|are|was|were|does|do|the|a|an)$/;

/** Sections the question names: "Section 2.7", a version a section is headed by, or "the Definitions section". */
/** "The first release after the initial one", "the release before version 2.0" (group 1: the direction; group 2: the version, if named). */
const RELATIVE_RELEASE =
  /\b(?:first|next|previous|preceding)?\s*(?:release|version)\s+(?:that\s+came\s+|right\s+|immediately\s+|just\s+)?(after|before|following|preceding)\s+(?:the\s+)?(?:(?:very\s+)?(?:initial|first)(?:\s+(?:one|release|version))?|(?:[\w-]+['’]s\s+(?:initial|first)\s+one)|(?:version|release)\s+v?(\d+(?:\.\d+)+[a-z0-9]*))/i;

/** "The entry (that comes) right after the one about X" (group 1: after/before; group 2: X). */
const NEIGHBOUR_SECTION =
  /\b(?:entry|section|question|item|paragraph|chapter|heading|part)\s+(?:that\s+(?:comes|appears|is)\s+|which\s+(?:comes|appears|is)\s+)?(?:right\s+|immediately\s+|just\s+|directly\s+)?(after|before|following|preceding)\s+the\s+one\s+(?:about|on|for|titled|called|that\s+asks\s+about|asking\s+about)\s+([^,.?;]+)/i;

export function namedSections<S extends Pick<SectionRef, 'id' | 'number' | 'version' | 'title' | 'date'>>(question: string, sections: readonly S[]): S[] {
  const out = new Map<number, S>();
  for (const m of question.matchAll(/\b(?:section|clause|article)\s+(\d+(?:\.\d+)*)/gi)) {
    for (const s of sections) if (s.number === m[1]) out.set(s.id, s);
  }
  // ("According to these util-linux-ng 2.16 release notes": a version in the words naming the document names no section.)
  // (Nor does an example of the answer's form: "Give the version as written (for example v1.0.0)".)
  const asked = withoutExamples(question).replace(
    /\b(?:these|this)\s+[^,?;]{0,60}?\b(?:release\s+notes|notes|changelog|change\s+log|news(?:\s+file)?|document|manual|readme|guide)\b/gi,
    ' ',
  );
  // ("in v2.15": a version may carry its "v".)
  // ("the 43.beta release (not 43.beta.1)": a GNOME pre-release's tag after a dot; a version the question rules out names
  // nothing.)
  const versions = new Set(
    [
      ...asked
        .replace(/\(\s*not\s+[^()]{1,40}\)/gi, ' ')
        .matchAll(/(?<![\w.])v?(\d+(?:\.\d+)*\.(?:alpha|beta|rc)(?:\.\d+)?(?![\w.]*\d)|\d+(?:\.\d+)+[a-z0-9]*(?![\w.]*\d))/g),
    ].map((m) => m[1]!),
  );
  // ("Who updated ja.po in util-linux 2.29?" over "Util-linux 2.29 Release Notes": the title of the whole document, which
  // names the version the notes are about, is no section the question narrows to.)
  const titles = (s: S): boolean => s === sections[0] && /\brelease\s+notes\b/i.test(s.title) && sections.filter((o) => o.version === s.version).length === 1;
  for (const s of sections) if (s.version && versions.has(s.version) && !titles(s)) out.set(s.id, s);
  // "The first change listed under the most recent release": that release, by date where every release has one.
  // (Only for something inside it: "the oldest release recorded" asks for the release itself; "the first version after
  // 1.1.0" is another question.)
  const extreme =
    /\b(?:listed|mentioned|named|given|described|fixed|added|changed|entries|items|changes)\s+(?:under|in|of|for)\s+the\s+(most recent|latest|newest|last|first|oldest|earliest)\s+(?:release|version)\b(?!\s+(?:after|before|following|preceding|since|prior)\b)/i.exec(
      question,
    );
  const releases = sections.filter((s) => s.version);
  if (extreme && releases.length >= 2) {
    const dated = releases.every((r) => r.date);
    // A pre-release ("1.2.0rc1", "1.2.0 beta 1") comes before its release.
    const pre = (v: string): number => (isPreRelease(v) ? -1 : 0);
    const core = (v: string): string => v.replace(/\s*-?(?:alpha|beta|rc|pre|preview)[\s.-]*\d*$/i, '');
    const order = (a: S, b: S): number =>
      dated ? a.date!.localeCompare(b.date!) : compareDotted(core(a.version!), core(b.version!)) || pre(a.version!) - pre(b.version!);
    const late = /recent|latest|newest|last/i.test(extreme[1]!);
    const pick = releases.reduce((a, b) => ((late ? order(a, b) >= 0 : order(a, b) <= 0) ? a : b));
    out.set(pick.id, pick);
  }
  // A label's one-word title ("losetup:", "switch_root:") names its section where the question writes it as the document
  // does, right after a preposition ("added to losetup", "listed under switch_root").
  for (const s of sections) {
    const title = s.title.replace(/:$/, '');
    if (!/^[a-z][\w.+-]{2,40}$/.test(title) || (title.length < 4 && !/[_.+-]/.test(title)) || STOP_WORDS.has(title) || !question.includes(title)) continue;
    // (Where nothing more follows than punctuation or a word of place: "To mount encrypted volumes" uses the word as a verb.)
    if (
      new RegExp(
        `\\b(?:to|for|in|under|of|from|about|by)\\s+(?:the\\s+)?${title.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![\\w-])(?=\\s*(?:[?.,;:)]|$)|\\s+(?:in|of|for|and|or|on|at|from|between|since|section|label|heading|entries|entry|changes|part)\\b)`,
      ).test(question)
    )
      out.set(s.id, s);
  }
  // A title counts only where the question calls it a section ("the Definitions section", "section titled …").
  const lower = question.toLowerCase();
  const patterns = new Map<string, RegExp>();
  for (const s of sections) {
    const title = s.title
      .toLowerCase()
      .replace(/["“”'.,:]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    const all = title.split(' ');
    // ("In the po section": a short title counts where the question calls it a section right after writing it.)
    if (
      all.length === 1 &&
      all[0]!.length === 2 &&
      /^[a-z\d]+$/.test(all[0]!) &&
      new RegExp(`\\bthe\\s+${all[0]}:?\\s+(?:section|label|heading|part|entry|entries)\\b`).test(lower)
    ) {
      out.set(s.id, s);
      continue;
    }
    // (Every phrase tried opens with the title's first word: a question without it names no such title.)
    if (all.filter((w) => w.length > 2).length === 0 || !lower.includes(all[0]!)) continue;
    // The whole title, or its opening words (two or more): "the terms and conditions" names "TERMS AND CONDITIONS FOR COPYING …".
    for (let k = all.length; k >= Math.min(2, all.length); k--) {
      const phrase = all.slice(0, k).join(' ');
      // (A phrase the question does not hold at all is passed over before a pattern is made for it; a pattern is made
      // once per phrase, which many titles may share: "support for feature" of 20,000 "Support for feature N".)
      if (!lower.includes(phrase)) continue;
      let pattern = patterns.get(phrase);
      if (!pattern) patterns.set(phrase, (pattern = new RegExp(`\\b${phrase.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\b`, 'g')));
      const found = [...lower.matchAll(pattern)];
      if (found.length === 0) continue;
      // Any occurrence the question calls a section ("the Terms section", not "how many terms").
      // (Not "this chapter of the Vim user manual": the work a part is of is the document, no section of it.)
      if (
        found.some(
          (f) =>
            /\b(?:section|clause|chapter|part|heading)s?\b/.test(lower.slice(Math.max(0, f.index! - 30), f.index! + phrase.length + 40)) &&
            !/\b(?:section|chapter|part)\s+of\s+(?:the|this)\s+$/.test(lower.slice(Math.max(0, f.index! - 30), f.index!)),
        )
      )
        out.set(s.id, s);
      // So does a whole title of two words or more that closes a place in the question: "in the 2.15 release highlights".
      else if (
        k === all.length &&
        k >= 2 &&
        found.some(
          (f) =>
            /\b(?:in|under|among|from|within)\s+(?:the|its|this|these)\s+(?:[\w.-]+\s+)?$/.test(lower.slice(Math.max(0, f.index! - 40), f.index!)) &&
            // ("in the release highlights of util-linux 2.21?": the product and version the document is about may follow.)
            /^\s*(?:[?.,;]|$)|^\s+of\s+(?:the\s+)?[\w.+-]+(?:\s+v?\d[\w.]*)?\s*(?:[?.,;]|$)/.test(lower.slice(f.index! + phrase.length)),
        )
      )
        out.set(s.id, s);
      // A whole numbered title of three words or more, spelled as the document capitalises it, names its section too.
      else if (k === all.length && all.length >= 3 && s.number !== null && question.includes(s.title.replace(/[.:]$/, ''))) out.set(s.id, s);
      break;
    }
  }
  // "The third condition", "the third collaborator activity": the section whose title holds the phrase's
  // head noun in the plural ("PERMISSION & CONDITIONS", "Collaborator activities"), the most of its words first.
  for (const m of question.matchAll(/\bthe (?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last) ((?:[a-z-]{3,}\s*){1,3})/gi)) {
    const phrase: string[] = [];
    for (const w of m[1]!.toLowerCase().split(/\s+/).filter(Boolean)) {
      if (ORDINAL_PHRASE_STOP.test(w)) break;
      phrase.push(w);
    }
    const head = phrase.at(-1);
    if (!head) continue;
    const plurals = new Set([`${head}s`, `${head}es`, head.replace(/y$/, 'ies')]);
    let best: { score: number; ids: S[] } = { score: 0, ids: [] };
    for (const s of sections) {
      const words = s.title.toLowerCase().split(/[^a-z-]+/);
      if (!words.some((w) => plurals.has(w) && w !== head)) continue;
      const score = phrase.filter((w) => words.includes(w) || words.some((t) => plurals.has(t))).length;
      if (score > best.score) best = { score, ids: [s] };
      else if (score === best.score) best.ids.push(s);
    }
    for (const s of best.ids) out.set(s.id, s);
  }
  // "The first release after the initial one", "the release right before 2.0": the neighbour, in version order, of the
  // release named (or of the first one); only the neighbour is named.
  const relative = RELATIVE_RELEASE.exec(question);
  if (relative) {
    const releases = sections.filter((s) => s.version).sort((a, b) => compareDotted(a.version!, b.version!));
    const base = relative[2] ? releases.find((r) => r.version === relative[2]) : releases[0];
    const next = base ? releases[releases.indexOf(base) + (/before|preceding|previous/i.test(relative[1]!) ? -1 : 1)] : undefined;
    if (next) return [next];
  }
  // "The entry right after the one about a Delphi interface": the section whose title shares most of
  // those words, then its neighbour in the document; only the neighbour is named.
  const beside = NEIGHBOUR_SECTION.exec(question);
  if (beside) {
    const want = new Set(terms(beside[2]!));
    let anchor: { s: S; score: number } | null = null;
    for (const s of sections) {
      const have = new Set(terms(s.title));
      const shared = [...want].filter((t) => have.has(t)).length;
      // The words after "about" may run on past the title's ("… interface points to a directory"): two shared words do.
      if ((shared >= 2 || shared / Math.max(1, want.size) >= 0.5) && (!anchor || shared > anchor.score)) anchor = { s, score: shared };
    }
    const ordered = [...sections].sort((a, b) => a.id - b.id);
    const at = anchor ? ordered.indexOf(anchor.s) : -1;
    const next = at < 0 ? undefined : ordered[at + (/^(?:before|preceding)$/i.test(beside[1]!) ? -1 : 1)];
    if (next) return [next];
  }
  // Most specific first: the heading naming most of the question's versions and numbers.
  const tokens = [...versions, ...[...question.matchAll(/\b\d+(?:\.\d+)*\b/g)].map((m) => m[0])];
  const score = (s: S): number => tokens.filter((t) => s.title.includes(t) || s.version === t || s.number === t).length;
  return [...out.values()].sort((a, b) => score(b) - score(a));
}

/** The section a section sits in, by depth; null at the top. */
/**
 * parentOf for sections met in document order, in time that grows with the sections still open rather than with all
 * met so far (20,000 starred lines, each a heading, would otherwise cost 200 million comparisons). A section met out of
 * order is looked up among all.
 */
export function parentsInOrder(): (s: SectionRef) => SectionRef | null {
  const all: SectionRef[] = [];
  let open: SectionRef[] = [];
  return (s) => {
    const ordered = all.length === 0 || all.at(-1)!.start <= s.start;
    let best: SectionRef | null = null;
    if (ordered) {
      open = open.filter((p) => s.start < p.end);
      for (const p of open) if (p.start < s.start && p.depth < s.depth && (!best || p.depth > best.depth)) best = p;
    } else best = parentOf(all, s);
    all.push(s);
    open.push(s);
    return best;
  };
}

export function parentOf(sections: readonly SectionRef[], s: SectionRef): SectionRef | null {
  let best: SectionRef | null = null;
  for (const p of sections) if (p.start < s.start && s.start < p.end && p.depth < s.depth && (!best || p.depth > best.depth)) best = p;
  return best;
}

/** "The release that fixed X also …": the question identifies a section by what it says, then asks about it. */
export const ANCHORED = /\bthe (?:[\w-]+ )?(?:release|version|section|chapter|part|set of changes|changes) (?:that|which|where|in which)\b/i;

/** The section to read whole for an anchored question: the versioned (else top-level) section around `offset`. */
export function anchorSection<S extends Section>(sections: readonly S[], offset: number): S | null {
  const around = sections.filter((s) => s.start <= offset && offset < s.end);
  return around.find((s) => s.version && s.date) ?? around.find((s) => s.depth === 1) ?? null;
}
