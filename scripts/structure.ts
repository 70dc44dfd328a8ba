/**
 * npm run structure [-- --root DIR] [-- --list]: the platform/game structure of a checkout as figures
 * (issue 39). Every product file (tests, e2e and scripts left out) belongs to one part: the platform's
 * shared code, server or client shell, or a game's shared, server or client folder. It prints how many
 * files each part has, the imports between parts, and the platform files that import a game's internals
 * (imports that run back up: games build on the platform, never the other way), registries apart.
 * Run it on an older checkout (--root) to compare before and after a restructuring.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { root: { type: 'string', default: '.' }, list: { type: 'boolean', default: false } } });
const root = values.root ?? '.';

/** The registries: the one place each side maps a game id to its module or package. */
const REGISTRIES = new Set([
  'shared/platform/registry.ts',
  'server/games/registry.ts',
  'client/platform/gamePackages.ts',
  'client/platform/gameWires.ts',
]);

/** Which part a file is in; null: not product code. Folders before issue 39 (shared/engine...) count as the game's. */
export function partOf(file: string): string | null {
  if (/\.test\.tsx?$/.test(file) || file.startsWith('server/tests/') || file.endsWith('.d.ts')) return null;
  const game = /^(shared|server|client)\/games\/([^/]+)\//.exec(file);
  if (game) return `${game[1]} game ${game[2]}`;
  if (/^shared\/(engine|cards|bots|sim)\//.test(file) || file === 'shared/index.ts') return 'shared game emberforge';
  for (const side of ['shared', 'server', 'client']) if (file.startsWith(`${side}/`)) return `${side} platform`;
  return null;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(join(root, dir))) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const rel = dir ? `${dir}/${name}` : name;
    if (statSync(join(root, rel)).isDirectory()) walk(rel, out);
    else if (/\.tsx?$/.test(name)) out.push(rel);
  }
  return out;
}

const IMPORT = /(?:from\s*|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function resolveImport(from: string, spec: string, files: Set<string>): string | null {
  const base = normalize(join(dirname(from), spec)).replace(/\\/g, '/');
  const stem = base.replace(/\.js$/, '');
  for (const c of [base, `${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`]) if (files.has(c)) return c;
  return null;
}

const files = ['shared', 'server', 'client'].flatMap((d) => walk(d));
const fileSet = new Set(files);
const counts = new Map<string, number>();
const edges = new Map<string, number>();
const backUp: { file: string; target: string }[] = [];
for (const file of files) {
  const from = partOf(file);
  if (!from) continue;
  counts.set(from, (counts.get(from) ?? 0) + 1);
  const text = readFileSync(join(root, file), 'utf8');
  for (const m of text.matchAll(IMPORT)) {
    const target = resolveImport(file, m[1]!, fileSet);
    const to = target && partOf(target);
    if (!target || !to || to === from) continue;
    edges.set(`${from} -> ${to}`, (edges.get(`${from} -> ${to}`) ?? 0) + 1);
    if (from.endsWith('platform') && to.includes(' game ') && !REGISTRIES.has(file)) backUp.push({ file, target });
  }
}

console.log(`structure of ${relative(process.cwd(), root) || '.'} (product files; tests, e2e and scripts left out)\n`);
console.log('files per part:');
for (const [part, n] of [...counts].sort()) console.log(`  ${part.padEnd(28)} ${n}`);
console.log('\nimports between parts (import statements):');
for (const [edge, n] of [...edges].sort()) console.log(`  ${edge.padEnd(56)} ${n}`);
const backFiles = [...new Set(backUp.map((b) => b.file))];
console.log(`\nplatform files importing a game's internals (registries apart): ${backFiles.length} files, ${backUp.length} imports`);
for (const side of ['shared', 'server', 'client']) {
  const n = backFiles.filter((f) => f.startsWith(`${side}/`)).length;
  console.log(`  ${side.padEnd(8)} ${n} of ${counts.get(`${side} platform`) ?? 0} platform files`);
}
if (values.list) for (const f of backFiles) console.log(`    ${f}`);
