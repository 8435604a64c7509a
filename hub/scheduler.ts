/**
 * The hub's timers, injectable so that liveness can be tested on a clock the
 * test moves. A cancel function may be called more than once, also after the
 * timer has fired.
 */
export interface Scheduler {
  /** Call `fn` every `ms` until cancelled; does not keep the process alive. */
  every(ms: number, fn: () => void): () => void;
  /** Call `fn` once after `ms` unless cancelled first. */
  after(ms: number, fn: () => void): () => void;
}

/** Node's timers. */
export const realScheduler: Scheduler = {
  every(ms, fn) {
    const timer = setInterval(fn, ms);
    timer.unref();
    return () => clearInterval(timer);
  },
  after(ms, fn) {
    const timer = setTimeout(fn, ms);
    return () => clearTimeout(timer);
  },
};
