// libavif's decoder for Node: its WebAssembly inside this module, as a data URL.
export { default } from '@jsquash/avif/codec/dec/avif_dec.wasm?url&inline';
