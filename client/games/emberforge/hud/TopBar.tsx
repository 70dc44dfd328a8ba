import { useT, zoneName, useLang } from '../i18n/index.js';
import type { GameView } from '../../../../shared/games/emberforge/index.js';
import { turnPrompt } from '../viewModel/prompt.js';
import { CameraButtons } from '../../../hud/CameraButtons.js';
import { CameraPicker } from '../../../hud/CameraPicker.js';
import { useCameraModes } from './cameraModes.js';
import { TopBarMenu } from '../../../hud/TopBarMenu.js';
import { useCompactLayout } from '../../../hud/useCompactLayout.js';
import { DirectorSwitch } from '../../../hud/DirectorSwitch.js';
import { LangSwitch } from '../../../hud/LangSwitch.js';
import { MuteSwitch } from '../../../hud/MuteSwitch.js';
import { TurnClock } from '../../../hud/TurnClock.js';
import { Icon } from '../../../hud/Icon.js';
import { CleanViewToggle } from '../../../hud/CleanViewToggle.js';
import { SpectatorCount } from '../../../hud/SpectatorCount.js';
import { SeatLinkButton } from '../../../lobby/SeatLinkButton.js';
import { OverlayLinksButton } from '../../../hud/OverlayLinksButton.js';
import { useGameStore } from '../state/gameStore.js';
import { useHudStore } from '../../../hud/hudStore.js';
import { memo } from 'react';

/** Round, phase and whose turn; what is expected of me; spectators; camera, language, sound. */
export function TopBar({
  view,
  onLeave,
  onRules,
  readOnly = false,
}: {
  view: GameView;
  onLeave: () => void;
  onRules: () => void;
  /** A replay: nobody's turn is "yours". */
  readOnly?: boolean;
}) {
  const t = useT();
  const lang = useLang();
  // A replay prompts as a spectator would be prompted, whichever seat it shows.
  const prompt = turnPrompt(readOnly ? { ...view, viewer: 'spectator' } : view);
  const params = { ...prompt.params };
  if (typeof params.zone === 'string') params.zone = zoneName(params.zone as Parameters<typeof zoneName>[0], lang);
  const active = view.players[view.activeSeat];
  const mine = !readOnly && view.viewer === view.activeSeat;
  const spectator = view.viewer === 'spectator';
  // On a phone a long name's line ends in an ellipsis: the whole line is its title.
  const turnLine = view.phase === 'ended' ? '' : mine ? t('hud.yourTurn') : t('hud.turnOf', { name: active?.name ?? '?' });
  // After "Look at the table" the end-of-game dialog (results, replay, lobby) is one click away again.
  const resultsClosed = useHudStore((s) => s.victoryDismissed) && view.phase === 'ended';
  const reopenResults = useHudStore((s) => s.dismissVictory);
  return (
    <div className="top-bar panel" data-testid="top-bar">
      <div className="turn-info">
        <span className="round" data-testid="round">
          {t('hud.round', { round: view.round, limit: view.roundLimit })} · {t(`phase.${view.phase}`)}
        </span>
        <span className="small" data-testid="turn" title={turnLine || undefined}>
          {turnLine}
          {spectator && !readOnly && <span className="spectator-banner"> · {t('hud.spectating')}</span>}
          {readOnly && <span className="spectator-banner"> · {t('replay.banner')}</span>}
        </span>
      </div>
      <div className={`prompt${mine ? '' : ' waiting'}`} data-testid="prompt">
        {t(prompt.key, params)}
      </div>
      {resultsClosed && (
        <button
          type="button"
          className="btn small primary results-reopen"
          onClick={() => reopenResults(false)}
          data-testid="victory-reopen"
        >
          {t('victory.showResults')}
        </button>
      )}
      <TopBarTools spectator={spectator} readOnly={readOnly} onRules={onRules} onLeave={onLeave} />
    </div>
  );
}

/**
 * The bar's buttons: they change with the viewer and the screen, never with a move (memo: a move does
 * not re-render them). On a phone the camera presets (and the director camera) are one picker and the
 * other tools one menu.
 */
const TopBarTools = memo(function TopBarTools({
  spectator,
  readOnly,
  onRules,
  onLeave,
}: {
  spectator: boolean;
  readOnly: boolean;
  onRules: () => void;
  onLeave: () => void;
}) {
  const compact = useCompactLayout();
  const modes = useCameraModes(!spectator);
  const tools = <Tools readOnly={readOnly} onRules={onRules} onLeave={onLeave} withText={compact} />;
  return (
    <div className="toolbar">
      <TurnClock />
      {!readOnly && <SpectatorCount />}
      {compact ? (
        <CameraPicker modes={modes} canDirect={spectator || readOnly} />
      ) : (
        <>
          {(spectator || readOnly) && <DirectorSwitch />}
          <CameraButtons modes={modes} />
        </>
      )}
      {compact ? (
        <TopBarMenu>{tools}</TopBarMenu>
      ) : (
        <>
          <span className="sep" />
          {tools}
        </>
      )}
    </div>
  );
});

/** Rules, language, sound, clean view, the links and leave: icons in the bar, rows with words in the phone's menu. */
function Tools({
  readOnly,
  onRules,
  onLeave,
  withText,
}: {
  readOnly: boolean;
  onRules: () => void;
  onLeave: () => void;
  withText: boolean;
}) {
  const t = useT();
  const seatKey = useGameStore((s) => (s.role === 'player' ? s.seatKey : null));
  const tableId = useGameStore((s) => s.tableId);
  const label = withText ? 'text' : 'icon';
  return (
    <>
      <button type="button" className="btn small" onClick={onRules} title={t('rules.open')} data-testid="rules-open">
        ?{withText && <> {t('rules.open')}</>}
      </button>
      {withText ? (
        <span className="top-menu-lang">
          {t('settings.language')} <LangSwitch />
        </span>
      ) : (
        <LangSwitch />
      )}
      <MuteSwitch withText={withText} />
      <CleanViewToggle withText={withText} />
      {!readOnly && <OverlayLinksButton label={label} />}
      {seatKey && tableId && <SeatLinkButton tableId={tableId} seatKey={seatKey} label={label} />}
      <button type="button" className="btn small" onClick={onLeave} title={t('settings.leave')} data-testid="leave">
        <Icon name="exit" />
        {withText && <> {t('settings.leave')}</>}
      </button>
    </>
  );
}
