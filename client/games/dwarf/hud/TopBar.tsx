import { memo } from 'react';
import type { GameView } from '../../../../shared/games/dwarf/index.js';
import { CameraButtons } from '../../../hud/CameraButtons.js';
import type { CameraModeOption } from '../../../hud/cameraChoice.js';
import { CameraPicker } from '../../../hud/CameraPicker.js';
import { CleanViewToggle } from '../../../hud/CleanViewToggle.js';
import { DirectorSwitch } from '../../../hud/DirectorSwitch.js';
import { Icon } from '../../../hud/Icon.js';
import { LangSwitch } from '../../../hud/LangSwitch.js';
import { MuteSwitch } from '../../../hud/MuteSwitch.js';
import { OverlayLinksButton } from '../../../hud/OverlayLinksButton.js';
import { SpectatorCount } from '../../../hud/SpectatorCount.js';
import { TopBarMenu } from '../../../hud/TopBarMenu.js';
import { TurnClock } from '../../../hud/TurnClock.js';
import { useCompactLayout } from '../../../hud/useCompactLayout.js';
import { useHudStore } from '../../../hud/hudStore.js';
import { SeatLinkButton } from '../../../lobby/SeatLinkButton.js';
import { langsOf } from '../../../i18n/langTables.js';
import { dwarfTexts, useLang, useT } from '../i18n/index.js';
import { useOffered } from '../play/useOffered.js';
import { useGameStore } from '../state/gameStore.js';
import { activeWho, type Step } from '../viewModel/step.js';
import { promptText, roundLine } from './prompt.js';

/** EN, ES and DWARF's own IT (its texts have Italian; the shell's words are then English). */
const DWARF_LANGS = langsOf(dwarfTexts);

/** Round, phase and pass; whose turn; what is asked of me; then the tools (rules, language, sound, links, leave). */
export function TopBar({
  view,
  step,
  onLeave,
  onRules,
  readOnly,
}: {
  view: GameView;
  step: Step;
  onLeave: () => void;
  onRules: () => void;
  readOnly: boolean;
}) {
  const t = useT();
  const lang = useLang();
  const offered = useOffered();
  const who = activeWho(view);
  const mine = !readOnly && who !== null && view.viewer === who;
  const spectator = view.viewer === 'spectator';
  const turnLine = view.end
    ? ''
    : mine
      ? t('dwarf.yourTurn')
      : who !== null
        ? t('dwarf.turnOf', { name: view.players[who]?.name ?? '?' })
        : '';
  const resultsClosed = useHudStore((s) => s.victoryDismissed) && view.end !== null;
  const reopen = useHudStore((s) => s.dismissVictory);
  return (
    <div className="top-bar panel" data-testid="top-bar">
      <div className="turn-info">
        <span className="round" data-testid="round">
          {roundLine(view, lang)}
        </span>
        <span className="small muted" data-testid="dwarf-mountain">
          {view.mines.map((m) => t('dwarf.mountain', { n: m.mountainCount })).join(' · ')}
        </span>
        <span className="small" data-testid="turn" title={turnLine || undefined}>
          {turnLine}
          {spectator && !readOnly && <span className="spectator-banner"> · {t('dwarf.spectating')}</span>}
          {readOnly && <span className="spectator-banner"> · {t('replay.banner')}</span>}
        </span>
      </div>
      <div className={`prompt${mine ? '' : ' waiting'}`} data-testid="prompt">
        {promptText(view, readOnly && step.kind !== 'over' ? { kind: 'engine' } : step, offered, lang)}
      </div>
      {resultsClosed && (
        <button type="button" className="btn small primary results-reopen" onClick={() => reopen(false)} data-testid="victory-reopen">
          {t('dwarf.end.showResults')}
        </button>
      )}
      <Tools readOnly={readOnly} spectator={spectator} onRules={onRules} onLeave={onLeave} />
    </div>
  );
}

/** DWARF's camera presets: the whole table, my area (players), follow the play; the director for spectators and replays. */
function CameraControls({ spectator, readOnly, compact }: { spectator: boolean; readOnly: boolean; compact: boolean }) {
  const t = useT();
  const modes: CameraModeOption[] = [
    { mode: 'table', label: t('camera.table') },
    ...(spectator || readOnly ? [] : [{ mode: 'mine' as const, label: t('camera.mine') }]),
    { mode: 'follow', label: t('camera.follow') },
  ];
  if (compact) return <CameraPicker modes={modes} canDirect={spectator || readOnly} />;
  return (
    <>
      {(spectator || readOnly) && <DirectorSwitch />}
      <CameraButtons modes={modes} />
    </>
  );
}

/** The bar's buttons: icons on wide screens, rows with words in the phone's ⋯ menu. */
const Tools = memo(function Tools({
  readOnly,
  spectator,
  onRules,
  onLeave,
}: {
  readOnly: boolean;
  spectator: boolean;
  onRules: () => void;
  onLeave: () => void;
}) {
  const t = useT();
  const compact = useCompactLayout();
  const seatKey = useGameStore((s) => (s.role === 'player' ? s.seatKey : null));
  const tableId = useGameStore((s) => s.tableId);
  const label = compact ? 'text' : 'icon';
  const tools = (
    <>
      <button type="button" className="btn small" onClick={onRules} title={t('dwarf.rules.open')} data-testid="rules-open">
        ?{compact && <> {t('dwarf.rules.open')}</>}
      </button>
      {compact ? (
        <span className="top-menu-lang">
          {t('settings.language')} <LangSwitch langs={DWARF_LANGS} />
        </span>
      ) : (
        <LangSwitch langs={DWARF_LANGS} />
      )}
      <MuteSwitch withText={compact} />
      <CleanViewToggle withText={compact} />
      {!readOnly && <OverlayLinksButton label={label} />}
      {seatKey && tableId && <SeatLinkButton tableId={tableId} seatKey={seatKey} label={label} />}
      <button type="button" className="btn small" onClick={onLeave} title={t('settings.leave')} data-testid="leave">
        <Icon name="exit" />
        {compact && <> {t('settings.leave')}</>}
      </button>
    </>
  );
  return (
    <div className="toolbar">
      <TurnClock />
      {!readOnly && <SpectatorCount />}
      <CameraControls spectator={spectator} readOnly={readOnly} compact={compact} />
      {compact ? <TopBarMenu>{tools}</TopBarMenu> : tools}
    </div>
  );
});
