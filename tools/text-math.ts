import type { Events } from '../wire/packet.js';
import { findDate } from './outline.js';
import { decodeTerm, termsOf } from './packet-content.js';
import { exactTokens, namesOptionOf, type QuestionAnalysis } from './question.js';
import { STOP_WORDS, escapeRegExp, lookupTable, stem, terms } from './text.js';

type Event = Events['events'][number];

export interface TextAnswer {
  answer: string;
  why: string;
}

const YEAR = /\b(1[5-9]\d\d|20\d\d)\b/g;

/** The evidence sentence sharing most terms with a clause (ties: the better-scored one). */
function bestFor(clause: string, events: readonly Event[], has: (text: string) => boolean): Event | undefined {
  const want = new Set(terms(clause));
  let best: Event | undefined;
  let bestHits = 0;
  for (const e of events) {
    if (e.kind !== 'sentence' || !has(e.text)) continue;
    const hits = new Set(terms(e.text).filter((t) => want.has(t))).size;
    if (hits > bestHits || (hits === bestHits && best && e.score > best.score)) {
      best = e;
      bestHits = hits;
    }
  }
  return bestHits > 0 ? best : undefined;
}

/**
 * The value (matched by `pattern`) in the part of a sentence that best
 * matches a clause: the sentence is cut at ", and" / ";" / ", but", and the
 * part sharing most of the clause's terms wins (ties: the first).
 */
function valueNear(sentence: string, clause: string, pattern: RegExp, read: (m: RegExpMatchArray) => string | null): string | null {
  const want = new Set(terms(clause));
  let best: { value: string; hits: number } | null = null;
  for (const part of sentence.split(/,\s*(?:and|but|while)\s+|;\s*|\s+and\s+/i)) {
    const m = [...part.matchAll(pattern)][0];
    if (!m) continue;
    const value = read(m);
    if (value === null) continue;
    const hits = new Set(terms(part).filter((t) => want.has(t))).size;
    if (!best || hits > best.hits) best = { value, hits };
  }
  return best?.value ?? null;
}

const DATES =
  /\b(?:\d{4}-\d{2}-\d{2}|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?,?\s+\d{4}|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4})\b/gi;

/** The `n` best-scored sentences of the evidence, best first. */
export function topSentences(events: readonly Event[], n = Infinity): Event[] {
  return events
    .filter((x) => x.kind === 'sentence')
    .sort((a, b) => b.score - a.score)
    .slice(0, n);
}

/** A clause about the date of the manual page itself. */
const PAGE_DATED = /\b(?:manual|man)[ -]?page\b[^?]{0,40}\bdated\b|\bdate of (?:this|the) (?:manual|man)[ -]?page\b|\b(?:manual|man)[ -]?page's date\b/i;

/** Split "how many years after A was B" / "between A and B" into its two clauses. */
function clauses(question: string): [string, string] | null {
  const between = /\bbetween\s+(.+?)\s+and\s+(.+?)[?.]?$/i.exec(question);
  if (between) return [between[1]!, between[2]!];
  // "How many years separate A from B?"
  const separate = /\bseparate[sd]?\s+(.+?)\s+(?:from|and)\s+(.+?)[?.]?$/i.exec(question);
  if (separate) return [separate[1]!, separate[2]!];
  const after = /\b(?:after|before|since)\s+(.+?)\s+(?:was|were|did|had|has|is)\s+(.+?)[?.]?$/i.exec(question);
  if (after) return [after[1]!, after[2]!];
  return null;
}

/**
 * "What is the largest value that num_buffers may take?" over "'num_buffers' may be set from 1 (single buffer, …) to
 * 4": the upper (or lower) bound of the range a best sentence gives the thing the question names as code
 * ("num_buffers", "maxDepth"), written "from A to B" or "between A and B".
 */
export function rangeBound(question: string, events: readonly Event[]): TextAnswer | null {
  const asked =
    /\b(?:(largest|highest|greatest|maximum|biggest|max)|(smallest|lowest|least|minimum|min))\s+(?:possible\s+|allowed\s+|permitted\s+)?(?:value|number)\b/i.exec(
      question,
    );
  if (/\bhow\s+many\b/i.test(question)) return null;
  // "the largest bell duration that --blength accepts" over the entry "--blength[=0-2000]": the range the option's own
  // term line writes.
  const bound = /\b(?:(largest|highest|greatest|maximum|biggest|max)|(smallest|lowest|least|minimum|min))\b/i.exec(question);
  const options = question.match(/(?<![\w-])--?[a-z][\w-]*/g) ?? [];
  for (const t of bound && options.length ? termsOf(events) : []) {
    if (!options.some((o) => new RegExp(`(?<![\\w-])${escapeRegExp(o)}(?![\\w-])`).test(t.term))) continue;
    const m = /[=\s[](-?\d+(?:\.\d+)?)\s*(?:-|–|\.\.)\s*(-?\d+(?:\.\d+)?)\]?(?![\w.])/.exec(t.term);
    if (!m) continue;
    const [a, b] = [Number(m[1]), Number(m[2])];
    return { answer: String(bound![1] ? Math.max(a, b) : Math.min(a, b)), why: `the ${bound![1] ? 'upper' : 'lower'} bound of "${t.term}"` };
  }
  if (!asked) return null;
  const names = question.match(/(?<![\w-])[A-Za-z][a-z0-9]*(?:_[\w]+|[A-Z][\w]*)(?![\w-])/g) ?? [];
  if (names.length === 0) return null;
  const range = /\b(?:from\s+(-?\d+(?:\.\d+)?)\b[^.;]{0,80}?\bto\s+(-?\d+(?:\.\d+)?)|between\s+(-?\d+(?:\.\d+)?)\s+and\s+(-?\d+(?:\.\d+)?))\b/i;
  for (const e of topSentences(events, 10)) {
    if (!names.some((n) => new RegExp(`(?<![\\w-])${escapeRegExp(n)}(?![\\w-])`).test(e.text))) continue;
    const m = range.exec(e.text);
    if (!m) continue;
    const [a, b] = [Number(m[1] ?? m[3]), Number(m[2] ?? m[4])];
    const value = asked[1] ? Math.max(a, b) : Math.min(a, b);
    return { answer: String(value), why: `the ${asked[1] ? 'upper' : 'lower'} bound of "${m[0]}" in "${e.text.slice(0, 60)}"` };
  }
  return null;
}

/** "How many times longer is A than B?": a ratio asked for. */
const TIMES_RATIO = /\bhow\s+many\s+times\s+(?:longer|larger|bigger|greater|higher|more|smaller|shorter|as\s+\w+\s+as)\b/i;

/** The measures a default gives: "2 hours (7200 seconds)" → 2 hours, 7200 seconds. */
function defaultMeasures(description: string): { value: number; unit: string }[] {
  const at = /\bdefaults?\s+(?:is|to|of|value\s+is)\b/i.exec(description);
  if (!at) return [];
  const clause = description.slice(at.index, at.index + 80).split(/(?<=[.;])\s/)[0]!;
  return [...clause.matchAll(/(-?\d+(?:\.\d+)?)\s*([a-z]+)/gi)].map((m) => ({ value: Number(m[1]), unit: m[2]!.toLowerCase().replace(/s$/, '') }));
}

/**
 * "By default, how many times longer is the maximum cache TTL (--max-cache-ttl) than the default cache TTL
 * (--default-cache-ttl)?" over the entries of the two options ("The default is 2 hours (7200 seconds)", "The default is
 * 600 seconds"): the first default over the second, in a unit both give.
 */
export function timesRatio(question: string, events: readonly Event[]): TextAnswer | null {
  if (!TIMES_RATIO.test(question)) return null;
  const options = [...new Set(question.match(/(?<![\w-])--?[A-Za-z][\w-]*/g) ?? [])];
  if (options.length !== 2) return null;
  const entries = termsOf(events);
  const measures = options.map((o) => {
    const entry = entries.find((t) => t.term.split(/[\s,=]+/).includes(o));
    return entry ? defaultMeasures(entry.description) : [];
  });
  for (const a of measures[0]!) {
    const b = measures[1]!.find((x) => x.unit === a.unit && x.value !== 0);
    if (!b) continue;
    const ratio = a.value / b.value;
    const answer = Number.isInteger(ratio) ? String(ratio) : String(Math.round(ratio * 100) / 100);
    return { answer, why: `${a.value} ${a.unit}s (${options[0]}) over ${b.value} ${b.unit}s (${options[1]})` };
  }
  return null;
}

