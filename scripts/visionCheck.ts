/**
 * The colour-blindness check (`npm run check:vision`, issue 41): can every player and every material be
 * told apart with deuteranopia and protanopia (and tritanopia)?
 *  1. The palettes: each pair of player colours and of material colours, in the HUD (client/styles/
 *     base.css) and on the table (the scene's colours), simulated for each colour vision (culori's
 *     Machado 2009 filters), and their CIEDE2000 difference. A pair under 12 is hard to tell apart by
 *     colour alone: the check then needs the two to differ in shape (each player colour has its mark,
 *     each material its token's shape), and fails (exit 1) if they do not.
 *  2. Screenshots of the lobby and a table (the dev fixture: four players mid-game) at 1920x1080 and
 *     390x844 as each vision sees them (Chromium's own simulation, DevTools'
 *     Emulation.setEmulatedVisionDeficiency), into artifacts/vision/. Look at them.
 * Needs /usr/bin/chromium; builds the client if dist/ is stale.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { differenceCiede2000, filterDeficiencyDeuter, filterDeficiencyProt, filterDeficiencyTrit, parse, type Color } from 'culori';
import { PLAYER_HEX, PLAYER_MARK } from '../client/games/emberforge/scene/playerColors.js';
import { MATERIAL_COLORS } from '../client/games/emberforge/scene/cardArt.js';
import { MATERIAL_GLYPHS } from '../client/games/emberforge/scene/materialGlyphs.js';
import { ensureClientBuilt } from '../e2e/helpers/build.js';
import { launchChromium } from '../e2e/helpers/browser.js';
import { ROOT } from '../e2e/helpers/paths.js';
import { startServer } from '../e2e/helpers/server.js';

/** Under this CIEDE2000 difference two colours are hard to tell apart at a glance. */
const CLOSE = 12;
const OUT = path.join(ROOT, 'artifacts', 'vision');

type Simulate = (c: Color) => Color;
const VISIONS: Record<'normal' | 'deuteranopia' | 'protanopia' | 'tritanopia', Simulate> = {
  normal: (c: Color) => c,
  deuteranopia: filterDeficiencyDeuter(1),
  protanopia: filterDeficiencyProt(1),
  tritanopia: filterDeficiencyTrit(1),
};
type Vision = keyof typeof VISIONS;
const diff = differenceCiede2000();

/** The HUD's colours: the CSS custom properties of client/styles/base.css. */
function cssColors(names: readonly string[]): Record<string, string> {
  const css = readFileSync(path.join(ROOT, 'client', 'styles', 'base.css'), 'utf8');
  return Object.fromEntries(
    names.map((n) => {
      const m = new RegExp(`--${n}:\\s*(#[0-9a-fA-F]{3,8})`).exec(css);
      if (!m) throw new Error(`base.css has no --${n}`);
      return [n, m[1]!];
    }),
  );
}

/** The HUD's seat marks: the shape each `.swatch.<colour>::before` draws (client/styles/base.css). */
function cssMarks(names: readonly string[]): Record<string, string> {
  const css = readFileSync(path.join(ROOT, 'client', 'styles', 'base.css'), 'utf8');
  return Object.fromEntries(
    names.map((n) => {
      const m = new RegExp(`\\.swatch\\.${n}::before[^{]*\\{\\s*content:\\s*'([^']+)'`).exec(css);
      if (!m) throw new Error(`base.css gives .swatch.${n} no mark`);
      return [n, m[1]!];
    }),
  );
}

interface Palette {
  name: string;
  colors: Record<string, string>;
  shapes: Record<string, string>;
}

