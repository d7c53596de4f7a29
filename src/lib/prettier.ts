import type { Options, Plugin } from 'prettier';

/**
 * `code` formatted by Prettier's standalone build (loaded on first use, 28 KB gzipped) with
 * `options`, its `parser` included, and `plugins`: the parser's own and those of the languages it
 * embeds (the `html` parser formats `<script>` and `<style>` only with `babel` + `estree` and
 * `postcss`). Each caller imports its plugins itself (`import('prettier/plugins/html')`), so a
 * bundle holds the plugins its callers name and no other (they weigh 47 to 215 KB gzipped each).
 * Prettier's errors are thrown as it throws them (a SyntaxError with `loc` and `codeFrame` for
 * unparsable code).
 */
export async function formatWithPrettier(
  code: string,
  options: Options & { parser: string },
  plugins: readonly Promise<Plugin>[],
): Promise<string> {
  const [{ format }, ...loaded] = await Promise.all([import('prettier/standalone'), ...plugins]);
  return format(code, { ...options, plugins: loaded });
}
