declare module 'virtual:tool-examples' {
  const loaders: Record<string, () => Promise<{ default: import('../../lib/operation/tool-examples').NamedExample[] }>>;
  export default loaders;
}
