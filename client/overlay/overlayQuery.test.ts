import { describe, expect, it } from 'vitest';
import { overlayLangFromUrl, overlayTableFromUrl, overlayUrl, parseOverlayQuery } from './overlayQuery.js';

const KEY = 'A'.repeat(21) + '_-' + 'b'.repeat(20);

describe('overlay address', () => {
  it('names the table of /table/<id>/overlay only', () => {
    expect(overlayTableFromUrl('http://h/table/abc_1/overlay?mode=public')).toBe('abc_1');
    expect(overlayTableFromUrl('http://h/table/abc/overlay/')).toBe('abc');
    expect(overlayTableFromUrl('http://h/table/abc')).toBeNull();
    expect(overlayTableFromUrl('http://h/table/a%2Fb/overlay')).toBeNull();
    expect(overlayTableFromUrl('http://h/table/%E0%A4%A/overlay')).toBeNull();
  });

  it("gives the overlay's lang= (the page starts in it), nothing elsewhere", () => {
    expect(overlayLangFromUrl('http://h/table/x/overlay?lang=es')).toBe('es');
    expect(overlayLangFromUrl('http://h/table/x/overlay?mode=seat&lang=es')).toBe('es');
    expect(overlayLangFromUrl('http://h/table/x/overlay?lang=it')).toBe('it'); // a DWARF stream in its Italian
    expect(overlayLangFromUrl('http://h/table/x/overlay?lang=fr')).toBeNull();
    expect(overlayLangFromUrl('http://h/table/x/overlay')).toBeNull();
    expect(overlayLangFromUrl('http://h/table/x?lang=es')).toBeNull();
  });

  it('fills the defaults: public, transparent, full panels, ticker, director camera', () => {
    expect(parseOverlayQuery('http://h/table/x/overlay')).toEqual({
      ok: true,
      options: {
        mode: { kind: 'public' },
        background: 'transparent',
        lang: null,
        panels: 'full',
        ticker: true,
        camera: 'director',
        frame: 'table',
        holdMs: 4000,
      },
    });
  });

  it('reads every option', () => {
    const q = parseOverlayQuery(
      `http://h/table/x/overlay?mode=seat&key=${KEY}&bg=solid&lang=es&panels=compact&ticker=0&camera=table&frame=full&hold=6.5`,
    );
    expect(q).toEqual({
      ok: true,
      options: {
        mode: { kind: 'seat', viewKey: KEY },
        background: 'solid',
        lang: 'es',
        panels: 'compact',
        ticker: false,
        camera: 'table',
        frame: 'full',
        holdMs: 6500,
      },
    });
    const fromFragment = parseOverlayQuery(`http://h/table/x/overlay?mode=seat#key=${KEY}`);
    expect(fromFragment.ok && fromFragment.options.mode).toEqual({ kind: 'seat', viewKey: KEY });
    const caster = parseOverlayQuery(`http://h/table/x/overlay?mode=caster#key=${KEY}`);
    expect(caster.ok && caster.options.mode).toEqual({ kind: 'caster', casterKey: KEY });
    expect(parseOverlayQuery('http://h/table/x/overlay?mode=caster')).toMatchObject({ ok: false, missingKey: true });
  });

  it('lists every bad value instead of guessing', () => {
    const q = parseOverlayQuery('http://h/table/x/overlay?mode=spy&bg=green&lang=fr&panels=huge&ticker=yes&camera=drone&frame=room&hold=1');
    expect(q.ok).toBe(false);
    if (q.ok) return;
    expect(q.problems.map((p) => p.param)).toEqual(['mode', 'bg', 'lang', 'panels', 'ticker', 'camera', 'frame', 'hold']);
    expect(q.problems.at(-1)).toEqual({ param: 'hold', value: '1', expected: '2-30' });
    for (const hold of ['31', '-4', 'four', '4s'])
      expect(parseOverlayQuery(`http://h/table/x/overlay?hold=${hold}`).ok, `hold=${hold}`).toBe(false);
    expect(q.problems[0]).toEqual({ param: 'mode', value: 'spy', expected: 'public | caster | seat' });
  });

  it('wants a well-formed key for the seat view and never echoes a bad one', () => {
    const missing = parseOverlayQuery('http://h/table/x/overlay?mode=seat');
    expect(missing).toEqual({ ok: false, problems: [], missingKey: true, lang: null });
    expect(parseOverlayQuery('http://h/table/x/overlay?mode=seat&lang=es')).toMatchObject({ ok: false, lang: 'es' });
    const bad = parseOverlayQuery('http://h/table/x/overlay?mode=seat&key=short-secret');
    expect(bad.ok).toBe(false);
    expect(JSON.stringify(bad)).not.toContain('short-secret');
  });

  it('builds links the page reads back, the seat view key in the fragment', () => {
    const pub = overlayUrl('https://e.example/', 'T1', { kind: 'public' }, 'es');
    expect(pub).toBe('https://e.example/table/T1/overlay?mode=public&bg=transparent&lang=es');
    const seat = overlayUrl('https://e.example', 'T1', { kind: 'seat', viewKey: KEY });
    expect(new URL(seat).search).not.toContain(KEY);
    expect(overlayTableFromUrl(seat)).toBe('T1');
    const back = parseOverlayQuery(seat);
    expect(back.ok && back.options.mode).toEqual({ kind: 'seat', viewKey: KEY });
    const caster = overlayUrl('https://e.example', 'T1', { kind: 'caster', casterKey: KEY });
    expect(new URL(caster).search).not.toContain(KEY);
    expect(parseOverlayQuery(caster)).toMatchObject({ ok: true, options: { mode: { kind: 'caster', casterKey: KEY } } });
  });
});
