import { readFileSync } from 'node:fs';
import type { Manifest } from './manifest';

let manifest: Manifest | undefined;

/** The manifest written beside the built command line (see scripts/build.js), read once. */
export function readManifest(): Manifest {
  manifest ??= JSON.parse(readFileSync(new URL('./manifest.json', import.meta.url), 'utf8')) as Manifest;
  return manifest;
}
