/** Plays the replay: one action every STEP_MS / speed while playing, stopping at the end. */
import { useEffect } from 'react';
import { STEP_MS, useReplayStore } from './replayStore.js';

export function usePlayback(): void {
  const playing = useReplayStore((s) => s.playing);
  const speed = useReplayStore((s) => s.speed);
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      const s = useReplayStore.getState();
      if (!s.timeline || s.position >= s.timeline.length) s.setPlaying(false);
      else s.seek(s.position + 1);
    }, STEP_MS / speed);
    return () => clearInterval(timer);
  }, [playing, speed]);
}
