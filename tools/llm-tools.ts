import { z } from 'zod';
import { describeError } from '../wire/errors.js';
import type { ChatMessage, Engine, EngineStats } from '../engines/engine.js';
import { extractFinalAnswer } from '../gaia/answer.js';
import { Bm25Index, roundScore } from './bm25.js';
import {
  AbstractionReply,
  DiagnosisReply,
  PlanReply,
  SearchReply,
  TriplesReply,
  abstractionPrompt,
  diagnosisPrompt,
  extractPrompt,
  planPrompt,
  reasonPrompt,
  repairPrompt,
  searchPrompt,
  triplePrompt,
} from './prompts.js';
import { terms } from './text.js';
import type { TaskView, Tool, ToolOutput, ToolResult, Usage } from '../agent/tool.js';
import { TOOL_SPECS } from './specs.js';

/** Passages offered to the model by the LLM search: the best BM25 chunks. */
const SEARCH_CANDIDATES = 12;

/** Runs chats on one engine for one tool call, adding up the tokens the server reported. */
class Session {
  readonly usage: Usage = { input_tokens: 0, output_tokens: 0 };
  constructor(private readonly engine: Engine) {}

  async text(messages: ChatMessage[]): Promise<string> {
    const r = await this.engine.chat({ messages });
    this.usage.input_tokens += r.promptTokens;
    this.usage.output_tokens += r.completionTokens;
    return r.content;
  }

  /** A structured reply: `format` from the schema, validated by it; one repair attempt, then an error. */
  async json<T>(messages: ChatMessage[], schema: z.ZodType<T>): Promise<T> {
    const format = z.toJSONSchema(schema) as Record<string, unknown>;
    let problem = '';
    for (let attempt = 0; attempt < 2; attempt++) {
      const asked = attempt === 0 ? messages : [...messages, repairPrompt(problem)];
      const r = await this.engine.chat({ messages: asked, format });
      this.usage.input_tokens += r.promptTokens;
      this.usage.output_tokens += r.completionTokens;
      try {
        const parsed = schema.safeParse(JSON.parse(r.content));
        if (parsed.success) return parsed.data;
        problem = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
      } catch (err) {
        problem = describeError(err);
      }
    }
    throw new Error(`the model's reply was not valid JSON for the requested format, twice: ${problem}`);
  }
}

/** Shared by the four: run, and turn any engine failure into a tool failure (ADAPTER_ERROR). */
abstract class LlmTool implements Tool {
  abstract readonly name: string;
  abstract readonly spec: Tool['spec'];

  constructor(protected readonly engine: Engine) {}

  engineStats(): EngineStats {
    return this.engine.stats();
  }

  async run(task: TaskView): Promise<ToolResult> {
    const session = new Session(this.engine);
    try {
      return { ok: true, output: await this.work(task, session), usage: session.usage };
    } catch (err) {
      return { ok: false, error: `${this.name} on ${this.engine.name}: ${describeError(err)}`, usage: session.usage };
    }
  }

  protected abstract work(task: TaskView, session: Session): Promise<ToolOutput>;
}

export class LlmSearchTool extends LlmTool {
  readonly name = 'search';
  readonly spec = TOOL_SPECS.search;

  protected async work(task: TaskView, session: Session): Promise<ToolOutput> {
    const scores = new Bm25Index(task.chunks.map((c) => terms(c))).scores(terms(task.question));
    const candidates = scores
      .map((score, chunk) => ({ chunk, score }))
      .sort((a, b) => b.score - a.score || a.chunk - b.chunk)
      .slice(0, SEARCH_CANDIDATES)
      .sort((a, b) => a.chunk - b.chunk);
    if (candidates.length === 0) return { type: 'search_docs', docs: [] };
    const reply = await session.json(
      searchPrompt(
        task.question,
        candidates.map((c) => task.chunks[c.chunk]!),
      ),
      SearchReply,
    );
    const chosen = [...new Set(reply.passages)].filter((i) => i < candidates.length).map((i) => candidates[i]!);
    const picked = chosen.length ? chosen : [...candidates].sort((a, b) => b.score - a.score).slice(0, 4);
    const docs = picked
      .sort((a, b) => a.chunk - b.chunk)
      .map((c) => ({ kind: 'chunk' as const, chunk: c.chunk, score: roundScore(c.score), text: task.chunks[c.chunk]! }));
    return { type: 'search_docs', docs };
  }
}

export class LlmExtractTool extends LlmTool {
  readonly name = 'extract';
  readonly spec = TOOL_SPECS.extract;

