/**
 * Each participant's panel (pure): resources, the categories they lead outright now (the engine's
 * standings.ts), Special Actions used (capped at 3 in solo), workers still to place this round, the
 * first-player marker, whose turn, the automa's level, and a bot's seat with its level (issue 42).
 */
import type { BotLevel } from '../../../../shared/platform/botLevels.js';
import type { SeatInfo, SeatMeta } from '../../../state/gameStore.js';
import {
  ANDVETTR_MEDALS_TO_WIN,
  CATEGORIES,
  SOLO_SPECIAL_CAP,
  type AutomaLevel,
  type Resources,
} from '../../../../shared/games/dwarf/engine/constants.js';
import type { GameView } from '../../../../shared/games/dwarf/index.js';
import { activeWho } from './step.js';

export type Category = (typeof CATEGORIES)[number];

export interface PlayerSummary {
  who: number;
  name: string;
  color: string;
  res: Resources;
  /** The categories in which this participant has strictly more than every other (none alone at the table). */
  led: Category[];
  specials: number;
  /** The solo cap on the human's Special Actions, or null. */
  specialCap: number | null;
  /** Base workers not yet placed this round. */
  workersLeft: number;
  /** Workers standing in the mines now. */
  workersOnMine: number;
  first: boolean;
  active: boolean;
  me: boolean;
  automa: AutomaLevel | null;
  /** Andvéttr's levels: the medals that end the game at once. */
  medalsToWin: number | null;
  /** A bot plays this seat now (a bot's seat, or a player's handed over). */
  bot: boolean;
  /** That bot's level: a bot seat's own, a player's handed over the table's; null when unknown or no bot plays. */
  botLevel: BotLevel | null;
}

/** `seats`: the table's seats (the automa has none); `takeoverLevel`: the level of the bot playing for a player who dropped. */
export function playerSummaries(
  view: GameView,
  seats: readonly (SeatMeta & Partial<Pick<SeatInfo, 'botLevel'>>)[] = [],
  takeoverLevel: BotLevel | null = null,
): PlayerSummary[] {
  const lines = view.players.map((p) => p.res);
  const active = activeWho(view);
  return view.players.map((p, who) => {
    const meta = p.automa ? undefined : seats.find((s) => s.seat === who);
    const bot = meta?.botControlled ?? false;
    const led = view.players.length > 1 ? CATEGORIES.filter((c) => lines.every((l, j) => j === who || lines[who]![c] > l[c])) : [];
    return {
      who,
      name: p.name,
      color: p.color,
      res: p.res,
      led,
      specials: p.specials,
      specialCap: view.automa !== null && !p.automa ? SOLO_SPECIAL_CAP : null,
      workersLeft: view.r.baseLeft[who] ?? 0,
      workersOnMine: view.workers.filter((w) => w?.who === who).length,
      first: view.firstPlayer === who,
      active: active === who,
      me: view.viewer === who,
      automa: p.automa ? view.automa : null,
      medalsToWin: p.automa && view.automa !== null && view.automa !== 'eldhusfifl' ? ANDVETTR_MEDALS_TO_WIN : null,
      bot,
      botLevel: bot ? (meta?.botLevel ?? takeoverLevel) : null,
    };
  });
}