/**
 * "How many character cells does a screen of that size hold?" over "its geometry is 80 characters wide and 24 rows
 * tall": the two sides of a size a sentence gives ("W … wide and H … tall/high", "W×H"), multiplied, where the question
 * asks how many cells, pixels or characters a thing of that size holds. The best sentence giving both sides answers.
 */
function cellsOfSize(question: string, events: readonly Event[]): TextAnswer | null {
  if (!/\bhow many\s+(?:[\w-]+\s+)?(?:cells|pixels|characters|squares|tiles|positions|dots)\b/i.test(question)) return null;
  // (Only where the question speaks of the size itself: "a screen of that size", not "how many characters a field holds".)
  if (!/\bof\s+(?:that|this|the same|such a)\s+size\b|\b(?:screen|grid|matrix|board|window)\s+of\s+\d/i.test(question)) return null;
  const sides =
    /\b([1-9]\d{0,4})\s+(?:[a-z]+\s+){0,2}(?:wide|across)\b[^.;]{0,30}?\b([1-9]\d{0,4})\s+(?:[a-z]+\s+){0,2}(?:tall|high|down|deep)\b|(?<![\w.])([1-9]\d{0,4})\s*[x×]\s*([1-9]\d{0,4})\b/i;
  for (const e of topSentences(events, 5)) {
    const m = sides.exec(e.text.replace(/\s+/g, ' '));
    if (!m) continue;
    const [w, h] = m[1] ? [Number(m[1]), Number(m[2])] : [Number(m[3]), Number(m[4])];
    return { answer: String(w * h), why: `${w} × ${h} in "${e.text.slice(0, 60)}"` };
  }
  return null;
}

/**
 * Arithmetic over facts stated in prose: years between two events, days
 * between two dated events, and by how much a figure grew or fell (the two
 * figures of the question's unit in one sentence).
 */
