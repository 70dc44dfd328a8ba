/**
 * The notice on screen for the game at `version` (noticeStore.ts), re-read when it lapses so that an
 * armed button goes back to its own words and a refusal leaves by itself.
 */
import { useEffect, useReducer } from 'react';
import { noticeLifetime, noticeShown, useNoticeStore, type Notice } from './noticeStore.js';

export function useNotice(version: number): Notice | null {
  const notice = useNoticeStore((s) => s.notice);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const shown = noticeShown(notice, version, Date.now());
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(rerender, Math.max(0, shown.at + noticeLifetime(shown) - Date.now()) + 20);
    return () => clearTimeout(timer);
  }, [shown]);
  return shown;
}
