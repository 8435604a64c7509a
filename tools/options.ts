import type { Events } from '../wire/packet.js';
import { decodeTerm } from './packet-content.js';
import type { QuestionAnalysis } from './question.js';
import { OMITTED, topSentences } from './text-math.js';
import { escapeRegExp } from './text.js';
import { unitOf } from './units.js';

type Event = Events['events'][number];

/** A command-line option as prose and synopses write it: "-s", "--wide", "-statistics" (never the "-" of "non-null"). */
const OPTION = /(?<![\w-])(--?[A-Za-z](?:[\w-]*\w)?)(=[\w.:,/+-]*\w)?(?![\w-])/g;

/**
 * The options `text` writes, in order, each once; with the value given them ("--sim-hints=lax-doors") when asked, or
 * where the text quotes them so ("'--sim-hints=lax-doors'").
 */
export function optionsIn(text: string, withValue = false): string[] {
  const quoted = (m: RegExpMatchArray): boolean => /[`'"‘“]/.test(text[m.index! - 1] ?? '') && /[`'"’”]/.test(text[m.index! + m[0].length] ?? '');
  return [...new Set([...text.matchAll(OPTION)].map((m) => (withValue || quoted(m) ? m[0] : m[1]!)))];
}

/** "Give the option with its value": the option as set, "--sim-hints=lax-doors". */
const WITH_VALUE = /\b(?:with|and|including|plus)\s+(?:its|the)\s+(?:value|argument|setting)\b/i;

/** Which form of an option the question asks for: "the long option name", "(short form)"; null when either will do. */
export function optionForm(question: string): 'long' | 'short' | null {
  // ("Which short command-line option …")
  // ("the short (single-letter) form")
  if (/\blong\s+(?:\([^()]*\)\s+)?(?:command[- ]line\s+)?(?:option|form|flag|name|switch)\b/i.test(question)) return 'long';
  if (/\b(?:short|single-letter|one-letter)\s+(?:\([^()]*\)\s+)?(?:command[- ]line\s+)?(?:option|form|flag|name|switch)\b/i.test(question)) return 'short';
  return null;
}

/** The term entry (sent by extract as a term event) whose description holds `sentence`, the shortest such. */
function entryOver(events: readonly Event[], sentence: string): { term: string; description: string } | undefined {
  return events
    .flatMap((e) => {
      const t = e.kind === 'term' ? decodeTerm(e.text) : null;
      return t && t.description.includes(sentence) ? [t] : [];
    })
    .sort((a, b) => a.description.length - b.description.length)[0];
}

/**
 * Whether the question asks for an option: "which option …", "which perf report flag …", "what is the long option
 * name …", and "… works together with another option. Which one?".
 */
export function asksOption(question: string, q: QuestionAnalysis): boolean {
  if (q.list) return false;
  // ("Which options are passed to less by default?": the letters given to another program, a default's value.)
  if (/\boptions?\s+(?:are|is)\s+passed\s+to\s+[\w.-]+\b/i.test(question) && /\bby\s+default\b/i.test(question)) return false;
  if (/^(?:options?|flags?|switch(?:es)?)$/.test(q.head ?? '')) return true;
  if (/^(?:names?|forms?)$/.test(q.head ?? '') && /\b(?:long|short)?\s*(?:option|flag|switch)\s+(?:name|form)\b/i.test(question)) return true;
  // ("… added an option that suppresses all warnings. What is its long form?")
  if (/^forms?$/.test(q.head ?? '') && /\b(?:its|the|their)\s+(?:long|short)\s+forms?\b/i.test(question) && /\b(?:option|flag|switch)\b/i.test(question))
    return true;
  return q.head === 'one' && /\b(?:another|other|second)\s+(?:option|flag|switch)\b/i.test(question);
}

/** The options of `found` of the asked form (all of them when no form is asked) that the question does not write. */
function unwritten(found: readonly string[], question: string, form: 'long' | 'short' | null): string[] {
  const written = new Set(optionsIn(question));
  return found.filter((o) => !written.has(o) && (form === null || (form === 'long') === (o.startsWith('--') || o.length > 2)));
}

/**
 * "Which option makes 'ip neigh flush' verbose?" over "With the -statistics option, the command becomes verbose. It
 * prints out the number of deleted neighbours …"; "the long option name that makes free report buffers and cache in
 * two separate columns" over the entry "-w, --wide  Switch to the wide mode. … In this mode buffers and cache are
 * reported in two separate columns"; "Which perf report option … for treating branches as callchains?" over "Treat
 * branches as callchains: perf report --branch-history". The option that the best evidence writes and the question
 * does not: that of the entry the best sentence describes, else the one option of the best sentence, or of a
 * sentence beside it (in its chunk, ranked within reach of it) that says what it does ("The --src option can be used
 * to modify this location"). Null unless the question asks for an option and exactly one such option is there.
 */
export function optionInEvidence(question: string, q: QuestionAnalysis, events: readonly Event[]): { answer: string; why: string } | null {
  if (!asksOption(question, q)) return null;
  const form = optionForm(question);
  const ranked = topSentences(events);
  const best = ranked[0];
  if (!best || best.score <= 0) return null;
  // The entry whose description holds the best sentence: its term names the option the sentence describes.
  const entry = entryOver(events, best.text);
  const termed = entry ? optionsIn(entry.term) : [];
  if (entry && termed.length) {
    const own = unwritten(termed, question, form);
    // (A question that names the entry's own option asks about another one: that is relatedOption's.)
    if (own.length === 1 && unwritten(termed, question, null).length === termed.length)
      return { answer: own[0]!, why: `the option of the entry "${entry.term}" that holds the best sentence` };
    // (An entry with no option of the asked form answers nothing; another entry's option mentioned beside it is no
    // answer either: "Which long option …" over "-k  Keep temporary files. Unlike --plain, …".)
    return null;
  }
  const near = ranked.filter((s) => s === best || (s.chunk === best.chunk && s.score >= 0.4 * best.score));
  // (An option named for a word of the question's condition, "--editable" for "for editable VCS installs", gives way to
  // one beside it that is not.)
  const words = new Set(question.toLowerCase().match(/[a-z][\w-]*/g) ?? []);
  const found: { option: string; text: string; score: number }[] = [];
  for (const s of near) {
    const options = unwritten(optionsIn(s.text, WITH_VALUE.test(question)), question, form);
    if (options.length > 1) break;
    if (options.length === 1) found.push({ option: options[0]!, text: s.text, score: s.score });
  }
  // (Only to one nearly as good: "--zstd Filter the archive through zstd(1)" far above "It must accept the -d option"
  // answers "… filters the archive through zstd".)
  // ("… a new option to suppress any warning. … The option is -w or --no-warnings." for "What is its long form?": where the
  // best sentences write none, a sentence of the best one's passage that writes one option of the form asked.)
  if (found.length === 0 && form !== null)
    for (const s of ranked.filter((x) => x !== best && x.chunk === best.chunk)) {
      const options = unwritten(optionsIn(s.text), question, form);
      if (options.length === 1) {
        found.push({ option: options[0]!, text: s.text, score: s.score });
        break;
      }
    }
  const pick = found.find((f) => !words.has(f.option.replace(/^-+|=.*$/g, '').toLowerCase()) && f.score >= 0.8 * (found[0]?.score ?? 0)) ?? found[0];
  return pick ? { answer: pick.option, why: `the one option "${pick.text.slice(0, 60)}" writes` } : null;
}

/** "in which unit does it show …", "what unit are sizes reported in". */
const MEASURE_ASKED =
  /\bin\s+(?:which|what)\s+units?\b|\b(?:which|what)\s+units?\b[^?]*\b(?:shown|shows?|displayed|displays?|measured|expressed|reported|given|printed|prints?|used|written)\b/i;
/** "run free without any unit option": the option left out. */
const NO_OPTION = /\bwithout\s+any\s+[a-z]\w*\s+(?:option|flag|switch)\b/i;

/**
 * "If I run free without any unit option, in which unit does it show memory amounts?" over the entry "-k, --kibi
 * Display the amount of memory in kibibytes. This is the default.": the one unit of measure the best sentence names,
 * else the one the entry holding it names, that the question does not. Only for a question asking for a unit.
 */
export function unitInEvidence(question: string, q: QuestionAnalysis, events: readonly Event[]): { answer: string; why: string } | null {
  // (A unit of measure: "in which unit does it show", not "which unit clears the channel".)
  if (!/^units?$/.test(q.head ?? '') || q.list || !MEASURE_ASKED.test(question)) return null;
  const ranked = topSentences(events);
  // "without any unit option": the sentence that says what is the default, among the good ones.
  const best =
    (OMITTED.test(question) || NO_OPTION.test(question)
      ? ranked.find((s) => s.score >= 0.5 * (ranked[0]?.score ?? 0) && /\bdefault\b/i.test(s.text))
      : undefined) ?? ranked[0];
  if (!best || best.score <= 0) return null;
  const asked = new Set((question.match(/\p{L}+/gu) ?? []).map((w) => w.toLowerCase()));
  const unitsIn = (text: string): string[] => [
    ...new Set((text.match(/\p{L}{2,}/gu) ?? []).filter((w) => !asked.has(w.toLowerCase()) && unitOf(w) !== null && /\p{Ll}{3}/u.test(w))),
  ];
  const entry = entryOver(events, best.text);
  for (const text of [best.text, entry?.description ?? '']) {
    const found = unitsIn(text);
    if (found.length === 1) return { answer: found[0]!, why: `the one unit "${text.slice(0, 60)}" names` };
    if (found.length > 1) return null;
  }
  return null;
}

/**
 * "GNU time 1.8 added a short option -q … What is its long option form?" over "time supports new -q/--quiet option": the
 * other form written beside the option the question names ("-q/--quiet", "-q, --quiet", "--quiet (-q)").
 */
export function pairedOption(question: string, events: readonly Event[]): { answer: string; why: string } | null {
  const form = optionForm(question);
  if (!form) return null;
  // ("Which option must I combine with -G?" asks for another option, used together with -G, not -G's other form.)
  const named = optionsIn(question).filter(
    (o) =>
      (form === 'long' ? /^-[^-]/.test(o) : /^--/.test(o)) &&
      !new RegExp(`\\b(?:combine[ds]?|together|along|use[ds]?|pair(?:ed)?|in\\s+conjunction)\\s+with\\s+(?:the\\s+)?${escapeRegExp(o)}(?![\\w-])`, 'i').test(
        question,
      ),
  );
  for (const option of named) {
    const o = escapeRegExp(option);
    const other = form === 'long' ? '--[A-Za-z][\\w-]*\\w' : '-[A-Za-z0-9]';
    const beside = new RegExp(
      `(?<![\\w-])(?:${o}\\s*(?:/|,|\\||\\bor\\b)\\s*(${other})|(${other})\\s*(?:/|,|\\||\\bor\\b)\\s*${o}|(${other})\\s*\\(${o}\\)|${o}\\s*\\((${other})\\))(?![\\w-])`,
    );
    for (const e of events) {
      if (e.kind !== 'sentence' && e.kind !== 'term') continue;
      const m = beside.exec(e.text);
      if (m) return { answer: (m[1] ?? m[2] ?? m[3] ?? m[4])!, why: `"${m[0]}" names ${option}'s other form` };
    }
  }
  return null;
}
