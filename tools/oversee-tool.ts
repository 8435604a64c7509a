import type { Advice, Diagnosis, DocInit, GapRecordPacket, Packet, Verdict } from '../wire/packet.js';
import { TaskInbox, type TaskView, type Tool, type ToolResult, type Usage } from '../agent/tool.js';
import { questionScorer } from '../gaia/scorer.js';
import { normaliseAnswer } from '../gaia/answer.js';
import { ANSWER_TYPES, STRATEGIES, questionFeatures, questionType, type Breadth, type Choices, type Strategy } from './plan-choices.js';
import { posTagger, type AnswerType } from './question.js';
import { ExtractTool } from './extract-tool.js';
import { SearchTool } from './search-tool.js';
import { TripleTool } from './triple-tool.js';
import { reasonOver, type Reasoned } from './reason-tool.js';
import { TOOL_SPECS } from './specs.js';
import { countWords } from './text.js';

type DiagnosisBody = Omit<Diagnosis, 'task_id' | 'sender' | 'token_used'>;
type RecordBody = Omit<GapRecordPacket, 'task_id' | 'sender' | 'token_used'>;

/** The stage a resolution type says lost the answer (learning/resolution.ts computes the type from the trace). */
const STAGE: Readonly<Record<string, string>> = {
  retrieval_failure: 'search',
  extraction: 'extract',
  reasoning_gap: 'reason',
  no_answer: 'reason',
  format_error: 'format',
  tool_limit: 'tool',
  harness_error: 'harness',
};

/**
 * oversee, on the local engine: mechanical, in two steps.
 * Diagnosis: the stage that lost the answer (from the resolution type), and
 * which other choice — retrieval breadth, a strategy avoided or preferred,
 * an answer type — makes the local tools produce the expected answer,
 * found by re-running them on the task with that choice (the official
 * scorer judges). Abstraction: the finding as a gap record keyed on the
 * question's class (questionType) and features (a closed list of words),
 * with the choice as advice; nothing of the question's entities, numbers or
 * answer. No choice that works: no record, and the reason says so.
 */
export class OverseeTool implements Tool {
  readonly name = 'oversee';
  readonly spec = TOOL_SPECS.oversee;

  /** The reasoner's tagger, loaded before the first verdict (as the reasoner does). */
  warm(): void {
    posTagger();
  }

  async run(task: TaskView): Promise<ToolResult> {
    const verdict = task.packet('verdict');
    if (!verdict) return { ok: false, error: 'oversee ran without a verdict', usage: { input_tokens: 0, output_tokens: 0 } };
    const { diagnosis, record, tried } = await overseeLocally(verdict);
    const read = countWords(verdict.question) + countWords(verdict.trace) + tried * countWords(verdict.chunks.join(''));
    const diagnosed = countWords(diagnosis.text);
    const recorded = record.record ? countWords(`${record.record.pattern} ${record.record.diagnosis}`) : countWords(record.reason ?? '');
    const usage: Usage = { input_tokens: read, output_tokens: diagnosed + recorded };
    return { ok: true, output: record, usage, earlier: [{ output: diagnosis, token_used: read + diagnosed }] };
  }
}

/** The attempt's own choices, as its plan made them (the defaults without one). */
function choicesOfVerdict(verdict: Verdict): Choices {
  const plan = verdict.plan;
  const strategies = (xs: readonly string[]): Strategy[] => xs.filter((s): s is Strategy => (STRATEGIES as readonly string[]).includes(s));
  return {
    breadth: plan?.retrieval.breadth ?? 'normal',
    answerType: plan && (ANSWER_TYPES as readonly string[]).includes(plan.answer_type ?? '') ? (plan.answer_type as AnswerType) : null,
    prefer: strategies(plan?.prefer ?? []),
    avoid: new Set(strategies(plan?.avoid ?? [])),
  };
}

/** The choices to try, smallest change first: wider retrieval, the strategy that answered avoided, each other answer type, each strategy preferred. */
function alternatives(base: Choices, used: Strategy | null, typeNow: string): { choices: Choices; advice: Advice }[] {
  const out: { choices: Choices; advice: Advice }[] = [];
  if (base.breadth !== 'wide') out.push({ choices: { ...base, breadth: 'wide' }, advice: { breadth: 'wide' } });
  if (used) out.push({ choices: { ...base, avoid: new Set([...base.avoid, used]) }, advice: { avoid: [used] } });
  for (const t of ANSWER_TYPES) if (t !== typeNow) out.push({ choices: { ...base, answerType: t }, advice: { answer_type: t } });
  for (const s of STRATEGIES) {
    if (s !== used && s !== 'table' && !base.prefer.includes(s)) out.push({ choices: { ...base, prefer: [s, ...base.prefer] }, advice: { prefer: [s] } });
  }
  if (used && base.breadth !== 'wide')
    out.push({ choices: { ...base, breadth: 'wide', avoid: new Set([...base.avoid, used]) }, advice: { breadth: 'wide', avoid: [used] } });
  return out;
}

