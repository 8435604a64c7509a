import { ExtractTool } from './extract-tool.js';
import { ReasonTool } from './reason-tool.js';
import { SearchTool } from './search-tool.js';
import type { Engine } from '../engines/engine.js';
import { LlmExtractTool, LlmOverseeTool, LlmPlanTool, LlmReasonTool, LlmSearchTool, LlmTripleTool } from './llm-tools.js';
import { PlanTool } from './plan-tool.js';
import { OverseeTool } from './oversee-tool.js';
import type { Tool } from '../agent/tool.js';
import { TripleTool } from './triple-tool.js';
import { TOOL_SPECS, assertToolName, type ToolName } from './specs.js';

/** One factory per entry of the spec table: a tool missing from either fails to type-check. */
const factories: { readonly [N in ToolName]: (engine?: Engine) => Tool } = {
  search: (e) => (e ? new LlmSearchTool(e) : new SearchTool()),
  extract: (e) => (e ? new LlmExtractTool(e) : new ExtractTool()),
  triple: (e) => (e ? new LlmTripleTool(e) : new TripleTool()),
  reason: (e) => (e ? new LlmReasonTool(e) : new ReasonTool()),
  plan: (e) => (e ? new LlmPlanTool(e) : new PlanTool()),
  oversee: (e) => (e ? new LlmOverseeTool(e) : new OverseeTool()),
};

export function toolNames(): string[] {
  return Object.keys(TOOL_SPECS);
}

/**
 * Build the tool registered as `name`: on the local engine without `engine`,
 * on that LLM engine with it. An unknown name throws TOOL_UNKNOWN listing the known ones.
 */
export function createTool(name: string, engine?: Engine): Tool {
  assertToolName(name);
  return factories[name](engine);
}
