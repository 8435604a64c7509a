import { z } from 'zod';
import { GAIA_SYSTEM_PROMPT } from '../gaia/answer.js';
import type { ChatMessage } from '../engines/engine.js';

/**
 * Every prompt the LLM tools send, in one place. Structured replies are
 * described by zod schemas: the same schema becomes the JSON schema passed
 * to the model as `format` and validates the reply.
 */

const numbered = (items: readonly string[]): string => items.map((t, i) => `[${i}] ${t.trim()}`).join('\n\n');

export const SearchReply = z.object({ passages: z.array(z.number().int().nonnegative()).max(12) });

/** search: pick the passages that help answer the question. */
export function searchPrompt(question: string, passages: readonly string[]): ChatMessage[] {
  return [
    { role: 'system', content: 'You select the passages of a document that help answer a question. You reply with JSON only.' },
    {
      role: 'user',
      content: `Question: ${question}\n\nPassages:\n${numbered(passages)}\n\nReply with {"passages": [...]}: the numbers of the passages that help answer the question, most useful first, at most 6.`,
    },
  ];
}

/** extract: list the facts the passages state that bear on the question. */
export function extractPrompt(question: string, passages: readonly string[]): ChatMessage[] {
  return [
    { role: 'system', content: 'You read passages of a document and list the facts they state. You copy names, numbers and dates exactly.' },
    {
      role: 'user',
      content: `Question: ${question}\n\nPassages:\n${numbered(passages)}\n\nList every fact from the passages that helps answer the question, one per line, each line starting with "- ". State each fact in full, with its numbers and names as written.`,
    },
  ];
}

export const TriplesReply = z.object({
  triples: z.array(z.object({ subject: z.string().min(1), relation: z.string().min(1), object: z.string().min(1) })).max(60),
});

/** triple: turn facts into subject–relation–object triples (structured output). */
export function triplePrompt(question: string, facts: readonly string[]): ChatMessage[] {
  return [
    { role: 'system', content: 'You turn facts into subject-relation-object triples. You reply with JSON only.' },
    {
      role: 'user',
      content: `Question: ${question}\n\nFacts:\n${numbered(facts)}\n\nReply with {"triples": [{"subject": ..., "relation": ..., "object": ...}, ...]}: one triple per statement in the facts that bears on the question, keeping names, numbers and dates exactly.`,
    },
  ];
}

