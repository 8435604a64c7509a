import { createRequire } from 'node:module';
import { lookupTable, stem, terms } from './text.js';
import { askedAbbreviation } from './abbreviations.js';

/** The kind of value a question asks for. */
export type AnswerType = 'number' | 'year' | 'date' | 'name' | 'id' | 'version' | 'text';

export interface QuestionAnalysis {
  type: AnswerType;
  /** Whether it asks for an error's (or a warning's) number or code: "Which Vim error number …". */
  errorCode: boolean;
  /** Content terms (stemmed) of the question, without the words that only say what kind of answer is wanted. */
  terms: string[];
  /** Quoted phrases in the question, verbatim. */
  quoted: string[];
  /** The noun the wh-word asks about ("what minimum percentage" → percentage), lower-cased. */
  head: string | null;
  /** The unit the answer is counted or measured in ("how many days" → days, "in MiB" → mib). */
  unit: string | null;
  /** "Who wrote / designed / … X": the answer follows "by". */
  agent: boolean;
  /** How many items the answer should have, when the question says ("which two", "four people"). */
  count: number | null;
  /** The answer is a list ("list them", "comma-separated", "which two"). */
  list: boolean;
  /** A text answer that is a noun phrase ("which program …", "the name of …"), not a sentence. */
  phrase: boolean;
  /** "Where is …": the answer is the place a locative phrase names ("in Asgard"), not the sentence. */
  place?: boolean;
  /**
   * "… says the name of a particular project may not be used …": the words the question writes before the thing it
   * stands in for with "a particular" ("the name of"); the answer follows them in the document.
   */
  before?: string;
  /** The question's words after that stand-in ("may not be used to endorse …"): the sentence must share them. */
  beside?: string[];
  /** "As of which commit": the words before "which <head>" that the document sets before the answer ("as of"). */
  lead?: string;
  /** "Whose window manager …": the answer is the person a thing is credited to. */
  whose?: boolean;
  /** "Give the word used with -copy": the option the answer follows in the document ("-copy comments"). */
  withOption?: string;
  /** "When jpegtran is run without any -copy option": the question asks what holds by default. */
  defaulted?: boolean;
  /** "Instead of CTRL-C": the question names a key chord, so a key asked for is one too. */
  chord?: boolean;
  /** "Which RFC number …": the series whose number is asked (its numbers may be written glued to it, "rfc1951"). */
  series?: string;
  /** "Starting with which GnuPG 1.x version": the products the question names, capitalised words past its first (lowercase). */
  products?: string[];
}

const NUMERIC_HEADS = new Set([
  'percentage',
  'percent',
  'number',
  'amount',
  'count',
  'total',
  'size',
  'length',
  'height',
  'width',
  'depth',
  'weight',
  'age',
  'price',
  'cost',
  'port',
  'quorum',
  'fee',
  'rate',
  'speed',
  'distance',
  'duration',
  'capacity',
  'limit',
  'minimum',
  'maximum',
  'temperature',
  'population',
  'score',
  // "by what factor", "what ratio": a number.
  'factor',
  'ratio',
  'multiplier',
]);
const NAME_HEADS = new Set([
  'person',
  'people',
  'organization',
  'organisation',
  'company',
  'city',
  'country',
  'town',
  'state',
  'author',
  'maintainer',
  'packager',
  'uploader',
  'developer',
  'foundation',
  'team',
  'platform',
  'platforms',
  'language',
  'institute',
  'agency',
  'university',
  'firm',
  'group',
  'vendor',
  'owner',
  'steward',
  'body',
]);
/** Heads naming a machine on a network: the answer is a host name or an IP address. */
export const NETWORK_HEADS = new Set(['site', 'host', 'hostname', 'domain', 'mirror', 'ip', 'keyserver']);
const ID_HEADS = new Set([
  'identifier',
  'id',
  'handle',
  'code',
  'key',
  'hash',
  'doi',
  'isbn',
  'cve',
  'url',
  'address',
  'symbol',
  'abbreviation',
  'acronym',
  ...NETWORK_HEADS,
]);
const VERSION_HEADS = new Set(['release', 'version']);
const UNIT_WORDS = new Set(['day', 'days', 'week', 'weeks', 'month', 'months', 'year', 'years', 'hour', 'hours', 'minute', 'minutes', 'second', 'seconds']);
const AGENT =
  /^\s*who\s+(?:wrote|created|designed|developed|founded|invented|authored|built|made|maintains|maintained|started|proposed|introduced|translated|edited|composed|directed|added|contributed|implemented|ported|rewrote|prepared|packaged)\b/i;
