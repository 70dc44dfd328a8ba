import { useState } from 'react';
import { DEFAULT_BOT_LEVEL, type BotLevel } from '../../shared/platform/botLevels.js';
import { catalogEntry, DEFAULT_GAME, GAME_CATALOG, type GameId } from '../../shared/platform/gameCatalog.js';
import { useT } from '../i18n/index.js';
import { loadGamePackage } from '../platform/gamePackages.js';
import { GameOptionFields, gameOptionDefaults, gameOptionValues, type GameOptionValues } from './GameOptionFields.js';
import { fallbackName, saveIdentity, type Identity } from './identity.js';
import { RulesButton } from './RulesButton.js';
import { BotLevelPicker } from './BotLevelPicker.js';

/**
 * Offline practice against bots in the browser (the game's engine runs locally: its package, loaded on
 * demand): the game (when there are several), its own options as its catalog entry declares them, the
 * bots' level among those it offers (Normal and Hard search in a Web Worker), and a button per table
 * size in its seat range.
 */
export function PracticeBox({ identity }: { identity: Identity }) {
  const t = useT();
  const [game, setGame] = useState<GameId>(DEFAULT_GAME);
  const entry = catalogEntry(game)!;
  const [options, setOptions] = useState<GameOptionValues>(() => gameOptionDefaults(entry.options));
  const [chosenLevel, setLevel] = useState<BotLevel>(DEFAULT_BOT_LEVEL);
  // A level the game does not offer (DWARF: Easy only) is not kept when the game changes.
  const botLevel = entry.botLevels.includes(chosenLevel) ? chosenLevel : DEFAULT_BOT_LEVEL;
  const chooseGame = (id: GameId) => {
    setGame(id);
    setOptions(gameOptionDefaults(catalogEntry(id)!.options));
  };
  const startGame = (seats: number) => {
    const me = { name: fallbackName(identity.name), color: identity.color };
    saveIdentity(me);
    const seed = (Date.now() ^ Math.floor(Math.random() * 0xffffffff)) >>> 0;
    const gameOptions = gameOptionValues(entry.options, options);
    void loadGamePackage(game).then((pkg) => pkg.startPractice({ ...me, seats, seed, gameOptions, botLevel }));
  };
  const seatChoices = Array.from({ length: entry.maxSeats - entry.minSeats + 1 }, (_, i) => entry.minSeats + i);
  return (
    <div className="panel card-box" data-testid="practice-box">
      <h2>{t('lobby.practiceTitle')}</h2>
      <p className="muted" style={{ marginTop: 0 }}>
        {t('lobby.practiceHint')}
      </p>
      {GAME_CATALOG.length > 1 && (
        <div className="field">
          <span className="label">{t('lobby.game')}</span>
          <span className="seg">
            {GAME_CATALOG.map((g) => (
              <button
                key={g.id}
                type="button"
                aria-pressed={game === g.id}
                onClick={() => chooseGame(g.id)}
                data-testid={`practice-game-${g.id}`}
              >
                {g.name}
              </button>
            ))}
          </span>{' '}
          <RulesButton key={game} game={game} testId="practice-rules" />
        </div>
      )}
      {/* The default game's practice keeps its engine's round limit (?rounds= changes it): its options are not offered here. */}
      {game !== DEFAULT_GAME && <GameOptionFields fields={entry.options} values={options} onChange={setOptions} idPrefix="practice" />}
      {entry.botLevels.length > 1 && (
        <div className="field">
          <span className="label">{t('lobby.practiceLevel')}</span>
          <BotLevelPicker
            levels={entry.botLevels}
            value={botLevel}
            onChange={setLevel}
            label={t('lobby.practiceLevel')}
            testIdPrefix="practice-level"
          />
        </div>
      )}
      <div className="row">
        {seatChoices.map((n) => (
          <button
            key={n}
            type="button"
            className={`btn${n === 3 ? ' primary' : ''}`}
            onClick={() => startGame(n)}
            data-testid={`practice-${n}`}
          >
            {n === 1 ? t('lobby.practiceSolo') : `${t('lobby.practice')} · ${n}`}
          </button>
        ))}
      </div>
    </div>
  );
}
