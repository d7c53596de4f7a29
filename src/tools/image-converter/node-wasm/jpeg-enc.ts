// MozJPEG's encoder for Node: its WebAssembly inside this module, as a data URL.
export { default } from '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm?url&inline';
