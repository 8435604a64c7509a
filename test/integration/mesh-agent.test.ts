import { mkdtempSync, readFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Control, controlFrame, newSecret } from '../../transport/control.js';
import { MeshAgent, TASK_STATE_LIMIT } from '../../agent/mesh-agent.js';
import { encodeFrame } from '../../wire/frame-decoder.js';
import type { Packet } from '../../wire/packet.js';
import { createTool } from '../../tools/registry.js';
import { toolSpec } from '../../tools/specs.js';
import type { Tool } from '../../agent/tool.js';
import { JsonAdapter } from '../../protocols/json-adapter.js';
import { SearchTool } from '../../tools/search-tool.js';
import { hubConnection } from '../helpers/hub-connection.js';

/** A search tool that records when it is warmed up. */
class RecordingTool extends SearchTool {
  readonly events: string[] = [];
  warm(): void {
    this.events.push('warm');
  }
}

describe('MeshAgent warm-up', () => {
  it('warms its tool up before answering its first ping, and only once', async () => {
    const secret = newSecret();
    const tool = new RecordingTool();
    const agent = new MeshAgent({
      id: 'w',
      tool,
      adapter: new JsonAdapter(),
      workspaceDir: mkdtempSync(join(tmpdir(), 'gm-warm-')),
      maxFrameBytes: 65_536,
      secret,
      warn: () => {},
    });
    const port = await agent.listen(0);
    try {
      const { socket, decoder } = await hubConnection(port, secret, 'w');
      // Connected and proven: not warm yet, the hub decides when.
      await new Promise((r) => setTimeout(r, 80));
      expect(tool.events).toEqual([]);
      const pongs = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no pongs')), 3000);
        let n = 0;
        socket.on('data', (chunk) => {
          for (const f of decoder.push(chunk)) {
            if (f.payload[0] !== 0 || f.payload[1] !== Control.Pong) continue;
            tool.events.push('pong');
            if (++n === 2) {
              clearTimeout(timer);
              resolve();
            }
          }
        });
      });
      socket.write(controlFrame(Control.Ping, Buffer.from([0, 0, 0, 1])));
      socket.write(controlFrame(Control.Ping, Buffer.from([0, 0, 0, 2])));
      await pongs;
      expect(tool.events).toEqual(['warm', 'pong', 'pong']);
      socket.destroy();
    } finally {
      await agent.close();
    }
  });
});

describe('MeshAgent per-task state', () => {
  it('stays bounded when triggers never come, and remembers tasks in tasks.jsonl, not memory.json', async () => {
    const secret = newSecret();
    const dir = mkdtempSync(join(tmpdir(), 'gm-state-'));
    // The triple tool runs on `events`, which this hub never sends for most tasks.
    const agent = new MeshAgent({
      id: 't',
      tool: createTool('triple'),
      adapter: new JsonAdapter(),
      workspaceDir: dir,
      maxFrameBytes: 65_536,
      secret,
      warn: () => {},
    });
    const port = await agent.listen(0);
    const adapter = new JsonAdapter();
    const send = (socket: Socket, packet: Packet) => socket.write(encodeFrame(adapter.encode(packet)));
    const docInit = (id: string): Packet => ({
      type: 'doc_init',
      task_id: id,
      sender: 'hub',
      token_used: 0,
      question: 'q?',
      file_name: null,
      chunks: ['Alpha was founded in 1990.'],
    });
    try {
      const { socket, decoder } = await hubConnection(port, secret, 't');
      const answered: string[] = [];
      socket.on('data', (chunk) => {
        for (const f of decoder.push(chunk)) if (f.payload[0] !== 0) answered.push(adapter.decode(f.payload).task_id);
      });
      const n = TASK_STATE_LIMIT + 200;
      for (let i = 0; i < n; i++) send(socket, docInit(`t${i}`));
      // Two tasks get their trigger: the newest and one so old it was forgotten.
      const events = (id: string): Packet => ({
        type: 'events',
        task_id: id,
        sender: '1',
        token_used: 0,
        events: [{ kind: 'p', text: 'Alpha was founded in 1990.', chunk: 0, score: 1 }],
      });
      send(socket, events(`t${n - 1}`));
      send(socket, events('t0'));
      send(socket, events(`t${n - 1}`));
      const deadline = Date.now() + 5000;
      while (answered.length < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 100));
      expect(answered).toEqual([`t${n - 1}`]);
      expect(agent.openTasks).toBeLessThanOrEqual(TASK_STATE_LIMIT);
      socket.destroy();
    } finally {
      await agent.close();
    }
    const tasks = readFileSync(join(dir, 'tasks.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(tasks.map((t) => t.task_id)).toEqual([`t${TASK_STATE_LIMIT + 199}`]);
    const memory = JSON.parse(readFileSync(join(dir, 'memory.json'), 'utf8'));
    expect(memory.tasks_done).toBe(1);
    expect(memory.tasks).toBeUndefined();
  });
});

describe('MeshAgent output over the frame limit', () => {
  it('sends a tool_error naming the size and the limit instead of a frame the hub must refuse', async () => {
    const secret = newSecret();
    const limit = 2_000;
    // A search tool whose output is larger than anything it was given.
    const verbose: Tool = {
      name: 'search',
      spec: toolSpec('search'),
      run: async () => ({
        ok: true,
        output: { type: 'search_docs', docs: [{ kind: 'chunk', chunk: 0, score: 1, text: 'x'.repeat(limit) }] },
        usage: { input_tokens: 0, output_tokens: 0 },
      }),
    };
    const agent = new MeshAgent({
      id: 's',
      tool: verbose,
      adapter: new JsonAdapter(),
      workspaceDir: mkdtempSync(join(tmpdir(), 'gm-big-')),
      maxFrameBytes: limit,
      secret,
      warn: () => {},
    });
    const port = await agent.listen(0);
    const adapter = new JsonAdapter();
    try {
      const { socket, decoder } = await hubConnection(port, secret, 's');
      const got = new Promise<Packet>((resolve) => {
        socket.on('data', (chunk) => {
          for (const f of decoder.push(chunk)) if (f.payload[0] !== 0) resolve(adapter.decode(f.payload));
        });
      });
      const init: Packet = { type: 'doc_init', task_id: 'big', sender: 'hub', token_used: 0, question: 'When?', file_name: null, chunks: ['short'] };
      const frame = encodeFrame(adapter.encode(init));
      expect(frame.length - 4).toBeLessThan(limit);
      socket.write(frame);
      const packet = await Promise.race([got, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer')), 5000))]);
      expect(packet).toMatchObject({ type: 'tool_error', task_id: 'big', tool: 'search' });
      expect(packet.type === 'tool_error' && packet.message).toMatch(new RegExp(`search's output is \\d+ bytes encoded, over max_frame_bytes \\(${limit}\\)`));
      socket.destroy();
    } finally {
      await agent.close();
    }
  });
});
