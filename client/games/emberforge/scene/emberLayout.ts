/**
 * Which ember token is where. Each seat owns 3 tokens (ids `${seat}:0..2`); this assigns the view's
 * embers to them so that a token already on a zone stays there and only the ones that moved travel
 * (placement: home -> zone; end of round: zone -> home). Pure and unit-tested.
 */
import type { GameView, PlayerColor, Seat, Zone } from '../../../../shared/games/emberforge/index.js';
import { EMBERS_PER_PLAYER, ZONES } from '../../../../shared/games/emberforge/index.js';
import { AREA, seatFrame, toWorld, zoneEmberSlot, type Vec3 } from './layout.js';

/** Where a token is: at home (in its owner's area) or on a zone at a given index of zone.embers. */
export type EmberSpot = { kind: 'home'; slot: number } | { kind: 'zone'; zone: Zone; index: number };

export interface EmberToken {
  id: string;
  seat: Seat;
  spot: EmberSpot;
}

const spotZone = (s: EmberSpot): Zone | 'home' => (s.kind === 'home' ? 'home' : s.zone);

/** The parts of the game the ember tokens show (EmberTokens picks just these: useViewSlice). */
export interface EmbersOfView {
  playerCount: number;
  /** Each zone's embers and heat (its other field, the heat's last round, changes with the heat). */
  zones: GameView['zones'];
  /** Each seat's colour. */
  colors: readonly PlayerColor[];
}

export function embersOfView(v: GameView): EmbersOfView {
  return {
    playerCount: v.playerCount,
    zones: v.zones,
    colors: v.players.map((p) => p.color),
  };
}

/** Assigns every seat's tokens to the spots of `view`, keeping tokens in place where `previous` allows. */
export function assignEmbers(view: Pick<EmbersOfView, 'playerCount' | 'zones'>, previous: readonly EmberToken[]): EmberToken[] {
  const result: EmberToken[] = [];
  for (let seat = 0; seat < view.playerCount; seat++) {
    const spots: EmberSpot[] = [];
    for (const zone of ZONES) {
      view.zones[zone].embers.forEach((owner, index) => {
        if (owner === seat) spots.push({ kind: 'zone', zone, index });
      });
    }
    const homeCount = Math.max(0, EMBERS_PER_PLAYER - spots.length);
    const ids = Array.from({ length: Math.max(EMBERS_PER_PLAYER, spots.length) }, (_, i) => `${seat}:${i}`);
    const prevZone = new Map(previous.filter((t) => t.seat === seat).map((t) => [t.id, spotZone(t.spot)]));
    const free = new Set(ids);
    const assigned: EmberToken[] = [];
    // Zone spots first: prefer a token that was already on that zone.
    for (const spot of spots) {
      const stay = [...free].find((id) => prevZone.get(id) === spotZone(spot));
      const id = stay ?? [...free].find((i) => prevZone.get(i) === 'home' || !prevZone.has(i)) ?? [...free][0]!;
      free.delete(id);
      assigned.push({ id, seat, spot });
    }
    const rest = [...free].slice(0, homeCount);
    rest.forEach((id) => assigned.push({ id, seat, spot: { kind: 'home', slot: Number(id.split(':')[1]) } }));
    assigned.sort((a, b) => a.id.localeCompare(b.id));
    result.push(...assigned);
  }
  return result;
}

/** World position of a token. */
export function emberPosition(token: EmberToken, anchorSeat: Seat, playerCount: number): Vec3 {
  if (token.spot.kind === 'zone') return zoneEmberSlot(token.spot.zone, token.spot.index);
  const frame = seatFrame(token.seat, anchorSeat, playerCount);
  return toWorld(frame, [AREA.emberHomeX + (token.spot.slot - 1) * 0.5, 0.14, AREA.emberHomeZ]);
}
