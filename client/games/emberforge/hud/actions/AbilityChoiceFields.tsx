import { useMemo } from 'react';
import {
  acceptedChoices,
  cardById,
  choiceValues,
  materialRoom,
  MATERIALS,
  stillNeeded,
  ZONES,
} from '../../../../../shared/games/emberforge/index.js';
import type { AbilityChoice, CardId, ChoiceNeed, GameView, Seat } from '../../../../../shared/games/emberforge/index.js';
import { cardName, collectionName, materialName, useLang, useT, zoneName } from '../../i18n/index.js';
import { MaterialPicker } from './MaterialPicker.js';
import { OptionButtons } from './OptionButtons.js';

interface Props {
  view: GameView;
  seat: Seat;
  mode: 'forged' | 'ephemeral';
  cardId: CardId;
  needs: readonly ChoiceNeed[];
  choice: AbilityChoice;
  onChange: (choice: AbilityChoice) => void;
}

/**
 * The inputs an ability needs (materials, zone, ember move, discard card, transmutation, slot,
 * infusion). What each input may take comes from the engine's list of accepted choices for this use.
 */
export function AbilityChoiceFields({ view, seat, mode, cardId, needs, choice, onChange }: Props) {
  const t = useT();
  const lang = useLang();
  const choices = useMemo(() => acceptedChoices(view, seat, mode, cardId), [view, seat, mode, cardId]);
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
                  roomFor={(m) => (picked.length < need.count ? materialRoom(choices, picked, m) : 0)}
                  testPrefix="choice-mat"
                />
              </div>
            );
          }
          case 'zone': {
            const zones = choiceValues(choices, 'zone');
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
            const from = choiceValues(choices, 'fromZone');
            const to = choiceValues(choices, 'toZone', { fromZone: choice.fromZone });
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
            const pile = choiceValues(choices, 'cardId').reverse();
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
            const give = choiceValues(choices, 'give');
            const get = choiceValues(choices, 'get', { give: choice.give });
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
                  disabled={(m) => !get.includes(m)}
                  label={(m) => materialName(m, lang)}
                  testPrefix="choice-get"
                />
              </div>
            );
          }
          case 'slot': {
            const slots = view.commissions.map((_, s) => s);
            const open = choiceValues(choices, 'slot');
            return (
              <div key={i}>
                <div className="section-label">{t('choice.slot')}</div>
                <OptionButtons
                  options={slots}
                  value={choice.slot}
                  onChange={(slot) => set({ slot })}
                  disabled={(s) => !open.includes(s)}
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
            const inProgress = me.play.filter((c) => !c.forged);
            const targets = choiceValues(choices, 'cardId');
            const card = inProgress.find((c) => c.id === choice.cardId) ?? null;
            const needed = card ? MATERIALS.filter((m) => stillNeeded(card.id, card.paid)[m] > 0) : [];
            const payable = card ? choiceValues(choices, 'material', { cardId: card.id }) : [];
            return (
              <div key={i}>
                <div className="section-label">{t('choice.cardIdInfuse')}</div>
                <OptionButtons
                  options={inProgress.map((c) => c.id)}
                  value={choice.cardId}
                  onChange={(cardId) => set({ cardId, material: undefined })}
                  disabled={(id) => !targets.includes(id)}
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
                      disabled={(m) => !payable.includes(m)}
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
