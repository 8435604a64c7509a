import type { Advice, BriefRecord, Plan } from '../wire/packet.js';
import type { TaskView, Tool, ToolResult } from '../agent/tool.js';
import { analyseQuestion, exactTokens, type QuestionAnalysis } from './question.js';
import { ANSWER_TYPES, STRATEGIES, operationOf, questionFeatures, questionType } from './plan-choices.js';
import { TOOL_SPECS } from './specs.js';
import { countWords } from './text.js';

/** A plan's body: the packet without the fields the agent runtime fills in. */
export type PlanBody = Omit<Plan, 'task_id' | 'sender' | 'token_used'>;

/**
 * plan, on the local engine: deterministic. It classifies the question
 * (questionType: the document's kind, the operation, the answer type) and
 * starts from the choices the tools make without a plan; then it follows
 * the brief's records of that same question type whose features the
 * question all has (a record keyed on "where" is not followed for a "who"
 * question), and that have not hurt more attempts than they helped, the
 * first (best ranked)
 * deciding each single choice (answer type, breadth) and all of them adding
 * the strategies to prefer or avoid. Without records the plan is the
 * tools' defaults, so a mesh with a planner and an empty store answers as
 * one without a planner.
 */
export class PlanTool implements Tool {
  readonly name = 'plan';
  readonly spec = TOOL_SPECS.plan;

  async run(task: TaskView): Promise<ToolResult> {
    const records = task.packet('brief')?.records ?? [];
    const plan = planFor(task.question, task.file_name, task.chunks.join(''), records);
    const read = countWords(task.question) + records.reduce((n, r) => n + countWords(r.pattern), 0);
    const written = countWords(plan.question_type) + plan.failure_modes.reduce((n, f) => n + countWords(f), 0);
    return { ok: true, output: plan, usage: { input_tokens: read, output_tokens: written } };
  }
}

/** The local planner's plan for a question over a document, following the records of its question type. */
export function planFor(question: string, fileName: string | null, document: string, records: readonly BriefRecord[]): PlanBody {
  const q = analyseQuestion(question);
  const type = questionType(question, fileName, document);
  // A record is followed only for its own class of questions: the same type, and every feature it is keyed on present.
  const features = new Set(questionFeatures(question));
  // A record that has hurt more attempts than it helped is set aside (until a person reviews it: npm run gaps).
  const followed = records.filter((r) => r.question_type === type && r.features.every((f) => features.has(f)) && r.harmful <= r.helpful);
  const first = <K extends 'answer_type' | 'breadth'>(key: K): Advice[K] | undefined => followed.map((r) => r.advice[key]).find((v) => v !== undefined);
  const answerType = first('answer_type');
  const all = (key: 'prefer' | 'avoid'): string[] => [
    ...new Set(followed.flatMap((r) => r.advice[key] ?? []).filter((s) => (STRATEGIES as readonly string[]).includes(s))),
  ];
  const avoid = all('avoid');
  return {
    type: 'plan',
    question_type: type,
    answer_type: answerType && (ANSWER_TYPES as readonly string[]).includes(answerType) ? answerType : q.type,
    answer_format: formatOf(q),
    operation: operationOf(question),
    retrieval: { breadth: first('breadth') ?? 'normal', hints: exactTokens(question) },
    prefer: all('prefer').filter((s) => !avoid.includes(s)),
    avoid,
    failure_modes: followed.map((r) => r.pattern),
    records: followed.map((r) => r.id),
  };
}

/** How the answer should be written, from the question's form. */
function formatOf(q: QuestionAnalysis): string {
  if (q.list) return q.count ? `a comma-separated list of ${q.count} items` : 'a comma-separated list';
  if (q.type === 'number') return q.unit ? `a number, in ${q.unit}, without the unit` : 'a number, digits only';
  if (q.type === 'text') return q.phrase ? 'a short noun phrase' : 'a few words';
  return `a ${q.type}`;
}
