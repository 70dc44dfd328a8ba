/**
 * Plays one seat through the HUD the way a person does: it reads which control panel the HUD offers
 * (by data-testid), presses only enabled buttons or keys (1-4, Enter), and waits for the page to
 * change. It never sends actions itself, so every move it makes is one the HUD judged legal.
 */
import type { Page } from 'playwright-core';
import { cardById, type Material } from '../../shared/games/emberforge/index.js';

export type Panel = 'victory' | 'placement' | 'chooser' | 'ignar' | 'durgaz' | 'runarium' | 'gildar' | 'waiting' | 'none';

const PANELS: [Panel, string][] = [
  ['victory', 'victory'],
  ['placement', 'placement-controls'],
  ['chooser', 'zone-chooser'],
  ['ignar', 'ignar-composer'],
  ['durgaz', 'durgaz-composer'],
  ['runarium', 'rune-composer'],
  ['gildar', 'gildar-composer'],
  ['waiting', 'waiting'],
];

export async function currentPanel(page: Page): Promise<Panel> {
  return page.evaluate((panels) => {
    for (const [name, id] of panels) if (document.querySelector(`[data-testid="${id}"]`)) return name;
    return 'none';
  }, PANELS) as Promise<Panel>;
}

/** The text of everything that changes when the game or the local draft changes. */
export function fingerprint(page: Page): Promise<string> {
  return page.evaluate(() => {
    const q = (s: string) => (document.querySelector(s) as HTMLElement | null)?.innerText ?? '';
    const pressed = Array.from(document.querySelectorAll('.hud-bottom [aria-pressed="true"]')).map((e) => e.getAttribute('data-testid'));
    return [
      q('[data-testid="round"]'),
      q('[data-testid="turn"]'),
      q('.hud-bottom'),
      q('[data-testid="board"]'),
      q('[data-testid="victory"]'),
      pressed.join(','),
    ].join('|');
  });
}

/** The part of the page that only the server changes: round, turn, public board, seat panels. */
export function serverFingerprint(page: Page): Promise<string> {
  return page.evaluate(() => {
    const q = (s: string) =>
      Array.from(document.querySelectorAll(s))
        .map((e) => (e as HTMLElement).innerText)
        .join('|');
    return [
      q('[data-testid="round"]'),
      q('[data-testid="turn"]'),
      q('[data-testid="board"]'),
      q('[data-testid^="player-"]'),
      q('[data-testid="victory"]'),
    ].join('#');
  });
}

/** Waits until the page shows something else than `before` (or the time is up). */
export async function waitForChange(page: Page, before: string, timeoutMs = 15_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await fingerprint(page)) !== before) return true;
    await page.waitForTimeout(80);
  }
  return false;
}

async function enabled(page: Page, selector: string): Promise<boolean> {
  const el = page.locator(selector).first();
  return (await el.count()) > 0 && (await el.isEnabled());
}

/**
 * Clicks (or presses a key) and waits for the page to react; true when it clicked. A button that is
 * gone or disabled by now (the game moved on: a turn that ended by itself) is not clicked: false.
 */
async function act(page: Page, how: ({ click: string } | { key: string }) & { sends?: boolean }): Promise<boolean> {
  // An action sent to the server: wait for the server's answer to show, not just for the HUD's
  // local reaction (it drops the draft at once and would offer the pre-action options meanwhile).
  const read = how.sends ? serverFingerprint : fingerprint;
  const before = await read(page);
  if ('click' in how) {
    if (!(await enabled(page, how.click))) return false;
    // force: enabled was just checked; Playwright's own "stable" check waits for two animation
    // frames, which take seconds each while SwiftShader renders the 3D table on a busy CPU.
    try {
      await page.locator(how.click).first().click({ force: true, timeout: 60_000 });
    } catch (e) {
      if (await enabled(page, how.click)) throw e;
      return false; // it went away while we clicked
    }
  } else await page.keyboard.press(how.key);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && (await read(page)) === before) await page.waitForTimeout(80);
  return true;
}

export interface HumanLog {
  /** One line per move, e.g. "r2 placement: key 1 (ignar)". */
  moves: string[];
  /** Rounds in which the human forged (paid onto a card through Durgaz). */
  forgedInRounds: number[];
}

export interface HumanHooks {
  /** Called on every pass of the loop (cheap checks such as "has a zone overheated yet?"). */
  onTick?: () => Promise<void>;
  /** Called when it is the human's turn at a new decision point (placement or zone choice). */
  onDecision?: (panel: Panel, round: number) => Promise<void>;
  /** Called with the Durgaz composer filled in, before confirming. */
  onForging?: (round: number) => Promise<void>;
}

