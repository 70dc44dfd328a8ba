/** The zod checks of create options, join options and control messages: defaults, and the first problem's message. */
import { describe, expect, it } from 'vitest';
import { parseJoinOptions } from './joinOptions.js';
import { parsePayload } from './messages.js';
import { parseTableOptions, storedTableOptions } from './tableOptions.js';

const refused = (r: { ok: boolean; message?: string }) => (r.ok ? 'ok' : r.message);

describe('table options', () => {
  it('fills the defaults, reads `table` when it is an object, and cleans the name', () => {
    expect(parseTableOptions(undefined)).toEqual({
      ok: true,
      value: {
        game: 'emberforge',
        name: 'Emberforge table',
        seatCount: 4,
        turnSeconds: 0,
        spectatorsAllowed: true,
        isPrivate: false,
        botDelayMs: 800,
        broadcastDelaySeconds: 0,
        casterView: false,
        casterName: null,
        liveSpectators: true,
        botLevel: 'easy',
        // The game's own options, checked by its module (Emberforge's defaults).
        gameOptions: { roundLimit: 30, startPlayer: 'first' },
      },
    });
    // With a delay, spectators watch behind it unless the host lets them watch live.
    expect(parseTableOptions({ broadcastDelaySeconds: 30 })).toMatchObject({ value: { liveSpectators: false } });
    expect(parseTableOptions({ broadcastDelaySeconds: 30, liveSpectators: true })).toMatchObject({ value: { liveSpectators: true } });
    expect(refused(parseTableOptions({ liveSpectators: 'yes' }))).toBe('liveSpectators must be a boolean');
    // The takeover bot's level: one of the levels (and one the game offers: its catalog entry's botLevels).
    expect(parseTableOptions({ botLevel: 'hard' })).toMatchObject({ value: { botLevel: 'hard' } });
    expect(refused(parseTableOptions({ botLevel: 'expert' }))).toBe('botLevel must be one of easy, normal, hard');
    expect(parseTableOptions({ game: 'dwarf' })).toMatchObject({ value: { botLevel: 'easy', name: 'DWARF table', seatCount: 5 } });
    // The game is one of the catalog's (shared/platform/gameCatalog.ts).
    expect(parseTableOptions({ game: 'emberforge' })).toMatchObject({ value: { game: 'emberforge' } });
    expect(refused(parseTableOptions({ game: 'chess' }))).toBe('game must be one of emberforge, dwarf');
    const r = parseTableOptions({ table: { seats: 3, tableName: '  a\u202e \u0007 b ', private: true, turnSeconds: null } });
    expect(r.ok && r.value).toMatchObject({ seatCount: 3, name: 'a b', isPrivate: true, turnSeconds: 0 });
    // A lone surrogate is dropped; a whole pair (an emoji) stays.
    const surrogate = parseTableOptions({ table: { tableName: 'T\ud800X 🔥' } });
    expect(surrogate.ok && surrogate.value).toMatchObject({ name: 'TX 🔥' });
    const flat = parseTableOptions({ table: 5, seats: 2, startPlayer: 'random' });
    expect(flat.ok && flat.value).toMatchObject({ seatCount: 2, gameOptions: { startPlayer: 'random' } });
  });

  it("the game's own options: a gameOptions object, or its fields at the top level as before; checked by the game", () => {
    const given = parseTableOptions({ gameOptions: { roundLimit: 5 } });
    expect(given.ok && given.value.gameOptions).toEqual({ roundLimit: 5, startPlayer: 'first' });
    const top = parseTableOptions({ table: { roundLimit: 7, startPlayer: 'random' } });
    expect(top.ok && top.value.gameOptions).toEqual({ roundLimit: 7, startPlayer: 'random' });
    expect(top.ok && 'roundLimit' in top.value).toBe(false);
    expect(refused(parseTableOptions({ gameOptions: { roundLimit: 0 } }))).toBe('roundLimit must be an integer 1-100');
    expect(refused(parseTableOptions({ gameOptions: { rounds: 3 } }))).toBe('Dwarf Emberforge has no option rounds');
    expect(refused(parseTableOptions({ gameOptions: 'short' }))).toBe("gameOptions must be an object (the game's own options)");
    // The platform's fields are checked first.
    expect(refused(parseTableOptions({ seats: 9, gameOptions: { roundLimit: 0 } }))).toBe('seats must be an integer 2-4');
  });

  it("options stored before the split (the game's at the top level) read with gameOptions", () => {
    const stored = { name: 'Old', seatCount: 2, roundLimit: 9, startPlayer: 'random', turnSeconds: 0 };
    expect(storedTableOptions(stored, 'emberforge')).toEqual({
      name: 'Old',
      seatCount: 2,
      turnSeconds: 0,
      game: 'emberforge',
      // Stored before bot levels: the heuristic bot, as it played then.
      botLevel: 'easy',
      gameOptions: { roundLimit: 9, startPlayer: 'random' },
    });
    expect(storedTableOptions({ ...stored, botLevel: 'hard' }, 'emberforge').botLevel).toBe('hard');
    // Today's stay as they are; game options that no longer pass read as the game's defaults.
    const today = { name: 'New', game: 'emberforge', gameOptions: { roundLimit: 4, startPlayer: 'first' } };
    expect(storedTableOptions(today, 'emberforge').gameOptions).toEqual({ roundLimit: 4, startPlayer: 'first' });
    expect(storedTableOptions({ name: 'Bad', roundLimit: 0 }, 'emberforge').gameOptions).toEqual({ roundLimit: 30, startPlayer: 'first' });
  });

  it('refuses with the first bad field, in the documented order', () => {
    expect(refused(parseTableOptions({ tableName: ' \u0007 ' }))).toBe('tableName must be 1-40 characters');
    expect(refused(parseTableOptions({ seats: 5, roundLimit: 0 }))).toBe('seats must be an integer 2-4');
    for (const seed of [null, 7, -1, 'abc'])
      expect(refused(parseTableOptions({ seed }))).toBe('seed cannot be chosen: the server keys every shuffle with its own secret');
    expect(refused(parseTableOptions({ roundLimit: 101 }))).toBe('roundLimit must be an integer 1-100');
    for (const t of [3, 7.5, 'x', 601])
      expect(refused(parseTableOptions({ turnSeconds: t }))).toBe('turnSeconds must be 0 (off) or an integer 5-600');
    expect(refused(parseTableOptions({ spectatorsAllowed: null }))).toBe('spectatorsAllowed must be a boolean');
    expect(refused(parseTableOptions({ private: 'yes' }))).toBe('private must be a boolean');
    expect(refused(parseTableOptions({ botDelayMs: 5001 }))).toBe('botDelayMs must be an integer 0-5000');
    expect(refused(parseTableOptions({ startPlayer: 'last' }))).toBe("startPlayer must be 'first' or 'random'");
    for (const d of [-1, 901, 2.5, '60'])
      expect(refused(parseTableOptions({ broadcastDelaySeconds: d }))).toBe('broadcastDelaySeconds must be an integer 0-900');
    expect(refused(parseTableOptions({ casterView: 1 }))).toBe('casterView must be a boolean');
  });

  it('a caster view (every hand) only behind a delay of at least 60 s', () => {
    const needsDelay = 'casterView needs broadcastDelaySeconds of at least 60: every hand is shown, so only well behind the game';
    expect(refused(parseTableOptions({ casterView: true }))).toBe(needsDelay);
    expect(refused(parseTableOptions({ casterView: true, broadcastDelaySeconds: 59 }))).toBe(needsDelay);
    // Every player is told who sees their hand: the caster needs a name.
    expect(refused(parseTableOptions({ casterView: true, broadcastDelaySeconds: 60 }))).toBe(
      'casterView needs casterName: every player is told who sees their hand before they sit',
    );
    const ok = parseTableOptions({ casterView: true, broadcastDelaySeconds: 60, casterName: ' Cass ' });
    expect(ok.ok && ok.value).toMatchObject({ casterView: true, casterName: 'Cass', broadcastDelaySeconds: 60 });
    // Without the caster view a name means nothing: not kept.
    const noCaster = parseTableOptions({ casterName: 'Cass' });
    expect(noCaster.ok && noCaster.value.casterName).toBeNull();
    const delayOnly = parseTableOptions({ broadcastDelaySeconds: 3 });
    expect(delayOnly.ok && delayOnly.value).toMatchObject({ casterView: false, broadcastDelaySeconds: 3 });
  });
});

