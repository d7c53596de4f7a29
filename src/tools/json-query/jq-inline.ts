// jq for the hosts without the page's bundler (the command line, the unit tests): jq-wasm's build
// with its WebAssembly inside the module, so it needs no file beside it. The same jq 1.8.2.
import type { JqEngine } from './jq-query';

export async function loadInlineJq(): Promise<JqEngine> {
  const { loadJq } = await import('jq-wasm/inline');
  return loadJq();
}
