// squoosh's resizer (Lanczos) for Node: its WebAssembly inside this module, as a data URL.
export { default } from '@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm?url&inline';