/** The close pairs of a palette in one vision, with their difference; those that share a shape are failures. */
function closePairs(p: Palette, vision: Vision): { a: string; b: string; d: number; sameShape: boolean }[] {
  const keys = Object.keys(p.colors);
  const simulate: Simulate = VISIONS[vision];
  const seen = new Map<string, Color>(keys.map((k) => [k, simulate(parse(p.colors[k]!)!)]));
  const pairs = [];
  for (let i = 0; i < keys.length; i++)
    for (let j = i + 1; j < keys.length; j++) {
      const a = keys[i]!;
      const b = keys[j]!;
      const d = diff(seen.get(a)!, seen.get(b)!);
      if (d < CLOSE) pairs.push({ a, b, d, sameShape: p.shapes[a] === p.shapes[b] });
    }
  return pairs;
}

function palettes(): Palette[] {
  const players = Object.keys(PLAYER_HEX);
  const materials = Object.keys(MATERIAL_COLORS);
  return [
    { name: 'players, HUD', colors: cssColors(players), shapes: cssMarks(players) },
    { name: 'players, table', colors: PLAYER_HEX, shapes: PLAYER_MARK },
    { name: 'materials, HUD', colors: cssColors(materials), shapes: MATERIAL_GLYPHS },
    { name: 'materials, table', colors: MATERIAL_COLORS, shapes: MATERIAL_GLYPHS },
  ];
}

function paletteReport(): number {
  let failures = 0;
  for (const p of palettes()) {
    console.log(
      `\n${p.name}: ${Object.entries(p.colors)
        .map(([k, c]) => `${k} ${c} ${p.shapes[k]}`)
        .join(', ')}`,
    );
    for (const vision of Object.keys(VISIONS) as Vision[]) {
      const close = closePairs(p, vision);
      const words = close.map(
        (c) => `${c.a}/${c.b} ${c.d.toFixed(1)}${c.sameShape ? ' SAME SHAPE' : ` (${p.shapes[c.a]} vs ${p.shapes[c.b]})`}`,
      );
      failures += close.filter((c) => c.sameShape).length;
      console.log(`  ${vision.padEnd(13)} ${close.length ? `close by colour: ${words.join('; ')}` : 'every pair apart by colour alone'}`);
    }
  }
  return failures;
}

async function screenshots(): Promise<void> {
  ensureClientBuilt();
  mkdirSync(OUT, { recursive: true });
  const server = await startServer({ logName: 'vision-server' });
  const browser = await launchChromium();
  try {
    const pages = [
      { name: 'lobby', url: '/', ready: 'create-form' },
      { name: 'table', url: '/?fixture=1', ready: 'hud' },
    ];
    const sizes = [
      { width: 1920, height: 1080 },
      { width: 390, height: 844 },
    ];
    for (const size of sizes)
      for (const target of pages) {
        const context = await browser.newContext({ viewport: size, reducedMotion: 'reduce', locale: 'en-GB' });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await page.goto(`${server.url}${target.url}`);
        await page.getByTestId(target.ready).waitFor({ timeout: 60_000 });
        // The table's first frame drawn (the HUD shows from then on), or the lobby's list loaded.
        await page.waitForFunction(() => document.fonts.ready.then(() => true));
        if (target.name === 'table') await page.locator('canvas').first().waitFor({ timeout: 60_000 });
        for (const vision of ['none', 'deuteranopia', 'protanopia'] as const) {
          await cdp.send('Emulation.setEmulatedVisionDeficiency', { type: vision });
          const file = path.join(OUT, `${target.name}-${size.width}x${size.height}-${vision}.png`);
          await page.screenshot({ path: file });
          console.log(`wrote ${path.relative(ROOT, file)}`);
        }
        await context.close();
      }
  } finally {
    await browser.close();
    await server.stop();
  }
}

const failures = paletteReport();
console.log(
  failures
    ? `\n${failures} pair(s) close by colour AND of the same shape: they cannot be told apart.`
    : `\nEvery pair close by colour differs in shape: every player and material can be told apart in each vision.`,
);
if (!process.argv.includes('--no-screenshots')) await screenshots();
process.exitCode = failures ? 1 : 0;
