import type { AddOutcome, NewGapRecord, RetrieveQuery } from '../../learning/gap-record.js';

/** Gap records and queries for tests: clean ones (nothing of their question or answer in them), changed where a test says. */

export const CLOCK = (): Date => new Date('2025-03-01T12:00:00.000Z');

/** A clean record (nothing of its question or answer in it), with `over` on top. */
export function newRecord(over: Partial<NewGapRecord> = {}): NewGapRecord {
  return {
    question_type: 'count',
    features: ['count', 'filter condition'],
    pattern: 'Counting table rows under a condition: every row was counted, the condition ignored',
    diagnosis: 'the reasoner counted all rows of the table instead of those matching the condition',
    advice: { prefer: ['table_filter_count'], avoid: ['count_all_rows'] },
    source_task: 'task-a',
    source_question: 'How many rows of the Harbour table list Velmarra as the port?',
    source_expected: '7',
    cycle: 0,
    ...over,
  };
}

export function query(over: Partial<RetrieveQuery> = {}): RetrieveQuery {
  return { question_type: 'count', text: '', task_id: 'task-new', question: 'A question asked for the first time?', k: 5, approved_only: false, ...over };
}

/** The id of a record the store took (added or merged); a refusal fails the test with its reason. */
export function idOf(outcome: AddOutcome): string {
  if (outcome.status === 'refused') throw new Error(`refused: ${outcome.reason}`);
  return outcome.id;
}
