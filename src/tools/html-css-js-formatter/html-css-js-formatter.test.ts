import { describe, expect, it } from 'vitest';
import type { OperationResult } from '../../lib/operation/operation';
import { runOperation } from '../../lib/operation/run';
import { defaultValues } from '../../lib/tool-state/fields';
import { inEnglish, inLanguage } from '../../test/words';
import { prettierMessage } from './beautify';
import { defaultResult } from './default-result';
import {
  alpineHtml,
  beautifiedDefault,
  brokenCss,
  brokenHtml,
  brokenInlineScript,
  brokenJs,
  cssToIndent,
  cssToMinify,
  htmlToMinify,
  jsToBeautify,
  jsToMinify,
  jsWithLicence,
  lines,
  minifiedDefault,
  minifiedHtml,
  minifiedHtmlKeepingAll,
  typescriptToBeautify,
} from './examples';
import { gzipSize } from './gzip-size';
import de from './locales/de.json';
import words from './locales/en.json';
import { restStart } from './minify-html';
import { formatHtmlCssJs } from './operations';
import { applicableOptions, defaultCode, defaultOptions, effectiveOptions, resultFileName } from './options';

type Options = Parameters<typeof formatHtmlCssJs.run>[1];

const run = (code: string, options: Partial<Options> = {}) =>
  runOperation(formatHtmlCssJs, code, options) as Promise<OperationResult<string>>;

/** The output and its notes as the page words them, or the error's words (and Prettier's frame). */
async function shown(code: string, options: Partial<Options> = {}) {
  const result = await run(code, options);
  if (!result.ok) return { error: inEnglish(result.error, words), frame: result.error.values?.frame };
  return { output: result.value, notes: (result.notes ?? []).map((note) => inEnglish(note, words)) };
}

async function output(code: string, options: Partial<Options> = {}) {
  const result = await shown(code, options);
  if (result.error !== undefined) throw new Error(result.error);
  return result.output;
}

