/**
 * Issue 9 in real Chromium against the real server. A newcomer at 1920x1080 goes from the lobby to a
 * finished game against a bot (round limit 2) using what the UI explains: the "How to win?" rules panel
 * and the hint strip, which at every decision points at the control the player then uses. A phone
 * (390x844, then turned to 844x390) spectates the same game. On both pages the standings strip is
 * recorded at every render and must equal the engine's standings of the view of the same version. On
 * the phone every enabled control is inside the viewport and not covered, and no panel covers more
 * than a third of the table; on a tablet (768x1024) the player's and the spectator's every control is
 * reachable, and the player's on the smallest phones (360x640, 667x375) and a short screen (1024x600). The end screen speaks from each side ("Victory!" only to a winner).
 * Screenshots of both languages at the three sizes go to artifacts/ux/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settle, watchPage, type PageProblems } from './helpers/browser.js';
import { useBrowserAndServer } from './helpers/browserAndServer.js';
import { playUntilVictory } from './helpers/humanPlayer.js';
import { panelCoverage, recordStandings, standingsMismatches, unreachableControls, uxShot } from './helpers/uxChecks.js';

const PHONE = { width: 390, height: 844 };
const PHONE_LANDSCAPE = { width: 844, height: 390 };
/** A tablet upright: the wide layout at its narrowest common size, where a player plays. */
const TABLET = { width: 768, height: 1024 };
/** The smallest phones still sold, upright and turned. */
const SMALL_PHONE = { width: 360, height: 640 };
const SMALL_PHONE_LANDSCAPE = { width: 667, height: 375 };
/** A small laptop or a tablet held sideways with its toolbars: too short for the side columns. */
const SHORT_SCREEN = { width: 1024, height: 600 };

const e2e = useBrowserAndServer({ logName: 'ux-server', teardownTimeoutMs: 90_000 });

async function setLang(page: Page, lang: 'en' | 'es'): Promise<void> {
  // A dispatched click: the switch sits under an open dialog's backdrop at times (rules, the end),
  // and on a phone in the top bar's closed menu.
  await page.getByTestId(`lang-${lang}`).first().dispatchEvent('click');
  await page.locator(`[data-testid="lang-${lang}"][aria-pressed="true"]`).first().waitFor({ state: 'attached' });
}

/** The phone checks at the current size: controls reachable, panels small, with each sheet tab open. */
async function checkPhone(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  const check = async (state: string) => {
    for (const c of await unreachableControls(page)) problems.push(`${label} ${state}: ${c}`);
    for (const p of await panelCoverage(page))
      if (p.share > 1 / 3) problems.push(`${label} ${state}: ${p.name} covers ${(p.share * 100).toFixed(0)}% of the table`);
  };
  await check('sheet closed');
  for (const tab of ['players', 'board', 'log']) {
    await page.getByTestId(`sheet-${tab}`).click({ force: true });
    await page.locator(`[data-testid="bottom-sheet"][data-open="${tab}"]`).waitFor();
    await check(`sheet ${tab}`);
  }
  await page.getByTestId('sheet-close').click({ force: true });
  return problems;
}

