import { DEFAULT_GAME } from '../../shared/platform/gameCatalog.js';
import { useT } from '../i18n/index.js';
import { loadGamePackage } from '../platform/gamePackages.js';
import { fallbackName, saveIdentity, type Identity } from './identity.js';

/** Offline practice against bots in the browser (the game's engine runs locally: its package, loaded on demand). */
export function PracticeBox({ identity }: { identity: Identity }) {
  const t = useT();
  const startGame = (seats: number) => {
    const me = { name: fallbackName(identity.name), color: identity.color };
    saveIdentity(me);
    const seed = (Date.now() ^ Math.floor(Math.random() * 0xffffffff)) >>> 0;
    void loadGamePackage(DEFAULT_GAME).then((game) => game.startPractice({ ...me, seats, seed }));
  };
  return (
    <div className="panel card-box" data-testid="practice-box">
      <h2>{t('lobby.practiceTitle')}</h2>
      <p className="muted" style={{ marginTop: 0 }}>
        {t('lobby.practiceHint')}
      </p>
      <div className="row">
        {[2, 3, 4].map((n) => (
          <button
            key={n}
            type="button"
            className={`btn${n === 3 ? ' primary' : ''}`}
            onClick={() => startGame(n)}
            data-testid={`practice-${n}`}
          >
            {t('lobby.practice')} · {n}
          </button>
        ))}
      </div>
    </div>
  );
}
