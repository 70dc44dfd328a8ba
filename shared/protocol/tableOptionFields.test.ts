/** The options' one declaration: what the room syncs is what the client reads back, field for field. */
import { describe, expect, it } from 'vitest';
import { fromSyncedOptions, listedOptions, TABLE_OPTION_KEYS, toSyncedOptions } from './tableOptionFields.js';
import { parseTableOptions, type TableOptions } from './tableOptions.js';

const options = (raw: unknown): TableOptions => {
  const r = parseTableOptions(raw);
  if (!r.ok) throw new Error(r.message);
  return r.value;
};

describe('table option fields', () => {
  it('every option is declared (and nothing else): the synced values read back as the options', () => {
    const o = {
      ...options({ seats: 3, broadcastDelaySeconds: 60, casterView: true, casterName: 'Cass', roundLimit: 12, botLevel: 'normal' }),
      graceSeconds: 45,
    };
    const synced = toSyncedOptions(o);
    expect(Object.keys(synced).sort()).toEqual([...TABLE_OPTION_KEYS].sort());
    expect(Object.keys(o).sort()).toEqual([...TABLE_OPTION_KEYS].sort());
    expect(synced).toMatchObject({ casterName: 'Cass', gameOptions: JSON.stringify({ roundLimit: 12, startPlayer: 'first' }) });
    expect(fromSyncedOptions(JSON.parse(JSON.stringify(synced)) as Record<string, unknown>)).toEqual(o);
  });

  it('reads a state without a caster, and fields missing or of the wrong type, as a fresh table', () => {
    const o = { ...options({}), graceSeconds: 60 };
    expect(fromSyncedOptions({ ...toSyncedOptions(o) })).toEqual(o);
    const odd = fromSyncedOptions({ game: 'chess', seatCount: 'x', gameOptions: 'not json' });
    expect(odd).toMatchObject({ game: 'emberforge', seatCount: 2, casterName: null, gameOptions: {} });
  });

  it("the lobby's row shows the listed options, the game's own as one value", () => {
    expect(listedOptions(options({ turnSeconds: 30, roundLimit: 3 }))).toEqual({
      game: 'emberforge',
      name: 'Emberforge table',
      turnSeconds: 30,
      spectatorsAllowed: true,
      broadcastDelaySeconds: 0,
      casterView: false,
      casterName: null,
      liveSpectators: true,
      botLevel: 'easy',
      gameOptions: { roundLimit: 3, startPlayer: 'first' },
    });
  });
});
