import type { Mesh } from './mesh-launcher.js';

/** The fail-storm part of the config. */
export interface StormConfig {
  kill_every_ms: number;
  kill_count: number;
  seed: number;
  start_after_ms: number;
  stop_after_ms?: number | undefined;
}

/** A small, fast, seeded generator (mulberry32): the same seed gives the same sequence everywhere. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The k-th kill of a storm: when (ms after launch) and which agents. */
export interface Kill {
  at_ms: number;
  agents: string[];
}

/**
 * The storm's schedule, pure: kills at start_after + k × every (until
 * stop_after), each picking kill_count distinct agents with the seeded
 * generator. Independent of the protocol, so comparisons are fair.
 */
export function stormPlan(cfg: StormConfig, agentIds: readonly string[], count: number): Kill[] {
  const rand = mulberry32(cfg.seed);
  const plan: Kill[] = [];
  for (let k = 0; k < count; k++) {
    const at = cfg.start_after_ms + (k + 1) * cfg.kill_every_ms;
    if (cfg.stop_after_ms !== undefined && at > cfg.stop_after_ms) break;
    const pool = [...agentIds];
    const agents: string[] = [];
    const n = Math.min(cfg.kill_count, pool.length);
    for (let i = 0; i < n; i++) agents.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]!);
    plan.push({ at_ms: at, agents });
  }
  return plan;
}

/** Run the storm against a live mesh (SIGKILL at each planned time); returns the kills made and a stop function. */
export function startStorm(mesh: Mesh, cfg: StormConfig, agentIds: readonly string[], onKill?: (kill: Kill) => void): { kills: Kill[]; stop: () => void } {
  const kills: Kill[] = [];
  const plan = stormPlan(cfg, agentIds, 10_000);
  const started = Date.now();
  let next = 0;
  let timer: NodeJS.Timeout | undefined;
  const tick = (): void => {
    const kill = plan[next++];
    if (!kill) return;
    for (const id of kill.agents) mesh.kill(id, 'SIGKILL');
    kills.push(kill);
    onKill?.(kill);
    schedule();
  };
  const schedule = (): void => {
    const kill = plan[next];
    if (kill) timer = setTimeout(tick, Math.max(0, kill.at_ms - (Date.now() - started)));
  };
  schedule();
  return { kills, stop: () => clearTimeout(timer) };
}
