// composerize ships a UMD bundle without types; this is the one function it exports.
declare module 'composerize' {
  /**
   * Turns `docker run` commands (one per line) into a compose file, merged into `existingCompose`
   * when given. Throws an Error whose message says why the input could not be converted.
   */
  export default function composerize(
    input: string,
    existingCompose?: string,
    format?: 'latest' | 'v3x' | 'v2x',
    indent?: number,
  ): string;
}