describe('a table anyone can follow (issue 9)', () => {
  it('a newcomer wins or loses a game from the lobby with the rules and hints; a phone spectator follows it', async () => {
    const problems: PageProblems = { errors: [] };
    const t0 = Date.now();
    const step = (what: string) => console.log(`e2e ux: ${((Date.now() - t0) / 1000).toFixed(0)} s ${what}`);
    // SwiftShader draws on the CPU: the player's page runs the HUD alone (?noscene=1, kept for the
    // session) and the phone draws the 3D table; the 1920x1080 table shots come from the spectator.
    const player = await e2e.browser.newContext({ viewport: { width: 1920, height: 1080 }, reducedMotion: 'reduce' });
    const phone = await e2e.browser.newContext({ viewport: PHONE, reducedMotion: 'reduce', hasTouch: true });
    await recordStandings(player);
    await recordStandings(phone);
    const me = await player.newPage();
    const spec = await phone.newPage();
    watchPage(me, 'player', problems);
    watchPage(spec, 'phone', problems);
    const base = e2e.server.url;

    // --- lobby: a 2-seat table with a short round limit
    await me.goto(`${base}/?noscene=1`);
    await me.getByTestId('lobby-create').waitFor();
    await me.getByTestId('seat-name').fill('Newcomer');
    await me.getByTestId('create-seats-2').click();
    await me.getByTestId('create-rounds').fill('2');
    await me.getByTestId('lobby-create').click();
    await me.getByTestId('waiting-room').waitFor({ timeout: 20_000 });
    await me.waitForURL(/\/table\/[^/]+$/);
    const tableId = decodeURIComponent(new URL(me.url()).pathname.split('/').pop()!);

    // --- the lobby fits a 390 px phone: nothing wider than the screen, every control reachable
    await spec.goto(base);
    await spec.getByTestId('lobby-refresh').click();
    await spec.getByTestId(`spectate-${tableId}`).waitFor({ timeout: 20_000 });
    const lobbyFit = await spec.evaluate(() => {
      const lobby = document.querySelector('.lobby')!;
      const wide = Array.from(document.querySelectorAll<HTMLElement>('.lobby button, .lobby input'))
        .filter((el) => el.getBoundingClientRect().width > 0)
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 || el.getBoundingClientRect().left < -0.5)
        .map((el) => el.getAttribute('data-testid') ?? el.textContent);
      return { overflow: lobby.scrollWidth - lobby.clientWidth, wide };
    });
    expect(lobbyFit, 'the lobby at 390 px').toEqual({ overflow: 0, wide: [] });
    await spec.getByTestId(`spectate-${tableId}`).scrollIntoViewIfNeeded();
    await uxShot(spec, 'lobby-390x844-en');
    await spec.getByTestId(`spectate-${tableId}`).click();

    await me.getByTestId('add-bots').click();
    await me.locator('[data-testid="start-game"]:not([disabled])').waitFor({ timeout: 10_000 });
    await me.getByTestId('start-game').click();
    await me.getByTestId('hud').waitFor({ timeout: 30_000 });
    await spec.locator('[data-testid="hud"][data-role="spectator"][data-layout="compact"]').waitFor({ timeout: 30_000 });

    step('game started');
    // --- how to win, one glance away: the hint strip's "How to win?" opens the rules (EN and ES)
    await me.getByTestId('hint-strip').waitFor();
    await me.getByTestId('hint-rules').click({ force: true });
    const rules = me.getByTestId('rules-panel');
    await rules.waitFor();
    expect(await rules.innerText()).toMatch(/Forge Mastery[\s\S]*5[\s\S]*Guild Prestige[\s\S]*3[\s\S]*Overheat[\s\S]*Cooldown/);
    await uxShot(me, 'rules-1920x1080-en');
    await setLang(me, 'es');
    expect(await rules.innerText()).toMatch(/Maestría de Forja[\s\S]*Prestigio del Gremio[\s\S]*Sobrecalentamiento[\s\S]*Enfriamiento/);
    await uxShot(me, 'rules-1920x1080-es');
    await setLang(me, 'en');
    // Escape closes the rules, and the game's Escape (cancel the draft) does not also act on it.
    await me.keyboard.press('Escape');
    await rules.waitFor({ state: 'detached' });
    await me.getByTestId('hint-rules').click({ force: true });
    await me.getByTestId('rules-close').click({ force: true });
    await rules.waitFor({ state: 'detached' });

    step('rules looked at');
    // --- play through the HUD, following the hint strip
    const hintProblems: string[] = [];
    let decisions = 0;
    let phoneChecked = false;
    const phoneProblems: string[] = [];
    const tabletProblems: string[] = [];
    await playUntilVictory(me, {
      timeoutMs: 240_000,
      hooks: {
        onDecision: async (panel, round) => {
          decisions++;
          const target = await me.getByTestId('hint-strip').getAttribute('data-target');
          const text = await me.getByTestId('hint-text').innerText();
          const expected = panel === 'placement' ? /placement-controls|end-placement/ : /zone-chooser|end-turn/;
          if (!target || !expected.test(target) || text.length < 20) hintProblems.push(`${round} ${panel}: hint "${text}" -> ${target}`);
          else if ((await me.locator(`[data-testid="${target}"]`).count()) === 0)
            hintProblems.push(`${round} ${panel}: ${target} not on the page`);
          if (panel === 'chooser' && !phoneChecked) {
            phoneChecked = true;
            step('mid-game checks');
            await spec.waitForFunction(() => document.querySelector('canvas') !== null, undefined, { timeout: 180_000, polling: 250 });
            // Screenshots: EN here, ES at the end (each SwiftShader frame is slow on a busy machine).
            await spec.setViewportSize({ width: 1920, height: 1080 });
            await spec.locator('[data-testid="hud"][data-layout="wide"]').waitFor();
            await settle(spec);
            await uxShot(spec, 'game-1920x1080-en');
            // The phone, upright then turned: reachable controls, small panels.
            await spec.setViewportSize(PHONE);
            await spec.locator('[data-testid="hud"][data-layout="compact"]').waitFor();
            phoneProblems.push(...(await checkPhone(spec, '390x844')));
            await spec.getByTestId('sheet-board').click({ force: true });
            await spec.getByTestId('zone-tip-durgaz').click({ force: true });
            expect(await spec.getByTestId('zone-tip-text-durgaz').isVisible(), 'a tap shows the zone tooltip').toBe(true);
            await settle(spec);
            await uxShot(spec, 'game-390x844-en-board-tip');
            await spec.getByTestId('sheet-close').click({ force: true });
            await spec.setViewportSize(PHONE_LANDSCAPE);
            await spec.locator('[data-testid="hud"][data-layout="compact"]').waitFor();
            phoneProblems.push(...(await checkPhone(spec, '844x390')));
            await setLang(spec, 'es');
            await settle(spec);
            await uxShot(spec, 'game-844x390-es');
            await setLang(spec, 'en');
            // A tablet upright (the player in the middle of a decision, and the spectator), and the
            // player on the smallest phones, upright and turned, and on a short screen: every control
            // reachable (the top bar's buttons used to run off its right edge at 768 px, 667x375 and
            // 360 px; at 1024x600 the side columns ran under the action panel).
            for (const [page, who, size, layout] of [
              [me, 'player', SMALL_PHONE, 'compact'],
              [me, 'player', SMALL_PHONE_LANDSCAPE, 'compact'],
              [me, 'player', TABLET, 'wide'],
              [me, 'player', SHORT_SCREEN, 'compact'],
              [spec, 'spectator', TABLET, 'wide'],
            ] as const) {
              await page.setViewportSize(size);
              await page.locator(`[data-testid="hud"][data-layout="${layout}"]`).waitFor();
              for (const c of await unreachableControls(page)) tabletProblems.push(`${size.width}x${size.height} ${who}: ${c}`);
            }
            await settle(me);
            await uxShot(me, 'game-768x1024-en-player');
            await me.setViewportSize({ width: 1920, height: 1080 });
            await me.locator('[data-testid="hud"][data-layout="wide"]').waitFor();
            await spec.setViewportSize(PHONE);
          }
        },
      },
    });
    expect(decisions).toBeGreaterThanOrEqual(4);
    expect(hintProblems, 'the hint strip points at the control to use').toEqual([]);
    expect(phoneChecked).toBe(true);
    expect(phoneProblems, 'phone spectator: reachable controls, panels at most a third of the table').toEqual([]);
    expect(tabletProblems, 'tablet player and spectator, small phone player: reachable controls').toEqual([]);

    step('game over');
    // --- the end, from each side
    await spec.getByTestId('victory').waitFor({ timeout: 30_000 });
    const winner = await me.getByTestId('victory-winner').innerText();
    expect(await spec.getByTestId('victory-winner').innerText()).toBe(winner);
    const iWon = /Newcomer/.test(winner);
    expect(await me.getByTestId('victory-title').innerText()).toBe(iWon ? 'Victory!' : 'Defeat');
    expect(await spec.getByTestId('victory-title').innerText()).toBe('Game over');
    expect(await me.locator('[data-testid^="final-"][data-place]').count()).toBe(2);
    if (/Round limit/.test(await me.getByTestId('victory-reason').innerText()))
      expect(await me.getByTestId('victory-tiebreak').innerText()).toMatch(/tie-break: .+/);
    // Issue 41: the end names no new Forgemaster after the winner (the last round's end says the limit
    // is reached), and a winner is not hailed with the Forgemaster's word, in either language.
    const endWords = async () => ({
      log: (await me.locator('[data-testid="log-group"]').last().locator('li').allInnerTexts()).join(' | '),
      cheer: iWon ? await me.getByTestId('victory-cheer').innerText() : '',
    });
    const en = await endWords();
    expect(en.log).toMatch(/won the game\.$/);
    expect(en.log + en.cheer).not.toMatch(/forge ?master/i);
    await uxShot(me, 'victory-1920x1080-en');
    await setLang(me, 'es');
    const es = await endWords();
    expect(es.log).toMatch(/ganó la partida\.$/);
    expect(es.log + es.cheer).not.toMatch(/forjador/i);
    await uxShot(me, 'victory-1920x1080-es');
    await setLang(me, 'en');
    for (const [size, name, lang] of [
      [PHONE, '390x844', 'es'],
      [PHONE_LANDSCAPE, '844x390', 'en'],
      [{ width: 1920, height: 1080 }, '1920x1080-spectator', 'es'],
    ] as const) {
      await spec.setViewportSize(size);
      await spec.locator(`[data-testid="hud"][data-layout="${size.width > 1000 ? 'wide' : 'compact'}"]`).waitFor();
      const fits = await spec.getByTestId('victory').evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.top >= 0 && r.left >= 0 && r.right <= window.innerWidth && r.bottom <= window.innerHeight;
      });
      expect(fits, `the end dialog fits ${name}`).toBe(true);
      for (const id of ['victory-close', 'victory-lobby']) {
        const reachable = await spec.getByTestId(id).evaluate((el) => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return r.bottom <= window.innerHeight && (hit === el || el.contains(hit));
        });
        expect(reachable, `${id} reachable at ${name}`).toBe(true);
      }
      await setLang(spec, lang);
      await settle(spec);
      const standingsFit = await spec.getByTestId('final-standings').evaluate((el) => {
        const table = el.getBoundingClientRect();
        const dialog = el.closest('[data-testid="victory"]')!.getBoundingClientRect();
        return table.left >= dialog.left && table.right <= dialog.right;
      });
      expect(standingsFit, `the final standings fit the end dialog at ${name} (${lang})`).toBe(true);
      await uxShot(spec, `victory-${name}-${lang}`);
    }
    step('end screens looked at');

    // --- the standings strip equalled the engine's standings at every render, on both pages
    for (const [name, page] of [
      ['player', me],
      ['phone', spec],
    ] as const) {
      const r = await standingsMismatches(page);
      console.log(`e2e ux: ${name}: ${r.checked} strip renders over ${r.versions} versions checked against the engine`);
      expect(r.mismatches, `${name} standings`).toEqual([]);
      expect(r.versions, `${name}: strip renders of distinct versions`).toBeGreaterThan(10);
    }
    expect(problems.errors, problems.errors.join('\n')).toEqual([]);
    await player.close();
    await phone.close();
  }, 600_000);
});
