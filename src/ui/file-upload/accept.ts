type FileLike = Pick<File, 'name' | 'type'>;

function matchesToken(file: FileLike, token: string): boolean {
  if (token.startsWith('.')) return file.name.toLowerCase().endsWith(token);
  if (token.endsWith('/*')) return file.type.toLowerCase().startsWith(token.slice(0, -1));
  return file.type.toLowerCase() === token;
}

/**
 * Whether a file fits an `accept` value such as ".png, image/*, application/pdf". The browser
 * applies `accept` only in its picker; dropped files are checked with this.
 */
export function matchesAccept(file: FileLike, accept: string | undefined): boolean {
  const tokens = (accept ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  return tokens.length === 0 || tokens.some((token) => matchesToken(file, token));
}
