/**
 * Dev-only entry: DWARF's 3D table alone, from a bot-played engine game (sceneFixture.ts). Open
 * /client/games/dwarf/dev/sceneOnly.html under `npx vite`; ?seats=1..5, ?round=N, ?seed=N, ?camera=mine.
 * `window.__dwarfDemo(events)` appends events to the log (the scene animates them).
 */
import { createRoot } from 'react-dom/client';
import type { GameEvent } from '../../../../shared/games/dwarf/index.js';
import { loadGamePackage } from '../../../platform/gamePackages.js';
import TableScene from '../../../scene/TableScene.js';
import { useUiStore } from '../../../state/uiStore.js';
import { localSeats, useGameStore } from '../state/gameStore.js';
import { sceneFixture } from './sceneFixture.js';

const params = new URLSearchParams(location.search);
const seats = Number(params.get('seats') ?? 2);
const fixture = sceneFixture(seats, Number(params.get('round') ?? 4), Number(params.get('seed') ?? 7));
await loadGamePackage('dwarf');
useGameStore.setState({
  view: fixture.view,
  role: 'player',
  mySeat: 0,
  tableId: 'fixture',
  table: { game: 'dwarf' } as never,
  seats: localSeats(fixture.view.players.slice(0, seats), 0),
  log: [],
});
const cam = params.get('camera');
if (cam) useUiStore.getState().setCamera(cam as never);
let nextId = 1;
const w = window as unknown as Record<string, unknown>;
w.__dwarfDemo = (events: GameEvent[]) =>
  useGameStore.setState((s) => ({ log: [...s.log, ...events.map((event) => ({ id: nextId++, event }))] }));
w.__dwarfFixture = fixture;
w.__game = useGameStore;
createRoot(document.getElementById('root')!).render(<TableScene />);
