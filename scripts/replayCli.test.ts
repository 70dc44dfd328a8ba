import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Action, GameConfig, Seat } from '../shared/games/emberforge/index.js';
import { BOTS, gameSeed, playGame, simulate } from '../shared/games/emberforge/sim/simulate.js';
import { dwarf } from '../shared/games/dwarf/module.js';
import type { GameConfig as DwarfConfig } from '../shared/games/dwarf/index.js';
import { replayReport } from './replayCli.js';
import { sha256Hasher } from './stateDigest.js';

/** The first game `npm run simulate -- --games 1 --players 3 --seed 7 --bots heuristic` plays, with its log. */
function simulatedGame() {
  const log: { seat: Seat; action: Action; at: number }[] = [];
  const seed = gameSeed(7, 0);
  const { state } = playGame(seed, [BOTS.heuristic, BOTS.heuristic, BOTS.heuristic], undefined, undefined, (seat, action) =>
    log.push({ seat, action, at: 1_700_000_000_000 + log.length }),
  );
  const config: GameConfig = { players: state.players.map((p) => ({ name: p.name, color: p.color })), seed };
  return { config, log, state };
}

describe('npm run replay', () => {
  const game = simulatedGame();
  const simDigest = simulate({ games: 1, players: 3, seed: 7, bots: 'heuristic', createHasher: sha256Hasher }).digest;

  it("prints the simulator's digest of the same game, its winner and its victory", () => {
    const r = replayReport(JSON.stringify({ config: game.config, log: game.log }), 'game.json');
    expect(r.code).toBe(0);
    expect(r.out).toContain(`digest           ${simDigest}`);
    const w = game.state.winner!;
    const first = game.state.players[w.seats[0]!]!;
    expect(r.out).toContain(`winner           ${first.name} (seat ${w.seats[0]}, ${first.color})`);
    expect(r.out).toContain(`victory          ${w.reason}`);
    expect(r.out).toContain('game             Dwarf Emberforge (emberforge)');
    expect(r.out).toContain(`actions          ${game.log.length}`);
  });

  it('names the first action that does not apply, with the seat, its type and the engine message', () => {
    const k = game.log.findIndex((e, i) => i > 10 && e.action.type === 'placeEmber');
    const log = game.log.map((e) => ({ ...e }));
    // The same action played by the wrong seat: the engine refuses it.
    const wrong = (log[k]!.seat + 1) % 3;
    log[k] = { ...log[k]!, seat: wrong };
    const r = replayReport(JSON.stringify({ config: game.config, log }), 'bad.json');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(new RegExp(`^replay: bad\\.json: action ${k} \\(seat ${wrong}, placeEmber\\) does not apply: .*turn`, 'i'));
  });

  it('refuses a file that is not a replay, naming the field', () => {
    expect(replayReport('{ nope', 'x.json').out).toMatch(/^replay: x\.json is not JSON/);
    const noLog = replayReport(JSON.stringify({ config: game.config }), 'x.json');
    expect(noLog).toMatchObject({ code: 1 });
    expect(noLog.out).toMatch(/not a replay file: log/);
    const badAction = replayReport(JSON.stringify({ config: game.config, log: [{ seat: 0, action: { type: 'fly' } }] }), 'x.json');
    expect(badAction.out).toMatch(/not a replay file: log\.0\.action\.type/);
  });

  it('runs as a command: exit 0 with the digest, exit 1 with the message on stderr', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'replay-'));
    const good = path.join(dir, 'good.json');
    const bad = path.join(dir, 'bad.json');
    writeFileSync(good, JSON.stringify({ config: game.config, log: game.log, result: { winners: [0] } }));
    writeFileSync(bad, JSON.stringify({ config: game.config, log: [...game.log, game.log[0]] }));
    const run = (file: string) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/replayCli.ts', file]).then(
        (r) => ({ code: 0, ...r }),
        (e: { code: number; stdout: string; stderr: string }) => e,
      );
    const ok = await run(good);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain(simDigest);
    const ko = await run(bad);
    expect(ko.code).toBe(1);
    expect(ko.stderr).toContain(`action ${game.log.length} (seat ${game.log[0]!.seat}, ${game.log[0]!.action.type}) does not apply`);
  }, 30_000);
});

/** A DWARF game between its bots (the module's botMove, each seat seeded by botSeeds), with its log. */
function dwarfGame(players: number, seed: number, automa?: 'andvettr') {
  const config: DwarfConfig = {
    players: ['Ada', 'Brokk', 'Cinder', 'Durin']
      .slice(0, players)
      .map((name, i) => ({ name, color: ['red', 'blue', 'green', 'yellow'][i]! })),
    seed,
    ...(automa ? { automa } : {}),
  };
  let state = dwarf.create(config);
  const rngs = dwarf.botSeeds(seed, players);
  const log: { seat: number; action: unknown; at: number }[] = [];
  for (let seat = dwarf.activeSeats(state)[0]; seat !== undefined; seat = dwarf.activeSeats(state)[0]) {
    const move = dwarf.botMove(state, seat, rngs[seat]!)!;
    rngs[seat] = move.rng;
    state = move.state;
    log.push({ seat, action: move.action, at: log.length });
  }
  return { config, log, state };
}

describe('npm run replay on a DWARF game', () => {
  it("replays it with DWARF's module, named by the file's game: the digest of its final state, its winner, its reason", () => {
    const game = dwarfGame(3, 11);
    const r = replayReport(JSON.stringify({ game: 'dwarf', config: game.config, log: game.log }), 'dwarf.json');
    expect(r.code).toBe(0);
    expect(r.out).toContain('game             DWARF (dwarf)');
    expect(r.out).toContain(`digest           ${sha256Of(dwarf.canonical(game.state))}`);
    expect(r.out).toContain(`rounds           ${game.state.round}`);
    const w = game.state.end!.winners[0]!;
    expect(r.out).toContain(`winner           ${game.config.players[w]!.name} (seat ${w}, ${game.config.players[w]!.color})`);
    expect(r.out).toContain(`victory          ${game.state.end!.decidedBy}`);
  });

  it('says when the solo automa won, and names the first action of a DWARF log that does not apply', () => {
    // The first seed on which Andvéttr wins (the card set is data that balancing may change).
    const solo = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((seed) => dwarfGame(1, seed, 'andvettr')).find((g) => g.state.end!.automaWins)!;
    expect(solo, 'Andvéttr wins one of ten solo games').toBeDefined();
    const r = replayReport(JSON.stringify({ game: 'dwarf', config: solo.config, log: solo.log }), 'solo.json');
    expect(r.out).toContain("winner           no seat: the game's own player won (andvettrMedals)");
    const game = dwarfGame(3, 11);
    const log = game.log.map((e) => ({ ...e }));
    log[5] = { ...log[5]!, seat: (log[5]!.seat + 1) % 3 };
    const bad = replayReport(JSON.stringify({ game: 'dwarf', config: game.config, log }), 'bad.json');
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(new RegExp(`^replay: bad\\.json: action 5 \\(seat ${log[5]!.seat}, \\w+\\) does not apply: `));
    // Without its game the file is Emberforge's, whose config schema refuses DWARF's.
    expect(replayReport(JSON.stringify({ config: game.config, log: game.log }), 'x.json').code).toBe(1);
    expect(replayReport(JSON.stringify({ game: 'chess', config: game.config, log: game.log }), 'x.json').out).toMatch(
      /not a replay file: game: /,
    );
  });
});

function sha256Of(text: string): string {
  const h = sha256Hasher();
  h.update(text);
  return h.digest();
}