export function textArithmetic(question: string, q: QuestionAnalysis, events: readonly Event[]): TextAnswer | null {
  const area = cellsOfSize(question, events);
  if (area) return area;
  if (/\bhow many years\b/i.test(question)) {
    const parts = clauses(question);
    if (parts) {
      const [a, b] = parts.map((c) => {
        // "the year in which this manual page is dated": the date in the page's running footer ("… 2022-05-11 TASKSET(1)").
        const footer = PAGE_DATED.test(c)
          ? events.find((e) => e.kind === 'sentence' && /\b[\w.+:-]+\(\d\w{0,6}\)\s*$/.test(e.text.slice(-80)) && findDate(e.text) !== null)
          : undefined;
        const e = footer ?? bestFor(c, events, (t) => /\b(?:1[5-9]\d\d|20\d\d)\b/.test(t));
        const year = e ? valueNear(e.text, c, YEAR, (m) => m[1]!) : null;
        return e && year ? { year: Number(year), e } : null;
      });
      if (a && b && a.year !== b.year)
        return { answer: String(Math.abs(b.year - a.year)), why: `${a.year} ("${a.e.text.slice(0, 40)}") to ${b.year} ("${b.e.text.slice(0, 40)}")` };
    }
  }
  if (/\bhow many days\b/i.test(question)) {
    const parts = clauses(question);
    if (parts) {
      const dates = parts.map((c) => {
        const e = bestFor(c, events, (t) => findDate(t) !== null);
        return e ? valueNear(e.text, c, DATES, (m) => findDate(m[0])) : null;
      });
      if (dates[0] && dates[1] && dates[0] !== dates[1]) {
        const days = Math.abs(Date.parse(`${dates[1]}T00:00:00Z`) - Date.parse(`${dates[0]}T00:00:00Z`)) / 86_400_000;
        return { answer: String(Math.round(days)), why: `${dates[0]} to ${dates[1]}` };
      }
    }
  }
  if (
    /\bby how (?:many|much)\b/i.test(question) &&
    /\b(?:gr[eo]w|grown|increase|rise|rose|risen|fall|fell|fallen|drop|decrease|decline|change|shr[iu]nk)/i.test(question)
  ) {
    const unit = q.unit;
    const ranked = [...events].filter((x) => x.kind === 'sentence').sort((x, y) => y.score - x.score);
    // "from its very first value to the value it got in 2.1.113" over "4096 at first, 8192 since 1.3.54, 16384 since
    // 2.1.113": each side's figure is the one of the comma-separated part that shares its words.
    const sides = /\bfrom\s+(.+?)\s+to\s+(.+?)[?.]?$/i.exec(question);
    if (sides && ranked[0]) {
      const words = (t: string): Set<string> => new Set((t.toLowerCase().match(/\d+(?:\.\d+)+|[a-z]+/g) ?? []).filter((w) => !STOP_WORDS.has(w)));
      const [a, b] = [words(sides[1]!), words(sides[2]!)];
      const only = (x: Set<string>, y: Set<string>): string[] => [...x].filter((w) => !y.has(w));
      // A part's figure is its first number that is not a version or number the sides name ("In 1.2 it was 4096 bytes"),
      // one carrying the question's unit first.
      const named = new Set([...a, ...b].filter((w) => /\d/.test(w)));
      const figure = (p: string): string | undefined => {
        const all = [...p.matchAll(/(?<![\d.])(\d+(?:\.\d+)?)(?![\d.])\s*([A-Za-z]+)?/g)].filter((m) => !named.has(m[1]!));
        return (all.find((m) => unit && m[2] && stem(m[2].toLowerCase()) === stem(unit)) ?? all[0])?.[1];
      };
      const parts = ranked[0].text.split(/[,;]\s+/).map((p) => ({ p, n: figure(p), w: words(p) }));
      // A version or number the side names ("2.1.113") counts more than a word.
      const pick = (want: string[]): number | undefined => {
        const score = (x: (typeof parts)[number]): number => want.filter((w) => x.w.has(w)).reduce((n, w) => n + (/\d/.test(w) ? 3 : 1), 0);
        const scored = parts.filter((x) => x.n !== undefined && score(x) > 0).sort((u, v) => score(v) - score(u));
        return scored[0] && (!scored[1] || score(scored[1]) < score(scored[0])) ? Number(scored[0].n) : undefined;
      };
      const [x, y] = [pick(only(a, b)), pick(only(b, a))];
      if (parts.length >= 3 && x !== undefined && y !== undefined && x !== y)
        return { answer: String(Math.abs(y - x)), why: `${x} then ${y} in "${ranked[0].text.slice(0, 60)}"` };
    }
    for (const e of ranked) {
      const all = [...e.text.matchAll(/(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*([A-Za-z]+)?/g)];
      const withUnit = all.filter((m) => unit && m[2] && stem(m[2].toLowerCase()) === stem(unit));
      // The figures compared carry the unit; failing two such, the figures that are not years.
      const picked = withUnit.length >= 2 ? withUnit : all.filter((m) => !/^(?:1[5-9]\d\d|20\d\d)$/.test(m[1]!));
      const nums = picked.map((m) => Number(m[1]!.replace(/,/g, '')));
      if (nums.length >= 2)
        return { answer: String(Math.abs(nums[1]! - nums[0]!)), why: `${nums[0]} and ${nums[1]} ${unit ?? ''} in "${e.text.slice(0, 60)}"` };
    }
  }
  return null;
}

/** "By how many seconds does A exceed B?", "how much higher is A than B?": the two sides of the comparison. */
function comparedSides(question: string): [string, string] | null {
  const exceed = /\bby how (?:many|much)\b(?:\s+[a-z]+)?\s+(?:does|do|did|is|are|was|were)\s+(.+?)\s+(?:exceed|outnumber|surpass|top)s?\s+(.+?)[?.]?$/i.exec(
    question,
  );
  if (exceed) return [exceed[1]!, exceed[2]!];
  const than =
    /\bhow (?:many|much)\b(?:\s+[a-z]+)?\s+(?:more|higher|larger|greater|longer|bigger)\s+(?:[a-z]+\s+)?(?:is|are|was|were|does|do)\s+(.+?)\s+than\s+(.+?)[?.]?$/i.exec(
      question,
    );
  return than ? [than[1]!, than[2]!] : null;
}

/** Words for the extremes of a range, by stem, with the others that say the same. */
const EXTREME_SYNONYMS: Record<string, string[]> = lookupTable(
  Object.fromEntries(
    [
      ['smallest', 'minimum', 'lowest', 'least', 'min'],
      ['largest', 'maximum', 'highest', 'greatest', 'max'],
    ].flatMap((group) => {
      const stems = group.map((w) => stem(w));
      return stems.map((s) => [s, stems.filter((o) => o !== s)]);
    }),
  ),
);

/** The number nearest (in words, after it first) a word of `want` in `text`, with its offset. */
function numberNear(text: string, want: ReadonlySet<string>): { value: number; at: number } | null {
  const tokens = [...text.matchAll(/[\p{L}\p{N}]+(?:[.,][\p{N}]+)*/gu)];
  let best: { value: number; at: number; distance: number } | null = null;
  tokens.forEach((t, i) => {
    if (!want.has(stem(t[0].toLowerCase()))) return;
    tokens.forEach((n, j) => {
      if (!/^\d+(?:\.\d+)?$/.test(n[0]) || /^(?:1[5-9]\d\d|20\d\d)$/.test(n[0])) return;
      const distance = j > i ? j - i : (i - j) * 2;
      if (distance <= 12 && (!best || distance < best.distance)) best = { value: Number(n[0]), at: n.index!, distance };
    });
  });
  return best;
}

/**
 * "By how many seconds does the value it is capped to exceed its default?":
 * each side of the comparison read as the number nearest that side's own
 * words (those the other side does not share), in the best text that holds
 * both: a term/description entry the question names, else an evidence
 * sentence; the answer is the first less the second.
 */
export function comparedValues(question: string, events: readonly Event[]): TextAnswer | null {
  const sides = comparedSides(question);
  if (!sides) return null;
  // A side's words with their plain synonyms ("the smallest size allowed" for "the minimum size").
  const [a, b] = sides.map((side) => new Set(terms(side).flatMap((t) => (STOP_WORDS.has(t) ? [] : [t, ...(EXTREME_SYNONYMS[t] ?? [])]))));
  const own = (x: Set<string>, y: Set<string>): Set<string> => new Set([...x].filter((t) => !y.has(t)));
  const wantA = own(a!, b!);
  const wantB = own(b!, a!);
  if (!wantA.size || !wantB.size) return null;
  const named = (t: string): boolean => terms(t.replace(/[:=].*$/, '')).some((w) => terms(question).includes(w));
  const texts = [
    ...events.flatMap((e) => {
      const t = e.kind === 'term' ? decodeTerm(e.text) : null;
      return t && named(t.term) ? [{ text: t.description, score: e.score + 1e6 }] : [];
    }),
    ...events.filter((e) => e.kind === 'sentence').map((e) => ({ text: e.text, score: e.score })),
  ].sort((x, y) => y.score - x.score);
  for (const { text } of texts) {
    const x = numberNear(text, wantA);
    const y = numberNear(text, wantB);
    if (x && y && x.at !== y.at)
      return { answer: String(Math.round((x.value - y.value) * 1e6) / 1e6), why: `${x.value} less ${y.value} in "${text.slice(0, 60)}"` };
  }
  return null;
}

/** "The default is no", "(default value is 1080)", "defaults to 30": the value a sentence gives as the default. */
const DEFAULT_IS =
  /\bdefault(?:\s+[\w-]+){0,3}?\s*(?:is|was|:|=|of)(?:\*\*|__)?\s+["'`‘]?([\w.:/+~$=-]*[\w/~$])["'`’]?|\bdefaults?\s+to\s+["'`‘]?([\w.:/+~$-]*[\w/~$])["'`’]?/i;

/**
 * "What is the default value of the reload option?": the best evidence
 * sentence that states a default (extraction keeps the paragraphs of the
 * best sentences, where "The default is no." follows the option's
 * description); the value as written ("no", "1080", "30s"), whatever the
 * answer type.
 */
export function defaultOf(question: string, q: QuestionAnalysis, events: readonly Event[]): TextAnswer | null {
  const assumed = /\bassumed\b|\bimplied\b/i.test(question);
  // ("If I run systemd-inhibit without --what, which operations …": an option left out, where a value is asked, not what
  // happens.)
  const omitted =
    OMITTED.test(question) ||
    (/\b(?:run|call|invoke|use)\s+[\w.-]+\s+without\s+--?[A-Za-z][\w-]*/i.test(question) && !/\bwhat\s+happens\b|\bhow\b/i.test(question));
  if ((!/\bdefault\b/i.test(question) && !assumed && !omitted) || q.list) return null;
  const ranked = [...events].filter((e) => e.kind === 'sentence' && e.score > 0).sort((a, b) => b.score - a.score);
  // The entry of the option the question names ("-p, --priority priority" for "what priority"): its description's default
  // comes first, wherever the sentence holding it ranks.
  const head = q.head ? stem(q.head) : null;
  // The entry of the option the question asks about (its head word), else of the one it says is not passed ("If I
  // don't pass -T, …"), named as written.
  const entries = events
    .filter((e) => e.kind === 'term')
    .sort((a, b) => b.score - a.score)
    .flatMap((e) => {
      const t = decodeTerm(e.text);
      return t ? [{ ...e, text: t.description, term: t.term }] : [];
    });
  const byHead = head ? entries.filter((e) => e.score > 0 && terms(e.term).includes(head)) : [];
  // ("the default value of the maxKeys option": an entry whose term the question writes as it is, "maxKeys".)
  const verbatim = (term: string): boolean =>
    /^[A-Za-z_][\w.-]{2,40}$/.test(term.trim()) && new RegExp(`(?<![\\w.-])${escapeRegExp(term.trim())}(?![\\w-])`).test(question);
  const owned = (
    byHead.length ? byHead : entries.filter((e) => namesOptionOf(question, e.term)).concat(entries.filter((e) => e.score > 0 && verbatim(e.term)))
  ).slice(0, 1);
  // "What was the default … back in Linux 2.2?": a sentence that gives the default of that time ("In Linux 2.2, the
  // default value was 180") outranks the entry's present one.
  const past = /\bwas\b/i.test(question);
  const era = past ? /\b(?:back\s+in|in|before|prior\s+to|until)\s+(?:[A-Z][\w-]*\s+)?v?(\d+(?:\.\d+)+)\b/.exec(question)?.[1] : undefined;
  const then = era ? ranked.filter((e) => new RegExp(`\\b${era.replace(/\./g, '\\.')}\\b`).test(e.text) && /\bwas\b/.test(e.text)) : [];
  // Else the entry the best sentence held in one sits in ("Set the time a cache entry used for SSH keys is valid …" in
  // the entry of --default-cache-ttl-ssh), of those nearly as good as the best: its description's default comes first.
  const top = ranked[0]?.score ?? 0;
  const holding = owned.length
    ? []
    : ranked
        .filter((s) => s.score >= 0.9 * top)
        .map((s) => entries.filter((e) => e.text.includes(s.text)).sort((a, b) => a.text.length - b.text.length)[0])
        .filter((e) => e !== undefined)
        .slice(0, 1);
  // Whether a text shares a word of what the question asks about, past the words of any default ("the default value of
  // this parameter is ether" answers no question about debug builds).
  const countedNouns = new Set(countedNoun(question));
  const aboutAsked = (text: string): boolean =>
    terms(text).some((t) => q.terms.includes(t) && !countedNouns.has(t) && !/^(?:default|valu|value|option|paramet|parameter|use|used|set|setting)$/.test(t));
  let earlier: TextAnswer | null = null;
  // ("the default value of ld's --ctf-share-types option": the sentences that write the long option the question names
  // come before the other ranked ones.)
  const longOptions = question.match(/(?<![\w-])--[A-Za-z][\w-]+/g) ?? [];
  const writing = longOptions.length ? ranked.filter((e) => longOptions.some((o) => e.text.includes(o))) : [];
  for (const e of [...then, ...owned, ...holding, ...writing, ...ranked]) {
    // "default: 'Cantarell Bold 11'": a quoted default is read whole.
    // "By default a 32KB buffer is used": the quantity counts only for the thing the question asks about (its noun
    // after the number is one of the question's words); otherwise the sentence is read for a default as usual.
    const quantity = DEFAULT_A.exec(e.text);
    const counted = DEFAULT_COUNT.exec(e.text);
    const own =
      quantity !== null && q.terms.includes(stem(quantity[2]!.toLowerCase()))
        ? quantity
        : counted !== null && q.type === 'number' && countedNouns.has(stem(counted[2]!.toLowerCase())) && aboutAsked(e.text)
          ? counted
          : null;
    // "implement by default" is a verb, not a value: before "by default" only a number, a code-like token ("IfRequested",
    // "/run/x", "2.0") or a switch's state ("on", "enabled") is one.
    const before = BY_DEFAULT.exec(e.text) ?? (omitted ? AS_DEFAULT.exec(e.text) : null);
    const lead = before ? e.text.slice(0, before.index) : '';
    const byDefault =
      before &&
      // Not a negated state ("is not enabled by default"), a sentence's first word or a place ("on Ubuntu by default"),
      // nor a word with only a hyphen to it ("auto-detected").
      !/\b(?:not|n't|never|no longer)\s*$/i.test(lead) &&
      !(/^[A-Z][a-z]+$/.test(before[1]!) && (/^\s*$/.test(lead) || /\b(?:on|in|for|with|under|from)\s*$/i.test(lead))) &&
      /\d|[./~$:_]|^[A-Z]|^(?:on|off|yes|no|true|false|enabled|disabled|none|auto)$/.test(before[1]!)
        ? before
        : null;
    // "will run on the default port 5432": the value right after "default" and the noun asked for.
    const named = head ? new RegExp(`\\bdefault\\s+${escapeRegExp(q.head!)}\\s+["'\`‘]?(\\d[\\w.:/-]*|[\\w.-]*[/~$_][\\w./~$-]*)`, 'i').exec(e.text) : null;
    const found =
      QUOTED_DEFAULT.exec(e.text) ??
      (/\bdefault\b/i.test(question) ? BRACKETED_DEFAULT.exec(e.text) : null) ??
      own ??
      DEFAULT_GLOSS.exec(e.text) ??
      (aboutAsked(e.text) ? DEFAULT_OF_IS.exec(e.text) : null) ??
      (aboutAsked(e.text) ? DEFAULT_APPOSITION.exec(e.text) : null) ??
      DEFAULT_IS.exec(e.text) ??
      named ??
      byDefault ??
      (assumed ? ASSUMED.exec(e.text) : null);
    // "the default value was changed to 180": a participle after "was" is no value; what it was changed to is.
    const moved =
      found && /\bwas\b/i.test(found[0]) && /^(?:\w+ed|set)$/i.test(found[1] ?? found[2] ?? '')
        ? /\b(?:changed|raised|lowered|increased|reduced|decreased|set|bumped|moved)\s+(?:from\s+\S+\s+)?to\s+["'`‘]?([\w.:/+~$-]*\w)/i.exec(e.text)
        : null;
    const m = found && /\bwas\b/i.test(found[0]) && /^(?:\w+ed|set)$/i.test(found[1] ?? found[2] ?? '') ? moved : found;
    // A default the text gives in the past ("the default value was 180") answers a question in the present only failing
    // a present one.
    if (m && !past && /\bwas\b/i.test(m[0])) {
      const v = m[1] ?? m[2];
      if (v && q.type === 'number' && !/\d/.test(v) && SPELLED_NUMBERS[v.toLowerCase()] === undefined) continue;
      earlier ??= v ? { answer: v.replace(/[.:]$/, ''), why: `"${m[0]}" in "${e.text.slice(0, 60)}"` } : null;
      continue;
    }
    // "a default of "ID=linux"": the value of the assignment.
    const raw = m ? (m[1] ?? m[2])! : null;
    const value = raw && /=/.test(raw) ? raw.split('=').at(-1)! : raw;
    // (A value that repeats a word of the question is no answer, unless the text quotes it: 'The default is "table".')
    const quoted =
      value !== null &&
      (e.text.includes(`"${value}"`) || e.text.includes(`“${value}”`)) &&
      stem(value.toLowerCase()) !== stem(q.head ?? '') &&
      !/\bdefault\s+of\b/i.test(m![0]);
    if (!value || /^(?:the|a|an|to|is|not|value|setting|used|set|it|this|that)$/i.test(value) || (!quoted && q.terms.includes(stem(value.toLowerCase()))))
      continue;
    // A number asked for is a number ("enabled" is no count).
    const spelled = SPELLED_NUMBERS[value.toLowerCase()];
    if (q.type === 'number' && !/\d/.test(value) && spelled === undefined) continue;
    // "zero is assumed" for a number or a value asked: 0.
    return {
      answer: (q.type === 'number' || q.head === 'value' ? spelled : undefined) ?? value.replace(/[.:]$/, ''),
      why: `"${m![0]}" in "${e.text.slice(0, 60)}"`,
    };
  }
  return earlier;
}

/**
 * "Which rounding method does numfmt use by default?" over "METHOD can be: up, down, from-zero (default), …": the value
 * a best sentence marks "(default)", for a question that asks what is used by default (not for an option).
 */
export function markedDefault(question: string, events: readonly Event[]): TextAnswer | null {
  if (
    !/\bby\s+default\b|\bdefault\s+(?:value|method|mode|setting|style|level|format|policy)\b/i.test(question) ||
    /\b(?:option|flag|switch)s?\b/i.test(question)
  )
    return null;
  const asked = new Set(terms(question).filter((t) => !/^(?:default|use|used|valu)/.test(t)));
  for (const e of topSentences(events, 3)) {
    const m = PAREN_DEFAULT.exec(e.text);
    // (Only in a sentence about what is asked, and never a value the question writes: "port 8080 (default)".)
    // (The words before the value, in its clause, say what it is the default of: "METHOD for rounding … can be: …".)
    if (!m) continue;
    const window = e.text.slice(Math.max(0, m.index - 100), m.index);
    const lead = window.slice(window.search(/[^.;\n]*$/));
    if (STOP_WORDS.has(m[1]!.toLowerCase()) || question.includes(m[1]!) || !terms(lead).some((t) => asked.has(t))) continue;
    return { answer: m[1]!, why: `"${m[0]}" in "${e.text.slice(0, 60)}"` };
  }
  return null;
}

/** "METHOD can be: up, down, from-zero (default), towards-zero": the value a bracket marks as the default. */
const PAREN_DEFAULT = /(?<![\w-])([\w.+/-]*\w)\s*\(\s*(?:the\s+|is\s+the\s+)?default\s*\)/i;

/** 'one of "short" (…), "pretty" (…) or "off" (to turn off JSON output, the default)': the quoted value glossed as the default. */
/** "its default value, share-unconflicted, produces …": the value set off by commas after "default value". */
const DEFAULT_APPOSITION = /\b(?:its|the|whose)\s+default(?:\s+value|\s+setting)?\s*,\s+["'`‘]?([\w.:/+~$-]*[\w/~$])["'`’]?\s*,/i;

/** "The default value of this parameter is ether": the value after what the default is of. */
const DEFAULT_OF_IS =
  /\bdefault(?:\s+(?:value|setting|choice))?\s+of\s+(?:this|that|the|its)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:is|was)\s+["'`‘]?([\w.:/+~$=-]*[\w/~$])["'`’]?/i;

const DEFAULT_GLOSS = /["'“‘]([^"'”’\s]{1,30})["'”’]\s*\((?:[^()]*,\s*)?(?:the|is\s+the|which\s+is\s+the)\s+default\)/i;

/** "The IPP version (2.0 by default, …)", "IfRequested is used by default": the value right before "by default". */
const BY_DEFAULT = /(?<![\w.:/+~$-])["'`‘]?([\w.:/+~$-]*[\w/~$])["'`’]?\s+(?:(?:is|are)\s+(?:used|chosen|selected|assumed)\s+)?by\s+default\b/i;

/** "If no filename is specified /etc/ethers is used as default": what stands in for a value left out. */
const AS_DEFAULT =
  /(?<![\w.:/+~$-])["'`‘]?([\w.:/+~$-]*[\w/~$])["'`’]?\s+(?:is|are)\s+(?:used|chosen|selected|assumed|taken)\s+as\s+(?:the\s+|a\s+)?default\b/i;

/** The stems of the words a "how many" question counts ("how many backup copies do …" → backup, copi). */
function countedNoun(question: string): string[] {
  const m = /\bhow\s+many\s+((?:[a-z-]+\s+){0,2}[a-z-]+)/i.exec(question);
  return m ? m[1]!.split(/\s+/).map((w) => stem(w.toLowerCase())) : [];
}

/** "By default, 3 copies are being kept": a count right after "default", and the noun it counts. */
const DEFAULT_COUNT = /\bdefault,?\s+(\d[\d,]*)\s+([a-z]+)\b/i;

/** "In default a 32KB buffer is used", "by default, a 30 second timeout": a quantity right after "default". */
const DEFAULT_A = /\bdefault,?\s+an?\s+(\d[\d.,]*\s?(?:[KMGT]i?B|[a-z]{1,8})?)\s+([a-z]+)/i;

const QUOTED_DEFAULT =
  /\bdefault(?:\s+[\w-]+){0,3}?\s*(?:is|was|:|=|of)\s+['"‘“]([^'"’”\n]{1,60}\s[^'"’”\n]{1,60})['"’”]|\bdefaults\s+to\s+['"‘“]([^'"’”\n]{1,60}\s[^'"’”\n]{1,60})['"’”]/i;

/** "Overrides the options passed to less (by default "FRSXMK")": a quoted default in brackets. */
const BRACKETED_DEFAULT = /\(by\s+default,?\s+['"‘“]([^'"’”\n)]{1,60})['"’”]\)/i;

/** "If I run logger without specifying a priority, what priority does my message get?": the default is asked for. */
export const OMITTED =
  /\bwithout\s+(?:specifying|giving|setting|passing|supplying|providing|naming)\b|\b(?:given|run|called|invoked)\s+without\s+(?:a|an|any)\s+(?:file\s*name|filename|path|file)\b|\b(?:is|are|was|were|if)\s+(?:omitted|unspecified|not\s+(?:specified|given|set))\b|\b(?:isn't|aren't|wasn't|weren't)\s+(?:specified|given|set|used|passed)\b|\bleft\s+(?:out|unset|empty|blank|alone|untouched)\b|\bleave\s+(?:it|them|the(?:\s+[\w-]+){1,3}?)\s+(?:alone|untouched|unset|unchanged|empty|blank|out)\b|\b(?:if|when|unless)\s+(?:I|you|we|one|they|it)\s+(?:don't|do\s+not|never)\s+(?:specify|set|give|pass|supply|provide|configure)\b|\b(?:if|when)\s[^.?!]{0,80}?\b(?:but|and)\s+(?:don't|do\s+not|never)\s+(?:specify|set|give|pass|supply|provide|configure)\b|\bunless\s+(?:told|instructed|asked|configured)\s+otherwise\b/i;

/** "in which case zero is assumed", "is assumed to be 1". */
const ASSUMED = /(?<![\w.:/+~$-])([\w.:/+~$-]*\w)\s+is\s+(?:then\s+)?assumed\b|\bassumed\s+to\s+be\s+["'`‘]?([\w.:/+~$-]*\w)/i;
const SPELLED_NUMBERS: Record<string, string> = lookupTable({
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
});

/** A number or a word of quantity, which counts the head noun rather than naming it. */
const COUNT_WORD = /^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|many|few|some|all|both|various|multiple|numerous)$/i;

/** "in the / usr/share/python-wheels directory": a path the layout broke after a slash, joined back up. */
function unbrokenPaths(text: string): string {
  // (The lookbehind is bounded: a long run of "/a/a/a…" cannot make it rescan the text at every space.)
  return text.replace(/(?<=(?:^|[\s("'“])\/(?:[\w.-]{1,255}\/){0,30})\s+(?=[\w.-]+\/[\w.-])/g, '');
}

/**
 * "Which letter flag marks permanent entries?" over "Permanent entries are marked with M and published entries have the P
 * flag.": the mark a best sentence says the things the question names are marked with.
 */
export function markedWith(question: string, events: readonly Event[]): TextAnswer | null {
  const asked = /(?:^\s*|,\s*)(?:which|what)\s+(?:[\w-]+\s+){0,3}(?:marks?|indicates?|denotes?|identifies?|flags?|signals?)\s+([^?]{3,80})\?/i.exec(question);
  if (!asked) return null;
  const want = new Set(terms(asked[1]!));
  if (want.size === 0) return null;
  for (const e of topSentences(events, 3))
    for (const m of e.text.matchAll(
      /(?:^|[.;,:]\s*|\b(?:and|while|whereas)\s+)([^.;,:]{3,80}?)\s+(?:are|is)\s+(?:marked|indicated|denoted|identified|flagged|shown)\s+(?:with|by)\s+(?:the\s+|an?\s+)?["'‘“`]?([^\s"'’”`,.;]{1,20}(?:\s+(?!(?:and|or|but|if|when|in|on|at|for|to)\b)[a-z]{3,20}(?=[\s.,;]|$)){0,2})/gi,
    )) {
      const subject = new Set(terms(m[1]!));
      if ([...want].every((t) => subject.has(t))) return { answer: m[2]!, why: `"${m[0].trim()}" in "${e.text.slice(0, 60)}"` };
    }
  return null;
}

/** "What majority …?" → the word the evidence puts before the head noun ("a two-thirds majority"). */
export function modifierOf(q: QuestionAnalysis, events: readonly Event[], question = ''): TextAnswer | null {
  if (q.type !== 'text' || !q.head) return null;
  const head = q.head.replace(/[^a-z-]/g, '');
  // A path before the head ("the /usr/share/python-wheels directory") is the modifier whole; so is an option ("the -l option").
  const re = new RegExp(
    `(?<![\\p{L}\\p{N}_/.~+-]|\\p{L}['’])((?:[/~]|\\.{1,2}/|--?(?=[\\p{L}\\p{N}]))?[\\p{L}\\p{N}](?:[\\p{L}\\p{N}_.-]*/)*[\\p{L}\\p{N}_-]*(?:[.+][\\p{L}\\p{N}_-]+)*)['’"”\`]?\\s+${head}s?\\b`,
    'iu',
  );
  // "Which RFC …": the head as a label before a number ("RFC 952"); a label in capitals is part of the answer.
  const labelled = new RegExp(`\\b(${head}) ?(?:# ?)?(\\d+(?:\\.\\d+)*[a-z]?)\\b`, 'i');
  const apposition = new RegExp(
    `\\bthe\\s+${head}s?\\s+["“'\`]?((?:[\\p{L}\\p{N}_.-]+\\/)+[\\p{L}\\p{N}_.-]+|[\\p{L}\\p{N}_-]+\\.[a-z]{1,5}|[\\p{Lu}][\\p{L}\\p{N}_-]*)`,
    'u',
  );
  const copula = new RegExp(`^\\s*([\\p{L}\\p{N}][\\p{L}\\p{N}.+-]*)\\s+(?:is|was)\\s+(?:a|an)\\s+(?:[\\p{L}-]+\\s+){0,3}${head}s?\\b`, 'u');
  // "Which locale?": a locale as written ("tr_TR.UTF-8"), in the clause of a best sentence that shares the most of the
  // question's words, not the word before "locale" ("the de_DE@euro locale" read as "euro").
  if (/^locales?$/.test(head))
    for (const e of topSentences(events, 3)) {
      // (Counted without the head's own word: "the de_DE@euro locale; the -i option does not work in tr_TR.UTF-8".)
      const clauses = e.text
        .split(/;\s+|,\s+(?=(?:and|but|while)\s)/)
        .map((c) => ({ c, n: terms(c).filter((t) => q.terms.includes(t) && !/^locale/.test(t)).length }));
      for (const { c } of clauses.sort((a, b) => b.n - a.n)) {
        const m = /(?<![\w.-])[a-z]{2,3}_[A-Z]{2}(?:\.[\w-]*\w)?(?:@\w+)?(?![\w-])/.exec(c);
        if (m && !question.includes(m[0])) return { answer: m[0], why: `the locale in "${c.slice(0, 60)}"` };
      }
    }
  for (const e of topSentences(events, 3).map((x) => ({ ...x, text: unbrokenPaths(x.text) }))) {
    // "JFS is a journaling filesystem": the subject of the copula is the thing of that class, not its modifier.
    const subject = copula.exec(e.text);
    if (subject && !STOP_WORDS.has(subject[1]!.toLowerCase()) && !q.terms.includes(stem(subject[1]!.toLowerCase())))
      return { answer: subject[1]!, why: `"${subject[0]}" in "${e.text.slice(0, 60)}"` };
    const label = labelled.exec(e.text);
    if (label && !q.terms.includes(label[2]!)) {
      const answer = /[A-Z]{2}/.test(label[1]!) ? `${label[1]} ${label[2]}` : label[2]!;
      return { answer, why: `"${label[0]}" in "${e.text.slice(0, 60)}"` };
    }
    // "Unless Valgrind's option '--sim-hints=lax-doors' is specified": a quoted value right after the head noun.
    const quotedAfter = new RegExp(`\\b${head}s?\\s+['"“‘\`]([^'"”’\`\\s]{2,60})['"”’\`]`, 'i').exec(e.text);
    if (quotedAfter && !q.terms.includes(stem(quotedAfter[1]!.toLowerCase())) && !question.toLowerCase().includes(quotedAfter[1]!.toLowerCase()))
      return { answer: quotedAfter[1]!, why: `"${quotedAfter[0]}" in "${e.text.slice(0, 60)}"` };
    // "The preferred term for the byte is "null byte"": what the sentence says the head is, quoted.
    const quotedIs = new RegExp(`\\b${head}s?\\b[^.;"“]{0,60}?\\b(?:is|are|was)\\s+["“]([^"”]{1,40})["”]`, 'i').exec(e.text);
    if (quotedIs && !q.terms.includes(stem(quotedIs[1]!.toLowerCase())) && !question.toLowerCase().includes(quotedIs[1]!.toLowerCase()))
      return { answer: quotedIs[1]!, why: `"${quotedIs[0]}" in "${e.text.slice(0, 60)}"` };
    // "See the directory contrib/minizip": a name set after the head noun (a path, a file, a quoted or capitalised word);
    // of a path, the part the question does not name ("a directory inside contrib" → minizip).
    // "does not work in some multibyte locales such as tr_TR.UTF-8": the example the sentence gives of the class asked.
    const example = new RegExp(
      `\\b${head}s?\\s*,?\\s+(?:such\\s+as|like|e\\.g\\.,?|for\\s+example|including)\\s+["'\`‘“]?([\\p{L}\\p{N}_][\\p{L}\\p{N}_.:@/-]*[\\p{L}\\p{N}_])`,
      'iu',
    ).exec(e.text);
    // (A token shaped as code, "tr_TR.UTF-8": "an editor such as Emacs" may be the one the question does not ask about.)
    if (example && /[_.@/\d]/.test(example[1]!) && !STOP_WORDS.has(example[1]!.toLowerCase()) && !q.terms.includes(stem(example[1]!.toLowerCase())))
      return { answer: example[1]!, why: `"${example[0]}" in "${e.text.slice(0, 60)}"` };
    // "Function hypot gives incorrect result …": the name right after the head noun opening the sentence, before its verb.
    const opening = new RegExp(
      `^\\W*${head}s?\\s+([\\p{L}_][\\p{L}\\p{N}_.:-]*[\\p{L}\\p{N}_])\\s+(?:is|are|was|were|may|can|will|does|has|[a-z]{3,}s)\\b`,
      'iu',
    ).exec(e.text);
    if (opening && !STOP_WORDS.has(opening[1]!.toLowerCase()) && !q.terms.includes(stem(opening[1]!.toLowerCase())))
      return { answer: opening[1]!, why: `"${opening[0]}" in "${e.text.slice(0, 60)}"` };
    const named = apposition.exec(e.text);
    if (named && !q.terms.includes(stem(named[1]!.toLowerCase()))) {
      const parts = named[1]!.replace(/[.,;:]$/, '').split('/');
      while (parts.length > 1 && q.terms.includes(stem(parts[0]!.toLowerCase()))) parts.shift();
      return { answer: parts.join('/'), why: `"${named[0]}" in "${e.text.slice(0, 60)}"` };
    }
    const m = re.exec(e.text);
    // (A count is no name: "three programs".)
    // (Nor a plain word before the head in the plural, "two main functions": it classes several things, naming none.)
    const classes = m !== null && /^[a-z]+$/.test(m[1]!) && !head.endsWith('s') && /s$/i.test(m[0]);
    if (m && !classes && !STOP_WORDS.has(m[1]!.toLowerCase()) && !q.terms.includes(stem(m[1]!.toLowerCase())) && !COUNT_WORD.test(m[1]!)) {
      // "a separate file like ~/.bash_aliases": the path the head is given as, not the word before it.
      const example = /^(?:files?|paths?|director(?:y|ies)|folders?)$/.test(head)
        ? /^\s*,?\s*(?:like|such as|e\.g\.,?|namely|called|named)\s+((?:~|\.{1,2})?\/?[\w.+-]+(?:\/[\w.+-]+)*)/.exec(e.text.slice(m.index + m[0].length))
        : null;
      if (example && /[/.]/.test(example[1]!))
        return { answer: example[1]!.replace(/[.,;:]$/, ''), why: `"${m[0]} … ${example[1]}" in "${e.text.slice(0, 60)}"` };
      return { answer: m[1]!, why: `"${m[0]}" in "${e.text.slice(0, 60)}"` };
    }
    // "the 'max_retries' constructor argument" for "which constructor argument": a quoted name before words the question
    // already uses and the head.
    for (const w of e.text.matchAll(new RegExp(`['‘"“\`]([\\p{L}_][\\p{L}\\p{N}_.-]{0,60})['’"”\`]\\s+((?:[\\p{L}-]+\\s+){0,2})${head}s?\\b`, 'gu'))) {
      const between = w[2]!.trim().split(/\s+/).filter(Boolean);
      if (between.every((b) => q.terms.includes(stem(b.toLowerCase()))) && !q.terms.includes(stem(w[1]!.toLowerCase())))
        return { answer: w[1]!, why: `"${w[0]}" in "${e.text.slice(0, 60)}"` };
    }
    // "the Orlov block allocator" for "a block allocator … what is that allocator called": the modifier before words the
    // question already uses.
    for (const w of e.text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}_])(\\p{Lu}[\\p{L}\\p{N}_-]*)\\s+((?:[\\p{L}-]+\\s+){1,2})${head}s?\\b`, 'gu'))) {
      const between = w[2]!.trim().split(/\s+/);
      if (between.every((b) => q.terms.includes(stem(b.toLowerCase()))) && !q.terms.includes(stem(w[1]!.toLowerCase())) && !STOP_WORDS.has(w[1]!.toLowerCase()))
        return { answer: w[1]!, why: `"${w[0]}" in "${e.text.slice(0, 60)}"` };
    }
  }
  return null;
}

/**
 * "What command does the manual recommend instead of netstat -g?" over
 * "Replacement for netstat -g is ip maddr.": a short best sentence "A is
 * B." whose subject holds the question's words (two, or a token it spells
 * exactly) and whose predicate holds none of them: B.
 */
export function copulaAnswer(q: QuestionAnalysis, question: string, events: readonly Event[]): TextAnswer | null {
  if (q.type !== 'text' || q.list) return null;
  const exact = exactTokens(question);
  for (const e of topSentences(events, 3)) {
    const m = /^([^,;]{3,80}?)\s+(?:is|are)\s+(?!not\b|a\b|an\b|the\b|also\b|used\b|now\b|\w+ed\b|known\b|called\b)(.{1,40}?)\.?$/.exec(e.text.trim());
    if (!m) continue;
    const subject = new Set(terms(m[1]!));
    const shared = q.terms.filter((t) => subject.has(t)).length;
    const spelled = exact.some((t) => m[1]!.includes(t));
    if ((shared >= 2 || spelled) && !terms(m[2]!).some((t) => q.terms.includes(t)))
      return { answer: m[2]!.trim(), why: `what "${m[1]}" is, in "${e.text.slice(0, 60)}"` };
  }
  return null;
}

/**
 * "How many new options were added (in the release that …)?": within the
 * evidence (already narrowed to one section), the sentences that use the
 * question's verb and noun; command-line options they name are counted one
 * by one ("Add the --a and --b options" adds two), other sentences once.
 */
export function countAdded(question: string, events: readonly Event[]): TextAnswer | null {
  const m = /\bhow many (?:new |more |other )?([a-z-]+?)s? (?:were|are|was|got|have been|had been) (added|removed|introduced|deprecated|fixed|changed)\b/i.exec(
    question,
  );
  if (!m) return null;
  const noun = stem(m[1]!.toLowerCase());
  const verb = stem(m[2]!.toLowerCase()).replace(/e$/, '');
  const found = new Set<string>();
  for (const e of events) {
    if (e.kind !== 'sentence') continue;
    const ts = terms(e.text);
    if (!ts.includes(noun) || !ts.some((t) => t.startsWith(verb))) continue;
    const options = [...e.text.matchAll(/(?<![\w-])--?[a-zA-Z][\w-]*/g)].map((o) => o[0]);
    for (const o of options.length ? options : [e.text]) found.add(o);
  }
  return found.size ? { answer: String(found.size), why: `${found.size} ${m[1]}s ${m[2]} in ${[...found].slice(0, 6).join(', ')}` } : null;
}

/** "Subtract A from B", "the sum of A and B", "A divided by B", …: the two quantities and how to combine them. */
function operands(question: string): { a: string; b: string; op: (x: number, y: number) => number; name: string } | null {
  const end = String.raw`(?:[.?]\s|[.?]?$)`;
  const subtract = new RegExp(String.raw`\bsubtract\s+(.+?)\s+from\s+(.+?)${end}`, 'i').exec(question);
  if (subtract) return { a: subtract[2]!, b: subtract[1]!, op: (x, y) => x - y, name: 'less' };
  const add = new RegExp(String.raw`\b(?:add(?:\s+up)?|(?:the\s+)?(?:sum|total)\s+of)\s+(.+?)\s+(?:and|to|plus)\s+(.+?)${end}`, 'i').exec(question);
  if (add) return { a: add[1]!, b: add[2]!, op: (x, y) => x + y, name: 'plus' };
  const times = new RegExp(String.raw`\b(?:multiply|(?:the\s+)?product\s+of)\s+(.+?)\s+(?:by|and|with)\s+(.+?)${end}`, 'i').exec(question);
  if (times) return { a: times[1]!, b: times[2]!, op: (x, y) => x * y, name: 'times' };
  const divide = new RegExp(String.raw`\bdivide\s+(.+?)\s+by\s+(.+?)${end}`, 'i').exec(question);
  if (divide) return { a: divide[1]!, b: divide[2]!, op: (x, y) => x / y, name: 'divided by' };
  const difference = new RegExp(String.raw`\bdifference\s+between\s+(.+?)\s+and\s+(.+?)${end}`, 'i').exec(question);
  if (difference) return { a: difference[1]!, b: difference[2]!, op: (x, y) => Math.abs(x - y), name: 'apart from' };
  const sides = comparedSides(question);
  return sides ? { a: sides[0], b: sides[1], op: (x, y) => x - y, name: 'less' } : null;
}

/** A figure as written: "512", "1,024", "512K", "384kB" (its number; the unit is the question's). */
const FIGURE = /(?<![\w.])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?:\s?([kKMGT]i?[bB]?|%)(?![\w])|\s+([A-Za-z]+))?/g;

/** Whether a figure's suffix or the word after it spells the unit asked ("512K", "384kB", "30 seconds" for kilobytes, seconds). */
function inUnit(unit: string, suffix: string | undefined, word: string | undefined): boolean {
  if (suffix) return suffix === '%' ? /^percent/.test(unit) : unit.startsWith(suffix[0]!.toLowerCase()) && /bytes?$/.test(unit);
  return word !== undefined && stem(word.toLowerCase()) === stem(unit);
}

/**
 * The value one side of the arithmetic names: in the evidence sentence that
 * shares most of the side's own words and holds a value of its kind (a year
 * when the side speaks of a year), the value nearest those words.
 */
function sideValue(side: string, other: string, events: readonly Event[], unit: string | null): { value: number; text: string } | null {
  const isYear = /\byears?\b/i.test(side);
  const pattern = isYear ? YEAR : FIGURE;
  const own = terms(side).filter((t) => !terms(other).includes(t) && !STOP_WORDS.has(t));
  const clause = own.length ? own.join(' ') : side;
  const e = bestFor(clause, events, (t) => new RegExp(pattern.source).test(t));
  if (!e) return null;
  const want = new Set(terms(clause));
  const tokens = [...e.text.matchAll(/[\p{L}\p{N}]+/gu)];
  // The positions of the side's words, found once (the figures then look up the nearest in order: linear, not quadratic).
  const wanted = tokens.flatMap((t, i) => (want.has(stem(t[0].toLowerCase())) ? [i] : []));
  let best: { value: number; distance: number } | null = null;
  let at = 0;
  for (const m of e.text.matchAll(pattern)) {
    while (at < tokens.length && tokens[at]!.index! < m.index!) at++;
    const value = Number(m[1]!.replace(/,/g, ''));
    if (!isYear && /^(?:1[5-9]\d\d|20\d\d)$/.test(m[1]!)) continue;
    let distance = Infinity;
    let lo = 0;
    let hi = wanted.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (wanted[mid]! < at) lo = mid + 1;
      else hi = mid - 1;
    }
    for (const k of [lo - 1, lo]) if (k >= 0 && k < wanted.length) distance = Math.min(distance, Math.abs(wanted[k]! - at));
    // A figure in the unit asked for is the one meant ("512K" over "10" when kilobytes are asked).
    if (unit && inUnit(unit, m[2], m[3])) distance -= 100;
    if (!best || distance < best.distance) best = { value, distance };
  }
  return best ? { value: best.value, text: e.text } : null;
}

/**
 * Arithmetic over two values stated apart ("Subtract the year on the
 * signature line from the year the licence was issued"): each side read
 * from its own best sentence, then combined as the question says.
 */
export function twoValues(question: string, events: readonly Event[]): TextAnswer | null {
  const asked = operands(question);
  if (!asked) return null;
  const unit = /\bhow (?:many|much)\s+([a-z]+)/i.exec(question)?.[1]?.toLowerCase() ?? null;
  const a = sideValue(asked.a, asked.b, events, unit);
  const b = sideValue(asked.b, asked.a, events, unit);
  if (!a || !b || a.text === b.text) return null;
  const result = asked.op(a.value, b.value);
  if (!Number.isFinite(result)) return null;
  return {
    answer: String(Math.round(result * 1e6) / 1e6),
    why: `${a.value} ("${a.text.slice(0, 40)}") ${asked.name} ${b.value} ("${b.text.slice(0, 40)}")`,
  };
}

/**
 * "Which package should an application depend on?": a question ending on its verb and a preposition asks for what
 * follows them in the text ("Applications need to depend on libpam-runtime to …" → libpam-runtime): the word after
 * them in the best sentences that hold them, with the capitalised words that follow a capitalised one. Null when the
 * question does not end so or no sentence holds the verb with its preposition.
 */
export function strandedObject(question: string, events: readonly Event[]): TextAnswer | null {
  // (Or on them before a clause of time: "what must this file be renamed to before git will run it?")
  const m = /\b([a-z]{3,})\s+(on|to|in|into|for|from|with|at|by|upon|against)(?:\s*\?\s*$|\s+(?=(?:before|after|when|once|so that|if)\b[^?]*\?\s*$))/i.exec(
    question,
  );
  if (!m || STOP_WORDS.has(m[1]!.toLowerCase())) return null;
  // (Stems compared without a final "e": "renamed" stems to "renam", "rename" to "rename".)
  const base = (w: string): string => stem(w.toLowerCase()).replace(/e$/, '');
  const verb = base(m[1]!);
  // "rename this file to "update"": up to three words may stand between the verb and its preposition, and the object
  // may be quoted.
  // (Case matters after the preposition: "the capitalised words that follow" a capitalised object.)
  const tail = (gap: string): RegExp =>
    new RegExp(
      `^${gap}\\s+(?:${m[2]!.toLowerCase()}|${m[2]![0]!.toUpperCase()}${m[2]!.slice(1).toLowerCase()})\\s+(?:[Tt]he\\s+|[Aa]n?\\s+)?["“'‘]?([\\w./+-]*\\w(?:\\s+[A-Z][\\w.+-]*){0,3})`,
    );
  const asked = new Set(terms(question));
  // The verb right before its preposition first, in every sentence; only then with words between them, where "to"
  // before a bare verb ("rename it to make git run it") is an infinitive, not the preposition asked.
  for (const [gapped, re] of [
    [false, tail('')],
    [true, tail('(?:\\s+[\\w.-]+){1,3}?')],
  ] as const)
    for (const e of topSentences(events, 10)) {
      for (const w of e.text.matchAll(/\b\w+\b/g)) {
        if (base(w[0]) !== verb) continue;
        const hit = re.exec(e.text.slice(w.index! + w[0].length, w.index! + w[0].length + 160));
        if (!hit) continue;
        if (gapped && m[2]!.toLowerCase() === 'to' && INFINITIVES.has(hit[1]!.split(/\s+/)[0]!.toLowerCase())) continue;
        const first = /^[A-Z]/.test(hit[1]!) ? hit[1]! : hit[1]!.split(/\s+/)[0]!;
        // "switch to use 'date -R'": a quoted phrase right after a verb is the thing meant.
        const rest = e.text.slice(w.index! + w[0].length + hit.index + hit[0].length - hit[1]!.length + first.length);
        const quoted = /^[a-z]+$/.test(first) ? /^\s+["'‘“`]([^"'’”`]{1,60})["'’”`]/.exec(rest)?.[1] : undefined;
        const object = quoted ?? first;
        // "starts with a keyword" for "which keyword should it start with": the question's own noun is no answer.
        // ("based on the following guides": a word pointing at what comes next names nothing.)
        if (
          STOP_WORDS.has(object.toLowerCase()) ||
          /^(?:following|below|above|next|previous|same|other)$/i.test(object) ||
          terms(object).every((t) => asked.has(t))
        )
          continue;
        return { answer: object, why: `what follows "${w[0]} … ${m[2]}" in "${e.text.slice(0, 60)}"` };
      }
    }
  return null;
}

/** Verbs that "to" makes an infinitive of ("to make git run it"), not the object of a preposition. */
const INFINITIVES = new Set(['make', 'run', 'use', 'get', 'be', 'do', 'have', 'allow', 'let', 'enable', 'keep', 'see', 'avoid', 'ensure', 'prevent']);

/**
 * "An ioctl is really just a special kind of what?": the noun phrase after "kind of" (or "type of", "sort of", "form
 * of") in the best sentence that says it of the question's subject ("an "ioctl" is just a special kind of system call,
 * really" → system call). Null when the question does not ask so.
 */
export function kindOf(question: string, q: QuestionAnalysis, events: readonly Event[]): TextAnswer | null {
  const asked = /\b(kind|type|sort|form|variety|class)\s+of\s+what\s*\??\s*$/i.exec(question);
  if (!asked) return null;
  const re = new RegExp(
    `\\b${asked[1]}s?\\s+of\\s+((?:an?\\s+|the\\s+)?[\\w-]+(?:\\s+[\\w-]+){0,3}?)(?=\\s*(?:[,;.:!?)]|$|\\s+(?:that|which|who|really|and|but|with|in|for)\\b))`,
    'i',
  );
  for (const e of topSentences(events, 5)) {
    const m = re.exec(e.text);
    if (!m) continue;
    const phrase = m[1]!.replace(/^(?:an?|the)\s+/i, '');
    if (terms(phrase).every((t) => q.terms.includes(t))) continue;
    return { answer: phrase, why: `"${m[0]}" in "${e.text.slice(0, 60)}"` };
  }
  return null;
}

/**
 * "Which Debian package provides /usr/bin/pinentry-gtk-2?" over an entry "/usr/bin/pinentry-gtk-2 … (package
 * pinentry-gtk2)", "which package does the README name as the preferred pinentry?": the package name the text gives
 * after the word "package", in the entry of a term the question writes, else in the best sentences. Never a name the
 * question writes.
 */
export function namedPackage(question: string, events: readonly Event[]): TextAnswer | null {
  if (
    !/(?:^|,)\s*(?:which|what)\s+(?:(?:debian|ubuntu|binary|source|distribution)\s+){0,2}package\b(?!\s+(?:types?|formats?|managers?|systems?|names?\s+format))/i.test(
      question,
    ) ||
    /\binstall\b/i.test(question)
  )
    return null;
  // ("(package pinentry-gtk2)", "the cryptsetup package must be installed": after the word where a bracket or a stop
  // closes the name, else before it.)
  const name =
    /\b(?:[Dd]ebian\s+)?package\s+[`'"‘“]?([a-z0-9][a-z0-9.+-]*[a-z0-9])[`'"’”]?(?=\s*[).,;:]|\s*$)|(?<![\w.-])([a-z0-9][a-z0-9.+-]*[a-z0-9])\s+(?:source\s+|binary\s+)?package\b/g;
  const written = (n: string): boolean => new RegExp(`(?<![\\w/.-])${escapeRegExp(n)}(?![\\w/-])`, 'i').test(question);
  const first = (text: string): string | null => {
    for (const m of text.matchAll(name)) {
      const n = (m[1] ?? m[2])!;
      if (!written(n) && !STOP_WORDS.has(n) && !/^(?:debian|ubuntu|binary|source|this|that|each|every|whole|new|old)$/.test(n)) return n;
    }
    return null;
  };
  // "Which package provides the xmlcatalog(1) tool?" over "xmlcatalog(1) in the libxml2-utils package": the package the
  // text puts the thing the question asks about in.
  const subject = /\b(?:provides?|contains?|ships?|includes?|installs?|offers?)\s+(?:the\s+)?[`'"‘“]?([\w.+/-]+(?:\(\d\w*\))?)/i.exec(question)?.[1];
  if (subject && subject.length >= 3 && !STOP_WORDS.has(subject.toLowerCase())) {
    const put = new RegExp(
      `${escapeRegExp(subject)}[\`'"’”]?\\s+(?:is\\s+)?(?:in|from|of|provided\\s+by|shipped\\s+(?:in|with|by))\\s+(?:the\\s+)?([a-z0-9][a-z0-9.+-]*[a-z0-9])\\s+package\\b`,
      'i',
    );
    for (const e of events) {
      if (e.kind !== 'sentence') continue;
      const m = put.exec(e.text);
      if (m && !written(m[1]!)) return { answer: m[1]!, why: `"${m[0]}"` };
    }
  }
  // (The entry of a term the question writes: "/usr/bin/pinentry-gtk-2".)
  for (const e of events) {
    const t = e.kind === 'term' ? decodeTerm(e.text) : null;
    if (!t || t.term.trim().length < 3 || !question.includes(t.term.trim())) continue;
    const found = first(t.description);
    if (found) return { answer: found, why: `"package ${found}" in the entry of ${t.term.trim()}` };
  }
  // (Only in a sentence that shares a word of the question's besides "package": "the whole package is licensed under the
  // GPL" says nothing of a "deb package" the sentence before names.)
  const about = new Set(terms(question).filter((t) => !/^(?:packag|debian|ubuntu)/.test(t)));
  for (const e of topSentences(events, 5)) {
    if (!terms(e.text).some((t) => about.has(t))) continue;
    const found = first(e.text);
    if (found) return { answer: found, why: `"package ${found}" in "${e.text.slice(0, 60)}"` };
  }
  return null;
}

/** Package managers by the words a question may name them with, and the commands that install with them. */
const MANAGERS: readonly [RegExp, string][] = [
  [/\b(?:homebrew|brew|macos|mac os)\b/i, 'brew'],
  [/\b(?:apt|apt-get|debian|ubuntu)\b/i, 'apt-get|apt|aptitude'],
  [/\b(?:pip|pip3|pypi|python)\b/i, 'pip3?|python3? -m pip'],
  [/\b(?:npm|node|node\.js)\b/i, 'npm'],
  [/\b(?:gem|rubygems|ruby)\b/i, 'gem'],
  [/\b(?:cargo|crates|rust)\b/i, 'cargo'],
  [/\b(?:dnf|yum|fedora|rpm|centos|rhel)\b/i, 'dnf|yum'],
  [/\b(?:pacman|arch)\b/i, 'pacman -S'],
];

/**
 * "Which package do you install with apt-get to get libcbor on Ubuntu?", "what Homebrew package name should macOS
 * users install?": the name a package manager's install command takes in the text ("brew install python-yq"), of the
 * manager the question names (by its name or its system's), else of any. Null unless the question asks what to
 * install.
 */
export function installedPackage(question: string, events: readonly Event[]): TextAnswer | null {
  // ("install" as what someone does, about a package: not "the executable installed with this package".)
  if (!/\binstall\b/i.test(question) || !/\bpackage\b/i.test(question)) return null;
  const named = MANAGERS.filter(([cue]) => cue.test(question)).map(([, command]) => command);
  const commands = named.length ? named : MANAGERS.map(([, command]) => command);
  const re = new RegExp(`(?<![\\w-])(?:sudo\\s+)?(?:${commands.join('|')})\\s+install((?:\\s+[\\w.@+/=-]+){1,12})`);
  const asked = new Set(terms(question));
  for (const e of topSentences(events, 40)) {
    const m = re.exec(e.text);
    // The packages the command takes (not its options, nor "." for the current directory); of several, the one
    // sharing a word with the question ("libcbor-dev" for "to get libcbor"), else the last.
    const names = (m?.[1] ?? '')
      .trim()
      .split(/\s+/)
      .filter((a) => /^[\w@]/.test(a) && /\w$/.test(a));
    if (!names.length) continue;
    const named = names.find((n) => terms(n.replace(/[-_.]/g, ' ')).some((t) => asked.has(t))) ?? names.at(-1)!;
    return { answer: named, why: `"${m![0].trim()}" in "${e.text.slice(0, 60)}"` };
  }
  return null;
}