  protected async work(task: TaskView, session: Session): Promise<ToolOutput> {
    const search = task.packet('search_docs');
    const passages = (search?.docs ?? []).map((d) => d.text);
    if (passages.length === 0) return { type: 'events', events: [] };
    const text = await session.text(extractPrompt(task.question, passages));
    const facts = text
      .split('\n')
      .map((l) => /^\s*(?:[-*•]|\d+[.)])\s+(.+)$/.exec(l)?.[1]?.trim())
      .filter((f): f is string => Boolean(f));
    const first = search?.docs[0]?.chunk ?? 0;
    return { type: 'events', events: facts.map((f, i) => ({ kind: 'fact', text: f, chunk: first, score: roundScore(1 - i / 100) })) };
  }
}

export class LlmTripleTool extends LlmTool {
  readonly name = 'triple';
  readonly spec = TOOL_SPECS.triple;

  protected async work(task: TaskView, session: Session): Promise<ToolOutput> {
    const events = task.packet('events')?.events ?? [];
    const facts = events.map((e) => e.text);
    if (facts.length === 0) return { type: 'triples', triples: [] };
    const reply = await session.json(triplePrompt(task.question, facts), TriplesReply);
    const sourceOf = (subject: string): number =>
      Math.max(
        0,
        facts.findIndex((f) => f.toLowerCase().includes(subject.toLowerCase())),
      );
    return { type: 'triples', triples: reply.triples.map((t) => ({ ...t, source: sourceOf(t.subject) })) };
  }
}

export class LlmReasonTool extends LlmTool {
  readonly name = 'reason';
  readonly spec = TOOL_SPECS.reason;

  protected async work(task: TaskView, session: Session): Promise<ToolOutput> {
    const facts = (task.packet('events')?.events ?? []).map((e) => e.text);
    const triples = task.packet('triples')?.triples ?? [];
    const text = await session.text(reasonPrompt(task.question, facts, triples, task.packet('plan')));
    // The GAIA protocol: the answer is what follows FINAL ANSWER; without it there is none.
    return { type: 'final_answer', tag: 'data_event', answer: extractFinalAnswer(text), reasoning: text };
  }
}

/** The opening of the document the LLM planner is shown (it plans; it does not read the whole file). */
const PLAN_OPENING_CHARS = 1200;

export class LlmPlanTool extends LlmTool {
  readonly name = 'plan';
  readonly spec = TOOL_SPECS.plan;

  protected async work(task: TaskView, session: Session): Promise<ToolOutput> {
    const records = task.packet('brief')?.records ?? [];
    const reply = await session.json(planPrompt(task.question, task.chunks.join('').slice(0, PLAN_OPENING_CHARS), records), PlanReply);
    const known = new Set(records.map((r) => r.id));
    const { breadth, hints, ...rest } = reply;
    // Only ids the brief gave count as followed: the helpful/harmful counters depend on them.
    return { type: 'plan', ...rest, retrieval: { breadth, hints }, records: reply.records.filter((id) => known.has(id)) };
  }
}

/** The Overseer on an LLM engine: two separate calls, Diagnosis then Abstraction, as in the reference pipeline. */
export class LlmOverseeTool implements Tool {
  readonly name = 'oversee';
  readonly spec = TOOL_SPECS.oversee;

  constructor(private readonly engine: Engine) {}

  engineStats(): EngineStats {
    return this.engine.stats();
  }

  async run(task: TaskView): Promise<ToolResult> {
    const verdict = task.packet('verdict');
    const session = new Session(this.engine);
    if (!verdict) return { ok: false, error: 'oversee ran without a verdict', usage: session.usage };
    try {
      const diagnosed = await session.json(
        diagnosisPrompt(verdict.question, verdict.expected, verdict.answer, verdict.resolution_type, verdict.trace),
        DiagnosisReply,
      );
      const diagnosisTokens = session.usage.input_tokens + session.usage.output_tokens;
      const abstracted = await session.json(abstractionPrompt(verdict.plan?.question_type ?? 'unknown', diagnosed.text), AbstractionReply);
      return {
        ok: true,
        earlier: [{ output: { type: 'diagnosis', stage: diagnosed.stage, text: diagnosed.text, alternative: null }, token_used: diagnosisTokens }],
        output: {
          type: 'gap_record',
          record: abstracted.record,
          reason: abstracted.record ? null : (abstracted.reason ?? 'the model made no record and gave no reason'),
        },
        usage: session.usage,
      };
    } catch (err) {
      return { ok: false, error: `oversee on ${this.engine.name}: ${describeError(err)}`, usage: session.usage };
    }
  }
}
