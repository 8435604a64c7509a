import { z } from 'zod';
import type { EngineStats } from './engine.js';

/**
 * What a model costs, in US dollars per million tokens (`price:` of an
 * engine). Prompt-cache reads and writes cost the input price unless given.
 */
export const PriceSchema = z
  .object({
    input_per_mtok: z.number().nonnegative(),
    output_per_mtok: z.number().nonnegative(),
    cache_read_per_mtok: z.number().nonnegative().optional(),
    cache_write_per_mtok: z.number().nonnegative().optional(),
  })
  .strict();

export type EnginePrice = z.infer<typeof PriceSchema>;

/** Decimal places kept in a cost (a millionth of a cent). */
const COST_DECIMALS = 8;

export function roundCost(usd: number): number {
  return Number(usd.toFixed(COST_DECIMALS));
}

/**
 * What the fresh calls in `stats` cost: replies served from the response
 * cache cost nothing. Prompt tokens read from or written to the server's
 * prompt cache are priced apart when the price says how.
 */
export function costUsd(price: EnginePrice, stats: EngineStats): number {
  const read = stats.prompt_cache_read_tokens ?? 0;
  const write = stats.prompt_cache_write_tokens ?? 0;
  const plain = stats.prompt_tokens - read - write;
  const input =
    plain * price.input_per_mtok + read * (price.cache_read_per_mtok ?? price.input_per_mtok) + write * (price.cache_write_per_mtok ?? price.input_per_mtok);
  return roundCost((input + stats.completion_tokens * price.output_per_mtok) / 1e6);
}
