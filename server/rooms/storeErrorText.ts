/**
 * A store error for the log without what it wrote: Drizzle's query errors carry the query's
 * parameters (a game config holds the secret seed), so only the driver's own first line is kept.
 */
export function storeErrorText(e: unknown): string {
  const cause = (e as { cause?: unknown } | null)?.cause;
  const base = cause instanceof Error ? cause : e;
  if (!(base instanceof Error)) return 'unknown error';
  const code = (base as { code?: unknown }).code;
  const line = base.message.split('\n')[0]!.slice(0, 200);
  return `${base.name}${typeof code === 'string' ? ` ${code}` : ''}: ${line.startsWith('Failed query:') ? 'query failed' : line}`;
}
