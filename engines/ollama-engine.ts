import { Ollama } from 'ollama';
import { describeError, MeshError } from '../wire/errors.js';
import { deadlineSignal } from './deadline.js';
import type { ChatRequest } from './engine.js';
import { ollamaHost, type OllamaEngineConfig } from './ollama-config.js';
import { PREFLIGHT_TIMEOUT_MS } from './server-config.js';
import { ServerEngine, type ServerReply } from './server-engine.js';

/**
 * An Ollama server through the `ollama` npm client. Free-text replies are
 * streamed (the final chunk carries the counts); structured replies use
 * `format` with a JSON schema. Every request has a deadline; retries, the
 * response cache and the counts are ServerEngine's.
 */
export class OllamaEngine extends ServerEngine {
  readonly name = 'ollama';
  readonly host: string;
  private readonly client: Ollama;

  constructor(
    private readonly config: OllamaEngineConfig,
    options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
  ) {
    super(config, config.options, options);
    this.host = ollamaHost(config, options.env);
    const timeout = config.timeout_ms;
    this.client = new Ollama({
      host: this.host,
      // The client has no timeout of its own: every request gets a deadline here.
      fetch: (input, init) => fetch(input, { ...init, signal: deadlineSignal(timeout, init?.signal) }),
    });
  }

  protected get server(): string {
    return `Ollama at ${this.host}`;
  }

  protected async send(request: ChatRequest): Promise<ServerReply> {
    const base = {
      model: this.config.model,
      messages: request.messages,
      options: this.config.options,
      ...(this.config.keep_alive === undefined ? {} : { keep_alive: this.config.keep_alive }),
    };
    if (request.format) {
      const r = await this.client.chat({ ...base, format: request.format, stream: false });
      return { content: r.message.content, promptTokens: r.prompt_eval_count ?? 0, completionTokens: r.eval_count ?? 0, ms: (r.total_duration ?? 0) / 1e6 };
    }
    let content = '';
    let counts = { promptTokens: 0, completionTokens: 0, ms: 0 };
    for await (const part of await this.client.chat({ ...base, stream: true })) {
      content += part.message?.content ?? '';
      if (part.done) counts = { promptTokens: part.prompt_eval_count ?? 0, completionTokens: part.eval_count ?? 0, ms: (part.total_duration ?? 0) / 1e6 };
    }
    return { content, ...counts };
  }
}

/**
 * Before any task runs: the server answers and has the model. Throws
 * ENGINE_UNREACHABLE or ENGINE_MODEL_MISSING with what to do next.
 */
export async function preflight(config: OllamaEngineConfig, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const host = ollamaHost(config, env);
  const client = new Ollama({
    host,
    fetch: (input, init) => fetch(input, { ...init, signal: deadlineSignal(Math.min(config.timeout_ms, PREFLIGHT_TIMEOUT_MS), init?.signal) }),
  });
  let names: string[];
  try {
    names = (await client.list()).models.map((m) => m.name);
  } catch (err) {
    throw new MeshError('ENGINE_UNREACHABLE', `cannot reach Ollama at ${host} — start it with \`ollama serve\`, or use engine: local (${describeError(err)})`, {
      cause: err,
    });
  }
  const wanted = config.model.includes(':') ? config.model : `${config.model}:latest`;
  if (names.includes(config.model) || names.includes(wanted)) return;
  try {
    await client.show({ model: config.model });
  } catch (err) {
    throw new MeshError('ENGINE_MODEL_MISSING', `model ${config.model} is not on ${host} — run \`ollama pull ${config.model}\``, { cause: err });
  }
}
