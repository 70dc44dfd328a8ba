/**
 * A spectator's view after one more action, from the action's events alone (as a spectator gets
 * them: `redactEvents(events, 'spectator')`): what `viewFor(next, 'spectator')` gives, without the
 * state. Audience rooms send their spectators the view once and then only the events
 * (shared/protocol/watchedView.ts), so every change of the public view must follow from the events;
 * `viewAfterEvents.test.ts` checks that over many whole games.
 *
 * Pure, and copy-on-write: the input is never changed; what did not change keeps its identity.
 * What the events leave implicit, the rules fix (turns.ts, endOfRound.ts, commissions.ts, zoneAccess.ts):
 * - a Runarium or Gildar zone still being resolved at the end of an action had one ember used in it;
 * - a round that ends leaves the turn past its last player (as the activation's turn search does);
 * - a commission slot refreshed by an ability sends its card to the discard pile (no event of its own);
 * - a refill that had to reshuffle first took every card of the old deck as a duplicate, and those
 *   went into the new deck: the first `deckCount` of its `discarded` cards.
 */
import { ZONES, type MaterialCounts, type Seat, type Zone } from './constants.js';
import type { GameEvent } from './events.js';
import type { PlayCard, ZoneState } from './state.js';
import type { GameView, PlayerView } from './view.js';

const NO_MATERIALS: MaterialCounts = { iron: 0, bronze: 0, crystal: 0, scale: 0, mithril: 0 };

/** A draft of the view: every nested object is copied once, on its first change. */
class ViewDraft {
  readonly v: GameView;
  private readonly copied = new Set<object>();
  /** The deck count just before a reshuffle of this action (see commissionRevealed). */
  deckBeforeReshuffle: number | null = null;

  constructor(view: GameView) {
    this.v = { ...view };
  }

  private own<T extends object>(x: T): T {
    if (this.copied.has(x)) return x;
    const c = (Array.isArray(x) ? [...x] : { ...x }) as T;
    this.copied.add(c);
    return c;
  }

  player(seat: Seat): PlayerView {
    const players = (this.v.players = this.own(this.v.players));
    return (players[seat] = this.own(players[seat]!));
  }

  zone(zone: Zone): ZoneState {
    const zones = (this.v.zones = this.own(this.v.zones));
    const z = (zones[zone] = this.own(zones[zone]));
    z.embers = this.own(z.embers);
    return z;
  }

  supply(): MaterialCounts {
    return (this.v.supply = this.own(this.v.supply));
  }

  discard(): string[] {
    return (this.v.discard = this.own(this.v.discard));
  }

  commissions(): (string | null)[] {
    return (this.v.commissions = this.own(this.v.commissions));
  }

  materials(seat: Seat): MaterialCounts {
    const p = this.player(seat);
    return (p.materials = this.own(p.materials));
  }

  play(seat: Seat): PlayCard[] {
    const p = this.player(seat);
    return (p.play = this.own(p.play));
  }

  playCard(seat: Seat, cardId: string): PlayCard {
    const play = this.play(seat);
    const i = play.findIndex((c) => c.id === cardId);
    if (i < 0) throw new Error(`card ${cardId} is not in seat ${seat}'s play area`);
    const card = (play[i] = this.own(play[i]!));
    card.paid = this.own(card.paid);
    return card;
  }

  resolvedZones(seat: Seat): Zone[] {
    const p = this.player(seat);
    return (p.resolvedZones = this.own(p.resolvedZones));
  }

  /** Every player's resolved zones back to none (a new activation phase, the end of a round). */
  clearResolvedZones(): void {
    this.v.players.forEach((p, seat) => {
      if (p.resolvedZones.length > 0) this.player(seat).resolvedZones = [];
    });
  }
}

function addMaterials(into: MaterialCounts, counts: Partial<MaterialCounts>, sign: 1 | -1): void {
  for (const m of Object.keys(counts) as (keyof MaterialCounts)[]) into[m] += sign * (counts[m] ?? 0);
}

