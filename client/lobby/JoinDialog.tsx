import { useState } from 'react';
import { useT } from '../i18n/index.js';
import { loadNet } from './lazyNet.js';
import { fallbackName, saveIdentity, type Identity } from './identity.js';
import { IdentityFields } from './IdentityFields.js';
import { Icon } from '../hud/Icon.js';
import type { TableListing } from '../net/index.js';
import type { GameSummary } from '../../shared/protocol/gamesApi.js';
import { useInviteTarget } from './useInviteTarget.js';
import { replayPath } from './url.js';
import { casterNameOf, casterSeesYou } from './broadcastNotice.js';
import { castsTable } from './castsTable.js';

interface Props {
  tableId: string;
  /** The table as the lobby lists it, when it does (a private table is not listed). */
  listing?: TableListing;
  invited: boolean;
  identity: Identity;
  onIdentity: (identity: Identity) => void;
  onClose: () => void;
}

/**
 * Take a seat at a table with a name and a colour (or watch it instead). A table the listing shows full
 * or started offers watching only, and says why, before anyone asks for a seat in vain; a game that
 * has ended offers its replay.
 */
export function JoinDialog({ tableId, listing: listed, invited, identity, onIdentity, onClose }: Props) {
  const t = useT();
  // A link's table as the server knows it: a private table's name and seats, an invite link that
  // outlived its game (the replay instead of a seat), an id no table has (a listed table is known live).
  const target = useInviteTarget(invited || !listed || listed.status === 'ended' ? tableId : null);
  const ended = target.kind === 'ended' ? target.summary : null;
  const listing = listed ?? (target.kind === 'table' ? target.listing : undefined);
  const taken = listing?.players.map((p) => p.color) ?? []; // colours already taken, when the table is known
  const noSeat = !listing
    ? null
    : listing.status !== 'lobby'
      ? 'lobby.noSeatStarted'
      : listing.seatsTaken >= listing.seatCount
        ? 'lobby.noSeatFull'
        : null;
  const name = ended?.tableName ?? listing?.name;
  const table = name ? `“${name}”` : t('lobby.tableId', { id: tableId });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const color = taken.includes(identity.color) ? undefined : identity.color;
  // A caster sees every hand: a player sits only having accepted it; the caster's own browser never sits.
  const cast = listing?.casterView ? listing : null;
  const iCast = cast !== null && castsTable(tableId);
  const [acceptsCaster, setAcceptsCaster] = useState(false);
  const canSit = !noSeat && !iCast;

  async function run(what: 'join' | 'watch') {
    setBusy(true);
    setError(null);
    try {
      if (what === 'join') {
        const me = { name: fallbackName(identity.name), ...(color ? { color } : {}) };
        saveIdentity({ name: me.name, color: identity.color });
        await (await loadNet()).joinSeat(tableId, cast ? { ...me, acceptsCaster } : me);
      } else {
        await (await loadNet()).spectate(tableId);
      }
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  }

  return (
    <div className="modal-back" onClick={onClose}>
      <form
        className="panel modal"
        onClick={(e) => e.stopPropagation()}
        onSubmit={(e) => {
          e.preventDefault();
          if (!ended) void run(canSit ? 'join' : 'watch');
        }}
        data-testid="join-dialog"
      >
        <h2 style={{ marginBottom: 14, color: 'var(--ember-hot)' }}>
          {target.kind === 'gone' ? t('lobby.noTableTitle') : invited ? t('lobby.inviteTitle', { table }) : t('lobby.joinTitle', { table })}
        </h2>
        {ended ? (
          <EndedGame summary={ended} tableId={tableId} onClose={onClose} />
        ) : target.kind === 'gone' ? (
          <NoTable onClose={onClose} />
        ) : (
          <>
            {noSeat ? (
              <p className="muted" data-testid="join-no-seat">
                {t(noSeat)}
              </p>
            ) : iCast ? (
              <p className="muted" data-testid="join-you-cast">
                {t('broadcast.youCast')}
              </p>
            ) : (
              <IdentityFields value={identity} onChange={onIdentity} taken={taken} />
            )}
            {cast && canSit && (
              <div className="field caster-consent" data-testid="join-caster">
                <p className="small" role="note">
                  <Icon name="eye" /> {casterSeesYou(t, cast)}
                </p>
                <label className="toggle">
                  <input
                    type="checkbox"
                    checked={acceptsCaster}
                    onChange={(e) => setAcceptsCaster(e.target.checked)}
                    data-testid="join-accept-caster"
                  />
                  {t('broadcast.acceptCaster', { name: casterNameOf(t, cast) })}
                </label>
              </div>
            )}
            <div className="row" style={{ justifyContent: 'flex-end' }}>
              <button type="button" className="btn" onClick={onClose}>
                {t('common.cancel')}
              </button>
              <button
                type={canSit ? 'button' : 'submit'}
                className={`btn${canSit ? '' : ' primary'}`}
                disabled={busy}
                onClick={canSit ? () => void run('watch') : undefined}
                data-testid="join-spectate"
              >
                <Icon name="eye" /> {t('lobby.spectate')}
              </button>
              {canSit && (
                <button type="submit" className="btn primary" disabled={busy || (cast !== null && !acceptsCaster)} data-testid="seat-join">
                  {busy ? t('lobby.joining') : t('lobby.joinSeat')}
                </button>
              )}
            </div>
          </>
        )}
        {error && <div className="error-line">{t('lobby.error', { message: error })}</div>}
      </form>
    </div>
  );
}

/** The game ended (and its replay may be watched): who won, and the way to the replay. */
function EndedGame({ summary, tableId, onClose }: { summary: GameSummary; tableId: string; onClose: () => void }) {
  const t = useT();
  const winners = summary.winners.map((seat) => summary.players[seat]?.name ?? '?').join(', ');
  return (
    <>
      <p className="muted" data-testid="join-ended">
        {t('lobby.gameEnded', { winners })}
      </p>
      <div className="row" style={{ justifyContent: 'flex-end' }}>
        <button type="button" className="btn" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <a className="btn primary" href={replayPath(tableId) ?? '/games'} data-testid="join-replay">
          <Icon name="play" /> {t('victory.watchReplay')}
        </a>
      </div>
    </>
  );
}

/** No table has this id (it closed, or the link is incomplete), and no replay is to be watched. */
function NoTable({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <>
      <p className="muted" data-testid="join-gone">
        {t('lobby.noTable')}
      </p>
      <div className="row" style={{ justifyContent: 'flex-end' }}>
        <a className="btn" href="/games" data-testid="join-games">
          {t('games.link')}
        </a>
        <button type="button" className="btn primary" onClick={onClose} data-testid="join-back">
          {t('victory.backToLobby')}
        </button>
      </div>
    </>
  );
}
