/**
 * Measures how far the HUD's panels reach into the screen (left column, right column, top bar, the
 * bottom action panel) and publishes it to useViewInsets, so the camera frames the table beside them.
 * A clean view (HUD hidden) publishes no insets.
 */
import { useEffect } from 'react';
import { NO_INSETS, useViewInsets } from '../state/viewInsets.js';

function measure(hud: HTMLElement): void {
  const box = hud.getBoundingClientRect();
  const edge = (selector: string, side: 'left' | 'right' | 'top' | 'bottom'): number => {
    const el = hud.querySelector<HTMLElement>(selector);
    if (!el) return 0;
    // A column's reach is that of its content, not of its (full-height) grid cell.
    const kids = Array.from(el.children) as HTMLElement[];
    const rects = (kids.length > 0 && (side === 'left' || side === 'right') ? kids : [el])
      .map((k) => k.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0);
    if (rects.length === 0) return 0;
    if (side === 'left') return Math.max(...rects.map((r) => r.right - box.left));
    if (side === 'right') return Math.max(...rects.map((r) => box.right - r.left));
    if (side === 'top') return Math.max(...rects.map((r) => r.bottom - box.top));
    return Math.max(...rects.map((r) => box.bottom - r.top));
  };
  // On a landscape phone the action panel is a column on the right (phones.css), the sheet's tabs
  // under it: they narrow the table from the right, not from below.
  const panel = hud.querySelector<HTMLElement>('.hud-bottom')?.getBoundingClientRect();
  const aside = panel !== undefined && panel.width > 0 && panel.left > box.left + box.width / 2;
  const column = aside ? Math.max(edge('.hud-bottom', 'right'), edge('.hud-sheet .sheet-tabs', 'right')) : 0;
  useViewInsets.getState().setInsets(
    {
      left: Math.round(edge('.hud-left', 'left')),
      right: Math.round(Math.max(edge('.hud-right', 'right'), column)),
      // Phones: the hint strip stays under the top bar, over the table (the board is framed below it).
      top: Math.round(Math.max(edge('.hud-top', 'top'), hud.dataset.layout === 'compact' ? edge('.hud-center .hint-strip', 'top') : 0)),
      // Phones in portrait: the bottom sheet's tab row (its open body floats over the table and is not framed around).
      bottom: Math.round(aside ? 0 : Math.max(edge('.hud-bottom', 'bottom'), edge('.hud-sheet .sheet-tabs', 'bottom'))),
    },
    { width: Math.round(box.width), height: Math.round(box.height) },
  );
}

export function useHudInsets(hudRef: { current: HTMLElement | null }, clean: boolean): void {
  useEffect(() => {
    const hud = hudRef.current;
    if (!hud || clean) {
      useViewInsets.getState().setInsets(NO_INSETS);
      return;
    }
    let frame = 0;
    let rewatch = false;
    // Once per animation frame at most, however many moves and DOM changes came in between.
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (rewatch) {
          rewatch = false;
          watch();
        }
        measure(hud);
      });
    };
    const resize = new ResizeObserver(schedule);
    const watch = () => {
      resize.disconnect();
      resize.observe(hud);
      for (const el of hud.querySelectorAll(
        '.hud-left, .hud-right, .hud-top, .hud-bottom, .hud-sheet, .hud-bottom > *, .action-fieldset > *, .hud-left > *, .hud-right > *, .hud-center .hint-strip',
      ))
        resize.observe(el);
    };
    watch();
    // Panels come and go with the step (composers, the hand strip): re-measure on DOM changes.
    const mutations = new MutationObserver(() => {
      rewatch = true;
      schedule();
    });
    mutations.observe(hud, { childList: true, subtree: true });
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      mutations.disconnect();
      useViewInsets.getState().setInsets(NO_INSETS);
    };
  }, [hudRef, clean]);
}
