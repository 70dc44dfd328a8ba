/**
 * Lowers the canvas's pixel ratio on a slow machine and raises it again when frames are fast (drei's
 * PerformanceMonitor), writing r3f's store directly: no React state above the canvas changes, so the
 * scene graph is not re-rendered (a re-render of the whole scene used to re-capture the environment).
 */
import { PerformanceMonitor } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useRef } from 'react';

export default function DprMonitor({ initial }: { initial: number }) {
  const setDpr = useThree((s) => s.setDpr);
  const dpr = useRef(initial);
  const change = (step: number) => {
    const next = Math.min(2, Math.max(0.75, dpr.current + step));
    if (next === dpr.current) return;
    dpr.current = next;
    setDpr(next);
  };
  return <PerformanceMonitor onDecline={() => change(-0.25)} onIncline={() => change(0.25)} />;
}
