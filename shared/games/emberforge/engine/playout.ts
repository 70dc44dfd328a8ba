/**
 * Playouts (the search bot's, the engine bench's random games): the rules of applyAction run in place on
 * a state the playout owns, with no events and no new state per action. applyAction stays the one pure
 * entry point of everything else; applyInPlace runs exactly its code (turnError, dispatch, autoAdvance)
 * through a draft that owns the whole state (draft.ts, ownedDraft), so nothing is copied. The
 * conformance kit checks that both give the same state after every action of its sample games, and
 * playout.test.ts does over random games.
 */
import type { Action } from './actions.js';
import { dispatch, turnError } from './applyAction.js';
import type { Seat } from './constants.js';
import { ownedDraft } from './draft.js';
import type { GameState, PlayCard, PlayerState, ZoneState } from './state.js';
import { autoAdvance } from './turns.js';

function zoneCopy(z: ZoneState): ZoneState {
  return { embers: z.embers.slice(), heat: z.heat, heatRound: z.heatRound };
}

function cardCopy(c: PlayCard): PlayCard {
  return { id: c.id, forged: c.forged, paid: { ...c.paid } };
}

function playerCopy(p: PlayerState): PlayerState {
  return {
    seat: p.seat,
    name: p.name,
    color: p.color,
    play: p.play.map(cardCopy),
    materials: { ...p.materials },
    commissionTokens: p.commissionTokens,
    resolvedZones: p.resolvedZones.slice(),
    hand: p.hand.slice(),
  };
}

/**
 * A copy of `s` that shares nothing the engine writes into (it shares strings, and the rng, resolving and
 * winner records, which the engine replaces whole): the playout's own, for applyInPlace.
 */
export function ownCopy(s: GameState): GameState {
  const z = s.zones;
  return {
    version: s.version,
    playerCount: s.playerCount,
    roundLimit: s.roundLimit,
    round: s.round,
    phase: s.phase,
    forgemaster: s.forgemaster,
    activeSeat: s.activeSeat,
    turnIndex: s.turnIndex,
    placedThisTurn: s.placedThisTurn,
    zones: { ignar: zoneCopy(z.ignar), durgaz: zoneCopy(z.durgaz), runarium: zoneCopy(z.runarium), gildar: zoneCopy(z.gildar) },
    discard: s.discard.slice(),
    commissions: s.commissions.slice(),
    supply: { ...s.supply },
    resolving: s.resolving,
    winner: s.winner,
    rng: s.rng,
    deck: s.deck.slice(),
    box: s.box.slice(),
    players: s.players.map(playerCopy),
  };
}

/**
 * Applies `action` by `seat` to `owned` in place: the state applyAction would give, without its events.
 * `owned` must be the caller's own (ownCopy, or a state nothing else holds). A refused action throws:
 * the state may be half changed by then, and a playout plays only legal actions, so a refusal is a bug.
 */
export function applyInPlace(owned: GameState, seat: Seat, action: Action): void {
  const d = DRAFT;
  d.s = owned;
  const error = turnError(owned, seat, action) ?? dispatch(d, seat, action);
  if (error) throw new Error(`applyInPlace refused ${JSON.stringify(action)}: ${error.code}: ${error.message}`);
  autoAdvance(d);
  owned.version += 1;
}

/**
 * The one draft of every applyInPlace, pointed at its state for the call (the rules never call
 * applyInPlace, so one call at a time), so that no draft object is made per action. Between calls it
 * still points at the last state played, which it never reads again.
 */
const DRAFT = ownedDraft(Object.freeze({}) as GameState);
