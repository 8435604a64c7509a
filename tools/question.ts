import { terms } from './text.js';

/** The kind of value a question asks for. */
export type AnswerType = 'number' | 'year' | 'date' | 'name' | 'text';

export interface QuestionAnalysis {
  type: AnswerType;
  /** Content terms (stemmed) of the question. */
  terms: string[];
  /** Quoted phrases in the question, verbatim. */
  quoted: string[];
}

const NUMBER_Q = /\bhow (?:many|much|long|old|far)\b|\bwhat (?:is the )?(?:number|percentage|percent|amount|total|count|port|value|size)\b|\bwhich (?:port|number)\b/i;
const YEAR_Q = /\b(?:what|which|in what|in which) year\b|\byear (?:was|did|is)\b/i;
const DATE_Q = /\bwhen\b|\bwhat date\b|\bon what day\b|\bwhich date\b/i;
const NAME_Q = /^\s*who\b|\bwhich (?:person|people|organi[sz]ation|company|city|country|town|author|foundation|team)\b|\bwhat (?:organi[sz]ation|company|city|country)\b|\bname of the (?:person|author|organi[sz]ation|company|city)\b/i;

/** Words that say what kind of answer is wanted, not what it is about. */
const TYPE_CUES = new Set(['year', 'many', 'much', 'number', 'date', 'day', 'percentage', 'percent', 'amount', 'total', 'count', 'value']);

export function analyseQuestion(question: string): QuestionAnalysis {
  const type: AnswerType = YEAR_Q.test(question)
    ? 'year'
    : NUMBER_Q.test(question)
      ? 'number'
      : DATE_Q.test(question)
        ? 'date'
        : NAME_Q.test(question)
          ? 'name'
          : 'text';
  const quoted = [...question.matchAll(/["“]([^"”]+)["”]/g)].map((m) => m[1]!);
  return { type, terms: terms(question).filter((t) => !TYPE_CUES.has(t)), quoted };
}

/** Cues that a question is about a set of rows (a count, an extreme, a comparison, a list), not one row. */
const AGGREGATE =
  /\bhow many\b|\bnumber of\b|\bcount\b|\btotal\b|\bsum\b|\baverage\b|\bmean\b|\bdistinct\b|\bwhich of\b|\ball but one\b|\bexception\b|\blist\b|\bwhat are\b|\bamong\b|\bbetween\b|\balphabetical|\b(?:highest|lowest|largest|smallest|most|least|longest|shortest|earliest|latest|maximum|minimum)\b/i;

/** Whether answering needs every row of a table rather than the rows the question names. */
export function needsAllRows(question: string): boolean {
  return AGGREGATE.test(question);
}