/** Words naming a maker or doer anywhere in a question for a name ("named as the author", "whose code"): the name follows "by". */
const AGENT_WORDS =
  /\b(?:author(?:ed|s)?|wr[io]te|written|writer|contribut\w*|develop(?:ed|er|ers)|maintain(?:ed|er|ers)|creat(?:ed|or)|design(?:ed|er)|invent(?:ed|or)|implement(?:ed)|ported|founded|proposed|introduced|report(?:ed|s)?|sponsored|funded|signed|suggest(?:ed|ion|ions)?|request(?:ed)?|credit(?:ed)?|thank(?:ed|s)?|patch(?:ed|es)?|fix(?:ed|es)?|turned|converted|translated)\b/i;
const STOP_HEAD = /^(?:is|was|are|were|does|do|did|has|have|had|can|could|will|would|should|must|may|of|in|for|to|on|at|by|from|with|that|the|a|an)$/i;
/** Heads whose answer is a sentence or a passage, not a noun phrase. */
const SENTENCE_HEADS =
  /^(?:title|heading|description|purpose|reason|message|text|sentence|phrase|quote|statement|motto|slogan|definition|meaning|explanation|change|changes|difference|effect|rule|condition|conditions|requirement|advice|warning|note|summary|subject|line|words?)$/;
const NUMBER_WORDS: Record<string, number> = lookupTable({ two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 });

/** Whether a unit measures an amount (days, hours, …) rather than naming things to count. */
export function isMeasureUnit(unit: string | null): boolean {
  return (
    unit !== null &&
    (UNIT_WORDS.has(unit) ||
      /^(?:percent|per|mib|kib|gib|mb|kb|gb|bytes?|bits?|(?:milli|micro|nano)seconds?|ms|metres?|meters?|km|kg|grams?|euros?|dollars?|miles?|feet|inches?)$/.test(
        unit,
      ))
  );
}

/** Heads that are a number only when the question says so ("what numeric value", "the largest value"). */
const VALUE_HEADS = new Set(['value']);
const NUMERIC_VALUE =
  /\b(?:numeric(?:al)?|decimal|octal|hex(?:adecimal)?|integer|largest|smallest|highest|lowest|biggest|greatest|maximum|minimum|total|sum|average|in\s+(?:seconds|minutes|hours|days|bytes|milliseconds|ms))\b/i;

/** Words that say what kind of answer is wanted, not what it is about. */
const TYPE_CUES = new Set([
  'year',
  'many',
  'much',
  'number',
  'date',
  'day',
  'percentage',
  'percent',
  'amount',
  'total',
  'count',
  'value',
  'minimum',
  'maximum',
]);

type Tagger = (text: string) => { terms(): { json(): { text: string; terms: { text: string; pre: string; post: string; tags: string[] }[] }[] } };
let tagger: Tagger | undefined;

/**
 * compromise's part-of-speech tagger, loaded on first use (about 140 ms):
 * only the reasoner needs it, and it warms it up after start-up.
 */
export function posTagger(): Tagger {
  tagger ??= createRequire(import.meta.url)('compromise/two') as Tagger;
  return tagger;
}

/**
 * The words after the wh-word up to the verb: "What minimum percentage of …"
 * → ["minimum", "percentage"]. The first word always belongs to the phrase
 * (taggers read "What handle …" as a verb); the phrase then runs until a
 * verb, preposition, determiner or punctuation.
 */
// The last few questions' head phrases: tagging is the dearest step of a question's analysis, and every tool of a task
// (and several rules of the reasoner) analyses the same question.
const headPhrases = new Map<string, readonly string[]>();

function headPhrase(question: string): readonly string[] {
  let phrase = headPhrases.get(question);
  if (phrase === undefined) {
    if (headPhrases.size >= 4) headPhrases.delete(headPhrases.keys().next().value!);
    headPhrases.set(question, (phrase = taggedHeadPhrase(question)));
  }
  return phrase;
}

