import { createHmac, createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import { MeshError, describeError } from '../wire/errors.js';
import type { Packet } from '../wire/packet.js';
import { canonicalJson } from './canonical-json.js';
import { headFirst, jsonBody } from './packet-json.js';
import {
  envelopeBytes,
  receivedEnvelope,
  parseJsonBytes,
  toPacket,
  type AdapterContext,
  type Handshake,
  type ProtocolAdapter,
} from '../wire/protocol-adapter.js';

/** The did:wba DID of a mesh node. */
export function didOf(nodeId: string): string {
  return `did:wba:localhost:gaia-mesh:${nodeId}`;
}

/** PKCS#8 DER prefix of an Ed25519 private key; the 32-byte seed follows. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * A node's Ed25519 key pair for this run: derived from the run's secret and
 * the node id when there is a secret (a restarted agent keeps its identity,
 * so its peers need no new DID document), else fresh.
 */
function keyPairFor(ctx: AdapterContext): { publicKey: KeyObject; privateKey: KeyObject } {
  if (!ctx.secret) return generateKeyPairSync('ed25519');
  const seed = createHmac('sha256', Buffer.from(ctx.secret, 'hex')).update(`anp-key:${ctx.nodeId}`).digest();
  const privateKey = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  return { privateKey, publicKey: createPublicKey(privateKey) };
}

/** How long a nonce is remembered, and how far `created` may stray from our clock. */
const REPLAY_WINDOW_MS = 10 * 60_000;
const MAX_NONCES = 200_000;

const Envelope = z.object({
  sender: z.string().startsWith('did:wba:'),
  receiver: z.string().startsWith('did:wba:'),
  created: z.string(),
  nonce: z.string().regex(/^[0-9a-f]{32}$/),
  content: z.unknown(),
  proof: z.object({ type: z.literal('Ed25519Signature2020'), verificationMethod: z.string(), proofValue: z.string() }),
});

const DidDocument = z.object({
  id: z.string().startsWith('did:wba:'),
  verificationMethod: z
    .array(
      z.object({
        id: z.string(),
        type: z.literal('JsonWebKey2020'),
        controller: z.string(),
        publicKeyJwk: z.object({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string() }),
      }),
    )
    .min(1),
});

/**
 * Agent Network Protocol: sender and receiver are did:wba DIDs; each node
 * has a per-run Ed25519 key pair (node:crypto) and signs the canonical
 * bytes of {sender, receiver, created, nonce, content}. `decode` verifies the
 * signature with the sender's key, and rejects an unsigned or tampered
 * message, an unknown sender, a nonce it has seen, or a `created` outside
 * the replay window. Handshake: every agent sends its DID document; the hub
 * sends every agent all of them (its own first), so each node can verify
 * the others' packets (the hub relays frames unchanged).
 */
export class AnpAdapter implements ProtocolAdapter {
  readonly name = 'anp';
  readonly did: string;
  private readonly privateKey: KeyObject;
  private readonly document: z.infer<typeof DidDocument>;
  private readonly keys = new Map<string, KeyObject>();
  private readonly seen = new Set<string>();
  readonly handshake: Handshake;

  constructor(
    ctx: AdapterContext,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.did = didOf(ctx.nodeId);
    const { publicKey, privateKey } = keyPairFor(ctx);
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' }) as { x: string };
    this.document = {
      id: this.did,
      verificationMethod: [{ id: `${this.did}#key-1`, type: 'JsonWebKey2020', controller: this.did, publicKeyJwk: { kty: 'OKP', crv: 'Ed25519', x: jwk.x } }],
    };
    this.keys.set(this.did, publicKey);
    const docBytes = (): Uint8Array =>
      Buffer.from(JSON.stringify({ '@context': ['https://www.w3.org/ns/did/v1'], ...this.document, authentication: [`${this.did}#key-1`] }));
    this.handshake = {
      distribute: true,
      request: () => null,
      hello: docBytes,
      learn: (hellos) => hellos.forEach((h) => this.learnDocument(parseJsonBytes(h, this.name))),
      bundle: (hellos) =>
        Buffer.concat([Buffer.from('['), Buffer.from([docBytes(), ...hellos].map((h) => Buffer.from(h).toString('utf8')).join(',')), Buffer.from(']')]),
      learnBundle: (bytes) => {
        const docs = parseJsonBytes(bytes, this.name);
        if (!Array.isArray(docs)) throw new MeshError('PACKET_INVALID', 'anp: the DID bundle is not a list');
        docs.forEach((d) => this.learnDocument(d));
      },
    };
  }

  /** Trust a peer's DID document (its public key). */
  learnDocument(value: unknown): void {
    const doc = DidDocument.safeParse(value);
    if (!doc.success) throw new MeshError('PACKET_INVALID', `anp: not a DID document (${doc.error.issues[0]?.message ?? ''})`);
    const jwk = doc.data.verificationMethod[0]!.publicKeyJwk;
    this.keys.set(doc.data.id, createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: jwk.x }, format: 'jwk' }));
  }

  /** This node's DID document, as its hello carries it. */
  get didDocument(): unknown {
    return this.document;
  }

  encode(packet: Packet): Uint8Array {
    const signed = {
      sender: this.did,
      receiver: this.did.endsWith(':hub') ? didOf('agents') : didOf('hub'),
      created: new Date(this.now()).toISOString(),
      nonce: randomBytes(16).toString('hex'),
      content: headFirst(packet),
    };
    const proofValue = sign(null, Buffer.from(canonicalJson(signed)), this.privateKey).toString('base64url');
    return Buffer.from(JSON.stringify({ ...signed, proof: { type: 'Ed25519Signature2020', verificationMethod: `${this.did}#key-1`, proofValue } }));
  }

  body(packet: Packet): Uint8Array {
    return jsonBody(packet);
  }

  decode(bytes: Uint8Array): Packet {
    const env = Envelope.safeParse(parseJsonBytes(bytes, this.name));
    if (!env.success)
      throw new MeshError('PACKET_INVALID', `anp: not a signed message (${env.error.issues[0]?.path.join('.') ?? ''}: ${env.error.issues[0]?.message ?? ''})`);
    const { proof, ...signed } = env.data;
    const key = this.keys.get(signed.sender);
    if (!key) throw new MeshError('PACKET_INVALID', `anp: unknown sender ${signed.sender} (no DID document from it)`);
    let valid: boolean;
    try {
      valid = verify(null, Buffer.from(canonicalJson(signed)), key, Buffer.from(proof.proofValue, 'base64url'));
    } catch (err) {
      throw new MeshError('PACKET_INVALID', `anp: signature unreadable (${describeError(err)})`, { cause: err });
    }
    if (!valid) throw new MeshError('PACKET_INVALID', `anp: bad signature from ${signed.sender} (tampered message?)`);
    const created = Date.parse(signed.created);
    if (!Number.isFinite(created) || Math.abs(this.now() - created) > REPLAY_WINDOW_MS)
      throw new MeshError('PACKET_INVALID', `anp: message from ${signed.sender} created ${signed.created}, outside the replay window`);
    const seenKey = `${signed.sender} ${signed.nonce}`;
    if (this.seen.has(seenKey)) throw new MeshError('PACKET_INVALID', `anp: replayed nonce ${signed.nonce} from ${signed.sender}`);
    if (this.seen.size >= MAX_NONCES) this.seen.delete(this.seen.values().next().value!);
    this.seen.add(seenKey);
    return toPacket(signed.content, this.name);
  }

  headerSize(packet: Packet): number {
    return envelopeBytes(this, packet);
  }

  measureHeader(payload: Uint8Array, packet: Packet): number {
    return receivedEnvelope(this, payload, packet);
  }
}
