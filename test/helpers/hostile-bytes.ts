/** Random bytes, or a valid frame/payload with a few bytes flipped, cut or repeated: seeded. */
export function hostileBytes(rand: () => number, valid: Buffer[]): Buffer {
  const pick = valid[Math.floor(rand() * valid.length)]!;
  const kind = rand();
  if (kind < 0.3) return Buffer.from(Array.from({ length: Math.floor(rand() * 64) }, () => Math.floor(rand() * 256)));
  const out = Buffer.from(pick);
  if (kind < 0.6) for (let i = 0; i < 1 + rand() * 4; i++) out[Math.floor(rand() * out.length)] = Math.floor(rand() * 256);
  else if (kind < 0.8) return out.subarray(0, Math.floor(rand() * out.length));
  else return Buffer.concat([out, out.subarray(Math.floor(rand() * out.length))]);
  return out;
}
