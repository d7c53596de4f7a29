// The registry as the page reads it: files fetched from the app's own origin when first needed,
// kept for the page's life. The service worker keeps those fetched once for offline use
// (scripts/service-worker.js); they are not precached: together they weigh 2.9 MB gzipped.
import vendors from 'virtual:oui-vendors';
import type { VendorSource } from './vendor-lookup';

const files = new Map<string, Promise<unknown>>();

async function fetchJson(path: string): Promise<unknown> {
  const response = await fetch(vendors.folder + path);
  if (!response.ok) throw new Error(`The vendor database answered ${response.status}`);
  return response.json();
}

export const vendorSource: VendorSource = {
  ...vendors,
  load(path) {
    let file = files.get(path);
    if (file === undefined) {
      file = fetchJson(path);
      // A failed read (offline, say) is tried again next time rather than remembered.
      file.catch(() => files.delete(path));
      files.set(path, file);
    }
    return file;
  },
};
