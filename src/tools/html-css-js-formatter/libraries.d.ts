// csso and html-minifier-terser ship no types: the parts of them this tool uses.

declare module 'csso/syntax' {
  /** A node of css-tree's syntax tree. */
  export interface CssNode {
    type: string;
    value?: unknown;
  }

  /** What css-tree reports for text it cannot parse (then it skips to the next rule or declaration). */
  export interface CssParseError {
    message: string;
    /** From 1. */
    line: number;
    /** From 1. */
    column: number;
  }

  export function parse(
    text: string,
    options?: {
      context?: 'stylesheet' | 'declarationList';
      onParseError?: (error: CssParseError) => void;
    },
  ): CssNode;
  export function compress(ast: CssNode, options?: { restructure?: boolean }): { ast: CssNode };
  export function generate(ast: CssNode): string;
  /** Calls `onToken` with each token's type and place (`start` to `end`, offsets in `text`). */
  export function tokenize(text: string, onToken: (type: number, start: number, end: number) => void): void;
}

declare module 'html-minifier-terser' {
  export interface Options {
    collapseWhitespace?: boolean;
    removeComments?: boolean;
    collapseBooleanAttributes?: boolean;
    removeRedundantAttributes?: boolean;
    removeScriptTypeAttributes?: boolean;
    removeStyleLinkTypeAttributes?: boolean;
    useShortDoctype?: boolean;
    /** `type`: `inline` for a `style` attribute, `media` for a `media` one, undefined for a `<style>`. */
    minifyCSS?: false | ((text: string, type?: 'inline' | 'media') => Promise<string>);
    /** `inline`: true for an event attribute (`onclick`), undefined for a `<script>`. */
    minifyJS?: false | ((text: string, inline?: boolean) => Promise<string>);
  }

  /** Throws `Error('Parse Error: <the rest of the text>')` where its parser gives up. */
  export function minify(html: string, options?: Options): Promise<string>;
}
