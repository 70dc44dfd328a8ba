/**
 * The overlay's ticker in words (issue 12): the big moments of the game (overheat, forging, commission,
 * victory, end of a round), in the log's own wording, a forging or a commission with the player's
 * progress toward that victory ("Eitri forged the Frost Staff: 4 of 5 collections"). Pure.
 */
import { FORGE_MASTERY_COLLECTIONS, GUILD_PRESTIGE_COMMISSIONS, type GameEvent, type Seat } from '../../shared/index.js';
import type { Standing } from '../../shared/games/emberforge/engine/rules/standings.js';
import { cardName, translate } from '../i18n/index.js';
import type { LoggedEvent } from '../state/gameStore.js';
import { eventText, type LogContext } from '../viewModel/logText.js';

export interface TickerContext extends LogContext {
  /** The engine's standing of a seat as of the event (absent: the line says no figures). */
  standingOf?: (seat: Seat) => Standing | undefined;
}

export interface TickerItem {
  id: number;
  kind: 'overheat' | 'forged' | 'commission' | 'victory' | 'round';
  text: string;
}

function kindOf(event: GameEvent): TickerItem['kind'] | null {
  switch (event.type) {
    case 'zoneOverheated':
      return 'overheat';
    case 'weaponForged':
      return 'forged';
    case 'commissionCompleted':
      return 'commission';
    case 'gameWon':
      return 'victory';
    case 'roundEnded':
      return 'round';
    default:
      return null;
  }
}

/** The ticker's line for an event, or null for events the ticker leaves to the log. */
export function tickerText(event: GameEvent, ctx: TickerContext): string | null {
  if (!kindOf(event)) return null;
  const standing = 'seat' in event ? ctx.standingOf?.(event.seat) : undefined;
  if (event.type === 'weaponForged' && standing)
    return translate(ctx.lang, 'ticker.forged', {
      seat: ctx.nameOf(event.seat),
      card: cardName(event.cardId, ctx.lang),
      n: standing.forgedCollections.length,
      max: FORGE_MASTERY_COLLECTIONS,
    });
  if (event.type === 'commissionCompleted' && standing)
    return translate(ctx.lang, 'ticker.commission', {
      seat: ctx.nameOf(event.seat),
      commission: cardName(event.commissionId, ctx.lang),
      n: standing.commissions,
      max: GUILD_PRESTIGE_COMMISSIONS,
    });
  return eventText(event, ctx);
}

/** The ticker lines of log entries (oldest first). */
export function tickerItems(entries: readonly LoggedEvent[], ctx: TickerContext): TickerItem[] {
  const items: TickerItem[] = [];
  for (const e of entries) {
    const kind = kindOf(e.event);
    const text = kind ? tickerText(e.event, ctx) : null;
    if (kind && text) items.push({ id: e.id, kind, text });
  }
  return items;
}
