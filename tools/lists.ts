import type { Events } from '../wire/packet.js';
import { isMeasureUnit, type QuestionAnalysis } from './question.js';
import { decodeLeadList } from './packet-content.js';
import { topSentences } from './text-math.js';
import { compareDotted, countWords, escapeRegExp, lookupTable, mentionsWhole, ordinalNumber, STOP_WORDS, stem, terms, words } from './text.js';

type Event = Events['events'][number];

/** Capitalised words that open a sentence without being part of a name. */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  'also and but so then thus hence however therefore besides moreover furthermore additionally nevertheless nonetheless notwithstanding finally meanwhile otherwise instead accordingly consequently the a an in on at by for from with this that these those its it they we he she his her their our your you when while after before since until if unless each every any all no not support added removed fixed'.split(
    ' ',
  ),
);

/** A capitalised word, in any script ("Böck", "Émile"): an initial with its dot ("H."), or a word with inner dots but no trailing one. */
export const NAME_WORD = String.raw`\p{Lu}(?:\.(?=\s)|[\p{L}\p{N}_&'’-]*(?:\.[\p{L}\p{N}_&'’-]+)*)`;
const NAME_SPAN = new RegExp(String.raw`${NAME_WORD}(?:\s+(?:of|de|von|van|der|da|di|le|la)?\s*${NAME_WORD})*`, 'gu');

/** The names a sentence lists: capitalised spans, split at "and", without opening function words. */
export function namesIn(sentence: string): string[] {
  const out: string[] = [];
  for (const m of sentence.matchAll(NAME_SPAN)) {
    for (let part of m[0].split(/\s+and\s+/)) {
      const words = part.split(/\s+/);
      while (words.length && FUNCTION_WORDS.has(words[0]!.toLowerCase())) words.shift();
      part = words.join(' ').replace(/[.,;:]$/, '');
      if (!part) continue;
      // A lone ordinary word opening the sentence is not a name ("Support for …").
      if (m.index === 0 && words.length === 1 && !/^[A-Z0-9]{2,}$/.test(part) && out.length === 0 && part === m[0].split(/\s+/)[0]) continue;
      out.push(part);
    }
  }
  return out;
}

const NUMBER_WORDS: Record<string, number> = lookupTable({ two: 2, three: 3, four: 4, five: 5, six: 6 });

/** The values a list of a typed answer holds ("which two versions" → 1.2.1, 1.2.2). */
const TYPED_ITEMS: Partial<Record<QuestionAnalysis['type'], RegExp>> = {
  version: /(?<![\w.])\d+(?:\.\d+)+[a-z]?(?![\w.]{0,20}\d)/g,
  year: /\b(?:1[5-9]\d\d|20\d\d)\b/g,
  date: /\b\d{4}-\d{2}-\d{2}\b/g,
  number: /(?<![\w.])\d+(?:\.\d+)?(?![\w.]{0,20}\d)/g,
};

/** Items in the order the question asks: by surname, alphabetical, lowest or highest first; else as written. */
export function ordered(question: string, items: string[]): string[] {
  if (/\b(?:sur|last |family )name\b/i.test(question)) return [...items].sort((a, b) => surname(a).localeCompare(surname(b)));
  if (/\balphabetical/i.test(question)) return [...items].sort((a, b) => a.localeCompare(b));
  if (/\b(?:lowest|smallest|oldest|earliest) first\b|\bascending\b|\bincreasing\b/i.test(question)) return [...items].sort(compareDotted);
  if (/\b(?:highest|largest|newest|latest) first\b|\bdescending\b|\bdecreasing\b/i.test(question)) return [...items].sort((a, b) => compareDotted(b, a));
  return items;
}

function surname(name: string): string {
  return name.split(/\s+/).at(-1)!.toLowerCase();
}

/** An option as written: "-v", "--no-fork-point". */
const OPTION_TOKEN = /(?<![\w-])--?[A-Za-z][\w-]*/g;

/**
 * A list answer: the first evidence sentence (best first) naming the number
 * of new names the question asks for (or at least two when it gives no
 * number), names the question already gives left out, ordered as asked.
 */
