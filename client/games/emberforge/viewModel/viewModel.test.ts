import { beforeAll, describe, expect, it } from 'vitest';
import { currentStep } from './step.js';
import { turnPrompt } from './prompt.js';
// The rule predicates the HUD asks the engine, on a seat's view.
import {
  choiceComplete,
  choiceFor,
  choiceNeeds,
  commissionMatches,
  embersOf,
  ignarRoomFor,
  moveToZones,
  offerOf as ignarOffer,
  planDurgaz,
  resolvableZones,
  slotForWeapon,
  trimTake,
  unplacedEmbers,
} from '../../../../shared/games/emberforge/index.js';
import { zoneForKey } from './zones.js';
import { togglePayment } from './durgaz.js';
import { playerPanels } from './players.js';
import { victorySummary } from './victory.js';
import { eventText, namesFrom } from './logText.js';
import { makeView, mats } from './testView.js';
import { loadLang } from '../../../i18n/langTables.js';

// The Spanish table is a chunk the browser loads on demand (switchLang): load it before the tests.
beforeAll(() => loadLang('es'));

describe('embers and zones', () => {
  it('counts unplaced embers and maps number keys to zones', () => {
    const view = makeView(0);
    view.zones.ignar.embers = [0, 1, 0];
    expect(embersOf(view, 0, 'ignar')).toBe(2);
    expect(unplacedEmbers(view, 0)).toBe(1);
    expect(unplacedEmbers(view, 1)).toBe(2);
    expect(zoneForKey('1')).toBe('ignar');
    expect(zoneForKey('4')).toBe('gildar');
    expect(zoneForKey('5')).toBeNull();
  });

  it('offers only unlocked, unresolved zones holding my embers', () => {
    const view = makeView(0, { phase: 'activation' });
    view.zones.ignar.embers = [0];
    view.zones.durgaz.embers = [0];
    view.zones.runarium.embers = [0, 1, 1];
    view.zones.runarium.heat = 'overheat';
    view.players[0]!.resolvedZones = ['durgaz'];
    expect(resolvableZones(view, 0)).toEqual(['ignar']);
  });
});

describe('step and prompt', () => {
  it('asks the active placer how many embers are left', () => {
    const view = makeView(0);
    view.zones.gildar.embers = [0];
    expect(currentStep(view, null)).toEqual({ kind: 'placement', left: 2 });
    expect(turnPrompt(view)).toEqual({ key: 'prompt.place', params: { n: 2 } });
  });

  it('tells the others and spectators whom they wait for', () => {
    const other = makeView(1);
    expect(currentStep(other, null)).toEqual({ kind: 'waiting', seat: 0 });
    expect(turnPrompt(other)).toEqual({ key: 'prompt.waitPlace', params: { name: 'Brokk' } });
    expect(currentStep(makeView('spectator'), null)).toEqual({ kind: 'spectator' });
  });

  it('opens the zone the player chose, and follows a zone being resolved', () => {
    const view = makeView(0, { phase: 'activation' });
    view.zones.ignar.embers = [0, 0];
    view.zones.gildar.embers = [0];
    expect(currentStep(view, null)).toEqual({ kind: 'chooseZone', zones: ['ignar', 'gildar'] });
    expect(turnPrompt(view)).toEqual({ key: 'prompt.resolve' });
    expect(currentStep(view, 'ignar')).toEqual({ kind: 'ignar', embers: 2 });
    expect(currentStep(view, 'durgaz')).toEqual({ kind: 'chooseZone', zones: ['ignar', 'gildar'] });
    view.resolving = { zone: 'gildar', remaining: 1 };
    expect(currentStep(view, null)).toEqual({ kind: 'gildar', embers: 1, started: true });
  });

  it('reports the end of the game', () => {
    const view = makeView(0, { phase: 'ended', winner: { seats: [1], reason: 'guildPrestige' } });
    expect(currentStep(view, null)).toEqual({ kind: 'over' });
    const summary = victorySummary(view, 'en')!;
    expect(summary.headline).toBe('Eitri wins');
    expect(summary.reason).toMatch(/Guild Prestige/);
    expect(summary.iWon).toBe(false);
    expect(victorySummary(view, 'es')!.reason).toMatch(/Prestigio del Gremio/);
  });
});

