// jq in the page's worker: jq-wasm's browser build, its WebAssembly fetched from this site as one
// of our hashed assets (never from the site root or another host), loaded on the first jq query.
import jqWasmUrl from 'jq-wasm/jq.wasm?url';
import type { JqEngine } from './jq-query';

export async function loadBrowserJq(): Promise<JqEngine> {
  const { loadJq } = await import('jq-wasm');
  return loadJq({ wasmURL: new URL(jqWasmUrl, self.location.href) });
}