export function listAnswer(question: string, q: QuestionAnalysis, evidence: readonly Event[]): { answer: string; why: string } | null {
  if (!q.list) return null;
  const given = new Set(namesIn(question).flatMap((n) => [n.toLowerCase(), ...n.toLowerCase().split(/\s+/)]));
  const ranked = [...evidence].filter((e) => e.kind === 'sentence').sort((a, b) => b.score - a.score);
  // "The two so-called methods … what are they called?": the words a sentence sets in quotes, when it quotes that many.
  const want =
    q.count ??
    (/\b(?:give|list|name)\s+both\b/i.test(question) ? 2 : null) ??
    NUMBER_WORDS[/\b(two|three|four|five|six)\b/i.exec(question)?.[1]?.toLowerCase() ?? ''] ??
    null;
  if (/\bso-called\b|\bcalled\b|\bquoted\b|\bin quotes\b/i.test(question)) {
    for (const e of ranked.slice(0, 3)) {
      const quoted = [...new Set([...e.text.matchAll(/["“]([^"”]{1,40})["”]/g)].map((m) => m[1]!.trim()))].filter((x) => !question.includes(x));
      if (quoted.length >= 2 && (want === null || quoted.length === want))
        return { answer: quoted.join(', '), why: `${quoted.length} quoted names in "${e.text.slice(0, 70)}"` };
    }
  }
  // "ask for two static device nodes" over 'OPTIONS+="static_node=snd/timer", OPTIONS+="static_node=snd/seq"': the
  // values of a key whose every part the question says.
  const asked = new Set(terms(question));
  for (const e of ranked.slice(0, 8)) {
    const pairs = [...e.text.matchAll(/(?<![\w-])([A-Za-z][A-Za-z0-9]*(?:[_-][A-Za-z0-9]+)+)\s?=\s?["']?([^\s"',;=]+)/g)];
    // (Only a line of settings, not prose giving examples: "For example, start with log_level=debug or log_level=info".)
    if (/\b(?:for example|e\.g\.|such as|for instance)\b/i.test(e.text)) continue;
    const values = pairs.filter((m) => m[1]!.split(/[_-]/).every((part) => asked.has(stem(part.toLowerCase())))).map((m) => m[2]!.replace(/[.:]+$/, ''));
    const unique = [...new Set(values)];
    if (unique.length >= 2 && (want === null || unique.length === want))
      return { answer: unique.join(', '), why: `${unique.length} values of the key the question names in "${e.text.slice(0, 70)}"` };
  }
  // "Which I/O ports …? Give both": the hexadecimal values the best sentences write ("Ports 0x70 and 0x71").
  for (const e of ranked.slice(0, 3)) {
    const hex = [...new Set(e.text.match(/(?<![\w.])0x[0-9A-Fa-f]+\b/g) ?? [])].filter((h) => !question.includes(h));
    if (hex.length >= 2 && (want === null ? /\b(?:addresses|ports|codes|values|numbers|registers)\b/i.test(question) : hex.length === want))
      return { answer: ordered(question, hex).join(', '), why: `${hex.length} hexadecimal values in "${e.text.slice(0, 70)}"` };
  }
  // The best sentence leads a list ("* Known to require X:" over its bullets): that list is the answer.
  const led = leadList(evidence, ranked[0]?.score ?? 0);
  if (led && (q.count === null || led.items.length === q.count))
    return { answer: ordered(question, led.items).join(', '), why: `${led.items.length} entries in the list under "${led.lead.slice(0, 60)}"` };
  // "in the order gdbm, Berkeley DB and finally ndbm": the enumeration the best sentence holds.
  // (Of sentences, not headings and fragments of a few words: "## Hash-checking Mode" lists nothing.)
  for (const e of ranked.filter((x) => countWords(x.text) >= 5).slice(0, 2)) {
    // (A word the question writes is kept where the list holds it in another case too: "which makefile names" over
    // "GNUmakefile, makefile, and Makefile" names three files.)
    const all = enumeration(e.text, new Set(terms(question)));
    const items = all.filter((x) => !mentionsWhole(question, x) || all.some((o) => o !== x && o.toLowerCase() === x.toLowerCase()));
    // "Which values are valid …": a question typed as numbers takes an enumeration of words too.
    const kind = q.type === 'text' || (q.type === 'number' && items.every((x) => !/\d/.test(x)));
    if (items.length >= 2 && (q.count === null ? kind && /\border\b/i.test(question) : items.length === q.count))
      return { answer: ordered(question, items).join(', '), why: `${items.length} items enumerated in "${e.text.slice(0, 70)}"` };
  }
  // "Which two test scripts …?" over "Several tests in fmbtest.sh and foad1.sh fail …": the file names a best sentence writes.
  if (/^(?:scripts?|files?|sources?|headers?)$/.test(q.head ?? ''))
    for (const e of ranked.slice(0, 2)) {
      const files = [...new Set(e.text.match(/(?<![\w./-])[A-Za-z_][\w+-]*\.[a-z][a-z0-9]{0,4}(?![\w/-]|\.\w)/g) ?? [])].filter(
        (f) => !question.includes(f) && !/^(?:e\.g|i\.e|etc|vs|cf)$/i.test(f),
      );
      if (files.length >= 2 && (want === null || files.length === want))
        return { answer: ordered(question, files).join(', '), why: `${files.length} file names in "${e.text.slice(0, 70)}"` };
    }
  // (Not where values of a type are asked: "which two zlib versions" wants "1.2.1", not the word before "version".)
  const framed = TYPED_ITEMS[q.type] ? null : framedItems(question, q, ranked);
  if (framed) return framed;
  const typed = TYPED_ITEMS[q.type];
  for (const e of ranked) {
    // Values of the asked type ("which two versions"), else quoted words ("the following headers: "a", "b""), else names.
    const values = typed ? [...new Set(e.text.match(typed) ?? [])].filter((v) => !question.includes(v)) : [];
    const quoted = [...new Set([...e.text.matchAll(/["“]([^"”]{1,40})["”]/g)].map((m) => m[1]!.trim()))].filter((x) => !question.includes(x));
    const names = [...new Set(namesIn(e.text))].filter((n) => !given.has(n.toLowerCase()) && !n.split(/\s+/).every((w) => given.has(w.toLowerCase())));
    const fits = (items: string[]): boolean => (q.count !== null ? items.length === q.count : items.length >= 2);
    const askedOptions: string[] = question.match(OPTION_TOKEN) ?? [];
    // "Which two options does --keep-base now imply?": the options the sentence writes that the question does not.
    // ("… implies three other options. Which ones?": "ones" stands for the options named before.)
    const options =
      /^(?:options?|flags?|switch(?:es)?)$/.test(q.head ?? '') ||
      (/^ones?$/.test(q.head ?? '') && /\b(?:options|flags|switches)\b[^?]*[.?!]\s+which\s+ones?\b/i.test(question))
        ? [...new Set(e.text.match(OPTION_TOKEN) ?? [])].filter((o) => !askedOptions.includes(o))
        : [];
    const [items, what] = typed ? [values, `${q.type}s`] : fits(options) ? [options, 'options'] : fits(quoted) ? [quoted, 'quoted items'] : [names, 'names'];
    // "Versions 1.1.3 and before were subject to X, and versions 1.2.1 and 1.2.2 were subject to Y": of a sentence
    // whose clauses each list values, the clause that says what the question says.
    if (typed && !fits(items) && values.length > 0) {
      const asked = new Set(terms(question));
      const clauses = e.text.split(/[,;]\s+(?=(?:and|but|while|whereas)\s)|[;:]\s+/);
      const overlap = (c: string): number => new Set(terms(c).filter((t) => asked.has(t))).size;
      const clause = clauses.length > 1 ? clauses.reduce((a, b) => (overlap(b) > overlap(a) ? b : a)) : null;
      const inClause = clause ? [...new Set(clause.match(typed) ?? [])].filter((v) => !question.includes(v)) : [];
      if (clause && fits(inClause))
        return { answer: ordered(question, inClause).join(', '), why: `${inClause.length} ${q.type}s listed in the clause "${clause.slice(0, 70)}"` };
    }
    if (!fits(items)) continue;
    return { answer: ordered(question, items).join(', '), why: `${items.length} ${what} listed in "${e.text.slice(0, 70)}"` };
  }
  return null;
}

/**
 * "How many of the pages it refers to are in section 8?": the manual page references ("pwck(8)") of the best
 * sentence that lists several, counted once each where their section is the one asked.
 */
function manSectionCount(question: string, evidence: readonly Event[]): { answer: string; why: string } | null {
  const asked = /\bhow many\b[^?]{0,200}?\bsection\s+(\d[a-z]?)\b/i.exec(question)?.[1];
  if (!asked) return null;
  const ranked = evidence.filter((e) => e.kind === 'sentence' && e.score > 0).sort((a, b) => b.score - a.score);
  for (const e of ranked.slice(0, 5)) {
    const refs = [...new Set([...e.text.matchAll(/(?<![\w.+-])([\w.+-]{1,60})\((\d[a-z]*)\)/g)].map((m) => `${m[1]}(${m[2]})`))];
    if (refs.length < 3) continue;
    const hits = refs.filter((r) => r.endsWith(`(${asked})`));
    return { answer: String(hits.length), why: `${hits.length} of ${refs.length} page references in section ${asked}: ${hits.join(', ')}` };
  }
  return null;
}

/**
 * "The 0.9.0 release added three translations. Which languages were they?": the entries that each name one of a
 * plural noun of the question ("Add Swedish translation", "Added Italian translation"), answered with the word each
 * sets before that noun, in the order written. At least two, distinct, and as many as the question says.
 */
function framedItems(question: string, q: QuestionAnalysis, ranked: readonly Event[]): { answer: string; why: string } | null {
  const given = new Set(terms(question));
  for (const m of question.matchAll(/\b([a-z]{4,})s\b/g)) {
    const noun = m[1]!;
    const slots: string[] = [];
    for (const e of ranked) {
      const hit = new RegExp(`(?:^|[\\s(])([\\p{Lu}][\\p{L}-]+)\\s+${noun}\\b`, 'u').exec(e.text);
      if (hit && !given.has(stem(hit[1]!.toLowerCase())) && !FUNCTION_WORDS.has(hit[1]!.toLowerCase()) && !slots.includes(hit[1]!)) slots.push(hit[1]!);
    }
    if (slots.length >= 2 && (q.count === null || slots.length === q.count)) {
      const inOrder = ranked
        .filter((e) => slots.some((x) => e.text.includes(`${x} ${noun}`)))
        .sort((a, b) => a.chunk - b.chunk || (a.section ?? 0) - (b.section ?? 0));
      const order = inOrder.map((e) => slots.find((x) => e.text.includes(`${x} ${noun}`))!).filter((x, i, all) => all.indexOf(x) === i);
      return { answer: ordered(question, order).join(', '), why: `${order.length} entries naming a ${noun}, by the word before it` };
    }
  }
  return null;
}

/** Patterns for the values a "how many distinct X are listed" question counts. */
const VALUE_PATTERNS: Record<string, RegExp> = lookupTable({
  year: /\b(?:1[5-9]\d\d|20\d\d)\b/g,
  date: /\b\d{4}-\d{2}-\d{2}\b/g,
  version: /(?<![\w.])\d+(?:\.\d+)+(?![\w.]*\d)/g,
  number: /(?<![\w.])\d+(?:\.\d+)?(?![\w.]{0,20}\d)/g,
});

/**
 * "How many systemd units does the README's mask command list?" over "systemctl --user mask --now gpg-agent.service
 * gpg-agent.socket …": the arguments, after the word the question names the command by, of the best command line
 * holding that word; counted where each is a name with an extension (".service", ".conf") and there are two or more.
 */
function commandArgumentCount(question: string, evidence: readonly Event[]): { answer: string; why: string } | null {
  const m =
    /\bhow many\b[^?]*?\b(?:does|do|did)\s+(?:the|this|that|its|[\w'’-]+['’]s)\s+(?:[\w'’-]+\s+){0,2}?([a-z][\w-]*)\s+(?:command|invocation|call|line|example)\s+(?:list|name|pass|give|take|mention|include)\b/i.exec(
      question,
    );
  if (!m) return null;
  const word = m[1]!;
  const ranked = evidence.filter((e) => e.kind === 'sentence' && e.score > 0).sort((a, b) => b.score - a.score);
  for (const e of ranked.slice(0, 8)) {
    const tokens = e.text.trim().split(/\s+/);
    // (A command line: no sentence's punctuation, the word as one of its tokens after the program.)
    const at = tokens.indexOf(word);
    if (at < 1 || /[.!?:]$/.test(e.text.trim()) || tokens.length > 40) continue;
    const args = tokens.slice(at + 1).filter((t) => !t.startsWith('-'));
    if (args.length >= 2 && args.every((a) => /^[\w@%+-]+(?:\.[\w+-]+)*\.[a-z]{2,10}$/i.test(a)))
      return { answer: String(args.length), why: `${args.length} names after "${word}" in "${e.text.trim().slice(0, 70)}"` };
  }
  return null;
}

/**
 * "How many translations of net-tools are said to be available?" over "Translations to German (de), Estonian (ee), Czech
 * (cz), and French (fr) are available.": the items a best sentence that names the counted noun enumerates.
 */
export function countEnumerated(question: string, evidence: readonly Event[]): { answer: string; why: string } | null {
  const noun = /\bhow many\s+([a-z]{3,})/i.exec(question)?.[1];
  if (!noun || !/\b(?:are|is|were)\s+(?:said\s+to\s+be\s+|listed\s+as\s+|currently\s+)?(?:available|supported|included|provided|offered)\b/i.test(question))
    return null;
  const want = stem(noun.toLowerCase());
  for (const e of topSentences(evidence, 5)) {
    if (!terms(e.text).includes(want)) continue;
    const items = enumeration(e.text);
    if (items.length >= 3) return { answer: String(items.length), why: `${items.length} items enumerated in "${e.text.slice(0, 70)}"` };
  }
  return null;
}

/**
 * "How many distinct identifiers beginning with "CVE-" are mentioned in the change history?": the distinct tokens that
 * begin with the quoted prefix, over every sentence sent, each counted once.
 */
export function countPrefixed(question: string, events: readonly Event[]): { answer: string; why: string } | null {
  const m =
    /\bhow many\s+(?:distinct|different|unique|separate)\s+[^?]{0,60}?\b(?:beginning|starting|begin|start|begins|starts)\s+with\s+["“‘'`]([^\s"“”‘’'`]{2,20})["”’'`]/i.exec(
      question,
    );
  if (!m) return null;
  const prefix = m[1]!;
  // (The prefix as written, and the token it opens run on to its last letter or digit: "CVE-2019-12900".)
  const pattern = new RegExp(`(?<![\\w-])${escapeRegExp(prefix)}[\\w.-]*[\\w]`, 'g');
  const found = new Set(events.filter((e) => e.kind === 'sentence').flatMap((e) => e.text.match(pattern) ?? []));
  return found.size ? { answer: String(found.size), why: `${found.size} distinct tokens beginning with "${prefix}"` } : null;
}

/**
 * "How many (distinct) years are listed in …": the values of that kind in
 * the best evidence sentence that lists several (else holds one), counted
 * once each.
 */
export function countListed(question: string, evidence: readonly Event[]): { answer: string; why: string } | null {
  const pages = manSectionCount(question, evidence) ?? commandArgumentCount(question, evidence);
  if (pages) return pages;
  const m =
    /\bhow many (?:distinct |different |unique |separate )?(years|dates|versions|numbers) (?:are|were|is|appear) (?:listed|mentioned|named|given|quoted|cited|shown|in)\b/i.exec(
      question,
    );
  if (!m) return null;
  const kind = m[1]!.toLowerCase().replace(/s$/, '');
  const pattern = VALUE_PATTERNS[kind]!;
  // The best-scoring sentence that lists several such values; else the best holding one.
  const ranked = evidence.filter((e) => e.kind === 'sentence' && e.score > 0).sort((a, b) => b.score - a.score);
  const counted = ranked.map((e) => ({ e, n: new Set(e.text.match(pattern) ?? []).size }));
  const best = counted.find((c) => c.n >= 2) ?? counted.find((c) => c.n === 1) ?? null;
  return best ? { answer: String(best.n), why: `${best.n} distinct ${m[1]} in "${best.e.text.slice(0, 70)}"` } : null;
}

/**
 * "How many users does the document list as having no corresponding
 * group?": the entries of the list the best-scoring leading sentence
 * introduces (extract sends such lists as `listed` events), when that
 * sentence scores at least half the best evidence sentence.
 */
export function countLeadList(question: string, events: readonly Event[]): { answer: string; why: string } | null {
  // "How many grams / hours …" measures an amount; it does not count entries.
  const unit = /\bhow many\s+([a-z]+)/i.exec(question)?.[1]?.toLowerCase() ?? null;
  if (!/\bhow many\b|\bnumber of\b/i.test(question) || isMeasureUnit(unit)) return null;
  const top = Math.max(0, ...events.filter((e) => e.kind === 'sentence').map((e) => e.score));
  // "have no corresponding group": a lead that says the opposite ("Many users have a corresponding group") is another list.
  const asking = question.split(/(?<=[.?!])\s+/).find((x) => x.includes('?')) ?? question;
  const negated = (t: string): boolean => /\b(?:no|not|none|never|without)\b|n't\b/i.test(t);
  const lists = events
    .filter((e) => e.kind === 'listed' && e.score >= 0.5 * top)
    .flatMap((e) => {
      const list = decodeLeadList(e.text);
      return list ? [{ list, score: e.score * (negated(list.lead) === negated(asking) ? 1 : 0.5) }] : [];
    })
    .sort((a, b) => b.score - a.score);
  // "How many changes are listed under the libblkid heading?": the list whose short label ("libblkid:") the question
  // names whole goes before a longer one scored higher.
  const best = lists.find((l) => labelNamed(asking, l.list.lead)) ?? lists[0];
  if (!best) return null;
  // "Each line of this file contains 9 fields": a lead that states the count of what is asked says it better than the
  // items read from a layout.
  const asked = new Set(terms(asking));
  const stated = [...best.list.lead.matchAll(/\b(\d{1,3})\s+([a-z]+)/gi)].find((m) => asked.has(stem(m[2]!.toLowerCase())) && Number(m[1]) >= 2);
  if (stated) return { answer: stated[1]!, why: `the list's lead states "${stated[0]}": "${best.list.lead.slice(0, 60)}"` };
  // "It contains the iceauth, rgb, …, xvidtune applications": a lead that names the counted things itself, in a run of
  // commas closed by the noun asked about, counts them better than the entries laid out after it.
  const named = /((?:(?<![\w.+-])[\w.+-]{1,60},\s?){2,40}[\w.+-]{1,60})\s([a-z]+s)\b/i.exec(best.list.lead.replace(/\s+/g, ' ').slice(0, 2000));
  if (named && asked.has(stem(named[2]!.toLowerCase()))) {
    const items = new Set(named[1]!.split(/,\s*/).filter(Boolean));
    return { answer: String(items.size), why: `${items.size} ${named[2]} named in the lead "${best.list.lead.slice(0, 60)}"` };
  }
  const items = [...new Set(best.list.items)];
  // "How many bullet points … start with the word "fixes"?": the entries whose first word it is (each entry once more, as
  // two may read alike).
  const opening = /\b(?:start|begin|open)s?\s+with\s+(?:the\s+(?:word|verb|term)\s+)?["'“‘]?([\w.-]+?)["'”’]?(?=[\s?.,]|$)/i.exec(asking);
  if (opening) {
    const word = opening[1]!.toLowerCase();
    const n = best.list.items.filter((x) => (/^[\w.-]+/.exec(x.trim())?.[0] ?? '').toLowerCase() === word).length;
    if (n > 0)
      return { answer: String(n), why: `${n} of the ${best.list.items.length} entries in the list under "${best.list.lead.slice(0, 60)}" open with "${word}"` };
  }
  // "How many change entries are credited to Masatake YAMATO?": the entries that name the person.
  const credited =
    /\b(?:credited to|attributed to|(?:written|contributed|authored|submitted|reported|signed off) by)\s+((?:\p{Lu}[\p{L}'.-]*)(?:\s+\p{Lu}[\p{L}'.-]*){0,3})/u.exec(
      asking,
    );
  if (credited) {
    const name = credited[1]!.replace(/[.]$/, '');
    // (Where the entries end with their credit in brackets, "[Karel Zak]", only the credit counts: "reported by Cy" in
    // an entry credited to Bo is not Cy's.)
    const creditOf = (x: string): string | undefined => /\[([^\]]{2,60})\]\s*$/.exec(x.trim())?.[1];
    const bracketed = best.list.items.filter((x) => creditOf(x) !== undefined).length * 2 >= best.list.items.length;
    const n = best.list.items.filter((x) => mentionsWhole(bracketed ? (creditOf(x) ?? '') : x, name)).length;
    if (n > 0)
      return { answer: String(n), why: `${n} of the ${best.list.items.length} entries in the list under "${best.list.lead.slice(0, 60)}" name ${name}` };
  }
  // "How many of the platforms … run Linux": the entries holding a word the question names that only some of them hold.
  // (A name, capitalised as the entries write it; not under a negation or an alternative: "not Linux", "ARM or PPC".)
  const partitive = /\bhow many of (?:the|these|those|its)\b/i.exec(asking);
  if (partitive && !/\b(?:not|no|none|or|nor|except|besides|other than)\b|n't\b/i.test(asking)) {
    const after = asking.slice(partitive.index + partitive[0].length);
    // (Case ignored for a word of the predicate; a part of a hyphenated name, "kelp" of "kelp-init", is no word of it.)
    const some = (w: string): number =>
      items.filter((x) => new RegExp(`(?<![\\p{L}\\p{N}-])${escapeRegExp(w)}(?![\\p{L}\\p{N}-])`, /^\p{Lu}/u.test(w) ? 'u' : 'iu').test(x)).length;
    // (A lowercase word only as what the entries are said to be: "are optional", "are linux ones".)
    const predicate = /\b(?:are|is|were)\s+(.+)$/i.exec(after)?.[1] ?? '';
    const word = words(after).find(
      (w) =>
        (/^\p{Lu}/u.test(w) || mentionsWhole(predicate, w)) &&
        w.length >= 3 &&
        !STOP_WORDS.has(w.toLowerCase()) &&
        some(w) > 0 &&
        some(w) < items.length &&
        !mentionsWhole(best.list.lead, w),
    );
    if (word) {
      const n = some(word);
      return { answer: String(n), why: `${n} of the ${items.length} entries in the list under "${best.list.lead.slice(0, 60)}" name "${word}"` };
    }
  }
  // "How many constants does the package export?" over entries of several names each ("F_GETLK F_SETLK F_SETLKW"): the
  // names, where every entry is names written as code and nothing else.
  const names = items.map((x) => x.trim().split(/\s+/));
  // (Not where lines or entries are what is counted: "How many lines of constants are listed?")
  const countsLines = /\bhow many\s+(?:\w+\s+)?(?:lines|entries|items|rows|groups)\b/i.test(asking);
  if (
    !countsLines &&
    names.some((n) => n.length > 1) &&
    names.every((n) => n.every((w) => /^(?:[A-Z][A-Z0-9]*_[A-Z0-9_]+|[a-z][a-z0-9]*_[a-z0-9_]+|[A-Z]{3,})$/.test(w)))
  ) {
    const n = names.reduce((a, b) => a + b.length, 0);
    return { answer: String(n), why: `${n} names in the ${items.length} entries of the list under "${best.list.lead.slice(0, 60)}"` };
  }
  return { answer: String(items.length), why: `${items.length} entries in the list under "${best.list.lead.slice(0, 60)}"` };
}

/**
 * "How many neighbour states are listed in the STATE definition?" over a synopsis's grammar, "STATE := { permanent |
 * noarp | … }": the alternatives of the rule for the name the question writes in capitals (braces, brackets and one
 * level of nesting read; the alternatives of the top level counted).
 */
export function grammarAlternatives(question: string, events: readonly Event[]): { answer: string; why: string } | null {
  // (Listed in the definition, not a part of them: "How many STATE values may be set by hand" is no count of the rule.)
  if (!/\bhow many\b/i.test(question) || !/\b(?:definition|defined|listed|alternatives|possible|choices)\b/i.test(question)) return null;
  for (const name of question.match(/(?<![\w-])[A-Z][A-Z0-9_]{1,30}(?![\w-])/g) ?? []) {
    const rule = new RegExp(`(?<![\\w-])${escapeRegExp(name)}\\s*:?:=\\s*(.+)$`);
    for (const e of events) {
      const m = e.kind === 'sentence' ? rule.exec(e.text) : null;
      if (!m) continue;
      // The right-hand side up to the next rule ("… } NUD_STATE := …" when lines ran together).
      const rhs = m[1]!
        .split(/\s[A-Z][A-Z0-9_]*\s*:?:=/)[0]!
        .trim()
        .replace(/^[{[(]\s*([\s\S]*?)\s*[}\])]$/, '$1');
      let depth = 0;
      let count = 1;
      for (const ch of rhs) {
        if ('{[('.includes(ch)) depth++;
        else if ('}])'.includes(ch)) depth--;
        else if (ch === '|' && depth === 0) count++;
      }
      if (count >= 2 && depth === 0) return { answer: String(count), why: `${count} alternatives in the rule "${m[0].slice(0, 60)}"` };
    }
  }
  return null;
}

/** Whether the question names a list's short label whole ("the libblkid heading" for "libblkid:"). */
export function labelNamed(question: string, lead: string): boolean {
  const label = lead.replace(/:\s*$/, '').trim();
  return (
    lead.trim().endsWith(':') &&
    label.length >= 2 &&
    label.split(/\s+/).length <= 4 &&
    /\b(?:headings?|sections?|labels?|headers?|groups?|categor(?:y|ies)|under)\b/i.test(question) &&
    mentionsWhole(question, label)
  );
}

/** A question asking for the heading or label something is listed under. */
export const ASKS_LABEL =
  /\b(?:(?:which|what)\s+(?:\w+\s+)?(?:heading|section|label|category)|(?:as|in|under|for)\s+(?:its|the)\s+(?:section\s+)?(?:heading|label))\b/i;

/**
 * "Which tool got a fix for an infinite loop …? Give the tool name as used for its section heading." over "more:" and
 * its items ("- avoid infinite loop on --squeeze  [Karel Zak]"): the label of the short-labelled list that holds the
 * best sentence as an item. Only for a question that asks for a heading, a section or a label.
 */
export function labelOver(question: string, events: readonly Event[]): { answer: string; why: string } | null {
  if (!ASKS_LABEL.test(question)) return null;
  const best = topSentences(events, 1)[0];
  if (!best) return null;
  const item = best.text.replace(/^[-*•+]\s+/, '').replace(/\s+/g, ' ');
  for (const e of events) {
    const list = e.kind === 'listed' ? decodeLeadList(e.text) : null;
    if (!list || !list.lead.trim().endsWith(':') || list.lead.trim().split(/\s+/).length > 4) continue;
    if (list.items.some((x) => x.replace(/\s+/g, ' ') === item))
      return { answer: list.lead.replace(/:\s*$/, '').trim(), why: `the label "${list.lead.trim()}" over the item "${item.slice(0, 50)}"` };
  }
  return null;
}

/** The list led by a sentence scoring at least nine tenths of `top` (sent by extract as a listed event). */
function leadList(evidence: readonly Event[], top: number): { lead: string; items: string[] } | null {
  const best = evidence
    .filter((e) => e.kind === 'listed' && e.score >= 0.9 * top && top > 0)
    .sort((a, b) => b.score - a.score)
    .map((e) => decodeLeadList(e.text))
    .find((l) => l !== null);
  return best ?? null;
}

/**
 * The items a sentence enumerates: "A, B and C", "A, B, or finally C"
 * (items of one to three words, the last joined by and/or), taken after a
 * cue (a colon, "the order", "such as", "include", "are") when there is one.
 */
export function enumeration(written: string, asked?: ReadonlySet<string>): string[] {
  // (A gloss in brackets after an item is no part of it: "German (de), Estonian (ee), and French (fr)".)
  const sentence = written.replace(/\s*\([^()]{1,20}\)(?=\s*(?:,|and\b|or\b))/g, '');
  const cue = /(?::|\bthe order\b|\bsuch as\b|\bincluding\b|\binclude[sd]?\b|\bare\b|\bnamely\b)\s*/i.exec(sentence);
  const rest = cue ? sentence.slice(cue.index + cue[0].length) : sentence;
  // Items start at a word's start, so the pattern cannot restart inside a long token.
  const item = String.raw`(?<![\w./+-])[\w./+-]+(?:\s[\w./+-]+){0,2}?`;
  const pattern = new RegExp(String.raw`(${item}(?:,\s*${item})+),?\s+(?:and|or)\s+(?:finally\s+|also\s+)?(${item})(?=[\s.,;:)]|$)`);
  const m = pattern.exec(rest);
  // "a full-size backup solution such as pgbackrest or barman": two one-word items right after a cue that lists.
  // (Of several such cues, "a C compiler such as gcc or clang and a backup solution such as pgbackrest or barman", the one
  // after the words the question asks about.)
  const strong = [...sentence.matchAll(/\b(?:such as|including|namely|the order)\s+/gi)];
  const chosen =
    asked && strong.length > 1
      ? (strong.find((c) => terms(sentence.slice(Math.max(0, c.index - 40), c.index)).some((t) => asked.has(t))) ?? strong[0])
      : strong[0];
  const two =
    m || !cue || !chosen || !/such as|including|namely|the order/i.test(cue[0])
      ? null
      : /^((?<![\w./+-])[\w./+-]+)\s+(?:and|or)\s+([\w./+-]*[\w/+-])(?=[\s.,;:)]|$)/.exec(sentence.slice(chosen.index + chosen[0].length));
  if (two) return [two[1]!, two[2]!];
  // ("Translations to German, Estonian, Czech, and French are available": a list before its cue.)
  const found = m ?? (cue ? pattern.exec(sentence.slice(0, cue.index)) : null);
  if (!found) return [];
  const items = [...found[1]!.split(/,\s*/), found[2]!].map((x) => x.trim().replace(/[.:;]+$/, '')).filter(Boolean);
  // "supported in ext2, ext3, Reiserfs": the first item is cut to the length of the longest other one.
  const longest = Math.max(...items.slice(1).map((x) => x.split(/\s+/).length));
  if (items.length >= 3 && items[0]!.split(/\s+/).length > longest) items[0] = items[0]!.split(/\s+/).slice(-longest).join(' ');
  return items;
}

/** "What is the seventh field", "the last step listed": an item of a list by its place (group 1 the place, group 2 the noun). */
export const NTH_ITEM =
  /\b(?:what|which)\s+(?:is|was|are|were|'s)\s+the\s+(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|last|final|\d{1,2}(?:st|nd|rd|th))\s+([a-z]+)/i;

/** "Which one is listed fourth?": a place said after the verb (group 1 the place). */
export const LISTED_NTH =
  /\b(?:is|was|comes|came|appears|stands)\s+(?:listed\s+|named\s+|given\s+)?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|last)(?=\s*(?:[?,.;]|$)|\s+(?:in|on|among|there)\b)/i;

/**
 * "Counting in the order the page describes them, what is the seventh field?": that item of the list a
 * leading sentence introduces, the list whose lead names the noun asked about first (else the best scoring).
 */
export function nthLeadItem(question: string, events: readonly Event[]): { answer: string; why: string } | null {
  const m = NTH_ITEM.exec(question) ?? LISTED_NTH.exec(question);
  if (!m) return neighbourLeadItem(question, events);
  const place = m[1]!.toLowerCase();
  const noun = stem((m[2] ?? /\bamong (?:the |these |those )?(?:[\w-]+ )?([a-z]+s)\b/i.exec(question)?.[1] ?? '').toLowerCase());
  const lists = events
    .filter((e) => e.kind === 'listed')
    .flatMap((e) => {
      const list = decodeLeadList(e.text);
      return list ? [{ list, score: e.score * (terms(list.lead).includes(noun) ? 2 : 1) }] : [];
    })
    .sort((a, b) => b.score - a.score);
  const best = lists[0]?.list;
  if (!best) return null;
  const n = /^(?:last|final)$/.test(place) ? best.items.length : (ordinalNumber(place) ?? parseInt(place, 10));
  const item = best.items[n - 1];
  return item && /[\p{L}\p{N}]/u.test(item) ? { answer: item, why: `item ${n} of the list under "${best.lead.slice(0, 60)}"` } : null;
}

/** "the second-highest priority" (group 1 the place, 2 the side, 3 what ranks). */
export const RANKED =
  /\b(?:(second|third|fourth|fifth)[-\s]+)?(highest|most|lowest|least)[-\s]+(?:\w+\s+)?(priority|important|preferred|precedence|weight|rank)/i;

/**
 * "Which guide has the second-highest priority among the guides it is based on?" over "… the following guides (highest
 * priority first): 1. This document. 2. The [Google C++ Style Guide][]. …": the item at that rank of the list whose lead
 * says how it is ranked, its article and link markup dropped.
 */
export function rankedLeadItem(question: string, events: readonly Event[]): { answer: string; why: string } | null {
  const asked = RANKED.exec(question);
  if (!asked) return null;
  const word = asked[3]!.toLowerCase().slice(0, 5);
  for (const e of [...events].filter((x) => x.kind === 'listed').sort((a, b) => b.score - a.score)) {
    const list = decodeLeadList(e.text);
    // ("(highest priority first)", "in order of preference, most preferred first")
    const order = list ? /\b(highest|most|lowest|least)\s+(\w+)\s+first\b/i.exec(list.lead) : null;
    if (!list || !order || order[2]!.toLowerCase().slice(0, 5) !== word) continue;
    const sameWay = /^(?:highest|most)$/i.test(order[1]!) === /^(?:highest|most)$/i.test(asked[2]!);
    const n = ordinalNumber(asked[1] ?? 'first')!;
    const item = list.items[sameWay ? n - 1 : list.items.length - n];
    if (!item) return null;
    const clean = item
      .replace(/\[([^\]]+)\](?:\[[^\]]*\]|\([^)]*\))?/g, '$1')
      .replace(/^(?:the|an?)\s+/i, '')
      .replace(/\.$/, '')
      .trim();
    return { answer: clean, why: `item ${sameWay ? n : list.items.length - n + 1} of the list under "${list.lead.slice(0, 60)}"` };
  }
  return null;
}

/** "Which heading comes immediately before SEE ALSO?" (group 1 the side, group 2 the item named). */
export const NEXT_TO =
  /\b(?:comes?|came|is|stands|appears|listed|goes)\s+(?:(?:immediately|right|directly|just)\s+)?(before|after)\s+["“'‘]?([^"”'’?,]{1,40}?)["”'’]?\s*(?:[?,]|\.(?!\S)|$)|\b(?:immediately\s+|directly\s+)?(precedes|follows)\s+["“'‘]?([^"”'’?,]{1,40}?)["”'’]?\s*(?:[?,]|\.(?!\S)|$)/i;

/**
 * "Which heading comes immediately before SEE ALSO?": in the list a leading
 * sentence introduces that holds the named item, the item beside it.
 */
export function neighbourLeadItem(question: string, events: readonly Event[]): { answer: string; why: string } | null {
  const m = NEXT_TO.exec(question);
  if (!m) return null;
  const before = /^(?:before|precedes)$/i.test(m[1] ?? m[3]!);
  const named = (m[2] ?? m[4]!).trim().toLowerCase();
  const lists = events
    .filter((e) => e.kind === 'listed')
    .flatMap((e) => {
      const list = decodeLeadList(e.text);
      return list ? [{ list, score: e.score }] : [];
    })
    .sort((a, b) => b.score - a.score);
  for (const { list } of lists) {
    const at = list.items.findIndex((i) => i.trim().toLowerCase() === named);
    const item = at < 0 ? undefined : list.items[at + (before ? -1 : 1)];
    if (item) return { answer: item, why: `the item ${before ? 'before' : 'after'} "${list.items[at]}" in the list under "${list.lead.slice(0, 60)}"` };
  }
  return null;
}
