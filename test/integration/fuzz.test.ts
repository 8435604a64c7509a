import { mkdtempSync } from 'node:fs';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newSecret } from '../../transport/control.js';
import { mulberry32 } from '../../hub/fail-storm.js';
import { type FrameDecoder, encodeFrame } from '../../wire/frame-decoder.js';
import { MeshAgent } from '../../agent/mesh-agent.js';
import { JsonAdapter } from '../../protocols/json-adapter.js';
import { SearchTool } from '../../tools/search-tool.js';
import { hostileBytes } from '../helpers/hostile-bytes.js';
import { hubConnection } from '../helpers/hub-connection.js';
import { samplePackets } from '../helpers/packets.js';

/** Send `before`, then a doc_init, as the hub; resolve with the agent's first packet back (bounded wait). */
function askSearch(socket: Socket, decoder: FrameDecoder, before: Buffer[] = []): Promise<unknown> {
  const docInit = {
    type: 'doc_init',
    task_id: 'ok',
    sender: 'hub',
    token_used: 0,
    question: 'When did it open?',
    chunks: ['It opened in 1908.'],
    file_name: 'a.txt',
  };
  return new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no reply to the doc_init')), 3000);
    socket.on('data', (chunk) => {
      for (const f of decoder.push(chunk)) {
        if (f.payload[0] === 0) continue;
        clearTimeout(timer);
        resolve(JSON.parse(f.payload.toString()));
      }
    });
    for (const frame of before) socket.write(frame);
    socket.write(encodeFrame(Buffer.from(JSON.stringify(docInit))));
  });
}

describe('fuzz a live agent (seeded)', () => {
  it('feeds 10,000 random and mutated frames to an authenticated agent: it never crashes, memory stays bounded, and it still works', async () => {
    const secret = newSecret();
    const warnings: string[] = [];
    const agent = new MeshAgent({
      id: 'fuzz',
      tool: new SearchTool(),
      adapter: new JsonAdapter(),
      workspaceDir: mkdtempSync(join(tmpdir(), 'gm-fuzz-')),
      maxFrameBytes: 65_536,
      secret,
      warn: (m) => warnings.push(m),
    });
    const port = await agent.listen(0);
    const rand = mulberry32(99);
    const valid = samplePackets().map((p) => Buffer.from(JSON.stringify(p)));
    const heap0 = process.memoryUsage().heapUsed;
    let sent = 0;
    try {
      for (let conn = 0; conn < 200 && sent < 10_000; conn++) {
        const { socket } = await hubConnection(port, secret, 'fuzz');
        // 50 frames a connection: framed mutated payloads, with raw garbage now and then.
        const batch = Array.from({ length: 50 }, () => (rand() < 0.9 ? encodeFrame(hostileBytes(rand, valid)) : hostileBytes(rand, valid)));
        sent += batch.length;
        await new Promise<void>((resolve) => {
          socket.on('close', () => resolve());
          socket.write(Buffer.concat(batch), () => socket.end());
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, 2000);
        });
      }
      expect(sent).toBe(10_000);
      // Nearly every connection ended on a bad payload or a bad frame, each counted.
      expect(agent.decodeErrors).toBeGreaterThan(20);
      expect(agent.droppedFrames).toBeGreaterThan(150);
      expect(process.memoryUsage().heapUsed - heap0).toBeLessThan(128 * 1024 * 1024);
      // Still alive and well: a proper hub gets a proper answer.
      const { socket, decoder } = await hubConnection(port, secret, 'fuzz');
      const reply = await askSearch(socket, decoder);
      expect(reply).toMatchObject({ type: 'search_docs', task_id: 'ok', sender: 'fuzz' });
      socket.destroy();
    } finally {
      await agent.close();
    }
  });

  it('drops a bad packet relayed by the hub, naming its sender, and keeps the hub connection: the next packet is served', async () => {
    const secret = newSecret();
    const warnings: string[] = [];
    const agent = new MeshAgent({
      id: 'fuzz',
      tool: new SearchTool(),
      adapter: new JsonAdapter(),
      workspaceDir: mkdtempSync(join(tmpdir(), 'gm-bad-')),
      maxFrameBytes: 65_536,
      secret,
      warn: (m) => warnings.push(m),
    });
    const port = await agent.listen(0);
    try {
      const { socket, decoder } = await hubConnection(port, secret, 'fuzz');
      const reply = await askSearch(socket, decoder, [encodeFrame(Buffer.from('{"type":"events","task_id":"x","sender":"2","token_used":1,"events":"nope"}'))]);
      expect(reply).toMatchObject({ type: 'search_docs', task_id: 'ok' });
      // Head fields first, so the hub reads them without walking the rest.
      expect(Object.keys(reply as object).slice(0, 4)).toEqual(['type', 'task_id', 'sender', 'token_used']);
      expect(agent.decodeErrors).toBe(1);
      expect(agent.droppedFrames).toBe(1);
      expect(warnings.join('\n')).toMatch(/dropped a packet relayed by the hub \(from agent 2\)/);
      socket.destroy();
    } finally {
      await agent.close();
    }
  });
});
