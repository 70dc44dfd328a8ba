/**
 * The one declaration of the synced state: for every field of the engine's GameView (and of the
 * table's seat rows), how it is carried by the wire objects (wireShapes.ts, the server's Colyseus
 * Schema). The server writes with it (server/schema/syncGame.ts, syncSeats.ts) and the client reads
 * with it (stateToView.ts); each table is a FieldTable of its view type, which fails to compile when
 * a field of that type is left out (or one is added).
 */
import type {
  CardId,
  GameView,
  Heat,
  MaterialCounts,
  Phase,
  PlayCard,
  PlayerView,
  VictoryReason,
  Winner,
  Zone,
  ZoneState,
} from '../index.js';
import type { PlayerColor } from '../../../platform/seats.js';
import { ZONES } from '../index.js';
import {
  arr,
  bool,
  child,
  type Field,
  type FieldTable,
  keyed,
  list,
  num,
  obj,
  primitives,
  set,
  str,
  toNum,
  toStr,
  writePrimitives,
} from '../../../protocol/fieldKit.js';
import { emberforgeMakers, type GameWire, type MaterialsWire, type PlayCardWire, type PlayerWire, type ZoneWire } from './wireShapes.js';

const MATERIAL_FIELDS: FieldTable<MaterialCounts, MaterialsWire> = {
  iron: num('iron'),
  bronze: num('bronze'),
  crystal: num('crystal'),
  scale: num('scale'),
  mithril: num('mithril'),
};

const ZONE_FIELDS: FieldTable<ZoneState, ZoneWire> = {
  embers: primitives('embers', (x) => toNum(x)),
  heat: str('heat', 'none' as Heat),
  heatRound: num('heatRound'),
};

const PLAY_CARD_FIELDS: FieldTable<PlayCard, PlayCardWire> = {
  id: str('id'),
  forged: bool('forged'),
  paid: child('paid', MATERIAL_FIELDS),
};

/**
 * The hand travels in a @view() collection: the public view has none, so the writer takes each seat's
 * own hand from the context and hands every new card instance to its owner's StateView. Only the
 * owner's decoder reads it (other clients never receive it).
 */
const hand: Field<PlayerWire, PlayerView['hand']> = {
  write: (t, _publicHand, ctx) => {
    const seat = t.seat;
    const ids = (ctx.hands[seat] ?? []) as readonly CardId[];
    while (t.hand.length > ids.length) t.hand.pop();
    ids.forEach((id, i) => {
      const existing = t.hand[i];
      if (existing) return set(existing, 'id', id);
      const card = emberforgeMakers(ctx.make).handCard();
      card.id = id;
      t.hand.push(card);
      ctx.onPrivate(seat, card);
    });
  },
  read: (j, ctx) => (ctx.viewer !== 'spectator' && ctx.viewer === toNum(j.seat) ? arr(j.hand).map((c) => toStr(obj(c).id)) : null),
};

const PLAYER_FIELDS: FieldTable<PlayerView, PlayerWire> = {
  seat: num('seat'), // first: the hand writer reads it
  name: str('name'),
  color: str('color', '' as PlayerColor),
  materials: child('materials', MATERIAL_FIELDS),
  commissionTokens: num('commissionTokens'),
  resolvedZones: primitives(
    'resolvedZones',
    (x) => toStr(x),
    (z: Zone) => z,
    (w) => w as Zone,
  ),
  play: list('play', PLAY_CARD_FIELDS, (m) => emberforgeMakers(m).playCard()),
  handCount: num('handCount'),
  hand,
};

/** The zone being resolved: two flat Schema fields ('' = none). */
const resolving: Field<GameWire, GameView['resolving']> = {
  write: (t, r) => {
    set(t, 'resolvingZone', r?.zone ?? '');
    set(t, 'resolvingRemaining', r?.remaining ?? 0);
  },
  read: (j) => {
    const zone = toStr(j.resolvingZone);
    return zone ? { zone: zone as Zone, remaining: toNum(j.resolvingRemaining) } : null;
  },
};

/** The winner: two flat Schema fields (no seats = nobody has won). */
const winner: Field<GameWire, Winner | null> = {
  write: (t, w) => {
    writePrimitives(t.winnerSeats, w?.seats ?? []);
    set(t, 'winnerReason', w?.reason ?? '');
  },
  read: (j) => {
    const seats = arr(j.winnerSeats).map((s) => toNum(s));
    return seats.length > 0 ? { seats, reason: toStr(j.winnerReason) as VictoryReason } : null;
  },
};

export const GAME_FIELDS: FieldTable<GameView, GameWire> = {
  /** Not carried: every client decodes for itself. */
  viewer: { write: () => {}, read: (_j, ctx) => ctx.viewer },
  version: num('version'),
  playerCount: num('playerCount'),
  roundLimit: num('roundLimit'),
  round: num('round'),
  phase: str('phase', 'placement' as Phase),
  forgemaster: num('forgemaster'),
  activeSeat: num('activeSeat'),
  turnIndex: num('turnIndex'),
  placedThisTurn: num('placedThisTurn'),
  zones: keyed('zones', ZONES, ZONE_FIELDS, (m) => emberforgeMakers(m).zone()),
  discard: primitives('discard', (x) => toStr(x)),
  /** An empty commission slot is '' in the Schema. */
  commissions: primitives(
    'commissions',
    (x) => toStr(x),
    (c: string | null) => c ?? '',
    (w) => (w === '' ? null : w),
  ),
  supply: child('supply', MATERIAL_FIELDS),
  resolving,
  winner,
  deckCount: num('deckCount'),
  boxCount: num('boxCount'),
  players: list('players', PLAYER_FIELDS, (m) => emberforgeMakers(m).player()),
};
