// Every font figlet ships, as a file of our own build: fetched from this site when first chosen,
// never from a CDN. Not inlined, so the fonts stay out of the scripts (and out of the offline
// precache, which would grow by 1.2 MB gzip; the service worker keeps each font once fetched).
const fontFiles = import.meta.glob<string>('../../../node_modules/figlet/fonts/*.flf', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

const fontUrls = new Map(
  Object.entries(fontFiles).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1, -'.flf'.length), url]),
);

/** The names of the fonts the page can fetch (font-names.ts lists them for the operation). */
export const fetchableFontNames = (): string[] => [...fontUrls.keys()];

export function fontUrl(name: string): string | undefined {
  return fontUrls.get(name);
}
