/** The store's errors: one that stops the start with a clear line, one for a version stored twice; a broken table's log line. */

/** The database cannot be opened or migrated. Its message is one line: why, and what to do. */
export class StoreOpenError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message.replace(/\s+/g, ' ').trim(), options);
    this.name = 'StoreOpenError';
  }
}

/** appendAction was given a version the table already has: nothing was written. */
export class DuplicateVersionError extends Error {
  constructor(
    readonly tableId: string,
    readonly version: number,
  ) {
    super(`table ${tableId} already has an action at version ${version}: nothing written`);
    this.name = 'DuplicateVersionError';
  }
}

/** A write aimed at a table the store does not have. */
export class UnknownTableError extends Error {
  constructor(readonly tableId: string) {
    super(`no stored table ${tableId}`);
    this.name = 'UnknownTableError';
  }
}

/** The `code` of a driver error (Node's errno codes, SQLite's and PostgreSQL's codes), or of its cause (Drizzle wraps them). */
export function errorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The error's own message, on one line. */
export function errorText(err: unknown): string {
  // Drizzle wraps a driver error as "Failed query: <the whole SQL>": the driver's own words say why.
  const cause = (err as { cause?: unknown } | null)?.cause;
  if (err instanceof Error && err.message.startsWith('Failed query') && cause instanceof Error) return errorText(cause);
  const text = err instanceof Error ? err.message : String(err);
  return text.replace(/\s+/g, ' ').trim();
}

/** The one log line of a table that is not restored: its log no longer replays, or its rows cannot be read. */
export function brokenTableLine(tableId: string, why: string): string {
  return `[table ${tableId}] broken: ${why}. The table is not restored.`;
}