describe('delayed join options', () => {
  const key = 'a'.repeat(43);
  it('public, caster or one seat, all spectators', () => {
    expect(parseJoinOptions({ spectator: true, delayed: true })).toEqual({
      ok: true,
      value: { role: 'delayed', view: { kind: 'public' } },
    });
    expect(parseJoinOptions({ spectator: true, delayed: true, caster: true, casterKey: key })).toEqual({
      ok: true,
      value: { role: 'delayed', view: { kind: 'caster', casterKey: key } },
    });
    expect(parseJoinOptions({ spectator: true, delayed: true, seatKey: key })).toEqual({
      ok: true,
      value: { role: 'delayed', view: { kind: 'seat', seatKey: key } },
    });
    expect(parseJoinOptions({ spectator: true, delayed: false })).toEqual({ ok: true, value: { role: 'spectator' } });
  });
  it('refuses what is not one of them, clearly', () => {
    expect(refused(parseJoinOptions({ delayed: true }))).toBe(
      'a delayed connection is a spectator: send spectator: true with delayed: true',
    );
    expect(refused(parseJoinOptions({ spectator: true, delayed: true, caster: true, seatKey: key }))).toBe(
      'choose caster, seatKey or seatViewKey (one view), not several',
    );
    expect(refused(parseJoinOptions({ spectator: true, delayed: true, seatKey: 'short' }))).toBe('seatKey is not a seat key');
    expect(refused(parseJoinOptions({ spectator: true, delayed: true, caster: 'yes' }))).toBe('caster must be a boolean');
    // Every hand only with the host's key: a player's second connection cannot just ask for it.
    const needsKey =
      "the caster view needs casterKey (in the caster overlay link the table's creator copies), and casterKey needs caster: true";
    expect(refused(parseJoinOptions({ spectator: true, delayed: true, caster: true }))).toBe(needsKey);
    expect(refused(parseJoinOptions({ spectator: true, delayed: true, casterKey: key }))).toBe(needsKey);
    expect(refused(parseJoinOptions({ spectator: true, delayed: true, caster: true, casterKey: 'short' }))).toBe(
      'casterKey is not a caster key',
    );
    expect(parseJoinOptions({ spectator: true, delayed: 'yes' }).ok).toBe(false);
  });
});

