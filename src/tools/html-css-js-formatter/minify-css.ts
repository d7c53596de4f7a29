import { compress, generate, parse, tokenize, type CssParseError } from 'csso/syntax';
import { failWithSyntaxError } from './syntax-error';

/** A comment csso would drop that a minifier keeps: it names a licence. */
const licenceComment = /@license|@preserve/;

/**
 * `css` with each licence comment marked as one csso keeps (`/*!`, in place of the comment's first
 * character, so that positions do not move), and how to give the marked ones their text back.
 */
function markLicenceComments(css: string): { marked: string; restore: (minified: string) => string } {
  const comments: { start: number; text: string }[] = [];
  tokenize(css, (_type, start, end) => {
    const text = css.slice(start, end);
    // Only a comment token starts with `/*`.
    if (text.startsWith('/*') && !text.startsWith('/*!') && text.length > 2 && licenceComment.test(text))
      comments.push({ start, text });
  });
  let marked = css;
  for (const { start } of comments) marked = `${marked.slice(0, start + 2)}!${marked.slice(start + 3)}`;
  const restore = (minified: string) =>
    comments.reduce((text, comment) => {
      const inside = comment.text.slice(2, comment.text.endsWith('*/') && comment.text.length >= 4 ? -2 : undefined);
      return text.replace(`/*!${inside.slice(1)}*/`, () => `/*${inside}*/`);
    }, minified);
  return { marked, restore };
}

/**
 * CSS minified by csso (structural optimisations; `restructure` merges equal rules and
 * declarations). `context` is `declarationList` for a `style` attribute's value. Comments are
 * dropped but for `/*!`, `@license` and `@preserve` ones. Unlike `csso.minify`, which silently
 * drops a rule it cannot parse, the first parse error ends the run with its position.
 */
export function minifyCss(
  code: string,
  { restructure }: { restructure: boolean },
  context: 'stylesheet' | 'declarationList' = 'stylesheet',
): string {
  // css-tree keeps no comment but `/*!` ones in its tree: licence comments pass as such.
  const { marked, restore } = markLicenceComments(code);
  let firstError: CssParseError | undefined;
  const ast = parse(marked, {
    context,
    onParseError: (error) => {
      firstError ??= error;
    },
  });
  if (firstError) failWithSyntaxError(firstError, firstError.message);
  return restore(generate(compress(ast, { restructure }).ast));
}
