/** Whether this browser casts the table (it keeps the table's caster key), read by the lobby without the net module. */
import { loadCasterKey } from '../net/seatKeyStore.js';

export function castsTable(tableId: string): boolean {
  return loadCasterKey(tableId) !== null;
}
