/**
 * A backlog of table updates delivered back to back, as a page gets them after being starved (a
 * streaming PC busy encoding, a phone waking up): `count` store updates, each adding a big moment to
 * the log (an overheat: the ticker and the moment banner announce it) and a new view object, each in
 * its own microtask turn. React renders each one at once (a store update is synchronous work) and no
 * macrotask runs between them, so any component that sets its state in an effect on each update adds
 * a second commit per update, which React counts as nested updates: past 50 it throws "Maximum update
 * depth exceeded" and the 3D scene's error boundary drops the table. The events are made up: this
 * tests how the page takes updates, not what they say.
 */
import type { Page } from 'playwright-core';

export interface BacklogResult {
  /** Errors thrown into the store's updates (the first one stops the backlog). */
  errors: string[];
  /** Canvases on the page right afterwards (the 3D table's). */
  canvases: number;
  /** Elements matching `announced` right afterwards, before the next real update replaces the log. */
  announced: number;
}

export function deliverBacklog(page: Page, announced: string, count = 80): Promise<BacklogResult> {
  return page.evaluate(
    async ({ count, announced }) => {
      type Entry = { id: number; event: unknown };
      const store = (
        window as unknown as {
          __emberforge: { useGameStore: { getState(): { log: Entry[]; view: object | null }; setState(p: object): void } };
        }
      ).__emberforge.useGameStore;
      const errors: string[] = [];
      for (let i = 0; i < count; i++) {
        const { log, view } = store.getState();
        const id = (log.at(-1)?.id ?? 0) + 1;
        try {
          store.setState({ log: [...log, { id, event: { type: 'zoneOverheated', zone: 'ignar', embers: 5 } }], view: view && { ...view } });
        } catch (e) {
          errors.push(String(e));
          break;
        }
        for (let k = 0; k < 5; k++) await Promise.resolve();
      }
      return { errors, canvases: document.querySelectorAll('canvas').length, announced: document.querySelectorAll(announced).length };
    },
    { count, announced },
  );
}