export function roundOf(roundText: string): number {
  const m = /(\d+)\s*\/\s*\d+/.exec(roundText);
  return m ? Number(m[1]) : 0;
}

async function currentRound(page: Page): Promise<number> {
  return roundOf(
    (await page
      .locator('[data-testid="round"]')
      .first()
      .innerText()
      .catch(() => '')) ?? '',
  );
}

/**
 * Where to put the three embers, by round (zone keys 1-4 = Ignar, Durgaz, Runarium, Gildar).
 * Round 1 stacks all three on Gildar: at a 2-player table more embers than players overheat it.
 * Round 2 gains a material at Ignar, then forges at Durgaz. Later rounds forge, then draw.
 */
export function placementPlan(round: number): string[] {
  if (round === 1) return ['4', '4', '4'];
  if (round === 2) return ['1', '2', '2'];
  return ['2', '2', '4'];
}

async function handIds(page: Page, prefix: string): Promise<string[]> {
  return page.evaluate(
    (p) => Array.from(document.querySelectorAll(`[data-testid^="${p}"]`)).map((e) => e.getAttribute('data-testid')!.slice(p.length)),
    prefix,
  );
}

/** Ignar: discard a card whose cost offers a material another hand card needs, take it. */
async function playIgnar(page: Page, log: HumanLog, round: number): Promise<void> {
  const hand = await handIds(page, 'hand-');
  let pick: { discard: string; take: Material } | null = null;
  for (const d of hand) {
    const offer = cardById(d).cost;
    for (const other of hand) {
      if (other === d) continue;
      const need = cardById(other).cost;
      const m = (Object.keys(offer) as Material[]).find((k) => (offer[k] ?? 0) > 0 && (need[k] ?? 0) > 0);
      if (m) {
        pick = { discard: d, take: m };
        break;
      }
    }
    if (pick) break;
  }
  if (!pick && hand[0]) {
    const offer = cardById(hand[0]).cost;
    pick = { discard: hand[0], take: (Object.keys(offer) as Material[]).find((k) => (offer[k] ?? 0) > 0)! };
  }
  if (pick) {
    await act(page, { click: `[data-testid="ignar-composer"] [data-testid="hand-${pick.discard}"]` });
    const take = `[data-testid="take-${pick.take}"]`;
    if (await enabled(page, take)) await act(page, { click: take });
    else {
      const any = page.locator('[data-testid^="take-"]:not([data-testid*="-less-"]):not([disabled])').first();
      if ((await any.count()) > 0) await act(page, { click: `[data-testid="${await any.getAttribute('data-testid')}"]` });
    }
  }
  if (await enabled(page, '[data-testid="confirm"]')) {
    log.moves.push(`r${round} ignar: discard ${pick?.discard}, take ${pick?.take}, Enter`);
    await act(page, { key: 'Enter', sends: true });
  } else {
    log.moves.push(`r${round} ignar: nothing legal, end turn`);
    await act(page, { click: '[data-testid="end-turn"]', sends: true });
  }
}

/** Durgaz: make every payment the composer allows (within the ember budget), then confirm. */
async function playDurgaz(page: Page, log: HumanLog, round: number, hooks: HumanHooks): Promise<void> {
  const paid: string[] = [];
  for (let i = 0; i < 6; i++) {
    const btn = page
      .locator(
        '[data-testid="durgaz-composer"] [data-testid^="pay-"]:not([data-testid^="pay-row"]):not([disabled]):not([aria-pressed="true"])',
      )
      .first();
    if ((await btn.count()) === 0) break;
    const id = (await btn.getAttribute('data-testid'))!;
    await act(page, { click: `[data-testid="${id}"]` });
    paid.push(id);
  }
  if (paid.length > 0 && (await enabled(page, '[data-testid="confirm"]'))) {
    await hooks.onForging?.(round);
    if (await act(page, { click: '[data-testid="confirm"]', sends: true })) {
      log.moves.push(`r${round} durgaz: ${paid.join(', ')}, confirm`);
      log.forgedInRounds.push(round);
    }
  } else {
    log.moves.push(`r${round} durgaz: no payment possible, end turn`);
    await act(page, { click: '[data-testid="end-turn"]', sends: true });
  }
}

/** Gildar: draw a card per ember. */
async function playGildar(page: Page, log: HumanLog, round: number): Promise<void> {
  if (await enabled(page, '[data-testid="gildar-draw"]')) {
    log.moves.push(`r${round} gildar: draw`);
    await act(page, { click: '[data-testid="gildar-draw"]', sends: true });
  } else if (await enabled(page, '[data-testid="close-zone"]')) {
    log.moves.push(`r${round} gildar: close zone`);
    await act(page, { click: '[data-testid="close-zone"]', sends: true });
  } else {
    log.moves.push(`r${round} gildar: end turn`);
    await act(page, { click: '[data-testid="end-turn"]', sends: true });
  }
}

