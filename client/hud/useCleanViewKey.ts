/** Key H toggles the clean view (players and spectators alike), unless typing in a field. */
import { useEffect } from 'react';
import { useHudStore } from './hudStore.js';

export function useCleanViewKey(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable)) return;
      if (e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
      if (e.key === 'h' || e.key === 'H') {
        useHudStore.getState().toggleClean();
        e.preventDefault();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
