import { appliesAt, catalogEntry, DEFAULT_GAME, GAME_CATALOG, type GameId } from '../../shared/platform/gameCatalog.js';
import { useState } from 'react';
import { DEFAULT_BOT_LEVEL, type BotLevel } from '../../shared/platform/botLevels.js';
import type { CreateTableOptions } from '../../shared/protocol/protocol.js';
import { useT } from '../i18n/index.js';
import { GameOptionFields, gameOptionDefaults, gameOptionValues } from './GameOptionFields.js';
import { loadNet } from './lazyNet.js';
import { fallbackName, saveIdentity, type Identity } from './identity.js';
import { IdentityFields } from './IdentityFields.js';
import { BroadcastFields, casterAllowed, clampDelay } from './BroadcastFields.js';
import { BotLevelPicker } from './BotLevelPicker.js';

/** Create a table (its game, seats, the game's own options, the takeover bot's level, turn clock, spectators, broadcast delay, visibility) and sit as host (or, with the caster view, host it watching). */
export function CreateTableForm({
  identity,
  onIdentity,
  hideIdentity,
}: {
  identity: Identity;
  onIdentity: (i: Identity) => void;
  hideIdentity?: boolean;
}) {
  const t = useT();
  const [tableName, setTableName] = useState('');
  const [game, setGameId] = useState<GameId>(DEFAULT_GAME);
  const entry = catalogEntry(game) ?? GAME_CATALOG[0];
  // The chosen game's own options, as its catalog entry declares them (defaults when the game changes).
  const [gameOptions, setGameOptions] = useState(() => gameOptionDefaults(entry.options));
  const [seats, setSeats] = useState(4);
  const setGame = (id: GameId) => {
    const next = catalogEntry(id) ?? GAME_CATALOG[0];
    setGameId(id);
    setGameOptions(gameOptionDefaults(next.options));
    setSeats((n) => Math.min(next.maxSeats, Math.max(next.minSeats, n)));
  };
  const seatChoices = Array.from({ length: entry.maxSeats - entry.minSeats + 1 }, (_, i) => entry.minSeats + i);
  const seatCount = Math.min(entry.maxSeats, Math.max(entry.minSeats, seats));
  // The game's options that apply to this table size (DWARF's automa level: solo only).
  const offered = entry.options.filter((f) => appliesAt(f, seatCount));
  // The bot that plays a dropped player's seat (issue 42): a level the game offers (Easy where it offers no other).
  const [chosenLevel, setLevel] = useState<BotLevel>(DEFAULT_BOT_LEVEL);
  const botLevel = entry.botLevels.includes(chosenLevel) ? chosenLevel : DEFAULT_BOT_LEVEL;
  const [clockOn, setClockOn] = useState(false);
  const [turnSeconds, setTurnSeconds] = useState(60);
  const [spectators, setSpectators] = useState(true);
  const [isPrivate, setPrivate] = useState(false);
  const [delay, setDelay] = useState(0);
  const [caster, setCaster] = useState(false);
  const [live, setLive] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Without hidden hands, a caster view of every hand shows nothing more: not offered (BroadcastFields says so).
  const casterOn = entry.hiddenHands && caster && casterAllowed(delay);

  const defaultName = t('lobby.defaultTableName', { name: fallbackName(identity.name) });

  async function submit() {
    setBusy(true);
    setError(null);
    const options: CreateTableOptions = {
      game,
      seats: seatCount,
      // The game's own options that apply (Emberforge's round limit), checked by its module: a refusal is shown below.
      gameOptions: gameOptionValues(offered, gameOptions),
      turnSeconds: clockOn ? Math.min(600, Math.max(5, Math.round(turnSeconds) || 60)) : 0,
      spectatorsAllowed: spectators,
      private: isPrivate,
      broadcastDelaySeconds: clampDelay(delay),
      casterView: casterOn,
      // The caster is its creator, by the name they go by: every player is told before they sit.
      ...(casterOn ? { casterName: fallbackName(identity.name) } : {}),
      liveSpectators: clampDelay(delay) > 0 && live,
      botLevel,
      // Unnamed: named after its creator, in the creator's language (the lobby lists it so for everyone).
      tableName: (tableName.trim() || defaultName).slice(0, 32),
    };
    const me = { name: fallbackName(identity.name), color: identity.color };
    saveIdentity(me);
    try {
      // A caster-view table is hosted by its caster, watching: whoever sees every hand never sits (the server refuses it).
      await (await loadNet()).createTable(options, options.casterView ? { spectator: true } : me);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="panel card-box"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="create-form"
    >
      <h2>{t('lobby.createTitle')}</h2>
      {/* Hidden while the join dialog shows the same fields, so each data-testid is unique. */}
      {!hideIdentity && <IdentityFields value={identity} onChange={onIdentity} />}
      <div className="field">
        <label htmlFor="create-name">
          {t('lobby.tableName')} <span className="muted small">({t('lobby.tableNameHint')})</span>
        </label>
        <input
          id="create-name"
          type="text"
          maxLength={32}
          value={tableName}
          placeholder={defaultName}
          onChange={(e) => setTableName(e.target.value)}
          data-testid="create-name"
        />
      </div>
      <div className="field">
        <span className="label">{t('lobby.game')}</span>
        <span className="seg">
          {GAME_CATALOG.map((g) => (
            <button key={g.id} type="button" aria-pressed={game === g.id} onClick={() => setGame(g.id)} data-testid={`create-game-${g.id}`}>
              {g.name}
            </button>
          ))}
        </span>
      </div>
      <div className="field">
        <span className="label">{t('lobby.seats')}</span>
        <span className="seg">
          {seatChoices.map((n) => (
            <button key={n} type="button" aria-pressed={seatCount === n} onClick={() => setSeats(n)} data-testid={`create-seats-${n}`}>
              {n}
            </button>
          ))}
        </span>
      </div>
      <GameOptionFields fields={offered} values={gameOptions} onChange={setGameOptions} />
      {entry.botLevels.length > 1 && (
        <div className="field">
          <span className="label">
            {t('lobby.takeoverLevel')} <span className="muted small">({t('lobby.takeoverHint')})</span>
          </span>
          <BotLevelPicker
            levels={entry.botLevels}
            value={botLevel}
            onChange={setLevel}
            label={t('lobby.takeoverLevel')}
            testIdPrefix="create-bot-level"
          />
        </div>
      )}
      <div className="field">
        <label className="toggle">
          <input type="checkbox" checked={clockOn} onChange={(e) => setClockOn(e.target.checked)} data-testid="create-clock" />
          {t('lobby.turnClock')}
        </label>
        {clockOn && (
          <div className="row small">
            <input
              type="number"
              min={5}
              max={600}
              value={turnSeconds}
              onChange={(e) => setTurnSeconds(Number(e.target.value))}
              style={{ width: 90 }}
              data-testid="create-clock-seconds"
              aria-label={t('lobby.turnSeconds')}
            />
            <span className="muted">{t('common.seconds')}</span>
          </div>
        )}
      </div>
      <div className="field">
        <label className="toggle">
          <input type="checkbox" checked={spectators} onChange={(e) => setSpectators(e.target.checked)} data-testid="create-spectators" />
          {t('lobby.spectators')}
        </label>
      </div>
      <BroadcastFields
        delay={delay}
        caster={caster}
        casterName={fallbackName(identity.name)}
        hiddenHands={entry.hiddenHands}
        live={live}
        onDelay={setDelay}
        onCaster={setCaster}
        onLive={setLive}
      />
      <div className="field">
        <span className="label">{t('lobby.visibility')}</span>
        <span className="seg">
          <button type="button" aria-pressed={!isPrivate} onClick={() => setPrivate(false)} data-testid="create-public">
            {t('lobby.public')}
          </button>
          <button type="button" aria-pressed={isPrivate} onClick={() => setPrivate(true)} data-testid="create-private">
            {t('lobby.private')}
          </button>
        </span>
      </div>
      <button type="submit" className="btn primary" disabled={busy} style={{ width: '100%', padding: '10px' }} data-testid="lobby-create">
        {busy ? t('lobby.creating') : t('lobby.create')}
      </button>
      {error && <div className="error-line">{t('lobby.error', { message: error })}</div>}
    </form>
  );
}
