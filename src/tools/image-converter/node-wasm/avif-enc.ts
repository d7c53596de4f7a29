// libavif's encoder (single-threaded, as in the page) for Node: its WebAssembly inside this module, as a data URL.
export { default } from '@jsquash/avif/codec/enc/avif_enc.wasm?url&inline';
