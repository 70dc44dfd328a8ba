/**
 * `value`, or the previous value wherever it holds the same data (TanStack Query's `replaceEqualDeep`):
 * data derived anew from every view (standings rows, panels) keeps its identity while unchanged, so
 * `memo` children fed with it skip their render.
 */
import { replaceEqualDeep } from '@tanstack/query-core';
import { useRef } from 'react';

export function useShared<T>(value: T): T {
  const last = useRef(value);
  last.current = replaceEqualDeep(last.current, value);
  return last.current;
}
