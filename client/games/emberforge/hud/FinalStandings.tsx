import {
  COLLECTION_STYLE,
  COLLECTIONS,
  FORGE_MASTERY_COLLECTIONS,
  GUILD_PRESTIGE_COMMISSIONS,
} from '../../../../shared/games/emberforge/index.js';
import type { GameView } from '../../../../shared/games/emberforge/index.js';
import { standings } from '../../../../shared/games/emberforge/engine/rules/standings.js';
import { collectionName, useLang, useT } from '../i18n/index.js';

/** The final standings: places, commissions, collections (which), forged weapons, materials. */
export function FinalStandings({ view }: { view: GameView }) {
  const t = useT();
  const lang = useLang();
  const rows = [...standings(view)].sort((a, b) => a.place - b.place || a.seat - b.seat);
  return (
    <table className="final-standings" data-testid="final-standings">
      <thead>
        <tr>
          <th>#</th>
          <th>{t('lobby.players')}</th>
          <th title={t('standings.commissions', { n: GUILD_PRESTIGE_COMMISSIONS, max: GUILD_PRESTIGE_COMMISSIONS })}>✦</th>
          <Heading full={t('final.collections')} short={t('final.collectionsShort')} />
          <Heading full={t('final.weapons')} short={t('final.weaponsShort')} />
          <Heading full={t('word.materials')} short={t('final.materialsShort')} />
        </tr>
      </thead>
      <tbody>
        {rows.map((s) => {
          const p = view.players[s.seat]!;
          const me = view.viewer === s.seat;
          return (
            <tr key={s.seat} className={`${p.color}${me ? ' me' : ''}`} data-testid={`final-${s.seat}`} data-place={s.place}>
              <td>{s.place}</td>
              <td>
                {/* A long name wraps beside its colour's dot. */}
                <span className="fs-player">
                  <span className={`swatch ${p.color}`} />
                  <span>
                    {p.name}
                    {me && <span className="muted"> ({t('common.you')})</span>}
                  </span>
                </span>
              </td>
              <td>
                {s.commissions}/{GUILD_PRESTIGE_COMMISSIONS}
              </td>
              <td title={s.forgedCollections.map((c) => collectionName(c, lang)).join(', ')}>
                <span className="gems">
                  {COLLECTIONS.map((c) => (
                    <span
                      key={c}
                      className={`gem${s.forgedCollections.includes(c) ? '' : ' off'}`}
                      style={{ background: COLLECTION_STYLE[c].color }}
                    />
                  ))}
                </span>{' '}
                {s.forgedCollections.length}/{FORGE_MASTERY_COLLECTIONS}
              </td>
              <td>{s.forgedWeapons}</td>
              <td>{s.materials}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A column's heading: its word, or on a phone (the compact HUD's CSS) its abbreviation, with the word as its title. */
function Heading({ full, short }: { full: string; short: string }) {
  return (
    <th>
      <span className="th-full">{full}</span>
      <abbr className="th-short" title={full}>
        {short}
      </abbr>
    </th>
  );
}
