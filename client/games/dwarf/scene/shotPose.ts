/** Where the camera stands for each of the director's shots on DWARF's table (pure). */
import type { Shot } from '../../../scene/director/director.js';
import type { CameraPose } from '../../../platform/gamePackage.js';
import { tablePoseFor, zonePoseFor, type TableFrame } from './cameraPresets.js';

export function shotPose(shot: Shot, f: TableFrame): CameraPose {
  switch (shot.kind) {
    case 'table':
      return tablePoseFor(f);
    case 'zone':
      return zonePoseFor(shot.zone, f) ?? tablePoseFor(f);
    case 'seat':
      return zonePoseFor(`area:${shot.seat}`, f) ?? tablePoseFor(f);
    case 'victory':
      return shot.seats.length === 1 ? (zonePoseFor(`area:${shot.seats[0]}`, f) ?? tablePoseFor(f)) : tablePoseFor(f);
  }
}
