import { useState } from 'react';
import { useT } from '../i18n/index.js';
import { LangSwitch } from '../hud/LangSwitch.js';
import { ErrorToast } from '../hud/ErrorToast.js';
import type { TableListing } from '../net/index.js';
import { loadNet } from './lazyNet.js';
import { CreateTableForm } from './CreateTableForm.js';
import { loadIdentity, type Identity } from './identity.js';
import { PracticeBox } from './PracticeBox.js';
import { RulesButton } from './RulesButton.js';
import { GAME_CATALOG } from '../../shared/platform/gameCatalog.js';
import { JoinDialog } from './JoinDialog.js';
import { TableList } from './TableList.js';
import { useTableList } from './useTableList.js';

/** The lobby: create a table, list tables, join a seat or watch; an invite link opens the join dialog. */
export function Lobby({ invitedTableId, onDismissInvite }: { invitedTableId: string | null; onDismissInvite: () => void }) {
  const t = useT();
  const [identity, setIdentity] = useState<Identity>(loadIdentity);
  const [joining, setJoining] = useState<TableListing | null>(null);
  const [watchError, setWatchError] = useState<string | null>(null);
  const { tables, error, loading, refresh } = useTableList();
  const dialogId = joining?.id ?? invitedTableId;
  const listed = tables.find((x) => x.id === dialogId);

  const watch = (table: TableListing) => {
    setWatchError(null);
    loadNet()
      .then((net) => net.spectate(table.id))
      .catch((e: unknown) => setWatchError(e instanceof Error ? e.message : String(e)));
  };

  return (
    <div className="lobby" data-testid="lobby">
      <div className="lobby-header">
        <div className="logo">
          <div className="logo-ember" />
          <div>
            <h1>{t('app.title')}</h1>
            <div className="tagline">{t('app.tagline')}</div>
          </div>
        </div>
        <span className="spacer" />
        {/* How to play each game, before sitting down (issue 41); its rules come with its package. */}
        <span className="lobby-rules small" role="group" aria-label={t('lobby.rules')}>
          {t('lobby.rules')}:
          {GAME_CATALOG.map((g) => (
            <RulesButton key={g.id} game={g.id} testId={`lobby-rules-${g.id}`} label={g.name} />
          ))}
        </span>
        <a className="btn small" href="/games" data-testid="lobby-games">
          {t('games.link')}
        </a>
        <LangSwitch />
      </div>
      <div className="lobby-grid">
        <CreateTableForm identity={identity} onIdentity={setIdentity} hideIdentity={dialogId !== null} />
        <div className="col">
          <TableList tables={tables} loading={loading} error={error} onRefresh={refresh} onJoin={setJoining} onSpectate={watch} />
          {watchError && <div className="error-line">{t('lobby.error', { message: watchError })}</div>}
          <PracticeBox identity={identity} />
        </div>
      </div>
      {dialogId && (
        <JoinDialog
          tableId={dialogId}
          listing={joining ?? listed}
          invited={!joining}
          identity={identity}
          onIdentity={setIdentity}
          onClose={() => {
            setJoining(null);
            onDismissInvite();
          }}
        />
      )}
      <ErrorToast />
    </div>
  );
}
