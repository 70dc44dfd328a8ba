import { MATERIALS } from '../../../../shared/games/emberforge/index.js';
import type { MaterialCounts } from '../../../../shared/games/emberforge/index.js';
import { MaterialCount } from './MaterialCount.js';

/** All five materials of a count, in board order. */
export function MaterialList({ counts, showZero = true }: { counts: Partial<MaterialCounts>; showZero?: boolean }) {
  return (
    <span className="row" style={{ gap: 8 }}>
      {MATERIALS.map((m) => (
        <MaterialCount key={m} material={m} n={counts[m] ?? 0} showZero={showZero} />
      ))}
    </span>
  );
}
