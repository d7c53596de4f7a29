import { message, type Message } from '../../lib/operation/message';

/** The longest text the page draws (Mermaid's own default is 50,000 characters). */
export const maxDiagramChars = 100_000;
/** The most links a diagram may have (Mermaid's own default is 500). */
export const maxDiagramEdges = 2000;
/** Past this, the preview waits for the "Render" button, so typing stays smooth. */
export const liveRenderMaxChars = 20_000;

export const mermaidThemes = ['default', 'dark', 'neutral', 'forest'] as const;
export type MermaidTheme = (typeof mermaidThemes)[number];

const isTheme = (value: unknown): value is MermaidTheme => (mermaidThemes as readonly unknown[]).includes(value);

/**
 * The catalogue key naming each diagram type, by the `diagramType` that `mermaid.parse` gives; any
 * other type is shown as its id.
 */
const typeKeys: Readonly<Record<string, string>> = {
  'flowchart-v2': 'types.flowchart',
  sequence: 'types.sequence',
  classDiagram: 'types.class',
  stateDiagram: 'types.state',
  er: 'types.er',
  gantt: 'types.gantt',
  pie: 'types.pie',
  journey: 'types.journey',
  gitGraph: 'types.gitGraph',
  mindmap: 'types.mindmap',
  timeline: 'types.timeline',
  quadrantChart: 'types.quadrant',
  xychart: 'types.xy',
  sankey: 'types.sankey',
  requirement: 'types.requirement',
  c4: 'types.c4',
  block: 'types.block',
  packet: 'types.packet',
  architecture: 'types.architecture',
  kanban: 'types.kanban',
  radar: 'types.radar',
  treemap: 'types.treemap',
};

/** The catalogue key of a diagram type's name, or undefined for a type shown as its id. */
export const diagramTypeKey = (diagramType: string): string | undefined =>
  Object.hasOwn(typeKeys, diagramType) ? typeKeys[diagramType] : undefined;

/**
 * The line a Mermaid error names first (`Parse error on line N`, `Lexer error on line N`), within
 * the text's `lineCount` lines: Mermaid counts one line more for an error at the very end. None
 * for `line ?` or a message naming no line.
 */
export function errorLine(errorMessage: string, lineCount: number): number | undefined {
  const found = /\b(?:Parse|Lexer) error on line (\d+)/.exec(errorMessage);
  if (!found) return undefined;
  return Math.max(1, Math.min(Number(found[1]), lineCount));
}

/** How many lines the text has (an empty text has one). */
export function lineCount(text: string): number {
  let count = 1;
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) count++;
  return count;
}

/** No diagram type: the types it names are code, the same in every language. */
export const noType = message('errors.noType', {
  flowchart: 'flowchart TD',
  sequence: 'sequenceDiagram',
  class: 'classDiagram',
});

const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : String(error);

/**
 * What Mermaid's error says, as a message: our own words for a text of no diagram type and for the
 * limits, else Mermaid's message word for word.
 */
export function mermaidFailure(error: unknown): Message {
  const text = errorText(error);
  const name = error instanceof Error ? error.name : '';
  if (name === 'UnknownDiagramError' || text.startsWith('No diagram type detected')) return noType;
  if (text.startsWith('Edge limit exceeded')) return message('errors.tooManyEdges');
  if (text.startsWith('Maximum text size in diagram exceeded')) return message('errors.tooLong');
  return message('errors.mermaid', { detail: text });
}

/** The error of a text over the page's limit, checked before Mermaid sees it. */
export const tooLong = (text: string): Message | undefined =>
  text.length > maxDiagramChars ? message('errors.tooLong') : undefined;

