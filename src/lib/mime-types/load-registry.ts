import { buildMimeRegistry, type MimeRegistry } from './build';

let loading: Promise<MimeRegistry> | undefined;

/**
 * The registry of mime-db, loaded on first use, where no bundler reads its JSON as text (Node, the
 * command line, the example tests): the page loads `registry.ts` instead.
 */
export function loadMimeRegistry(): Promise<MimeRegistry> {
  loading ??= import('mime-db').then((module) => buildMimeRegistry(module.default));
  return loading;
}
