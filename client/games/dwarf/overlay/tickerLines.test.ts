import { beforeAll, describe, expect, it } from 'vitest';
import { loadLang } from '../../../i18n/langTables.js';
import { buildTimeline, logAt, viewAt } from '../replay/replayTimeline.js';
import { botGameFile } from '../testing/botGameFile.js';
import { readTicker, TICKER_LINES, tickerItems } from './tickerLines.js';

beforeAll(() => loadLang('es'));

/** The ticker as an overlay page reads it: joined at `from`, then one update per action up to `to`. */
function watch(t: ReturnType<typeof buildTimeline>, from: number, to: number, lang: 'en' | 'es' = 'en') {
  let lines = readTicker(null, logAt(t, from, 'public'), lang, viewAt(t, from, 'public'));
  const told: string[] = [];
  for (let p = from + 1; p <= to; p++) {
    const next = readTicker(lines, logAt(t, p, 'public'), lang, viewAt(t, p, 'public'));
    told.push(...next.items.filter((i) => !lines.items.some((o) => o.id === i.id)).map((i) => i.text));
    lines = next;
  }
  return { lines, told };
}

describe("DWARF's overlay ticker", () => {
  it('tells each forging with the artefacts as of that event, and keeps the last lines', () => {
    const t = buildTimeline(botGameFile(4, 7));
    // The first action that forged, with everything after the join.
    const p = t.events.findIndex((evs) => evs.some((e) => e.type === 'resources' && (e.change.artefacts ?? 0) > 0)) + 1;
    expect(p).toBeGreaterThan(1);
    const before = logAt(t, p - 1, 'public', Infinity);
    const after = logAt(t, p, 'public', Infinity);
    const fresh = after.slice(before.length);
    const told = tickerItems(fresh, 'en', viewAt(t, p, 'public'), true).map((i) => i.text);
    const state = t.states[p]!;
    const forgers = fresh.flatMap(({ event: e }) => (e.type === 'resources' && (e.change.artefacts ?? 0) > 0 ? [e.who] : []));
    const forged = told.filter((l) => / forges /.test(l));
    expect(forged).toHaveLength(forgers.length);
    // Each line counts that participant's artefacts as of its event: the last one's are the state's now.
    const seen = new Map<number, number>();
    forgers.forEach((who, i) => {
      const prevCount = seen.get(who) ?? t.states[p - 1]!.players[who]!.res.artefacts;
      seen.set(who, prevCount + 1);
      expect(forged[i]).toMatch(new RegExp(`^${state.players[who]!.name} forges .*: ${prevCount + 1} of 4`));
    });
    for (const [who, n] of seen) expect(n).toBe(state.players[who]!.res.artefacts);
    // The overlay joined one action before shows the last lines of these.
    const lines = readTicker(readTicker(null, before, 'en', viewAt(t, p - 1, 'public')), after, 'en', viewAt(t, p, 'public'));
    expect(lines.items.map((i) => i.text).slice(-Math.min(told.length, TICKER_LINES))).toEqual(told.slice(-TICKER_LINES));
  });

  it('tells the history on joining without figures, and the whole log again in a new language', () => {
    const t = buildTimeline(botGameFile(3, 5));
    const end = t.length;
    const en = readTicker(null, logAt(t, end, 'public'), 'en', viewAt(t, end, 'public'));
    expect(en.items.at(-1)!.kind).toBe('victory');
    expect(en.items.map((i) => i.text).join('\n')).not.toMatch(/ of 4/);
    const es = readTicker(en, logAt(t, end, 'public'), 'es', viewAt(t, end, 'public'));
    expect(es.items.map((i) => i.id)).toEqual(en.items.map((i) => i.id));
    expect(es.items.at(-1)!.text).toMatch(/la partida/);
    const same = readTicker(en, [...logAt(t, end, 'public')], 'en', viewAt(t, end, 'public'));
    expect(same.items, 'nothing new: the same lines').toBe(en.items);
  });

  it("tells the solo automa's placements with the card it chose, not the human's", () => {
    const game = botGameFile(1, 3, 'andvettr');
    const t = buildTimeline(game);
    const { told } = watch(t, 0, 3);
    const automa = t.states[0]!.players[1]!.name;
    const human = game.config.players[0]!.name;
    expect(told.some((l) => l.startsWith(`${automa} places a worker on `))).toBe(true);
    expect(told.some((l) => l.startsWith(`${human} places`))).toBe(false);
  });
});
