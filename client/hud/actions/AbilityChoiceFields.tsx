import { MATERIALS, ZONES } from '../../../shared/index.js';
import type { AbilityChoice, GameView, Material, Seat } from '../../../shared/index.js';
import { cardName, collectionName, materialName, useLang, useT, zoneName } from '../../i18n/index.js';
import { cardById } from '../../../shared/index.js';
import type { ChoiceNeed } from '../../viewModel/abilityChoice.js';
import { coolableZones, givableMaterials, moveFromZones, moveToZones } from '../../viewModel/abilityChoice.js';
import { countMaterials } from '../../viewModel/ignar.js';
import { MaterialPicker } from './MaterialPicker.js';
import { OptionButtons } from './OptionButtons.js';

interface Props {
  view: GameView;
  seat: Seat;
  needs: readonly ChoiceNeed[];
  choice: AbilityChoice;
  onChange: (choice: AbilityChoice) => void;
}

/** The inputs an ability needs (materials, zone, ember move, discard card, transmutation, slot, infusion). */
export function AbilityChoiceFields({ view, seat, needs, choice, onChange }: Props) {
  const t = useT();
  const lang = useLang();
  const set = (patch: Partial<AbilityChoice>) => onChange({ ...choice, ...patch });
  const me = view.players[seat]!;
  return (
    <div data-testid="ability-choices">
      {needs.map((need, i) => {
        switch (need.field) {
          case 'materials': {
            const picked = choice.materials ?? [];
            return (
              <div key={i}>
                <div className="section-label">{t('choice.materials', { n: need.count })}</div>
                <MaterialPicker
                  value={picked}
                  onChange={(materials) => set({ materials })}
                  roomFor={(m) => (picked.length < need.count ? view.supply[m] - countMaterials(picked)[m] : 0)}
                  testPrefix="choice-mat"
                />
              </div>
            );
          }
          case 'zone': {
            const zones = coolableZones(view);
            return (
              <div key={i}>
                <div className="section-label">{t('choice.zone')}</div>
                <OptionButtons
                  options={ZONES}
                  value={choice.zone}
                  onChange={(zone) => set({ zone })}
                  disabled={(z) => !zones.includes(z)}
                  label={(z) => zoneName(z, lang)}
                  testPrefix="choice-zone"
                />
              </div>
            );
          }
          case 'move': {
            const from = moveFromZones(view, seat);
            const to = moveToZones(view, seat, choice.fromZone);
            return (
              <div key={i}>
                <div className="section-label">{t('choice.fromZone')}</div>
                <OptionButtons
                  options={ZONES}
                  value={choice.fromZone}
                  onChange={(fromZone) => set({ fromZone })}
                  disabled={(z) => !from.includes(z)}
                  label={(z) => zoneName(z, lang)}
                  testPrefix="choice-from"
                />
                <div className="section-label">{t('choice.toZone')}</div>
                <OptionButtons
                  options={ZONES}
                  value={choice.toZone}
                  onChange={(toZone) => set({ toZone })}
                  disabled={(z) => !to.includes(z)}
                  label={(z) => zoneName(z, lang)}
                  testPrefix="choice-to"
                />
              </div>
            );
          }
          case 'salvage': {
            const pile = [...new Set(view.discard)].reverse();
            return (
              <div key={i}>
                <div className="section-label">{t('choice.cardIdSalvage')}</div>
                {pile.length === 0 ? (
                  <span className="muted small">{t('choice.discardEmpty')}</span>
                ) : (
                  <OptionButtons
                    options={pile}
                    value={choice.cardId}
                    onChange={(cardId) => set({ cardId })}
                    label={(id) => cardName(id, lang)}
                    testPrefix="choice-card"
                  />
                )}
              </div>
            );
          }
          case 'transmute': {
            const give = givableMaterials(view, seat);
            return (
              <div key={i}>
                <div className="section-label">
                  {t('choice.give')} ({Math.min(need.amount, choice.give ? me.materials[choice.give] : need.amount)})
                </div>
                <OptionButtons
                  options={MATERIALS}
                  value={choice.give}
                  onChange={(g) => set({ give: g })}
                  disabled={(m) => !give.includes(m)}
                  label={(m) => materialName(m, lang)}
                  testPrefix="choice-give"
                />
                <div className="section-label">{t('choice.get')}</div>
                <OptionButtons
                  options={MATERIALS}
                  value={choice.get}
                  onChange={(g) => set({ get: g })}
                  disabled={(m: Material) => m === choice.give || view.supply[m] === 0}
                  label={(m) => materialName(m, lang)}
                  testPrefix="choice-get"
                />
              </div>
            );
          }
          case 'slot': {
            const slots = view.commissions.map((_, s) => s);
            return (
              <div key={i}>
                <div className="section-label">{t('choice.slot')}</div>
                <OptionButtons
                  options={slots}
                  value={choice.slot}
                  onChange={(slot) => set({ slot })}
                  disabled={(s) => view.commissions[s] === null}
                  label={(s) => {
                    const id = view.commissions[s];
                    return id ? `${collectionName(cardById(id).collection, lang)}: ${cardName(id, lang)}` : t('word.emptySlot');
                  }}
                  testPrefix="choice-slot"
                />
              </div>
            );
          }
          case 'infuse': {
            const inProgress = me.play.filter((c) => !c.forged).map((c) => c.id);
            const card = choice.cardId && inProgress.includes(choice.cardId) ? cardById(choice.cardId) : null;
            const needed = card ? MATERIALS.filter((m) => (card.cost[m] ?? 0) > (me.play.find((c) => c.id === card.id)?.paid[m] ?? 0)) : [];
            return (
              <div key={i}>
                <div className="section-label">{t('choice.cardIdInfuse')}</div>
                <OptionButtons
                  options={inProgress}
                  value={choice.cardId}
                  onChange={(cardId) => set({ cardId, material: undefined })}
                  label={(id) => cardName(id, lang)}
                  testPrefix="choice-card"
                />
                {card && (
                  <>
                    <div className="section-label">{t('choice.material')}</div>
                    <OptionButtons
                      options={needed}
                      value={choice.material}
                      onChange={(material) => set({ material })}
                      disabled={(m) => me.materials[m] === 0}
                      label={(m) => `${materialName(m, lang)} (${me.materials[m]})`}
                      testPrefix="choice-material"
                    />
                  </>
                )}
              </div>
            );
          }
        }
      })}
    </div>
  );
}