function taggedHeadPhrase(question: string): string[] {
  // (In the sentence that asks, where one before it only sets the scene: "… a locale in which -i does not work. Which
  // locale?")
  const asking = question.split(/(?<=[.!])\s+(?=[A-Z])/).find((s) => s.includes('?') && /\b(?:what|which)\s/i.test(s));
  const from = asking ? question.indexOf(asking) : 0;
  const found = /\b(?:what|which)\s+([^?]*)/i.exec(question.slice(from));
  const m = found ? Object.assign(found, { index: found.index + from }) : null;
  if (!m) return [];
  const tagsOf = new Map<string, string[]>();
  // Only the asking clause is tagged, from the wh-word to its question mark: a word's tags are read where the phrase
  // uses it ("file" of "which licence covers the file", not of "In the copyright file for tmux"), and tagging a long
  // preamble costs more than the rest of the analysis.
  for (const t of posTagger()(question.slice(m.index).split(/(?<=\?)/)[0]!)
    .terms()
    .json()) {
    const key = t.text.toLowerCase().replace(/[^\p{L}\p{N}'-]/gu, '');
    if (!tagsOf.has(key)) tagsOf.set(key, t.terms[0]?.tags ?? []);
  }
  const out: string[] = [];
  // "What is the quorum …": the copula and article are not the head.
  // "What is that maximum?": nor is a demonstrative pointing back to an earlier sentence, before a lone noun.
  const rest = m[1]!.replace(/^(?:is|are|was|were)\s+(?:the|a|an|its|their)\s+|^(?:is|are|was|were)\s+(?:that|this|these|those)\s+(?=[\p{L}-]+\s*$)/iu, '');
  const restWords = rest.split(/\s+/);
  for (const [at, w] of restWords.entries()) {
    if (w.startsWith('(')) break;
    const clean = w.replace(/[^\p{L}\p{N}'-]/gu, '');
    // ("Which % specifier": a symbol before the head is part of its name.)
    if (!clean && out.length === 0 && /^[%$#@&*]$/.test(w)) continue;
    // ("Which U.S. state": an abbreviation written with stops modifies the head.)
    if (/^(?:[A-Z]\.){2,}$/.test(w)) continue;
    if (!clean) break;
    // ("Which two test scripts": how many are asked for is no part of the head.)
    if (out.length === 0 && /^(?:two|three|four|five|six|seven|eight|nine|ten|both|\d{1,2})$/i.test(clean) && at + 1 < restWords.length) continue;
    // Words with digits or hyphens ("at-spi2-core", "ISO-9660") are names of things, not verbs.
    const tags = /[\d-]/.test(clean) ? ['Noun'] : (tagsOf.get(clean.toLowerCase()) ?? []);
    const stop =
      STOP_HEAD.test(clean) ||
      tags.includes('Preposition') ||
      tags.includes('Determiner') ||
      // "What is the oldest kernel version you can use": a pronoun opens the relative clause after the head.
      (out.length > 0 && tags.includes('Pronoun')) ||
      // "Which man-pages release": a release or version after a noun is the noun the phrase ends in, whatever the tagger says.
      (out.length > 0 &&
        tags.includes('Verb') &&
        !tags.includes('Noun') &&
        !/^(?:release|version)s?$/i.test(clean) &&
        // ("What character encoding does pip assume": a word right before the auxiliary is the phrase's, whatever its tags.)
        !/^(?:does|do|did|is|are|was|were|can|could|will|would|should|must|has|have|had)$/i.test(restWords[at + 1] ?? ''));
    // "Which tar release first added …", "from which zstd version onward": an adverb of time or order after the noun ends
    // the phrase.
    if (
      stop ||
      // ("Which systemd-detect-virt option checks whether …": a word in -s after the noun, before "whether" or an article, is
      // the verb; "whether" itself opens a clause.)
      (out.length > 0 && /^(?:whether)$/i.test(clean)) ||
      (out.length > 0 && /[^s]s$/.test(clean) && /^(?:whether|if|the|a|an|its|their|all|any|each)$/i.test(restWords[at + 1] ?? '')) ||
      (out.length > 0 && /^(?:first|last|initially|originally|ever|also|actually|still|already|once|later|earlier|only|onwards?|forwards?)$/i.test(clean)) ||
      // ("Which RFC number describes …": a word after "number" is the verb, whatever the tagger says.)
      (out.length > 0 && /^numbers?$/.test(out.at(-1)!) && /^[a-z]{3,}(?:s|ed)$/.test(clean)) ||
      // "Which Valgrind version crashes when …": after "version" or "release", a word that does not go on naming it ("number",
      // "notes", "series") is the verb.
      (out.length > 0 &&
        /^(?:release|version)s?$/.test(out.at(-1)!) &&
        !/^(?:numbers?|strings?|tags?|names?|notes?|series|branch(?:es)?|lines?|dates?|codes?|identifiers?|ids?|files?|labels?)$/i.test(clean))
    )
      break;
    out.push(clean.toLowerCase());
    if (/[,)?]$/.test(w)) break;
  }
  return out;
}

/**
 * The wh-word the question asks with: the first one in the sentence that
 * holds the question mark ("In the sample …, who is named …" → who). A later
 * "when" or "where" opens a subordinate clause ("which algorithm … when many
 * patterns are given"), so it does not make the answer a date or a place.
 */
export function mainWh(question: string): string | null {
  const sentences = question.split(/(?<=[.?!])\s+(?=[A-Z])/);
  const whole = sentences.find((s) => s.includes('?')) ?? question;
  // "When you read the file and X shows 2, which method is in use?": an opening when-clause is a condition; the wh-word
  // after its comma asks.
  const opening = /^\s*(?:when|where)\b[^,?]*,\s*/i.exec(whole);
  const asking = opening && /\b(?:what|which|who|whom|whose|how)\b/i.test(whole.slice(opening[0].length)) ? whole.slice(opening[0].length) : whole;
  return /\b(what|which|who|whom|whose|when|where|how)\b/i.exec(asking)?.[1]?.toLowerCase() ?? null;
}

/** Whether `heads` holds the head noun or its singular ("versions" → version). */
function isHead(heads: ReadonlySet<string>, head: string | null): boolean {
  if (head === null) return false;
  return heads.has(head) || (/[^s]s$/.test(head) && heads.has(head.slice(0, -1)));
}

export function analyseQuestion(question: string): QuestionAnalysis {
  const wh = mainWh(question);
  // "Which RFC number …": the series a number is asked of.
  const series = /\b([A-Z]{2,6})\s+numbers?\b/.exec(question)?.[1];
  const phrase = headPhrase(question);
  // "What is that directory's name?", "that command's letter": the name of a directory, of a command.
  const owner = /\b(?:what|which)\s+(?:is|was)\s+(?:the|that|this|its|their)\s+([a-z]+)['’]s\s+(?:name|letter|label|title)\b/i
    .exec(question)?.[1]
    ?.toLowerCase();
  // "What must the text file that describes the claim be named?": a name for a file.
  const named =
    /\bwhat\s+(?:must|should|shall|will|would|is|are|was|were)\s+(?:the|a|an|this|that|its)\s+((?:[a-z-]+\s+){0,3}?[a-z-]+)\s+(?:(?:that|which|who)\b[^?]*?\s+)?(?:be\s+)?(?:named|called)\b/i.exec(
      question,
    )?.[1];
  // "What is the name of the library being disclaimed?": a name of a library.
  const nameOf = /\bwhat\s+(?:is|was)\s+the\s+name\s+of\s+the\s+([a-z]+)\b/i.exec(question)?.[1]?.toLowerCase();
  // "What was that program's full path?": a path.
  const pathOf = /\b(?:the|that|this|its|their)\s+[a-z-]+['’]s\s+(?:full\s+|absolute\s+)?(path|pathname|location|filename)\b/i
    .exec(question)?.[1]
    ?.toLowerCase();
  // "Which of APT's tools …": the tools.
  // ("which of the package's programs": the noun after the possessive.)
  const among = /\bwhich\s+of\s+(?:the\s+|its\s+|their\s+|these\s+)?(?:[\w-]+['’]s\s+)?([a-z]+)\b/i.exec(question)?.[1]?.toLowerCase();
  // "Answer with the version number only", "reply with that version number": the form the answer is wanted in.
  const instructed = /\b(?:answer|reply|respond|give it)\s+(?:only\s+)?(?:with|as)\s+(?:the|that|its|a|an|just the)\s+(version|release|year|date)\b/i
    .exec(question)?.[1]
    ?.toLowerCase();
  const named0 =
    instructed ??
    pathOf ??
    owner ??
    nameOf ??
    (named ? named.split(/\s+/).at(-1)!.toLowerCase() : null) ??
    (phrase.length ? phrase[phrase.length - 1]! : null) ??
    (among && !STOP_HEAD.test(among) ? among : null);
  // "Which key server", "which IRC server": a host ("subkeys.pgp.net"); a web or mail server is a program ("nginx").
  const head =
    (named0 === 'server' && /\b(?:key|irc|ntp|dns|smtp|imap|ldap|proxy)\s+servers?\b/i.test(question)) ||
    /\b(?:which|what)\s+(?:key|irc|ntp|dns|smtp|imap|ldap|proxy)\s+servers?\b/i.test(question)
      ? 'keyserver'
      : named0;
  const howMany = /\bhow (?:many|much)\s+([a-z]+)/i.exec(question);
  const inUnit = /(?:^|[\s,(])in\s+([A-Za-z]{1,12})\s*[,?)]/.exec(question);
  // "Answer with the number of lines": the unit the answer counts in.
  const numberOf = /\b(?:answer|give|reply)\s+(?:it\s+)?(?:with|in|as)\s+the\s+number\s+of\s+([a-z]+)/i.exec(question);
  const unit =
    howMany && !/^(?:of|more|times)$/i.test(howMany[1]!)
      ? howMany[1]!.toLowerCase()
      : inUnit
        ? inUnit[1]!.toLowerCase()
        : numberOf
          ? numberOf[1]!.toLowerCase()
          : null;
  const countWord =
    /\b(?:which|what|the|these|those|name|list)\s+(two|three|four|five|six|seven|eight|nine|ten)\b|\b(two|three|four|five|six|seven|eight|nine|ten)\s+(?:people|persons|names|items|platforms|sections|things|entries|values)\b/i.exec(
      question,
    );
  const count = countWord ? NUMBER_WORDS[(countWord[1] ?? countWord[2])!.toLowerCase()]! : null;
  const list =
    count !== null ||
    /\blist them\b|comma[- ]separated|\bseparated by (?:a )?commas?\b|\bwhich ones\b|\bwhich (?:two|three|four)\b|\bwhat are the\b/i.test(question) ||
    // "Which versions does it name? Give just the version numbers, in the order they appear." (not "… the third one, in
    // the order they appear").
    (/\bin\s+the\s+order\s+(?:they|in\s+which\s+they)\s+(?:appear|are\s+(?:listed|given|written|named|mentioned))\b/i.test(question) &&
      !/\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|\d+(?:st|nd|rd|th))\b/i.test(question));
  let type: AnswerType;
  // "Which CVE number was fixed …": an advisory's identifier ("CVE-2023-24056"), whatever the head says.
  if (/\b(?:which|what)\s+(?:CVE|CWE|GHSA|RUSTSEC|DSA|USN)\b/i.test(question)) type = 'id';
  else if (/\b(?:what|which|in what|in which) year\b|\byear (?:was|did|is)\b/i.test(question) && !/\bmonth and year\b/i.test(question)) type = 'year';
  else if (
    /\bhow (?:many|much|long|old|far|big|large|tall|high|wide|deep)\b/i.test(question) ||
    isHead(NUMERIC_HEADS, head) ||
    // "What value is used …" may be a word ("IfRequested", "localhost"); "what numeric value", "the largest value" is a number.
    (isHead(VALUE_HEADS, head) && NUMERIC_VALUE.test(question)) ||
    // "What is it in milliseconds?": a measure asked for in a unit.
    (inUnit !== null && isMeasureUnit(unit) && (wh === 'what' || wh === 'which')) ||
    // "What exit status …", "what numeric uid …": a number whatever the head; so is "what is the longest …, in words".
    /\b(?:exit|return)\s+(?:status|code|value)\b|\bwhat\s+numeric\b/i.test(question) ||
    // "What is that article's number?", "Give the PEP number.": a number, whatever the thing numbered.
    // (Things numbered with digits only: not a part, a ticket or a phone number, nor a "number one priority".)
    /\b(?:what|which)\s+(?:is|was)\s+(?:the|that|this|its|their)\s+(?:article|bug|issue|PEP|RFC|report|post|commit|PR)['’]s\s+number\b(?!\s+one\b)/i.test(
      question,
    ) ||
    // ("Give just the number", "give the paragraph number": a numbered item's number; not a line's, which is an ordinal.)
    /\b(?:give|answer with|reply with)\s+(?:just\s+|only\s+)?(?:the|its)\s+(?:(?:article|bug|issue|PEP|RFC|report|post|PR|paragraph|step|item|rule|restriction|clause|condition|section)\s+)?number\b(?!\s+of\b)/i.test(
      question,
    ) ||
    (unit !== null && /\bwhat(?:\s+is|'s)\s+the\s+(?:longest|shortest|largest|smallest|most|least|maximum|minimum|highest|lowest|fewest)\b/i.test(question))
  )
    type = 'number';
  else if (wh === 'when' || /\bwhat date\b|\bon what day\b|\bwhich date\b|\bmonth and year\b|\bMonth YYYY\b/i.test(question) || head === 'date') type = 'date';
  else if (isHead(VERSION_HEADS, head)) type = 'version';
  else if (isHead(ID_HEADS, head)) type = 'id';
  else if (wh === 'who' || wh === 'whom' || wh === 'whose' || isHead(NAME_HEADS, head)) type = 'name';
  else type = 'text';
  const quoted = [...question.matchAll(/["“]([^"”]+)["”]/g)].map((m) => m[1]!);
  const cues = new Set([...TYPE_CUES, ...(unit && UNIT_WORDS.has(unit) ? [stem(unit)] : [])]);
  const nounPhrase =
    type === 'text' && ((head !== null && !SENTENCE_HEADS.test(head)) || /\bwhat is the name of\b|\bwhat (?:is|was) .{0,40}\bcalled\b/i.test(question));
  const place = type === 'text' && /(?:^\s*|^[^?]*?,\s*)where\s+(?:is|are|was|were|does|do|did|can)\b/i.test(question);
  const placeholder =
    /\b((?:[a-z]+\s+){1,2}(?:of|for|to|from|by|as|with))\s+(?:a|an|one|some)\s+(?:particular|certain|specific|given|single)\s+[a-z]+\b([^.?!]*)/i.exec(
      question,
    );
  const before = placeholder?.[1];
  const withOption = /\b(?:word|value|argument|keyword|setting)\s+(?:used|given|passed|written)\s+(?:with|to|after)\s+(--?[A-Za-z][\w-]*)/i.exec(question)?.[1];
  const lead = /\b(as\s+of|since|after|before|until)\s+(?:which|what)\s+[a-z]+\b/i.exec(question)?.[1]?.toLowerCase().replace(/\s+/g, ' ');
  return {
    type,
    errorCode: /\b(?:error|warning|message|diagnostic)\s+(?:number|code)\b/i.test(question),
    terms: terms(question).filter((t) => !cues.has(t)),
    quoted,
    head,
    unit,
    agent: AGENT.test(question) || (type === 'name' && AGENT_WORDS.test(question)),
    count,
    list,
    phrase: nounPhrase,
    ...(place ? { place } : {}),
    ...(before && nounPhrase ? { before: before.toLowerCase(), beside: terms(placeholder![2]!) } : {}),
    ...(lead ? { lead } : {}),
    ...(/^\s*whose\b/i.test(question) ? { whose: true } : {}),
    ...(withOption ? { withOption } : {}),
    ...(leavesOut(question) ? { defaulted: true } : {}),
    ...(/(?<![\w-])(?:CTRL|Ctrl|ALT|Alt|SHIFT|Shift|META|Meta|Cmd|Super)[-+]\w+|<[A-Za-z]-\w+>/.test(question) ? { chord: true } : {}),
    ...(series ? { series } : {}),
    ...(type === 'version' ? { products: productNames(question) } : {}),
  };
}

/** The capitalised names a question writes past its first word, lowercased: "GnuPG", "Libgcrypt", not "PGP-2" nor "IDEA". */
function productNames(question: string): string[] {
  return question
    .split(/\s+/)
    .slice(1)
    .map((w) => w.replace(/^[^\w]+|[^\w+]+$/g, ''))
    .filter((w) => /^[A-Z][\w+-]*[a-z][\w+-]*$/.test(w))
    .map((w) => w.toLowerCase());
}

/** "What is the number of the rule that looks in the tags namespace?": an item of a numbered list asked by what it says. */
export const NUMBERED_ITEM =
  /\bnumber of the\s+(?:[\w-]+\s+)?(?:rule|step|item|entry|condition|point|stage|case|paragraph|clause)\s+(?:that|which|where|in which|whose)\b/i;

/** Words asking for the signature a document ends with: "Who signed …", "the name at the end of the document". */
// (Not "the signature" of a release or a file: "What checks the signature?")
export const ASKS_SIGNATURE =
  /\bwho\s+signed\b|\bsigned\s+(?:off\s+)?(?:the|this)\s+(?:document|readme|file|notes?|text|letter)\b|\b(?:name|signature)\s+at\s+the\s+(?:very\s+)?(?:end|bottom|foot)\b/i;

/** The question asks "who": at its start or after an opening phrase ("According to the log, who …"). */
export const ASKS_WHO = /(?:^\s*|^[^?]*?,\s*)who\b/i;

/** Cues that a question is about a set of rows (a count, an extreme, a comparison, a list), not one row. */
const AGGREGATE =
  /\bhow many\b|\bnumber of\b|\bcount\b|\btotal\b|\bsum\b|\baverage\b|\bmean\b|\bdistinct\b|\bwhich of\b|\ball but one\b|\bexception\b|\blist\b|\bwhat are\b|\bamong\b|\bbetween\b|\balphabetical|\b(?:highest|lowest|largest|smallest|greatest|most|least|fewest|longest|shortest|earliest|latest|oldest|newest|maximum|minimum)\b|\b(?:immediately|right|just|directly)\s+(?:after|before)\b|\b(?:follows|precedes)\b|\bone (?:above|below|higher|lower)\b|\bthan any other\b|\bshares? (?:its|their|the same|a|an|this)\b|\bsame\s+[\w -]{1,30}?\s+as\b|\bwithout\s+any\b|\bat\s+all\b|\bmore\s+than\s+(?:one|once)\b|\btwice\b/i;

/** Whether answering needs every row of a table rather than the rows the question names. */
export function needsAllRows(question: string): boolean {
  return AGGREGATE.test(question);
}

/** The question less the examples of its answer's form it gives in brackets: "(for example v1.0.0)", "(e.g. 1.2)". */
export function withoutExamples(question: string): string {
  return question.replace(/\s*\((?:for\s+example|for\s+instance|e\.\s?g\.|such\s+as|like)\b[^()]*\)/gi, '');
}

/**
 * Tokens of the question worth finding verbatim in the document: quoted
 * strings, command-line options, tokens mixing letters with digits or
 * punctuation ("4.32.0beta1", "ISO-9660", "CVE"), identifiers joined by
 * underscores ("geqo_threshold"), and an abbreviation the
 * question asks to expand.
 */
export function exactTokens(asked: string): string[] {
  // (An example of the answer's form is no token to find: "as written in its heading (for example v1.0.0)".)
  const question = withoutExamples(asked);
  const out = new Set<string>();
  for (const m of question.matchAll(/(?<=^|[\s(])['"“‘]([^'"“”‘’]{2,60}?)['"”’](?=[\s,.?;:)]|$)/g)) out.add(m[1]!);
  for (const m of question.matchAll(/(?<![\w-])--?[a-z][\w-]*/gi)) out.add(m[0]);
  for (const m of question.matchAll(/\b(?=[\w.-]*\d)(?=[\w.-]*[A-Za-z])[A-Za-z0-9]+(?:[.-][A-Za-z0-9]+)+\b/g)) out.add(m[0]);
  // Identifiers joined by underscores ("geqo_threshold", "DEFAULT_MANROFFSEQ").
  for (const m of question.matchAll(/\b[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+\b/g)) out.add(m[0]);
  // An abbreviation the question asks to expand: its expansion sits next to it.
  const abbreviation = askedAbbreviation(question);
  if (abbreviation) out.add(abbreviation);
  return [...out];
}

/**
 * "On what date was the libusb release that first added support for Haiku published?": the sentences to find are
 * those saying what the release did, so the words that frame a question about a release ("first", "release",
 * "published", "date") are left out of the query; every release line and "First beta release" would match them.
 */
const RELEASE_FRAMING = new Set(['first', 'last', 'latest', 'earliest', 'initially', 'initial', 'publish', 'releas', 'release', 'answer']);

/** Stems that frame a question rather than name what it asks about ("the very first release", "these notes"). */
const FRAMING = new Set([
  'first',
  'last',
  'latest',
  'earliest',
  'newest',
  'oldest',
  'recent',
  'note',
  'page',
  'manual',
  'readme',
  'document',
  'section',
  'entry',
  'value',
  'number',
  'version',
  'release',
  'answer',
  'according',
  'listed',
  'mention',
  'describ',
  'explain',
]);

/** A term that can single out a passage: five letters or more, and no word framing the question. */
export function distinctive(term: string): boolean {
  return term.length >= 5 && !FRAMING.has(term);
}

/** A question about leaving a setting out: "no policy option", "without any mode", "if you don't specify a level". */
const LEFT_OUT =
  /\b(?:no|without(?:\s+(?:a|an|any))?|omit(?:s|ted|ting)?|(?:don't|do not|doesn't|does not|never)\s+(?:give|specify|pass|set|choose|select|supply|provide)\w*(?:\s+(?:a|an|any))?)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(option|policy|mode|value|argument|flag|setting|parameter|level|format|priority)s?\b/i;

/**
 * The setting a question leaves out ("policy"), where it asks what happens then: the leaving-out stands in a condition
 * ("if I give a priority but no policy option", "when no mode is given"), not in what is asked ("which option takes no
 * argument").
 */
export function leavesOut(question: string): string | null {
  const m = LEFT_OUT.exec(question);
  if (!m || !/\b(?:if|when|whenever|but|without|unless|and|with)\b/i.test(question.slice(0, m.index + 8))) return null;
  return m[1]!.toLowerCase();
}

/** Stems of a verb's forms and its doer's noun, as "who <verb>" and a document may write them. */
const DOER_FORMS: readonly string[][] = [
  ['maintain', 'maintainer'],
  ['write', 'wrote', 'written', 'writer', 'author'],
  ['create', 'creat', 'creator', 'author'],
  ['develop', 'developer'],
  ['contribute', 'contribut', 'contributor'],
  ['translate', 'translat', 'translator'],
  ['package', 'packag', 'packager'],
  ['design', 'designer'],
  ['report', 'reporter'],
  ['review', 'reviewer'],
];

/** The words to retrieve evidence by: the question's terms, less the framing words of a question asking when a release did something (above). */
export function retrievalTerms(question: string): string[] {
  const stated = terms(question);
  // "give a priority but no policy option", "if I don't specify a mode": what happens then is what the document calls
  // the default.
  const defaulted = leavesOut(question) && !stated.includes('default') ? [...stated, 'default'] : stated;
  // "Who maintains git-jump?" over "the git-jump maintainer, Jeff King"; "who wrote" over "Written by": the doer's noun and
  // the verb's other forms.
  // (Also after a lead-in: "According to this manual page, who wrote the stat program?")
  const doer = /(?:^|[,;:]\s*)who\s+(\w+)/i.exec(question)?.[1]?.toLowerCase();
  const forms = doer ? DOER_FORMS.find((f) => f.includes(stem(doer))) : undefined;
  const doers = forms ? [...defaulted, ...forms.filter((f) => !defaulted.includes(f))] : defaulted;
  // "What is the minimum Perl version required?" over "Prerequisites … Perl 5.8.1 or higher.": how documents say a
  // least version.
  const least = /\b(?:minimum|minimal|oldest|lowest|at least)\b[^?]{0,60}\bversion\b|\bversion\b[^?]{0,60}\b(?:required|needed|minimum)\b/i.test(question)
    ? terms('higher later newer least prerequisites requirements requires').filter((t) => !doers.includes(t))
    : [];
  const all = [...doers, ...least];
  // Only where the release's date, year or version is asked: "the release described as the first libusbx release"
  // names it by those very words.
  // (Or a question that opens by asking for the release: "Which release first added the HTML::FormatRTF module?")
  if (
    !/\b(?:release|version)\s+(?:that|which|where|in which)\b|^\s*(?:in\s+)?(?:which|what)\s+(?:[\w.:-]+\s+)?(?:release|version)\s+(?:first|initially|originally)\b/i.test(
      question,
    ) ||
    !['date', 'year', 'version'].includes(analyseQuestion(question).type)
  )
    return all;
  // The answer's format ("YYYY-MM-DD") and "on what date" frame it too; "the --date option", "the dd command" do not.
  const unframed = question
    .replace(/\b[YMD]{2,4}(?:[-/.][YMD]{2,4})+\b|\b(?:YYYY|YY|MM|DD)\b/g, ' ')
    .replace(/(?<!-)\b(?:on\s+)?(?:what|which|the)\s+date\b(?!\s+(?:option|command|field|column|flag|utility|program))/gi, ' ');
  const kept = terms(unframed).filter((t) => !RELEASE_FRAMING.has(t));
  return kept.length ? kept : all;
}

/**
 * Does the question name the option an entry's term opens with ("-T timeout"), as written ("-T", not "-t"), as the
 * thing passed, left out or asked about ("If I don't pass -T", "without -T", "the default for -T")?
 */
export function namesOptionOf(question: string, term: string): boolean {
  const option = /^(--?[A-Za-z][\w-]*)(?:[\s,=]|$)/.exec(term)?.[1];
  if (option === undefined) return false;
  const escaped = option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return (
    new RegExp(
      `\\b(?:pass|passing|passed|omit|omitting|omitted|without|give|giving|use|using|specify|specifying|set|setting|for|of|leave out)\\s+(?:the\\s+)?(?:option\\s+|flag\\s+)?${escaped}(?![\\w-])`,
    ).test(question) ||
    // "If arp -f is given without a filename": the option as the subject of the verb, given without its argument.
    new RegExp(`(?<![\\w-])${escaped}\\s+(?:option\\s+)?(?:is|was)\\s+(?:given|passed|used|specified|supplied|run)\\s+without\\b`).test(question)
  );
}
