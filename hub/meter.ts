/**
 * Traffic counters of the hub, kept per run, per task and per agent.
 * Definitions (README "Metrics"):
 * - bytes_rx: bytes of every frame the hub received from an agent, 4-byte prefix included;
 * - bytes_tx: bytes of every frame copy the hub delivered to an agent (relayed copies
 *   and the hub's own doc_init copies), prefix included;
 * - init_bytes_tx: the part of bytes_tx that is doc_init broadcast by the hub;
 * - pkt_cnt: packets put on the mesh: each agent-originated frame and each doc_init once;
 * - deliveries: frame copies delivered (what the agents' logs record as received);
 * - header_overhead: envelope bytes (adapter.headerSize) in every delivered copy;
 * - token_sum: token_used of every agent-originated packet, counted once;
 * - decode_errors: frames the hub could not decode (dropped, not relayed).
 */
export interface Meter {
  bytes_tx: number;
  bytes_rx: number;
  init_bytes_tx: number;
  pkt_cnt: number;
  deliveries: number;
  header_overhead: number;
  token_sum: number;
  decode_errors: number;
}

export function newMeter(): Meter {
  return { bytes_tx: 0, bytes_rx: 0, init_bytes_tx: 0, pkt_cnt: 0, deliveries: 0, header_overhead: 0, token_sum: 0, decode_errors: 0 };
}

/** Add `b` into `a` field by field. */
export function addMeter(a: Meter, b: Meter): Meter {
  for (const k of Object.keys(a) as (keyof Meter)[]) a[k] += b[k];
  return a;
}
