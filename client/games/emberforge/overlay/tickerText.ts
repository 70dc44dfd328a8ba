/**
 * The overlay's ticker in words (issue 12): the game's moments that have a ticker line (for Emberforge
 * the overheat, forging, commission, victory and end of a round: client/games/emberforge/moments.ts), in
 * the moments' words, a forging or a commission with the player's progress toward that victory ("Eitri
 * forged the Frost Staff: 4 of 5 collections"). Pure.
 */
import type { GameEvent } from '../../../../shared/games/emberforge/index.js';
import { momentsOf, momentWords, type EmberforgeMoment, type MomentWordsContext } from '../moments.js';
import type { LoggedEvent } from '../state/gameStore.js';
import type { TickerItem as PlatformTickerItem } from '../../../overlay/tickerLines.js';

/** The words' context: the language, the seats' names, and (absent: no figures) each seat's standing as of the event. */
export type TickerContext = MomentWordsContext;

export type TickerItem = PlatformTickerItem<EmberforgeMoment['kind']>;

/** An event's moment with a ticker line, if any. */
function tickerMoment(event: GameEvent): EmberforgeMoment | undefined {
  return momentsOf(event).find((m) => m.ticker);
}

/** The ticker's line for an event, or null for events the ticker leaves to the log. */
export function tickerText(event: GameEvent, ctx: TickerContext): string | null {
  const moment = tickerMoment(event);
  return moment ? momentWords(moment, ctx) : null;
}

/** The ticker lines of log entries (oldest first; each read with the entry after it: logText's eventText). */
export function tickerItems(entries: readonly LoggedEvent[], ctx: TickerContext): TickerItem[] {
  const items: TickerItem[] = [];
  entries.forEach((e, i) => {
    const moment = tickerMoment(e.event);
    const text = moment ? momentWords(moment, ctx, entries[i + 1]?.event) : null;
    if (moment && text) items.push({ id: e.id, kind: moment.kind, text });
  });
  return items;
}
