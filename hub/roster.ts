import type { Link } from '../transport/link.js';
import type { PacketType } from '../wire/packet.js';
import type { HelloSlot } from './handshake.js';

export interface AgentTraffic {
  id: string;
  tool: string;
  /** Frames and bytes the agent sent to the hub. */
  frames_out: number;
  bytes_out: number;
  /** Frame copies and bytes the hub delivered to the agent. */
  frames_in: number;
  bytes_in: number;
  token_sum: number;
  decode_errors: number;
  lost?: string;
}

/** How an agent's loss was noticed. */
export type LossCause = 'closed' | 'bad_frame' | 'slow_consumer' | 'heartbeat';

/** One agent in the mesh. A restarted agent stays the same member, on a new link. */
export interface Member {
  readonly id: string;
  link: Link;
  traffic: AgentTraffic;
  /** Packet types delivered to this agent; null = all (broadcast). */
  readonly subscribes: ReadonlySet<PacketType> | null;
  /** While the handshake runs: the agent's frames are its hello (see Handshake). */
  hello?: HelloSlot | undefined;
}

/**
 * The mesh's members and their health: who is in, in order; who is lost
 * and why; and waiting for lost agents to come back, until they do or
 * their recovery is given up.
 */
export class Roster {
  private readonly members = new Map<string, Member>();
  /** The members in order, for the relay loop (an array: no iterator per frame). */
  list: readonly Member[] = [];
  private readonly givenUp = new Set<string>();
  /** Members outside the tasks' path (the Overseer): their loss neither refuses tasks nor makes the mesh unhealthy. */
  private readonly outside = new Set<string>();
  /** Waiting for lost agents to come back: resolved when none is down, or when recovery is given up. */
  private healthy: { promise: Promise<boolean>; resolve: (ok: boolean) => void } | undefined;

  add(id: string, tool: string, link: Link, subscribes: ReadonlySet<PacketType> | null, outsideTasks = false): Member {
    if (outsideTasks) this.outside.add(id);
    const member: Member = {
      id,
      link,
      subscribes,
      traffic: { id, tool, frames_out: 0, bytes_out: 0, frames_in: 0, bytes_in: 0, token_sum: 0, decode_errors: 0 },
    };
    this.members.set(id, member);
    this.list = [...this.members.values()];
    return member;
  }

  get(id: string): Member | undefined {
    return this.members.get(id);
  }

  /** Members neither lost nor disconnected, in order. */
  watched(): Member[] {
    return this.list.filter((m) => !m.traffic.lost && !m.link.closed);
  }

  /** Mark `member` lost; false when it already was. */
  markLost(member: Member, reason: string): boolean {
    if (member.traffic.lost) return false;
    member.traffic.lost = reason;
    return true;
  }

  /** `member` is back (restarted, connected and warm). */
  recovered(member: Member): void {
    delete member.traffic.lost;
    this.checkHealthy();
  }

  /** Recovery of this agent has been given up: waiting for health ends. */
  giveUp(id: string): void {
    this.givenUp.add(id);
    this.checkHealthy();
  }

  /** Agents lost so far, with the reason. */
  lost(): { id: string; reason: string }[] {
    return this.list.filter((m) => m.traffic.lost).map((m) => ({ id: m.id, reason: m.traffic.lost! }));
  }

  /** Lost agents that tasks need (all but those outside the tasks' path). */
  lostOnPath(): { id: string; reason: string }[] {
    return this.lost().filter((a) => !this.outside.has(a.id));
  }

  /** Per-agent traffic, in the order agents were added (copies). */
  traffic(): AgentTraffic[] {
    return this.list.map((m) => ({ ...m.traffic }));
  }

  /** True when no agent is down (waiting up to `timeoutMs` for lost agents to come back); false once recovery is given up. */
  async whenHealthy(timeoutMs: number): Promise<boolean> {
    if (this.lostOnPath().length === 0) return true;
    if (this.lostOnPath().some((a) => this.givenUp.has(a.id))) return false;
    if (!this.healthy) {
      let resolve!: (ok: boolean) => void;
      const promise = new Promise<boolean>((r) => (resolve = r));
      this.healthy = { promise, resolve };
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((r) => (timer = setTimeout(() => r(false), timeoutMs)));
    const ok = await Promise.race([this.healthy.promise, timeout]);
    clearTimeout(timer);
    return ok;
  }

  /** The mesh is closing: nobody waits for health any longer. */
  close(): void {
    this.healthy?.resolve(false);
  }

  private checkHealthy(): void {
    const down = this.lostOnPath();
    if (down.length === 0 || down.some((a) => this.givenUp.has(a.id))) {
      this.healthy?.resolve(down.length === 0);
      this.healthy = undefined;
    }
  }
}
