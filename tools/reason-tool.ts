import type { Events, Triples } from '../wire/packet.js';
import { ASKS_SIGNATURE, ASKS_WHO, NETWORK_HEADS, analyseQuestion, posTagger, type AnswerType, type QuestionAnalysis } from './question.js';
import type { Table } from './table.js';
import { answerTableQuestion } from './table-qa.js';
import {
  FUNCTION_WORDS,
  NAME_WORD,
  countLeadList,
  countListed,
  countPrefixed,
  countEnumerated,
  grammarAlternatives,
  labelOver,
  listAnswer,
  neighbourLeadItem,
  nthLeadItem,
  rankedLeadItem,
} from './lists.js';
import { ANCHORED, findDate } from './outline.js';
import { aliasAnswer, codeMeaning } from './aliases.js';
import {
  comparedValues,
  copulaAnswer,
  countAdded,
  defaultOf,
  installedPackage,
  markedDefault,
  namedPackage,
  kindOf,
  rangeBound,
  timesRatio,
  modifierOf,
  markedWith,
  strandedObject,
  textArithmetic,
  topSentences,
  twoValues,
} from './text-math.js';
import { nounPhrases } from './phrases.js';
import { definitionAnswer } from './definitions.js';
import { abbreviationAnswer } from './abbreviations.js';
import {
  countSince,
  countTerms,
  entryByRange,
  newestTerm,
  replacementOf,
  optionSince,
  configKeyOfOption,
  sameAsEntry,
  letterFor,
  exitStatusEntry,
  relatedOption,
  termAnswer,
  termValue,
  termsNaming,
  markedTerms,
} from './term-lists.js';
import { answerFromStructure, letteredItem, namedIds, releaseOf, sectionsFromTriples, within } from './structure-qa.js';
import { namedSetting, settingAnswer } from './config.js';
import { optionInEvidence, pairedOption, unitInEvidence } from './options.js';
import { NUMBER_WORD_VALUES, STOP_WORDS, countWords, escapeRegExp, mentionsWhole, stem, terms, unbrokenText, words } from './text.js';
import type { TaskView, Tool, ToolResult } from '../agent/tool.js';
import { TOOL_SPECS } from './specs.js';
import { choicesOf, strategyOrder, type Choices, type Strategy } from './plan-choices.js';
import { decodeHeader, decodeSection, sectionOfSubject } from './packet-content.js';
import { inAskedUnit, unitOf } from './units.js';
import {
  HOLDERS_COUNTED,
  copyrightHolder,
  describedStanza,
  directoryStanza,
  holderByYears,
  holderOfStanza,
  upstreamAuthor,
  withCatchAll,
} from './copyright.js';
import { formAsked } from './answer-form.js';
import {
  appositiveName,
  authorOf,
  bracketCredit,
  bracketedName,
  commandArgument,
  keywordArgument,
  environmentVariable,
  namedAsClass,
  passiveAgent,
  relativeAgent,
  partAfter,
  glossedCode,
  relatedThing,
  licenceName,
  settingTurnedOn,
  quotedCommand,
  renamedTo,
  compliantWith,
  calledName,
  shorthandOf,
  nameBeforeHead,
  suffixedName,
  thankedFor,
} from './relations.js';

type Event = Events['events'][number];
type Triple = Triples['triples'][number];

/** Strategies that read a value as the text writes it (not one they compute), so in the text's unit. */
const READ_VALUES: ReadonlySet<Strategy> = new Set(['term', 'setting', 'default', 'modifier', 'candidates']);

interface Candidate {
  value: string;
  score: number;
  why: string;
}

/**
 * reason: the typed answer. It analyses the question (expected answer type
 * and content terms), scores each triple by how well its subject and
 * relation match the question, and reads a value of the expected type from
 * the best triple's object, or else from the best evidence sentence.
 */
export class ReasonTool implements Tool {
  readonly name = 'reason';
  readonly spec = TOOL_SPECS.reason;

  warm(): void {
    posTagger();
  }

  async run(task: TaskView): Promise<ToolResult> {
    const triples = task.packet('triples')?.triples ?? [];
    const events = task.packet('events')?.events ?? [];
    const read =
      countWords(task.question) +
      triples.reduce((n, t) => n + countWords(`${t.subject} ${t.relation} ${t.object}`), 0) +
      events.reduce((n, e) => n + countWords(e.text), 0);
    const { answer, reasoning } = reasonOver(task.question, events, triples, choicesOf(task));
    return finalAnswer(answer, reasoning, read);
  }
}

/** The reasoner's answer, how it was reached, and the strategy that gave it (null: none did). */
export interface Reasoned {
  answer: string | null;
  reasoning: string;
  strategy: Strategy | null;
}

/**
 * Answer `question` from the events and triples, trying the strategies in
 * the order the choices give (the default order without a plan: the table,
 * the document's structure, the text strategies, then the typed candidates).
 * The table strategy ends the search when there is a table (with a null
 * answer when the question does not map onto it), unless the table was
 * found inside prose: then the text strategies go on. Exported for the Overseer, which re-runs it with
 * other choices.
 */
