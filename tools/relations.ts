import type { Events } from '../wire/packet.js';
import { decodeSection, decodeTerm } from './packet-content.js';
import { STOP_WORDS, escapeRegExp, stem, terms } from './text.js';
import { topSentences } from './text-math.js';

type Event = Events['events'][number];

/** A stem without its final "e", so that "manage" and "managed" meet. */
function verbStem(word: string): string {
  return stem(word.toLowerCase()).replace(/e$/, '');
}

/** A name as a text writes a tool, service or project: capitalised, perhaps with "::", "-" or "." parts. */
const AGENT = String.raw`([A-Z][\w+]*(?:(?:::|[-.])[A-Za-z]\w*)*(?:\s+[A-Z][\w+]*)?)`;

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
  if (!/\b(?:renamed|changed|converted|became|become|turned\s+into|now\s+called|new\s+name|mapped)\b/i.test(question)) return null;
  // ("When was max-depth renamed?" asks for a release, not the new name.)
  if (/\bwhen\b|\b(?:which|what|in which)\s+(?:version|release|year|date)\b/i.test(question)) return null;
  const arrow = /([\w.:$@/-]+)\s*(?:->|=>|→|⇒)\s*([\w.:$@/-]*\w)/g;
  const asked = new Set(question.match(/[\w.:$@/-]*\w/g) ?? []);
  for (const e of evidence) {
    if (e.kind !== 'sentence') continue;
    for (const m of e.text.matchAll(arrow)) {
      const left = m[1]!;
      const name = [...asked].find((a) => a.length >= 3 && (left === a || new RegExp(`(?:\\.|::|/)${escapeRegExp(a)}$`).test(left)));
      if (!name) continue;
      const qualifier = left.slice(0, left.length - name.length);
      const right = qualifier && m[2]!.startsWith(qualifier) && !question.includes(left) ? m[2]!.slice(qualifier.length) : m[2]!;
      return { answer: right, why: `"${m[0]}"` };
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
 * "Which environment variable can point to a file of additional formats?": the variable (a name in capitals) of the
 * best-ranked entry whose term it is, or that a best sentence calls a variable ("the environmental variable
 * XPROPFORMATS"); never one the question writes.
 */
export function environmentVariable(question: string, evidence: readonly Event[]): { answer: string; why: string } | null {
  if (!/\b(?:which|what)\s+(?:[\w-]+\s+){0,2}?environment(?:al)?\s+variable\b/i.test(question) || /\bhow\s+many\b/i.test(question)) return null;
  const name = /^\$?([A-Z][A-Z0-9_]{2,})$/;
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
      const m = /\bvariables?\s+\$?([A-Z][A-Z0-9_]{2,})(?!\w)|(?<![\w$])\$?([A-Z][A-Z0-9_]{2,})\s+(?:environment(?:al)?\s+)?variable\b/.exec(e.text);
      const v = m ? (m[1] ?? m[2])! : undefined;
      if (v && !asked(v)) best = { answer: v, why: `"${m![0]}" in "${e.text.slice(0, 60)}"`, score: e.score };
    }
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
    for (const m of e.text.matchAll(/`([^`\n]{2,80})`/g)) {
      const span = m[1]!.trim();
      // (A command has words: a program and what it is given.)
      if (!/^[\w.+/-]+\s+\S/.test(span)) continue;
      const program = span.split(/\s+/)[0]!.toLowerCase();
      if (named.has(program)) return { answer: span, why: `the command \`${span}\` in "${e.text.slice(0, 60)}"` };
      fallback ??= { answer: span, why: `the command \`${span}\` in "${e.text.slice(0, 60)}"` };
    }
  }
  return fallback;
}
