/**
 * Every card on DWARF's table and where it lies (pure): the mines' stacks, fanned so that each card
 * below the top peeks out behind it (a stack's depth shows how many cards lie there), the Special
 * piles worker side up, each Mountain and the discard pile as one block as thick as its count.
 */
import type { GameView } from '../../../../shared/games/dwarf/index.js';
import type { DwarfPick } from '../play/picks.js';
import { BACK_SLOT, slotOf } from './cardFaceTexture.js';
import { CARD_T, FAN_STEP, discardCenter, mineCount, mountainCenter, pileCenter, positionCenter, type Vec3 } from './layout.js';

export interface CardPlacement {
  /** Stable while the card stays on the table: its id, or the name of a block. */
  key: string;
  slot: number;
  position: Vec3;
  /** Thickness as a multiple of one card's (the blocks). */
  thick: number;
  /** Where a card that was not on the table comes from. */
  spawn: Vec3;
  /** What clicking it means (its stack's position, or its pile). */
  pick: DwarfPick | null;
  /** The top card of a stack (the one that acts): glows when its position is offered. */
  top: boolean;
}

/** A block's thickness for `n` cards (a Mountain of 45 would stand too tall at one card's thickness each). */
const blockThick = (n: number): number => Math.max(1, n * 0.25);

export function layoutCards(view: Pick<GameView, 'mines' | 'seatCount' | 'discard'>): CardPlacement[] {
  const mines = mineCount(view.seatCount);
  const out: CardPlacement[] = [];
  view.mines.forEach((mine, m) => {
    const mountain = mountainCenter(m, mines);
    const mountainTop: Vec3 = [mountain[0], blockThick(mine.mountainCount) * CARD_T + 0.3, mountain[2]];
    mine.stacks.forEach((stack, p) => {
      const pos = m * 9 + p;
      const [x, , z] = positionCenter(pos, mines);
      const n = stack.length;
      stack.forEach((card, i) => {
        out.push({
          key: card,
          slot: slotOf(card),
          position: [x, (i + 0.5) * CARD_T, z - (n - 1 - i) * FAN_STEP],
          thick: 1,
          spawn: mountainTop,
          pick: { kind: 'position', pos },
          top: i === n - 1,
        });
      });
    });
    mine.piles.forEach((pile, k) => {
      const index = m * 3 + k;
      const [x, , z] = pileCenter(index, mines);
      const pick: DwarfPick = { kind: 'pile', pile: index };
      for (let i = 0; i < pile.count - 1; i++)
        out.push({
          key: `pile${index}:${i}`,
          slot: BACK_SLOT,
          position: [x, (i + 0.5) * CARD_T, z - (pile.count - 1 - i) * FAN_STEP],
          thick: 1,
          spawn: [x, 0, z],
          pick,
          top: false,
        });
      if (pile.top !== null)
        out.push({
          key: pile.top,
          slot: slotOf(pile.top, 'worker'),
          position: [x, (pile.count - 0.5) * CARD_T, z],
          thick: 1,
          spawn: [x, 0, z],
          pick,
          top: true,
        });
    });
    if (mine.mountainCount > 0) {
      const t = blockThick(mine.mountainCount);
      out.push({
        key: `mountain${m}`,
        slot: BACK_SLOT,
        position: [mountain[0], (t * CARD_T) / 2, mountain[2]],
        thick: t,
        spawn: mountain,
        pick: null,
        top: false,
      });
    }
  });
  const top = view.discard.at(-1);
  if (top !== undefined) {
    const at = discardCenter(mines);
    const t = blockThick(view.discard.length);
    out.push({
      key: 'discard',
      slot: slotOf(top),
      position: [at[0], (t * CARD_T) / 2, at[2]],
      thick: t,
      spawn: mountainCenter(0, mines),
      pick: null,
      top: false,
    });
  }
  return out;
}
