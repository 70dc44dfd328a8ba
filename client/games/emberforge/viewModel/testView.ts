/** A small hand-built GameView for the view-model tests (seat 0 = the viewer unless told). */
import { emptyMaterials } from '../../../../shared/games/emberforge/index.js';
import type { GameView, MaterialCounts, PlayerView, Viewer } from '../../../../shared/games/emberforge/index.js';

export function mats(partial: Partial<MaterialCounts> = {}): MaterialCounts {
  return { ...emptyMaterials(), ...partial };
}

export function makeView(viewer: Viewer = 0, overrides: Partial<GameView> = {}): GameView {
  const player = (seat: number, name: string, color: PlayerView['color'], hand: string[]): PlayerView => ({
    seat,
    name,
    color,
    play: [],
    materials: mats({ iron: 1, bronze: 1 }),
    commissionTokens: 0,
    resolvedZones: [],
    handCount: hand.length,
    hand: viewer === seat ? hand : null,
  });
  return {
    version: 1,
    playerCount: 2,
    roundLimit: 30,
    round: 1,
    phase: 'placement',
    forgemaster: 0,
    activeSeat: 0,
    turnIndex: 0,
    placedThisTurn: 0,
    zones: {
      ignar: { embers: [], heat: 'none', heatRound: 0 },
      durgaz: { embers: [], heat: 'none', heatRound: 0 },
      runarium: { embers: [], heat: 'none', heatRound: 0 },
      gildar: { embers: [], heat: 'none', heatRound: 0 },
    },
    discard: [],
    commissions: ['AX01', 'SW01', 'ST01'],
    supply: mats({ iron: 13, bronze: 13, crystal: 15, scale: 15, mithril: 15 }),
    resolving: null,
    winner: null,
    viewer,
    deckCount: 48,
    boxCount: 0,
    players: [player(0, 'Brokk', 'red', ['AX03', 'HM01', 'SW02']), player(1, 'Eitri', 'blue', ['SP01', 'CB01', 'ST02'])],
    ...overrides,
  };
}
