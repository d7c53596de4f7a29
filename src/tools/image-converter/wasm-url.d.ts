// A WebAssembly file inlined by the bundler as a `data:` URL (Vite's `?url&inline`), for the Node
// hosts (unit tests, the command line); declared here for the type check without the bundler's types.
declare module '*.wasm?url&inline' {
  const dataUrl: string;
  export default dataUrl;
}
