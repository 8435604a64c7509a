import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Msg, NatsConnection, Subscription } from 'nats';
import { MeshError, describeError } from '../wire/errors.js';
import { Control, controlFrame, isControl, parseControl } from './control.js';
import { NatsLink } from './nats-link.js';

/**
 * How agents find a run on NATS. The hub listens on `<prefix>.join.*`; an
 * agent asks `<prefix>.join.<id>` (a NATS request) until a hub that wants
 * that id answers with a grant: the run's token and what the agent needs
 * to take part (protocol, secret, the frame limit, how long a silent hub
 * is waited for). The agent then listens on `<prefix>.<link>.a.<id>.in`
 * and publishes on `…out` (`<link>` is `<run>-<n>`, fresh for each join,
 * so a rejoining agent never answers for its lost predecessor), opening
 * with a Join control frame. A hub that does not want the id stays
 * silent, so an agent started before the bench simply keeps asking.
 */
export interface JoinGrant {
  run: string;
  /** This join's subjects' token, `<run>-<n>`: a rejoining agent never shares subjects with its lost predecessor. */
  link: string;
  protocol: string;
  /** The run's secret (ANP derives its keys from it); readable only by who may read the reply (see README "Trust"). */
  secret: string;
  max_frame_bytes: number;
  /** Silence from the hub past which the agent leaves the run. */
  silence_ms: number;
  /** Silence allowed before the hub's first frame: it speaks once every agent has joined, up to its join deadline. */
  first_silence_ms?: number;
  /** A planner is in the mesh: answering tools wait for each task's plan. */
  planned: boolean;
}

/** An agent's join request: its id, and the run it was started for (agents the bench launched), if any. */
interface JoinRequest {
  id: string;
  run?: string;
  /** The agent's tool: a hub grants the id only to an agent with the tool its config gives that id. */
  tool?: string;
}

/** Where a join reply may go: a requester's own inbox (nats.js's default prefix), never one of the mesh's subjects. */
const INBOX_PREFIX = '_INBOX.';

export const joinSubject = (prefix: string, id: string): string => `${prefix}.join.${id}`;
/** The hub publishes to the agent here. */
export const toAgent = (prefix: string, link: string, id: string): string => `${prefix}.${link}.a.${id}.in`;
/** The agent publishes to the hub here. */
export const fromAgent = (prefix: string, link: string, id: string): string => `${prefix}.${link}.a.${id}.out`;

/** A fresh run token: one per mesh launched, so two meshes on one prefix never share a subject. */
export function newRunToken(): string {
  return `r${randomBytes(6).toString('hex')}`;
}

/** How long an agent's Join may take once its grant is sent. */
const JOIN_FRAME_MS = 5_000;

/** The hub's side: answer the join requests of the ids it waits for, each with a link. */
export class NatsRendezvous {
  readonly run = newRunToken();
  private sub: Subscription | undefined;
  private readonly waiting = new Map<string, (link: NatsLink) => void>();
  /** Every link made, for the transport's overhead. */
  readonly links: NatsLink[] = [];
  /** Payload bytes of the join requests answered, and of the grants sent. */
  readonly joins = { requests: 0, grants: 0 };
  /** Links of agents that joined before the hub asked for them (started first, or rejoining before their loss was noticed). */
  private readonly parked = new Map<string, NatsLink>();
  /** Ids whose join is under way (granted, Join not yet received). */
  private readonly joining = new Set<string>();
  private joined = 0;

  /** Ids whose refusal has been said once (a refused agent keeps asking). */
  private readonly refused = new Set<string>();

  constructor(
    private readonly nc: NatsConnection,
    private readonly prefix: string,
    private readonly grant: Omit<JoinGrant, 'run' | 'link'>,
    private readonly ids: readonly string[],
    private readonly warn: (message: string) => void,
    /** Each id's tool, as the config gives it. */
    private readonly tools: ReadonlyMap<string, string> = new Map(),
    /** launch: local: only the agents this bench started (their requests carry its run) may join. */
    private readonly ownAgentsOnly = false,
  ) {}