describe('Ignar', () => {
  it('adds the costs of discarded cards into the offer', () => {
    // AX03 costs 2 Bronze + 1 Iron, HM01 costs 2 Iron.
    expect(ignarOffer(['AX03', 'HM01'])).toEqual(mats({ bronze: 2, iron: 3 }));
  });

  it('limits takes by embers, the offer and the supply', () => {
    const offer = mats({ iron: 3, bronze: 1 });
    const supply = mats({ iron: 1, bronze: 5 });
    expect(ignarRoomFor('iron', [], offer, supply, 2)).toBe(1);
    expect(ignarRoomFor('bronze', ['bronze'], offer, supply, 2)).toBe(0);
    expect(ignarRoomFor('bronze', ['iron', 'iron'], offer, supply, 2)).toBe(0);
    expect(trimTake(['iron', 'bronze', 'iron'], mats({ iron: 1 }), 3)).toEqual(['iron']);
  });
});

describe('Durgaz preview', () => {
  it('shows an instant forge when a hand card is paid in full', () => {
    const view = makeView(0, { phase: 'activation' });
    view.zones.durgaz.embers = [0, 0];
    const me = view.players[0]!;
    me.materials = mats({ iron: 3 });
    const preview = planDurgaz(view, 0, [{ cardId: 'HM01', material: 'iron' }]);
    const hm = preview.cards.find((c) => c.cardId === 'HM01')!;
    expect(hm.instant).toBe(true);
    expect(preview.materialsLeft.iron).toBe(1);
  });

  it('shows phased forging when materials fall short, and finishes a horizontal card later', () => {
    const view = makeView(0, { phase: 'activation' });
    view.zones.durgaz.embers = [0, 0];
    const me = view.players[0]!;
    me.materials = mats({ iron: 1, bronze: 1 });
    const first = planDurgaz(view, 0, [
      { cardId: 'AX03', material: 'bronze' },
      { cardId: 'AX03', material: 'iron' },
    ]);
    const ax = first.cards.find((c) => c.cardId === 'AX03')!;
    expect(ax.forged).toBe(false);
    expect(ax.moved).toEqual(mats({ bronze: 1, iron: 1 }));
    // Later: AX03 lies horizontal with 1 Bronze + 1 Iron on it; one more Bronze finishes it.
    me.play = [{ id: 'AX03', forged: false, paid: mats({ bronze: 1, iron: 1 }) }];
    me.hand = ['HM01'];
    me.materials = mats({ bronze: 2 });
    const second = planDurgaz(view, 0, [{ cardId: 'AX03', material: 'bronze' }]);
    const done = second.cards.find((c) => c.cardId === 'AX03')!;
    expect(done.forged).toBe(true);
    expect(done.instant).toBe(false);
    expect(second.materialsLeft.bronze).toBe(1);
    expect(second.embersUsed).toBe(1);
  });

  it('toggles payments', () => {
    const p = { cardId: 'HM01', material: 'iron' as const };
    expect(togglePayment([], p)).toEqual([p]);
    expect(togglePayment([p], p)).toEqual([]);
  });
});

describe('ability choices', () => {
  it('derives the needed fields from the effects and sends only those', () => {
    const needs = choiceNeeds([
      { kind: 'gainAny', amount: 2 },
      { kind: 'draw', amount: 1 },
    ]);
    expect(needs).toEqual([{ field: 'materials', count: 2 }]);
    expect(choiceComplete(needs, { materials: ['iron'] })).toBe(false);
    expect(choiceComplete(needs, { materials: ['iron', 'scale'] })).toBe(true);
    expect(choiceFor(needs, { materials: ['iron', 'scale'], zone: 'ignar' })).toEqual({ materials: ['iron', 'scale'] });
    expect(choiceFor(choiceNeeds([{ kind: 'draw', amount: 1 }]), {})).toBeUndefined();
    const move = choiceNeeds([{ kind: 'moveEmber' }]);
    expect(choiceComplete(move, { fromZone: 'ignar', toZone: 'ignar' })).toBe(false);
    expect(choiceComplete(move, { fromZone: 'ignar', toZone: 'gildar' })).toBe(true);
  });

  it('does not move an ember into a locked or resolved zone', () => {
    const view = makeView(0, { phase: 'activation' });
    view.zones.durgaz.heat = 'overheat';
    view.players[0]!.resolvedZones = ['gildar'];
    expect(moveToZones(view, 0, 'ignar')).toEqual(['runarium']);
  });
});

