// curlconverter's bash parser as this build provides it (scripts/bash-parser/vite-plugin.ts):
// usable once `ready` has settled.
declare module 'virtual:curl-bash-parser' {
  export const ready: Promise<void>;
}
