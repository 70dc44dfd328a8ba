import { describe, expect, it } from 'vitest';
import { fixtureView } from '../dev/fixtureView.js';
import { MINE_POSE, TABLE_POSE, followZone, poseFor, zonePose } from './cameraPresets.js';

describe('camera presets', () => {
  it('follows the zone being resolved first', () => {
    const view = fixtureView();
    expect(followZone(view, [{ type: 'emberPlaced', seat: 0, zone: 'ignar' }])).toBe('runarium');
  });
  it('otherwise follows the latest zone event of the round, and the whole table after a round ends', () => {
    const view = { ...fixtureView(), resolving: null };
    expect(
      followZone(view, [
        { type: 'emberPlaced', seat: 0, zone: 'ignar' },
        { type: 'zoneOverheated', zone: 'durgaz', embers: 5 },
      ]),
    ).toBe('durgaz');
    expect(
      followZone(view, [
        { type: 'emberPlaced', seat: 0, zone: 'ignar' },
        { type: 'roundEnded', round: 3, forgemaster: 1 },
      ]),
    ).toBeNull();
    expect(poseFor('follow', null)).toBe(TABLE_POSE);
  });
  it('looks at the chosen zone, or the local area', () => {
    expect(poseFor('gildar', null)).toEqual(zonePose('gildar'));
    expect(poseFor('mine', null)).toBe(MINE_POSE);
    const p = zonePose('durgaz');
    expect(p.position[1]).toBeGreaterThan(p.target[1]);
  });
});
