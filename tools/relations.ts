import type { Events } from '../wire/packet.js';
import { decodeSection, decodeTerm } from './packet-content.js';
import { STOP_WORDS, escapeRegExp, lookupTable, mentionsWhole, stem, terms, verbStem } from './text.js';
import { topSentences } from './text-math.js';

type Event = Events['events'][number];

/** A name as a text writes a tool, service or project: capitalised, perhaps with "::", "-" or "." parts. */
const AGENT = String.raw`([A-Z][\w+]*(?:(?:::|[-.])[A-Za-z]\w*)*(?:\s+[A-Z][\w+]*)?)`;

/**
 * "What is the name of the symbol defined by that option (the part after -D)?" over "compiled with a special option
 * (-DSYS_BASHRC)": the rest of the token a best sentence writes with that prefix glued on.
 */
export function partAfter(question: string, evidence: readonly Event[]): { answer: string; why: string } | null {
  const asked = /\bthe\s+part\s+(?:after|following)\s+(?:the\s+)?["'`‘“]?(-{0,2}[A-Za-z0-9_:./]{1,10}?)["'`’”]?\s*(?:\)|[?.,]|$)/i.exec(question);
  if (!asked) return null;
  const prefix = asked[1]!;
  const glued = new RegExp(String.raw`(?<![\w-])${escapeRegExp(prefix)}([A-Za-z0-9_][\w.:-]*[\w])`);
  for (const e of topSentences(evidence, 4)) {
    const m = glued.exec(e.text);
    if (m) return { answer: m[1]!, why: `"${m[0]}" in "${e.text.slice(0, 80)}", without "${prefix}"` };
  }
  return null;
}

/**
 * "Which readline setting should be turned on to get the trailing slash back?" over "add to ~/.inputrc: set
 * mark-symlinked-directories on": the name a best sentence switches on.
 */
export function settingTurnedOn(question: string, evidence: readonly Event[]): { answer: string; why: string } | null {
  if (
    !/\b(?:settings?|options?|variables?|flags?|directives?)\b/i.test(question) ||
    !/\b(?:turned|turn|switched|switch|set)\s+on\b|\benabled?\b/i.test(question)
  )
    return null;
  const named = new Set(terms(question));
  for (const e of topSentences(evidence, 4)) {
    const m = /\bset\s+([A-Za-z][\w-]*[\w])\s+(?:on|true|yes)\b|(?<![\w.-])([A-Za-z][\w-]*[\w])\s*=\s*(?:on|true|yes)\b/i.exec(e.text);
    const name = m ? (m[1] ?? m[2])! : null;
    if (name && !terms(name).every((t) => named.has(t))) return { answer: name, why: `"${m![0]}" in "${e.text.slice(0, 80)}"` };
  }
  return null;
}

/**
 * "Which language code does the README give for the Estonian translation?" over "Translations to German (de), Estonian
 * (ee), …": the code in brackets right after the name the question writes.
 */
export function glossedCode(question: string, evidence: readonly Event[]): { answer: string; why: string } | null {
  if (!/\b(?:code|abbreviation|symbol|identifier|short\s+name|tag)\b/i.test(question) || /\bexit\s+(?:code|status)\b/i.test(question)) return null;
  // (The name the code is asked for: "for the Estonian translation", "to target the Ampere-1 CPU", not "on Linux".)
  const names = [
    ...question.matchAll(/\b(?:for|of|target|targets|targeting)\s+(?:the\s+|an?\s+)?(\p{Lu}\p{Ll}{2,}(?:-[\p{L}\p{N}]+)?)(?![\p{L}\p{N}-])/gu),
  ].map((m) => m[1]!);
  for (const e of topSentences(evidence, 5))
    for (const name of names) {
      const m = new RegExp(String.raw`\b${escapeRegExp(name)}\s*\(([\w.+@-]{1,12})\)`, 'u').exec(e.text);
      if (m && !question.includes(`(${m[1]})`)) return { answer: m[1]!, why: `"${m[0]}" in "${e.text.slice(0, 80)}"` };
    }
  return null;
}

/**
 * "Which cryptographic library is libsodium described as a fork of?" over "Sodium is … a portable fork of NaCl (…)": the
 * name after the relation the question ends on ("a fork of", "a port of", "a successor to").
 */
export function relatedThing(question: string, evidence: readonly Event[]): { answer: string; why: string } | null {
  const asked = /\b(fork|clone|port|rewrite|successor|derivative|reimplementation|wrapper|superset|subset|replacement)\s+(of|to|for|around)\s*\?\s*$/i.exec(
    question,
  );
  if (!asked) return null;
  const named = new Set(terms(question));
  const pattern = new RegExp(String.raw`\b${asked[1]}s?\s+${asked[2]}\s+(?:the\s+)?([A-Z][\w.+-]*(?:\s+[A-Z][\w.+-]*)?)`);
  for (const e of topSentences(evidence, 4)) {
    const m = pattern.exec(e.text);
    if (m && !terms(m[1]!).every((t) => named.has(t))) return { answer: m[1]!, why: `"${m[0]}" in "${e.text.slice(0, 80)}"` };
  }
  return null;
}

/** Licences by their usual names ("ISC", "MIT", "GPL-2+", "Apache-2.0"), as a README or a notice writes them. */
const LICENCE_NAME =
  /(?<![\w-])(?:ISC|MIT|X11|Expat|Zlib|Unlicense|CC0(?:-1\.0)?|CC-BY(?:-SA|-NC|-ND)*(?:-\d\.\d)?|ODbL|0BSD|BSD(?:-[234]-[Cc]lause)?|[AL]?GPL(?:-?v?[123](?:\.\d)?\+?)?|Apache(?:-2\.0)?|MPL(?:-[12]\.\d)?|Artistic(?:-[12]\.0)?|EPL(?:-[12]\.0)?|WTFPL|PSF)(?![\w-])/;

/**
 * "Under which licence is libsodium distributed? Give the licence name only." over "## License" then "ISC license
 * (https://…)": the licence's usual name in a best sentence.
 */
export function licenceName(question: string, head: string | null, evidence: readonly Event[]): { answer: string; why: string } | null {
  if (!/^licen[cs]es?$/i.test(head ?? '') || /\bhow many\b/i.test(question)) return null;
  // ("Which licence covers the documentation?": a sentence that says what is licensed, as the question does, speaks for it;
  // the first licence named answers only where none does.)
  const about = new Set(terms(question).filter((t) => !/^(?:licen|licens|licenc|distribut|cover|name|give|only|accord|readme|project|use|used|under)/.test(t)));
  const top = topSentences(evidence, 5);
  const specific = top.find((e) => /\blicen[cs]/i.test(e.text) && terms(e.text).some((t) => about.has(t)));
  for (const e of specific ? [specific] : top) {
    const m = LICENCE_NAME.exec(e.text);
    if (m && !question.includes(m[0])) return { answer: m[0], why: `the licence "${m[0]}" in "${e.text.slice(0, 80)}"` };
  }
  return null;
}

/**
 * "Which program creates the symlinks that tie start.conf to postgresql.service?" over "The link … is established by
 * postgresql-generator, which creates symlinks in …": the name a relative clause with the question's own verb hangs on.
 */
export function relativeAgent(question: string, evidence: readonly Event[]): { answer: string; why: string } | null {
  const asked = /^\s*(?:which|what)\s+((?:[\w-]+\s+){1,4})/i.exec(question);
  if (!asked) return null;
  // (The verb is a word after the head, in the third person: "creates", not "symlinks" of a clause that has none.)
  const verbs = asked[1]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .filter((w) => /^[a-z]{3,}s$/.test(w) && !/ss$/.test(w) && !STOP_WORDS.has(w));
  if (verbs.length === 0) return null;
  const named = new Set(terms(question));
  for (const e of topSentences(evidence, 2))
    for (const v of verbs) {
      const m = new RegExp(String.raw`(?<![\w.-])([A-Za-z][\w.+-]*[\w+]),?\s+(?:which|that|who)\s+(?:also\s+|then\s+)?${escapeRegExp(v)}\b`).exec(e.text);
      // (What the clause's verb acts on is what the question's does: "which creates symlinks" for "creates the symlinks".)
      const object = m
        ? terms(
            e.text
              .slice(m.index + m[0].length)
              .split(/[.;]/)[0]!
              .split(/\s+/)
              .slice(0, 6)
              .join(' '),
          )
        : [];
      const asksOf = new Set(terms(question.slice(question.indexOf(v) + v.length)));
      if (m && !STOP_WORDS.has(m[1]!.toLowerCase()) && !terms(m[1]!).every((t) => named.has(t)) && object.some((t) => asksOf.has(t)))
        return { answer: m[1]!, why: `"${m[0]}" in "${e.text.slice(0, 80)}"` };
    }
  return null;
}

/**
 * "Which authoring tool is used to manage the distribution?" over "The distribution is managed with Dist::Zilla",
 * "Which service automatically tests pull requests?" over "pull requests … will be automatically tested on Linux by
 * Travis": the name after "by", "with" or "using" where a best sentence puts the question's own verb in the passive.
 */
export function passiveAgent(question: string, head: string | null, evidence: readonly Event[]): { answer: string; why: string } | null {
  const asked = /^\s*(?:which|what)\s+(?!is\b|are\b|was\b|were\b|does\b|do\b|did\b)[\w-]+/i.test(question) && !/\bhow\s+many\b|\bwhen\b/i.test(question);
  if (!asked) return null;
  const verbs = new Set(
    (question.match(/[a-z]{4,}/gi) ?? [])
      .map((w) => w.toLowerCase())
      .filter((w) => !STOP_WORDS.has(w))
      .map(verbStem),
  );
  const named = new Set(terms(question));
  const passive = new RegExp(String.raw`\b([a-z]{3,}ed)\b([^.;:()]{0,60}?)\b(?:by|with|using|via)\s+(?:the\s+)?${AGENT}`, 'g');
  // A tool is what a thing is done with or using; a person or a service, what it is done by.
  const tool = /^(?:tools?|programs?|utilit(?:y|ies)|commands?|librar(?:y|ies)|software|applications?|generators?)$/.test(head ?? '');
  const agentsAfter = new RegExp(String.raw`\b(by|with|using|via)\s+(?:the\s+)?(?:${AGENT}|([a-z][\w.+-]*[a-z0-9]))`, 'g');
  for (const e of topSentences(evidence, 12)) {
    for (const m of e.text.matchAll(passive)) {
      // (Not where the thing asked for stands between: "fixed in commit r1893 by Ada" for "which commit".)
      if (!verbs.has(verbStem(m[1]!)) || /\b(?:by|with|using|via)\b/i.test(m[2]!) || (head && terms(m[2]!).includes(stem(head)))) continue;
      // Of the agents the clause names ("on Linux by Travis and on Windows by AppVeyor", "by Peter Green using pandoc"),
      // the one whose own words the question shares most, then the one of the kind asked for, then the first.
      const rest = e.text.slice(m.index! + m[1]!.length);
      // (Where a tool is asked, a program written in lower case after "using" or "with" is one too, and a person's name
      // after "by" is none: "converted … by Peter Green using pandoc".)
      const agents = [...rest.matchAll(agentsAfter)]
        .map((a) => ({ index: a.index!, length: a[0].length, how: a[1]!, agent: (a[2] ?? a[3])! }))
        .filter(
          (a) =>
            (a.how === 'by' || !tool ? /^[A-Z]/.test(a.agent) : true) &&
            !(tool && a.how === 'by' && /^[A-Z][a-z]+(?:\s+[A-Z][a-z]+)+$/.test(a.agent)) &&
            !terms(a.agent).every((t) => named.has(t)) &&
            !STOP_WORDS.has(a.agent.toLowerCase()),
        );
      let best: { agent: string; score: number } | null = null;
      let from = 0;
      for (const a of agents) {
        const own = terms(rest.slice(from, a.index)).filter((t) => named.has(t)).length;
        const kind = tool === (a.how !== 'by') ? 0.5 : 0;
        if (!best || own + kind > best.score) best = { agent: a.agent, score: own + kind };
        from = a.index + a.length;
      }
      if (best) return { answer: best.agent, why: `"${m[0]}" in "${e.text.slice(0, 80)}"` };
    }
  }
  return null;
}

/**
 * "In 1.0.2, what was the Context attribute FunctionAuthData renamed to?" over "* Context.FunctionAuthData ->
 * Context.functionAuthData": the right side of an arrow whose left side is the name the question writes, without the
 * qualifier ("Context.") the question does not write there.
 */
export function renamedTo(question: string, evidence: readonly Event[]): { answer: string; why: string } | null {
  if (!/\b(?:renamed|changed|converted|became|become|turned\s+into|now\s+called|new\s+(?:short\s+|long\s+|full\s+)?name|mapped)\b/i.test(question)) return null;
  // ("When was max-depth renamed?" asks for a release, not the new name.)
  if (/\bwhen\b|\b(?:which|what|in which)\s+(?:version|release|year|date)\b/i.test(question)) return null;
  // (Or said in words: "rename --debug option to --verbose".)
  // (The old name may be quoted and glossed: "Renamed 'wi' (abbreviation for 'weirdinvert') to 'wiv'".)
  const arrow =
    /([\w.:$@/-]+)\s*(?:->|=>|→|⇒)\s*([\w.:$@/-]*\w)|\brenamed?\s+(?:the\s+)?['"‘“]?([\w.:$@/-]+)['"’”]?\s+(?:\((?:an?\s+)?(?:abbreviation|short(?:\s+name)?|short\s+form|alias)\s+(?:for|of)\s+['"‘“]?([\w.:$@/-]+)['"’”]?\)\s+)?(?:(?:option|command|function|variable|setting|key|field|flag|parameter|method|attribute)\s+)?(?:to|into|as)\s+['"‘“]?([\w.:$@/-]*\w)/gi;
  const asked = new Set(question.match(/[\w.:$@/-]*\w/g) ?? []);
  for (const e of evidence) {
    if (e.kind !== 'sentence') continue;
    for (const m of e.text.matchAll(arrow)) {
      const to = (m[2] ?? m[5])!;
      const left = m[1] ?? (m[4] && asked.has(m[4]) ? m[4] : m[3]!);
      const name = [...asked].find((a) => a.length >= 3 && (left === a || new RegExp(`(?:\\.|::|/)${escapeRegExp(a)}$`).test(left)));
      if (!name) continue;
      const qualifier = left.slice(0, left.length - name.length);
      const right = qualifier && to.startsWith(qualifier) && !question.includes(left) ? to.slice(qualifier.length) : to;
      return { answer: right, why: `"${m[0]}"` };
    }
  }
  return null;
}

/**
 * "Which C language standard must the compiler comply with?" over "A C99-compliant compiler and toolchain": the name
 * glued before "-compliant" or "-conformant", or the one after "compliant with" / "conforming to", in a sentence that
 * holds the question's subject ("compiler").
 */
export function compliantWith(question: string, evidence: readonly Event[]): { answer: string; why: string } | null {
  if (!/^\s*(?:which|what)\b/i.test(question) || !/\b(?:compl(?:y|ies|iant|iance)|conform(?:s|ing|ant|ance)?)\b/i.test(question)) return null;
  const subject =
    /\bmust\s+(?:the\s+|a\s+|an\s+|your\s+)?([\w-]+(?:\s+[\w-]+)?)\s+(?:comply|conform|be)\b|\b(?:the|a|an|your)\s+([\w-]+)\s+(?:must|should|has to|needs to)\s+(?:comply|conform|be)\b/i.exec(
      question,
    );
  const subjectWord = (subject?.[1] ?? subject?.[2])?.split(/\s+/).at(-1)?.toLowerCase();
  const glued =
    /(?<![\w.+-])([A-Za-z][\w.+]*\d[\w.+]*|[A-Z][\w.+]*)-(?:compliant|conformant|conforming)\b|\b(?:compliant|conformant|conforming|complies|conforms)\s+(?:with|to)\s+(?:the\s+)?([A-Z][\w.+-]*\d[\w.+-]*|[A-Z]{2,}[\w.+-]*)/g;
  for (const e of evidence) {
    if (e.kind !== 'sentence') continue;
    if (subjectWord && !new RegExp(`\\b${escapeRegExp(subjectWord)}`, 'i').test(e.text)) continue;
    for (const m of e.text.matchAll(glued)) {
      const name = (m[1] ?? m[2])!.replace(/[.,]$/, '');
      if (question.includes(name)) continue;
      // ("a C99-compliant compiler and a POSIX-conformant shell": the one before the subject asked about.)
      const next = e.text.slice(m.index! + m[0].length, m.index! + m[0].length + 30);
      if (m[1] && subjectWord && !new RegExp(`^\\s+(?:[\\w-]+\\s+)?${escapeRegExp(subjectWord)}`, 'i').test(next)) continue;
      return { answer: name, why: `"${m[0]}" in "${e.text.slice(0, 80)}"` };
    }
  }
  return null;
}

/**
 * "Which authoring tool is used to manage the distribution?" over "Dist::Zilla is a very powerful authoring tool, but
 * …": the name a best sentence opens with, where it says the name is a (modified) instance of the question's phrase.
 */
export function namedAsClass(question: string, head: string | null, evidence: readonly Event[]): { answer: string; why: string } | null {
  if (!head) return null;
  const which = new RegExp(String.raw`^\s*(?:which|what)\s+((?:[\w-]+\s+){0,2}?${escapeRegExp(head)})\b`, 'i').exec(question);
  if (!which) return null;
  const phrase = which[1]!
    .trim()
    .split(/\s+/)
    .map(escapeRegExp)
    .join(String.raw`\s+`);
  const said = new RegExp(String.raw`^${AGENT}\s+(?:is|was)\s+(?:a|an|the|one)\s+(?:[\w-]+\s+){0,3}?${phrase}\b`, 'i');
  const named = new Set(terms(question));
  for (const e of topSentences(evidence, 5)) {
    const m = said.exec(e.text.trim());
    if (!m || terms(m[1]!).every((t) => named.has(t))) continue;
    return { answer: m[1]!, why: `"${m[0]}"` };
  }
  return null;
}

/**
 * "Which crypto backend gained ECDSA key support?" over "adds ECDSA key support using the Mbed TLS backend": the
 * capitalised name a best sentence writes right before the question's head noun ("the Mbed TLS backend"), where the
 * question does not write it.
 */
export function nameBeforeHead(question: string, evidence: readonly Event[]): { answer: string; why: string } | null {
  // ("What type of address …" asks for the kind with its noun: "IPv6 address".)
  if (/\bhow\s+many\b/i.test(question) || /^\s*(?:which|what)\s+(?:type|kind|sort|form|class)s?\s+of\b/i.test(question)) return null;
  // (The head noun is any of the words the "which" phrase opens with: "crypto backend".)
  // ("Which Debian source package format does dash use?": the phrase up to its verb, "format" its head.)
  const full = /^\s*(?:which|what)\s+((?:[\w-]+\s+){1,5}?)(?:does|do|did|is|are|was|were|has|have|can|will|should|must)\b/i
    .exec(question)?.[1]
    ?.trim()
    .split(/\s+/);
  const phrase = /^\s*(?:which|what)\s+([a-z]{4,15})(?:\s+([a-z]{4,15}))?\b/i.exec(question);
  if (!phrase) return null;
  const heads = (full && full.length >= 2 ? [full.at(-1)!] : [phrase[2], phrase[1]])
    .filter((h): h is string => h !== undefined && /^[a-z]{4,15}$/i.test(h) && !/^(?:does|have|were|will|should|must|would|could)$/i.test(h))
    .map((h) => h.toLowerCase());
  if (heads.length === 0) return null;
  // (A name in capitals, or a version with its variant in brackets: "uses 3.0 (quilt) format".)
  const before = new RegExp(
    String.raw`\b(?:the|a|an|its|their|uses?|using)\s+((?:[A-Z][\w.+-]*\s+){0,2}[A-Z][\w.+-]*|\d[\w.]*\s+\([\w.+-]+\))\s+(${heads.join('|')})s?\b`,
    'g',
  );
  // (In a clause that says something the question does: "as the FAQ file explains" names no file mailfilter reads.)
  const asked = new Set(terms(question).filter((t) => !heads.includes(t)));
  const saying = (text: string, at: number): boolean => {
    const start = Math.max(text.lastIndexOf(',', at), text.lastIndexOf(';', at)) + 1;
    const end = [text.indexOf(',', at), text.indexOf(';', at)].filter((x) => x >= 0).reduce((a, b) => Math.min(a, b), text.length);
    return terms(text.slice(start, end)).some((t) => asked.has(t));
  };
  for (const e of topSentences(evidence, 3)) {
    const found = [...new Set([...e.text.matchAll(before)].filter((m) => saying(e.text, m.index!)).map((m) => m[1]!))].filter(
      (n) => !mentionsWhole(question, n),
    );
    if (found.length === 1) return { answer: found[0]!, why: `"${found[0]}" before "${heads.join('/')}" in "${e.text.slice(0, 60)}"` };
    if (found.length > 1) return null;
  }
  return null;
}

/**
 * "What is the name of the file that gets created …?" over "… adds a file named locked to the entry's directory": the
 * name written after "named" or "called" with the question's noun, in a best sentence, where the question does not
 * write it.
 */
export function calledName(question: string, evidence: readonly Event[]): { answer: string; why: string } | null {
  const asked =
    /\b(?:what|which)\s+is\s+the\s+name\s+of\s+the\s+([a-z]{3,15})\b/i.exec(question) ??
    /\bwhat\s+is\s+the\s+([a-z]{3,15})\s+(?:\w+\s+){0,6}?(?:called|named)\b/i.exec(question);
  if (!asked) return null;
  const noun = asked[1]!.toLowerCase();
  const named = new RegExp(String.raw`\b(?:an?|the|one)\s+(?:[\w-]+\s+)?${escapeRegExp(noun)}\s+(?:named|called)\s+['"‘“]?([\w$@~.-]*[\w/$@~.-]*\w)`, 'gi');
  for (const e of topSentences(evidence, 5)) {
    for (const m of e.text.matchAll(named)) {
      if (mentionsWhole(question, m[1]!)) continue;
      return { answer: m[1]!, why: `"${m[0]}"` };
    }
  }
  return null;
}

/**
 * "What is the short form of the :LogiPatFlags command?" over ":LPF is a shorthand version of :LogiPatFlags.": the name a
 * sentence says is the short form of the one the question writes.
 */
export function shorthandOf(question: string, evidence: readonly Event[]): { answer: string; why: string } | null {
  const named =
    /\b(?:short(?:hand)?|abbreviated)\s+(?:[\w-]+\s+)?(?:form|version|name|command|spelling)\s+(?:of|for)\s+(?:the\s+)?["'`‘“]?([^\s"'`’”?,]+)/i.exec(
      question,
    )?.[1];
  if (!named) return null;
  const said = new RegExp(
    String.raw`(?:^|[\s(])["'\`‘“]?([^\s"'\`’”(),]+)["'\`’”]?\s+is\s+(?:a|an|the)\s+(?:shorthand|short|abbreviated)\s+(?:[\w-]+\s+){0,2}?(?:of|for)\s+["'\`‘“]?${escapeRegExp(named)}(?![\w-])`,
    'i',
  );
  for (const e of evidence) {
    if (e.kind !== 'sentence') continue;
    const m = said.exec(e.text);
    if (m && m[1] !== named) return { answer: m[1]!, why: `"${m[0].trim()}"` };
  }
  return null;
}

/**
 * "Which slice will the new unit be placed under?" over "… the unit will be placed under the foo-bar.slice": the one
 * name a best sentence writes with the question's head noun as its extension (".slice", ".service", ".socket"), where
 * the question does not write it.
 */
export function suffixedName(question: string, head: string | null, evidence: readonly Event[]): { answer: string; why: string } | null {
  if (!head || !/^[a-z]{3,12}$/.test(head) || /\bhow\s+many\b/i.test(question)) return null;
  if (!new RegExp(String.raw`\b(?:which|what)\s+(?:[\w-]+\s+){0,2}?${head}\b`, 'i').test(question)) return null;
  // ("Which socket unit do you enable …?": the kind before "unit" or "file" is the extension, ".socket".)
  const ext = /\b(?:which|what)\s+([a-z]{3,12})\s+(?:unit|file)s?\b/i.exec(question)?.[1]?.toLowerCase() ?? head;
  // (The extension ends the name: not "lists.debian" of "debian-sgml@lists.debian.org".)
  const named = new RegExp(String.raw`(?<![\w.@-])[\w@-]+(?:\.[\w@-]+)*\.${ext}(?![\w-]|\.\w)`, 'g');
  for (const e of topSentences(evidence, 3)) {
    const found = [...new Set(e.text.match(named) ?? [])].filter((n) => !mentionsWhole(question, n));
    if (found.length === 1) return { answer: found[0]!, why: `the one ".${ext}" name in "${e.text.slice(0, 60)}"` };
    if (found.length > 1) return null;
  }
  return null;
}

/**
 * "Which environment variable can point to a file of additional formats?": the variable (a name in capitals) of the
 * best-ranked entry whose term it is, or that a best sentence calls a variable ("the environmental variable
 * XPROPFORMATS"); never one the question writes.
 */
export function environmentVariable(question: string, evidence: readonly Event[]): { answer: string; why: string } | null {
  if (!/\b(?:which|what)\s+(?:[\w-]+\s+){0,2}?environment(?:al)?\s+variable\b/i.test(question) || /\bhow\s+many\b/i.test(question)) return null;
  // (A name may open with underscores: "_JAVA_AWT_WM_NONREPARENTING".)
  const name = /^\$?(_{0,2}[A-Z][A-Z0-9_]{2,})$/;
  // "Which environment variable should be set to true …": a variable the text assigns that value ("export X=true").
  const setTo = /\bset\s+to\s+["'`]?([\w.-]{1,20})["'`]?/i.exec(question)?.[1];
  const asked = (v: string): boolean => new RegExp(`(?<![\\w$])\\$?${v}(?!\\w)`).test(question);
  // (A term entry counts under a heading about the environment: "API:" over a changelog's entries is a label.)
  const environment = new Set(
    evidence.flatMap((e) => {
      const s = e.kind === 'heading' ? decodeSection(e.text) : null;
      return s && /\benviron/i.test(s.title) ? [s.id] : [];
    }),
  );
  let best: { answer: string; why: string; score: number } | null = null;
  for (const e of evidence) {
    if (best && e.score <= best.score) continue;
    if (e.kind === 'term' && e.section !== undefined && environment.has(e.section)) {
      const term = decodeTerm(e.text)?.term.trim() ?? '';
      const v = name.exec(term)?.[1];
      if (v && !asked(v)) best = { answer: v, why: `the entry ${v} ranks best`, score: e.score };
    } else if (e.kind === 'sentence') {
      const m = /\bvariables?\s+\$?(_{0,2}[A-Z][A-Z0-9_]{2,})(?!\w)|(?<![\w$])\$?(_{0,2}[A-Z][A-Z0-9_]{2,})\s+(?:environment(?:al)?\s+)?variable\b/.exec(
        e.text,
      );
      const v = m ? (m[1] ?? m[2])! : undefined;
      if (v && !asked(v)) best = { answer: v, why: `"${m![0]}" in "${e.text.slice(0, 60)}"`, score: e.score };
    }
  }
  if (setTo) {
    // (Of the best sentences, one that sets a variable to the value asked for outranks a variable merely named.)
    for (const e of topSentences(evidence, 8))
      for (const m of e.text.matchAll(/(?<![\w$])(_{0,2}[A-Z][A-Z0-9_]{2,})=["']?([\w.-]{1,20})/g))
        if (m[2]!.toLowerCase() === setTo.toLowerCase() && !asked(m[1]!)) return { answer: m[1]!, why: `"${m[0]}" in "${e.text.slice(0, 60)}"` };
  }
  return best && { answer: best.answer, why: best.why };
}

/**
 * "Which ps command line does the guide say is often useful to include?" over "The output of `ps --info` is often quite
 * useful": a command the best sentences set in backquotes, one that opens with a program the question names first.
 */
export function quotedCommand(question: string, evidence: readonly Event[]): { answer: string; why: string } | null {
  if (!/^\s*(?:which|what)\b[^?]*\bcommand(?:[- ]?lines?|s)?\b/i.test(question) || /\bhow\s+many\b/i.test(question)) return null;
  const named = new Set((question.match(/[\w.+-]+/g) ?? []).map((w) => w.toLowerCase()));
  let fallback: { answer: string; why: string } | null = null;
  for (const e of topSentences(evidence, 5)) {
    // (Quoted in code marks, or in the old GNU style "`shadowconfig on'".)
    for (const m of e.text.matchAll(/`([^`'\n]{2,80})'(?!\w)|`([^`\n]{2,80})`/g)) {
      const span = (m[1] ?? m[2]!).trim();
      // (A command has words: a program and what it is given.)
      if (!/^[\w.+/-]+\s+\S/.test(span)) continue;
      const program = span.split(/\s+/)[0]!.toLowerCase();
      if (named.has(program)) return { answer: span, why: `the command \`${span}\` in "${e.text.slice(0, 60)}"` };
      fallback ??= { answer: span, why: `the command \`${span}\` in "${e.text.slice(0, 60)}"` };
    }
  }
  if (fallback) return fallback;
  // "What command does the README tell you to run to run the tests?" over "You can run tests … with:" and "$ tox": a shell
  // line (after a prompt) among the best sentences, or right after one.
  const ranked = topSentences(evidence, 5);
  const sentences = evidence.filter((e) => e.kind === 'sentence');
  for (const e of ranked) {
    const at = sentences.indexOf(e);
    for (const s of [e, sentences[at + 1]]) {
      const m = s && /(?:^|:)\s*\$\s+([^\s$#][^\n]{0,79}?)\s*$/m.exec(s.text);
      if (m) return { answer: m[1]!, why: `the shell line "$ ${m[1]}"` };
    }
  }
  return null;
}

/**
 * "What name does the README suggest giving to the window manager with the wmname tool?" over a shell line
 * "$ wmname LG3D": the one argument (not an option) that a command line of the evidence gives the program the question
 * names as a tool, command or program. Null when no such line gives it exactly one argument the question does not write.
 */
export function commandArgument(question: string, evidence: readonly Event[]): { answer: string; why: string } | null {
  if (!/^\s*(?:which|what)\s+(?:[\w-]+\s+){0,2}?(?:name|value|argument|string|word|parameter|setting)s?\b/i.test(question) || /\bhow\s+many\b/i.test(question))
    return null;
  const program = /\b(?:the\s+)?[`'"‘“]?([a-z][\w.+-]{1,30})[`'"’”]?\s+(?:tool|command|program|utility|script)\b/i.exec(question)?.[1];
  if (!program || STOP_WORDS.has(program.toLowerCase())) return null;
  // (At a line's start, or after the colon that introduces it where lines are joined into one sentence.)
  const line = new RegExp(`(?:^|:)\\s*[$#%>]\\s+(?:sudo\\s+)?${escapeRegExp(program)}((?:\\s+[^\\s|;&<>]+){1,6})\\s*$`, 'gm');
  // (Of the best sentences only; a line that gives the program several arguments makes the answer unclear.)
  for (const e of topSentences(evidence, 5)) {
    for (const m of e.text.matchAll(line)) {
      const args = m[1]!
        .trim()
        .split(/\s+/)
        .filter((a) => !a.startsWith('-'));
      if (args.length !== 1) return null;
      if (!mentionsWhole(question, args[0]!)) return { answer: args[0]!, why: `the argument of "${m[0].trim()}"` };
    }
  }
  return null;
}

/** The verbs that say a person was the author, creator, developer or designer of a thing, by the noun asked. */
const MADE_BY: Record<string, string> = lookupTable({
  author: 'written|authored|wrote',
  writer: 'written|wrote',
  creator: 'created|written|authored',
  developer: 'developed|written',
  designer: 'designed',
});

/**
 * "Who is named as the original author of the GNU time program?" over "It was written by David Keppel. It was
 * subsequently maintained … by David MacKenzie": the person a best sentence says wrote (created, developed, designed)
 * the thing, for a question that asks for its author (creator, developer, designer). With "original" (first, initial),
 * a sentence that says the work was later maintained or put together by someone is no answer.
 */
export function authorOf(question: string, evidence: readonly Event[]): { answer: string; why: string } | null {
  const asked =
    /\bwho\s+(?:is|was|are|were)\s+(?:named|listed|credited|given|mentioned)?\s*(?:as\s+)?(?:the\s+)?(original\s+|first\s+|initial\s+)?(author|writer|creator|developer|designer)s?\b/i.exec(
      question,
    ) ??
    /^\s*(?:which\s+person|whom?)\b[^?]*?\b(?:is|was)\s+(?:named|listed|credited)\s+as\s+(?:the\s+)?(original\s+|first\s+|initial\s+)?(author|writer|creator|developer|designer)\b/i.exec(
      question,
    );
  // ("Who originally wrote luit?": the verb asked names the noun.)
  const did = asked ? null : /^\s*who\s+(originally\s+|first\s+|initially\s+)?(wrote|created|developed|designed|authored)\b/i.exec(question);
  const noun =
    asked?.[2] ?? { wrote: 'author', authored: 'author', created: 'creator', developed: 'developer', designed: 'designer' }[did?.[2]?.toLowerCase() ?? ''];
  if (!noun || /\bhow\s+many\b/i.test(question)) return null;
  const original = (asked ?? did)![1];
  const verbs = MADE_BY[noun.toLowerCase()]!;
  const person = String.raw`([A-Z][\p{L}'’-]+(?:\s+(?:[A-Z]\.|[A-Z][\p{L}'’-]+|van|von|de|der|da|di|le|la)){1,3})`;
  const made = new RegExp(String.raw`\b(?:${verbs})\s+(?:originally\s+|initially\s+|first\s+)?by\s+${person}`, 'gu');
  const later = /\b(?:subsequently|later|since|then|now|currently|maintained|updated|improved|packaged|put\s+together|adapted|modified|ported)\b/i;
  for (const e of topSentences(evidence, 10)) {
    for (const m of e.text.matchAll(made)) {
      const lead = e.text.slice(Math.max(0, m.index! - 40), m.index!);
      if (original && later.test(lead)) continue;
      const name = m[1]!.replace(/\s+(?:and|with|from|for|in|of)$/i, '');
      if (terms(name).every((t) => terms(question).includes(t))) continue;
      return { answer: name, why: `"${m[0]}" in "${e.text.slice(0, 60)}"` };
    }
  }
  return null;
}

/**
 * "Who is credited with updating the Japanese translation (ja.po)?" over a change entry "- update ja.po (from
 * translationproject.org)  [Takeshi Hamasaki]": the name in the closing brackets of a best entry that writes a token of
 * the question's (a file, option or identifier: a word with a dot, underscore, digit or dash inside), else one that
 * shares two of the question's words.
 */
export function bracketCredit(question: string, evidence: readonly Event[]): { answer: string; why: string } | null {
  if (!/^\s*(?:who\b|which\s+(?:person|contributor|developer|author)\b)/i.test(question) || /\bhow\s+many\b/i.test(question)) return null;
  const tokens = (question.match(/[\w-]+(?:[._][\w-]+)+|\b[a-z]+\d[\w-]*|--?[a-z][\w-]+/gi) ?? []).filter((t) => t.length >= 3);
  const asked = new Set(terms(question));
  const creditsOf = (xs: readonly Event[]): { e: Event; name: string; body: string }[] =>
    xs.flatMap((e) => {
      const m = /\[\s*(\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}?[\p{L}'’.-]+){0,3}(?:\s*,\s*\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}?[\p{L}'’.-]+){0,3})*)\s*\]\s*$/u.exec(e.text);
      return m ? [{ e, name: m[1]!, body: e.text.slice(0, m.index) }] : [];
    });
  const entries = creditsOf(topSentences(evidence, 8));
  const written = entries.find(({ body }) => tokens.some((t) => mentionsWhole(body, t)));
  if (written) return { answer: written.name, why: `the credit in brackets of "${written.e.text.slice(0, 60)}"` };
  // "… with adding the wipefs option that backs up erased data?" over "supports new command line option --backup to backup
  // erased data" and, elsewhere, "- add --backup [Ondrej Oprala]": the one option the best sentence writes, where a
  // credited entry writes it.
  const best = topSentences(evidence, 1)[0];
  const options = best ? [...new Set(best.text.match(/(?<![\w-])--[a-z][\w-]*/g) ?? [])].filter((o) => !mentionsWhole(question, o)) : [];
  // (Among all the evidence's entries: the credited one ranks low, its words not the question's.)
  const credited = options.length === 1 ? creditsOf(topSentences(evidence)).find(({ body }) => mentionsWhole(body, options[0]!)) : undefined;
  if (credited) return { answer: credited.name, why: `the credit in brackets of "${credited.e.text.slice(0, 60)}", which adds ${options[0]}` };
  const shared = entries.find(({ body }) => new Set(terms(body).filter((t) => asked.has(t))).size >= 2);
  return shared ? { answer: shared.name, why: `the credit in brackets of "${shared.e.text.slice(0, 60)}"` } : null;
}

/**
 * "Which issue tracker product does the README link to?" over "+ [Apache Issue Tracker (JIRA)](https://…)": the one-word
 * name in brackets right after two or more of the question's words, in a best sentence, where the question does not
 * write it.
 */
export function bracketedName(question: string, evidence: readonly Event[]): { answer: string; why: string } | null {
  if (!/^\s*(?:which|what)\b/i.test(question) || /\bhow\s+many\b/i.test(question)) return null;
  const asked = new Set(terms(question));
  for (const e of topSentences(evidence, 3)) {
    for (const m of e.text.matchAll(/((?:[\p{L}\d-]+\s+){1,4})\(([A-Z][\w.+-]{1,30})\)/gu)) {
      const shared = terms(m[1]!).filter((t) => asked.has(t)).length;
      if (shared >= 2 && !mentionsWhole(question, m[2]!)) return { answer: m[2]!, why: `"${m[0].trim()}" in "${e.text.slice(0, 60)}"` };
    }
  }
  return null;
}

/**
 * "Who is thanked for adding a travis-ci test matrix?" over "Added a travis-ci test matrix for many compilers and OS."
 * then "Thanks to Thomas Weber (debian) for this great improvement.": the name after "thanks to" in the best sentence,
 * else in the one sentence beside it that opens with it and speaks back of "this" or "that".
 */
export function thankedFor(question: string, evidence: readonly Event[]): { answer: string; why: string } | null {
  if (!/^\s*who\b[^?]*\bthank(?:ed|s)?\b/i.test(question) || /\bhow\s+many\b/i.test(question)) return null;
  const thanks = /\b[Tt]hanks?\s+(?:(?:go(?:es)?\s+)?to\s+)?(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3})/u;
  const best = topSentences(evidence, 1)[0];
  if (!best) return null;
  const own = thanks.exec(best.text);
  if (own) return { answer: own[1]!.replace(/[.,]$/, ''), why: `"${own[0]}" in the best sentence` };
  // (Of the sentences beside it, in its chunk and section: the one that opens so, where there is one.)
  const beside = evidence.flatMap((e) => {
    if (e.kind !== 'sentence' || e === best || e.chunk !== best.chunk || e.section !== best.section) return [];
    const m = thanks.exec(e.text.trimStart());
    return m && m.index === 0 && /\bfor\s+(?:this|that|these|those|it)\b/i.test(e.text.slice(0, 160)) ? [m] : [];
  });
  if (beside.length === 1) return { answer: beside[0]![1]!.replace(/[.,]$/, ''), why: `"${beside[0]![0]}" opens a sentence beside the best` };
  return null;
}

/**
 * "What is the name of the debhelper script shipped in the xml-core package?" over "This package contains the debhelper
 * script 'dh_installxmlcatalogs' …": the name a best sentence sets, quoted or as code, right after the words the question
 * calls the thing by.
 */
export function appositiveName(question: string, evidence: readonly Event[]): { answer: string; why: string } | null {
  const phrase =
    /\bname\s+of\s+the\s+((?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:shipped|that|which|in|provided|used|included|installed|for|of|from|called|named)\b/i.exec(
      question,
    )?.[1] ?? /^\s*(?:which|what)\s+((?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:is|does|do|did|was|are|can|should|must|will)\b/i.exec(question)?.[1];
  if (!phrase || /\bhow\s+many\b/i.test(question) || phrase.split(/\s+/).every((w) => STOP_WORDS.has(w.toLowerCase()))) return null;
  const words = phrase
    .trim()
    .split(/\s+/)
    .map(escapeRegExp)
    .join(String.raw`\s+`);
  const named = new RegExp(String.raw`\b${words}s?\s+(?:['"‘“\`]([\w.+/:-]{2,60})['"’”\`]|([A-Za-z_][\w.+:-]*[_.:][\w.+:-]*\w))`, 'i');
  for (const e of topSentences(evidence, 5)) {
    const m = named.exec(e.text);
    const name = m ? (m[1] ?? m[2])! : null;
    if (name && !mentionsWhole(question, name)) return { answer: name, why: `"${m![0]}"` };
  }
  return null;
}

/**
 * "Which signing algorithm does the usage example pass to jwt.encode?" over `jwt.encode({...}, "secret",
 * algorithm="HS256")`: the value a call the question names (else a best sentence) gives the keyword argument named by
 * the question's head noun.
 */
export function keywordArgument(question: string, head: string | null, evidence: readonly Event[]): { answer: string; why: string } | null {
  if (!head || !/^[a-z]{3,}$/i.test(head) || /\bhow\s+many\b/i.test(question)) return null;
  const call = /([A-Za-z_][\w.]*[.\w])\s*\(?\s*\??\s*$/.exec(question.replace(/\?\s*$/, ''))?.[1];
  // (Written as code writes a keyword argument: no space before "=", a quoted value or a list of them.)
  const keyword = new RegExp(String.raw`\b${escapeRegExp(head)}s?=\[?\s*["']([\w.+-]+)["']`, 'i');
  const sentences = topSentences(evidence, 8);
  const calling = call ? sentences.filter((e) => e.text.includes(`${call}(`)) : [];
  for (const e of [...calling, ...sentences]) {
    const m = keyword.exec(e.text);
    if (m && !mentionsWhole(question, m[1]!)) return { answer: m[1]!, why: `"${m[0]}" in "${e.text.slice(0, 60)}"` };
  }
  return null;
}
