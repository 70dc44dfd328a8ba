/** The look of the count and name labels pinned to DWARF's table (HTML over the canvas: crisp at any size). */
import type { CSSProperties } from 'react';

export const PILL: CSSProperties = {
  padding: '1px 7px',
  borderRadius: 9,
  background: 'rgba(15,8,4,0.84)',
  border: '1px solid rgba(230,180,90,0.6)',
  font: '700 13px system-ui, sans-serif',
  color: '#fff4dc',
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  lineHeight: '17px',
};
