/**
 * How many cards lie in each stack (on its front left corner, over the home-position grid, from 2 up: a
 * single card needs no count),
 * in each Special pile, each Mountain and the discard pile: labels pinned to the table (not on a
 * phone's small table: useCompactTable).
 */
import SceneHtml from '../../../scene/SceneHtml.js';
import { useT } from '../i18n/texts.js';
import { useViewSlice } from '../state/useViewSlice.js';
import { CARD_H, CARD_W, discardCenter, mineCount, mountainCenter, pileCenter, positionCenter, type Vec3 } from './layout.js';
import { PILL } from './labelStyle.js';
import { useCompactTable } from './useCompactTable.js';

function Count({ at, n, title, test }: { at: Vec3; n: number; title: string; test: string }) {
  return (
    <SceneHtml position={at} center>
      <div title={title} data-dwarf-count={test} style={{ ...PILL, padding: '0 6px', font: '700 12px system-ui, sans-serif' }}>
        {n}
      </div>
    </SceneHtml>
  );
}

export default function CountLabels() {
  const v = useViewSlice((view) => ({
    stacks: view.mines.flatMap((m) => m.stacks.map((s) => s.length)),
    piles: view.mines.flatMap((m) => m.piles.map((p) => p.count)),
    mountains: view.mines.map((m) => m.mountainCount),
    discard: view.discard.length,
    mines: mineCount(view.seatCount),
  }));
  const t = useT();
  const compact = useCompactTable();
  if (!v || compact) return null;
  const corner = (c: Vec3, n: number): Vec3 => [c[0] - CARD_W / 2 + 0.14, n * 0.035 + 0.02, c[2] + CARD_H / 2 - 0.14];
  return (
    <>
      {v.stacks.map((n, pos) =>
        n > 1 ? (
          <Count
            key={`s${pos}`}
            at={corner(positionCenter(pos, v.mines), n)}
            n={n}
            title={t('dwarf.pileCount', { n })}
            test={`stack:${pos}`}
          />
        ) : null,
      )}
      {v.piles.map((n, pile) => {
        const c = pileCenter(pile, v.mines);
        return (
          <Count
            key={`p${pile}`}
            at={[c[0], 0.05, c[2] + CARD_H / 2 + 0.16]}
            n={n}
            title={t('dwarf.pileCount', { n })}
            test={`pile:${pile}`}
          />
        );
      })}
      {v.mountains.map((n, m) => {
        const c = mountainCenter(m, v.mines);
        return (
          <Count
            key={`m${m}`}
            at={[c[0], 0.05, c[2] + CARD_H / 2 + 0.18]}
            n={n}
            title={t('dwarf.mountain', { n })}
            test={`mountain:${m}`}
          />
        );
      })}
      {v.discard > 0 && (
        <Count
          at={[discardCenter(v.mines)[0], 0.05, discardCenter(v.mines)[2] + CARD_H / 2 + 0.18]}
          n={v.discard}
          title={t('dwarf.pileCount', { n: v.discard })}
          test="discard"
        />
      )}
    </>
  );
}