// An image address in the `img:` key of a node's shape data (`A@{ img: "https://…", … }`), quoted or
// not: absolute (`https:`, `http:`) or relative to the protocol (`//host/…`).
const remoteImageInShapeData = /(\bimg\s*:\s*)(["']?)\s*(?:https?:)?\/\/[^\s"',}]*\2/gi;

// A node's shape data: `@{ … }`, on one line or several.
const shapeData = /@\{[^}]*\}/g;

/**
 * The text with the addresses of images from other sites taken out of shape data (`img: "https://…"`
 * becomes `img: ""`): Mermaid would fetch them while drawing. `removed` says whether any was.
 */
export function withoutRemoteImages(text: string): { text: string; removed: boolean } {
  let removed = false;
  const cleaned = text.replace(shapeData, (data) =>
    data.replace(remoteImageInShapeData, (_match, key: string, quote: string) => {
      removed = true;
      return `${key}${quote || '"'}${quote || '"'}`;
    }),
  );
  return { text: cleaned, removed };
}

// In CSS: an address of another site where a `url(…)`, `image-set(…)` or `@import` takes one.
const remoteCssAddress = /(url\(\s*|image-set\(\s*|,\s*|@import\s+)(["']?)\s*(?:https?:)?\/\/[^"')\s;]*\2/gi;
const cssImport = /@import\b[^;]*;?/gi;
// A start tag of the HTML serialisation Mermaid gives (attribute values double-quoted, `"` escaped).
const startTag = /<([a-zA-Z][\w:.-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*(\/?)>/g;
const linkAttribute = /(\s)((?:xlink:)?href|src)="([^"]*)"/gi;
const styleAttribute = /(\sstyle=")([^"]*)(")/gi;
const styleElement = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/gi;

/** `css` without addresses of other sites and without imports; `removed` says whether it held any. */
function withoutRemoteCss(css: string): { css: string; removed: boolean } {
  let removed = false;
  const cleaned = css
    .replace(cssImport, () => {
      removed = true;
      return '';
    })
    .replace(remoteCssAddress, (_match, opening: string, quote: string) => {
      removed = true;
      return `${opening}${quote}#${quote}`;
    });
  return { css: cleaned, removed };
}

const isLocalAddress = (address: string) => /^\s*(#|data:)/i.test(address);

/**
 * The SVG Mermaid drew, with nothing that would load from another site: a theme's CSS (`themeCSS`
 * in a directive) may hold `url(https://…)` or `@import`, and an element other than a link may
 * point at an outside file. Links (`<a href>`) stay: following one is the reader's choice.
 */
export function withoutRemoteResources(svg: string): { svg: string; removed: boolean } {
  let removed = false;
  const scrub = (css: string) => {
    const cleaned = withoutRemoteCss(css);
    removed ||= cleaned.removed;
    return cleaned.css;
  };
  const withCleanStyles = svg.replace(
    styleElement,
    (_match, open: string, css: string, close: string) => `${open}${scrub(css)}${close}`,
  );
  // Tags are matched outside style elements only: their CSS may hold a `<` that no tag starts.
  const parts = withCleanStyles.split(styleElement);
  const cleaned = parts
    .map((part, index) => {
      // split() with the pattern's three groups gives: text, open, css, close, text…
      if (index % 4 !== 0) return part;
      return part.replace(startTag, (tag: string, name: string) => {
        const links =
          name.toLowerCase() === 'a'
            ? tag
            : tag.replace(linkAttribute, (attribute: string, space: string, _name: string, address: string) => {
                if (isLocalAddress(address)) return attribute;
                removed = true;
                return space.trimEnd();
              });
        return links.replace(
          styleAttribute,
          (_attribute, open: string, css: string, close: string) => `${open}${scrub(css)}${close}`,
        );
      });
    })
    .join('');
  return { svg: cleaned, removed };
}

/** The theme a text asks for in its directive or front matter (`config.theme`), else the one chosen. */
export function effectiveTheme(chosen: MermaidTheme, config: unknown): MermaidTheme {
  const asked = typeof config === 'object' && config !== null ? (config as { theme?: unknown }).theme : undefined;
  return isTheme(asked) ? asked : chosen;
}

/** The background a theme draws on: white, or `#333` for Dark (Mermaid's own). */
export const themeBackground = (theme: MermaidTheme): string => (theme === 'dark' ? '#333' : '#ffffff');

/** The settings a diagram's own directive or front matter cannot change (Mermaid's, and the label sanitiser's). */
const secureKeys = [
  'secure',
  'securityLevel',
  'startOnLoad',
  'maxTextSize',
  'suppressErrorRendering',
  'maxEdges',
  'dompurifyConfig',
];

// What would make CSS load a file: a url(), an image-set(), an @import, an address (`//host`), or a
// backslash (an escape could spell any of those).
const loadingCss = /url\s*\(|image-set|@import|\bsrc\s*\(|\bimage\s*\(|cross-fade|element\s*\(|\/\/|\\/i;

/**
 * The names of the settings in a diagram's own configuration (its directive or front matter, as
 * `mermaid.parse` gives it) whose text could load a file from elsewhere once drawn: `themeCSS`, a
 * font family with CSS after it… Mermaid puts them in the drawing's styles as they are, and the
 * drawing is styled (and its images fetched) while Mermaid measures it.
 */
export function loadingConfigKeys(config: unknown): string[] {
  const keys = new Set<string>();
  const visit = (value: unknown, key: string | undefined) => {
    if (typeof value === 'string') {
      if (key !== undefined && loadingCss.test(value)) keys.add(key);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, key);
    } else if (typeof value === 'object' && value !== null) {
      for (const [name, item] of Object.entries(value)) visit(item, name);
    }
  };
  visit(config, undefined);
  return [...keys].sort();
}

/**
 * The settings Mermaid draws with: always strict, at the page's limits, with labels that cannot load
 * anything (no images, no inline styles, which may hold `url(…)`). `blockedKeys` are dropped from the
 * diagram's own configuration (see `loadingConfigKeys`); `htmlLabels: false` draws labels as SVG text
 * (for a PNG a browser refuses).
 */
export function mermaidConfig(
  theme: MermaidTheme,
  { htmlLabels = true, blockedKeys = [] }: { htmlLabels?: boolean; blockedKeys?: readonly string[] } = {},
) {
  return {
    startOnLoad: false,
    securityLevel: 'strict' as const,
    theme,
    maxTextSize: maxDiagramChars,
    maxEdges: maxDiagramEdges,
    suppressErrorRendering: true,
    secure: [...secureKeys, ...blockedKeys],
    dompurifyConfig: { FORBID_TAGS: [...labelForbiddenTags], FORBID_ATTR: [...labelForbiddenAttributes] },
    ...(htmlLabels ? {} : { htmlLabels: false, flowchart: { htmlLabels: false } }),
  };
}

// Label markup that loads a file (or can hold one that does: an inline SVG's <image>, a <style>).
const labelForbiddenTags = [
  'img',
  'image',
  'svg',
  'math',
  'picture',
  'source',
  'video',
  'audio',
  'track',
  'input',
  'object',
  'embed',
  'iframe',
  'link',
  'style',
];
const labelForbiddenAttributes = ['style', 'background', 'poster', 'srcset'];

/** The width and height of the SVG's viewBox, in its units; undefined when it has none. */
export function svgSize(svg: string): { width: number; height: number } | undefined {
  const root = /^\s*<svg\b[^>]*>/.exec(svg)?.[0];
  const viewBox = root && /\sviewBox="([^"]*)"/.exec(root)?.[1];
  const numbers = viewBox
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (!numbers || numbers.length !== 4 || numbers.some((n) => !Number.isFinite(n))) return undefined;
  const [, , width, height] = numbers;
  return width > 0 && height > 0 ? { width, height } : undefined;
}

const voidElements = 'area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr';
const openVoidElement = new RegExp(`<(${voidElements})((?:\\s+[^\\s=>/]+(?:="[^"]*")?)*)\\s*>`, 'gi');

/**
 * Mermaid's SVG (an HTML serialisation) as a standalone SVG file, which is XML: empty HTML elements
 * closed (`<br/>`), `&nbsp;` as a character reference, the CSS escaped, the xlink namespace declared
 * where it is used; sized by its viewBox (not `width="100%"`) and, unless `background` is undefined,
 * on a rectangle of that colour.
 */
export function exportedSvg(svg: string, background: string | undefined): string {
  let xml = svg
    .replace(openVoidElement, '<$1$2/>')
    .replaceAll('&nbsp;', '&#160;')
    .replace(
      styleElement,
      (_match, open: string, css: string, close: string) =>
        `${open}${css.replace(/&(?![a-zA-Z]+;|#\d+;|#x[\da-fA-F]+;)/g, '&amp;').replaceAll('<', '&lt;')}${close}`,
    );
  const size = svgSize(xml);
  const rootMatch = /^\s*<svg\b[^>]*>/.exec(xml);
  if (!rootMatch) return xml;
  let root = rootMatch[0];
  if (size) {
    root = root
      .replace(/\swidth="[^"]*"/, '')
      .replace(/\sheight="[^"]*"/, '')
      .replace(/^(\s*<svg)/, `$1 width="${size.width}" height="${size.height}"`)
      .replace(/(\sstyle="[^"]*?)max-width:\s*[^;"]*;?\s*/, '$1');
  }
  if (/\sxlink:/.test(xml) && !/\sxmlns:xlink=/.test(root))
    root = root.replace(/^(\s*<svg)/, '$1 xmlns:xlink="http://www.w3.org/1999/xlink"');
  const viewBox = /\sviewBox="([^"]*)"/
    .exec(root)?.[1]
    .trim()
    .split(/[\s,]+/);
  const backdrop =
    background !== undefined && viewBox?.length === 4
      ? `<rect x="${viewBox[0]}" y="${viewBox[1]}" width="${viewBox[2]}" height="${viewBox[3]}" style="fill:${background};stroke:none"/>`
      : '';
  xml = `${root}${backdrop}${xml.slice(rootMatch.index + rootMatch[0].length)}`;
  return xml;
}
