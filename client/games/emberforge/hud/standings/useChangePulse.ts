/**
 * True for a moment after `value` changes (not on the first render), for a short CSS pulse. With
 * reduced motion the pulse is never raised: the new value simply shows.
 */
import { useEffect, useRef, useState } from 'react';
import { useUiStore } from '../../../../state/uiStore.js';

const PULSE_MS = 1400;

export function useChangePulse(value: string): boolean {
  const reduced = useUiStore((s) => s.reducedMotion);
  const previous = useRef(value);
  const [pulse, setPulse] = useState(false);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    if (reduced) return;
    setPulse(true);
    const timer = setTimeout(() => setPulse(false), PULSE_MS);
    return () => clearTimeout(timer);
  }, [value, reduced]);
  return pulse;
}
