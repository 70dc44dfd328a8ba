/**
 * Where each material token lies: stacks in the general supply, each player's stock (at most 3 of a
 * type) and the tokens paid onto cards in progress. The 15 tokens of a type always add up. Pure.
 */
import type { GameView, Material, PlayerView, Seat } from '../../../../shared/games/emberforge/index.js';
import { MATERIALS } from '../../../../shared/games/emberforge/index.js';
import type { PickTarget } from '../play/draftStore.js';
import { progressCardLocal } from './cardLayout.js';
import { AREA, CARD_T, materialColumnX, seatFrame, supplyStackPos, toWorld, type Vec3 } from './layout.js';

/** Height of one token of each type (for stacking). */
export const TOKEN_HEIGHT: Record<Material, number> = {
  iron: 0.17,
  bronze: 0.104,
  crystal: 0.26,
  scale: 0.1,
  mithril: 0.26,
};

/** Five spots of a supply pile (a small pentagon); tokens stack three high at most. */
const PILE_OFFSETS: [number, number][] = Array.from({ length: 5 }, (_, i) => [
  Math.sin((i / 5) * Math.PI * 2) * 0.27,
  Math.cos((i / 5) * Math.PI * 2) * 0.27,
]);

export interface MaterialSpot {
  position: Vec3;
  /** Rotation about y (tokens in a player's area turn with the area). */
  yaw: number;
  pick: PickTarget | null;
  where: 'supply' | 'player' | 'card';
  seat: Seat | null;
}

/** The parts of the game the material tokens show (a GameView is one; MaterialTokens picks just these). */
export interface MaterialsOfView {
  playerCount: GameView['playerCount'];
  supply: GameView['supply'];
  players: readonly Pick<PlayerView, 'materials' | 'play'>[];
}

/** Picks what the material tokens show from a view. */
export function materialsOfView(v: GameView): MaterialsOfView {
  return { playerCount: v.playerCount, supply: v.supply, players: v.players.map((p) => ({ materials: p.materials, play: p.play })) };
}

export function layoutMaterials(view: MaterialsOfView, anchorSeat: Seat): Record<Material, MaterialSpot[]> {
  const out = Object.fromEntries(MATERIALS.map((m) => [m, [] as MaterialSpot[]])) as Record<Material, MaterialSpot[]>;
  for (const m of MATERIALS) {
    const h = TOKEN_HEIGHT[m];
    const base = supplyStackPos(m);
    for (let i = 0; i < view.supply[m]; i++) {
      const pile = i % 5;
      const level = Math.floor(i / 5);
      const [dx, dz] = PILE_OFFSETS[pile]!;
      out[m].push({
        position: [base[0] + dx, h / 2 + level * h, base[2] + dz],
        yaw: i * 0.35,
        pick: { kind: 'supplyMaterial', material: m },
        where: 'supply',
        seat: null,
      });
    }
  }
  for (let seat = 0; seat < view.playerCount; seat++) {
    const player = view.players[seat];
    if (!player) continue;
    const frame = seatFrame(seat, anchorSeat, view.playerCount);
    for (const m of MATERIALS) {
      const h = TOKEN_HEIGHT[m];
      for (let i = 0; i < player.materials[m]; i++) {
        out[m].push({
          position: toWorld(frame, [materialColumnX(m), h / 2 + i * h, AREA.materialZ]),
          yaw: frame.rotationY,
          pick: null,
          where: 'player',
          seat,
        });
      }
    }
    const progress = player.play.filter((c) => !c.forged);
    progress.forEach((card, ci) => {
      const tokens = MATERIALS.flatMap((m) => Array.from({ length: card.paid[m] }, () => m));
      const [cx, , cz] = progressCardLocal(ci, progress.length);
      tokens.forEach((m, j) => {
        const x = cx + (j - (tokens.length - 1) / 2) * 0.36;
        out[m].push({
          position: toWorld(frame, [x, CARD_T + 0.012 + TOKEN_HEIGHT[m] / 2, cz + 0.12]),
          yaw: frame.rotationY,
          pick: null,
          where: 'card',
          seat,
        });
      });
    });
  }
  return out;
}