describe('spec examples', () => {
  it('1: the default page beautified, and minified, with the sizes', async () => {
    expect(defaultValues(formatHtmlCssJs.fields).code).toBe(defaultCode);
    const beautified = await shown(defaultCode);
    expect(beautified.output).toBe(beautifiedDefault);
    expect(beautified.notes?.[0]).toBe('118 B → 148 B, +25 %');
    expect(await shown(defaultCode, { minify: true })).toMatchObject({
      output: minifiedDefault,
      notes: ['118 B → 118 B, 0 %', expect.stringMatching(/^gzip \d+ B → \d+ B, /)],
    });
  });

  it('1: the page shows the default result before the worker answers: the operation gives the same', async () => {
    expect(await run(defaultCode)).toEqual(defaultResult);
  });

  it('2: JavaScript with single quotes and no semicolons', async () => {
    expect(await output(jsToBeautify, { language: 'js', singleQuote: true, semi: false })).toBe(
      lines('const items = [1, 2, 3]', 'const doubled = items.map((n) => n * 2)', 'console.log(doubled)', ''),
    );
  });

  it('3: JavaScript minified, with and without mangling, keeping a /*! comment', async () => {
    expect(await shown(jsToMinify, { language: 'js', minify: true })).toEqual({
      output: 'function add(d,n){return d+n}console.log(add(1,2));',
      notes: ['89 B → 51 B, −43 %', 'gzip 97 B → 69 B, −29 %'],
    });
    const unmangled = await shown(jsToMinify, { language: 'js', minify: true, mangle: false });
    expect(unmangled.output).toBe('function add(first,second){return first+second}console.log(add(1,2));');
    expect(unmangled.notes?.[0]).toBe('89 B → 69 B, −22 %');
    expect(await output(jsWithLicence, { language: 'js', minify: true })).toBe(
      lines('/*! keep me */', 'const answer=42;export default 42;'),
    );
  });

  it('4: CSS minified, restructured or not', async () => {
    expect(cssToMinify).toHaveLength(103);
    const restructured = await shown(cssToMinify, { language: 'css', minify: true });
    expect(restructured.output).toBe('.a,.b{color:red;margin:0}');
    expect(restructured.notes?.[0]).toBe('103 B → 25 B, −76 %');
    expect(await output(cssToMinify, { language: 'css', minify: true, restructure: false })).toBe(
      '.a{color:red;margin:0 0 0 0}.b{color:red;margin:0 0 0 0}',
    );
  });

  it('5: an HTML page minified, with inline style and script, then keeping comments and inline code', async () => {
    expect(await shown(htmlToMinify, { minify: true })).toEqual({
      output: minifiedHtml,
      notes: ['340 B → 213 B, −37 %', 'gzip 230 B → 167 B, −27 %'],
    });
    expect(await output(htmlToMinify, { minify: true, removeComments: false, minifyInline: false })).toBe(
      minifiedHtmlKeepingAll,
    );
  });

  it('6: framework attributes, whitespace sensitivity ignore and css', async () => {
    expect(await output(alpineHtml, { whitespaceSensitivity: 'ignore' })).toBe(
      lines(
        '<div x-data="{ open: false }">',
        '  <button @click="open = !open" :class="{ active: open }">Toggle</button>',
        '  <span x-show="open">Hi</span>',
        '</div>',
        '',
      ),
    );
    const css = (await output(alpineHtml)).split('\n');
    expect(css[1]).toMatch(/Toggle<\/button$/);
    expect(css[2]).toMatch(/^ {2}><span/);
  });

  it('7: TypeScript beautified; CSS indented with tabs', async () => {
    expect(await output(typescriptToBeautify, { language: 'ts' })).toBe(
      lines('interface A {', '  b: number;', '  c?: string;', '}', 'const x: A = { b: 1 };', ''),
    );
    expect(await output(cssToIndent, { language: 'css', useTabs: true })).toBe(
      lines(
        'a {',
        '\tcolor: red;',
        '\tbackground: blue;',
        '}',
        '@media (max-width: 600px) {',
        '\ta {',
        '\t\tcolor: #ffffff;',
        '\t}',
        '}',
        '',
      ),
    );
  });

  it.each([
    [brokenJs, 'js', false, 'Syntax error at line 1, column 16: Unexpected token'],
    [brokenJs, 'js', true, 'Syntax error at line 1, column 16: Unexpected token: eof (undefined)'],
    [brokenCss, 'css', false, 'Syntax error at line 1, column 5: Unknown word color'],
    [brokenCss, 'css', true, 'Syntax error at line 1, column 11: Colon is expected'],
    [brokenHtml, 'html', false, 'Syntax error at line 2, column 1: Opening tag "div" not terminated.'],
    [brokenHtml, 'html', true, 'Syntax error at line 2, column 1: the HTML cannot be parsed from here.'],
  ] as const)('8: %j as %s, minified: %s', async (code, language, minify, error) => {
    expect((await shown(code, { language, minify })).error).toBe(error);
  });

  it("8: Beautify's errors carry Prettier's code frame; the minifiers' do not", async () => {
    expect((await shown(brokenCss, { language: 'css' })).frame).toBe(
      lines('> 1 | a { color red; background: blue }', '    |     ^'),
    );
    expect((await shown(brokenHtml)).frame).toBe(lines('  1 | <p>ok</p>', '> 2 | <div <p>x</p>', '    | ^^^^^'));
    expect((await shown(brokenCss, { language: 'css', minify: true })).frame).toBeUndefined();
  });

  it('8: an inline script that fails is kept, with a warning', async () => {
    const result = await run(brokenInlineScript, { minify: true });
    expect(result.ok && result.value).toBe('<p>a</p><script>let = ;</script>');
    const warning = result.ok ? result.notes?.[2] : undefined;
    expect(warning?.warning).toBe(true);
    expect(warning && inEnglish(warning, words)).toBe(
      'An inline script could not be minified and was kept as it is: Syntax error at line 1, column 5: Name expected',
    );
  });

  it('an inline style that fails is kept, with a warning', async () => {
    expect(await shown('<p style="color red">x</p>', { minify: true })).toMatchObject({
      output: '<p style="color red">x</p>',
      notes: [
        expect.any(String),
        expect.any(String),
        'An inline style could not be minified and was kept as it is: Syntax error at line 1, column 7: Colon is expected',
      ],
    });
  });

  it('refuses to minify TypeScript', async () => {
    expect((await shown(typescriptToBeautify, { language: 'ts', minify: true })).error).toBe(
      'Minify works on HTML, CSS and JavaScript. Beautify TypeScript, or compile it to JavaScript first.',
    );
  });
});

