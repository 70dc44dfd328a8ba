/**
 * A scripted little story on top of the fixture, for looking at the scene's animations without a
 * server: a card goes from hand to play, a weapon is forged, a commission is completed, the round ends
 * (embers fly home, fire turns to frost), new embers are placed and a zone overheats.
 */
import type { GameEvent, GameView } from '../../../../shared/games/emberforge/index.js';
import { emptyMaterials } from '../../../../shared/games/emberforge/index.js';
import { useGameStore } from '../state/gameStore.js';

type Step = (v: GameView) => GameEvent[];

const STEPS: Step[] = [
  (v) => {
    const me = v.players[0]!;
    me.hand = me.hand!.filter((c) => c !== 'SW04');
    me.handCount = me.hand.length;
    me.play.push({ id: 'SW04', forged: false, paid: { ...emptyMaterials(), iron: 1 } });
    me.materials.iron -= 1;
    return [
      { type: 'cardPlayed', seat: 0, cardId: 'SW04' },
      { type: 'materialsPaid', seat: 0, cardId: 'SW04', material: 'iron', amount: 1 },
    ];
  },
  (v) => {
    const card = v.players[0]!.play.find((c) => c.id === 'HM05')!;
    card.forged = true;
    card.paid = emptyMaterials();
    v.supply.iron += 1;
    v.supply.crystal += 1;
    return [{ type: 'weaponForged', seat: 0, cardId: 'HM05', instant: false }];
  },
  (v) => {
    const me = v.players[0]!;
    me.play = me.play.filter((c) => c.id !== 'SW01');
    me.commissionTokens += 1;
    v.discard.push('SW02');
    v.commissions[2] = 'AX06';
    v.deckCount -= 1;
    v.boxCount += 1;
    return [
      { type: 'commissionCompleted', seat: 0, weaponId: 'SW01', commissionId: 'SW02', slot: 2 },
      { type: 'commissionRevealed', slot: 2, cardId: 'AX06', discarded: [] },
    ];
  },
  (v) => {
    for (const z of Object.values(v.zones)) z.embers = [];
    v.zones.durgaz.heat = 'cooldown';
    v.zones.durgaz.heatRound = 5;
    v.zones.runarium.heat = 'none';
    v.forgemaster = 2;
    v.round = 5;
    v.phase = 'placement';
    v.resolving = null;
    v.activeSeat = 2;
    return [
      { type: 'temperatureChanged', zone: 'durgaz', heat: 'cooldown' },
      { type: 'temperatureChanged', zone: 'runarium', heat: 'none' },
      { type: 'roundEnded', round: 4, forgemaster: 2 },
      { type: 'phaseStarted', phase: 'placement', round: 5 },
    ];
  },
  (v) => {
    v.zones.gildar.embers.push(2, 2, 3);
    return [
      { type: 'emberPlaced', seat: 2, zone: 'gildar' },
      { type: 'emberPlaced', seat: 2, zone: 'gildar' },
      { type: 'emberPlaced', seat: 3, zone: 'gildar' },
    ];
  },
  (v) => {
    v.zones.gildar.embers.push(0, 1);
    v.zones.ignar.embers.push(0, 1);
    v.zones.gildar.heat = 'overheat';
    v.zones.gildar.heatRound = 5;
    v.phase = 'activation';
    return [
      { type: 'emberPlaced', seat: 0, zone: 'gildar' },
      { type: 'emberPlaced', seat: 1, zone: 'gildar' },
      { type: 'zoneOverheated', zone: 'gildar', embers: 5 },
    ];
  },
];

/** Runs the story, one step every `intervalMs`. Returns a function that stops it. */
export function runFixtureDemo(intervalMs = 2500): () => void {
  let i = 0;
  let nextId = (useGameStore.getState().log.at(-1)?.id ?? 0) + 1;
  const timer = setInterval(() => {
    const step = STEPS[i++];
    if (!step) {
      clearInterval(timer);
      return;
    }
    const view = structuredClone(useGameStore.getState().view!);
    const events = step(view);
    view.version += 1;
    useGameStore.setState((s) => ({ view, log: [...s.log, ...events.map((event) => ({ id: nextId++, event }))] }));
  }, intervalMs);
  return () => clearInterval(timer);
}
