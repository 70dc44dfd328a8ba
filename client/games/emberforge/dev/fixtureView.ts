/**
 * A realistic 4-player mid-game view for looking at the table without a server: embers on every zone,
 * Durgaz overheated, Runarium cooling down, forged and in-progress weapons, hands, commissions and
 * materials. `loadFixture()` puts it into the game store as seat 0.
 */
import type { CardId, GameView, MaterialCounts, PlayCard, PlayerView } from '../../../../shared/games/emberforge/index.js';
import { MATERIALS, MATERIAL_SUPPLY_PER_TYPE, emptyMaterials } from '../../../../shared/games/emberforge/index.js';
import { localSeats, useGameStore } from '../state/gameStore.js';

const m = (p: Partial<MaterialCounts>): MaterialCounts => ({ ...emptyMaterials(), ...p });
const forged = (id: CardId): PlayCard => ({ id, forged: true, paid: emptyMaterials() });
const progress = (id: CardId, paid: Partial<MaterialCounts>): PlayCard => ({ id, forged: false, paid: m(paid) });

const MY_HAND: CardId[] = ['SP02', 'CB02', 'HM01', 'SW04', 'AX05'];

const players: PlayerView[] = [
  {
    seat: 0,
    name: 'Brenna',
    color: 'red',
    play: [forged('AX01'), forged('SW01'), forged('ST01'), progress('HM05', { iron: 1, crystal: 1 })],
    materials: m({ iron: 2, bronze: 1, scale: 1, mithril: 1 }),
    commissionTokens: 1,
    resolvedZones: [],
    handCount: MY_HAND.length,
    hand: MY_HAND,
  },
  {
    seat: 1,
    name: 'Thorin',
    color: 'blue',
    play: [forged('HM02'), forged('SP01'), forged('AX03'), forged('SW06'), progress('CB06', { iron: 2, scale: 1 })],
    materials: m({ bronze: 2, scale: 2, crystal: 1 }),
    commissionTokens: 0,
    resolvedZones: ['ignar'],
    handCount: 4,
    hand: null,
  },
  {
    seat: 2,
    name: 'Dagna',
    color: 'green',
    play: [forged('ST03'), forged('CB01'), progress('SW09', { iron: 2, crystal: 1 })],
    materials: m({ iron: 1, mithril: 2, crystal: 2 }),
    commissionTokens: 2,
    resolvedZones: [],
    handCount: 2,
    hand: null,
  },
  {
    seat: 3,
    name: 'Korrin',
    color: 'yellow',
    play: [forged('AX02'), forged('SP07'), forged('HM03'), progress('ST06', { scale: 1 })],
    materials: m({ iron: 3, bronze: 1, scale: 1 }),
    commissionTokens: 1,
    resolvedZones: [],
    handCount: 6,
    hand: null,
  },
];

/** The supply holds whatever the players and the cards in progress do not (15 of each in all). */
function supplyFor(ps: PlayerView[]): MaterialCounts {
  const supply = emptyMaterials();
  for (const mat of MATERIALS) {
    let held = 0;
    for (const p of ps) held += p.materials[mat] + p.play.reduce((n, c) => n + (c.forged ? 0 : c.paid[mat]), 0);
    supply[mat] = MATERIAL_SUPPLY_PER_TYPE - held;
  }
  return supply;
}

export function fixtureView(): GameView {
  const commissions: CardId[] = ['HM08', 'SP04', 'SW02'];
  const discard: CardId[] = ['AX04', 'CB03', 'ST02', 'SP05', 'HM04'];
  const boxCount = players.reduce((n, p) => n + p.commissionTokens, 0);
  const onTable = players.reduce((n, p) => n + p.play.length + p.handCount, 0) + commissions.length + discard.length;
  return {
    version: 87,
    playerCount: 4,
    roundLimit: 30,
    round: 4,
    phase: 'activation',
    forgemaster: 1,
    activeSeat: 1,
    turnIndex: 0,
    placedThisTurn: 0,
    zones: {
      ignar: { embers: [1, 2, 0], heat: 'none', heatRound: 0 },
      durgaz: { embers: [2, 2, 3, 1, 0], heat: 'overheat', heatRound: 4 },
      runarium: { embers: [3, 1, 0], heat: 'cooldown', heatRound: 4 },
      gildar: { embers: [3], heat: 'none', heatRound: 0 },
    },
    discard,
    commissions,
    supply: supplyFor(players),
    resolving: { zone: 'runarium', remaining: 1 },
    winner: null,
    viewer: 0,
    deckCount: 57 - onTable - boxCount,
    boxCount,
    players: structuredClone(players),
  };
}

/** Puts the fixture into the game store as player seat 0 (used by `?fixture=1`). */
export function loadFixture(): void {
  useGameStore.setState({
    view: fixtureView(),
    role: 'player',
    mySeat: 0,
    tableId: 'fixture',
    seats: localSeats(players, 0),
    spectatorCount: 2,
    log: [],
    lastError: null,
  });
}
