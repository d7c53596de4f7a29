import MarkdownIt from 'markdown-it';
import { textToText } from '../../lib/operation/text-to-text';

/** markdown-it's switches beyond its defaults; all off gives the defaults the spec describes. */
export interface MarkdownOptions {
  /** Raw HTML in the Markdown is kept as HTML rather than escaped (the preview is still sanitised). */
  rawHtml: boolean;
  /** Bare URLs become links. */
  linkify: boolean;
  /** Quotes become typographic quotes, `--` a dash, `(c)` ©, and so on. */
  typographer: boolean;
  /** A single newline inside a paragraph becomes `<br>`. */
  lineBreaks: boolean;
}

export const defaultMarkdownOptions: MarkdownOptions = {
  rawHtml: false,
  linkify: false,
  typographer: false,
  lineBreaks: false,
};

type Renderer = InstanceType<typeof MarkdownIt>;

const renderers = new Map<string, Renderer>();

// One renderer per combination of switches: building one compiles its rules, rendering is cheap.
function rendererFor({ rawHtml, linkify, typographer, lineBreaks }: MarkdownOptions): Renderer {
  const key = [rawHtml, linkify, typographer, lineBreaks].join();
  let renderer = renderers.get(key);
  if (!renderer) {
    renderer = new MarkdownIt({ html: rawHtml, linkify, typographer, breaks: lineBreaks });
    renderers.set(key, renderer);
  }
  return renderer;
}

/**
 * Markdown to HTML with markdown-it: CommonMark plus GFM tables and strikethrough, fenced code with
 * `class="language-<lang>"`, each block ending with a newline.
 */
export const convertMarkdownToHtml = textToText((markdown: string, options: MarkdownOptions) =>
  rendererFor(options).render(markdown),
);