/** What a choice is, in words (for diagnoses and patterns). */
export function describeAdvice(a: Advice): string {
  const parts = [
    a.breadth && `${a.breadth} retrieval`,
    a.avoid?.length && `skipping the ${a.avoid.join(', ')} strategy`,
    a.prefer?.length && `trying the ${a.prefer.join(', ')} strategy first`,
    a.answer_type && `answering with a ${a.answer_type}`,
  ].filter(Boolean);
  return parts.join(' and ') || 'the same choices';
}

/** Runs the local chain (search → extract → triple → reason) on the verdict's task, once per retrieval breadth. */
class Chain {
  private readonly evidence = new Map<Breadth, Promise<TaskInbox>>();
  runs = 0;
  constructor(private readonly verdict: Verdict) {}

  async answer(choices: Choices): Promise<Reasoned> {
    let got = this.evidence.get(choices.breadth);
    if (!got) {
      got = this.retrieve(choices.breadth);
      this.evidence.set(choices.breadth, got);
    }
    const view = await got;
    this.runs++;
    return reasonOver(this.verdict.question, view.packet('events')?.events ?? [], view.packet('triples')?.triples ?? [], choices);
  }

  private async retrieve(breadth: Breadth): Promise<TaskInbox> {
    const v = this.verdict;
    const init: DocInit = {
      type: 'doc_init',
      task_id: v.task_id,
      sender: 'oversee',
      token_used: 0,
      question: v.question,
      chunks: v.chunks,
      file_name: v.file_name,
    };
    const common = { task_id: v.task_id, sender: 'oversee', token_used: 0 };
    const plan: Packet = {
      type: 'plan',
      ...common,
      question_type: '',
      answer_type: null,
      answer_format: null,
      operation: null,
      retrieval: { breadth, hints: [] },
      prefer: [],
      avoid: [],
      failure_modes: [],
      records: [],
    };
    const view = new TaskInbox(init);
    view.receive(plan);
    for (const tool of [new SearchTool(), new ExtractTool(), new TripleTool()]) {
      const r = await tool.run(view);
      if (!r.ok) break;
      view.receive({ ...common, ...r.output } as Packet);
    }
    return view;
  }
}

/** The two steps on the local engine: the diagnosis, and the record (or why none). */
export async function overseeLocally(verdict: Verdict): Promise<{ diagnosis: DiagnosisBody; record: RecordBody; tried: number }> {
  const stage = STAGE[verdict.resolution_type] ?? 'unknown';
  const chain = new Chain(verdict);
  const base = choicesOfVerdict(verdict);
  const again = await chain.answer(base);
  const typeNow = base.answerType ?? verdict.plan?.answer_type ?? '';
  let found: Advice | null = null;
  let tried = 0;
  // The attempt's own choices answer right when re-run: the loss was not the engine's choice (a fault, a timeout, an older engine).
  // Scored as the run scores an answer: after the answer normalisation of GAIA's format rules (no leading article).
  const right = (answer: string | null): boolean => {
    const normal = normaliseAnswer(answer, verdict.question);
    return normal !== null && questionScorer(normal, verdict.expected);
  };
  const sameRight = right(again.answer);
  for (const alt of sameRight ? [] : alternatives(base, again.strategy, typeNow)) {
    // Each re-run is CPU work: the event loop gets a turn between them, so the hub's heartbeats are answered.
    await new Promise<void>((resolve) => setImmediate(resolve));
    tried++;
    const r = await chain.answer(alt.choices);
    if (right(r.answer)) {
      found = alt.advice;
      break;
    }
  }
  const how = again.strategy ? `the ${again.strategy} strategy` : 'no strategy';
  const outcome = again.strategy ? `${how} gave a wrong answer` : 'no strategy found an answer';
  const diagnosis: DiagnosisBody = {
    type: 'diagnosis',
    stage,
    text:
      `The ${stage} stage lost the answer (${verdict.resolution_type}): the attempt answered ${JSON.stringify(verdict.answer)}, ` +
      `by ${how} with ${base.breadth} retrieval; the expected answer ${JSON.stringify(verdict.expected)} ` +
      (sameRight
        ? 'came out when the tools were re-run with the same choices: the choices were not what lost it.'
        : found
          ? `came out when the tools were re-run with ${describeAdvice(found)}.`
          : `came out of none of the ${tried} other choices re-run.`),
    alternative: found,
  };
  if (!found)
    return {
      diagnosis,
      record: {
        type: 'gap_record',
        record: null,
        reason: sameRight ? 'the same choices re-run produced the expected answer' : `no other choice produced the expected answer (${tried} tried)`,
      },
      tried: chain.runs,
    };
  const type = verdict.plan?.question_type || questionType(verdict.question, verdict.file_name, verdict.chunks.join(''));
  const features = questionFeatures(verdict.question);
  return {
    diagnosis,
    record: {
      type: 'gap_record',
      record: {
        question_type: type,
        features,
        pattern: `${type} questions${features.length ? ` (${features.join(', ')})` : ''}: with ${base.breadth} retrieval ${outcome}, lost at the ${stage} stage`,
        diagnosis: `${stage} stage; ${describeAdvice(found)} answered such a question correctly`,
        advice: found,
      },
      reason: null,
    },
    tried: chain.runs,
  };
}
