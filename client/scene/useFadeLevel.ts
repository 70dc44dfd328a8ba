/**
 * A 0..1 level that eases toward 1 while `active` and back to 0 after, advanced in useFrame (never in
 * React state). `onFrame` receives the level and the running time; frames keep coming while the level
 * moves or while `animateWhileOn` says the effect is animated (fire flickers, snow falls).
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { approach, clampDelta } from './tween.js';

export function useFadeLevel(
  active: boolean,
  animateWhileOn: boolean,
  onFrame: (level: number, time: number) => void,
  secondsToFull = 0.8,
  instant = false,
): void {
  const level = useRef(0);
  const time = useRef(0);
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => invalidate(), [active, invalidate]);
  useFrame((_, raw) => {
    const dt = clampDelta(raw);
    const target = active ? 1 : 0;
    if (level.current === 0 && target === 0) return;
    level.current = instant ? target : approach(level.current, target, dt / secondsToFull);
    time.current += dt;
    onFrame(level.current, time.current);
    if (level.current !== target || (animateWhileOn && level.current > 0)) invalidate();
  });
}