/** reason: GAIA's official system prompt, then the question with the evidence. */
export function reasonPrompt(
  question: string,
  facts: readonly string[],
  triples: readonly { subject: string; relation: string; object: string }[],
  plan?: PlanHints,
): ChatMessage[] {
  const evidence = [
    plan ? planLines(plan) : '',
    facts.length ? `Facts from the attached file:\n${facts.map((f) => `- ${f}`).join('\n')}` : 'No facts were found in the attached file.',
    triples.length ? `Triples:\n${triples.map((t) => `- (${t.subject}; ${t.relation}; ${t.object})`).join('\n')}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  return [
    { role: 'system', content: GAIA_SYSTEM_PROMPT },
    { role: 'user', content: `${question}\n\n${evidence}` },
  ];
}

/** What of a plan the LLM tools are told (absent without a planner: the prompts are then as before plans existed). */
export interface PlanHints {
  question_type: string;
  answer_type: string | null;
  answer_format: string | null;
  operation: string | null;
  prefer: readonly string[];
  avoid: readonly string[];
  failure_modes: readonly string[];
}

function planLines(plan: PlanHints): string {
  return [
    `Plan: a ${plan.question_type} question${plan.operation ? `; operation: ${plan.operation}` : ''}${plan.answer_type ? `; answer type: ${plan.answer_type}` : ''}${plan.answer_format ? `; answer format: ${plan.answer_format}` : ''}.`,
    plan.prefer.length ? `Prefer: ${plan.prefer.join('; ')}.` : '',
    plan.avoid.length ? `Avoid: ${plan.avoid.join('; ')}.` : '',
    plan.failure_modes.length ? `Known failure modes for such questions:\n${plan.failure_modes.map((f) => `- ${f}`).join('\n')}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

export const PlanReply = z.object({
  question_type: z.string().min(1).max(60),
  answer_type: z.string().max(40).nullable(),
  answer_format: z.string().max(120).nullable(),
  operation: z.string().max(60).nullable(),
  breadth: z.enum(['narrow', 'normal', 'wide']),
  hints: z.array(z.string().max(80)).max(8),
  prefer: z.array(z.string().max(120)).max(6),
  avoid: z.array(z.string().max(120)).max(6),
  failure_modes: z.array(z.string().max(200)).max(6),
  records: z.array(z.string()).max(20),
});

/** plan: classify the question and plan the tools' work, briefed with gap records (structured output). */
export function planPrompt(
  question: string,
  opening: string,
  records: readonly { id: string; question_type: string; pattern: string; advice: unknown }[],
): ChatMessage[] {
  const brief = records.length
    ? `Gap records (failure patterns seen on similar questions; follow their advice where they apply):\n${records.map((r) => `- [${r.id}] (${r.question_type}) ${r.pattern}; advice: ${JSON.stringify(r.advice)}`).join('\n')}`
    : 'No gap records apply.';
  return [
    {
      role: 'system',
      content:
        'You plan how a mesh of tools (search, extract, triple, reason) answers a question about an attached file. You do not answer it. You reply with JSON only.',
    },
    {
      role: 'user',
      content:
        `Question: ${question}\n\nThe file begins:\n${opening}\n\n${brief}\n\n` +
        'Reply with {"question_type": a short class such as table:count or prose:date, "answer_type", "answer_format", "operation", ' +
        '"breadth": "narrow"|"normal"|"wide" (how much of the file to retrieve), "hints": search terms, "prefer" and "avoid": strategies, ' +
        '"failure_modes": what to keep clear of, "records": the ids of the gap records you followed}.',
    },
  ];
}

export const DiagnosisReply = z.object({
  stage: z.enum(['plan', 'search', 'extract', 'triple', 'reason', 'format', 'unknown']),
  text: z.string().min(1).max(2000),
});

/** oversee, step one (Diagnosis): where and why the chain broke, proposing no fix. */
export function diagnosisPrompt(question: string, expected: string, answer: string | null, resolution: string, trace: string): ChatMessage[] {
  return [
    {
      role: 'system',
      content:
        'You review a failed attempt of a tool chain at a question. Say exactly at which stage and why the chain broke. Do not propose a fix. You reply with JSON only.',
    },
    {
      role: 'user',
      content:
        `Question: ${question}\nExpected answer: ${expected}\nThe chain's answer: ${answer ?? '(none)'}\nResolution type: ${resolution}\n\nTrace (plan and tool calls):\n${trace}\n\n` +
        'Reply with {"stage": "plan"|"search"|"extract"|"triple"|"reason"|"format"|"unknown", "text": where and why it broke}.',
    },
  ];
}

export const AbstractionReply = z.object({
  record: z
    .object({
      question_type: z.string().min(1).max(60),
      features: z.array(z.string().max(40)).max(12),
      pattern: z.string().min(1).max(400),
      diagnosis: z.string().min(1).max(400),
      advice: z.object({
        answer_type: z.string().optional(),
        breadth: z.enum(['narrow', 'normal', 'wide']).optional(),
        prefer: z.array(z.string()).optional(),
        avoid: z.array(z.string()).optional(),
      }),
    })
    .nullable(),
  reason: z.string().max(400).nullable(),
});

/** oversee, step two (Abstraction): the diagnosis as a failure pattern for a class of questions, nothing specific to this one. */
export function abstractionPrompt(questionType: string, diagnosis: string): ChatMessage[] {
  return [
    {
      role: 'system',
      content:
        'You turn one diagnosed failure into a gap record: a failure pattern for a class of questions, with advice for planning such questions. ' +
        'Never name the entities, numbers, quotes or answer of the question it came from; a record that does is refused. You reply with JSON only.',
    },
    {
      role: 'user',
      content:
        `Question type: ${questionType}\nDiagnosis: ${diagnosis}\n\n` +
        'Reply with {"record": {"question_type", "features": generic words describing the question\'s form, "pattern", "diagnosis": the diagnosis without specifics, ' +
        '"advice": {"answer_type"?, "breadth"?: "narrow"|"normal"|"wide", "prefer"?: [...], "avoid"?: [...]}}, "reason": null}, ' +
        'or {"record": null, "reason": why no general lesson follows}.',
    },
  ];
}

/** The message that asks again after a reply did not match its schema. */
export function repairPrompt(error: string): ChatMessage {
  return { role: 'user', content: `Your reply was not valid JSON for the requested format (${error}). Reply again with JSON only, in exactly that format.` };
}
