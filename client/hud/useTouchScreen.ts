/**
 * Whether the main pointer is a finger (no hover, coarse): what the HUD says about keys is then said
 * about taps (the hints), and the keys' badges are not shown (phones.css, the same query).
 */
import { useMediaQuery } from './useMediaQuery.js';

export const TOUCH_QUERY = '(hover: none) and (pointer: coarse)';

export function useTouchScreen(): boolean {
  return useMediaQuery(TOUCH_QUERY);
}
