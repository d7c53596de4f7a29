import MarkdownIt from 'markdown-it';
import { defineConverter } from '../../lib/conversion/conversion';

/** markdown-it's switches beyond its defaults; all off gives the defaults the spec describes. */
export interface MarkdownOptions {
  /** Raw HTML in the Markdown is kept as HTML rather than escaped (the preview is still sanitised). */
  html: boolean;
  /** Bare URLs become links. */
  linkify: boolean;
  /** Quotes become typographic quotes, `--` a dash, `(c)` ©, and so on. */
  typographer: boolean;
  /** A single newline inside a paragraph becomes `<br>`. */
  breaks: boolean;
}

export const defaultMarkdownOptions: MarkdownOptions = {
  html: false,
  linkify: false,
  typographer: false,
  breaks: false,
};

type Renderer = InstanceType<typeof MarkdownIt>;

const renderers = new Map<string, Renderer>();

// One renderer per combination of switches: building one compiles its rules, rendering is cheap.
function rendererFor(options: MarkdownOptions): Renderer {
  const key = [options.html, options.linkify, options.typographer, options.breaks].join();
  let renderer = renderers.get(key);
  if (!renderer) {
    renderer = new MarkdownIt({ ...options });
    renderers.set(key, renderer);
  }
  return renderer;
}

/**
 * Markdown to HTML with markdown-it: CommonMark plus GFM tables and strikethrough, fenced code with
 * `class="language-<lang>"`, each block ending with a newline.
 */
export const convertMarkdownToHtml = defineConverter<MarkdownOptions>((markdown, options) =>
  rendererFor(options).render(markdown),
);
