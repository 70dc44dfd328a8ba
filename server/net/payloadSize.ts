/**
 * Measures an untrusted decoded message (roughly its JSON length) without recursion and without
 * throwing, giving up as soon as it passes `limit`. Anything deeper than `maxDepth` counts as too large.
 */
export function payloadSize(value: unknown, limit: number, maxDepth = 12): number {
  let size = 0;
  const stack: { v: unknown; d: number }[] = [{ v: value, d: 0 }];
  while (stack.length > 0) {
    const { v, d } = stack.pop()!;
    if (d > maxDepth) return Infinity;
    if (v === null || v === undefined) size += 4;
    else if (typeof v === 'string') size += v.length + 2;
    else if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') size += 8;
    else if (v instanceof Uint8Array) size += v.byteLength * 2;
    else if (Array.isArray(v)) {
      size += 2 + v.length;
      for (const x of v) stack.push({ v: x, d: d + 1 });
    } else if (typeof v === 'object') {
      const keys = Object.keys(v as object);
      size += 2 + keys.length;
      for (const k of keys) {
        size += k.length + 3;
        stack.push({ v: (v as Record<string, unknown>)[k], d: d + 1 });
      }
    } else size += 8;
    if (size > limit) return size;
  }
  return size;
}