export function reasonOver(question: string, events: Event[], triples: Triple[], choices: Choices): Reasoned {
  const analysed = analyseQuestion(question);
  const q: QuestionAnalysis = choices.answerType ? { ...analysed, type: choices.answerType } : analysed;
  const table = tableFromTriples(events, triples);
  const sections = table ? new Map() : sectionsFromTriples(triples);
  let evidence = events;
  let facts = triples;
  if (sections.size) {
    // A question that names a section is answered from that section when it has evidence.
    // "The jump in version numbers after 0.7.6": a version named as a point in time, not as "the release after 0.7.6",
    // names no section to read.
    const ids = namedIds(
      question.replace(
        /(?<!\b(?:release|version|one|ones|releases|versions)\s+(?:(?:right|immediately|directly|just)\s+)?)\b(?:after|before|since|until|prior to)\s+(?:version\s+|release\s+)?v?\d+(?:\.\d+)+[a-z0-9]*/gi,
        ' ',
      ),
      sections,
    );
    const inside = events.filter((e) => e.kind === 'sentence' && within(sections, e, ids));
    if (ids.size && inside.length) {
      evidence = inside;
      const kept = new Set(inside);
      facts = triples.filter((t) => kept.has(events[t.source]!));
    }
    // "The release that fixed X also …": anchor the evidence in the release the best sentence sits in.
    if (evidence === events && ANCHORED.test(question)) {
      const top = events.filter((e) => e.kind === 'sentence').sort((a, b) => b.score - a.score)[0];
      const anchor = releaseOf(sections, top?.section);
      if (anchor) {
        evidence = events.filter((e) => e.kind === 'sentence' && within(sections, e, new Set([anchor.id])));
        // "… also dropped support for two platforms": inside the release, what the outer clause asks about ranks first.
        const outer = new Set(terms(/\balso\b([^?]*)/i.exec(question)?.[1] ?? ''));
        if (outer.size) evidence = evidence.map((e) => ({ ...e, score: e.score + 100 * new Set(terms(e.text).filter((t) => outer.has(t))).size }));
      }
    }
  }
  const steps: Record<Strategy, () => Reasoned | null> = {
    table: () => {
      if (!table) return null;
      // "How many people are credited with copyright on the Debian packaging files?": the stanza's holders, counted.
      // ("… named as copyright holders in the default entry": the stanza after the holders too.)
      const subject = HOLDERS_COUNTED.test(question)
        ? /\bcopyright(?:\s+holders?)?\s+(?:on|for|of|in|over)\s+([^?]+)/i.exec(withCatchAll(question))?.[1]
        : undefined;
      const stanza = subject ? answerTableQuestion(`Who holds the copyright on ${subject}?`, table) : null;
      // A stanza of a copyright file naming several holders: the one the question picks.
      const counted = stanza ? holderOfStanza(question, table, stanza.answer) : null;
      const found = counted ? null : answerTableQuestion(question, table);
      // A stanza found by the words describing its files, where the table answers nothing, or only a whole cell of another
      // stanza ("in data/" read as data/*); then the holder the question picks in it.
      const described = describedStanza(question, table);
      const otherCell = found !== null && table.rows.some((r) => r.files !== described?.files && [r.files, r.copyright, r.license].includes(found.answer));
      const hit =
        counted ??
        directoryStanza(question, table) ??
        (described && (!found || otherCell) ? (holderOfStanza(question, table, described.answer) ?? described) : null) ??
        (found ? (holderOfStanza(question, table, found.answer) ?? found) : holderByYears(question, table));
      // A table found inside prose that the question does not map onto (nor speak of) leaves the question to the prose; a
      // document that is a table (CSV, JSON: no sentences around it) has no prose to fall back on.
      if (!hit && events.some((e) => e.kind === 'sentence') && !/\btables?\b|\brows?\b|\bcolumns?\b/i.test(question)) return null;
      return {
        answer: hit?.answer ?? null,
        reasoning: hit ? `table: ${hit.why}` : `table of ${table.rows.length} rows: the question did not map onto it`,
        strategy: 'table',
      };
    },
    structure: () => {
      // An item the question names in a list beside it is more specific than the section holding the evidence.
      const hit =
        labelOver(question, events) ??
        letteredItem(question, evidence) ??
        (sections.size ? (neighbourLeadItem(question, events) ?? answerFromStructure(question, q, sections, events)) : null);
      return hit ? { answer: hit.answer, reasoning: `structure: ${hit.why}`, strategy: 'structure' } : null;
    },
    abbreviation: () => text('abbreviation', abbreviationAnswer(question, events)),
    definition: () => text('definition', aliasAnswer(question, evidence) ?? codeMeaning(question, evidence) ?? definitionAnswer(question, evidence)),
    term: () =>
      text(
        'term',
        markedTerms(question, q, events) ??
          respectiveValue(question, evidence) ??
          environmentVariable(question, evidence) ??
          namedPackage(question, evidence) ??
          markedDefault(question, evidence) ??
          termsNaming(question, q, events) ??
          configKeyOfOption(question, events) ??
          newestTerm(question, q, events) ??
          relatedOption(question, q, events) ??
          pairedOption(question, events) ??
          entryByRange(question, events) ??
          replacementOf(question, events) ??
          optionInEvidence(question, q, evidence) ??
          unitInEvidence(question, q, evidence) ??
          termAnswer(question, q, events) ??
          optionSince(question, q, events) ??
          termValue(question, q, events),
      ),
    setting: () =>
      text(
        'setting',
        settingAnswer(
          question,
          q.list,
          [...evidence].filter((e) => e.kind === 'sentence').sort((a, b) => b.score - a.score),
        ) ??
          namedSetting(
            question,
            events.filter((e) => e.kind === 'sentence'),
          ),
      ),
    // ("Which two-key command does the same as ":diffget"?": "two-key" counts no items.)
    list: () => text('list', markedTerms(question, q, events) ?? sameAsEntry(question, events) ?? listAnswer(question, q, evidence)),
    count: () =>
      text(
        'count',
        markedTerms(question, q, events) ??
          timesRatio(question, events) ??
          grammarAlternatives(question, events) ??
          countSince(question, events) ??
          countListed(question, evidence) ??
          countPrefixed(question, events) ??
          countEnumerated(question, evidence) ??
          countTerms(question, events),
      ),
    added: () => text('added', evidence !== events ? countAdded(question, evidence) : null),
    listed: () => text('listed', countEnumerated(question, evidence) ?? countLeadList(question, events) ?? nthLeadItem(question, events)),
    arithmetic: () =>
      text(
        'arithmetic',
        rangeBound(question, evidence) ?? textArithmetic(question, q, evidence) ?? comparedValues(question, events) ?? twoValues(question, events),
      ),
    default: () => text('default', defaultOf(question, q, evidence)),
    modifier: () =>
      text(
        'modifier',
        markedWith(question, evidence) ??
          relatedThing(question, evidence) ??
          modifierOf(q, evidence, question) ??
          (q.type === 'text'
            ? (installedPackage(question, evidence) ?? namedPackage(question, evidence) ?? kindOf(question, q, evidence) ?? strandedObject(question, evidence))
            : null) ??
          copulaAnswer(q, question, evidence),
      ),
    candidates: () => {
      // Only a question asking who ("who is named as the copyright holder"), never one counting or asking a year.
      const holder =
        (q.type === 'name' ||
          ASKS_WHO.test(question) ||
          // ("Of the copyright holders named in this file, which one has the earliest copyright year?")
          /\bcopyright\s+holders?\b[^?]*\bwhich\s+one\b|\bwhich\s+(?:one|holder)\b[^?]*\bcopyright\b/i.test(question) ||
          /\b(?:what|which)\s+(?:entity|company|organi[sz]ation|person|body|individual|party|firm)\b|^\s*(?:name|give|identify)\s+the\s+copyright\s+(?:holder|owner)/i.test(
            question,
          )) &&
        !/\bhow many\b|\b(?:what|which|in what|in which)\s+years?\b|\bwhen\b/i.test(question)
          ? copyrightHolder(
              question,
              evidence.filter((e) => e.kind === 'sentence'),
            )
          : null;
      if (holder) return { answer: holder.answer, reasoning: `copyright: ${holder.why}`, strategy: 'candidates' };
      const author = authorOf(question, evidence) ?? bracketCredit(question, evidence) ?? thankedFor(question, evidence);
      if (author) return { answer: author.answer, reasoning: `author: ${author.why}`, strategy: 'candidates' };
      const upstream = upstreamAuthor(
        question,
        evidence.filter((e) => e.kind === 'sentence'),
      );
      if (upstream) return { answer: upstream.answer, reasoning: `copyright: ${upstream.why}`, strategy: 'candidates' };
      const field = namedField(question, evidence) ?? usualValue(question, evidence);
      if (field) return { answer: field.answer, reasoning: `field: ${field.why}`, strategy: 'candidates' };
      const quoted = quotedValueFor(question, q, evidence) ?? quotedCodename(question, evidence);
      if (quoted) return { answer: quoted.answer, reasoning: `quoted value: ${quoted.why}`, strategy: 'candidates' };
      const tool = toolFor(question, q, evidence);
      if (tool) return { answer: tool.answer, reasoning: `tool: ${tool.why}`, strategy: 'candidates' };
      const related =
        rankedLeadItem(question, events) ??
        ((q.type === 'text' || q.type === 'name') && q.head ? relativeAgent(question, evidence) : null) ??
        partAfter(question, evidence) ??
        glossedCode(question, evidence) ??
        relatedThing(question, evidence) ??
        licenceName(question, q.head, evidence) ??
        settingTurnedOn(question, evidence) ??
        letterFor(question, events) ??
        exitStatusEntry(question, events) ??
        sameAsEntry(question, events) ??
        quotedCommand(question, evidence) ??
        commandArgument(question, evidence) ??
        appositiveName(question, evidence) ??
        (q.type === 'text' ? keywordArgument(question, q.head, evidence) : null) ??
        (q.type === 'text' ? suffixedName(question, q.head, evidence) : null) ??
        (q.type === 'text' || q.type === 'name' ? nameBeforeHead(question, evidence) : null) ??
        (q.type === 'text' ? bracketedName(question, evidence) : null) ??
        renamedTo(question, evidence) ??
        compliantWith(question, evidence) ??
        calledName(question, evidence) ??
        shorthandOf(question, evidence) ??
        namedAsClass(question, q.head, evidence) ??
        (q.type === 'text' || q.type === 'name' ? passiveAgent(question, q.head, evidence) : null);
      if (related) return { answer: related.answer, reasoning: `relation: ${related.why}`, strategy: 'candidates' };
      const signer = signerAtEnd(question, events);
      if (signer) return { answer: signer.answer, reasoning: `signature: ${signer.why}`, strategy: 'candidates' };
      const byline = bylineAuthor(question, events);
      if (byline) return { answer: byline, reasoning: `byline: "${byline}" alone on a line before the first section`, strategy: 'candidates' };
      const all = [
        ...fromTriples(q, facts),
        ...fromEvents(
          q,
          evidence.filter((e) => e.kind === 'sentence'),
        ),
      ];
      // "Which script must be run … before running ./configure?": a path, option or identifier the question writes is what
      // it asks around, not the answer, where another candidate is left.
      // (Written as a token of its own, brackets and quotes aside: "fish.tree:8666" inside a URL the question quotes may still
      // be the answer.)
      const written = new Set(question.split(/\s+/).map((t) => t.replace(/^[<("'“‘`]+|[>)"'”’`,.?;:!]+$/g, '')));
      // (Not where the question offers a choice: "Which file is generated, aout.c or aout.def?")
      const choice = /[\w./~-]+,?\s+or\s+[\w./~-]+\s*\??\s*$/i.test(question.trim());
      const unwritten = choice
        ? all
        : all.filter((c) => !(/[./_-]/.test(c.value) && !/\s/.test(c.value) && written.has(c.value.replace(/^[<(]+|[>)]+$/g, ''))));
      const best = pick(unwritten.length ? unwritten : all);
      return best ? { answer: best.value, reasoning: `expected ${q.type}; ${best.why}`, strategy: 'candidates' } : null;
    },
  };
  // "Give it as written, e.g. Fam10h": an answer not of the example's shape gives way to the best-ranked token that is.
  const shaped = shapedAnswer(question, evidence);
  for (const strategy of strategyOrder(choices)) {
    const done = steps[strategy]();
    if (!done) continue;
    // (Where a strategy finds nothing of the type asked, the token shaped like the example still answers: "v3" for "v1".)
    if (done.answer === null && shaped) return { answer: shaped.answer, reasoning: `shaped: ${shaped.why}`, strategy };
    // (Only over an answer of another kind: a phrase of words with no digit, "library source code" for "e.g. Fam10h", or
    // a word with no digit where the example is a number or version, "VMS" for "for example 3.0x".)
    if (
      shaped &&
      done.answer !== null &&
      !/\d/.test(done.answer) &&
      (/\s/.test(done.answer.trim()) || /^\d/.test(shaped.example)) &&
      shapeOf(done.answer) !== shapeOf(shaped.example)
    )
      return { answer: shaped.answer, reasoning: `shaped: ${shaped.why}`, strategy };
    // A value read from the text in one unit, asked for in another ("112640 bytes … in KiB").
    const converted =
      done.answer !== null && READ_VALUES.has(strategy)
        ? inAskedUnit(
            question,
            done.answer,
            [...evidence]
              .filter((e) => e.kind === 'sentence')
              .sort((a, b) => b.score - a.score)
              .map((e) => e.text),
          )
        : null;
    if (converted) return { ...done, answer: converted.answer, reasoning: `${done.reasoning}; ${converted.why}` };
    // "Which program does the usertag s-s-d stand for?" over a line "s-s-d  start-stop-daemon": of a two-word line given
    // whole, the word the question does not write.
    // (The word written as the question writes it, a code rather than a word: "s-s-d", "u_a", "x11".)
    const pair = done.answer !== null && done.reasoning.startsWith('expected ') ? /^(\S{2,})\s+(\S{2,})$/.exec(done.answer.trim()) : null;
    if (pair && /[-_.\d]/.test(pair[1]!) && question.includes(pair[1]!) && !mentionsWhole(question, pair[2]!))
      return { ...done, answer: pair[2]!, reasoning: `${done.reasoning}; the word of the line the question does not write` };
    // "Governed by the laws of which U.S. state?" over "the State of North Carolina": the name, not the class asked.
    const classed =
      done.answer !== null && q.head && /^(?:state|province|county|city|town|country|republic|kingdom|commonwealth|region|territory|canton)$/.test(q.head)
        ? new RegExp(`^(?:the\\s+)?${escapeRegExp(q.head)}\\s+of\\s+(?=[A-Z])`, 'i').exec(done.answer)
        : null;
    if (classed && /^[A-Z]/.test(done.answer!.slice(classed[0].length).trim()) && /^(?:the\s+)?[A-Z]/.test(done.answer!))
      return { ...done, answer: done.answer!.slice(classed[0].length), reasoning: `${done.reasoning}; the ${q.head}'s name` };
    // "Which program can generate <target>.c?" over "The program gen-aout generates …": the name after the class asked, where
    // it is one token shaped as code.
    const named =
      done.answer !== null && q.head && /^[a-z]{3,}$/.test(q.head)
        ? new RegExp(`^(?:the\\s+)?${escapeRegExp(q.head)}s?\\s+(\\S+)$`, 'i').exec(done.answer.trim())
        : null;
    // (Not a label's number: "RFC 5322" is the RFC's name.)
    if (named && /[A-Za-z]/.test(named[1]!) && /[-_./\d()]|^[A-Z][A-Z0-9]+$/.test(named[1]!) && !mentionsWhole(question, named[1]!))
      return { ...done, answer: named[1]!, reasoning: `${done.reasoning}; the ${q.head}'s name` };
    // "What value does it suggest for the magic SysRq key setting?" answered by the key ("kernel.sysrq"): the value the
    // evidence assigns it ("#kernel.sysrq=438").
    // "Which version does the tarball named in the Source field have?" answered by the field's whole value
    // ("https://…/reef-2.7.tar.gz"): the one version written in it.
    // (Not a version written with its tag, "1.0 beta 1".)
    if (done.answer !== null && q.type === 'version' && !/^v?\d/.test(done.answer.trim())) {
      const inside = new Set([...done.answer.matchAll(VERSION)].map((m) => m[0]));
      if (inside.size === 1) return { ...done, answer: [...inside][0]!, reasoning: `${done.reasoning}; the version written in it` };
    }
    const assigned = done.answer !== null && /^(?:values?)$/.test(q.head ?? '') ? assignedValue(done.answer, evidence) : null;
    if (assigned) return { ...done, answer: assigned, reasoning: `${done.reasoning}; the value ${done.answer} is set to` };
    // ("gpg-agent(s)": a name with its plural in brackets is the name.)
    const unbracketed = done.answer?.replace(/^([\w.+-]+)\(s\)?$/, '$1') ?? null;
    return { ...done, answer: unbracketed === null ? null : dateAsAsked(question, formAsked(question, q, unbracketed)) };
  }
  if (shaped) return { answer: shaped.answer, reasoning: `shaped: ${shaped.why}`, strategy: null };
  return { answer: null, reasoning: `expected ${q.type}; no candidate of that type in ${triples.length} triples and ${events.length} events`, strategy: null };
}

/** A list of two or more items: "A, B and C", "A, B, C", "A or B". */
const LIST_ITEMS = String.raw`[\w.:/+-]+(?:\s*,\s*[\w.:/+-]+)*(?:,?\s+(?:and|or)\s+[\w.:/+-]+)?`;

/**
 * "What is the default value of SUB_UID_COUNT?" over "The default values for SUB_UID_MIN, SUB_UID_MAX, SUB_UID_COUNT are
 * respectively 100000, 600100000 and 65536": the item paired with the one the question names, two lists of one length
 * matched by "respectively".
 */
function respectiveValue(question: string, evidence: readonly Event[]): { answer: string; why: string } | null {
  const pairs = new RegExp(
    String.raw`(${LIST_ITEMS})\s+(?:are|is|were|was|default\s+to|equal)\s+(?:respectively\s+(${LIST_ITEMS})|(${LIST_ITEMS}),?\s+respectively)`,
    'gi',
  );
  const items = (list: string): string[] => list.split(/\s*,\s*|\s+(?:and|or)\s+/).filter(Boolean);
  // (Not a comment of a configuration file, which says what most systems set: the file's own lines say what it sets.)
  for (const e of topSentences(evidence, 5).filter((x) => !/^\s*(?:#|;|\/\/)/.test(x.text))) {
    for (const m of e.text.matchAll(pairs)) {
      const names = items(m[1]!);
      const values = items((m[2] ?? m[3])!).map((v) => v.replace(/\.$/, ''));
      if (names.length < 2 || names.length !== values.length) continue;
      const at = names.findIndex((n) => mentionsWhole(question, n));
      if (at >= 0 && names.filter((n) => mentionsWhole(question, n)).length === 1)
        return { answer: values[at]!, why: `"${clip(m[0])}": ${names[at]} is ${values[at]}, respectively` };
    }
  }
  return null;
}

/**
 * "What is the usual value of BYTES_IN_WORD?" over a section "BYTES_IN_WORD" saying "(Usually 4 but can be 8.)": the
 * value a sentence of the named thing's section, or one naming it, says it usually (typically, normally) has.
 */
function usualValue(question: string, evidence: readonly Event[]): { answer: string; why: string } | null {
  const asked = /\b(?:usual|typical|normal|common)\s+(?:value|setting|size|number|length)\s+(?:of|for)\s+(?:the\s+)?["'`‘“]?([A-Za-z_][\w.-]*\w)/i.exec(
    question,
  );
  if (!asked) return null;
  const name = asked[1]!;
  const said = /\b(?:usually|typically|normally|commonly|generally)\s+(?:is\s+|set\s+to\s+)?["'`‘“]?([\w.+-]*\w)/i;
  const sections = new Set(
    evidence.flatMap((e) => {
      const sec = e.kind === 'heading' ? decodeSection(e.text) : null;
      return sec && sec.title.trim() === name ? [sec.id] : [];
    }),
  );
  const about = evidence
    .filter((e) => e.kind === 'sentence' && ((e.section !== undefined && sections.has(e.section)) || mentionsWhole(e.text, name)))
    .sort((a, b) => b.score - a.score);
  for (const e of about) {
    const m = said.exec(e.text);
    // (A value: a number, a name in capitals or one quoted; not a verb, "usually written in C".)
    if (m && m[1] !== name && (/\d/.test(m[1]!) || /^[A-Z0-9_.+-]+$/.test(m[1]!) || /["'`‘“][^\s"'`‘“]+$/.test(m[0])))
      return { answer: m[1]!, why: `"${clip(m[0])}" for ${name}` };
  }
  return null;
}

/**
 * "Which upstream project does this copyright file name as its Upstream-Name?": the value of a header field the question
 * writes as the document does (capitalised words joined by hyphens), from the line that opens with it.
 */
function namedField(question: string, evidence: readonly Event[]): { answer: string; why: string } | null {
  for (const m of question.matchAll(/(?<![\w-])([A-Z][A-Za-z0-9]*(?:-[A-Z][A-Za-z0-9]*)+)(?![\w-])/g)) {
    const line = new RegExp(`^\\s*${escapeRegExp(m[1]!)}:[ \\t]*(\\S[^\\n]{0,200})$`, 'm');
    for (const e of evidence) {
      if (e.kind !== 'sentence') continue;
      const v = line.exec(e.text);
      if (v) return { answer: v[1]!.trim(), why: `"${clip(v[0].trim())}"` };
    }
  }
  // "What is the name of the upstream project?" over "Upstream-Name: nvidia-settings": a field whose label's words the
  // question all writes, in any order.
  if (/\bhow\s+many\b/i.test(question)) return null;
  // (Of several such labels, the one whose words stand closest together in the question: "the upstream contact … Give
  // the person's name" is Upstream-Contact, not Upstream-Name.)
  const words = (question.toLowerCase().match(/[a-z]+/g) ?? []).map((w) => stem(w));
  const span = (label: string): number => {
    const at = label.split('-').map((p) => words.indexOf(stem(p.toLowerCase())));
    return at.some((x) => x < 0) ? Infinity : Math.max(...at) - Math.min(...at);
  };
  let best: { value: string; line: string; span: number } | null = null;
  for (const e of evidence) {
    if (e.kind !== 'sentence') continue;
    const v = /^\s*([A-Z][a-z]+(?:-[A-Z][a-z]+)+):[ \t]*(\S[^\n]{0,200})$/m.exec(e.text);
    if (!v) continue;
    const d = span(v[1]!);
    if (d < (best?.span ?? Infinity)) best = { value: v[2]!.trim(), line: v[0].trim(), span: d };
  }
  // "What is the name of the template file it was generated from?" over "| TEMPLATE FILE: readme-md-template.md |": a
  // label of two or three words, all the question's, over one value (in a box's frame or not).
  if (!best)
    for (const e of topSentences(evidence, 8)) {
      const v = /^\s*[|│]?\s*([A-Za-z]+(?: [A-Za-z]+){1,2}):[ \t]+([^\s|│]+)\s*[|│]?\s*$/.exec(e.text);
      if (!v || v[1]!.split(' ').some((w) => !words.includes(stem(w.toLowerCase())))) continue;
      best = { value: v[2]!, line: v[0].trim(), span: 0 };
      break;
    }
  if (!best) return null;
  // (A field's lines run on until the next field: "Upstream-Contact: A <a@x> B <b@y> Source: http://…" holds two people.)
  const field = best.value.split(/\s+(?=[A-Z][A-Za-z]*(?:-[A-Z][A-Za-z]*)*:\s)/)[0]!;
  // "Besides Pawel W. Olszta, who is listed as an upstream contact?": of the people the field names, the others.
  const people = [...field.matchAll(/([^<>,]+?)\s*<[^<>\s]+@[^<>\s]+>/g)].map((m) => m[1]!.trim());
  const besides = /\b(?:besides|apart from|other than|except(?: for)?|aside from)\s+([^,?]+)/i.exec(question)?.[1]?.trim();
  if (people.length >= 2 && besides) {
    const others = people.filter((p) => !mentionsWhole(besides, p) && !mentionsWhole(p, besides));
    if (others.length && others.length < people.length) return { answer: others.join(', '), why: `"${clip(best.line)}", less ${besides}` };
  }
  // An e-mail address asked for is the address alone; anything else is given without the address after a name.
  const mail = /\be-?mail\b/i.test(question) ? /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(field)?.[0] : undefined;
  const value = mail ?? (field.replace(/\s*<[^<>]*>/g, '').trim() || field);
  return { answer: value, why: `"${clip(best.line)}"` };
}

/** The value a line of the evidence assigns to `key` ("kernel.sysrq=438", "key = value"), where the key is a name. */
function assignedValue(key: string, evidence: readonly Event[]): string | null {
  // (A dotted or underscored name set with no spaces around "=", as configuration lines write it: not a legend's
  // "zstd = fastest decompression".)
  if (!/^[A-Za-z_][\w.-]*[._][\w.-]*$/.test(key)) return null;
  const set = new RegExp(`(?:^|[\\s#;])${escapeRegExp(key)}=([^\\s#;,]+)`);
  for (const e of evidence) {
    const m = set.exec(e.text);
    if (m) return m[1]!.replace(/^["']|["']$/g, '');
  }
  return null;
}

/**
 * "What is the default option string used to extract a file from a tarball?" over a row of variables laid out as
 * `*g:tar_readoptions*  "OPxf"  used to extract a file from a tarball`: of the quoted values a best sentence sets before
 * their explanations, the one whose explanation holds most of the question's words (two at least, and more than any other).
 */
function quotedValueFor(question: string, q: QuestionAnalysis, evidence: readonly Event[]): { answer: string; why: string } | null {
  if (!/^(?:strings?|values?)$/.test(q.head ?? '')) return null;
  const asked = new Set(q.terms);
  // "What string does the lock() method return?" over "… returns the string "0 but true"": the text quoted right after
  // the head noun, in a best sentence that holds the question's verb.
  const named = new RegExp(String.raw`\b(?:the|a)\s+${q.head}\s+["“]([^"”]{1,40})["”]`, 'i');
  for (const e of topSentences(evidence, 3)) {
    const m = named.exec(e.text);
    if (m && !question.includes(m[1]!) && terms(e.text.slice(0, m.index)).some((t) => asked.has(t) && t.length >= 4))
      return { answer: m[1]!, why: `"${m[0]}"` };
  }
  for (const e of topSentences(evidence, 3)) {
    const ranked = [...e.text.matchAll(/["“]([^"”\s][^"”]{0,39})["”]\s+([^"“*]{5,160})/g)]
      // (An explanation that negates what the question says, "when the check does not fail", is not about it.)
      .filter((m) => !/\bnot\b|n't\b/i.test(m[2]!) || /\bnot\b|n't\b/i.test(question))
      .map((m) => ({ value: m[1]!, said: m[2]!.trim(), hits: new Set(terms(m[2]!).filter((t) => asked.has(t))).size }))
      .sort((a, b) => b.hits - a.hits);
    // (Of a row of several: one alone may be a quotation, not a value set beside its explanation.)
    if (ranked.length >= 2 && ranked[0]!.hits >= 2 && ranked[0]!.hits > ranked[1]!.hits && !question.includes(ranked[0]!.value))
      return { answer: ranked[0]!.value, why: `"${ranked[0]!.value}" ${clip(ranked[0]!.said)}` };
  }
  return null;
}

/**
 * "What codename was given to the libaom release dated 2020-05-07?" over "2020-05-07 v2.0.0 "Applejack"": the one
 * quoted name in the best sentence holding one, where the question asks for a codename or nickname.
 */
function quotedCodename(question: string, evidence: readonly Event[]): { answer: string; why: string } | null {
  if (!/\b(?:what|which)\s+(?:code[- ]?name|nick[- ]?name)s?\b/i.test(question)) return null;
  for (const e of topSentences(evidence, 3)) {
    const quoted = [...new Set([...e.text.matchAll(/["“']([A-Z][^"”'\n]{1,40})["”']/g)].map((m) => m[1]!.trim()))].filter((v) => !question.includes(v));
    if (quoted.length === 1) return { answer: quoted[0]!, why: `the one quoted name in "${clip(e.text)}"` };
  }
  return null;
}

/**
 * "Which program does the manual suggest for checking that?" over "The pwck can be used to check for this kind of
 * inconsistencies": the program a sentence says is used for what the question wants done ("use X to check", "X can be
 * used to check"), the verb matched by its stem.
 */
function toolFor(question: string, q: QuestionAnalysis, evidence: readonly Event[]): { answer: string; why: string } | null {
  if (!/^(?:programs?|tools?|commands?|utilit(?:y|ies)|binar(?:y|ies)|executables?)$/.test(q.head ?? '')) return null;
  const wanted = new Set(
    [...question.matchAll(/\b(?:for|to|in order to)\s+([a-z]{3,})\b/gi)].map((m) => stem(m[1]!.toLowerCase())).filter((w) => !STOP_WORDS.has(w)),
  );
  if (wanted.size === 0) return preferredTool(question, evidence);
  const said = [
    // (The name opens the sentence or follows "the": not the last word of a longer phrase, "a rescue disk", "the --dry-run flag".)
    /(?:^|[.;:(]\s*|\bthe\s+)([a-z][\w.+-]*)(?:\(\d\w?\))?\s+(?:(?:program|command|utility|tool)\s+)?(?:can|may|could|should)\s+be\s+used\s+(?:to|for)\s+([a-z]+)/gi,
    /\b(?:use|run|try)\s+(?:the\s+)?([a-z][\w.+-]*)(?:\(\d\w?\))?\s+(?:(?:program|command|utility|tool)\s+)?(?:to|for)\s+([a-z]+)/gi,
  ];
  const asked = new Set(terms(question));
  for (const e of topSentences(evidence)) {
    for (const pattern of said) {
      for (const m of e.text.matchAll(pattern)) {
        const name = m[1]!;
        if (!wanted.has(stem(m[2]!.toLowerCase())) || STOP_WORDS.has(name.toLowerCase()) || asked.has(stem(name.toLowerCase()))) continue;
        if (/^(?:it|this|that|which|these|they|program|command|utility|tool|option|file|flag|disk|switch|setting)$/i.test(name)) continue;
        // ("Run make to build the program" for "… to build the documentation": what follows the verb is what is asked.)
        const object = terms(e.text.slice(m.index! + m[0].length, m.index! + m[0].length + 60));
        if (/^(?:use|run|try)\b/i.test(m[0].trim()) && object.length > 0 && !object.some((t) => asked.has(t))) continue;
        return { answer: name, why: `"${m[0].trim()}" in "${clip(e.text)}"` };
      }
    }
  }
  return null;
}

/**
 * "Which program does the manual suggest you will probably prefer if …" over "… you will probably prefer to use
 * xbacklight": the program a sentence prefers or recommends using, in the best sentences that do.
 */
function preferredTool(question: string, evidence: readonly Event[]): { answer: string; why: string } | null {
  if (!/\b(?:prefer|recommend|suggest|advise|advocate)\w*\b/i.test(question)) return null;
  const asked = new Set(terms(question));
  const urged =
    /\b(?:prefer(?:s|red)?|recommend(?:s|ed)?|suggest(?:s|ed)?|advised?)\s+(?:to\s+use|using|the\s+use\s+of)\s+(?:the\s+)?([a-z][\w.+-]*[\w+])(?:\(\d\w?\))?/gi;
  for (const e of topSentences(evidence)) {
    for (const m of e.text.matchAll(urged)) {
      const name = m[1]!;
      if (STOP_WORDS.has(name.toLowerCase()) || asked.has(stem(name.toLowerCase()))) continue;
      if (/^(?:it|this|that|these|those|them|another|other|some|any|program|command|utility|tool|option|file|flag|switch|setting)$/i.test(name)) continue;
      return { answer: name, why: `"${m[0].trim()}" in "${clip(e.text)}"` };
    }
  }
  return null;
}

/**
 * "Who is the author of this description of the Xrender library?": a document's byline, a person's name alone on a line
 * before its first section (under the title, version and date), when the question asks who wrote the document itself.
 * The one such name only: two names there (a title page of several authors) leave the question to the other strategies.
 */
function bylineAuthor(question: string, events: readonly Event[]): string | null {
  const doc = String.raw`this\s+(?:document|description|paper|guide|page|text|specification|manual|note|notes|article|tutorial|readme|memo|write-?up)\b`;
  // (The document's own author: "the author of this description", "who wrote this guide", not "the library described in
  // this document".)
  if (!new RegExp(String.raw`\b(?:author|writer)\s+of\s+${doc}|\bwho\s+wrote\s+${doc}|\b${doc}\s+(?:was\s+)?written\b`, 'i').test(question)) return null;
  // A sentence that says who wrote it answers instead ("This guide was written by Ada Lovelace").
  if (events.some((e) => e.kind === 'sentence' && /\b(?:written|authored|prepared)\s+by\b|\bauthors?\s*:/i.test(e.text))) return null;
  const names = new Set(
    events
      .filter((e) => e.kind === 'sentence' && e.section === undefined && e.chunk === 0)
      .map((e) => e.text.trim())
      .filter(
        (t) =>
          /^[A-Z][a-z]+(?:\s+[A-Z]\.)?(?:\s+(?:van|von|de|der)\b)?(?:\s+[A-Z][a-z]+(?:-[A-Z][a-z]+)?){1,2}$/.test(t) &&
          !/\b(?:Library|Manual|Guide|Version|Introduction|Contents|Project)\b/.test(t),
      ),
  );
  return names.size === 1 ? [...names][0]! : null;
}

/**
 * "Who signed the Debian README (the name at the end of the document)?": the last name given with an e-mail address
 * ("Gregor Hoffleit <flight@debian.org>", "-- Ada Quill <ada@example.org>  Mon, 1 Jan 2024"), opening a line or after a
 * date, in the best-ranked sentence that gives one (extract ranks the document's last such sentence first).
 */
function signerAtEnd(question: string, events: readonly Event[]): { answer: string; why: string } | null {
  if (!ASKS_SIGNATURE.test(question)) return null;
  const signed = new RegExp(String.raw`(?:^|\n|--|\d\s)\s*(${NAME_WORD}(?:\s+${NAME_WORD}){1,3})\s*<[^<>@\s]+@[^<>\s]+>`, 'u');
  // (Extract ranks the document's last such sentence first.)
  for (const e of [...events].filter((x) => x.kind === 'sentence').sort((a, b) => b.score - a.score)) {
    const m = signed.exec(e.text);
    if (m) return { answer: m[1]!, why: `"${clip(m[0].trim())}", the last name with an address` };
  }
  return null;
}

/** A token's shape: capitals as A, small letters as a, each run of digits as 9 ("Fam10h" → "Aaa9a", "S0" → "A9"). */
function shapeOf(token: string): string {
  return token.replace(/[A-Z]/g, 'A').replace(/[a-z]/g, 'a').replace(/\d+/g, '9');
}

/**
 * "Under which AMD family designation is Jaguar supported? Give it as written, e.g. Fam10h.": the example's shape picks
 * the answer, the first token of that shape (not the example) in the best-ranked sentence holding one. Only for an
 * example of letters and digits mixed (a shape, not a word).
 */
function shapedAnswer(question: string, evidence: readonly Event[]): { answer: string; example: string; why: string } | null {
  const example =
    /\b(?:e\.g\.|for example|such as|like)\s*,?\s*["“'‘]?([A-Za-z][\w.-]{0,20}\d[\w.-]{0,20}|\d[\w.-]{0,20}[A-Za-z][\w.-]{0,20})["”'’]?\s*[).]?\s*$/i.exec(
      question.replace(/[?.!]\s*$/, ''),
    )?.[1];
  if (!example) return null;
  const shape = shapeOf(example);
  const asked = new Set(terms(question.slice(0, question.search(/\b(?:e\.g\.|for example|such as|like)\b/i))));
  // Of the twenty best sentences, the token of that shape nearest a word of the question (the sentence's own rank breaking
  // ties).
  let best: { answer: string; score: number; text: string } | null = null;
  const ranked = evidence.filter((e) => e.kind === 'sentence').sort((a, b) => b.score - a.score);
  // (The document's subject, a word of a tenth of its sentences or more where it has twenty, "LogiPat", places no token.)
  if (ranked.length >= 20) {
    const held = ranked.map((e) => new Set(terms(e.text)));
    for (const t of [...asked]) if (held.filter((h) => h.has(t)).length * 10 >= ranked.length) asked.delete(t);
  }
  ranked.slice(0, 20).forEach((e, rank) => {
    const tokens = (e.text.match(/[\w.-]+/g) ?? []).map((t) => t.replace(/[.-]+$/, ''));
    const near = tokens.flatMap((t, i) => (terms(t).some((w) => asked.has(w)) ? [i] : []));
    tokens.forEach((t, i) => {
      if (t === example || shapeOf(t) !== shape) return;
      const distance = near.length ? Math.min(...near.map((j) => Math.abs(j - i))) : 50;
      const score = 100 - distance - rank * 0.1;
      if (!best || score > best.score) best = { answer: t, score, text: e.text };
    });
  });
  const found = best as { answer: string; score: number; text: string } | null;
  return found
    ? { answer: found.answer, example, why: `the token shaped like "${example}" nearest the question's words in "${found.text.slice(0, 60)}"` }
    : null;
}

/**
 * What a sentence says beyond the question: a quoted word or phrase the
 * question does not hold; else the longest run of words none of which the
 * question uses (stop words trimmed from its ends), when it is short (two to
 * six words). Null when there is no such part.
 */
export function residue(sentence: string, qTerms: ReadonlySet<string>): string | null {
  const quoted = [...sentence.matchAll(/["“‘'`]([^"”’'`]{1,40})["”’'`]/g)]
    .map((m) => m[1]!.trim())
    .filter((x) => x && !words(x).every((w) => qTerms.has(stem(w.toLowerCase()))));
  if (quoted.length === 1) return quoted[0]!;
  const tokens = sentence.split(/\s+/).map((w) => w.replace(/^[("'“‘`]+|[)"'”’`.,;:!?]+$/g, ''));
  let best: string[] = [];
  let run: string[] = [];
  for (const w of [...tokens, '']) {
    const t = stem(w.toLowerCase());
    if (w && !qTerms.has(t)) {
      run.push(w);
      continue;
    }
    while (run.length && STOP_WORDS.has(run[0]!.toLowerCase())) run.shift();
    while (run.length && STOP_WORDS.has(run.at(-1)!.toLowerCase())) run.pop();
    if (run.length > best.length) best = run;
    run = [];
  }
  return best.length >= 2 && best.length <= 6 ? best.join(' ') : null;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A date in the form the question asks for: "Answer as 'Month YYYY'" or "in
 * what month and year" turns 2016-06(-15) into "June 2016"; "as YYYY-MM-DD"
 * turns "June 15, 2016" or "15 June 2016" into 2016-06-15. Other answers
 * pass unchanged.
 */
export function dateAsAsked(question: string, answer: string): string {
  const iso = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(answer.trim());
  if (/\bMonth\s+YYYY\b|\bmonth and year\b/i.test(question) && iso) return `${MONTH_NAMES[Number(iso[2]) - 1]} ${iso[1]}`;
  if (/\bYYYY-MM-DD\b/.test(question) && !iso) {
    const day = findDate(answer);
    if (day && day.length === 10) return day;
  }
  return answer;
}

function text(strategy: Strategy, hit: { answer: string; why: string } | null): Reasoned | null {
  return hit ? { answer: hit.answer, reasoning: `text: ${hit.why}`, strategy } : null;
}

/** The reasoner's result: tokens are the words it read plus the words of its answer and reasoning. */
function finalAnswer(answer: string | null, reasoning: string, read: number): ToolResult {
  return {
    ok: true,
    output: { type: 'final_answer', tag: 'data_event', answer, reasoning },
    usage: { input_tokens: read, output_tokens: countWords(answer ?? '') + countWords(reasoning) },
  };
}

/** Rebuild a table from the header event and the (row key, column, value) triples of row events. */
export function tableFromTriples(events: Event[], triples: Triple[]): Table | null {
  const header = events.find((e) => e.kind === 'header');
  if (!header) return null;
  // A header that does not decode makes no table: the question is then reasoned over as prose.
  const columns = decodeHeader(header.text);
  if (!columns) return null;
  const bySource = new Map<number, Record<string, string>>();
  for (const t of triples) {
    if (events[t.source]?.kind !== 'row') continue;
    const row = bySource.get(t.source) ?? Object.fromEntries(columns.map((c) => [c, '']));
    row[t.relation] = t.object;
    bySource.set(t.source, row);
  }
  const rows = [...bySource.entries()].sort((a, b) => a[0] - b[0]).map(([, r]) => r);
  return { columns, rows };
}

function pick(candidates: Candidate[]): Candidate | undefined {
  let best: Candidate | undefined;
  for (const c of candidates) if (!best || c.score > best.score) best = c;
  return best;
}

/** Fraction of the question's terms found in `text` (stemmed). */
function overlap(q: QuestionAnalysis, text: string): number {
  if (q.terms.length === 0) return 0;
  const have = new Set(terms(text));
  let hit = 0;
  for (const t of new Set(q.terms)) if (have.has(t)) hit++;
  return hit / new Set(q.terms).size;
}

function fromTriples(q: QuestionAnalysis, triples: Triple[]): Candidate[] {
  const out: Candidate[] = [];
  for (const t of triples) {
    // Structure (headings, items) is reasoned over in structure-qa, not read for values.
    if (sectionOfSubject(t.subject) !== null) continue;
    const span = typedSpans(q, t.object, `${t.subject} ${t.relation}`)[0];
    if (!span) continue;
    const score = overlap(q, `${t.subject} ${t.relation}`) * 2 + overlap(q, t.object) * 0.5;
    out.push({ value: span.value, score, why: `triple (${t.subject} | ${t.relation} | ${clip(t.object)})` });
  }
  return out;
}

/**
 * How much nearness to each question term counts: rare terms in the evidence
 * ("copyright") more than common ones ("licence"), scaled to at most 1.
 */
function termWeights(q: QuestionAnalysis, events: Event[]): Map<string, number> {
  const df = new Map<string, number>();
  for (const e of events) for (const t of new Set(terms(e.text))) if (q.terms.includes(t)) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = new Map(q.terms.map((t) => [t, Math.log(1 + events.length / ((df.get(t) ?? 0) + 0.5))]));
  const max = Math.max(1e-9, ...idf.values());
  return new Map([...idf].map(([t, v]) => [t, v / max]));
}

function fromEvents(q: QuestionAnalysis, events: Event[]): Candidate[] {
  const out: Candidate[] = [];
  const top = Math.max(1e-9, ...events.map((e) => e.score));
  const weights = termWeights(q, events);
  // "Which device property is checked for 3D printers": a commented rule's comment says what the question says, the code
  // under it holds the answer. A code-shaped value is as relevant as the best sentence of its section.
  // (Only where that best sentence writes no code itself.)
  const code = q.phrase && CODE_HEADS.test(q.head ?? '');
  const sectionTop = new Map<number, Event>();
  if (code) for (const e of events) if (e.section !== undefined && e.score > (sectionTop.get(e.section)?.score ?? -1)) sectionTop.set(e.section, e);
  // (Each sentence's spans found once: a section's best sentence is read here and again below.)
  const found = new Map<Event, Span[]>();
  const spansOf = (e: Event): Span[] => found.get(e) ?? found.set(e, typedSpans(q, e.text, '', weights)).get(e)!;
  const prose = new Set([...sectionTop].filter(([, top]) => !spansOf(top).some((x) => CODE_SHAPED.test(x.value))).map(([section]) => section));
  const comment = (e: Event): boolean => /^\s*(?:#|\/\/|;|--\s)/.test(e.text);
  // A term alone on its line, the only one in its section ("KELP_RUNNER" over "Read by … the default runner"): of several
  // ("--version", "--no-color" under OPTIONS), the best sentence may describe any.
  const alone = new Map<number, number>();
  if (code) for (const e of events) if (e.section !== undefined && CODE_SHAPED.test(e.text.trim())) alone.set(e.section, (alone.get(e.section) ?? 0) + 1);
  for (const e of events) {
    for (const span of spansOf(e)) {
      // The code under a comment, or a term standing alone on its line over the description that says it ("TS_COMMAND").
      const inherits =
        code &&
        e.section !== undefined &&
        prose.has(e.section) &&
        CODE_SHAPED.test(span.value) &&
        (comment(sectionTop.get(e.section)!) || (e.text.trim() === span.value && alone.get(e.section) === 1));
      const score = inherits ? Math.max(e.score, sectionTop.get(e.section!)!.score) : e.score;
      out.push({ value: span.value, score: (score / top) * 1.5 + span.proximity * 0.5 + (inherits ? 0.25 : 0), why: `sentence "${clip(e.text)}"` });
    }
  }
  return out;
}

const NUMBER = /(?<![\w.])[-+]?\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\w])|(?<![\w./-])[-+]?\d+(?:\.\d+)?(?![\w/]|\.\d)/g;
const YEAR = /\b(1[5-9]\d\d|20\d\d)\b/g;
const DATE =
  /\b(?:\d{4}-\d{2}-\d{2}|(?<![\d.])\d{4}\.(?:0[1-9]|1[0-2])\.(?:0[1-9]|[12]\d|3[01])(?![\d.]*\d)|\d{1,2}(?:st|nd|rd|th)?[ -](?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*,?[ -]\d{4}|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}(?:st|nd|rd|th)?,? \d{4}|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*-\d{1,2}-\d{4}|\d{4} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}(?![:.]?\d))\b/g;
const MONTH_YEAR =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?) (?:1[5-9]\d\d|20\d\d)\b/g;
// Capitalised words (a trailing dot only for an initial: "H. Peter Anvin"), repeated.
const NAME = new RegExp(String.raw`(?<![\p{L}\p{N}_])${NAME_WORD}(?:\s+(?:of the|of|de|von|van|der|the|and|da|di|le|la)?\s*${NAME_WORD})*`, 'gu');
const ID = /(?<![\w/.-])[A-Za-z0-9]+(?:[-./_:][A-Za-z0-9]+)+(?![\w/-])/g;
const HOST = /(?<![\w.@/-])(?:\d{1,3}(?:\.\d{1,3}){3}|[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:[a-z]{2,6}))(?![\w@/-]|\.\w)/g;
/** A dotted version; "v2.30" is read as 2.30. */
// ("until sed 4.0.x": a series written with its wildcard part is that version as written.)
/** An e-mail address as written ("debian-sgml@lists.debian.org"). */
const MAIL_ADDRESS = /(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}(?![\w-])/g;
const VERSION = /(?:(?<![\w.])|(?<=(?<![\w.])v))\d+(?:\.\d+)+(?:\.[xX](?![\w]))?[a-z]*\d*(?![\w.]*\d)/g;
const ORG_HEADS = new Set([
  'organization',
  'organisation',
  'company',
  'foundation',
  'institute',
  'agency',
  'body',
  'firm',
  'vendor',
  'owner',
  'steward',
  'university',
]);
/** Head nouns that ask for one person. */
const PERSON_HEADS = /^(?:person|people|individual|man|woman|developer|author|contributor|maintainer|reporter|researcher|engineer)$/;
const ORG_SUFFIX =
  /\b(?:Foundation|Inc|Incorporated|Corporation|Corp|Company|Co|Ltd|LLC|GmbH|Institute|University|Association|Society|Consortium|Organi[sz]ation|Agency|Council|Board|Project|Group|Laboratories|Labs|Trust|Authority|Initiative|Team|Department)\b/;
const NUMBER_WORDS_RE = new RegExp(`\\b(?:${Object.keys(NUMBER_WORD_VALUES).join('|')})\\b`, 'gi');
/** Head nouns whose answer is a path. */
const PATH_HEADS = /^(?:paths?|files?|filenames?|directory|directories|folders?|locations?|pathnames?)$/;
const CALENDAR_WORD =
  /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/;

/** Head nouns whose answer is written as code: a function, option, macro, variable, keyword. */
const CODE_HEADS =
  /^(?:functions?|macros?|options?|flags?|switch|variables?|keywords?|methods?|commands?|directives?|settings?|parameters?|properties|property|symbols?|constants?|identifiers?|tools?|programs?|utilit(?:y|ies)|binar(?:y|ies))$/;
/** A value written as code: "--keep", "json_is_boolean()", "ID_MAKER_TOOL", "max_connections". */
const CODE_SHAPED = /^(?:--?[a-z][\w-]*|[A-Za-z_][\w.]{0,60}\(\)|[a-z]+(?:_[a-z0-9]+)+|[A-Z][A-Z0-9]*_[A-Z0-9_]+)$/;
const STREET = /^(?:Avenue|Ave|Street|St|Road|Rd|Drive|Dr|Boulevard|Blvd|Lane|Ln|Way|Place|Pl|Court|Ct|Suite|Floor|Square|Parkway)\.?$/i;
/** A street address's number and street: "1401 Park Avenue", "350 Fifth Ave.". */
const STREET_ADDRESS = new RegExp(String.raw`\b\d{1,5}\s+(?:[A-Z][\w'-]*\s+){1,4}${STREET.source.slice(1, -1)}(?![\w])`, 'g');

/** A value of the expected type found in a text, with its closeness (0-1) to the question's terms there. */
export interface Span {
  value: string;
  proximity: number;
}

/** Does `word` spell the question's unit (days ~ day, MiB ~ mib, km ~ kilometres)? */
function isUnit(word: string, unit: string): boolean {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  const u = unit.toLowerCase();
  if (w === u || stem(w) === stem(u) || (w.length >= 2 && u.startsWith(w) && w.length >= Math.min(3, u.length))) return true;
  // A unit's symbol for its name ("100ms" for milliseconds, "4KiB" for kibibytes).
  // (Of two letters at least: "1990s" is a decade, not 1990 seconds.)
  const symbol = word.replace(/[^A-Za-zµ]/g, '');
  const [a, b] = [symbol.length >= 2 ? unitOf(symbol) : null, unitOf(unit)];
  return a !== null && b !== null && a.dimension === b.dimension && a.factor === b.factor;
}

/**
 * Every value of the question's expected type in `text`, best first: the
 * value nearest (in words) to a question term wins; for numbers, one
 * followed by the question's unit wins; for people asked about with "who
 * wrote …", a name after "by" wins. Values that only repeat the question
 * (or `context`) are skipped.
 */
export function typedSpans(q: QuestionAnalysis, text: string, context: string, weights?: ReadonlyMap<string, number>): Span[] {
  const clean = unbrokenText(text);
  const asked = new Set(words(`${context}`).map((w) => w.toLowerCase()));
  const hits: { at: number; weight: number }[] = [];
  const tokens = [...clean.matchAll(/[\p{L}\p{N}]+(?:[.,'’_-][\p{L}\p{N}]+)*/gu)];
  const qTerms = new Set(q.terms);
  tokens.forEach((m, i) => {
    const t = stem(m[0].toLowerCase());
    if (qTerms.has(t)) hits.push({ at: i, weight: weights?.get(t) ?? 1 });
  });
  const wordIndex = (offset: number): number => {
    const i = tokens.findIndex((m) => m.index! + m[0].length > offset);
    return i < 0 ? tokens.length : i;
  };
  // Clauses ("…, and in 1998 it was …"): nearness across a clause boundary counts less.
  const clauseOf: number[] = [];
  let clause = 0;
  tokens.forEach((m, i) => {
    const gap = i === 0 ? '' : clean.slice(tokens[i - 1]!.index! + tokens[i - 1]![0].length, m.index!);
    if (/[;]/.test(gap) || (/,/.test(gap) && /^(?:and|but|while|whereas)$/i.test(m[0]))) clause++;
    clauseOf.push(clause);
  });
  const proximity = (offset: number): number => {
    if (hits.length === 0) return 0;
    const at = wordIndex(offset);
    return Math.max(...hits.map((h) => h.weight / (1 + Math.abs(h.at - at) + (clauseOf[h.at] === clauseOf[Math.min(at, tokens.length - 1)] ? 0 : 4))));
  };
  const found: (Span & { at: number })[] = [];
  const add = (value: string, at: number, bonus = 0): void => {
    found.push({ value, at, proximity: proximity(at) + bonus });
  };
  const after = (end: number, n = 24): string => clean.slice(end, end + n);
  const before = (start: number, n = 24): string => clean.slice(Math.max(0, start - n), start);
  const type: AnswerType = q.type;
  switch (type) {
    case 'year':
      for (const m of clean.matchAll(YEAR)) if (!q.terms.includes(m[1]!)) add(m[1]!, m.index!);
      break;
    case 'date':
      for (const m of clean.matchAll(DATE)) add(m[0], m.index!);
      // "in April 2000": a month and its year, before a bare year. Each is less of a date than a full one another
      // sentence gives ("Version 2.8, 17 August 2003" over "Copyright 1998-2022").
      if (found.length === 0) for (const m of clean.matchAll(MONTH_YEAR)) add(m[0], m.index!, -0.3);
      if (found.length === 0) for (const m of clean.matchAll(YEAR)) add(m[1]!, m.index!, -0.6);
      break;
    case 'number': {
      // "level parameter 1 to 3": the highest value asked for is the range's upper end, the lowest its lower one.
      const high = q.terms.some((t) => /^(?:highest|largest|greatest|biggest|maximum|max|upper)$/.test(t));
      const low = q.terms.some((t) => /^(?:lowest|smallest|least|minimum|min|lower)$/.test(t));
      for (const m of clean.matchAll(NUMBER)) {
        const n = m[0].replace(/,/g, '').replace(/^\+/, '');
        if (asked.has(n) || q.terms.includes(n)) continue;
        if (/\b(?:section|sections|article|clause|version|release|chapter|§)\s*$/i.test(before(m.index!, 12))) continue;
        const next = /^\s*[-%]?\s*\(?([A-Za-z]+)/.exec(after(m.index! + m[0].length));
        const unitBonus = q.unit && next && isUnit(next[1]!, q.unit) ? 2 : 0;
        const percentBonus = q.head?.startsWith('percent') && /^\s*(?:%|percent)/.test(after(m.index! + m[0].length)) ? 2 : 0;
        // In a list of values ("0 for a normal exit, 1 for …, 2 to indicate a corrupt file"), the item the number opens
        // names what it stands for: its share of the question's words counts.
        const item = /^[^,;]*/.exec(clean.slice(m.index! + m[0].length))![0];
        const itemShare = /^\s*(?:for|to|if|when|means?|=|:|-)\s/i.test(item) ? terms(item).filter((t) => qTerms.has(t)).length * 0.25 : 0;
        // ("grows from 2 to 8" is a change, not a range.)
        const upper = high && /\d\s*(?:to|through|-|–|\.\.)\s*$/.test(before(m.index!, 10)) && !/\bfrom\s+\S+\s*(?:to|through)\s*$/i.test(before(m.index!, 24));
        const lower = low && /^\s*(?:to|through|-|–|\.\.)\s*\d/.test(after(m.index! + m[0].length, 10)) && !/\bfrom\s*$/i.test(before(m.index!, 6));
        // "must not be smaller than 16 seconds" for the smallest value allowed; "at most 64" for the largest.
        const before40 = before(m.index!, 40);
        const bound =
          (low &&
            /\b(?:not\s+(?:be\s+)?(?:smaller|less|lower|shorter)\s+than|at\s+least|no\s+(?:less|fewer)\s+than|minimum(?:\s+(?:value\s+)?(?:of|is))?)\s*$/i.test(
              before40,
            )) ||
          (high &&
            /\b(?:not\s+(?:be\s+)?(?:larger|greater|more|higher|longer)\s+than|at\s+most|no\s+more\s+than|maximum(?:\s+(?:value\s+)?(?:of|is))?)\s*$/i.test(
              before40,
            ))
            ? 1
            : 0;
        // "How many bytes … are displayed correctly?" over "only the first 8 bytes are displayed correctly": the number whose
        // unit the question's own verb follows.
        const verb = unitBonus
          ? /^\s*[-%]?\s*\(?[A-Za-z]+\s+(?:are|is|were|was|will\s+be|can\s+be|get|gets)\s+([a-z]{4,})/.exec(after(m.index! + m[0].length, 50))
          : null;
        const verbBonus = verb && qTerms.has(stem(verb[1]!)) ? 1 : 0;
        add(n, m.index!, unitBonus + percentBonus + itemShare + bound + verbBonus + (upper || lower ? 0.5 : 0));
      }
      // "Which Vim error number is given when …": an error's number is written with its letter ("*E832*"), where the text
      // numbers its errors so.
      if (q.head === 'number' && q.errorCode)
        // (One letter and its number, marked as a tag, "*E832*", or opening the sentence before a colon, "E832: …".)
        for (const m of clean.matchAll(/(?<=\*)[A-Z]\d{2,5}(?=\*)|^[A-Z]\d{2,5}(?=:)/g)) if (!asked.has(m[0].toLowerCase())) add(m[0], m.index!, 1);
      // A number that is a whole segment of a link's path ("http://lwn.net/Articles/277146/"): an article's, a bug's number.
      // (Of its path: not the host's address or port, "http://127.0.0.1:3128".)
      // (Where the question asks for such a number: an article's, a bug's, an issue's.)
      const linked = q.terms.some((t) => /^(?:articl\w*|bugs?|issu\w*|tickets?|reports?|posts?|thread\w*|pr)$/.test(t));
      for (const m of linked ? clean.matchAll(/\bhttps?:\/\/[^\s/<>"')]+(\/[^\s<>"')]*)/g) : [])
        for (const n of m[1]!.matchAll(/\/(\d{3,9})(?=\/|$|[?#.])/g)) if (!asked.has(n[1]!) && !q.terms.includes(n[1]!)) add(n[1]!, m.index! + n.index!);
      // "Which RFC number describes the deflate format?" over "rfc1951 (deflate format)": the number glued to the series the
      // question names, the more so where its gloss in brackets shares the question's words.
      const series = q.series;
      if (series)
        for (const m of clean.matchAll(new RegExp(`(?<![\\w.])${series}[\\s-]?(\\d{1,6})\\b(?:\\s*\\(([^()]{1,60})\\))?`, 'gi'))) {
          const gloss = terms(m[2] ?? '').filter((t) => qTerms.has(t)).length;
          if (!asked.has(m[1]!)) add(m[1]!.replace(/^0+(?=\d)/, ''), m.index!, 3 + gloss);
        }
      // A number glued to the question's unit ("4.9GHz", "250ms"): the unit says it is the measure asked for.
      if (q.unit) {
        for (const m of clean.matchAll(/(?<![\w.])([-+]?\d+(?:\.\d+)?)([A-Za-z]+)\b/g)) {
          if (isUnit(m[2]!, q.unit)) add(m[1]!.replace(/^\+/, ''), m.index!, 2);
        }
      }
      // "How many times do you have to pass --force?" over "specify --force twice": a count of times in a word.
      // (The more so right after an option the question writes: "if --force is given twice".)
      if (q.terms.some((t) => /^times?$/.test(t)))
        for (const m of clean.matchAll(/\b(once|twice|thrice)\b/gi)) {
          const option = /(?<![\w-])(--?[a-z][\w-]*)(?:\s+\S+){0,3}\s*$/i.exec(before(m.index!, 40))?.[1];
          add(
            String(['once', 'twice', 'thrice'].indexOf(m[1]!.toLowerCase()) + 1),
            m.index!,
            1 + (option && q.terms.includes(stem(option.replace(/^-+/, '').toLowerCase())) ? 1 : 0),
          );
        }
      // Numbers written as words: "up to four bytes".
      for (const m of clean.matchAll(NUMBER_WORDS_RE)) {
        const n = String(NUMBER_WORD_VALUES[m[0].toLowerCase()]);
        const next = /^\s*[-]?\s*([A-Za-z]+)/.exec(after(m.index! + m[0].length));
        const unitBonus = q.unit && next && isUnit(next[1]!, q.unit) ? 2 : 0;
        if (unitBonus) add(n, m.index!, unitBonus);
        // "A status of two will be returned if any errors …": a number word as the value of a status or code.
        else if (/\b(?:status|code|value|level)\s+(?:of\s+)?$/i.test(before(m.index!, 20)) && q.terms.some((t) => /^(?:statu|code|valu|level)/.test(t)))
          add(n, m.index!, 0.5);
        // "Up to eight keysyms may be attached": a number word counting a noun the question asks about, the more so as
        // the bound of a maximum (or minimum) asked for.
        else if (next && !STOP_WORDS.has(next[1]!.toLowerCase()) && qTerms.has(stem(next[1]!.toLowerCase())))
          add(
            n,
            m.index!,
            (high && /\b(?:up\s+to|at\s+most|maximum\s+of|no\s+more\s+than)\s+$/i.test(before(m.index!, 16))) ||
              (low && /\b(?:at\s+least|minimum\s+of|no\s+(?:fewer|less)\s+than)\s+$/i.test(before(m.index!, 16)))
              ? 0.5
              : // (Otherwise below a number in digits: "two processes … a factor of 1.25".)
                -0.5,
          );
      }
      break;
    }
    case 'name':
      for (const m of clean.matchAll(NAME)) {
        const parts = m[0].trim().split(/\s+/);
        while (parts.length && FUNCTION_WORDS.has(parts[0]!.toLowerCase())) parts.shift();
        // "(Thanks Ivan Fratric of the Google Security Team)": a credit's word is not the name, and the organisation after
        // "of" is where a person works, not part of their name.
        while (parts.length > 1 && /^(?:thanks|thank|courtesy|credits?|kudos|cheers)$/i.test(parts[0]!)) parts.shift();
        const of = parts.findIndex((p, i) => i >= 2 && i <= 3 && /^of$/i.test(p));
        if (PERSON_HEADS.test(q.head ?? '') && of > 0 && ORG_SUFFIX.test(parts.slice(of).join(' ')) && !ORG_SUFFIX.test(parts.slice(0, of).join(' ')))
          parts.splice(of);
        // An acronym alone ("URI") is no person's name.
        if (PERSON_HEADS.test(q.head ?? '') && parts.length === 1 && /^[A-Z0-9]{2,}$/.test(parts[0]!)) continue;
        // A verb run on after the name ("Donna Robinson XMLised the documentation") is not part of it.
        while (parts.length > 2 && /^[A-Z]+[a-z]*(?:ised|ized|ated)$/.test(parts.at(-1)!)) parts.pop();
        // Nor is a capitalised word the sentence wrote before the name ("Original Manpage by Eric W. Biederman Manpage
        // revised by …").
        while (parts.length > 2 && new RegExp(`\\b${escapeRegExp(parts.at(-1)!)}\\b`).test(clean.slice(0, m.index!))) parts.pop();
        // (A possessive is no part of the name: "Larry Wall's original version" names Larry Wall.)
        const name = parts
          .join(' ')
          .replace(/[.,]$/, '')
          .replace(/(?<=\p{L})['’]s$/u, '');
        const ws = words(name).filter((w) => !STOP_WORDS.has(w.toLowerCase()));
        // A word of the question's, hyphenated parts each ("Upstream-Contact" for "the upstream contact"), is no answer.
        const asked = (w: string): boolean => w.split('-').every((p) => qTerms.has(stem(p.toLowerCase())));
        if (ws.length === 0 || name.length < 2 || ws.every(asked)) continue;
        // A header field's key ("Upstream-Name: sodium") labels the value after it.
        if (/^(?:[-*•]\s*)?$/.test(clean.slice(0, m.index!)) && /^[A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*$/.test(name) && clean[m.index! + m[0].length] === ':')
          continue;
        // Months and days are dates, not people.
        if (ws.length === 1 && CALENDAR_WORD.test(ws[0]!)) continue;
        // One capitalised word opening the sentence is a name only if it reads as one ("Compressed data …" does not).
        if (parts.length === 1 && m.index === 0 && !/[A-Z].*[A-Z]|\d/.test(name) && !isNameWord(name)) continue;
        if (q.head === 'city' || q.head === 'town') {
          if (STREET.test(ws[ws.length - 1]!) || /^[A-Z]{2}$/.test(name)) continue;
        }
        // "Which body must approve …": the name after "approval by", "approved by" does what the question asks about.
        const action = /\b([a-z]{5,})\s+by\s+(?:the\s+)?$/i.exec(before(m.index!, 30))?.[1]?.toLowerCase();
        const actionBonus = action && q.terms.some((t) => t.length >= 5 && action.slice(0, 5) === t.slice(0, 5)) ? 1 : 0;
        // The verb the question asks about ("suggested by" for "whose suggestion") outranks any other "by".
        const byBonus = q.agent && /\bby\s+(?:the\s+\w+\s+)?$/i.test(before(m.index!, 30)) ? 2 + actionBonus : actionBonus;
        // The subject doing what the question asks ("Ximon Eighteen helped to polish …" for "who helped polish"): the name
        // opening the sentence, followed within three words by the question's verb.
        const following = clean
          .slice(m.index! + m[0].length, m.index! + m[0].length + 40)
          .split(/\s+/)
          .filter(Boolean)
          .slice(0, 3);
        const subjectBonus =
          m.index === 0 &&
          following.some((w) => /^[a-z]{4,}$/.test(w) && !/^(?:must|shall|should|will|would|could|might|have|been|were|does)$/.test(w) && qTerms.has(stem(w)))
            ? 1.5
            : 0;
        // An answer seldom repeats the question's words ("License Agreement" for "which organization … licence").
        const echo = -0.8 * (ws.filter(asked).length / ws.length);
        const orgBonus = ORG_HEADS.has(q.head ?? '') && ORG_SUFFIX.test(name) ? 1 : 0;
        // An address: "<number> <Street>, <City>, <ST> <zip>" names the city after the street.
        const cityBonus =
          (q.head === 'city' || q.head === 'town') &&
          (/(?:Avenue|Ave|Street|St|Road|Rd|Drive|Dr|Boulevard|Blvd|Lane|Way),\s*$/i.test(before(m.index!, 14)) ||
            /^,?\s*[A-Z]{2}\s+\d{5}/.test(after(m.index! + m[0].length, 12)))
            ? 2
            : 0;
        // "- Documentation: man page fix (Vincent Lefevre).": the name in brackets closing an entry is who it credits.
        const creditBonus = q.agent && /\(\s*$/.test(before(m.index!, 3)) && /^\s*\)\s*[.;]?\s*$/.test(after(m.index! + m[0].length, 4)) ? 1.5 : 0;
        // "Whose window manager …" over "Carsten Haitzler for Enlightenment": the person the thing is credited to, before "for"
        // or the thing's possessive.
        const whoseBonus = q.whose && /^(?:\s+for\s+[A-Z]|['’]s\b)/.test(after(m.index! + m[0].length, 8)) ? 1.5 : 0;
        add(name, m.index!, byBonus + cityBonus + echo + orgBonus + subjectBonus + creditBonus + whoseBonus);
      }
      break;
    case 'id':
      // "What ISBN does it give": a book number of digits and hyphens, after its scheme's name.
      if (q.terms.includes('isbn') || q.terms.includes('issn'))
        for (const m of clean.matchAll(/\b(?:ISBN|ISSN)(?:-1[03])?:?\s+([\dX][\dX -]{7,20}[\dX])\b/gi)) add(m[1]!.trim(), m.index!, 2);
      for (const m of clean.matchAll(ID)) {
        const v = m[0].replace(/[.:]$/, '');
        if (!/\d/.test(v) || !/[A-Za-z/]/.test(v) || /^\d{4}-\d{2}-\d{2}$/.test(v) || /^https?:/i.test(v) || asked.has(v.toLowerCase())) continue;
        const colonBonus = /:\s*$/.test(before(m.index!, 3)) ? 1 : 0;
        // "Which CVE …": an identifier of the scheme the question names ("CVE-2023-24056").
        const scheme = /^([A-Za-z]{2,10})[-_]?\d/.exec(v)?.[1];
        const schemeBonus = scheme && q.terms.includes(stem(scheme.toLowerCase())) ? 3 : 0;
        add(v, m.index!, colonBonus + schemeBonus);
      }
      // "What is the default lowest group ID (SYS_GID_MIN)?": a group's or user's ID is a number ("… is 101").
      if (q.terms.some((t) => /^(?:gid|uid|pid)s?$/.test(t)) || (q.terms.includes('id') && q.terms.some((t) => /^(?:group|user|process)$/.test(t)))) {
        // ("the lowest … is 101 and the highest is 999": the bound the question asks for, where the text names one.)
        const wanted = q.terms.find((t) => /^(?:highest|largest|maximum|max|lowest|smallest|minimum|min)$/.test(t));
        const high = (w: string): boolean => /^(?:highest|largest|maximum|max)$/i.test(w);
        for (const m of clean.matchAll(/(?<![\w.-])\d{1,10}(?![\w.-]|\.\d)/g)) {
          if (asked.has(m[0])) continue;
          const said = wanted ? /\b(highest|largest|maximum|max|lowest|smallest|minimum|min)\b[^.;,\d]{0,30}$/i.exec(before(m.index!, 40))?.[1] : undefined;
          add(m[0], m.index!, said && wanted ? (high(said) === high(wanted) ? 1 : -1) : 0);
        }
      }
      // "Which key should you press instead of CTRL-C": a key as written ("CTRL-Break", "Alt+F4", "<C-R>"), first the one
      // set before "instead of".
      if (/^(?:key|keys|shortcut|keystroke|combination|chord)$/.test(q.head ?? '') && q.chord) {
        for (const m of clean.matchAll(
          /(?<![\w-])(?:(?:CTRL|Ctrl|ALT|Alt|SHIFT|Shift|META|Meta|Cmd|Command|Super)[-+])+[A-Za-z0-9]+(?![\w-])|<[A-Za-z]-[\w]+>/g,
        ))
          if (!asked.has(m[0].toLowerCase())) add(m[0], m.index!, 2 + (/^\s+instead\s+of\b/i.test(after(m.index! + m[0].length, 14)) ? 1 : 0));
        if (found.length) break;
      }
      // "To which e-mail address …": the addresses written out.
      if (q.terms.includes('mail') || q.terms.includes('e-mail') || q.terms.includes('email')) {
        for (const m of clean.matchAll(MAIL_ADDRESS)) if (!asked.has(m[0].toLowerCase())) add(m[0], m.index!, 2);
      }
      // "What street address does it give": a number and the street it names ("1401 Park Avenue").
      if (q.head === 'address' && q.terms.includes('street')) {
        for (const m of clean.matchAll(STREET_ADDRESS)) if (!asked.has(m[0].toLowerCase())) add(m[0], m.index!, 3);
        if (found.length) break;
      }
      // A host asked for ("which archive site", "what IP address"): host names and dotted IPv4 addresses.
      if (NETWORK_HEADS.has(q.head ?? '') || q.head === 'address') {
        for (const m of clean.matchAll(HOST)) {
          // A host the question names is the context, not the answer; an "address" is an IP one.
          if (asked.has(m[0].toLowerCase()) || found.some((f) => f.value === m[0]) || terms(m[0]).every((t) => qTerms.has(t))) continue;
          add(m[0], m.index!, (q.head === 'address' || q.head === 'ip') && /^[\d.]+$/.test(m[0]) ? 1 : 0);
        }
      }
      if (found.length === 0 && (q.head === 'code' || q.head === 'symbol')) {
        for (const m of clean.matchAll(/\b[0-9A-F]{2,}\b|\b[A-Z]{2,}\b/g)) if (!asked.has(m[0].toLowerCase())) add(m[0], m.index!);
      }
      break;
    case 'version': {
      // "bumped from 0.19.3 to 0.19.8": the "to" side is the new version, the "from" side the old one.
      const newer = q.terms.some((t) => /^(?:new|now|rais|bump|increas|upgrad|current|latest)/.test(t));
      const older = q.terms.some((t) => /^(?:old|previous|prior|original|former|earlier)/.test(t));
      // "the S3 API v2.0 … added in kelp 1.4": a "v" version ranks below a bare one in the same sentence.
      const bareVersion = [...clean.matchAll(VERSION)].some((x) => clean[x.index! - 1] !== 'v');
      // (A question about a package's version or revision.)
      const packaged = q.terms.some((t) => /^(?:packag|revision)/.test(t));
      // "Starting with which GnuPG 1.x version …": a version of the series the question names ranks first.
      const series = q.terms.map((t) => /^(\d+(?:\.\d+)*)\.x$/.exec(t)?.[1]).find((v) => v !== undefined);
      // "Since version 1.4.13 (or GnuPG 2.x with Libgcrypt 1.6)", asked of GnuPG: a version right after the name of a product
      // the question does not name, where it names one, is that other product's.
      const products = new Set(q.products ?? []);
      const otherProduct = (at: number): boolean => {
        const word = /([A-Z][\w+-]*[a-z][\w+-]*)\s+v?$/.exec(before(at, 30))?.[1];
        return products.size > 0 && word !== undefined && !products.has(word.toLowerCase()) && !/^(?:Version|Release|Since|Until|From|To|In)$/.test(word);
      };
      // A version the question names is the context, not the answer.
      for (const m of clean.matchAll(VERSION)) {
        if (asked.has(m[0]) || q.terms.includes(m[0])) continue;
        // ('<?xml version="1.0"?>' is the markup's version, not the document's.)
        if (!q.terms.includes('xml') && /<\?xml\s+version\s*=\s*["']$/.test(before(m.index!, 20))) continue;
        const to = /\bfrom\s+v?\d[\w.-]*\s+to\s+$/i.test(before(m.index!, 40));
        const from = /\bfrom\s+$/i.test(before(m.index!, 6)) && /^\s+to\s+v?\d/i.test(after(m.index! + m[0].length, 8));
        // "4.3BSD-Reno" for "which BSD release": the name glued to the number is part of the release the question names.
        const glued = /^([A-Za-z]{2,})(-[A-Za-z][A-Za-z0-9]*)?/.exec(after(m.index! + m[0].length, 20));
        // "Starting with which xkb-data package version …" over "Since 0.8-3": a package's version keeps its Debian revision.
        const revision = packaged ? /^-\d+(?:[a-z~+][\w.~+]*)?(?![\w.-]*\d\.\d)/.exec(after(m.index! + m[0].length, 20))?.[0] : undefined;
        const value = glued && q.terms.includes(stem(glued[1]!.toLowerCase())) ? `${m[0]}${glued[0]}` : revision ? `${m[0]}${revision}` : m[0];
        add(
          value,
          m.index!,
          ((to && newer) || (from && older) ? 1 : 0) -
            (bareVersion && clean[m.index! - 1] === 'v' ? 0.5 : 0) +
            (series && value.startsWith(`${series}.`) ? 2 : 0) -
            (otherProduct(m.index!) ? 0.5 : 0),
        );
      }
      // "Which LLVM version is the default?" over "llvm : llvm-14": a package named by the product and its version, as written.
      // (The product a word of the question names.)
      // (Of one number only, as a package names its major version: "libfoo-1.2" still gives 1.2.)
      // (Only in a sentence that writes no other version: "Starting with Debian 8.0 (stretch), gcc-5 and newer …" is about
      // releases.)
      const dotted = [...clean.matchAll(VERSION)].some((x) => !asked.has(x[0]));
      for (const m of dotted ? [] : clean.matchAll(/(?<![\w.-])([A-Za-z][\w+]*)-(\d+)(?![\w.-])/g))
        if (q.terms.includes(stem(m[1]!.toLowerCase())) && !asked.has(m[0].toLowerCase())) add(m[0], m.index!);
      // "using ca-certificates (>= 20130119)": a package relation's version, whatever its shape (a date, one number).
      for (const m of clean.matchAll(/\(\s*(?:>=|<=|>>|<<|=)\s*([\w.~+:-]*\d[\w.~+:-]*)\s*\)/g)) if (!asked.has(m[1]!)) add(m[1]!, m.index!, 0.5);
      // "Default ISA spec version was bump to 20191213": a version of one long number, where the text says it moved to it.
      for (const m of q.terms.some((t) => /^bump/.test(t)) ? clean.matchAll(/\bbump(?:ed)?\s+to\s+(?:version\s+)?v?(\d{6,8})\b/gi) : [])
        if (!asked.has(m[1]!) && !q.terms.includes(m[1]!)) add(m[1]!, m.index!, 0.5);
      // '<!ENTITY version "0.21">': the version a DocBook document declares for itself.
      for (const m of q.terms.includes('xml') ? [] : clean.matchAll(/<!ENTITY\s+[\w.-]*version[\w.-]*\s+["']v?(\d+(?:\.\w+)+)["']/gi))
        if (!asked.has(m[1]!)) add(m[1]!, m.index!, 1);
      // "<version>1.5.0</version>": a version the markup says is one ranks above one prose names (a licence's "Version 2.0").
      for (const m of clean.matchAll(/<version>\s*v?(\d+(?:\.\w+)+)\s*<\/version>/gi)) if (!asked.has(m[1]!)) add(m[1]!, m.index!, 1);
      // "defines major version one (1), minor version thirteen (13)": the two parts joined, "1.13".
      for (const m of clean.matchAll(/\bmajor\s+version\s+(?:[a-z]+\s+)?\(?(\d{1,4})\)?,?\s+(?:and\s+)?minor\s+version\s+(?:[a-z-]+\s+)?\(?(\d{1,4})\)?/gi))
        add(`${m[1]}.${m[2]}`, m.index!, 0.5);
      // "used by less version 582 and later": a version of one number, where the word "version" or "release" says so.
      if (found.length === 0)
        for (const m of clean.matchAll(/\b(?:version|release)\s+v?(\d{1,5})\b(?![.,]\d)/gi))
          if (!asked.has(m[1]!) && !q.terms.includes(m[1]!)) add(m[1]!, m.index!, -0.5);
      break;
    }
    case 'text': {
      if (q.withOption) {
        // "Give the word used with -copy" over "The default behavior is -copy comments.": the word after the option.
        const escaped = escapeRegExp(q.withOption);
        // (Where the question leaves the option out, the value the text calls the default.)
        const byDefault = q.defaulted && /\bdefault\b/i.test(clean) ? 1 : 0;
        for (const m of clean.matchAll(new RegExp(`(?<![\\w-])${escaped}[ =]+([\\w.-]+)`, 'g'))) {
          // (A value, not the sentence going on: "the --mode option", "--compress as shown".)
          const value = m[1]!.replace(/\.$/, '');
          if (STOP_WORDS.has(value.toLowerCase()) || /^(?:options?|values?|flags?|arguments?|parameters?|switch(?:es)?|shown)$/i.test(value)) continue;
          add(value, m.index!, 3 + byDefault);
        }
        if (found.length) break;
      }
      if (q.terms.includes('mail') && q.terms.includes('address')) {
        // "Which Debian mailing list address is used to discuss …": the e-mail addresses written out.
        // (In a list of labelled addresses, "engine internals, porting, etc.: freetype-devel@…", an address belongs to the
        // label before it: the question's words there count.)
        let from = 0;
        for (const m of clean.matchAll(MAIL_ADDRESS)) {
          const label = terms(clean.slice(from, m.index!)).filter((t) => qTerms.has(t)).length;
          from = m.index! + m[0].length;
          if (!asked.has(m[0].toLowerCase())) add(m[0], m.index!, 2 + 0.5 * label);
        }
        if (found.length) break;
      }
      if (q.terms.includes('domain') || q.terms.includes('hostnam')) {
        // "What is the domain name of the upstream website?" over "Source: http://xkbcommon.org/": a link's host, without
        // "www.".
        for (const m of clean.matchAll(/\b(?:https?|ftp):\/\/(?:www\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)+)(?::\d+)?(?=[/\s>)"',;]|$)/gi))
          if (!asked.has(m[1]!.toLowerCase())) add(m[1]!.toLowerCase(), m.index!, 2);
        if (found.length) break;
      }
      if (/^(?:values?|bytes?|patterns?)$/.test(q.head ?? '') && q.terms.includes('byte')) {
        // "what repeated byte value …" over "a repeated 0xFE pattern": a byte as written in hexadecimal.
        for (const m of clean.matchAll(/(?<![\w.])0x[0-9A-Fa-f]{2}(?![\w.])/g)) if (!asked.has(m[0].toLowerCase())) add(m[0], m.index!, 2);
        if (found.length) break;
      }
      if (/^locales?$/.test(q.head ?? '')) {
        // "Which locale?": a locale as written ("tr_TR.UTF-8", "de_DE@euro", "C.UTF-8").
        for (const m of clean.matchAll(/(?<![\w.-])(?:[a-z]{2,3}_[A-Z]{2}(?:\.[\w-]+)?(?:@\w+)?|C\.UTF-?8)(?![\w-])/g))
          if (!asked.has(m[0].toLowerCase())) add(m[0].replace(/\.$/, ''), m.index!, 2);
        if (found.length) break;
      }
      if (q.place) {
        // The place a locative phrase names, unless the question already names it.
        for (const m of clean.matchAll(/\b(?:in|at|on|near|inside|within)\s+((?:the\s+)?[A-Z][\w'’-]*(?:\s+(?:of\s+(?:the\s+)?)?[A-Z][\w'’-]*)*)/g)) {
          const name = m[1]!.replace(/^the\s+/i, '');
          if (words(name).every((w) => qTerms.has(stem(w.toLowerCase())))) continue;
          add(name, m.index!);
        }
        if (found.length) break;
      }
      if (q.phrase && PATH_HEADS.test(q.head ?? '')) {
        // "Which file / what path …": a path as written ("/etc/glob", "~/.sh_history", "$HOME/.config/git/ignore").
        for (const m of clean.matchAll(/(?<![\w/.$~-])((?:~|\$[A-Z_]+|\.{1,2})?\/[\w.+-]+(?:\/[\w.+-]+)*\/?|[\w.-]+\/[\w.+-]+(?:\/[\w.+-]+)+)/g)) {
          const value = m[1]!.replace(/[.,;:]$/, '');
          if (asked.has(value.toLowerCase()) || value.length < 2) continue;
          // ("In which source file": a file with its extension, not the directory "/proc" beside it.)
          if (q.terms.includes('source') && !/\.[a-z][a-z0-9]{0,4}$/i.test(value)) continue;
          add(value, m.index!, 1);
        }
        // "Which file should be used to build zlib on VMS?" over "For VMS, use make_vms.com.", "from libproc/version.c": a
        // file's name with its extension, in one directory or none.
        if (found.length === 0 && /^(?:files?|filenames?)$/.test(q.head ?? ''))
          for (const m of clean.matchAll(/(?<![\w/.$~-])((?:[\w-]+\/)?[A-Za-z][\w-]*\.[a-z][a-z0-9]{0,4})(?![\w/-]|\.\w)/g)) {
            const value = m[1]!;
            if (asked.has(value.toLowerCase()) || /^(?:e\.g|i\.e|etc|vs|cf|al)$/i.test(value)) continue;
            add(value, m.index!, 1);
          }
        if (found.length) break;
      }
      if (/^(?:commit|hash|revision|changeset|sha)s?$/.test(q.head ?? '')) {
        // "Which commit (short hash)": a Git object name as written ("975d8fd"), hex digits with a letter and a digit.
        // "As of which commit": the one the text sets after those words ("merged as of commit 0a8f4f0").
        const ledBy = q.lead ? new RegExp(`\\b${q.lead.replace(/ /g, '\\s+')}\\s+(?:the\\s+)?(?:commit|revision|changeset)?\\s*$`, 'i') : null;
        // (Only one the text calls a commit: "commit 975d8fd", "(commit 1130ef3)", "r1893" after "revision".)
        for (const m of clean.matchAll(/(?<![\w-])(?:[0-9a-f]{7,40}|r\d{2,9})(?![\w-])/g)) {
          // (Or one opening a line of a log: "* 3f2a9c1 Fix crash …".)
          const called =
            /\b(?:commit|revision|changeset|rev|sha1?|hash)\s*[:#]?\s*$/i.test(before(m.index!, 20)) || /^\s*(?:[-*•]\s*)?$/.test(clean.slice(0, m.index!));
          const hex = /\d/.test(m[0]) && /[a-f]/.test(m[0]) && !/^r\d+$/.test(m[0]);
          if ((hex || /^r\d+$/.test(m[0])) && called && !asked.has(m[0])) add(m[0], m.index!, 2 + (ledBy?.test(before(m.index!, 30)) ? 1 : 0));
        }
        if (found.length) break;
      }
      if (/^scripts?$/.test(q.head ?? '')) {
        // "Which script do you run": a script as written ("./autogen.sh", "tools/gen.py", "./configure").
        for (const m of clean.matchAll(/(?<![\w/.+-])(?:\.{1,2}\/[\w.+/-]*[\w+-]|(?:[\w+-]+\/)*[\w+-]+\.(?:sh|bash|py|pl|rb|ps1|bat|cmd))(?![\w/-])/g))
          if (!asked.has(m[0].toLowerCase())) add(m[0], m.index!, 2);
        if (found.length) break;
      }
      if (q.phrase && CODE_HEADS.test(q.head ?? '')) {
        // "Which function / option / macro …": a name as code writes it, in backticks or quotes, or shaped like an
        // identifier ("json_is_boolean()", "--keep", "HISTFILE"), that the question does not already name.
        for (const m of clean.matchAll(
          /\*\*([^*\s][^*]{0,60}?)\*\*|[`‘'"]{1,2}([^`'’"\s][^`'’"]{0,60}?)[`’'"]{1,2}|(?<![\w-])((?:--?)[a-z][\w-]*|(?<![\w.])[A-Za-z_][\w.]{0,60}\(\)|(?<![\w.])(?:[a-z][a-z0-9]*\.){0,4}[a-z]+(?:_[a-z0-9]+)+|[A-Z][A-Z0-9]*_[A-Z0-9_]+)/g,
        )) {
          const value = (m[1] ?? m[2] ?? m[3])!;
          if (asked.has(value.toLowerCase()) || words(value).every((w) => qTerms.has(stem(w.toLowerCase())))) continue;
          add(value, m.index!, 1);
        }
        // "Which environment variable" over "define the environment variable REEFMEM": a name in capitals set right after
        // the head noun, where none is written as code.
        if (!found.length && /^(?:variables?|constants?|macros?|symbols?)$/.test(q.head ?? ''))
          for (const m of clean.matchAll(/\b(?:variables?|constants?|macros?|symbols?)\s+\$?([A-Z][A-Z0-9]{2,})(?![\w-])/g))
            if (!asked.has(m[1]!.toLowerCase())) add(m[1]!, m.index!, 1);
        if (found.length) break;
      }
      // (Only in a sentence that says what the question says after the stand-in: at least half its words.)
      const beside = q.before ? new Set(terms(clean)) : null;
      if (q.before && beside && (q.beside ?? []).filter((t) => beside.has(t)).length * 2 >= (q.beside ?? []).length) {
        // "the name of a particular project" over "Neither the name of cereal nor …": the words after the question's.
        const at = clean.toLowerCase().indexOf(q.before);
        const after =
          at < 0
            ? null
            : /^\s+((?:[\w.+-]+\s+){0,3}?[\w.+-]+?)(?=\s+(?:nor|or|and|may|must|shall|is|are|was|were|has|have|in|on|for|to|with)\b|[,;:.)]|$)/i.exec(
                clean.slice(at + q.before.length),
              );
        if (after && !/^(?:the|a|an|this|that|its|their|any|each)$/i.test(after[1]!.split(/\s+/)[0]!)) {
          add(after[1]!, at, 3);
          break;
        }
      }
      if (q.phrase) {
        // A noun phrase that does not only repeat the question, nearest its terms.
        let cursor = 0;
        let echoed = -2;
        for (const p of nounPhrases(clean)) {
          const found = clean.indexOf(p.text.split(' ')[0]!, cursor);
          const offset = found < 0 ? cursor : found;
          cursor = offset;
          const ws = p.text.split(/\s+/).map((w) => stem(w.toLowerCase()));
          const echo = ws.filter((w) => qTerms.has(w) || STOP_WORDS.has(w)).length / ws.length;
          if (echo === 1) {
            echoed = p.at + ws.length;
            continue;
          }
          // An apposition to a phrase of the question's words names what the question describes.
          const named = p.apposition && echoed >= p.at - 2 ? 1 : 0;
          add(p.text, offset, named - echo);
        }
        break;
      }
      // "Ty Coon, President of Vice" for "what title does Ty Coon hold": the words after the ones the question names.
      // Emphasis marks are layout, and "This is X." names X.
      const t = clean
        .trim()
        .replace(/\*\*|__|`/g, '')
        .replace(/[.;,]$/, '')
        .replace(/^(?:this|it|that)\s+is\s+(?:the\s+|an?\s+)?(?=\S+\s+\S)/i, '')
        .replace(/^([^,:;]{2,40})[,:;]\s+(?=\S)/, (lead: string, named: string) => (words(named).every((w) => qTerms.has(stem(w.toLowerCase()))) ? '' : lead));
      // A long sentence is seldom the answer: what it says beyond the question's words is (a quoted name first).
      const part = t.split(/\s+/).length > 6 ? residue(t, qTerms) : null;
      if (part) add(part, 0);
      else if (t.length > 0 && t.length <= 120) add(t.replace(/^(?:the|a|an)\s+/i, ''), 0);
      break;
    }
    default: {
      const never: never = type;
      return never;
    }
  }
  return found.sort((a, b) => b.proximity - a.proximity || a.at - b.at).map(({ value, proximity: p }) => ({ value, proximity: p }));
}

/** Whether the tagger reads a lone capitalised word as a name rather than an ordinary word capitalised by its place. */
function isNameWord(word: string): boolean {
  const tags = posTagger()(word.toLowerCase()).terms().json()[0]?.terms[0]?.tags ?? [];
  return !tags.some((t) =>
    [
      'Verb',
      'Adjective',
      'Adverb',
      'Determiner',
      'Preposition',
      'Conjunction',
      'Pronoun',
      'Plural',
      'Value',
      'Cardinal',
      'TextValue',
      'Ordinal',
      'Modal',
      'Auxiliary',
      'Copula',
      'QuestionWord',
      'Expression',
    ].includes(t),
  );
}

function clip(s: string): string {
  return s.length > 80 ? `${s.slice(0, 77)}...` : s;
}