  async start(): Promise<void> {
    this.sub = this.nc.subscribe(`${this.prefix}.join.*`, { callback: (err, msg) => !err && void this.onJoin(msg) });
    await this.nc.flush();
  }

  /**
   * The next link of agent `id`: resolves once it has joined (asked, been
   * granted, and sent its Join). Rejects with AGENT_MISSING after `timeoutMs`.
   */
  accept(id: string, timeoutMs: number): Promise<NatsLink> {
    const early = this.parked.get(id);
    this.parked.delete(id);
    if (early && !early.closed) return Promise.resolve(early);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new MeshError('AGENT_MISSING', `agent ${id} did not join within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiting.set(id, (link) => {
        clearTimeout(timer);
        resolve(link);
      });
    });
  }

  /**
   * Wait for every id to join within `timeoutMs`; on the deadline, one
   * AGENT_MISSING error names every agent still missing and how to start it.
   */
  async acceptAll(ids: readonly string[], timeoutMs: number, hint: (id: string) => string): Promise<NatsLink[]> {
    const results = await Promise.allSettled(ids.map((id) => this.accept(id, timeoutMs)));
    const missing = ids.filter((_, i) => results[i]!.status === 'rejected');
    if (missing.length > 0) {
      for (const r of results) if (r.status === 'fulfilled') r.value.close();
      throw new MeshError(
        'AGENT_MISSING',
        `agent${missing.length > 1 ? 's' : ''} ${missing.join(', ')} did not join within ${timeoutMs} ms on ${this.prefix}: start ${missing.length > 1 ? 'them' : 'it'} with ${missing.map(hint).join('; ')}`,
      );
    }
    return results.map((r) => (r as PromiseFulfilledResult<NatsLink>).value);
  }

  close(): void {
    for (const link of this.parked.values()) link.close();
    this.parked.clear();
    try {
      this.sub?.unsubscribe();
    } catch {
      // closed with the connection
    }
    this.waiting.clear();
  }

  private async onJoin(msg: Msg): Promise<void> {
    let req: JoinRequest;
    try {
      req = JSON.parse(new TextDecoder().decode(msg.data)) as JoinRequest;
    } catch {
      return;
    }
    const id = msg.subject.slice(this.prefix.length + '.join.'.length);
    // Not ours to answer: another run's agent, an id not in this run, one already parked or live, a reply
    // subject that is not the requester's inbox (a grant must never be published onto the mesh's subjects).
    if (req.id !== id || (req.run !== undefined && req.run !== this.run) || !this.ids.includes(id) || this.parked.has(id) || this.joining.has(id)) return;
    if (!msg.reply?.startsWith(INBOX_PREFIX) || this.links.some((l) => l.agentId === id && !l.closed)) return;
    // A bench that starts its own agents takes only them: an idle `npm run agent` with the same id stays out.
    if (this.ownAgentsOnly && req.run !== this.run) return;
    const tool = this.tools.get(id);
    if (tool !== undefined && req.tool !== undefined && req.tool !== tool) {
      if (!this.refused.has(id)) this.warn(`refused agent ${id}: it runs tool ${req.tool}, and this run's config gives agent ${id} tool ${tool}`);
      this.refused.add(id);
      return;
    }
    this.joins.requests += msg.data.length;
    this.joining.add(id);
    let link: NatsLink | undefined;
    const token = `${this.run}-${++this.joined}`;
    try {
      link = await NatsLink.open({
        nc: this.nc,
        publishTo: toAgent(this.prefix, token, id),
        listenOn: fromAgent(this.prefix, token, id),
        peer: `agent ${id}`,
        maxFrameBytes: this.grant.max_frame_bytes,
      });
      const grant = new TextEncoder().encode(JSON.stringify({ ...this.grant, run: this.run, link: token } satisfies JoinGrant));
      this.joins.grants += grant.length;
      msg.respond(grant);
      link.peerSid = await firstJoin(link, JOIN_FRAME_MS);
      link.agentId = id;
      this.links.push(link);
      // To whoever waits for it now; joined before anyone waits, it is parked for the next accept.
      const waiter = this.waiting.get(id);
      this.waiting.delete(id);
      if (waiter) waiter(link);
      else this.parked.set(id, link);
    } catch (err) {
      link?.close();
      this.warn(`agent ${id} asked to join but did not complete it: ${describeError(err)}; waiting for it to ask again`);
    } finally {
      this.joining.delete(id);
    }
  }
}

