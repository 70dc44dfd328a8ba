import { PLAYER_COLORS } from '../../shared/platform/seats.js';
import type { PlayerColor } from '../../shared/platform/seats.js';
import { colorName, useLang, useT } from '../i18n/index.js';
import { DEFAULT_PLAYER_NAME, type Identity } from './identity.js';

interface Props {
  value: Identity;
  onChange: (identity: Identity) => void;
  /** Colours already taken at the table. */
  taken?: readonly string[];
}

/** Name and colour of the player about to sit down. */
export function IdentityFields({ value, onChange, taken = [] }: Props) {
  const t = useT();
  const lang = useLang();
  return (
    <>
      <div className="field">
        <label htmlFor="player-name">{t('lobby.yourName')}</label>
        <input
          id="player-name"
          type="text"
          maxLength={24}
          value={value.name}
          placeholder={DEFAULT_PLAYER_NAME}
          onChange={(e) => onChange({ ...value, name: e.target.value })}
          data-testid="seat-name"
        />
      </div>
      <div className="field">
        <span className="label">{t('lobby.colour')}</span>
        <div className="colors" role="radiogroup" aria-label={t('lobby.colour')}>
          {PLAYER_COLORS.map((c: PlayerColor) => (
            <button
              key={c}
              type="button"
              className={`color-pick ${c}`}
              aria-pressed={value.color === c}
              aria-label={colorName(c, lang)}
              title={colorName(c, lang)}
              disabled={taken.includes(c)}
              onClick={() => onChange({ ...value, color: c })}
              data-testid={`color-${c}`}
            />
          ))}
        </div>
      </div>
    </>
  );
}
