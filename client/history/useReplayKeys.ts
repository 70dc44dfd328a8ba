import { useEffect } from 'react';
import { replayCommand, type ReplayCommand } from './replayKeys.js';
import { useReplayStore } from './replayStore.js';

function run(command: ReplayCommand): void {
  const s = useReplayStore.getState();
  if (!s.timeline) return;
  if (command === 'toggle') s.setPlaying(!s.playing);
  else if (command === 'back') s.step(-1);
  else if (command === 'forward') s.step(1);
  else if (command === 'roundBack') s.stepRound(-1);
  else if (command === 'roundForward') s.stepRound(1);
  else s.seek(command === 'start' ? 0 : s.timeline.length);
}

/** The replay's keys (replayKeys.ts) on the whole page while the replay is shown. */
export function useReplayKeys(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const command = replayCommand(e);
      if (!command) return;
      e.preventDefault(); // Space and the arrows would scroll the page
      run(command);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