/** Runarium: the first forged weapon or hand card whose use the HUD accepts without choices. */
async function playRunarium(page: Page, log: HumanLog, round: number): Promise<void> {
  for (const mode of ['forged', 'ephemeral']) {
    await act(page, { click: `[data-testid="rune-${mode}"]` });
    for (const id of await handIds(page, 'rune-card-')) {
      await act(page, { click: `[data-testid="rune-card-${id}"]` });
      if (await enabled(page, '[data-testid="confirm"]')) {
        log.moves.push(`r${round} runarium: ${mode} ${id}`);
        await act(page, { click: '[data-testid="confirm"]', sends: true });
        return;
      }
    }
  }
  const out = (await enabled(page, '[data-testid="close-zone"]')) ? 'close-zone' : 'end-turn';
  log.moves.push(`r${round} runarium: ${out}`);
  await act(page, { click: `[data-testid="${out}"]`, sends: true });
}

const ZONE_PREFERENCE = ['ignar', 'durgaz', 'gildar', 'runarium'];

/**
 * Plays until the victory screen shows (or the time is up). Returns the moves made.
 */
export async function playUntilVictory(page: Page, opts: { timeoutMs: number; hooks?: HumanHooks }): Promise<HumanLog> {
  const log: HumanLog = { moves: [], forgedInRounds: [] };
  const hooks = opts.hooks ?? {};
  const deadline = Date.now() + opts.timeoutMs;
  let lastDecision = '';
  while (Date.now() < deadline) {
    await hooks.onTick?.();
    const panel = await currentPanel(page);
    if (panel === 'victory') return log;
    if (panel === 'waiting' || panel === 'none') {
      await page.waitForTimeout(150);
      continue;
    }
    const round = await currentRound(page);
    if (panel === 'placement' || panel === 'chooser') {
      const fp = await fingerprint(page);
      if (fp !== lastDecision) {
        lastDecision = fp;
        await hooks.onDecision?.(panel, round);
      }
    }
    switch (panel) {
      case 'placement': {
        const left = await page.locator('[data-testid="placement-controls"] h3').innerText();
        const placed = 3 - (Number(/\d+/.exec(left)?.[0] ?? '0') || 0);
        const key = placementPlan(round)[placed];
        const zone = key ? ['ignar', 'durgaz', 'runarium', 'gildar'][Number(key) - 1]! : null;
        if (zone && (await enabled(page, `[data-testid="zone-${zone}"]`))) {
          // Round 1 by keyboard, later rounds by mouse: both paths must work.
          log.moves.push(`r${round} placement: ${round === 1 ? `key ${key}` : 'click'} (${zone})`);
          const how = round === 1 ? { key } : { click: `[data-testid="zone-${zone}"]` };
          // An ember that overheats its zone asks first (issue 41): the first press only warns.
          if ((await page.locator(`[data-testid="zone-${zone}"][data-overheats="true"]`).count()) > 0) {
            await act(page, how);
            log.moves.push(`r${round} placement: overheat warned, pressed again`);
          }
          await act(page, { ...how, sends: true });
        } else {
          log.moves.push(`r${round} placement: Enter (end placement)`);
          await act(page, { key: 'Enter', sends: true });
        }
        break;
      }
      case 'chooser': {
        let chosen: string | null = null;
        for (const z of ZONE_PREFERENCE) {
          if (await enabled(page, `[data-testid="zone-chooser"] [data-testid="zone-${z}"]`)) {
            chosen = z;
            break;
          }
        }
        if (chosen) await act(page, { click: `[data-testid="zone-chooser"] [data-testid="zone-${chosen}"]` });
        else if (!(await waitForChange(page, await fingerprint(page), 1500))) {
          // Nothing left to resolve and the turn did not end by itself: end it.
          if (await act(page, { click: '[data-testid="end-turn"]', sends: true })) log.moves.push(`r${round} activation: end turn`);
        }
        break;
      }
      case 'ignar':
        await playIgnar(page, log, round);
        break;
      case 'durgaz':
        await playDurgaz(page, log, round, hooks);
        break;
      case 'gildar':
        await playGildar(page, log, round);
        break;
      case 'runarium':
        await playRunarium(page, log, round);
        break;
    }
  }
  throw new Error(`no victory screen within ${opts.timeoutMs} ms; moves:\n${log.moves.join('\n')}`);
}
