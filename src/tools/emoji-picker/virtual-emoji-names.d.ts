declare module 'virtual:emoji-names/*' {
  /** A language's LocalEmojiNames (emoji-names.ts) as JSON text, made at build time (scripts/emoji-names). */
  const json: string;
  export default json;
}