describe('the spec’s behaviour', () => {
  it('minifies style attributes as declaration lists, media queries and event attributes', async () => {
    expect(await output('<p style="color : #ff0000 ; margin: 0px 0px">x</p>', { minify: true })).toBe(
      '<p style="color:red;margin:0">x</p>',
    );
    expect(await output('<button onclick="  doIt( 1 ) ;  ">x</button>', { minify: true })).toBe(
      '<button onclick="doIt(1);">x</button>',
    );
    expect(await output('<button onclick="if (busy) return false; go()">x</button>', { minify: true })).toBe(
      '<button onclick="if(busy)return!1;go();">x</button>',
    );
    expect(
      await output('<link rel="stylesheet" media="screen  and (max-width : 600px)" href="a.css">', { minify: true }),
    ).toBe('<link rel="stylesheet" media="screen and (max-width:600px)" href="a.css">');
  });

  it('keeps template fragments as they are (with a space around them)', async () => {
    expect(await output('<p>  <?php echo $name; ?> </p>\n<% if (x) { %><b>y</b><% } %>', { minify: true })).toBe(
      '<p> <?php echo $name; ?> </p> <% if (x) { %><b>y</b><% } %>',
    );
  });

  it('drops CSS comments but /*!, @license and @preserve ones', async () => {
    expect(
      await output('/*! a */ a{color:red} /* @license MIT */ b{top:0} /* drop */ /** @preserve x */', {
        language: 'css',
        minify: true,
      }),
    ).toBe(lines('/*! a */', 'a{color:red}', '/* @license MIT */', 'b{top:0}', '/** @preserve x */'));
  });

  it('drops JavaScript comments but @license ones', async () => {
    expect(await output('/* drop */ /** @license MIT */ a()', { language: 'js', minify: true })).toBe(
      '/** @license MIT */a();',
    );
  });

  it('keeps top-level names (script semantics), without compress too', async () => {
    expect(await output('function unused(a) { return a; }', { language: 'js', minify: true })).toBe(
      'function unused(n){return n}',
    );
    expect(await output('var x = 1 + 2;', { language: 'js', minify: true, compress: false })).toBe('var x=1+2;');
  });

  it('tolerates an unclosed <p>, rejects a stray closing tag', async () => {
    expect(await output('<div><p>one<p>two</div>')).toBe(lines('<div>', '  <p>one</p>', '  <p>two</p>', '</div>', ''));
    expect((await shown('<p>ok</p></div>')).error).toMatch(
      /^Syntax error at line 1, column 10: Unexpected closing tag "div"\./,
    );
  });

  it('formats embedded scripts and styles of an HTML page', async () => {
    expect(await output('<style>a{color:red}</style><script>let a=1</script>')).toBe(
      lines('<style>', '  a {', '    color: red;', '  }', '</style>', '<script>', '  let a = 1;', '</script>', ''),
    );
  });

  it('maps print width, indent size, tabs and trailing commas to Prettier', async () => {
    const call = 'call(argumentNumberOne, argumentNumberTwo, argumentNumberThree)';
    expect(await output(call, { language: 'js', printWidth: 40, indentSize: 4 })).toBe(
      lines('call(', '    argumentNumberOne,', '    argumentNumberTwo,', '    argumentNumberThree,', ');', ''),
    );
    expect(await output(call, { language: 'js', printWidth: 40, trailingComma: 'none', useTabs: true })).toBe(
      lines('call(', '\targumentNumberOne,', '\targumentNumberTwo,', '\targumentNumberThree', ');', ''),
    );
  });

  it('ignores options that do not apply to the language (single quotes in HTML)', async () => {
    expect(await output('<script>let a = "x"</script>', { singleQuote: true, semi: false })).toBe(
      lines('<script>', '  let a = "x";', '</script>', ''),
    );
  });

  it('gives nothing for blank code, without notes', async () => {
    expect(await run('')).toEqual({ ok: true, value: '' });
    expect(await run(' \n\t', { minify: true })).toEqual({ ok: true, value: '' });
  });

  it('counts UTF-8 bytes', async () => {
    expect((await shown('a { content: "é" }', { language: 'css', minify: true })).notes?.[0]).toBe(
      '19 B → 15 B, −21 %',
    );
  });

  it('writes the sizes and errors in another language', async () => {
    const result = await run(jsToMinify, { language: 'js', minify: true });
    expect(result.ok && result.notes?.map((note) => inLanguage('de', note, words, de))).toEqual([
      '89 B → 51 B, −43 %',
      'gzip 97 B → 69 B, −29 %',
    ]);
    const failed = await run(brokenHtml, { minify: true });
    expect(!failed.ok && inLanguage('de', failed.error, words, de)).toBe(
      'Syntaxfehler in Zeile 2, Spalte 1: Ab hier lässt sich das HTML nicht lesen.',
    );
  });
});

