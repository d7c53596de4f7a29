// The tool's options and which of them apply, apart from the libraries: those load in the worker only.

export const languages = ['html', 'css', 'js', 'ts'] as const;
export type Language = (typeof languages)[number];

export const trailingCommas = ['all', 'es5', 'none'] as const;
export const whitespaceSensitivities = ['css', 'strict', 'ignore'] as const;

export interface FormatterOptions {
  language: Language;
  minify: boolean;
  printWidth: number;
  indentSize: number;
  useTabs: boolean;
  singleQuote: boolean;
  semi: boolean;
  trailingComma: (typeof trailingCommas)[number];
  whitespaceSensitivity: (typeof whitespaceSensitivities)[number];
  mangle: boolean;
  compress: boolean;
  restructure: boolean;
  removeComments: boolean;
  minifyInline: boolean;
}

export type OptionName = Exclude<keyof FormatterOptions, 'language' | 'minify'>;

export const defaultCode =
  '<!DOCTYPE html><html><head><title>Demo</title></head><body><h1>Hello</h1><p>Some <em>text</em> here.</p></body></html>';

export const defaultOptions: FormatterOptions = {
  language: 'html',
  minify: false,
  printWidth: 80,
  indentSize: 2,
  useTabs: false,
  singleQuote: false,
  semi: true,
  trailingComma: 'all',
  whitespaceSensitivity: 'css',
  mangle: true,
  compress: true,
  restructure: true,
  removeComments: true,
  minifyInline: true,
};

export const printWidthLimits = { min: 40, max: 200 };
export const indentSizeLimits = { min: 1, max: 8 };

/** A run that takes longer is stopped (the worker is ended, a fresh one takes the next run). */
export const timeLimitMs = 10_000;

/**
 * The options that apply to `language` in the chosen mode, in the order the page shows them; the
 * others are hidden. Mangle and compress apply to an HTML page's inline scripts only while inline
 * minification is on.
 */
export function applicableOptions(
  options: Pick<FormatterOptions, 'language' | 'minify' | 'minifyInline'>,
): readonly OptionName[] {
  const { language, minify, minifyInline } = options;
  if (!minify) {
    return [
      'printWidth',
      'indentSize',
      'useTabs',
      ...(language === 'html' ? [] : (['singleQuote'] as const)),
      ...(language === 'js' || language === 'ts' ? (['semi', 'trailingComma'] as const) : []),
      ...(language === 'html' ? (['whitespaceSensitivity'] as const) : []),
    ];
  }
  switch (language) {
    case 'js':
      return ['mangle', 'compress'];
    case 'css':
      return ['restructure'];
    case 'html':
      return ['removeComments', 'minifyInline', ...(minifyInline ? (['mangle', 'compress'] as const) : [])];
    case 'ts':
      return [];
  }
}

const extensions: Record<Language, string> = { html: 'html', css: 'css', js: 'js', ts: 'ts' };

/** The download's name: `html-css-js-formatter.css`, minified `html-css-js-formatter.min.css`. */
export function resultFileName(language: Language, minify: boolean): string {
  return `html-css-js-formatter.${minify ? 'min.' : ''}${extensions[language]}`;
}

/**
 * The options as the run uses them: each one that does not apply to the language and mode (hidden
 * on the page, though a link or a flag may set it) back at its default, so what runs is what shows.
 */
export function effectiveOptions(options: FormatterOptions): FormatterOptions {
  const applicable = new Set<string>(applicableOptions(options));
  const effective: Record<string, unknown> = { ...options };
  for (const name of Object.keys(defaultOptions) as (keyof FormatterOptions)[]) {
    if (name !== 'language' && name !== 'minify' && !applicable.has(name)) effective[name] = defaultOptions[name];
  }
  return effective as unknown as FormatterOptions;
}
