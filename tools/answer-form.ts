import type { QuestionAnalysis } from './question.js';
import { escapeRegExp, lookupTable, mentionsWhole, singularOf, terms } from './text.js';

/** Characters a question names in words when it asks for them to be left out ("without the colon"). */
const NAMED_MARKS: Record<string, string> = lookupTable({
  colon: ':',
  'dollar sign': '$',
  dollar: '$',
  'at sign': '@',
  'equals sign': '=',
  'hash sign': '#',
  hash: '#',
  slash: '/',
  'trailing slash': '/',
  'leading slash': '/',
  hyphen: '-',
  dash: '-',
  'percent sign': '%',
  'question mark': '?',
});

const WITHOUT =
  /\bwithout\s+(?:the|a|an|its|any)\s+(?:(?:leading|initial|trailing|final|surrounding)\s+)?(?:["'‘“`]([^"'’”`\s]{1,12})["'’”`]|([^\s\w"'‘“`.,;?)]{1,3}|[a-z]{1,3}\.)|(colon|dollar sign|dollar|at sign|equals sign|hash sign|hash|slash|hyphen|dash|percent sign|question mark))(?:\s+(?:prefix|suffix|sign|character|symbol|mark))?(?=[\s,.;?)]|$)/i;

/**
 * The answer in the form the question asks for: "without the leading $",
 * "without the colon", "without a leading 'v'", 'without the "pcm." prefix'
 * take that mark off the answer's start (or else its end); a variable or
 * option asked for by name loses the value an assignment gives it
 * ("$SYSTEMD_EMOJI=0" → "$SYSTEMD_EMOJI"); an option written in both forms
 * ("-y, --no-first") gives the one a "long option" or "short option"
 * question asks for; a block's opening bracket ("pcm.plughw {") is dropped.
 * Other answers pass unchanged.
 */
