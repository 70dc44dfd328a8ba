/** The hands' cards: mine fanned face up in front of me (lifted when hovered or selected), the others' backs. */
import type { Seat } from '../../../../shared/games/emberforge/index.js';
import { AREA, DECK_POS, type SeatFrame, type Vec3 } from './layout.js';
import { fanSlots, HAND_TILT, inPlane, quat, rotX, rotY, rotZ } from './cardPose.js';
import type { CardLayoutInput, CardPlacement } from './cardLayoutTypes.js';

export function handCards(input: CardLayoutInput, seat: Seat, frame: SeatFrame, out: CardPlacement[]): void {
  const player = input.view.players[seat];
  if (!player) return;
  const mine = seat === input.mySeat && player.hand !== null;
  const yaw = rotY(frame.rotationY);
  if (mine) {
    const hand = player.hand ?? [];
    const slots = fanSlots(hand.length, 6, 0.14, 1.25);
    hand.forEach((id, i) => {
      const key = `c:${id}`;
      const s = slots[i]!;
      const hovered = input.hoveredKey === key;
      const selected = input.selectedHand.includes(id);
      const lift = (hovered ? 0.5 : 0) + (selected ? 0.3 : 0);
      const origin: Vec3 = [0, 0.95, AREA.handZ];
      out.push({
        key,
        cardId: id,
        position: inPlane(frame, origin, HAND_TILT, s.x, s.y + lift, i * 0.012 + (hovered ? 0.15 : 0)),
        quaternion: quat(yaw, rotX(HAND_TILT - Math.PI / 2), rotZ(-s.angle)),
        thickness: 1,
        pick: { kind: 'handCard', cardId: id },
        spawn: DECK_POS,
        lift,
        kind: 'hand',
        seat,
      });
    });
    return;
  }
  const slots = fanSlots(player.handCount, 3.5, 0.13, 1.2);
  const tilt = 1.2;
  const origin: Vec3 = [0, 0.62, AREA.handZ - 0.2];
  slots.forEach((s, i) => {
    out.push({
      key: `h:${seat}:${i}`,
      cardId: null,
      position: inPlane(frame, origin, tilt, s.x * 0.8, s.y * 0.8, -i * 0.012),
      quaternion: quat(yaw, rotX(tilt - Math.PI / 2), rotZ(-s.angle)),
      thickness: 1,
      pick: null,
      spawn: DECK_POS,
      lift: 0,
      kind: 'opponentHand',
      seat,
    });
  });
}