/** The agent's Join on a fresh link: its subscription id. Detaches its handler, so what follows waits for the hub's. */
function firstJoin(link: NatsLink, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      link.onFrame(null);
      reject(new MeshError('AUTH_FAILED', `no Join within ${timeoutMs} ms`));
    }, timeoutMs);
    link.onFrame((frame) => {
      clearTimeout(timer);
      link.onFrame(null);
      const c = isControl(frame.payload) ? parseControl(frame.payload) : null;
      if (!c || c.kind !== Control.Join || c.body.length !== 4) reject(new MeshError('AUTH_FAILED', 'the first message was not a Join'));
      else resolve(c.body.readUInt32BE(0));
    });
  });
}

/** What an agent needs to ask for a run: its id, and the run's token when the bench that started it gave one. */
export interface JoinOptions {
  nc: NatsConnection;
  prefix: string;
  id: string;
  run?: string;
  maxFrameBytes: number;
  signal?: AbortSignal;
  /** Said once while no hub wants this agent yet. */
  waiting?: (message: string) => void;
  /** The agent's tool, sent with the request (a hub refuses an agent whose tool is not the one its config names). */
  tool?: string;
  /** How long one request waits for a grant (the hub answers after a round trip of its own); default DEFAULT_JOIN_REQUEST_MS. */
  requestTimeoutMs?: number;
}

/** One join request's wait for a grant: long enough for a hub some hundreds of ms away. */
export const DEFAULT_JOIN_REQUEST_MS = 3_000;

/**
 * The agent's side: ask until a hub grants a run (or `signal` aborts:
 * RUN_ABORTED), then open the link and send the Join.
 */
export async function joinRun(options: JoinOptions): Promise<{ grant: JoinGrant; link: NatsLink }> {
  const { nc, prefix, id } = options;
  const body = new TextEncoder().encode(
    JSON.stringify({ id, ...(options.run ? { run: options.run } : {}), ...(options.tool ? { tool: options.tool } : {}) } satisfies JoinRequest),
  );
  let told = false;
  for (;;) {
    if (options.signal?.aborted) throw new MeshError('RUN_ABORTED', `agent ${id} stopped before joining a run`);
    let grant: JoinGrant | undefined;
    try {
      const reply = await nc.request(joinSubject(prefix, id), body, { timeout: options.requestTimeoutMs ?? DEFAULT_JOIN_REQUEST_MS });
      grant = JSON.parse(new TextDecoder().decode(reply.data)) as JoinGrant;
    } catch (err) {
      if (nc.isClosed()) throw new MeshError('NATS_UNREACHABLE', `agent ${id}'s NATS connection closed while waiting for a run: ${describeError(err)}`);
      if (!told) options.waiting?.(`agent ${id} waits for a bench to want it on ${joinSubject(prefix, id)}`);
      told = true;
      await sleep(250);
      continue;
    }
    const link = await NatsLink.open({
      nc,
      publishTo: fromAgent(prefix, grant.link, id),
      listenOn: toAgent(prefix, grant.link, id),
      peer: 'the hub',
      maxFrameBytes: Math.min(options.maxFrameBytes, grant.max_frame_bytes),
      silenceMs: grant.silence_ms,
      ...(grant.first_silence_ms !== undefined ? { firstSilenceMs: grant.first_silence_ms } : {}),
    });
    const sid = Buffer.alloc(4);
    sid.writeUInt32BE(link.sid, 0);
    link.send(controlFrame(Control.Join, sid));
    return { grant, link };
  }
}
