import { describe, expect, it } from 'vitest';
import type { ChatReply, Engine } from '../../engines/engine.js';
import { newEngineStats } from '../../engines/engine.js';
import { subscriptions } from '../../hub/mesh-launcher.js';
import { isMeshError } from '../../wire/errors.js';
import { PACKET_TYPES } from '../../wire/packet.js';
import { createTool, toolNames } from '../../tools/registry.js';
import { TOOL_SPECS, toolSpec } from '../../tools/specs.js';
import { caught } from '../helpers/caught.js';

/** An engine that is never called: the tools are only built, not run. */
const idle: Engine = {
  name: 'idle',
  chat: (): Promise<ChatReply> => Promise.reject(new Error('not called')),
  stats: newEngineStats,
};

describe('the tool spec table', () => {
  it.each(toolNames())('%s: the local and the LLM variant both carry the table entry', (name) => {
    const local = createTool(name);
    const llm = createTool(name, idle);
    expect(local.constructor).not.toBe(llm.constructor);
    for (const tool of [local, llm]) {
      expect(tool.name).toBe(name);
      expect(tool.spec).toBe(toolSpec(name));
    }
  });

  it("chains: every trigger but doc_init and the hub's brief and verdict is produced by a tool, and a tool never uses what it produces or triggers on", () => {
    const specs = Object.values(TOOL_SPECS);
    const produced = new Set<string>(specs.map((s) => s.produces));
    for (const s of specs) {
      expect(PACKET_TYPES).toContain(s.trigger);
      if (!['doc_init', 'brief', 'verdict'].includes(s.trigger)) expect(produced).toContain(s.trigger);
      for (const u of s.uses) expect(produced).toContain(u);
      expect([s.trigger, ...s.uses]).not.toContain(s.produces);
      expect(s.uses).not.toContain(s.trigger);
    }
    expect(produced).toContain('final_answer');
  });

  it('an unknown name throws TOOL_UNKNOWN listing the known tools, for the table and the registry alike', () => {
    for (const f of [() => toolSpec('divination'), () => createTool('divination'), () => subscriptions('divination')]) {
      const error = caught(f);
      expect(isMeshError(error, 'TOOL_UNKNOWN')).toBe(true);
      expect((error as Error).message).toMatch(/known tools: search, extract, triple, reason/);
    }
    // Not fooled by what every object has.
    expect(() => toolSpec('toString')).toThrow(/unknown tool "toString"/);
  });
});

describe('routing derives from the table', () => {
  it.each(toolNames().filter((n) => toolSpec(n).role !== 'oversee'))('%s subscribes to doc_init, its trigger and what it uses', (name) => {
    const spec = toolSpec(name);
    expect([...subscriptions(name)].sort()).toEqual([...new Set(['doc_init', spec.trigger, ...spec.uses])].sort());
  });

  it('with a planner, every answering tool also hears the plan; the planner hears the doc_init and its brief; the Overseer only its verdict', () => {
    for (const name of toolNames()) {
      const got = subscriptions(name, true);
      const role = toolSpec(name).role;
      expect(got.has('plan')).toBe(role === 'answer');
      expect(got.has('doc_init')).toBe(role !== 'oversee');
      expect(got.has('verdict')).toBe(role === 'oversee');
    }
    expect([...subscriptions('plan', true)].sort()).toEqual(['brief', 'doc_init']);
    expect([...subscriptions('oversee')]).toEqual(['verdict']);
  });

  it('the reasoner hears triples and events, and nothing it produces', () => {
    expect([...subscriptions('reason')].sort()).toEqual(['doc_init', 'events', 'triples']);
    expect(subscriptions('search')).toEqual(new Set(['doc_init']));
  });
});
