/**
 * What happened, for animations and the game log. applyAction returns the full events; the view
 * functions redact them per recipient (others see that a card was drawn, the owner sees which).
 */
import type { CardId, Material, MaterialCounts, Seat, Zone } from './constants.js';
import type { Heat, Phase, VictoryReason } from './state.js';

export type GameEvent =
  | { type: 'emberPlaced'; seat: Seat; zone: Zone }
  | { type: 'placementEnded'; seat: Seat; unplaced: number }
  | { type: 'zoneOverheated'; zone: Zone; embers: number }
  | { type: 'phaseStarted'; phase: Phase; round: number }
  | { type: 'turnStarted'; seat: Seat; phase: Phase }
  | { type: 'zoneStarted'; seat: Seat; zone: Zone; embers: number }
  | { type: 'zoneClosed'; seat: Seat; zone: Zone }
  | { type: 'cardsDiscarded'; seat: Seat; cards: CardId[] }
  | { type: 'materialsGained'; seat: Seat; materials: Partial<MaterialCounts> }
  /** Tokens returned to the supply by the 3-per-type cap or by a transmutation. */
  | { type: 'materialsReturned'; seat: Seat; materials: Partial<MaterialCounts> }
  /** cardId is null in the copies sent to everybody but the drawer. */
  | { type: 'cardDrawn'; seat: Seat; cardId: CardId | null }
  | { type: 'cardPlayed'; seat: Seat; cardId: CardId }
  | { type: 'materialsPaid'; seat: Seat; cardId: CardId; material: Material; amount: number }
  | { type: 'weaponForged'; seat: Seat; cardId: CardId; instant: boolean }
  | { type: 'abilityUsed'; seat: Seat; cardId: CardId; mode: 'forged' | 'ephemeral' }
  | { type: 'emberMoved'; seat: Seat; from: Zone; to: Zone }
  | { type: 'zoneCooled'; zone: Zone }
  | { type: 'cardSalvaged'; seat: Seat; cardId: CardId }
  | { type: 'commissionCompleted'; seat: Seat; weaponId: CardId; commissionId: CardId; slot: number }
  | { type: 'commissionRevealed'; slot: number; cardId: CardId | null; discarded: CardId[] }
  | { type: 'deckReshuffled'; size: number }
  | { type: 'temperatureChanged'; zone: Zone; heat: Heat }
  | { type: 'roundEnded'; round: number; forgemaster: Seat }
  | { type: 'gameWon'; seats: Seat[]; reason: VictoryReason };

export type GameEventType = GameEvent['type'];
