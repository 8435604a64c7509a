import { getEventListeners } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { deadlineSignal } from '../../engines/deadline.js';

// A collection mid-request is what dropped Node's own timeout signal in CI.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r) ?? r(undefined));
  server = undefined;
});

/** A server that answers after `ms`. */
async function slow(ms: number): Promise<string> {
  server = createServer((_req, res) => {
    setTimeout(() => res.end('late'), ms).unref();
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

describe('deadlineSignal', () => {
  it('ends a request at its deadline even when the heap is collected while it waits', async () => {
    const url = await slow(2_000);
    const parent = new AbortController();
    const started = performance.now();
    const collect = [setTimeout(gc, 5), setTimeout(gc, 20)];
    const err = await fetch(url, { signal: deadlineSignal(60, parent.signal) }).then(
      () => undefined,
      (e: unknown) => e,
    );
    collect.forEach(clearTimeout);
    expect((err as Error | undefined)?.name).toBe('TimeoutError');
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it("aborts with the caller's reason when the caller aborts first", async () => {
    const parent = new AbortController();
    const signal = deadlineSignal(10_000, parent.signal);
    expect(signal.aborted).toBe(false);
    parent.abort(new Error('stopped by the user'));
    expect(signal.aborted).toBe(true);
    expect((signal.reason as Error).message).toBe('stopped by the user');
    const already = new AbortController();
    already.abort('gone');
    expect(deadlineSignal(10_000, already.signal).reason).toBe('gone');
  });

  it('leaves no listener on a long-lived parent once its deadline has passed', async () => {
    const parent = new AbortController();
    const signals = Array.from({ length: 20 }, () => deadlineSignal(5, parent.signal));
    expect(getEventListeners(parent.signal, 'abort')).toHaveLength(20);
    await new Promise((r) => setTimeout(r, 40));
    expect(signals.every((s) => s.aborted && (s.reason as Error).name === 'TimeoutError')).toBe(true);
    expect(getEventListeners(parent.signal, 'abort')).toHaveLength(0);
  });
});
