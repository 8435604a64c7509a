import { Control, controlFrame } from '../../transport/control.js';
import type { FrameHandler, Link } from '../../transport/link.js';
import { Frame, encodeFrame } from '../../wire/frame-decoder.js';

/** A link driven by the test: frames are pushed in with `deliver` (to the handler attached then: it does not queue); backlog and pauses are visible. */
export class ScriptedLink implements Link {
  closed = false;
  backlogged = false;
  paused = false;
  handlerMs = 0;
  sent: Buffer[] = [];
  private frameHandler: (f: Frame) => void = () => {};
  private drainHandlers: (() => void)[] = [];
  constructor(readonly peer: string) {}
  send(frame: Uint8Array): void {
    this.sent.push(Buffer.from(frame));
  }
  relay(frame: Frame): void {
    this.send(frame.raw);
  }
  deliver(payload: string): void {
    this.frameHandler(Frame.of(encodeFrame(Buffer.from(payload))));
  }
  /** A pong, as the agent answers a ping. */
  pong(): void {
    this.frameHandler(Frame.of(controlFrame(Control.Pong, Buffer.alloc(4))));
  }
  /** Several frames as one read delivers them: views into one buffer, at their offsets. */
  deliverRead(payloads: string[]): void {
    const frames = payloads.map((p) => encodeFrame(Buffer.from(p)));
    const buf = Buffer.concat([Buffer.from('junk before'), ...frames, Buffer.from('junk after')]);
    let at = 'junk before'.length;
    for (const f of frames) {
      this.frameHandler(new Frame(buf, at, at + f.length));
      at += f.length;
    }
  }
  drain(): void {
    this.backlogged = false;
    for (const h of this.drainHandlers.splice(0)) h();
  }
  close(): void {
    this.closed = true;
  }
  fail(): void {
    this.closed = true;
  }
  onFrame(handler: FrameHandler | null): void {
    this.frameHandler = handler ?? (() => {});
  }
  onClose(): void {}
  onDrain(handler: () => void): void {
    this.drainHandlers.push(handler);
  }
  pause(): void {
    this.paused = true;
  }
  resume(): void {
    this.paused = false;
  }
}
