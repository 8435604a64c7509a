import { MeshError } from '../core/errors.js';
import { ExtractTool } from './extract-tool.js';
import { ReasonTool } from './reason-tool.js';
import { SearchTool } from './search-tool.js';
import type { Tool } from './tool.js';
import { TripleTool } from './triple-tool.js';

const factories = new Map<string, () => Tool>([
  ['search', () => new SearchTool()],
  ['extract', () => new ExtractTool()],
  ['triple', () => new TripleTool()],
  ['reason', () => new ReasonTool()],
]);

export function toolNames(): string[] {
  return [...factories.keys()];
}

/** Build the tool registered as `name`; an unknown name throws TOOL_UNKNOWN listing the known ones. */
export function createTool(name: string): Tool {
  const factory = factories.get(name);
  if (!factory) throw new MeshError('TOOL_UNKNOWN', `unknown tool "${name}"; known tools: ${toolNames().join(', ')}`);
  return factory();
}