describe('focus messages', () => {
  it("a target in its game's own terms (checked by the table's module), or null; anything else refused", () => {
    expect(parsePayload('focus', { target: { kind: 'zone', zone: 'ignar' } })).toEqual({
      ok: true,
      value: { target: { kind: 'zone', zone: 'ignar' } },
    });
    expect(parsePayload('focus', { target: null })).toEqual({ ok: true, value: { target: null } });
    const many = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`f${i}`, i]));
    for (const bad of [
      undefined,
      {},
      { target: 'ignar' },
      { target: { zone: 'ignar' } },
      { target: { kind: 7 } },
      { target: { kind: 'card', id: { nested: true } } },
      { target: { kind: 'card', id: 'x'.repeat(65) } },
      { target: { kind: 'card', ...many } },
    ])
      expect(parsePayload('focus', bad).ok, JSON.stringify(bad)).toBe(false);
  });
});

describe('join options', () => {
  it('a spectator ignores every other field; anything else is a player with defaults', () => {
    expect(parseJoinOptions({ spectator: true, name: 5 })).toEqual({ ok: true, value: { role: 'spectator' } });
    const dwarf = { ok: true, value: { role: 'player', name: 'Dwarf', color: null, seat: null, acceptsCaster: false, casterKey: null } };
    expect(parseJoinOptions('x')).toEqual(dwarf);
    expect(parseJoinOptions({ name: null, spectator: false })).toEqual(dwarf);
    expect(parseJoinOptions({ name: ' Ann ', color: 'red', seat: 3 })).toEqual({
      ok: true,
      value: { role: 'player', name: 'Ann', color: 'red', seat: 3, acceptsCaster: false, casterKey: null },
    });
    // A caster table's consent, and the caster key a browser holds (the server refuses it a seat).
    const key = 'k'.repeat(43);
    expect(parseJoinOptions({ name: 'Ann', acceptsCaster: true, casterKey: key })).toMatchObject({
      value: { role: 'player', acceptsCaster: true, casterKey: key },
    });
    expect(parseJoinOptions({ seatKey: key, casterKey: key })).toEqual({
      ok: true,
      value: { role: 'reclaim', seatKey: key, casterKey: key },
    });
    expect(refused(parseJoinOptions({ name: 'Ann', acceptsCaster: 'yes' }))).toBe('acceptsCaster must be a boolean');
    expect(refused(parseJoinOptions({ name: 'Ann', casterKey: 'short' }))).toBe('casterKey is not a caster key');
  });

  it('refuses bad fields with a clear message, the name first (checked by playerName.ts)', () => {
    expect(refused(parseJoinOptions({ spectator: null }))).toBe('spectator must be a boolean');
    expect(refused(parseJoinOptions({ name: 'x'.repeat(25) }))).toBe('The name is too long (at most 24 characters)');
    expect(refused(parseJoinOptions({ name: 5, color: 'pink' }))).toBe('The name must be text');
    expect(refused(parseJoinOptions({ name: '\u0301'.repeat(24) }))).toBe('The name needs at least one letter or digit');
    expect(refused(parseJoinOptions({ color: 'pink' }))).toBe('color must be one of red, blue, green, yellow, purple');
    expect(refused(parseJoinOptions({ seat: 5 }))).toBe('seat must be an integer 0-4');
  });
});

