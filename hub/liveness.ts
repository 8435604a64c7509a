import { Control, controlFrame } from '../transport/control.js';
import type { Link } from '../transport/link.js';
import { realScheduler, type Scheduler } from './scheduler.js';

/** An agent as liveness sees it: who, and the link its pings go on. */
export interface LivenessPeer {
  readonly id: string;
  readonly link: Link;
}

/** What liveness asks of the hub. */
export interface LivenessHost {
  /** The agents the heartbeats watch now, in order: those neither lost nor disconnected. */
  watched(): readonly LivenessPeer[];
  /** True while the hub is not reading `link` (flow control): its pong cannot be read, so a ping then is not a miss. */
  heldBack(link: Link): boolean;
  /** `id` left `misses` pings in a row unanswered; it is not pinged again until it is `reset`. */
  silent(id: string, reason: string): void;
}

interface Beat {
  /** Pings sent since the last pong. */
  unanswered: number;
  /** Called on the next pong (see `warmUp`). */
  onPong: (() => void)[];
}

/**
 * Heartbeats and warm-up pings. The hub hands every pong to `pong`; an agent
 * that leaves `misses` heartbeats in a row unanswered is reported `silent`,
 * once per round it stays watched. Pings are control frames (never task
 * traffic); this unit sends them and counts nothing else.
 */
export class Liveness {
  private readonly beats = new Map<string, Beat>();
  private cancel: (() => void) | undefined;
  /** How long the heartbeats let an agent stay silent before it is lost (interval × misses); unset until `start`. */
  silenceMs: number | undefined;

  constructor(
    private readonly host: LivenessHost,
    private readonly scheduler: Scheduler = realScheduler,
  ) {}

  /**
   * Ping every watched agent every `intervalMs`; one that has left `misses`
   * pings in a row unanswered is reported silent. Restarting replaces the
   * earlier heartbeat.
   */
  start(intervalMs: number, misses: number): void {
    this.cancel?.();
    this.silenceMs = intervalMs * misses;
    let seq = 0;
    this.cancel = this.scheduler.every(intervalMs, () => {
      for (const peer of this.host.watched()) {
        const beat = this.beat(peer.id);
        if (beat.unanswered >= misses) {
          this.host.silent(peer.id, `stopped answering heartbeats (${misses} pings ${intervalMs} ms apart)`);
          continue;
        }
        // A link we paused cannot have its pong read: its silence is ours, not the agent's.
        if (!this.host.heldBack(peer.link)) beat.unanswered += 1;
        const body = Buffer.alloc(4);
        body.writeUInt32BE(seq++ >>> 0);
        peer.link.send(controlFrame(Control.Ping, body));
      }
    });
  }

  stop(): void {
    this.cancel?.();
    this.cancel = undefined;
  }

  /** A pong from `id`: its misses start again from zero, and warm-up waiters are answered. */
  pong(id: string): void {
    const beat = this.beat(id);
    beat.unanswered = 0;
    for (const f of beat.onPong.splice(0)) f();
  }

  /** `id` is on a new link (a restarted agent): its misses start again from zero. */
  reset(id: string): void {
    this.beat(id).unanswered = 0;
  }

  /**
   * Ping each of `peers` and wait for its pong. An agent warms its tool up
   * before it answers its first ping, so this ends when no task would wait
   * for a warm-up. Resolves with the ids of those that did not answer
   * within `timeoutMs` (left to the heartbeats, which find a dead one).
   */
  async warmUp(peers: readonly LivenessPeer[], timeoutMs: number): Promise<string[]> {
    const answered = await Promise.all(
      peers.map(
        (peer) =>
          new Promise<boolean>((resolve) => {
            const beat = this.beat(peer.id);
            const answered = (): void => {
              cancel();
              resolve(true);
            };
            const cancel = this.scheduler.after(timeoutMs, () => {
              // Not answered: nothing is left waiting on this agent's next pong.
              beat.onPong = beat.onPong.filter((f) => f !== answered);
              resolve(false);
            });
            beat.onPong.push(answered);
            peer.link.send(controlFrame(Control.Ping, Buffer.alloc(4)));
          }),
      ),
    );
    return peers.filter((_, i) => !answered[i]).map((p) => p.id);
  }

  private beat(id: string): Beat {
    let beat = this.beats.get(id);
    if (!beat) {
      beat = { unanswered: 0, onPong: [] };
      this.beats.set(id, beat);
    }
    return beat;
  }
}
