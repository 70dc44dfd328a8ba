/** The store's errors: one that stops the start with a clear line, one for a version stored twice. */

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

/** The `code` of a driver error (Node's errno codes, SQLite's and PostgreSQL's codes), if any. */
export function errorCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The error's own message, on one line. */
export function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.replace(/\s+/g, ' ').trim();
}
