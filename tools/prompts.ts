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
): ChatMessage[] {
  const evidence = [
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

/** The message that asks again after a reply did not match its schema. */
export function repairPrompt(error: string): ChatMessage {
  return { role: 'user', content: `Your reply was not valid JSON for the requested format (${error}). Reply again with JSON only, in exactly that format.` };
}
