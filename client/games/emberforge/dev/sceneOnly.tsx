/** Dev-only entry: the 3D table alone with the fixture (open /client/games/emberforge/dev/sceneOnly.html under `npx vite`). */
import { useDraftStore } from '../play/draftStore.js';
import { createRoot } from 'react-dom/client';
import { watchIntents } from '../play/dispatch.js';
import TableScene from '../../../scene/TableScene.js';
import { switchLang } from '../../../i18n/switchLang.js';
import { useGameStore } from '../state/gameStore.js';
import { useUiStore } from '../../../state/uiStore.js';
import { runFixtureDemo } from './fixtureDemo.js';
import { loadFixture } from './fixtureView.js';

loadFixture();
const params = new URLSearchParams(location.search);
const players = Number(params.get('players') ?? 4);
if (players < 4) {
  // Fewer seats: drop the later players and their embers.
  const view = structuredClone(useGameStore.getState().view!);
  view.players = view.players.slice(0, players);
  view.playerCount = players;
  for (const z of Object.values(view.zones)) z.embers = z.embers.filter((s) => s < players);
  view.forgemaster %= players;
  view.activeSeat %= players;
  useGameStore.setState({ view });
}
if (params.get('spectator') === '1') {
  const view = structuredClone(useGameStore.getState().view!);
  view.viewer = 'spectator';
  view.players[0]!.hand = null;
  useGameStore.setState({ view, role: 'spectator', mySeat: null });
}
const ui = useUiStore.getState();
if (params.get('lang') === 'es') await switchLang('es');
const cam = params.get('camera');
if (cam) ui.setCamera(cam as never);
if (params.get('reduced') === '1') useUiStore.setState({ reducedMotion: true });
if (params.get('demo')) runFixtureDemo(Number(params.get('demo')) > 100 ? Number(params.get('demo')) : 2500);
if (params.get('highlight') === '1')
  useDraftStore
    .getState()
    .setHighlight({ zones: ['ignar', 'gildar'], cards: ['HM01', 'SW04', 'CB06'], commissionSlots: [1], materials: ['crystal', 'mithril'] });
if (params.get('inspect')) ui.inspect(params.get('inspect'));
watchIntents((i) => i.kind === 'pick' && console.log('pick', JSON.stringify(i.target)));
(window as unknown as { __ui: typeof useUiStore }).__ui = useUiStore;
(window as unknown as { __game: typeof useGameStore }).__game = useGameStore;
createRoot(document.getElementById('root')!).render(<TableScene />);
