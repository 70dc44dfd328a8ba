/**
 * What a pick means in the current step: a click on a zone, card, commission or material (handlePick,
 * called by dispatchIntent for every pick intent: scene, HUD and keys 1-4) becomes a draft edit in the
 * draft store or an action, or is refused with its reason (a zone or card that cannot be used now; a
 * pick that only inspects, such as a card in placement, is no refusal); and what is pickable right
 * now (highlightFor: useDrafts keeps it in the draft store's highlight, which the scene glows).
 */
import {
  cardNeeds,
  commissionMatches,
  MATERIALS,
  overheatsWithOneMore,
  planDurgaz,
  planIgnar,
  slotForWeapon,
  takeAfterPick,
} from '../../../../shared/games/emberforge/index.js';
import type { ErrorCode, GameView, Material, Zone } from '../../../../shared/games/emberforge/index.js';
import { useDraftStore, type Highlight, type PickTarget } from './draftStore.js';
import { togglePayment } from '../viewModel/durgaz.js';
import { legalFor, refusal, zoneRefusal, type Reason } from '../viewModel/legality.js';
import { zonesWithActions } from '../viewModel/legalChoices.js';
import type { Step } from '../viewModel/step.js';
import { pressGuard } from './noticeStore.js';
import { sendAction } from './send.js';

const none: Highlight = { zones: [], cards: [], commissionSlots: [], materials: [] };

/** What the scene should glow for this step. */
export function highlightFor(view: GameView, step: Step): Highlight {
  if (view.viewer === 'spectator') return none;
  const me = view.players[view.viewer]!;
  const drafts = useDraftStore.getState();
  switch (step.kind) {
    case 'placement':
      return {
        ...none,
        zones: (['ignar', 'durgaz', 'runarium', 'gildar'] as Zone[]).filter((z) => refusal(view, { type: 'placeEmber', zone: z }) === null),
      };
    case 'chooseZone':
      return { ...none, zones: zonesWithActions(legalFor(view), step.zones) };
    case 'ignar': {
      const plan = planIgnar(view, view.viewer, drafts.selection.handCards, drafts.selection.materials);
      return { ...none, cards: me.hand ?? [], materials: MATERIALS.filter((m) => plan.room[m] > 0) };
    }
    case 'durgaz':
      return {
        ...none,
        cards: planDurgaz(view, view.viewer, []).cards.map((c) => c.cardId),
        materials: MATERIALS.filter((m) => me.materials[m] > 0),
      };
    case 'runarium': {
      const pool = drafts.rune.mode === 'forged' ? me.play.filter((c) => c.forged).map((c) => c.id) : (me.hand ?? []);
      const needs = cardNeeds(drafts.rune.cardId);
      const h: Highlight = { ...none, cards: [...pool] };
      for (const n of needs) {
        if (n.field === 'zone' || n.field === 'move') h.zones = ['ignar', 'durgaz', 'runarium', 'gildar'];
        if (n.field === 'slot') h.commissionSlots = view.commissions.flatMap((c, i) => (c ? [i] : []));
        if (n.field === 'salvage') h.cards = [...h.cards, ...view.discard];
        if (n.field === 'materials' || n.field === 'transmute' || n.field === 'infuse') h.materials = [...MATERIALS];
      }
      return h;
    }
    case 'gildar': {
      const matches = commissionMatches(view, view.viewer);
      return {
        ...none,
        cards: matches.map((m) => m.weaponId),
        commissionSlots: matches.map((m) => m.slot),
        // Any pair of free materials is a legal delivery (the engine lists them all, a type the supply lacks too).
        materials: drafts.gildar.weaponId ? [...MATERIALS] : [],
      };
    }
    default:
      return none;
  }
}

/** A refusal in the engine's own words (its error code's message in the UI language). */
const engineSays = (code: ErrorCode): Reason => ({ error: { code, message: '' } });

/** A zone picked (key 1-4, tile, button) while a zone is being built: finish or leave that one first. */
function busyWithZone(step: Step): Reason {
  return (step.kind === 'runarium' || step.kind === 'gildar') && step.started ? engineSays('zone_in_progress') : { key: 'why.finishZone' };
}

/**
 * An ember on `zone`: placed, unless the engine refuses it (the reason is returned) or it would
 * overheat the zone: then only on a second press (the first arms a warning: the player may still place it).
 */
function placeEmber(view: GameView, zone: Zone): Reason | null {
  const action = { type: 'placeEmber', zone } as const;
  const error = refusal(view, action);
  if (error) return { error, zone };
  const guard = { type: 'placeEmber', zone, embers: view.zones[zone].embers.length + 1, players: view.playerCount } as const;
  if (overheatsWithOneMore(view, zone) && !pressGuard(guard, view.version)) return null;
  sendAction(action);
  return null;
}

