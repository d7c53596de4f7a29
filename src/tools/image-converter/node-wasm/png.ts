// The PNG codec (squoosh's, on the Rust png crate) for Node: its WebAssembly inside this module, as a data URL.
export { default } from '@jsquash/png/codec/pkg/squoosh_png_bg.wasm?url&inline';
