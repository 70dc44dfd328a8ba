/** A player's cards in play: forged weapons standing on their stands, cards in progress lying flat in a row. */
import type { Seat } from '../../../../shared/games/emberforge/index.js';
import { AREA, CARD_H, CARD_T, centredRow, toWorld, type SeatFrame, type Vec3 } from './layout.js';
import { FLAT_UP, FORGED_LEAN, FORGED_LEAN_OPPONENT, quat, rotX, rotY, rotZ } from './cardPose.js';
import type { CardLayoutInput, CardPlacement } from './cardLayoutTypes.js';

export function playCards(input: CardLayoutInput, seat: Seat, frame: SeatFrame, out: CardPlacement[]): void {
  const player = input.view.players[seat];
  if (!player) return;
  const faceCenter = seat !== input.anchorSeat;
  const yaw = rotY(frame.rotationY + (faceCenter ? Math.PI : 0));
  const handSpawn = toWorld(frame, [0, 0.8, AREA.handZ]);
  const forged = player.play.filter((c) => c.forged);
  const progress = player.play.filter((c) => !c.forged);
  const fx = centredRow(forged.length, AREA.forgedSpacing);
  forged.forEach((c, i) => {
    const key = `c:${c.id}`;
    const hovered = input.hoveredKey === key;
    const lean = faceCenter ? FORGED_LEAN_OPPONENT : FORGED_LEAN;
    const y = (CARD_H / 2) * Math.cos(lean) + 0.02 + (hovered ? 0.25 : 0);
    out.push({
      key,
      cardId: c.id,
      position: toWorld(frame, [fx[i]!, y, AREA.forgedZ]),
      quaternion: quat(yaw, rotX(-lean)),
      thickness: 1,
      pick: { kind: 'playCard', seat, cardId: c.id },
      spawn: handSpawn,
      lift: hovered ? 0.25 : 0,
      kind: 'forged',
      seat,
    });
  });
  const px = centredRow(progress.length, AREA.progressSpacing);
  progress.forEach((c, i) => {
    const key = `c:${c.id}`;
    const hovered = input.hoveredKey === key;
    out.push({
      key,
      cardId: c.id,
      position: toWorld(frame, [px[i]!, CARD_T / 2 + 0.01 + (hovered ? 0.2 : 0), AREA.progressZ]),
      quaternion: quat(yaw, rotX(FLAT_UP), rotZ(Math.PI / 2)),
      thickness: 1,
      pick: { kind: 'playCard', seat, cardId: c.id },
      spawn: handSpawn,
      lift: hovered ? 0.2 : 0,
      kind: 'progress',
      seat,
    });
  });
}

/** Local position (in the area) of in-progress card i of `count`: tokens paid onto it sit there. */
export function progressCardLocal(i: number, count: number): Vec3 {
  return [centredRow(count, AREA.progressSpacing)[i] ?? 0, 0, AREA.progressZ];
}
