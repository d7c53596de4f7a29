#!/usr/bin/env node
import { main } from './main';
import { readManifest } from './manifest-file';
import { nodeIo } from './node-io';

declare const __CLI_VERSION__: string;

try {
  process.exitCode = await main(process.argv.slice(2), nodeIo, { version: __CLI_VERSION__, manifest: readManifest });
} catch (error) {
  process.stderr.write(`it-tools: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