describe('helpers', () => {
  it('shows the options that apply to the language and mode', () => {
    const shownFor = (language: Options['language'], minify: boolean, minifyInline = true) =>
      applicableOptions({ language, minify, minifyInline });
    expect(shownFor('html', false)).toEqual(['printWidth', 'indentSize', 'useTabs', 'whitespaceSensitivity']);
    expect(shownFor('css', false)).toEqual(['printWidth', 'indentSize', 'useTabs', 'singleQuote']);
    expect(shownFor('ts', false)).toEqual([
      'printWidth',
      'indentSize',
      'useTabs',
      'singleQuote',
      'semi',
      'trailingComma',
    ]);
    expect(shownFor('js', true)).toEqual(['mangle', 'compress']);
    expect(shownFor('css', true)).toEqual(['restructure']);
    expect(shownFor('html', true)).toEqual(['removeComments', 'minifyInline', 'mangle', 'compress']);
    expect(shownFor('html', true, false)).toEqual(['removeComments', 'minifyInline']);
    expect(shownFor('ts', true)).toEqual([]);
  });

  it('runs with the hidden options at their defaults', () => {
    const given = { ...defaultOptions, singleQuote: true, mangle: false, printWidth: 120 };
    expect(effectiveOptions(given)).toEqual({ ...defaultOptions, printWidth: 120 });
    expect(effectiveOptions({ ...given, language: 'js', minify: true })).toEqual({
      ...defaultOptions,
      language: 'js',
      minify: true,
      mangle: false,
    });
  });

  it('names the download after the language and mode', () => {
    expect(resultFileName('html', false)).toBe('html-css-js-formatter.html');
    expect(resultFileName('ts', false)).toBe('html-css-js-formatter.ts');
    expect(resultFileName('css', true)).toBe('html-css-js-formatter.min.css');
    expect(resultFileName('js', true)).toBe('html-css-js-formatter.min.js');
  });

  it("words Prettier's message without its position nor PostCSS's prefix", () => {
    expect(prettierMessage('CssSyntaxError: Unknown word color (1:5)\n> 1 | a')).toBe('Unknown word color');
    expect(prettierMessage('Unexpected token (1:16)')).toBe('Unexpected token');
  });

  it('finds where the text the HTML parser gave up on starts', () => {
    expect(restStart('<p>ok</p>\n<div <p>x</p>\n  \n', '<div <p>x</p>')).toBe(10);
    expect(restStart('<a>', '<a>')).toBe(0);
    expect(restStart('<b <? x ?>', '<b uid1uid')).toBe(0);
  });

  it('measures the gzip size', async () => {
    expect(await gzipSize('')).toBe(20);
    expect(await gzipSize('a'.repeat(1000))).toBeLessThan(40);
  });
});