describe('Gildar', () => {
  it('matches forged weapons to commissions of their collection', () => {
    const view = makeView(0, { phase: 'activation' });
    view.players[0]!.play = [
      { id: 'AX02', forged: true, paid: mats() },
      { id: 'HM01', forged: true, paid: mats() },
      { id: 'SW03', forged: false, paid: mats() },
    ];
    expect(commissionMatches(view, 0)).toEqual([{ weaponId: 'AX02', slot: 0, commissionId: 'AX01' }]);
    expect(slotForWeapon(view, 'SW03')).toBe(1);
    expect(slotForWeapon(view, 'HM01')).toBeNull();
  });
});

describe('player panels and log', () => {
  it('summarise each seat with bot and connection state', () => {
    const view = makeView(0);
    view.players[1]!.play = [
      { id: 'AX02', forged: true, paid: mats() },
      { id: 'SW01', forged: true, paid: mats() },
      { id: 'HM01', forged: false, paid: mats({ iron: 1 }) },
    ];
    view.players[1]!.commissionTokens = 2;
    const rows = playerPanels(view, [
      { seat: 0, connected: true, botControlled: false, away: false },
      { seat: 1, connected: false, botControlled: true, away: true },
    ]);
    expect(rows[0]).toMatchObject({ isMe: true, isActive: true, isForgemaster: true, handCount: 3, embersUnplaced: 3 });
    expect(rows[0]).toMatchObject({ bot: false, away: false });
    expect(rows[1]).toMatchObject({
      bot: true,
      away: true,
      connected: false,
      forgedCollections: ['axes', 'swords'],
      forgedCount: 2,
      inProgressCount: 1,
      commissionTokens: 2,
    });
  });

  it("name the level of the bot playing a seat: a bot seat's own, a human's handed over the table's (issue 42)", () => {
    const view = makeView(0);
    const seats = [
      { seat: 0, connected: true, botControlled: false, away: false, botLevel: null },
      { seat: 1, connected: true, botControlled: true, away: false, botLevel: 'hard' as const },
    ];
    expect(playerPanels(view, seats, 'normal').map((p) => p.botLevel)).toEqual([null, 'hard']);
    // Seat 0's player dropped: the table's level plays for them.
    const away = [{ ...seats[0]!, botControlled: true }, seats[1]!];
    expect(playerPanels(view, away, 'normal').map((p) => p.botLevel)).toEqual(['normal', 'hard']);
    expect(playerPanels(view, away).map((p) => p.botLevel)).toEqual([null, 'hard']);
  });

  it('writes events in both languages with card names from the data', () => {
    const view = makeView(0);
    const ctx = { lang: 'en' as const, nameOf: namesFrom(view.players) };
    expect(eventText({ type: 'emberPlaced', seat: 1, zone: 'gildar' }, ctx)).toBe('Eitri placed an ember on Gildar.');
    expect(eventText({ type: 'weaponForged', seat: 0, cardId: 'ST01', instant: true }, ctx)).toBe('Brokk forged Moon Staff at once!');
    expect(eventText({ type: 'cardDrawn', seat: 1, cardId: null }, ctx)).toBe('Eitri drew a card.');
    const es = { ...ctx, lang: 'es' as const };
    expect(eventText({ type: 'weaponForged', seat: 0, cardId: 'ST01', instant: false }, es)).toBe('¡Brokk forjó Báculo Lunar!');
    expect(eventText({ type: 'materialsGained', seat: 0, materials: { iron: 1, mithril: 2 } }, es)).toBe(
      'Brokk obtuvo 1 Hierro y 2 Mitril.',
    );
  });
});
