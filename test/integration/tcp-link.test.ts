import { once } from 'node:events';
import { createServer, connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Frame, encodeFrame } from '../../wire/frame-decoder.js';
import { TcpLink } from '../../transport/tcp-link.js';

const open: Socket[] = [];
afterEach(() => {
  for (const s of open.splice(0)) s.destroy();
});

/** A loopback pair: the server side wrapped as a TcpLink, the client side raw. */
async function pair(maxBufferedBytes?: number): Promise<{ link: TcpLink; server: Socket; client: Socket }> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const accepted = once(srv, 'connection') as Promise<[Socket]>;
  const client = connect({ host: '127.0.0.1', port: (srv.address() as { port: number }).port });
  const [server] = await accepted;
  srv.close();
  open.push(client, server);
  return { link: new TcpLink(server, 'peer', 1 << 20, maxBufferedBytes), server, client };
}

describe('TcpLink', () => {
  it('relays frames adjacent in one read buffer as one write, and keeps send order across merged and separate frames', async () => {
    const { link, server, client } = await pair();
    let writes = 0;
    const write = server.write.bind(server) as (chunk: Uint8Array) => boolean;
    (server as unknown as { write: (chunk: Uint8Array) => boolean }).write = (chunk) => {
      writes++;
      return write(chunk);
    };
    const frames = Array.from({ length: 10 }, (_, i) => encodeFrame(Buffer.from(`frame-${i}`)));
    const block = Buffer.concat(frames);
    const slices: Frame[] = [];
    for (let at = 0, i = 0; i < frames.length; at += frames[i]!.length, i++) slices.push(new Frame(block, at, at + frames[i]!.length));
    const lone = encodeFrame(Buffer.from('lone'));
    const expected = Buffer.concat([...frames.slice(0, 5), lone, ...frames.slice(5)]);
    const received: Buffer[] = [];
    client.on('data', (c: Buffer) => received.push(c));
    // One tick: 5 adjacent, one elsewhere, 5 adjacent again.
    slices.slice(0, 5).forEach((s) => link.relay(s));
    link.send(lone);
    slices.slice(5).forEach((s) => link.relay(s));
    for (let i = 0; i < 100 && Buffer.concat(received).length < expected.length; i++) await new Promise((r) => setTimeout(r, 5));
    expect(Buffer.concat(received).equals(expected)).toBe(true);
    expect(writes).toBe(3);
  });

  it('reports a backlog while the peer does not read, and calls onDrain once it has taken it all', async () => {
    const { link, client } = await pair(64 * 1024 * 1024);
    client.pause();
    const chunk = encodeFrame(Buffer.alloc(64 * 1024, 1));
    let sent = 0;
    for (let i = 0; i < 200 && !link.backlogged; i++) {
      link.send(chunk);
      sent++;
      await new Promise((r) => setImmediate(r));
    }
    expect(link.backlogged).toBe(true);
    let drained = false;
    link.onDrain(() => (drained = true));
    let got = 0;
    client.on('data', (c: Buffer) => (got += c.length));
    client.resume();
    for (let i = 0; i < 200 && !drained; i++) await new Promise((r) => setTimeout(r, 5));
    expect(drained).toBe(true);
    expect(link.backlogged).toBe(false);
    for (let i = 0; i < 200 && got < sent * chunk.length; i++) await new Promise((r) => setTimeout(r, 5));
    expect(got).toBe(sent * chunk.length);
  });

  it('holds frames until a handler is attached, without reading on meanwhile, and hands the rest of a read to the next handler', async () => {
    const { link, server, client } = await pair();
    // One write: a "challenge" and two frames after it, read together.
    client.write(Buffer.concat(['challenge', 'hello', 'more'].map((t) => encodeFrame(Buffer.from(t)))));
    for (let i = 0; i < 100 && !server.isPaused(); i++) await new Promise((r) => setTimeout(r, 5));
    // Nobody listens yet: the frames wait, and the socket is not read meanwhile.
    expect(server.isPaused()).toBe(true);
    const first: string[] = [];
    link.onFrame((f) => {
      first.push(f.payload.toString());
      link.onFrame(null);
    });
    await new Promise((r) => setTimeout(r, 5));
    expect(first).toEqual(['challenge']);
    expect(server.isPaused()).toBe(true);
    const second: string[] = [];
    link.onFrame((f) => second.push(f.payload.toString()));
    await new Promise((r) => setTimeout(r, 5));
    expect(second).toEqual(['hello', 'more']);
    expect(server.isPaused()).toBe(false);
    client.write(encodeFrame(Buffer.from('later')));
    for (let i = 0; i < 100 && second.length < 3; i++) await new Promise((r) => setTimeout(r, 5));
    expect(second).toEqual(['hello', 'more', 'later']);
  });

  it('stays paused after its frames are delivered when the caller paused it', async () => {
    const { link, server, client } = await pair();
    client.write(encodeFrame(Buffer.from('a')));
    for (let i = 0; i < 100 && !server.isPaused(); i++) await new Promise((r) => setTimeout(r, 5));
    link.pause();
    const got: string[] = [];
    link.onFrame((f) => got.push(f.payload.toString()));
    await new Promise((r) => setTimeout(r, 5));
    expect(got).toEqual(['a']);
    expect(server.isPaused()).toBe(true);
    link.resume();
    expect(server.isPaused()).toBe(false);
  });
});
