import { describe, expect, it } from 'vitest';
import { Control, authenticate, controlFrame, proofOf } from '../../transport/control.js';
import { createLinkedPair, type LinkClose } from '../../transport/link.js';
import { encodeFrame, type Frame } from '../../wire/frame-decoder.js';

const frame = (text: string): Buffer => encodeFrame(Buffer.from(text));
const text = (f: Frame): string => f.payload.toString();
const tick = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

describe('Link: queue until someone listens (in memory)', () => {
  it('holds frames received before a handler is attached and delivers them, in order, before later ones', async () => {
    const [a, b] = createLinkedPair();
    a.send(frame('one'));
    a.send(frame('two'));
    await tick();
    const got: string[] = [];
    b.onFrame((f) => got.push(text(f)));
    // Delivered on a later microtask, not inside onFrame: the caller attaches its close handler first.
    expect(got).toEqual([]);
    a.send(frame('three'));
    await tick();
    expect(got).toEqual(['one', 'two', 'three']);
  });

  it('holds again after onFrame(null), also between two frames that arrive together', async () => {
    const [a, b] = createLinkedPair();
    const first: string[] = [];
    b.onFrame((f) => {
      first.push(text(f));
      b.onFrame(null);
    });
    a.send(frame('challenge'));
    a.send(frame('hello'));
    a.send(frame('more'));
    await tick();
    expect(first).toEqual(['challenge']);
    const second: string[] = [];
    b.onFrame((f) => second.push(text(f)));
    await tick();
    expect(second).toEqual(['hello', 'more']);
  });

  it('hands the rest of the queue to a handler that replaces the one draining it', async () => {
    const [a, b] = createLinkedPair();
    for (const t of ['x', 'y', 'z']) a.send(frame(t));
    await tick();
    const got: string[] = [];
    b.onFrame((f) => {
      got.push(`first:${text(f)}`);
      b.onFrame((g) => got.push(`second:${text(g)}`));
    });
    await tick();
    expect(got).toEqual(['first:x', 'second:y', 'second:z']);
  });

  it('delivers nothing once the link has closed, and tells a close handler attached after the close', async () => {
    const [a, b] = createLinkedPair();
    a.send(frame('late'));
    await tick();
    b.fail(new Error('broken'));
    const got: string[] = [];
    b.onFrame((f) => got.push(text(f)));
    const closes: LinkClose[] = [];
    b.onClose((info) => closes.push(info));
    expect(closes).toEqual([]);
    await tick();
    expect(got).toEqual([]);
    expect(closes.map((c) => c.error?.message)).toEqual(['broken']);
    // Exactly once, even when a handler is attached again.
    b.onClose((info) => closes.push(info));
    await tick();
    expect(closes).toHaveLength(1);
  });
});

describe('authenticate', () => {
  it('answers the challenge and leaves what the agent sends after it to the next handler', async () => {
    const [hub, agent] = createLinkedPair('hub', 'agent');
    const answers: Buffer[] = [];
    agent.onFrame((f) => answers.push(Buffer.from(f.payload)));
    const challenge = Buffer.alloc(32, 7);
    // The agent speaks first right after its challenge (an ANP hello does): both arrive in one burst.
    agent.send(controlFrame(Control.Challenge, challenge));
    agent.send(frame('hello'));
    const secret = '11'.repeat(32);
    await authenticate(hub, secret, 'agent', 1000);
    await tick();
    expect(answers).toHaveLength(1);
    expect(answers[0]!.subarray(2).equals(proofOf(secret, challenge, 'agent'))).toBe(true);
    const after: string[] = [];
    hub.onFrame((f) => after.push(text(f)));
    await tick();
    expect(after).toEqual(['hello']);
  });

  it('rejects a link that does not open with a challenge', async () => {
    const [hub, agent] = createLinkedPair('hub', 'agent');
    agent.send(frame('hello'));
    await expect(authenticate(hub, '11'.repeat(32), 'agent', 1000)).rejects.toMatchObject({ code: 'AUTH_FAILED' });
  });
});