function apply(d: ViewDraft, e: GameEvent, previous: GameEvent | undefined): void {
  const v = d.v;
  switch (e.type) {
    case 'emberPlaced':
      d.zone(e.zone).embers.push(e.seat);
      v.placedThisTurn += 1;
      return;
    case 'placementEnded':
      v.turnIndex += 1;
      v.placedThisTurn = 0;
      return;
    case 'zoneOverheated': {
      const z = d.zone(e.zone);
      z.heat = 'overheat';
      z.heatRound = v.round;
      return;
    }
    case 'phaseStarted':
      v.phase = e.phase;
      v.round = e.round;
      v.turnIndex = 0;
      v.resolving = null;
      if (e.phase === 'activation') d.clearResolvedZones();
      else v.placedThisTurn = 0;
      return;
    case 'turnStarted':
      v.activeSeat = e.seat;
      v.turnIndex = (e.seat - v.forgemaster + v.playerCount) % v.playerCount;
      return;
    case 'zoneStarted':
      if (e.zone === 'runarium' || e.zone === 'gildar') v.resolving = { zone: e.zone, remaining: e.embers };
      return;
    case 'zoneClosed': {
      if (!v.players[e.seat]!.resolvedZones.includes(e.zone)) d.resolvedZones(e.seat).push(e.zone);
      if (v.resolving?.zone === e.zone) v.resolving = null;
      return;
    }
    case 'cardsDiscarded':
      d.player(e.seat).handCount -= e.cards.length;
      d.discard().push(...e.cards);
      return;
    case 'materialsGained':
      addMaterials(d.materials(e.seat), e.materials, 1);
      addMaterials(d.supply(), e.materials, -1);
      return;
    case 'materialsReturned':
      addMaterials(d.materials(e.seat), e.materials, -1);
      addMaterials(d.supply(), e.materials, 1);
      return;
    case 'cardDrawn':
      d.player(e.seat).handCount += 1;
      v.deckCount -= 1;
      return;
    case 'cardPlayed':
      d.player(e.seat).handCount -= 1;
      d.play(e.seat).push({ id: e.cardId, forged: false, paid: { ...NO_MATERIALS } });
      return;
    case 'materialsPaid':
      d.materials(e.seat)[e.material] -= e.amount;
      d.playCard(e.seat, e.cardId).paid[e.material] += e.amount;
      return;
    case 'weaponForged': {
      const card = d.playCard(e.seat, e.cardId);
      addMaterials(d.supply(), card.paid, 1);
      card.paid = { ...NO_MATERIALS };
      card.forged = true;
      return;
    }
    case 'abilityUsed':
      if (e.mode === 'ephemeral') {
        d.player(e.seat).handCount -= 1;
        d.discard().push(e.cardId);
      }
      return;
    case 'emberMoved': {
      const from = d.zone(e.from).embers;
      from.splice(from.indexOf(e.seat), 1);
      d.zone(e.to).embers.push(e.seat);
      return;
    }
    case 'zoneCooled': {
      const z = d.zone(e.zone);
      z.heat = 'cooldown';
      z.heatRound = v.round + 1;
      return;
    }
    case 'cardSalvaged': {
      const pile = d.discard();
      pile.splice(pile.indexOf(e.cardId), 1);
      d.player(e.seat).handCount += 1;
      return;
    }
    case 'commissionCompleted': {
      const play = d.play(e.seat);
      play.splice(
        play.findIndex((c) => c.id === e.weaponId),
        1,
      );
      d.player(e.seat).commissionTokens += 1;
      v.boxCount += 1;
      d.discard().push(e.commissionId);
      d.commissions()[e.slot] = null;
      return;
    }
    case 'commissionRevealed': {
      const reshuffled = previous?.type === 'deckReshuffled';
      const old = v.commissions[e.slot];
      // A refreshed slot's card went to the discard pile first (and into the new deck if the refill reshuffled).
      if (old != null && !reshuffled) d.discard().push(old);
      // Cards taken from the old deck before a reshuffle were all duplicates, and were shuffled back in.
      const kept = reshuffled ? e.discarded.slice(d.deckBeforeReshuffle ?? 0) : e.discarded;
      v.deckCount -= kept.length + (e.cardId === null ? 0 : 1);
      if (kept.length > 0) d.discard().push(...kept);
      d.commissions()[e.slot] = e.cardId;
      return;
    }
    case 'deckReshuffled':
      d.deckBeforeReshuffle = v.deckCount;
      v.deckCount = e.size;
      v.discard = [];
      return;
    case 'temperatureChanged': {
      const z = d.zone(e.zone);
      z.heat = e.heat;
      z.heatRound = e.heat === 'cooldown' ? v.round + 1 : 0;
      return;
    }
    case 'roundEnded': {
      for (const zone of ZONES) if (v.zones[zone].embers.length > 0) d.zone(zone).embers = [];
      // The activation's turn search went past the last player of the round.
      v.activeSeat = (v.forgemaster + v.playerCount - 1) % v.playerCount;
      v.turnIndex = v.playerCount;
      v.forgemaster = e.forgemaster;
      v.resolving = null;
      d.clearResolvedZones();
      return;
    }
    case 'gameWon':
      v.winner = { seats: [...e.seats], reason: e.reason };
      v.phase = 'ended';
      v.resolving = null;
      return;
  }
}

/** The spectator view after the action `version` by `seat` whose (spectator-redacted) events are `events`. */
export function viewAfterEvents(view: GameView, action: { version: number; seat: Seat; events: readonly GameEvent[] }): GameView {
  const d = new ViewDraft(view);
  action.events.forEach((e, i) => apply(d, e, action.events[i - 1]));
  const r = d.v.resolving;
  // One ember of the zone still being resolved was used by this action (zoneAccess.ts spendEmber).
  if (r) d.v.resolving = { zone: r.zone, remaining: r.remaining - 1 };
  d.v.version = action.version;
  return d.v;
}
