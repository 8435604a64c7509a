import { MeshError } from '../wire/errors.js';
import { ExtractTool } from './extract-tool.js';
import { ReasonTool } from './reason-tool.js';
import { SearchTool } from './search-tool.js';
import type { Engine } from '../engines/engine.js';
import { LlmExtractTool, LlmReasonTool, LlmSearchTool, LlmTripleTool } from './llm-tools.js';
import type { Tool } from '../agent/tool.js';
import { TripleTool } from './triple-tool.js';

const factories = new Map<string, (engine?: Engine) => Tool>([
  ['search', (e) => (e ? new LlmSearchTool(e) : new SearchTool())],
  ['extract', (e) => (e ? new LlmExtractTool(e) : new ExtractTool())],
  ['triple', (e) => (e ? new LlmTripleTool(e) : new TripleTool())],
  ['reason', (e) => (e ? new LlmReasonTool(e) : new ReasonTool())],
]);

export function toolNames(): string[] {
  return [...factories.keys()];
}

/**
 * Build the tool registered as `name`: on the local engine without `engine`,
 * on that LLM engine with it. An unknown name throws TOOL_UNKNOWN listing the known ones.
 */
export function createTool(name: string, engine?: Engine): Tool {
  const factory = factories.get(name);
  if (!factory) throw new MeshError('TOOL_UNKNOWN', `unknown tool "${name}"; known tools: ${toolNames().join(', ')}`);
  return factory(engine);
}
