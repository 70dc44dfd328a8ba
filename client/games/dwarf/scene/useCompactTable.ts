/**
 * A small canvas (a phone, upright or on its side): the table is drawn small there, and labels of a
 * fixed size would cover its pieces, so the count labels are left to the HUD (its player panels and
 * position buttons say the same) and the names are set smaller.
 */
import { useThree } from '@react-three/fiber';

export function useCompactTable(): boolean {
  return useThree((s) => s.size.width < 700 || s.size.height < 500);
}
