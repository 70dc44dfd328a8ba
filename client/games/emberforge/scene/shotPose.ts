/** Where the camera stands for each director shot (pure: table geometry only). */
import type { Seat, Zone } from '../../../../shared/games/emberforge/index.js';
import { MINE_POSE, TABLE_POSE, zonePose, type CameraPose } from './cameraPresets.js';
import { seatFrame, toWorld, type Vec3 } from './layout.js';
import type { Shot } from '../../../scene/director/director.js';

const FRONT_Z = seatFrame(0, 0, 2).position[2];
/** The "my area" view, relative to the front area: reused for any seat's area, turned to face it. */
const AREA_EYE: Vec3 = [MINE_POSE.position[0], MINE_POSE.position[1], MINE_POSE.position[2] - FRONT_Z];
const AREA_AIM: Vec3 = [MINE_POSE.target[0], MINE_POSE.target[1], MINE_POSE.target[2] - FRONT_Z];

/** A player's area seen from behind that player (their cards read the right way up). */
export function areaPose(seat: Seat, anchorSeat: Seat, playerCount: number): CameraPose {
  const frame = seatFrame(seat, anchorSeat, Math.max(playerCount, 1));
  return { position: toWorld(frame, AREA_EYE), target: toWorld(frame, AREA_AIM) };
}

export function shotPose(shot: Shot, anchorSeat: Seat, playerCount: number): CameraPose {
  switch (shot.kind) {
    case 'table':
      return TABLE_POSE;
    case 'zone':
      return zonePose(shot.zone as Zone);
    case 'seat':
      return areaPose(shot.seat, anchorSeat, playerCount);
    case 'victory':
      // One winner: their area; a shared win: the whole table.
      return shot.seats.length === 1 ? areaPose(shot.seats[0]!, anchorSeat, playerCount) : TABLE_POSE;
  }
}
