import { describe, expect, it } from 'vitest';
import { monoMs } from '../../wire/clock.js';
import { MeshNetwork } from '../../hub/mesh-network.js';
import { JsonAdapter } from '../../protocols/json-adapter.js';
import { createLinkedPair } from '../../transport/link.js';
import { encodeFrame } from '../../wire/frame-decoder.js';
import type { Packet } from '../../wire/packet.js';

const adapter = new JsonAdapter();
const task = { task_id: 'T1', question: 'q?', document: 'doc', file_name: null };

describe('the shared clock of the timeline', () => {
  it('monoMs is CLOCK_MONOTONIC in ms, as process.hrtime.bigint gives it', () => {
    const before = Number(process.hrtime.bigint() / 1_000_000n);
    const t = monoMs();
    expect(t).toBeGreaterThanOrEqual(before);
    expect(t).toBeLessThan(before + 1000);
  });

  it('a task’s outcome says when the hub sent its doc_init on that clock, before any agent received it; a refused task has none', async () => {
    const net = new MeshNetwork({ adapter, chunkSize: 10, maxFrameBytes: 4096, warn: () => {} });
    const [hub, agent] = createLinkedPair('hub', '0');
    let received = 0;
    agent.onFrame((frame) => {
      const p = adapter.decode(frame.payload);
      received = monoMs();
      const answer: Packet = { type: 'final_answer', task_id: p.task_id, sender: '0', token_used: 1, tag: 'data_event', answer: '42', reasoning: '' };
      agent.send(encodeFrame(adapter.encode(answer)));
    });
    agent.onClose(() => {});
    net.addAgent('0', 'doc_init', hub);
    const before = monoMs();
    const outcome = await net.runTask(task, 1000);
    expect(outcome.end).toBe('answer');
    expect(outcome.init_sent_mono_ms).toBeGreaterThanOrEqual(before);
    expect(outcome.init_sent_mono_ms).toBeLessThanOrEqual(received);
    const refused = await net.runTask({ ...task, task_id: 'T2', document: 'x'.repeat(10_000) }, 1000);
    expect(refused.end).toBe('too_large');
    expect(refused.init_sent_mono_ms).toBeUndefined();
    net.close();
  });
});
