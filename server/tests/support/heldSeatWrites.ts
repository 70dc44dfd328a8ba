/**
 * A MemoryStore's seat writes held (a slow database) until released, for the tests of what a join and a
 * start do meanwhile. `releaseHeldSeatWrites` in afterEach: a test that failed midway must not leave the
 * shutdown's drain waiting on a held write.
 */
import type { MemoryStore } from './memoryStore.js';

let releaseHeld = () => {};

/** Holds the store's seat writes until releaseSeatWrites (or releaseHeldSeatWrites). */
export function holdSeatWrites(store: MemoryStore): void {
  store.seatsWait = new Promise<void>((r) => (releaseHeld = r));
}

/** Lets the held seat writes go; the next `failing` table and seat writes fail (a full disk). */
export function releaseSeatWrites(store: MemoryStore, failing = 0): void {
  store.failTableWrites = failing;
  store.seatsWait = null;
  releaseHeld();
}

/** Lets go whatever a test left held. */
export function releaseHeldSeatWrites(): void {
  releaseHeld();
}
