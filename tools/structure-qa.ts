import type { Events, Triples } from '../wire/packet.js';
import { findDate, findDateText, isPreRelease, namedSections } from './outline.js';
import type { QuestionAnalysis } from './question.js';
import { NUMBERED_ITEM, exactTokens, isMeasureUnit, posTagger } from './question.js';
import { escapeRegExp, lookupTable, ordinalNumber, terms, verbStem, words } from './text.js';
import { decodeItemRelation, sectionOfSubject } from './packet-content.js';

type Event = Events['events'][number];
type Triple = Triples['triples'][number];

/** A document section as the reasoner rebuilds it from heading and item triples. */
export interface DocSection {
  id: number;
  title: string;
  number: string | null;
  version: string | null;
  date: string | null;
  parent: number | null;
  items: { kind: string; text: string; label?: string }[];
}

export interface StructureAnswer {
  answer: string;
  why: string;
}

/** Rebuild the outline from (section N, title|number|version|date|parent|<kind> item, value) triples. */
export function sectionsFromTriples(triples: readonly Triple[]): Map<number, DocSection> {
  const out = new Map<number, DocSection>();
  for (const t of triples) {
    const id = sectionOfSubject(t.subject);
    if (id === null) continue;
    const s = out.get(id) ?? { id, title: '', number: null, version: null, date: null, parent: null, items: [] };
    if (t.relation === 'title') s.title = t.object;
    else if (t.relation === 'number') s.number = t.object;
    else if (t.relation === 'version') s.version = t.object;
    else if (t.relation === 'date') s.date = t.object;
    else if (t.relation === 'parent') s.parent = sectionOfSubject(t.object);
    else {
      const item = decodeItemRelation(t.relation);
      if (item) s.items.push({ kind: item.kind, text: t.object, ...(item.label ? { label: item.label } : {}) });
    }
    out.set(id, s);
  }
  return out;
}

/** The section and its ancestors, nearest first. */
/** The document's first section (its title, where it opens with one). */
function firstSection(sections: Map<number, DocSection>): DocSection | null {
  let first: DocSection | null = null;
  for (const s of sections.values()) if (first === null || s.id < first.id) first = s;
  return first;
}

function lineage(sections: Map<number, DocSection>, id: number | undefined): DocSection[] {
  const out: DocSection[] = [];
  let cur = id === undefined ? undefined : sections.get(id);
  while (cur && out.length < 16) {
    out.push(cur);
    cur = cur.parent === null ? undefined : sections.get(cur.parent);
  }
  return out;
}

/** The nearest section (itself or an ancestor) headed by a version. */
export function releaseOf(sections: Map<number, DocSection>, id: number | undefined): DocSection | undefined {
  const line = lineage(sections, id);
  const own = line.find((s) => s.version);
  if (own || line.length === 0) return own;
  // "* Support for zstd compression" read as a heading beside "version 1.31 - …" rather than under it: a top-level
  // section with no release above it belongs to the last release heading before it, when one comes before it.
  const top = line.at(-1)!;
  let before: DocSection | undefined;
  for (const s of sections.values()) if (s.parent === null && s.id < top.id && s.version && (!before || s.id > before.id)) before = s;
  return before;
}

/** Compare two releases: by date when both have one, else by version number ("1.10" after "1.9"). */
export function compareReleases(a: DocSection, b: DocSection): number {
  // (Two releases of one day, "0.5" and "0.6" on 2011-08-12, rank by their versions.)
  if (a.date && b.date && a.date !== b.date) return a.date < b.date ? -1 : 1;
  // (The numeric core only: "1.4.0-rc.1" is 1.4.0 and a pre-release of it.)
  const core = (v: string | null): number[] =>
    (/^v?\d+(?:\.\d+)*/.exec(v ?? '')?.[0] ?? '')
      .replace(/^v/, '')
      .split('.')
      .map((x) => parseInt(x, 10) || 0);
  const pa = core(a.version);
  const pb = core(b.version);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) - (pb[i] ?? 0);
  // "1.0 beta 1" comes before "1.0.0".
  const pre = (s: DocSection): number => (isPreRelease(s.version ?? '') ? -1 : 0);
  return pre(a) - pre(b);
}

/** Whether the event lies in one of the given sections (or below them). */
export function within(sections: Map<number, DocSection>, event: Event, ids: ReadonlySet<number>): boolean {
  return lineage(sections, event.section).some((s) => ids.has(s.id));
}

/** A date's day number; a month-only date (YYYY-MM, from "July 2020") counts from the month's first day. */
function days(date: string): number {
  return Date.parse(`${date.length === 7 ? `${date}-01` : date}T00:00:00Z`) / 86_400_000;
}

const KIND_WORDS: Record<string, string> = lookupTable({ lettered: 'lettered', numbered: 'numbered', bulleted: 'bullet', roman: 'roman' });

/**
 * Answer from the document's structure, or null when the question is not
 * about it: counts of a named section's subsections or items; for release
 * notes (sections headed by a version and a date), the release a piece of
 * evidence sits in, days between two releases, a release's year; and the
 * titles of the sections a named section refers to.
 */
export function answerFromStructure(
  question: string,
  q: QuestionAnalysis,
  sections: Map<number, DocSection>,
  events: readonly Event[],
): StructureAnswer | null {
  const hit = structureAnswer(question, q, sections, events);
  // "Give the date exactly as the log writes it": the heading's own spelling of that date ("14-DEC-2000").
  if (hit && q.type === 'date' && AS_WRITTEN.test(question)) {
    const written = [...sections.values()].map((s) => findDateText(s.title)).find((w) => w !== null && findDate(w) === hit.answer);
    if (written) return { ...hit, answer: written };
  }
  // "Give the version exactly as written in its heading": with the "v" the heading writes ("2021-05-03 v3.1.0").
  if (hit && q.type === 'version' && AS_WRITTEN.test(question) && /^\d/.test(hit.answer)) {
    const v = new RegExp(`(?<![\\w.])([vV]|version\\s+|release\\s+)${escapeRegExp(hit.answer)}(?![\\w.]*\\d)`);
    const title = [...sections.values()].find((s) => s.version === hit.answer && v.test(s.title));
    const prefix = title ? v.exec(title.title)![1]! : '';
    if (/^v$/i.test(prefix)) return { ...hit, answer: `${prefix}${hit.answer}` };
  }
  return hit;
}

