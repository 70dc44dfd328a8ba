/**
 * One clear line for a database that cannot be opened or migrated: what failed, why, and what to do.
 * A PostgreSQL address is shown without its password (or any query string, which may hold one).
 */
import { errorCode, errorText, StoreOpenError } from './storeErrors.js';

export type OpenStage = 'open' | 'migrate';

const FILE_REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOTDIR: 'a part of the path is a file, not a directory',
  EEXIST: 'a part of the path is a file, not a directory',
  EISDIR: 'the database path is a directory',
  ENOSPC: 'no space left on the device',
  SQLITE_CANTOPEN: 'the file cannot be created or opened (permission denied or missing directory)',
  SQLITE_READONLY: 'the file or its directory is read-only',
  SQLITE_PERM: 'permission denied',
  SQLITE_IOERR: 'an input/output error',
  SQLITE_FULL: 'the disk is full',
  SQLITE_NOTADB: 'the file is not a SQLite database',
  SQLITE_CORRUPT: 'the database file is corrupt',
  SQLITE_BUSY: 'another process holds a lock on it (one server owns its database file: is another one running on this DATA_DIR?)',
};

/** Why a SQLite database (or its directory) could not be opened or migrated. */
export function sqliteOpenError(file: string, stage: OpenStage, err: unknown): StoreOpenError {
  const code = errorCode(err) ?? '';
  const reason = FILE_REASONS[code] ?? FILE_REASONS[code.replace(/_[A-Z]+$/, '')];
  if (stage === 'migrate' && !reason) {
    return new StoreOpenError(
      `Cannot migrate the SQLite database ${file}: ${errorText(err)}. Restore a backup of the file or set DATA_DIR to a new directory.`,
      { cause: err },
    );
  }
  const damaged = code.startsWith('SQLITE_NOTADB') || code.startsWith('SQLITE_CORRUPT');
  const busy = code.startsWith('SQLITE_BUSY');
  const todo = damaged
    ? 'Move the file away (or restore a backup), or set DATA_DIR to another directory.'
    : busy
      ? 'Stop the other server, or set DATA_DIR to another directory.'
      : 'Set DATA_DIR to a writable directory.';
  return new StoreOpenError(`Cannot open the SQLite database ${file}: ${reason ?? errorText(err)}. ${todo}`, { cause: err });
}

/** The address without password or query string, e.g. postgres://emberforge@db:5432/emberforge. */
export function redactDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    u.password = '';
    u.search = '';
    u.hash = '';
    return u.toString();
  } catch {
    return '(an unparseable DATABASE_URL)';
  }
}

/** Checks the shape of DATABASE_URL before any connection, without echoing it (it holds a password). */
export function checkDatabaseUrl(url: string): void {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new StoreOpenError('DATABASE_URL is not a valid URL: expected postgres://user:password@host:5432/database.');
  }
  if (u.protocol !== 'postgres:' && u.protocol !== 'postgresql:') {
    throw new StoreOpenError(
      `DATABASE_URL must start with postgres:// (it starts with ${u.protocol}//): expected postgres://user:password@host:5432/database.`,
    );
  }
}

function pgReason(url: URL, code: string, err: unknown): string {
  const db = decodeURIComponent(url.pathname.replace(/^\//, '')) || '(default)';
  const user = decodeURIComponent(url.username) || '(default)';
  switch (code) {
    case 'ECONNREFUSED':
      return '(ECONNREFUSED): is it running? Check DATABASE_URL.';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `(${code}: unknown host ${url.hostname}): check the host in DATABASE_URL.`;
    case 'ETIMEDOUT':
    case 'TIMEOUT':
      return '(timed out): is it running and reachable from here? Check DATABASE_URL.';
    case 'ECONNRESET':
      return '(ECONNRESET: the server closed the connection): check DATABASE_URL (and whether it needs SSL).';
    case '28P01':
    case '28000':
      return `(${code}: login refused for user ${user}: ${errorText(err)}): check the user and password in DATABASE_URL.`;
    case '3D000':
      return `(3D000: there is no database "${db}"): create it (createdb ${db}) or fix DATABASE_URL.`;
    case '57P03':
      return '(57P03: the server is starting up or shutting down): try again in a moment.';
    case '53300':
      return '(53300: too many connections): free connections or raise max_connections.';
    default:
      return `(${code ? `${code}: ` : ''}${errorText(err)}): check DATABASE_URL.`;
  }
}

/** Why PostgreSQL could not be reached, logged into or migrated. Never contains the password. */
export function pgOpenError(databaseUrl: string, stage: OpenStage, err: unknown): StoreOpenError {
  const url = new URL(databaseUrl);
  const where = redactDatabaseUrl(databaseUrl);
  let code = errorCode(err) ?? '';
  if (!code && /timeout/i.test(errorText(err))) code = 'TIMEOUT';
  let line: string;
  if (stage === 'migrate') {
    const hint =
      code === '42501' ? 'grant the user CREATE on the database and schema, or connect as its owner' : 'check the database and its user';
    line = `Cannot migrate the PostgreSQL database at ${where} (${code ? `${code}: ` : ''}${errorText(err)}): ${hint}.`;
  } else if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ETIMEDOUT' || code === 'TIMEOUT') {
    line = `Cannot reach PostgreSQL at ${where} ${pgReason(url, code, err)}`;
  } else {
    line = `Cannot open PostgreSQL at ${where} ${pgReason(url, code, err)}`;
  }
  const password = decodeURIComponent(url.password);
  if (password) line = line.split(password).join('***');
  return new StoreOpenError(line, { cause: err });
}
