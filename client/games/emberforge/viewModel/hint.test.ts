import { describe, expect, it } from 'vitest';
import { nextHint } from './hint.js';
import { makeView } from './testView.js';

describe('the first-game hint when a player picks a zone to resolve', () => {
  const view = makeView(0, { phase: 'activation' });
  const keyFor = (zones: ('ignar' | 'durgaz' | 'runarium' | 'gildar')[]) => nextHint(view, { kind: 'chooseZone', zones })?.key;

  it('gives the tip about the zones still left, not about one already resolved', () => {
    expect(keyFor(['ignar', 'durgaz', 'gildar'])).toBe('hint.choose');
    expect(keyFor(['durgaz', 'gildar'])).toBe('hint.chooseDurgaz');
    expect(keyFor(['gildar', 'runarium'])).toBe('hint.chooseGildar');
    expect(keyFor(['runarium'])).toBe('hint.chooseAny');
    expect(keyFor(['ignar'])).toBe('hint.chooseAny');
    expect(keyFor([])).toBe('hint.chooseNone');
  });
});

describe('the first-game hint on a touch screen', () => {
  const placing = makeView(0, { phase: 'placement' });
  const choosing = makeView(0, { phase: 'activation' });

  it('says what to tap where the hint names keys, and the same as elsewhere where it does not', () => {
    expect(nextHint(placing, { kind: 'placement', left: 2 }, true)?.key).toBe('hint.placeTouch');
    expect(nextHint(placing, { kind: 'placement', left: 0 }, true)?.key).toBe('hint.placeDoneTouch');
    expect(nextHint(choosing, { kind: 'chooseZone', zones: ['runarium'] }, true)?.key).toBe('hint.chooseAnyTouch');
    expect(nextHint(choosing, { kind: 'chooseZone', zones: [] }, true)?.key).toBe('hint.chooseNoneTouch');
    expect(nextHint(choosing, { kind: 'chooseZone', zones: ['durgaz'] }, true)?.key).toBe('hint.chooseDurgaz');
    expect(nextHint(placing, { kind: 'placement', left: 2 })?.key).toBe('hint.place');
  });
});
