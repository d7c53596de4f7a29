/**
 * The hostile text a person could type or paste into any field. A value is either literal text
 * or a `repeat` recipe, which the page builds itself: megabytes are not sent over the wire per try.
 */
export type HostileValue = { text: string } | { repeat: string; length: number };

export interface HostileInput {
  name: string;
  value: HostileValue;
  /** Sets `window.__pwned` if any of it ever runs as script. */
  markup?: boolean;
}

const text = (name: string, value: string, markup = false): HostileInput => ({ name, value: { text: value }, markup });

/**
 * Every run tries these on every field: cheap, and what breaks most pages. Payloads that a field
 * reads the same way share one input (a try costs the same whatever its length): the odd
 * characters together, and the markup that a text, Markdown or HTML field would render together,
 * `javascript:` first for the fields that read a URL. An SVG document is tried on its own, since
 * an SVG field refuses anything before `<svg`.
 */
export const coreInputs: readonly HostileInput[] = [
  text('empty', ''),
  text(
    'unpaired surrogates, NUL and control characters',
    'a\uD800b\uDFFFc\uD83D a\u0000b\u0001\u0007\u0008\u000B\u000C\u001B[31mc\u007F\u0085\u2028\u2029\uFEFFd',
  ),
  text(
    'javascript: URLs, <script> and <img onerror>',
    [
      'javascript:window.__pwned=1 [link](javascript:window.__pwned=1) <a href="javascript:window.__pwned=1">link</a>',
      '<script>window.__pwned=1</script>',
      '<img src=x onerror="window.__pwned=1">',
    ].join('\n'),
    true,
  ),
  text('SVG onload', '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=1"><circle r="1"/></svg>', true),
];

const nestedYamlAliases = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
for (const [previous, name] of [...'abcdefgh'].map((letter, index) => [letter, 'bcdefghi'[index]])) {
  nestedYamlAliases.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(',')}]`);
}

const xmlEntities = ['<!ENTITY lol0 "lol">'];
for (let level = 1; level <= 9; level++) {
  xmlEntities.push(`<!ENTITY lol${level} "${`&lol${level - 1};`.repeat(10)}">`);
}

/** Each run tries two of these small ones on each field, in a rotation (see sampling.ts). */
export const smallInputs: readonly HostileInput[] = [
  text('whitespace only', ' \t \n  \u00A0\u2003\r\n '),
  text(
    'right-to-left and combining marks',
    '\u202Eevil\u202C \u05E9\u05DC\u05D5\u05DD \u0645\u0631\u062D\u0628\u0627 e\u0301\u0301\u0301\u0336\u0489',
  ),
  text(
    'emoji ZWJ sequences',
    '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466} \u{1F3F3}\uFE0F\u200D\u{1F308} \u{1F469}\u{1F3FD}\u200D\u{1F4BB}',
  ),
  text('-0', '-0'),
  text('1e309', '1e309'),
  text('NaN', 'NaN'),
  text('-1', '-1'),
  text('2^53+1', '9007199254740993'),
  text('0x10', '0x10'),
  text('400-digit number', '9'.repeat(400)),
  text('regex (a+)+$', '(a+)+$'),
  text('30 a and a b, against (a+)+$', `${'a'.repeat(30)}b`),
];

/**
 * Each field meets each of these costly ones once a week, on a day of its own (see sampling.ts):
 * megabytes to lay out and work on, and the bombs.
 */
export const costlyInputs: readonly HostileInput[] = [
  { name: '200,000 characters', value: { repeat: 'The quick brown fox jumps over 13 lazy dogs. ', length: 200_000 } },
  {
    name: '5 MB paste',
    value: { repeat: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit 0123.\n', length: 5 << 20 },
  },
  text('JSON nested 10,000 deep', `${'{"a":'.repeat(10_000)}0${'}'.repeat(10_000)}`),
  text('YAML billion laughs', nestedYamlAliases.join('\n')),
  text(
    'XML entity expansion',
    `<?xml version="1.0"?>\n<!DOCTYPE lolz [\n${xmlEntities.join('\n')}\n]>\n<lolz>&lol9;</lolz>`,
  ),
];
