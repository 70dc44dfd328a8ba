import { ZONES } from '../../../../../shared/games/emberforge/index.js';
import { useT } from '../../i18n/index.js';
import { RulesDialog } from '../../../../ui/RulesDialog.js';
import { MaterialList } from '../MaterialList.js';
import { CardPiece, CommissionPiece, EmberPiece, HeatPiece, ZonePiece } from './Pieces.js';

/** How to win and how a round goes, one glance away (EN/ES, with pictures of the table's pieces); Escape closes it. */
export function RulesPanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <RulesDialog title={t('rules.title')} onClose={onClose}>
      <h3>{t('rules.goal')}</h3>
      <div className="rules-wins">
        <div className="rules-win" data-testid="rules-forge-mastery">
          <span className="pieces">
            <CardPiece collection="axes" />
            <CardPiece collection="hammers" />
            <CardPiece collection="swords" />
            <CardPiece collection="staves" />
            <CardPiece collection="spears" />
          </span>
          <span>
            <b>{t('victoryName.forgeMastery')}</b> {t('rules.forgeMastery')}
          </span>
        </div>
        <div className="rules-win" data-testid="rules-guild-prestige">
          <span className="pieces">
            <CommissionPiece />
            <CommissionPiece />
            <CommissionPiece />
          </span>
          <span>
            <b>{t('victoryName.guildPrestige')}</b> {t('rules.guildPrestige')}
          </span>
        </div>
      </div>
      <h3>{t('rules.roundTitle')}</h3>
      <ol className="rules-steps">
        <li>
          <EmberPiece color="red" /> <EmberPiece color="blue" /> {t('rules.placement')}
        </li>
        <li>{t('rules.activation')}</li>
      </ol>
      <h3>{t('rules.zonesTitle')}</h3>
      <ul className="rules-zones">
        {ZONES.map((z) => (
          <li key={z} data-testid={`rules-zone-${z}`}>
            <ZonePiece zone={z} />
            <span>{t(`zoneHelp.${z}`)}</span>
          </li>
        ))}
      </ul>
      <ul className="rules-heat">
        <li>
          <HeatPiece kind="overheat" /> <span>{t('rules.overheat')}</span>
        </li>
        <li>
          <HeatPiece kind="cooldown" /> <span>{t('rules.cooldown')}</span>
        </li>
        <li>
          <CardPiece forged={false} /> <CardPiece /> <span>{t('rules.forging')}</span>
        </li>
        <li>
          <MaterialList counts={{ iron: 3, bronze: 1, crystal: 0, scale: 2, mithril: 0 }} />
          <span>{t('rules.limits')}</span>
        </li>
      </ul>
    </RulesDialog>
  );
}
