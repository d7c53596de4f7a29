// curlconverter's bash parser in Node, for the unit tests and the command line
// (scripts/bash-parser/vite-plugin.ts puts this module in place of its own): the same web-tree-sitter
// and bash grammar as the page's, their WebAssembly inside this module, so the command line needs no
// file beside it and no native module (the native tree-sitter has no build for every platform).
import Parser from 'web-tree-sitter';
import runtimeWasm from 'web-tree-sitter/tree-sitter.wasm?url&inline';
import bashWasm from 'curlconverter/dist/tree-sitter-bash.wasm?url&inline';
import { bashParser } from './bash-parser';

const bytesOf = (dataUrl: string) => new Uint8Array(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));

const { parser, ready } = bashParser(Parser, {
  runtime: { wasmBinary: bytesOf(runtimeWasm) },
  grammar: () => bytesOf(bashWasm),
});
export { ready };
export default parser;
