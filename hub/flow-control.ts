import type { Link } from '../transport/link.js';

/**
 * Backpressure between the hub's links. When a frame relayed from `src`
 * leaves `dest` backlogged (more queued than its peer takes), `hold` stops
 * reading from `src` (its frames wait in the OS's buffers, and its agent
 * blocks on its own writes) until every destination it waits on has
 * drained or closed. Nothing is dropped here. A peer that stops reading
 * altogether is not this unit's to judge: its link closes past the
 * slow-consumer bound (SLOW_CONSUMER), or its heartbeats find it.
 */
export class FlowControl {
  /** For each backlogged destination, the sources paused until it drains. */
  private readonly holding = new Map<Link, Set<Link>>();
  /** For each paused source, how many destinations it waits on. */
  private readonly waits = new Map<Link, number>();

  /** `dest` is backlogged after a frame from `src`: pause `src` until `dest` drains (idempotent per pair). */
  hold(src: Link, dest: Link): void {
    let sources = this.holding.get(dest);
    if (!sources) {
      sources = new Set();
      this.holding.set(dest, sources);
      dest.onDrain(() => this.release(dest));
    }
    if (sources.has(src)) return;
    sources.add(src);
    const n = (this.waits.get(src) ?? 0) + 1;
    this.waits.set(src, n);
    if (n === 1) src.pause();
  }

  /** True while reading from `link` is paused here. */
  isHeld(link: Link): boolean {
    return this.waits.has(link);
  }

  /** `link` closed: nothing waits on it any longer, and it waits on nothing. */
  forget(link: Link): void {
    this.release(link);
    this.waits.delete(link);
  }

  private release(dest: Link): void {
    const sources = this.holding.get(dest);
    if (!sources) return;
    this.holding.delete(dest);
    for (const src of sources) {
      const n = (this.waits.get(src) ?? 1) - 1;
      if (n > 0) this.waits.set(src, n);
      else {
        this.waits.delete(src);
        src.resume();
      }
    }
  }
}
