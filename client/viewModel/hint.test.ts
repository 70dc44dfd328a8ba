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