const AS_WRITTEN =
  /\bexactly as\b|\bas (?:it is |it's )?(?:written|given|shown)\b|\bas it appears\b|\bas the \w+ (?:writes|gives|shows) it\b|\bthe way the \w+ (?:does|writes|gives|shows)\b/i;

/** "How many releases are marked …": the question's lead to the mark. */
const MARKED_AS = String.raw`\bhow many\b[^?]{0,120}?\b(?:releases|versions|release (?:headings|entries))\b[^?]{0,60}?\b(?:marked|labell?ed|tagged|flagged)\s+(?:as\s+)?`;
const MARKED = String.raw`${MARKED_AS}["'“‘]?`;
/** "… marked [stable]", "… marked (LTS)". */
const MARKED_BRACKETS = new RegExp(`${MARKED}(\\[[^\\]]{1,30}\\]|\\([^)]{1,30}\\))`, 'i');
/** "… labelled LTS in their release headings". */
const MARKED_WORD = new RegExp(`${MARKED}([\\w.+-]{2,30})["'’”]?\\s+in\\s+(?:their|the)\\s+(?:release\\s+)?(?:headings?|titles?)\\b`, 'i');
/** "… labelled as a 'Featured release'": a quoted mark, of a few words. */
const MARKED_QUOTED = new RegExp(`${MARKED_AS}(?:an?\\s+)?["'“‘]([\\w.+ -]{2,30}?)["'’”]`, 'i');

/**
 * "… marked as being by Todd Rinaldo": a name the headings credit ("2.46 2019-09-24 (by Todd Rinaldo)"); so do "how many
 * releases are credited to Sean M. Burke", "… signed by", "… released by" ("2.04  2004-06-01  Sean M. Burke <…>").
 */
const MARKED_BY = new RegExp(
  `(?:${MARKED_AS}(?:being\\s+)?(?:by|from)|\\bhow many\\b[^?]{0,120}?\\b(?:releases|versions|release (?:headings|entries))\\b[^?]{0,60}?\\b(?:credited|attributed)\\s+to|\\bhow many\\b[^?]{0,120}?\\b(?:releases|versions)\\b[^?]{0,60}?\\b(?:signed|released|made|uploaded)\\s+by)\\s+([\\w.'’-]+(?:\\s+[\\w.'’-]+){0,3})`,
  'i',
);

/** "How many releases are marked [stable]?", "… labelled as a 'Featured release'": the releases whose heading carries that mark. */
function markedReleases(question: string, all: readonly DocSection[]): StructureAnswer | null {
  // (A bracketed mark, or a word "in their headings": "labelled LTS in their release headings" over "Version 0.12.13 (LTS)".)
  const byName = MARKED_BY.exec(question);
  const marked = MARKED_BRACKETS.exec(question) ?? MARKED_WORD.exec(question) ?? MARKED_QUOTED.exec(question) ?? byName;
  // (A range of releases, "after 1.2.90", is another question.)
  if (!marked || /\b(?:after|before|since|until|between|prior to)\b/i.test(question)) return null;
  // (A name, its capitalised words only: "by Todd Rinaldo in the changelog" credits Todd Rinaldo.)
  const mark = marked === byName ? (/^[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*)*/.exec(marked[1]!)?.[0] ?? '') : marked[1]!;
  if (!mark) return null;
  const carries = (title: string): boolean =>
    /^[[(]/.test(mark) ? title.toLowerCase().includes(mark.toLowerCase()) : new RegExp(`(?<![\\w-])${escapeRegExp(mark)}(?![\\w-])`, 'i').test(title);
  // (Headings counted once each: "2.40_01" and "2.40_02" are two releases though their versions read alike.)
  const n = new Set(all.filter((r) => r.version && carries(r.title)).map((r) => `${r.version} ${r.title.trim()}`)).size;
  return n > 0 ? { answer: String(n), why: `${n} releases whose heading carries ${mark}` } : null;
}

function structureAnswer(question: string, q: QuestionAnalysis, sections: Map<number, DocSection>, events: readonly Event[]): StructureAnswer | null {
  const all = [...sections.values()];
  const mark = markedReleases(question, all);
  if (mark) return mark;
  const named = namedSections(question, all);
  const target = named[0];

  // "How many X are listed under 'Label'": the unmarked items under that label, in the named section.
  const label = /\blisted under ['"“‘]([^'"”’]+)['"”’]/i.exec(question)?.[1];
  if (/\bhow many\b/i.test(question) && label) {
    const scope = target ? all.filter((s) => lineage(sections, s.id).some((a) => a.id === target.id)) : all;
    const listed = scope.flatMap((s) => s.items.filter((i) => i.label?.toLowerCase().replace(/:$/, '') === label.toLowerCase()));
    if (listed.length) return { answer: String(listed.length), why: `${listed.length} lines listed under "${label}"${target ? ` in "${target.title}"` : ''}` };
  }

  // "How many new columns are listed for lsblk?" over "lsblk(8):" / "- supports new columns:" / its lines: in the sections
  // named, the items under the one label that names the counted noun.
  const countedNoun = /\bhow many\s+(?:(?:new|different|distinct|separate|additional)\s+)?([a-z]{3,}s)\b/i.exec(question)?.[1];
  const noun = countedNoun ? terms(countedNoun)[0] : undefined;
  if (noun && named.length) {
    // (A label read in a section and in the one it is under too counts where it holds the more lines.)
    const groups = new Map<string, number>();
    for (const n of named)
      for (const s of all.filter((x) => lineage(sections, x.id).some((a) => a.id === n.id))) {
        const here = new Map<string, number>();
        for (const i of s.items) if (i.label && terms(i.label).includes(noun)) here.set(i.label, (here.get(i.label) ?? 0) + 1);
        for (const [l, k] of here) groups.set(l, Math.max(k, groups.get(l) ?? 0));
      }
    const only = groups.size === 1 ? [...groups][0] : undefined;
    if (only) return { answer: String(only[1]), why: `${only[1]} lines under the label "${only[0]}"` };
  }

  const ordinal = ordinalItem(question, all, events);
  if (ordinal) return ordinal;
  const described = sectionsDescribedAs(question, q, sections, named);
  if (described) return described;

  // "Which sections have a title containing the word X?": the titles (or numbers) that hold it, in document order.
  const titled = TITLE_FILTER.exec(question);
  if (titled) {
    const word = titled[1]!.toLowerCase();
    const hits = all.filter((x) => new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i').test(x.title)).sort((a, b) => a.id - b.id);
    const numbers = /\bnumbers?\b/i.test(question) && hits.every((x) => x.number !== null);
    if (hits.length && /\bhow many\b/i.test(question)) return { answer: String(hits.length), why: `${hits.length} section titles holding "${word}"` };
    if (hits.length) return { answer: hits.map((x) => (numbers ? x.number! : x.title)).join(', '), why: `${hits.length} section titles holding "${word}"` };
  }
  // Asked for a section by what it holds, any section the question seems to name ("this License") is incidental.
  const holding = sectionHolding(question, sections, events);
  if (holding) return holding;

  // "What is the third collaborator activity listed?": the third item of the list the named section holds.
  // "What is the final item listed under the most recent release": the release picked by its date, its entries (a list, or
  // the headed entries below it).
  const nth =
    /^\s*(?:what|which)\s+(?:is|was|are|were)\s+the\s+(?:very\s+)?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final)\b/i.exec(
      question,
    );
  const inRelease = /\b(?:under|in|of|for)\s+the\s+(most recent|latest|newest|last|first|oldest|earliest)\s+(?:release|version)\b/i.exec(question);
  const releases = all.filter((s) => s.version);
  const holder =
    inRelease && releases.length >= 2
      ? releases.reduce((a, b) => ((/recent|latest|newest|last/i.test(inRelease[1]!) ? compareReleases(a, b) >= 0 : compareReleases(a, b) <= 0) ? a : b))
      : target;
  if (nth && holder) {
    const headed = all.filter((c) => c.parent === holder.id).map((c) => c.title);
    const entries = holder.items.length >= headed.length ? holder.items.map((i) => i.text) : headed;
    const n = /^(?:last|final)$/i.test(nth[1]!) ? entries.length : ordinalNumber(nth[1]!)!;
    const item = entries[n - 1];
    // (Less the references in brackets that close a release's entry: "[!145, Matt Turner]", "(#604610)".)
    if (item)
      return {
        answer: item.replace(/^(?:[-*+•]|o(?=\s)|\(?[0-9A-Za-z]{1,4}[.)])\s+/, '').replace(/\s+(?:\[[^[\]]*[#!]\d+[^[\]]*\]|\((?:[^()]*,\s*)?[#!]\d+\))$/, ''),
        why: `item ${n} of the list in "${holder.title}"`,
      };
  }

  // "What is the title of section 13?"
  if (target && /\b(?:what is|what's|give|name) the (?:title|heading|name) of (?:section|clause|article|chapter)\b/i.test(question)) {
    return { answer: target.title, why: `the heading of section ${target.number ?? target.id}` };
  }

  // "How many titled sections does the README have?": where no section is named, the document's own sections, those at
  // its top level.
  if (named.length === 0 && all.length >= 2 && /\bhow many\b[^?]{0,40}?(?<!sub)\b(?:sections|headings|chapters)\b/i.test(question)) {
    const n = all.filter((s) => s.parent === null).length;
    return { answer: String(n), why: `${n} sections at the document's top level` };
  }
  // "How many <things> does the X section define / list?" (of the sections named, the one with subsections or items)
  // Of the sections named, the one with most subsections (then items) is the one counted.
  const size = (s: DocSection): number => all.filter((c) => c.parent === s.id).length * 1000 + s.items.length;
  // "How many change entries are listed under switch_root": the section the question puts the entries under (of two
  // so titled, the one with more entries).
  const inNamed = (s: DocSection): boolean => lineage(sections, s.id).some((a) => a.id !== s.id && named.some((n) => n.id === a.id));
  const under = /\bhow many\b/i.test(question)
    ? named
        // ("In the po section of the changes between v2.34 and v2.35": the one called a section by its own title.)
        .filter((s) => {
          const title = escapeRegExp(s.title.replace(/:$/, ''));
          return new RegExp(
            `\\bunder\\s+(?:the\\s+)?["'“‘]?${title}["'”’]?(?![\\w-])|\\bthe\\s+["'“‘]?${title}:?["'”’]?\\s+(?:section|label|heading|part)\\b`,
            'i',
          ).test(question);
        })
        // (Of two so titled, the one inside another section the question names, "under mount in version 1.3", else the
        // fuller.)
        .sort((a, b) => Number(inNamed(b)) - Number(inNamed(a)) || b.items.length - a.items.length)[0]
    : undefined;
  const counted = under ?? [...named].sort((a, b) => size(b) - size(a)).find((s) => size(s) > 0) ?? target;
  // "How many days …" measures; it does not count a section's parts.
  if (/\bhow many\b/i.test(question) && counted && !isMeasureUnit(q.unit)) {
    const target = counted;
    // "numbered sections" counts sections; "lettered conditions" counts items.
    const kindWord = /\b(lettered|numbered|bulleted|roman)\b(?!\s+(?:sub)?(?:sections?|clauses?|articles?|chapters?))/i.exec(question)?.[1]?.toLowerCase();
    const children = all.filter((s) => s.parent === target.id);
    if (kindWord) {
      const items = target.items.filter((i) => i.kind === KIND_WORDS[kindWord]);
      if (items.length) return { answer: String(items.length), why: `${items.length} ${kindWord} items in section "${target.title}"` };
    }
    // "How many terms are defined": every defined term below the section (definitions nest: 1.8 and 1.8.1).
    const below = all.filter((s) => s.id !== target.id && lineage(sections, s.id).some((a) => a.id === target.id));
    const defined = below.filter((s) => /^["“']/.test(s.title)).length + target.items.filter((i) => i.kind === 'definition').length;
    if (/\b(?:terms|words|entries) (?:are |is )?defined\b|\bdefinitions\b|\bdefined terms\b/i.test(question) && defined) {
      return { answer: String(defined), why: `${defined} defined terms under "${target.title}"` };
    }
    // "How many people are credited as contributors to 14.1?": the one subsection the question names by its title
    // ("Contributors") holds what is counted.
    // (Not the words of the counted section's own title, and not where sections are what is counted.)
    const own = new Set(terms(target.title));
    const asked = new Set(terms(question).filter((t) => !own.has(t)));
    const titled = /\b(?:sub)?(?:sections?|parts?|headings?|chapters?)\b/i.test(question)
      ? []
      : children.filter((c) => c.items.length > 0 && terms(c.title).some((t) => asked.has(t)));
    if (titled.length === 1 && !all.some((s) => s.parent === titled[0]!.id)) {
      const n = titled[0]!.items.length;
      return { answer: String(n), why: `${n} items in "${titled[0]!.title}" under "${target.title}"` };
    }
    if (children.length) return { answer: String(children.length), why: `${children.length} subsections under "${target.title}"` };
    const numbered = target.items.filter((i) => i.kind === 'numbered').length;
    if (numbered > 0 && /\b(?:numbered|sections?|paragraphs?|clauses?)\b/i.test(question))
      return { answer: String(numbered), why: `${numbered} numbered paragraphs in "${target.title}"` };
    // "Translation updates (Malay, Telugu, …)": a section's one item listing its things in brackets counts those.
    // The item must name what is counted before its bracket ("How many languages … translation updates (…)": the
    // question's words), and list at least three.
    const only = target.items.length === 1 ? target.items[0]!.text : '';
    const bracketed = only ? /\(([^(),]+(?:,[^(),]+)+)\)/.exec(only) : null;
    const named = bracketed !== null && terms(only.slice(0, bracketed.index)).some((t) => q.terms.includes(t));
    const entries = bracketed ? bracketed[1]!.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).filter((x) => x.trim()) : [];
    if (named && entries.length >= 3) {
      const n = entries.length;
      return { answer: String(n), why: `${n} things listed in brackets in the one item of "${target.title}"` };
    }
    // "How many different subcommands": items that open with the same word ("add <local-commit>", "add <repository>")
    // are one.
    // (Only items written as a command and its arguments; the first word past the item's marker: "add" of ":: add <x>".)
    const bare = target.items.map((i) => i.text.replace(/^[^\p{L}\p{N}\s]+\s+/u, ''));
    if (bare.length && /\b(?:different|distinct)\b/i.test(question) && bare.every((t) => /^[\w-]+(?:\s+[[<(+].*)?$/.test(t))) {
      const n = new Set(bare.map((t) => words(t)[0] ?? '')).size;
      return { answer: String(n), why: `${n} different first words of the ${target.items.length} items in section "${target.title}"` };
    }
    // "How many .po files are listed as updated in the po section?" over "- update cs.po …" beside "- merge changes": the
    // items that open with the verb the question lists them as (or the word it says they start with).
    const as =
      /\b(?:listed|marked|given|described|noted)\s+as\s+([a-z]{4,})\b|\b(?:entries|items|lines)\s+(?:starting|beginning)\s+with\s+['"‘“]?([a-z]{3,})/i.exec(
        question,
      );
    // "How many entries are credited to Heiko Carstens?": the items that name the person.
    const credited =
      /\b(?:credited\s+to|attributed\s+to|(?:made|written|contributed|submitted|authored)\s+by)\s+(\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){1,3})/u.exec(
        question,
      );
    // "How many new decoder control IDs were added in v3.0.0?" over the items "New decoder control IDs added:" and the
    // marked ones under it: the marked items right after the lead line whose words the question says (three in four,
    // two at least), the lead sharing most.
    const said = new Set(terms(question));
    let led: { text: string; n: number; shared: number } | null = null;
    for (const [k, item] of target.items.entries()) {
      if (!/:\s*$/.test(item.text)) continue;
      const ws = terms(item.text);
      const shared = ws.filter((t) => said.has(t)).length;
      if (shared < 2 || shared < 0.75 * ws.length || (led && shared <= led.shared)) continue;
      let n = 0;
      for (let j = k + 1; j < target.items.length && /^\s*[-*•+]\s/.test(target.items[j]!.text) && target.items[j]!.label === item.label; j++) n++;
      if (n >= 1) led = { text: item.text, n, shared };
    }
    if (led) return { answer: String(led.n), why: `${led.n} items under "${led.text}" in section "${target.title}"` };
    if (credited && bare.length) {
      const hits = bare.filter((t) => t.includes(credited[1]!));
      if (hits.length && hits.length < bare.length)
        return { answer: String(hits.length), why: `${hits.length} of the ${bare.length} items in section "${target.title}" name ${credited[1]}` };
    }
    if (as && bare.length) {
      const verb = verbStem((as[1] ?? as[2])!);
      const hits = bare.filter((t) => verbStem(words(t)[0] ?? '') === verb);
      if (hits.length && hits.length < bare.length)
        return { answer: String(hits.length), why: `${hits.length} of the ${bare.length} items in section "${target.title}" open with "${as[1] ?? as[2]}"` };
    }
    if (target.items.length) return { answer: String(target.items.length), why: `${target.items.length} items in section "${target.title}"` };
  }
  if (!target) return releaseQuestion(question, q, sections, events, named);

  // "What are the titles (or numbers) of those sections?": the sections a named section refers to, in its title or text.
  if (/\b(?:titles?|numbers)\b/i.test(question) && /\bsections\b/i.test(question) && target) {
    let best: string[] = [];
    const texts = [target.title, ...events.filter((e) => e.kind === 'sentence' && within(sections, e, new Set([target.id]))).map((e) => e.text)];
    for (const text of texts) {
      for (const m of text.matchAll(/\bSections?\s+(\d+(?:\.\d+)*(?:\s*(?:,|and|or|&|,\s*and)\s*\d+(?:\.\d+)*)*)/gi)) {
        const nums = m[1]!.split(/\s*(?:,\s*and|,|and|or|&)\s*/).filter(Boolean);
        if (nums.length > best.length) best = nums;
      }
    }
    if (best.length && /\bnumbers\b/i.test(question) && !/\btitles?\b/i.test(question.replace(/\bthe title of section[^.?]*/i, ''))) {
      return { answer: best.join(', '), why: `sections referred to in "${target.title}"` };
    }
    const titles = best.map((n) => all.find((s) => s.number === n)?.title).filter((t): t is string => Boolean(t));
    if (titles.length && titles.length === best.length) return { answer: titles.join(', '), why: `sections ${best.join(', ')} named in "${target.title}"` };
  }

  return releaseQuestion(question, q, sections, events, named);
}

/** "described as brand-new commands": what the sections are said to be ("new commands"). */
const DESCRIBED_AS =
  /\b(?:described|called|labell?ed|marked|announced|introduced|listed)\s+as\s+(?:an?\s+|the\s+)?((?:[\w-]+\s+){0,2}?[a-z]{3,}s?)(?=\s+(?:in|under|of|within|among|by)\b|\s*[?,.]|$)/i;

/**
 * "Which commands are described as brand-new commands in the 2.15 release highlights?" over "ipcmk(1): - this NEW
 * COMMAND allows …" beside "swapon(8): - supports new command line option …": the titles (a manual page's section
 * number dropped) of the subsections, under the section the question names, whose text says they are what the
 * question describes: its words in a row, and no other noun right after them ("new command line option" is an
 * option). In document order.
 */
function sectionsDescribedAs(question: string, q: QuestionAnalysis, sections: Map<number, DocSection>, named: readonly DocSection[]): StructureAnswer | null {
  const m = DESCRIBED_AS.exec(question);
  if (!m || !q.list || /\bhow\s+many\b/i.test(question)) return null;
  // ("brand-new", "all-new" say "new".)
  const said = m[1]!
    .replace(/\b(?:brand|all)[- ](?=new\b)/gi, '')
    .trim()
    .split(/\s+/);
  const last = said.length - 1;
  const phrase = new RegExp(
    `(?<![\\w-])${said.map((w, i) => (i === last ? `${escapeRegExp(w.replace(/s$/i, ''))}s?` : escapeRegExp(w))).join('\\s+')}(?![\\w-])(?:\\s+(\\w+))?`,
    'gi',
  );
  const says = (text: string): boolean =>
    [...text.matchAll(phrase)].some((x) => !x[1] || !(posTagger()(x[0].toLowerCase()).terms().json().at(-1)?.terms[0]?.tags ?? []).includes('Noun'));
  // The parts of the named section: its subsections, each with its items, else its items grouped by the label they are
  // listed under ("ipcmk(1):").
  const target = named[0];
  if (!target) return null;
  const parts = new Map<string, string[]>();
  for (const s of [...sections.values()].sort((a, b) => a.id - b.id)) {
    if (s.id !== target.id && lineage(sections, s.id).some((a) => a.id === target.id) && s.items.length)
      parts.set(
        s.title,
        s.items.map((i) => i.text),
      );
  }
  if (parts.size === 0) for (const i of target.items) if (i.label) parts.set(i.label, [...(parts.get(i.label) ?? []), i.text]);
  const hits = [...parts].filter(([, texts]) => texts.some(says)).map(([title]) => title);
  if (hits.length === 0 || hits.length === parts.size) return null;
  const titles = hits.map((t) => t.replace(/\s*\(\d[\w]{0,3}\)\s*:?$|:$/, ''));
  return { answer: titles.join(', '), why: `${hits.length} of the ${parts.size} parts of "${target.title}" say they are ${said.join(' ')}` };
}

/**
 * "Which letter is the item that requires you to delete any section Entitled "Endorsements"?": of the evidence
 * sentences written as lettered items ("M. Delete any section …", "(c) …"), the one holding most of the words after
 * "that", its letter. Null for other questions.
 */
export function letteredItem(question: string, evidence: readonly Event[]): StructureAnswer | null {
  // "Which numbered step has you edit configure.ac? Give the step number.": so for steps numbered "3)".
  const numbered = /\bwhich\s+numbered\s+(?:step|item|point|rule|entry)\b[^?]*?\b(?:has you|tells you|says|that|which|where)\b([^?]+)/i.exec(question);
  if (numbered) return markedItem(numbered[1]!, evidence, /^\s*\(?(\d{1,2})[.)]\s+\S/);
  const asked =
    /\bwhich letter\b[^?]*?\b(?:that|which|where|whose)\b([^?]+)/i.exec(question) ??
    /\bletter of the\s+(?:[\w-]+\s+)?(?:item|entry|condition|point|clause|paragraph|requirement)\s+(?:that|which|where|whose)\b([^?]+)/i.exec(question);
  return asked ? markedItem(asked[1]!, evidence, /^\s*\(?([A-Za-z])[.)]\s+\S/) : null;
}

/**
 * Of the evidence sentences opening with a marker (`marker`'s group 1: "M." or "3)"), the one holding most of the words
 * `described`, its marker; only where two or more sentences open with different markers (a list, not "A. Hansen wrote").
 */
function markedItem(described: string, evidence: readonly Event[], marker: RegExp): StructureAnswer | null {
  const want = new Set(terms(described));
  if (want.size === 0) return null;
  const sentences = evidence.filter((e) => e.kind === 'sentence');
  const top = Math.max(1e-9, ...sentences.map((e) => e.score));
  const markers = new Set(sentences.map((e) => marker.exec(e.text)?.[1]).filter(Boolean));
  if (markers.size < 2) return null;
  let best: { mark: string; score: number } | null = null;
  for (const e of sentences) {
    const m = marker.exec(e.text);
    if (!m) continue;
    const have = new Set(terms(e.text));
    const score = [...want].filter((t) => have.has(t)).length / want.size + (0.1 * e.score) / top;
    if (!best || score > best.score) best = { mark: m[1]!, score };
  }
  return best && best.score >= 0.5 ? { answer: best.mark, why: `the item marked ${best.mark} holds most of what the question describes` } : null;
}

/** "Which sections have titles containing the word X", "list the section headings that mention 'X'" (group 1: X). */
const TITLE_FILTER =
  /\b(?:sections?|headings?|chapters?)\b[^?]*?\b(?:titles?|headings?|names?)?\s*(?:that\s+|which\s+)?(?:contain|include|mention|use|have)s?\s+(?:the\s+(?:word|term|string)\s+)?["“'‘]([\w-]+)["”'’]/i;

/** "Which numbered section explains …", "the title of the section that covers …": a section asked for by what it holds. */
const SECTION_ASKED = new RegExp(
  String.raw`\b(?:which|what)\s+(?:numbered\s+|top-level\s+)?(?:section|clause|article|chapter|part|heading)s?\b|\b(?:number|title|heading|name)\s+of\s+the\s+(?:(?:manual|main|top-level|numbered|first|last)\s+)?(?:section|clause|article|chapter|part)\s+(?:that|which|where|in which|whose)\b|` +
    NUMBERED_ITEM.source,
  'i',
);

/**
 * The section a question describes by its content: the one whose best
 * sentence holds most of the words describing it (not those naming the
 * document, the section or the verb: "explains", "covers"), its own title's
 * share of those words counting half as much. Answered with the number of the
 * nearest numbered section around it (or its title, when the title is asked
 * or nothing is numbered).
 */
function sectionHolding(question: string, sections: Map<number, DocSection>, events: readonly Event[]): StructureAnswer | null {
  if (!SECTION_ASKED.test(question)) return null;
  const asked = question.replace(
    /\b(?:sections?|clauses?|articles?|chapters?|parts?|headings?|numbered|number|title|license|licence|document|manual|file|give|just|covers?|covered|explains?|explained|describes?|described|discuss(?:es|ed)?|deals?)\b/gi,
    ' ',
  );
  // "A name is resolved by a list of rules. What is the number of the rule that looks among the archived keys?": the
  // relative clause describes the item; the sentence before it only sets the scene.
  const clause = new RegExp(`${NUMBERED_ITEM.source}\\s+([^?]+)`, 'i').exec(question)?.[1];
  // (Not the words that name the document by its title: "of the Vim user manual" over "VIM USER MANUAL - by …".)
  const first = firstSection(sections);
  const titled = new Set(first && first.number === null ? terms(first.title) : []);
  const described = terms(clause ?? asked);
  const want = new Set(described.some((t) => !titled.has(t)) ? described.filter((t) => !titled.has(t)) : described);
  const sentences = events.filter((e) => e.kind === 'sentence' && e.section !== undefined);
  if (sentences.length === 0 || want.size === 0) return null;
  // A sentence counts by the described words it holds (not the words naming the document or the section), its score breaking ties.
  const top = Math.max(1e-9, ...sentences.map((e) => e.score));
  const scores = new Map<number, number>();
  const bestText = new Map<number, string>();
  // A phrase the question quotes ("next Thursday") marks the sentence that writes it.
  const quoted = [...question.matchAll(/["“]([^"”]{2,60})["”]/g)].map((m) => m[1]!.toLowerCase());
  // A contents line ("|23.3|	Encryption") speaks for the section it names by number and title, not for the one it sits in.
  const listed = [...sections.values()].filter((x) => x.number !== null && terms(x.title).length > 0);
  for (const e of sentences) {
    const have = new Set(terms(e.text));
    const quotes = quoted.some((x) => e.text.toLowerCase().includes(x)) ? 0.3 : 0;
    const score = [...want].filter((t) => have.has(t)).length / want.size + (0.1 * e.score) / top + quotes;
    // (Of the entries a contents block lists, the one whose title says what the question asks about.)
    const named =
      e.text.length <= 400
        ? listed
            .filter(
              (x) =>
                x.id !== e.section &&
                new RegExp(`(?<![\\d.])${escapeRegExp(x.number!)}(?![\\d.]*\\d)`).test(e.text) &&
                terms(x.title).every((t) => have.has(t)) &&
                terms(x.title).some((t) => want.has(t)),
            )
            .sort((a, b) => terms(b.title).filter((t) => want.has(t)).length - terms(a.title).filter((t) => want.has(t)).length)[0]
        : undefined;
    const id = named?.id ?? e.section!;
    if (score > (scores.get(id) ?? 0)) bestText.set(id, e.text);
    scores.set(id, Math.max(scores.get(id) ?? 0, score));
  }
  let best: { s: DocSection; score: number } | null = null;
  for (const s of sections.values()) {
    const title = new Set(terms(s.title));
    const share = [...want].filter((t) => title.has(t)).length / want.size;
    const score = (scores.get(s.id) ?? 0) + share * 0.5;
    if (score > 0 && (!best || score > best.score)) best = { s, score };
  }
  if (!best) return null;
  // "… limits; see BUGS.": the best sentence sends the reader to another section, which is the one that explains.
  const see = /\bsee\s+(?:the\s+)?(?:section\s+)?["“]?([A-Z][\w /-]{1,40}?)["”]?(?:\s+(?:below|above|section))?\s*(?:[.;,)]|$)/.exec(
    bestText.get(best.s.id) ?? '',
  );
  const sent = see ? [...sections.values()].find((x) => x.id !== best!.s.id && x.title === see[1]) : undefined;
  if (sent) best = { s: sent, score: best.score };
  // The best sentence sits in a numbered paragraph of its section ("3. You may opt …"): that number.
  const wantsNumber = /\bnumber(?:ed)?\b/i.test(question);
  // The sentence holding most of the described words first ("the rule that looks in the tags namespace").
  const held = (e: Event): number => {
    const have = new Set(terms(e.text));
    return [...want].filter((t) => have.has(t)).length;
  };
  const inSection = sentences.filter((e) => e.section === best!.s.id).sort((a, b) => held(b) - held(a) || b.score - a.score);
  for (const e of inSection) {
    const item = best.s.items.find((i) => i.kind === 'numbered' && i.text.includes(e.text.slice(0, 40)));
    const number = item ? /^(\d+(?:\.\d+)*)[.)]?\s/.exec(item.text)?.[1] : undefined;
    if (number && wantsNumber) return { answer: number, why: `the numbered paragraph ${number} holds the best evidence` };
  }
  const line = lineage(sections, best.s.id);
  // "Under which top-level heading": the outermost section around it, below the document's own title when one holds all.
  if (/\btop[- ]level\b|\bmain\s+(?:section|heading)\b/i.test(question)) {
    const roots = [...sections.values()].filter((x) => x.parent === null);
    const outer = roots.length === 1 && line.length >= 2 ? line.at(-2)! : line.at(-1)!;
    return { answer: outer.title, why: `the top-level section around the best evidence: "${outer.title}"` };
  }
  const numbered = line.find((x) => x.number !== null);
  const wantsTitle = /\b(?:title|heading|name)\b/i.test(question) && !/\bnumber(?:ed)?\b/i.test(question);
  if (!wantsTitle && numbered) return { answer: numbered.number!, why: `the section holding the best evidence: ${numbered.number} "${numbered.title}"` };
  return { answer: best.s.title, why: `the section holding the best evidence: "${best.s.title}"` };
}

/**
 * "Under the third condition, what may no X use …?": the third numbered item
 * of the section whose title (or list label) names conditions; the answer is
 * what follows the question's last verb in that item ("use the Reserved Name"),
 * else the item itself.
 */
function ordinalItem(question: string, all: readonly DocSection[], events: readonly Event[]): StructureAnswer | null {
  const m = /\b(?:under|in|by|according to) the (first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth) ([a-z]+)\b/i.exec(question);
  if (!m) return null;
  const n = ordinalNumber(m[1]!)!;
  const noun = terms(m[2]!)[0];
  if (!noun) return null;
  const names = (s: DocSection): boolean => [s.title, ...s.items.map((i) => i.label ?? '')].some((t) => terms(t).includes(noun));
  const section = all.find((s) => names(s) && s.items.filter((i) => i.kind === 'numbered').length >= n);
  const item = section?.items.filter((i) => i.kind === 'numbered')[n - 1];
  if (!section || !item) return null;
  const why = `item ${n} of the numbered list in "${section.title}"`;
  const verb = /\b(?:what|which)\b.*\b(?:may|can|must|shall|should|does|do|did|will)\b.*?\b([a-z]+)\s*\?\s*$/i.exec(
    question.replace(/\s+(?:without|unless)\b.*$/i, '?'),
  );
  if (verb) {
    // An item cut at a passage's end reads on in the sentence that holds it.
    const opening = item.text.replace(/^\S+\s+/, '').replace(/\s+/g, ' ');
    const text = events.find((e) => e.kind === 'sentence' && e.text.replace(/\s+/g, ' ').includes(opening))?.text.replace(/\s+/g, ' ') ?? opening;
    const object = new RegExp(`\\b${verb[1]}\\s+(?:the\\s+|a\\s+|an\\s+)?((?:[A-Z][\\w'-]*(?:\\(s\\))?\\s*)+)`).exec(text);
    if (object) return { answer: object[1]!.replace(/\(s\)/g, '').trim(), why: `what follows "${verb[1]}" in ${why}` };
  }
  return { answer: item.text, why };
}

const NEWEST_RELEASE = /\b(newest|latest|most recent|last|first|earliest|oldest)\s+(?:(?:[\w-]+\s+){0,2}(?:release|version|section|entry)\b|released\b)/i;

/** Words about the document itself, which qualify no release ("whose changes are described in the attached NEWS file"). */
const ABOUT_THE_DOCUMENT = new Set(
  terms(
    'changes described covered listed mentioned documented attached file news changelog log notes document text released whose contained included announced recorded given version number entry entries heading headings own section sections project program package library software according made came out date leading leads describes covers lists mentions records',
  ),
);

const RELEASES_BY_DEED =
  /\b(?:release|version)\s+(?:that|which|where|in which)\s+(.+?)\s+and\s+(?:the\s+)?(?:(?:later|earlier|next|previous|other|second|first)\s+)?(?:release|version|one)\s+(?:that|which|where|in which)\s+(.+?)\s*(?:[?.]|$)/i;

/** The release whose sentence shares most of a clause's words ("disabled the Bubble theme"), at least two of them. */
function releaseThatDid(clause: string, sections: Map<number, DocSection>, events: readonly Event[]): DocSection | undefined {
  const wanted = new Set(terms(clause));
  let best: { score: number; section: DocSection } | undefined;
  for (const e of events) {
    if (e.kind !== 'sentence' || e.section === undefined) continue;
    const score = new Set(terms(e.text).filter((t) => wanted.has(t))).size;
    const release = releaseOf(sections, e.section);
    if (release && score >= 2 && (!best || score > best.score)) best = { score, section: release };
  }
  return best?.section;
}

/** The releases holding a sentence worded as `top` is (its words, case and spacing aside). */
function sameSaid(top: Event, sections: Map<number, DocSection>, events: readonly Event[]): DocSection[] {
  const key = (t: string): string =>
    t
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const said = key(top.text);
  const out = new Set<DocSection>();
  for (const e of events) {
    if (e.kind !== 'sentence' || key(e.text) !== said) continue;
    const r = releaseOf(sections, e.section);
    if (r) out.add(r);
  }
  return [...out];
}

/** The one release whose heading holds a word of the question other than "version" or "release", if one alone does. */
function oneTitled(releases: readonly DocSection[], asked: readonly string[]): DocSection | undefined {
  const words = new Set(asked.filter((t) => !/^(?:version|releas)/.test(t)));
  const titled = releases.filter((r) => terms(r.title.replace(r.version ?? '', ' ')).some((t) => words.has(t)));
  return titled.length === 1 ? titled[0] : undefined;
}

/** Questions over release notes: days between releases, the release (or its year) that evidence sits in. */
function releaseQuestion(
  question: string,
  q: QuestionAnalysis,
  sections: Map<number, DocSection>,
  events: readonly Event[],
  named: DocSection[],
): StructureAnswer | null {
  const all = [...sections.values()];
  // (A version in a heading inside a release is no release of the document: "Integration issues with SVT v1.4.1" under
  // "Version 3.3".)
  // (Where such headings are no more than the releases outside any: "# Kelp 0.12 ChangeLog" over its releases is the
  // document's title, and "OpenSSL 3.0" over "Major changes between OpenSSL 3.0.1 and 3.0.2" a series of them.)
  const versioned = all.filter((s) => s.version);
  const outer = versioned.filter((s) => !lineage(sections, s.parent ?? undefined).some((a) => a.version));
  const releases = outer.length >= 2 && versioned.length - outer.length <= outer.length ? outer : versioned;
  // "How many releases are dated 2014?": the releases whose date falls in that year.
  const inYear =
    /\bhow many\b[^?]{0,120}?\b(?:releases|versions)\b[^?]{0,120}?\b(?:dated|in|during|from|released in|made in|put out in)\s+(?:the\s+year\s+)?(\d{4})\b/i.exec(
      question,
    );
  if (inYear && releases.some((r) => r.date)) {
    const n = new Set(releases.filter((r) => r.date?.startsWith(inYear[1]!)).map((r) => r.version)).size;
    return { answer: String(n), why: `${n} releases dated ${inYear[1]}` };
  }
  // "How many releases are listed?"
  if (/\bhow many (?:[\w.+-]+\s+){0,2}?(?:releases|versions)\b/i.test(question) && releases.length) {
    // (Not the document's title, "# Kelp 0.12 ChangeLog": a series' log, not one of its releases.)
    const counted = releases.filter((r) => !/\b(?:change\s?log|news|release notes)\s*$/i.test(r.title) || r.date);
    // "How many releases from the 3.13 series (3.13.x)": those whose version opens with the series'.
    const series = /\b(\d+(?:\.\d+)*)\.x\b|\bthe\s+(\d+(?:\.\d+)*)\s+(?:series|branch|line)\b/i.exec(question);
    const prefix = series ? `${series[1] ?? series[2]}.` : null;
    const pool = counted.length ? counted : releases;
    const inSeries = prefix ? pool.filter((r) => r.version!.startsWith(prefix)) : [];
    if (prefix && inSeries.length) {
      const n = new Set(inSeries.map((r) => r.version)).size;
      return { answer: String(n), why: `${n} sections headed by a version of the ${prefix}x series` };
    }
    const n = new Set(pool.map((r) => r.version)).size;
    return { answer: String(n), why: `${n} sections headed by a version` };
  }
  // "Two releases came out on the same day: which?": releases grouped by date (or its year or month), the one group shared.
  const shared = /\bsame (?:(?:release|publication)\s+)?(day|date|year|month)\b/i.exec(question);
  if (shared && (q.type === 'version' || /\b(?:versions?|releases?)\b/i.test(question))) {
    const width = /year/i.test(shared[1]!) ? 4 : /month/i.test(shared[1]!) ? 7 : 10;
    const groups = new Map<string, Set<string>>();
    for (const r of releases) if (r.date) groups.set(r.date.slice(0, width), (groups.get(r.date.slice(0, width)) ?? new Set()).add(r.version!));
    const together = [...groups].filter(([, v]) => v.size >= 2 && (q.count === null || v.size === q.count));
    if (together.length === 1) {
      const [when, versions] = together[0]!;
      const sorted = [...versions].sort((a, b) => compareReleases({ version: a } as DocSection, { version: b } as DocSection));
      const order = /\b(?:descending|newest first|latest first|highest first)\b/i.test(question) ? sorted.reverse() : sorted;
      return { answer: order.join(', '), why: `the only ${shared[1]} shared by releases: ${when}` };
    }
  }
  if (releases.length >= 2) {
    // "How many days passed between release A and release B?"
    const mentioned = releases.filter((r) => named.some((n) => n.id === r.id));
    // "Between the very first release and version 2.0": the first (or latest) release stands in for a named one.
    const extreme = /\b(?:very\s+)?(first|initial|earliest|oldest|latest|last|newest|most recent)\s+(?:public\s+)?release\b/i.exec(question);
    const dated = releases.filter((r) => r.date);
    // "Between the release that added X and the previous one": the release the best evidence sits in (or the one
    // named), and its neighbour in date order.
    // "… and the release that came right after it": the same, said with "after it" or "before it".
    const neighbour =
      /\b(?:the\s+)?(previous|preceding|prior|next|following|subsequent)\s+(?:one|release|version)\b/i.exec(question) ??
      /\b(?:release|version|one)\s+(?:that\s+)?(?:(?:came|come|comes|was released|followed)\s+)?(?:(?:right|immediately|directly|just)\s+)?(after|before)\s+it\b/i.exec(
        question,
      ) ??
      // "… and the release that followed it"
      /\b(?:release|version|one)\s+(?:that|which)\s+(?:(?:right|immediately|directly|just)\s+)?(followed|preceded)\s+it\b/i.exec(question);
    const topSentence = events.filter((e) => e.kind === 'sentence').sort((a, b) => b.score - a.score)[0];
    const anchor = mentioned[0] ?? releaseOf(sections, topSentence?.section);
    const ordered = [...dated].sort(compareReleases);
    const beside =
      neighbour && anchor?.date ? ordered[ordered.indexOf(anchor) + (/previous|preceding|preceded|prior|before/i.test(neighbour[1]!) ? -1 : 1)] : undefined;
    // "Between the release that disabled X and the release that added Y": each release found by what it did.
    const deeds = mentioned.length < 2 ? RELEASES_BY_DEED.exec(question) : null;
    const byDeed = deeds ? [deeds[1]!, deeds[2]!].map((clause) => releaseThatDid(clause, sections, events)) : [];
    // "Two releases were later pulled from PyPI …": the two releases whose notes say the best evidence's words alike.
    const twins =
      mentioned.length < 2 && /\btwo\s+(?:\w+\s+)?(?:releases|versions)\b/i.test(question) && topSentence ? sameSaid(topSentence, sections, events) : [];
    const pair =
      byDeed.length === 2 && byDeed[0] && byDeed[1] && byDeed[0] !== byDeed[1]
        ? (byDeed as DocSection[])
        : twins.length === 2
          ? twins
          : beside
            ? [anchor!, beside]
            : mentioned.length === 1 && extreme && dated.length >= 2
              ? [
                  mentioned[0]!,
                  dated.reduce((x, y) =>
                    (/first|initial|earliest|oldest/i.test(extreme[1]!) ? compareReleases(x, y) <= 0 : compareReleases(x, y) >= 0) ? x : y,
                  ),
                ]
              : mentioned;
    if (/\bhow many days\b|\bnumber of days\b/i.test(question) && pair.length >= 2 && pair[0]!.date && pair[1]!.date && pair[0] !== pair[1]) {
      const [a, b] = pair;
      return {
        answer: String(Math.round(Math.abs(days(b!.date!) - days(a!.date!)))),
        why: `release ${a!.version} on ${a!.date}, release ${b!.version} on ${b!.date}`,
      };
    }
    // "What is the newest release covered?": the extreme release, when nothing but the document itself qualifies it.
    const newest = NEWEST_RELEASE.exec(question);
    // "Which CVE identifier is mentioned under the most recent release": something inside the release is asked for.
    const inside = /^\s*(?:which|what)\s+([\w-]+(?:\s+[\w-]+)?)\s+(?:is|are|was|were)\s+(?:mentioned|listed|named|given|cited)\b/i.exec(question);
    const asksInside = inside !== null && !/\b(?:release|version|date|day|year|number)s?$/i.test(inside[1]!);
    // (An identifier or a name asked for, "which CVE number was fixed in the newest release", is inside it too.)
    if (newest && mentioned.length === 0 && !asksInside && q.type !== 'id' && q.type !== 'name' && !/\bhow many\b/i.test(question)) {
      // Words every release heading shares (the product's name: "the newest libarchive release") qualify nothing either.
      // So do the words of the document's own title ("Changes from previous version of pkgconf").
      const first = firstSection(sections);
      const titled = new Set(first && !first.version ? terms(first.title) : []);
      const shared = (t: string): boolean => titled.has(t) || releases.filter((r) => terms(r.title).includes(t)).length * 2 >= releases.length;
      // An instruction on the answer's form ("Answer in YYYY-MM-DD form.") qualifies no release either.
      const asked = question
        .slice(newest.index + newest[0].length)
        .replace(/^\s*of\s+\S+/i, '')
        .replace(/(?:^|[.?!]\s+)(?:Answer|Give|Reply|Write|Use)\b[^.?!]*[.?!]?/g, ' ')
        .replace(/\brelease notes\b/gi, ' ')
        // ("recorded at the bottom of this log": where in the document, not which release.)
        .replace(/\b(?:at|near|from)\s+the\s+(?:very\s+)?(?:top|bottom|end|start|beginning)\b/gi, ' ');
      const rest = terms(asked).filter((t) => !ABOUT_THE_DOCUMENT.has(t) && !shared(t));
      if (rest.length === 0) {
        const last = /^(?:newest|latest|most recent|last)$/i.test(newest[1]!);
        const dated = releases.filter((r) => r.date);
        const byDate = (dated.length ? dated : releases).reduce((a, b) => ((last ? compareReleases(a, b) >= 0 : compareReleases(a, b) <= 0) ? a : b));
        // A release whose date did not parse ("Wed 07, 2022: libarchive 3.6.2 released") still ranks by its version.
        const undated = releases.filter((r) => !r.date);
        const beyond = undated.filter((r) => (last ? compareReleases(r, byDate) > 0 : compareReleases(r, byDate) < 0));
        const pick = beyond.length ? beyond.reduce((a, b) => ((last ? compareReleases(a, b) >= 0 : compareReleases(a, b) <= 0) ? a : b)) : byDate;
        const answer = q.type === 'year' ? (pick.date?.slice(0, 4) ?? null) : q.type === 'date' ? pick.date : pick.version;
        if (answer)
          return { answer, why: `the ${last ? 'latest' : 'earliest'} of ${releases.length} releases: ${pick.version}${pick.date ? ` (${pick.date})` : ''}` };
      }
    }
    // "In which release was X added?" / "In what year was the release that first …?"
    // A question naming a release asks about something inside it ("which meson version does 2.45.1 require").
    // (Not where the asking sentence wants a least version of what the release requires: "The release that moved … also
    // raised the minimum Perl version. What minimum Perl version did it require?")
    const asking = question.split(/(?<=[.!])\s+(?=[A-Z])/).find((x) => x.includes('?')) ?? question;
    // (Not "the oldest dconf version these notes go back to": that is a release.)
    const requirement =
      /^\s*(?:what|which)\s+(?:(?:is|was)\s+the\s+)?(?:minimum|minimal)\s+(?:[A-Za-z][\w+-]*\s+)?version\b/i.test(asking) &&
      /\b(?:requir\w*|need\w*|depend\w*)\b/i.test(asking);
    const asksRelease =
      mentioned.length === 0 &&
      !requirement &&
      (q.type === 'version' || ((q.type === 'year' || q.type === 'date') && /\b(?:release|version)\b/i.test(question)));
    if (asksRelease) {
      // Options keep their case ("-k" is not "-K"); other tokens match in any case.
      const tokens = exactTokens(question).map((t) => (t.startsWith('-') ? t : t.toLowerCase()));
      const spells = (text: string, t: string): boolean => (t.startsWith('-') ? text.includes(t) : text.toLowerCase().includes(t));
      // A version stated outright in the best sentence ("This is bc version 1.07.1") answers without the structure.
      const bestOverall = events.filter((e) => e.kind === 'sentence').sort((a, b) => b.score - a.score)[0];
      if (
        tokens.length === 0 &&
        q.type === 'version' &&
        bestOverall &&
        !releaseOf(sections, bestOverall.section) &&
        /\bversion\s+\d+(?:\.\d+)+/i.test(bestOverall.text)
      )
        return null;
      const sentences = events.filter((e) => e.kind === 'sentence' && releaseOf(sections, e.section));
      const exact = tokens.length ? sentences.filter((e) => tokens.some((t) => spells(e.text, t))) : [];
      const top = Math.max(0, ...sentences.map((e) => e.score));
      const evidence = exact.length ? exact : (rarest(sentences, q.terms, top) ?? sentences.filter((e) => e.score >= 0.8 * top && e.score > 0));
      const found = [...new Map(evidence.map((e) => [releaseOf(sections, e.section)!.id, releaseOf(sections, e.section)!])).values()];
      // "Version 2.1 was withdrawn.": a sentence whose subject is a version answers with that version, not its section's.
      const stated = evidence.length === 1 ? /^(?:version|release)\s+(v?\d+(?:\.\d+)+[a-z0-9]*)\b/i.exec(evidence[0]!.text.trim()) : null;
      if (q.type === 'version' && stated) return { answer: stated[1]!, why: `the version the evidence sentence is about: "${evidence[0]!.text}"` };
      // (Never a release the question itself names: "In util-linux-ng 2.17, … since which kernel version?" asks for another.)
      const named = (r: DocSection): boolean => r.version !== null && new RegExp(`(?<![\\w.])${escapeRegExp(r.version)}(?![\\w.]*\\d)`).test(question);
      const usable = (q.type === 'version' ? found : found.filter((r) => r.date)).filter((r) => !named(r));
      if (usable.length) {
        // "… added in one release and taken out again in a later one. In which release was it removed?": the release whose
        // evidence says it went, else the later one.
        const asking = question.split(/(?<=[.?!])\s+/).find((x) => x.includes('?')) ?? question;
        // (Not where the asking clause asks when it was added: "the flag, later removed, first added".)
        const removed = /\b(?:removed|dropped|deleted|taken out|withdrawn|reverted)\b/i.test(asking) && !/\b(?:added|introduced)\b/i.test(asking);
        const saying = evidence.filter((e) => /\b(?:remov|drop|delet|revert|withdr)\w*/i.test(e.text));
        // (An entry that opens with the verb, "Remove the --legacy option", says it went there; "Restore the option that
        // was removed in 3.0" only looks back.)
        const opening = saying.filter((e) => /^\W*(?:remov|drop|delet|revert|withdr)\w*/i.test(e.text));
        const releasesOf = (xs: readonly Event[]): DocSection[] => [...new Set(xs.map((e) => releaseOf(sections, e.section)!))];
        const openers = releasesOf(opening);
        const gone = removed ? (openers.length === 1 ? openers : releasesOf(saying)) : [];
        const earliest = !removed && /\b(?:first|earliest|added|introduced|new)\b/i.test(question);
        const latest = removed || /\b(?:last|latest|most recent|final)\b/i.test(question);
        const pick =
          gone.length === 1 && usable.includes(gone[0]!)
            ? gone[0]!
            : earliest
              ? usable.reduce((a, b) => (compareReleases(a, b) <= 0 ? a : b))
              : latest
                ? usable.reduce((a, b) => (compareReleases(a, b) >= 0 ? a : b))
                : // ("Which version does the changelog warn people not to use?" over "## [0.3.7] - … - *DO NOT USE THIS VERSION*":
                  // the one release whose own heading says what the question asks.)
                  (oneTitled(usable, q.terms) ?? usable[0]!);
        const answer = q.type === 'version' ? pick.version! : q.type === 'year' ? pick.date!.slice(0, 4) : pick.date!;
        return {
          answer,
          why: `${exact.length ? 'exact mention' : 'best evidence'} in release ${pick.version}${pick.date ? ` (${pick.date})` : ''}${usable.length > 1 ? ` of ${usable.length} releases${earliest ? ', the earliest' : latest ? ', the latest' : ''}` : ''}`,
        };
      }
    }
  }
  return null;
}

/**
 * "Which release first added support for zstd": the sentences holding the question's rarest word, where that word
 * sits in one or two releases only and those sentences score well; what the question is about, not what every
 * release says ("support", "added"). Null when no word is that rare.
 */
function rarest(sentences: Event[], questionTerms: readonly string[], top: number): Event[] | null {
  // Words that ask for the release ("the release … published") say nothing of what it did.
  const asked = new Set(questionTerms.filter((t) => !/^(?:release|releas|version|date|publish|year|day)$/.test(t)));
  const where = new Map<string, Set<number>>();
  const termsOf = new Map<Event, Set<string>>();
  for (const e of sentences) {
    const ts = new Set(terms(e.text).filter((t) => asked.has(t)));
    termsOf.set(e, ts);
    for (const t of ts) where.set(t, (where.get(t) ?? new Set()).add(e.section ?? -1));
  }
  const releases = new Set(sentences.map((e) => e.section ?? -1)).size;
  const rare = [...where].filter(([, at]) => at.size <= 2 && at.size * 4 <= releases).sort((a, b) => a[1].size - b[1].size);
  for (const [t] of rare) {
    const hits = sentences.filter((e) => termsOf.get(e)!.has(t) && e.score >= 0.5 * top && e.score > 0);
    if (hits.length) return hits;
  }
  return null;
}

/** The sections the question names, for restricting evidence to them (empty: no restriction). */
export function namedIds(question: string, sections: Map<number, DocSection>): Set<number> {
  const ids = new Set(namedSections(question, [...sections.values()]).map((s) => s.id));
  // "In these 2.16 release notes, which option was added to losetup?": a section named inside another named one is the
  // narrower place to read.
  // (And of two named alike, "losetup" under v2.16 and under v2.15, the one inside the named release.)
  const inner = [...ids].filter((id) => lineage(sections, id).some((a) => a.id !== id && ids.has(a.id)));
  return inner.length ? new Set(inner) : ids;
}
