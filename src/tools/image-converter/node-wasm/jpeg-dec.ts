// MozJPEG's decoder for Node: its WebAssembly inside this module, as a data URL.
export { default } from '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm?url&inline';
