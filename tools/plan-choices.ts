import type { TaskView } from '../agent/tool.js';
import type { Plan } from '../wire/packet.js';
import { analyseQuestion, type AnswerType } from './question.js';
import { tableOf } from './table.js';

/** How much of the document retrieval keeps: a factor on search's top chunks and rows and on extract's sentences. */
export type Breadth = Plan['retrieval']['breadth'];
export const BREADTH_FACTOR: Readonly<Record<Breadth, number>> = { narrow: 0.5, normal: 1, wide: 2 };

export const ANSWER_TYPES: readonly AnswerType[] = ['number', 'year', 'date', 'name', 'id', 'version', 'text'];

/**
 * The reasoner's answering strategies, in the order it tries them (see
 * ReasonTool): a plan may put some first (`prefer`) or skip them (`avoid`).
 * `table` and `structure` read the document's shape; the text strategies
 * read sentences; `candidates` picks a value of the answer type from the
 * triples and sentences, the last resort.
 */
export const STRATEGIES = [
  'table',
  'structure',
  'abbreviation',
  'definition',
  'term',
  'setting',
  'list',
  'count',
  'added',
  'listed',
  'arithmetic',
  'default',
  'modifier',
  'candidates',
] as const;
export type Strategy = (typeof STRATEGIES)[number];

/** The choices a plan makes for the local tools; without a plan, the defaults (exactly what the tools did before plans existed). */
export interface Choices {
  breadth: Breadth;
  /** null: the question's own analysis decides. */
  answerType: AnswerType | null;
  prefer: readonly Strategy[];
  avoid: ReadonlySet<Strategy>;
}

export const DEFAULT_CHOICES: Choices = { breadth: 'normal', answerType: null, prefer: [], avoid: new Set() };

const isStrategy = (s: string): s is Strategy => (STRATEGIES as readonly string[]).includes(s);
const isAnswerType = (s: string | null): s is AnswerType => s !== null && (ANSWER_TYPES as readonly string[]).includes(s);

/** The choices of the task's plan (a name the tools do not know is ignored); the defaults when there is no plan. */
export function choicesOf(task: TaskView): Choices {
  const plan = task.packet('plan');
  if (!plan) return DEFAULT_CHOICES;
  return {
    breadth: plan.retrieval.breadth,
    answerType: isAnswerType(plan.answer_type) ? plan.answer_type : null,
    prefer: plan.prefer.filter(isStrategy),
    avoid: new Set(plan.avoid.filter(isStrategy)),
  };
}

/** `n` scaled by the breadth's factor, at least 1. */
export function scaled(n: number, breadth: Breadth): number {
  return Math.max(1, Math.round(n * BREADTH_FACTOR[breadth]));
}

/** Strategies in the order to try them: the preferred first (in their order), then the rest in the default order, less the avoided. */
export function strategyOrder(choices: Choices): Strategy[] {
  const rest = STRATEGIES.filter((s) => !choices.prefer.includes(s));
  return [...choices.prefer, ...rest].filter((s) => !choices.avoid.has(s));
}

/**
 * What a question asks the evidence to undergo, from its wording alone
 * (never its entities): the first rule that matches.
 */
const OPERATIONS: readonly [string, RegExp][] = [
  ['difference', /\b(?:difference|how (?:many|much) (?:more|fewer|less|longer|shorter|older|younger|later|earlier)|more than|fewer than)\b/i],
  ['average', /\b(?:average|mean|median)\b/i],
  ['percent', /\b(?:percent(?:age)?|share|proportion|ratio|%)/i],
  ['sum', /\b(?:total|sum|combined|altogether|in all)\b/i],
  ['count', /\bhow many\b|\bnumber of\b|\bcount\b/i],
  ['compare', /\b(?:most|least|highest|lowest|largest|smallest|biggest|first|last|earliest|latest|oldest|newest|longest|shortest|top|best|worst)\b/i],
  ['list', /\b(?:list|which (?:two|three|four|five)|comma[- ]separated|all (?:the )?\w+ that)\b/i],
  ['define', /\b(?:what (?:is|are|does) (?:meant by|the (?:term|definition))|defin(?:e|ed|ition)|stand for|mean)\b/i],
];

/** The operation a question asks for (lookup when none of the rules match). */
export function operationOf(question: string): string {
  return OPERATIONS.find(([, re]) => re.test(question))?.[0] ?? 'lookup';
}

/** Whether the document is a table (by file or inline) or prose. */
export function documentKind(fileName: string | null, text: string): 'table' | 'prose' {
  return tableOf(fileName, text) ? 'table' : 'prose';
}

/**
 * The planner's question type: `<document kind>:<operation>:<answer type>`
 * (table:count:number, prose:lookup:date…). A class of questions, built from
 * the question's form and the document's kind only, so gap records keyed on
 * it generalise across documents.
 */
export function questionType(question: string, fileName: string | null, text: string): string {
  return `${documentKind(fileName, text)}:${operationOf(question)}:${analyseQuestion(question).type}`;
}

/**
 * The question's features a gap record is keyed on: its wh-phrase and the
 * operation and shape words it uses, all from a closed list, so that no
 * entity, number or answer of the question can be among them.
 */
const FEATURE_WORDS = [
  'how many',
  'how much',
  'how long',
  'what year',
  'what date',
  'which',
  'who',
  'when',
  'where',
  'what',
  'name',
  'version',
  'total',
  'sum',
  'difference',
  'average',
  'percent',
  'first',
  'last',
  'earliest',
  'latest',
  'most',
  'least',
  'highest',
  'lowest',
  'before',
  'after',
  'between',
  'list',
  'section',
  'table',
  'column',
  'row',
  'release',
  'not',
  'only',
  'each',
  'per',
] as const;

export function questionFeatures(question: string): string[] {
  const q = ` ${question.toLowerCase().replace(/[^a-z]+/g, ' ')} `;
  return FEATURE_WORDS.filter((f) => q.includes(` ${f} `));
}
