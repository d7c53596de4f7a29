// The tools' icons as one SVG sprite, made from Tabler's icons at build time. A page then draws
// an icon with `<svg><use href="…/tool-icons-<hash>.svg#name"/></svg>`: a few bytes of HTML per
// use, and no icon code in any script, however many tools there are.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

/** Tabler's outline icon file for `name`, or undefined when there is none. */
function outlineIconFile(name: string): string | undefined {
  try {
    return require.resolve(`@tabler/icons/outline/${name}.svg`);
  } catch {
    return undefined;
  }
}

/** The shapes inside an icon file, without the transparent 24×24 box Tabler puts first. */
function shapesOf(svg: string): string {
  const inner = svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'));
  return [...inner.matchAll(/<[a-z]+\b[^>]*\/>/g)]
    .map(([shape]) => shape.replace(/\s+/g, ' ').replace(' />', '/>'))
    .filter((shape) => !shape.includes('stroke="none"'))
    .join('');
}

/** The icon names the tools declare (`icon: 'name'` in each src/tools/<slug>/index.ts), sorted. */
export function declaredToolIcons(toolsDir: string): string[] {
  const names = new Set<string>();
  for (const entry of readdirSync(toolsDir, { withFileTypes: true })) {
    const index = join(toolsDir, entry.name, 'index.ts');
    if (!entry.isDirectory() || !existsSync(index)) continue;
    const name = /\bicon:\s*'([a-z0-9-]+)'/.exec(readFileSync(index, 'utf8'))?.[1];
    if (name) names.add(name);
  }
  return [...names].sort();
}

export const hasOutlineIcon = (name: string): boolean => outlineIconFile(name) !== undefined;

/**
 * The sprite holding `names`, one `<symbol id="name">` each. Strokes and fills are left to the
 * page (the drawing `<svg>` sets them and they inherit), so one symbol serves every size and
 * stroke width. Throws on a name Tabler does not have.
 */
export function buildSprite(names: readonly string[]): { svg: string; fileName: string } {
  const symbols = names.map((name) => {
    const file = outlineIconFile(name);
    if (!file) throw new Error(`Tabler has no outline icon named '${name}'.`);
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapesOf(readFileSync(file, 'utf8'))}</symbol>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 10);
  return { svg, fileName: `assets/tool-icons-${hash}.svg` };
}