/** The meaning of a pick in this step; a refused pick returns why. */
export function handlePick(view: GameView, step: Step, target: PickTarget): Reason | null {
  if (view.viewer === 'spectator') return null;
  const me = view.players[view.viewer]!;
  const drafts = useDraftStore.getState();
  switch (step.kind) {
    case 'placement':
      return target.kind === 'zone' ? placeEmber(view, target.zone) : null;
    case 'waiting':
      // Not my turn: the engine says so (any action is refused the same way).
      return target.kind === 'zone' ? { error: refusal(view, { type: 'placeEmber', zone: target.zone })! } : null;
    case 'chooseZone': {
      if (target.kind !== 'zone') return null;
      const why = zoneRefusal(view, target.zone);
      if (!why) drafts.setOpenZone(target.zone);
      return why;
    }
    case 'ignar': {
      if (target.kind === 'zone') return busyWithZone(step);
      if (target.kind === 'handCard' && (me.hand ?? []).includes(target.cardId)) {
        const cur = drafts.selection.handCards;
        const next = cur.includes(target.cardId) ? cur.filter((c) => c !== target.cardId) : [...cur, target.cardId];
        drafts.setSelection({ handCards: next, materials: takeAfterPick(view, view.viewer, cur, next, drafts.selection.materials) });
      } else if (target.kind === 'supplyMaterial') {
        const plan = planIgnar(view, view.viewer, drafts.selection.handCards, drafts.selection.materials);
        if (plan.room[target.material] > 0) drafts.setSelection({ materials: [...plan.take, target.material] });
        else return engineSays(plan.take.length >= step.embers ? 'too_many_choices' : 'not_in_offer');
      }
      return null;
    }
    case 'durgaz': {
      if (target.kind === 'zone') return busyWithZone(step);
      // A card pick pays the first material it still needs that I hold (again: the next one).
      if (target.kind !== 'handCard' && target.kind !== 'playCard') return null;
      if (target.kind === 'playCard' && target.seat !== view.viewer) return null;
      const payments = drafts.selection.payments;
      const card = planDurgaz(view, view.viewer, payments).cards.find((c) => c.cardId === target.cardId);
      if (!card) return { key: 'why.cannotPayCard' };
      const next = MATERIALS.find(
        (m: Material) => card.next[m] > 0 && !payments.some((p) => p.cardId === target.cardId && p.material === m),
      );
      if (!next) return { key: 'why.noMaterialFor' };
      if (payments.length >= step.embers) return engineSays('too_many_choices');
      drafts.setSelection({ payments: togglePayment(payments, { cardId: target.cardId, material: next }) });
      return null;
    }
    case 'runarium': {
      const pool = drafts.rune.mode === 'forged' ? me.play.filter((c) => c.forged).map((c) => c.id) : (me.hand ?? []);
      if ((target.kind === 'handCard' || target.kind === 'playCard') && pool.includes(target.cardId)) {
        drafts.setRune({ cardId: target.cardId, choice: {} });
      } else if (target.kind === 'handCard' && (me.hand ?? []).includes(target.cardId)) {
        drafts.setRune({ mode: 'ephemeral', cardId: target.cardId, choice: {} });
      } else if (target.kind === 'playCard' && me.play.some((c) => c.forged && c.id === target.cardId)) {
        drafts.setRune({ mode: 'forged', cardId: target.cardId, choice: {} });
      } else {
        const needs = cardNeeds(drafts.rune.cardId);
        if (target.kind === 'zone' && !needs.some((n) => n.field === 'zone' || n.field === 'move')) return busyWithZone(step);
        const choice = { ...drafts.rune.choice };
        for (const n of needs) {
          if (target.kind === 'zone' && n.field === 'zone') choice.zone = target.zone;
          if (target.kind === 'zone' && n.field === 'move') {
            if (!choice.fromZone || choice.toZone) {
              choice.fromZone = target.zone;
              delete choice.toZone;
            } else choice.toZone = target.zone;
          }
          if (target.kind === 'commission' && n.field === 'slot') choice.slot = target.slot;
          if (target.kind === 'discardCard' && n.field === 'salvage') choice.cardId = target.cardId;
          if (target.kind === 'supplyMaterial' && n.field === 'materials' && (choice.materials?.length ?? 0) < n.count) {
            choice.materials = [...(choice.materials ?? []), target.material];
          }
          if (target.kind === 'supplyMaterial' && n.field === 'transmute') {
            if (!choice.give || choice.get) {
              choice.give = target.material;
              delete choice.get;
            } else choice.get = target.material;
          }
          if (target.kind === 'supplyMaterial' && n.field === 'infuse') choice.material = target.material;
          if (target.kind === 'playCard' && n.field === 'infuse') choice.cardId = target.cardId;
        }
        drafts.setRune({ choice });
      }
      return null;
    }
    case 'gildar': {
      if (target.kind === 'zone') return busyWithZone(step);
      if (target.kind === 'playCard') {
        if (target.seat !== view.viewer) return null;
        const slot = slotForWeapon(view, target.cardId);
        if (!commissionMatches(view, view.viewer).some((m) => m.weaponId === target.cardId)) return engineSays('no_matching_commission');
        drafts.setGildar({ weaponId: target.cardId, slot });
      } else if (target.kind === 'supplyMaterial' && drafts.gildar.materials.length < 2) {
        drafts.setGildar({ materials: [...drafts.gildar.materials, target.material] });
      }
      return null;
    }
    default:
      return null;
  }
}
