import { describe, expect, it } from 'vitest';
import { DEFAULT_LOOK, lookFromParams, lookParams, overlayUrl, parseOverlayQuery, type OverlayLook } from './overlayQuery.js';

describe("an overlay link's look", () => {
  it('rides in the link, and the overlay page reads it back', () => {
    const look: OverlayLook = { background: 'solid', panels: 'compact', ticker: false, camera: 'table', frame: 'full' };
    const link = overlayUrl('https://e.example', 'T1', { kind: 'public' }, 'en', look);
    expect(link).toBe('https://e.example/table/T1/overlay?mode=public&bg=solid&panels=compact&ticker=0&camera=table&frame=full&lang=en');
    const back = parseOverlayQuery(link);
    expect(back.ok && back.options).toMatchObject({ ...look, mode: { kind: 'public' }, lang: 'en' });
  });

  it('leaves the defaults out of the link but the background', () => {
    expect(lookParams(DEFAULT_LOOK).toString()).toBe('bg=transparent');
    expect(overlayUrl('https://e.example', 'T1', { kind: 'public' })).toBe('https://e.example/table/T1/overlay?mode=public&bg=transparent');
  });

  it('is kept as its parameters; anything unreadable gives the default look', () => {
    const look: OverlayLook = { background: 'transparent', panels: 'none', ticker: true, camera: 'table', frame: 'full' };
    expect(lookFromParams(lookParams(look).toString())).toEqual(look);
    for (const saved of [null, '', 'bg=pink', 'panels=huge&ticker=2', '%%%'])
      expect(lookFromParams(saved), String(saved)).toEqual(DEFAULT_LOOK);
  });
});
