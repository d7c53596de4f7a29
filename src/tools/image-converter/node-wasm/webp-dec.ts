// libwebp's decoder for Node: its WebAssembly inside this module, as a data URL.
export { default } from '@jsquash/webp/codec/dec/webp_dec.wasm?url&inline';