describe('control messages', () => {
  it('checks each payload and names the error code', () => {
    expect(parsePayload('addBots', undefined)).toEqual({ ok: true, value: undefined });
    expect(parsePayload('addBots', { count: 2 })).toEqual({ ok: true, value: { count: 2 } });
    expect(parsePayload('addBots', [1])).toEqual({
      ok: false,
      code: 'invalid_message',
      message: 'Expected { count?: integer, level?: string }',
    });
    expect(parsePayload('addBots', { count: 1, level: 'hard' })).toEqual({ ok: true, value: { count: 1, level: 'hard' } });
    expect(parsePayload('addBots', { level: 'godlike' })).toEqual({
      ok: false,
      code: 'invalid_message',
      message: 'level must be one of easy, normal, hard',
    });
    expect(parsePayload('addBots', { count: 9 })).toEqual({ ok: false, code: 'invalid_message', message: 'count must be an integer 1-5' });
    expect(parsePayload('removeBot', { seat: 1.5 })).toEqual({ ok: false, code: 'bad_seat', message: 'Expected { seat } of a bot seat' });
    expect(parsePayload('start', null)).toEqual({ ok: true, value: null });
    expect(parsePayload('start', 'x')).toEqual({ ok: false, code: 'invalid_message', message: 'Expected { fillBots?: boolean }' });
    expect(parsePayload('start', { fillBots: 1 })).toEqual({ ok: false, code: 'invalid_message', message: 'fillBots must be a boolean' });
    const shape = { ok: false, code: 'invalid_action', message: 'Expected { version: integer, action: {...} }' };
    expect(parsePayload('action', { version: 1 })).toEqual(shape);
    expect(parsePayload('action', { version: 1.5, action: {} })).toEqual(shape);
    // Any integer, however large (answered as a stale version, as before).
    expect(parsePayload('action', { version: 1e20, action: {} })).toEqual({ ok: true, value: { version: 1e20, action: {} } });
    expect(parsePayload('action', { version: 4, action: { type: 'x' } })).toEqual({
      ok: true,
      value: { version: 4, action: { type: 'x' } },
    });
  });
});
