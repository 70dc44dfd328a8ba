/** One line of the game log, in words, for each engine event. */
import type { GameEvent, Seat } from '../../../../shared/games/emberforge/index.js';
import type { Lang } from '../../../state/uiStore.js';
import { cardName, joinList, materialList, materialName, translate, zoneName } from '../i18n/index.js';

export interface LogContext {
  lang: Lang;
  /** The display name of a seat. */
  nameOf: (seat: Seat) => string;
}

/**
 * The text of an event, or null for events the log does not show (they repeat another line). `next` is
 * the event logged right after it (in the same action, when it has one): a round that ends the game (its
 * end is followed by the game's) names no new Forgemaster, since nobody starts another round.
 */
export function eventText(event: GameEvent, ctx: LogContext, next?: GameEvent): string | null {
  const { lang } = ctx;
  const seatName = (s: Seat) => ctx.nameOf(s);
  const card = (id: string | null) => cardName(id, lang);
  switch (event.type) {
    case 'emberPlaced':
      return translate(lang, 'log.emberPlaced', { seat: seatName(event.seat), zone: zoneName(event.zone, lang) });
    case 'placementEnded':
      return translate(lang, 'log.placementEnded', { seat: seatName(event.seat), n: event.unplaced });
    case 'zoneOverheated':
      return translate(lang, 'log.zoneOverheated', { zone: zoneName(event.zone, lang), n: event.embers });
    case 'phaseStarted':
      if (event.phase === 'ended') return null;
      return translate(lang, 'log.phaseStarted', { round: event.round, phase: translate(lang, `phase.${event.phase}`) });
    case 'turnStarted':
      return translate(lang, 'log.turnStarted', { seat: seatName(event.seat) });
    case 'zoneStarted':
      return translate(lang, 'log.zoneStarted', { seat: seatName(event.seat), zone: zoneName(event.zone, lang), n: event.embers });
    case 'zoneClosed':
      return translate(lang, 'log.zoneClosed', { seat: seatName(event.seat), zone: zoneName(event.zone, lang) });
    case 'cardsDiscarded':
      return translate(lang, 'log.cardsDiscarded', { seat: seatName(event.seat), cards: joinList(event.cards.map(card), lang) });
    case 'materialsGained':
      return translate(lang, 'log.materialsGained', { seat: seatName(event.seat), materials: materialList(event.materials, lang) });
    case 'materialsReturned':
      return translate(lang, 'log.materialsReturned', { seat: seatName(event.seat), materials: materialList(event.materials, lang) });
    case 'cardDrawn':
      return event.cardId
        ? translate(lang, 'log.cardDrawnOwn', { seat: seatName(event.seat), card: card(event.cardId) })
        : translate(lang, 'log.cardDrawn', { seat: seatName(event.seat) });
    case 'cardPlayed':
      return translate(lang, 'log.cardPlayed', { seat: seatName(event.seat), card: card(event.cardId) });
    case 'materialsPaid':
      return translate(lang, 'log.materialsPaid', {
        seat: seatName(event.seat),
        n: event.amount,
        material: materialName(event.material, lang),
        card: card(event.cardId),
      });
    case 'weaponForged':
      return translate(lang, event.instant ? 'log.weaponForgedInstant' : 'log.weaponForged', {
        seat: seatName(event.seat),
        card: card(event.cardId),
      });
    case 'abilityUsed':
      return translate(lang, event.mode === 'forged' ? 'log.abilityUsedForged' : 'log.abilityUsedEphemeral', {
        seat: seatName(event.seat),
        card: card(event.cardId),
      });
    case 'emberMoved':
      return translate(lang, 'log.emberMoved', {
        seat: seatName(event.seat),
        from: zoneName(event.from, lang),
        to: zoneName(event.to, lang),
      });
    case 'zoneCooled':
      return translate(lang, 'log.zoneCooled', { zone: zoneName(event.zone, lang) });
    case 'cardSalvaged':
      return translate(lang, 'log.cardSalvaged', { seat: seatName(event.seat), card: card(event.cardId) });
    case 'commissionCompleted':
      return translate(lang, 'log.commissionCompleted', {
        seat: seatName(event.seat),
        card: card(event.weaponId),
        commission: card(event.commissionId),
      });
    case 'commissionRevealed':
      return event.cardId
        ? translate(lang, 'log.commissionRevealed', { card: card(event.cardId) })
        : translate(lang, 'log.commissionEmpty');
    case 'deckReshuffled':
      return translate(lang, 'log.deckReshuffled', { n: event.size });
    case 'temperatureChanged':
      return translate(lang, `log.temperatureChanged.${event.heat}`, { zone: zoneName(event.zone, lang) });
    case 'roundEnded':
      return endsGame(event, next)
        ? translate(lang, 'log.roundEndedLast', { round: event.round })
        : translate(lang, 'log.roundEnded', { round: event.round, seat: seatName(event.forgemaster) });
    case 'gameWon':
      return translate(lang, 'log.gameWon', { seats: joinList(event.seats.map(seatName), lang) });
  }
}

/** Whether the game ends with this event's action: the event right after it is the game's end. */
export function endsGame(event: GameEvent, next: GameEvent | undefined): boolean {
  return event.type === 'roundEnded' && next?.type === 'gameWon';
}

/** Seat names from a view's players (falls back to "#n"). */
export function namesFrom(players: readonly { seat: Seat; name: string }[]): (seat: Seat) => string {
  return (seat) => players.find((p) => p.seat === seat)?.name ?? `#${seat + 1}`;
}
