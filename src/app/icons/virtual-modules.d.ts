declare module 'virtual:tool-icon-sprite' {
  /** The address of the tools' icon sprite (scripts/tool-icons). */
  const href: string;
  export default href;
}
