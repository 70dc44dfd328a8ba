/**
 * DWARF on the platform's history pages (issue 40), real Chromium against the real server: a finished
 * 3-seat game between DWARF's bots, stored through the GameStore API in a real SQLite file, is listed
 * on the Games page with its victory in DWARF's own words (English, then Spanish), and its replay page
 * rebuilds it with DWARF's package: a marker for every round, the monsters, the artefacts and the end on
 * the timeline; the view at the start and at the end the engine's public view. Screenshots (1920x1080)
 * go to artifacts/dwarf/replay-*.png.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  activeSeat,
  applyAction,
  createGame,
  viewFor,
  type GameConfig,
  type GameEvent,
  type GameView,
} from '../shared/games/dwarf/index.js';
import { heuristicBot } from '../shared/games/dwarf/bots/heuristicBot.js';
import { botSeeds } from '../shared/games/dwarf/bots/botMove.js';
import { audienceEn } from '../client/games/dwarf/audienceWords/en.js';
import { audienceEs } from '../client/games/dwarf/audienceWords/es.js';
import { openStore } from '../server/store/openStore.js';
import { NO_BOT_COVER } from '../server/store/gameStore.js';
import { secretSeed } from '../server/tests/support/storedGames.js';
import { settle, watchPage, type PageProblems } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/browserAndServer.js';
import { atPosition } from './helpers/replayChecks.js';
import { ROOT } from './helpers/paths.js';

const SHOTS = path.join(ROOT, 'artifacts', 'dwarf');
const ID = 'dwarf61';
const t0 = Date.now() - 3_600_000;

/** Three heuristic bots from their own views, seed 61, recorded as the server stores a game. */
function recordDwarfGame() {
  const config: GameConfig = {
    players: ['Ada', 'Brokk', 'Cinder'].map((name, i) => ({ name, color: ['red', 'blue', 'green'][i]! })),
    seed: secretSeed(61),
    mountain: 'shuffled',
  };
  let state = createGame(config);
  const rngs = botSeeds(61, 3);
  const actions: { version: number; seat: number; action: unknown; at: number }[] = [];
  const events: GameEvent[][] = [];
  for (let seat = activeSeat(state); seat !== null; seat = activeSeat(state)) {
    const pick = heuristicBot(viewFor(state, seat), rngs[seat]!);
    rngs[seat] = pick.rng;
    const r = applyAction(state, seat, pick.action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    events.push(r.events);
    actions.push({ version: state.version, seat, action: pick.action, at: t0 + 10_000 + actions.length * 900 });
  }
  return { config, actions, events, start: createGame(config), final: state };
}

const game = recordDwarfGame();
const end = game.final.end!;
const N = game.actions.length;

const dataDir = mkdtempSync(path.join(tmpdir(), 'dwarf-replay-e2e-'));
const e2e = useBrowserAndServer({
  logName: 'dwarf-replay-server',
  entry: ['e2e/helpers/storedServer.ts'],
  env: { DATA_DIR: dataDir },
  before: async () => {
    const store = await openStore({ dataDir });
    await store.createTable({
      id: ID,
      name: 'Deep mine night',
      createdAt: t0,
      options: {
        game: 'dwarf',
        name: 'Deep mine night',
        seatCount: 3,
        turnSeconds: 0,
        spectatorsAllowed: true,
        isPrivate: false,
        botDelayMs: 0,
        broadcastDelaySeconds: 0,
        casterView: false,
        casterName: null,
        liveSpectators: true,
        botLevel: 'easy',
        gameOptions: { automa: 'eldhusfifl', mountain: 'shuffled' },
      },
    });
    await store.saveSeats(
      ID,
      game.config.players.map((p, seat) => ({
        seat,
        kind: seat === 0 ? 'human' : 'bot',
        name: p.name,
        color: p.color,
        seatKeyHash: null,
        ...NO_BOT_COVER,
      })),
    );
    await store.startGame(ID, { config: game.config, botSeed: 61, startedAt: t0 + 5_000 });
    const result = { winners: end.winners, victory: end.decidedBy, rounds: game.final.round };
    for (const a of game.actions) await store.appendAction(ID, a as never, a.version === N ? result : undefined);
    await store.close();
  },
  after: () => rmSync(dataDir, { recursive: true, force: true }),
});

function storeView(page: Page): Promise<GameView | null> {
  return page.evaluate(() => {
    const w = window as unknown as { __emberforge: { useGameStore: { getState(): { view: unknown } } } };
    return JSON.parse(JSON.stringify(w.__emberforge.useGameStore.getState().view)) as GameView | null;
  });
}

describe('a finished DWARF game on the history pages', () => {
  it("is listed with its victory in DWARF's words, and replayed with a timeline of its rounds, monsters and artefacts", async () => {
    const problems: PageProblems = { errors: [] };
    const context = await e2e.browser.newContext({ viewport: { width: 1920, height: 1080 }, reducedMotion: 'reduce', locale: 'en-GB' });
    const page = await context.newPage();
    watchPage(page, 'dwarf-replay', problems);
    mkdirSync(SHOTS, { recursive: true });

    // --- the Games page: the row names DWARF's victory in its own words, in English and in Spanish
    await page.goto(`${e2e.server.url}/games`);
    const row = page.getByTestId(`game-row-${ID}`);
    await row.waitFor({ timeout: 30_000 });
    const victory = row.getByTestId('game-victory');
    expect(await victory.getAttribute('data-reason')).toBe(end.decidedBy);
    expect(await victory.innerText()).toBe(audienceEn[`victoryShort.dwarf.${end.decidedBy}`]);
    expect(await row.getByTestId('game-winner').innerText()).toBe(end.winners.map((s) => game.config.players[s]!.name).join(', '));
    await page.getByTestId('lang-es').click();
    await page.waitForFunction(
      (want) => document.querySelector(`[data-testid="game-victory"][data-reason]`)?.textContent === want,
      audienceEs[`victoryShort.dwarf.${end.decidedBy}`],
      { timeout: 10_000 },
    );
    await page.screenshot({ path: path.join(SHOTS, 'replay-01-games-es.png') });
    await page.getByTestId('lang-en').click();

    // --- the replay: position 0 is the new game, the timeline marks every round, the monsters, artefacts and the end
    await page.getByTestId(`game-watch-${ID}`).click();
    await page.locator('[data-testid="replay-screen"][data-state="ready"]').waitFor({ timeout: 60_000 });
    expect(await storeView(page)).toEqual(viewFor(game.start, 'spectator'));
    // Every seat sees what a spectator sees in DWARF: no view to choose (Emberforge's replay offers hands).
    expect(await page.getByTestId('replay-view').count(), 'no view picker without hidden hands').toBe(0);
    expect(await page.getByTestId('marker-round').count(), 'a marker for every round').toBe(game.final.round);
    const flat = game.events.map((evs) => new Set(evs.map((e) => e.type)));
    const actionsWith = (type: GameEvent['type']) => flat.filter((s) => s.has(type)).length;
    expect(await page.getByTestId('marker-defence').count()).toBe(actionsWith('monsterDefeated'));
    expect(await page.getByTestId('marker-attack').count()).toBe(actionsWith('monsterAttacked'));
    expect(await page.getByTestId('marker-artefact').count()).toBe(
      game.events.filter((evs) => evs.some((e) => e.type === 'resources' && (e.change.artefacts ?? 0) > 0)).length,
    );
    expect(await page.getByTestId('marker-victory').getAttribute('data-position')).toBe(String(N));
    expect(await page.getByTestId('marker-round').nth(1).getAttribute('title')).toMatch(/^Round · /);

    // --- a round's marker takes the replay to that round's start
    const third = page.getByTestId('marker-round').nth(2);
    const p3 = Number(await third.getAttribute('data-position'));
    await third.click({ force: true });
    await atPosition(page, p3);
    expect((await storeView(page))!.round).toBe(3);
    await settle(page, 8_000); // DWARF's scene marks no shader warm-up: wait for steady frames, not the mark
    await page.screenshot({ path: path.join(SHOTS, 'replay-02-round3.png') });

    // --- the end: the engine's final public view
    await page.getByTestId('replay-scrub').focus();
    await page.keyboard.press('End');
    await atPosition(page, N);
    expect(await storeView(page)).toEqual(viewFor(game.final, 'spectator'));
    await settle(page, 8_000); // DWARF's scene marks no shader warm-up: wait for steady frames, not the mark
    await page.screenshot({ path: path.join(SHOTS, 'replay-03-end.png') });

    expect(problems.errors).toEqual([]);
    await context.close();
  }, 120_000);
});