export function formAsked(question: string, q: QuestionAnalysis, answer: string): string {
  let out = answer.trim();
  // "Give the module file name as written" over a setting's value "sufficient pam_rootok.so": the one file name in it.
  if (/\bfile\s*names?\b|\b(?:module|library|script|config(?:uration)?)\s+files?\b/i.test(question) && /\s/.test(out) && !/[,;]/.test(out)) {
    const files = out.split(/\s+/).filter((t) => /^[\w+-][\w.+-]*\.[a-z][a-z0-9]{0,4}$/i.test(t));
    if (files.length === 1) out = files[0]!;
  }
  // "Give their action ids, comma-separated" over a cell listing them between spaces: the identifiers joined by commas.
  if (/\bcomma[- ]separated\b|\bseparated\s+by\s+commas?\b|\bseparate\s+them\s+with\s+commas?\b/i.test(question) && !out.includes(',')) {
    const items = out.split(/\s+/);
    if (items.length >= 2 && items.length <= 40 && items.every((i) => /^[\w$@:/+-]*[._:/-][\w.$@:/+-]*\w$/.test(i))) out = items.join(', ');
  }
  if (
    q.type === 'text' &&
    /^(?:variables?|options?|settings?|parameters?|keys?|directives?|names?|flags?)$/.test(q.head ?? '') &&
    !/\bvalue\b/i.test(question)
  ) {
    const assigned = /^(\$?[A-Za-z_][\w.-]*)=\S*$/.exec(out);
    if (assigned) out = assigned[1]!;
  }
  // "environment variable JPEGMEM" for "which environment variable": the name, not the words the question asks it by.
  if (q.head) {
    const led = new RegExp(`^(?:the\\s+)?((?:[\\w-]+\\s+){0,2})${q.head.replace(/[^a-z-]/gi, '')}s?\\s+(\\S+)$`, 'i').exec(out);
    const asked = new Set(terms(question));
    // (Not a label with its number, "RFC 5322": words before the head, and a name, not a number, after it.)
    if (led && led[1]!.trim() && terms(led[1]!).every((t) => asked.has(t)) && /[A-Z_%$]/.test(led[2]!) && !/^\d/.test(led[2]!)) out = led[2]!;
  }
  // "GPG_ERR_BAD_KEY Bad session key" for "what description goes with GPG_ERR_BAD_KEY": the text after the code asked about.
  const code = /^([A-Z][A-Z0-9]*_[A-Z0-9_]+|--?[a-z][\w-]*)\s+(\S.*)$/.exec(out);
  if (code && question.includes(code[1]!) && /\b(?:description|text|message|meaning|means)\b/i.test(question)) out = code[2]!;
  // "perf c2c report" for "which perf subcommand": the word after the program the question names.
  if (/^sub-?commands?$/.test(q.head ?? '')) {
    const line = /^([\w.+-]+)\s+([a-z][\w-]*)(?:\s|$)/.exec(out);
    if (line && new RegExp(`(?<![\\w-])${escapeRegExp(line[1]!)}(?![\\w-])`).test(question) && !mentionsWhole(question, line[2]!)) out = line[2]!;
  }
  // "[GLib](https" and "[GLib](https://…)": a Markdown link's text.
  out = out.replace(/\[([^\]]{1,80})\]\((?:https?)?[^)\s,]*\)?/g, '$1');
  // "/run/netns/NAME" for "in which directory": the directory, less a placeholder for the file.
  if (/^(?:directory|directories|folder|folders)$/.test(q.head ?? '')) out = out.replace(/^(\/[\w.+-]+(?:\/[\w.+-]+)*)\/(?:[A-Z][A-Z_]*|<[^>]+>)$/, '$1');
  // "the 3rd line" for "give just the line number": the number.
  const ordinal = /^(\d+)(?:st|nd|rd|th)(?:\s+[a-z]+)?$/i.exec(out);
  if (ordinal && /\b(?:just|only)\s+the\s+(?:[a-z]+\s+)?number\b|\bnumber only\b/i.test(question)) out = ordinal[1]!;
  // "What kind of applications …": the kind ("Qt"), not the phrase that repeats what the question calls them ("Qt
  // applications"). A kind of one thing ("what kind of file is .mgp") is named with its noun: "MagicPoint file".
  // (A plural: "status", "address", "analysis" are one thing.)
  const kind = /\b(?:what|which)\s+(?:kinds?|types?|sorts?)\s+of\s+([a-z]{3,}(?<![sui])s)\b/i.exec(question);
  if (kind) {
    const noun = singularOf(kind[1]!.toLowerCase());
    const named = new RegExp(`^((?:[\\w.+-]+\\s+){1,2}?)${noun}(?:e?s)?$`, 'i').exec(out);
    if (named) out = named[1]!.trim();
  }
  // "Give the file name only", "without its directory": a path's last part.
  if (
    /\b(?:the\s+)?file ?name\s+only\b|\b(?:just|only)\s+the\s+file ?name\b|\bwithout\s+(?:its|the|any)\s+(?:director(?:y|ies)|path|folders?)\b|\bbase ?name\b/i.test(
      question,
    ) &&
    // (Not "give the full path, not just the file name".)
    !/\bfull\s+path\b|\bnot\s+(?:just|only)\b|\brather than\b/i.test(question) &&
    /^[\w.+-]*\/[\w.+/*-]+$/.test(out)
  )
    out = out.replace(/^.*\//, '');
  // "Sun Jul 16 2017 Darío Hereñú" for "which contributor": a change log's date before the name is no part of it.
  if (q.type !== 'date' && q.type !== 'year') {
    const dated =
      /^(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,?\s+)?(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4}|\d{4}-\d{2}-\d{2})\s+(?=\p{Lu})/u.exec(
        out,
      );
    if (dated && /^\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){1,3}$/u.test(out.slice(dated[0].length))) out = out.slice(dated[0].length);
  }
  // "Which licenses apply … List them": a licence expression's terms joined by "and" are the items of the list.
  if (q.list && /^[\w.+-]+(?: and [\w.+-]+)+$/.test(out) && /\blicen[cs]es\b/i.test(question)) out = out.split(' and ').join(', ');
  // A block's or list's opening bracket after a name ("pcm.plughw {") is layout.
  out = out.replace(/\s*[{[(]$/, '');
  // "-y, --no-first": the form the question asks for, long or short.
  const forms = /^(-[\w?])(?:,\s*|\s+|\s*\|\s*)(--[\w-]+)(?:[ =]\S+)?$/.exec(out);
  if (forms && /\blong (?:option|form|flag|switch|name)\b/i.test(question)) out = forms[2]!;
  else if (forms && /\bshort (?:option|form|flag|switch|name)\b/i.test(question)) out = forms[1]!;
  // "Which library functions …": a function's name, without the manual section its reference carries ("mq_getattr(3)").
  if (/\b(?:functions?|calls?|commands?|utilit(?:y|ies)|programs?)\b/i.test(q.head ?? '') && /^[\w.:-]+\(\d\w{0,3}\)(?:, [\w.:-]+\(\d\w{0,3}\))*$/.test(out))
    out = out.replace(/\(\d\w{0,3}\)/g, '');
  // "Which RFC …? Give just the number.": a label before the number asked for is not part of it ("RFC 3465" → 3465).
  const labelled = /^[A-Z][A-Za-z-]{0,15}\s?#?\s?(\d+(?:\.\d+)*)$/.exec(out);
  if (labelled && /\b(?:just|only)\s+(?:the\s+)?number\b|\bnumber only\b/i.test(question)) out = labelled[1]!;
  const m = WITHOUT.exec(question);
  if (m) {
    const mark = m[1] ?? m[2] ?? NAMED_MARKS[m[3]!.toLowerCase()]!;
    const lower = out.toLowerCase();
    const want = mark.toLowerCase();
    if (out.length > mark.length && lower.startsWith(want)) out = out.slice(mark.length);
    else if (out.length > mark.length && lower.endsWith(want)) out = out.slice(0, -mark.length);
  }
  return out;
}
