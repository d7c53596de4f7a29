// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * `text` with each unpaired surrogate replaced by U+FFFD, as `String.prototype.toWellFormed` does:
 * what `encodeURIComponent` needs (it throws on a lone surrogate) and what UTF-8 encoders write.
 */
export function toWellFormed(text: string): string {
  return text.replace(loneSurrogate, '\uFFFD');
}
