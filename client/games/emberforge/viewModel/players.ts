/** The rows of the player panels: public facts about each seat, from the view and the seat meta. */
import { COLLECTIONS, forgedByCollection, forgedCount, unplacedEmbers } from '../../../../shared/games/emberforge/index.js';
import type { Collection, GameView, MaterialCounts, PlayerColor, Seat } from '../../../../shared/games/emberforge/index.js';
import type { BotLevel } from '../../../../shared/platform/botLevels.js';
import type { SeatInfo, SeatMeta } from '../state/gameStore.js';

export interface PlayerPanel {
  seat: Seat;
  name: string;
  color: PlayerColor;
  isMe: boolean;
  isActive: boolean;
  isForgemaster: boolean;
  connected: boolean;
  bot: boolean;
  /** The level of the bot playing the seat (issue 42): a bot seat's own, a human's handed over the table's; null when unknown or no bot plays. */
  botLevel: BotLevel | null;
  /** Missed several turns in a row on the turn clock: the bot plays until they act. */
  away: boolean;
  materials: MaterialCounts;
  forgedCollections: Collection[];
  forgedCount: number;
  inProgressCount: number;
  commissionTokens: number;
  handCount: number;
  embersUnplaced: number;
}

export function playerPanels(
  view: GameView,
  seats: readonly (SeatMeta & Partial<Pick<SeatInfo, 'botLevel'>>)[],
  takeoverLevel: BotLevel | null = null,
): PlayerPanel[] {
  return view.players.map((p) => {
    const meta = seats.find((s) => s.seat === p.seat);
    const collections = forgedByCollection(p);
    const forged = forgedCount(p);
    return {
      seat: p.seat,
      name: p.name,
      color: p.color,
      isMe: view.viewer === p.seat,
      isActive: view.phase !== 'ended' && view.activeSeat === p.seat,
      isForgemaster: view.forgemaster === p.seat,
      connected: meta?.connected ?? true,
      bot: meta?.botControlled ?? false,
      botLevel: meta?.botControlled ? (meta.botLevel ?? takeoverLevel) : null,
      away: meta?.away ?? false,
      materials: p.materials,
      forgedCollections: COLLECTIONS.filter((c) => collections.has(c)),
      forgedCount: forged,
      inProgressCount: p.play.length - forged,
      commissionTokens: p.commissionTokens,
      handCount: p.handCount,
      embersUnplaced: view.phase === 'placement' ? unplacedEmbers(view, p.seat) : 0,
    };
  });
}
