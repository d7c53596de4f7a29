// libwebp's encoder (SIMD build, as in the page) for Node: its WebAssembly inside this module, as a data URL.
export { default } from '@jsquash/webp/codec/enc/webp_enc_simd.wasm?url&inline';
