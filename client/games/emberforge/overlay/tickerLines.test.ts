import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureView } from '../dev/fixtureView.js';
import type { LoggedEvent } from '../state/gameStore.js';
import { readTicker, TICKER_LINES } from './tickerLines.js';
import { loadLang } from '../../../i18n/langTables.js';

// The Spanish table is a chunk the browser loads on demand (switchLang): load it before the tests.
beforeAll(() => loadLang('es'));

const view = fixtureView();
const overheat = (id: number): LoggedEvent => ({ id, event: { type: 'zoneOverheated', zone: 'ignar', embers: 4 } });
const small = (id: number): LoggedEvent => ({ id, event: { type: 'turnStarted', seat: 0, phase: 'placement' } });

describe('the ticker read from the log', () => {
  it('tells the history once, then only newer entries, keeping the last lines', () => {
    const history = [overheat(1), small(2)];
    const first = readTicker(null, history, 'en', view);
    expect(first.items.map((i) => i.id)).toEqual([1]);
    expect(first.lastId).toBe(2);

    const same = readTicker(first, [...history], 'en', view);
    expect(same.items, 'nothing new: the same lines').toBe(first.items);

    let lines = same;
    let log = history;
    for (let id = 3; id < 3 + TICKER_LINES + 2; id++) {
      log = [...log, overheat(id)];
      lines = readTicker(lines, log, 'en', view);
    }
    expect(lines.items.map((i) => i.id)).toEqual([5, 6, 7]);
  });

  it('tells the whole log again in a new language', () => {
    const log = [overheat(1), overheat(2)];
    const en = readTicker(null, log, 'en', view);
    const es = readTicker(en, log, 'es', view);
    expect(es.items.map((i) => i.id)).toEqual([1, 2]);
    expect(es.items[0]!.text).not.toBe(en.items[0]!.text);
  });
});
