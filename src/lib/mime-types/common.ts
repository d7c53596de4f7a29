// The common types, at hand without loading anything, for naming and typing files: each MIME type
// with its extensions, the usual one first (mp3 where mime-db lists mpga first). The full registry
// (registry.ts, ~22 KB gzip) loads with the MIME types tool only; common.test.ts checks that this
// table agrees with it. Unknown types and extensions get undefined.
export const commonMimeExtensions: ReadonlyArray<readonly [mimeType: string, extensions: readonly string[]]> = [
  ['application/epub+zip', ['epub']],
  ['application/gzip', ['gz']],
  ['application/java-archive', ['jar']],
  ['application/javascript', ['js']],
  ['application/json', ['json', 'map']],
  ['application/ld+json', ['jsonld']],
  ['application/msword', ['doc', 'dot']],
  ['application/octet-stream', ['bin']],
  ['application/ogg', ['ogx']],
  ['application/pdf', ['pdf']],
  ['application/rtf', ['rtf']],
  ['application/sql', ['sql']],
  ['application/vnd.ms-excel', ['xls']],
  ['application/vnd.ms-fontobject', ['eot']],
  ['application/vnd.ms-powerpoint', ['ppt']],
  ['application/vnd.oasis.opendocument.presentation', ['odp']],
  ['application/vnd.oasis.opendocument.spreadsheet', ['ods']],
  ['application/vnd.oasis.opendocument.text', ['odt']],
  ['application/vnd.openxmlformats-officedocument.presentationml.presentation', ['pptx']],
  ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ['xlsx']],
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', ['docx']],
  ['application/vnd.rar', ['rar']],
  ['application/wasm', ['wasm']],
  ['application/x-7z-compressed', ['7z']],
  ['application/x-bzip2', ['bz2']],
  ['application/x-sh', ['sh']],
  ['application/x-tar', ['tar']],
  ['application/x-x509-ca-cert', ['crt', 'der']],
  ['application/xhtml+xml', ['xhtml']],
  ['application/xml', ['xml']],
  ['application/yaml', ['yaml', 'yml']],
  ['application/zip', ['zip']],
  ['audio/aac', ['aac']],
  ['audio/flac', ['flac']],
  ['audio/midi', ['mid', 'midi']],
  ['audio/mp4', ['m4a']],
  ['audio/mpeg', ['mp3']],
  ['audio/ogg', ['oga', 'ogg']],
  ['audio/wav', ['wav']],
  ['audio/webm', ['weba']],
  ['font/otf', ['otf']],
  ['font/ttf', ['ttf']],
  ['font/woff', ['woff']],
  ['font/woff2', ['woff2']],
  ['image/apng', ['apng']],
  ['image/avif', ['avif']],
  ['image/bmp', ['bmp']],
  ['image/gif', ['gif']],
  ['image/heic', ['heic']],
  ['image/jpeg', ['jpg', 'jpeg', 'jpe']],
  ['image/png', ['png']],
  ['image/svg+xml', ['svg', 'svgz']],
  ['image/tiff', ['tif', 'tiff']],
  ['image/vnd.microsoft.icon', ['ico']],
  ['image/webp', ['webp']],
  ['image/x-icon', ['ico']],
  ['text/calendar', ['ics']],
  ['text/css', ['css']],
  ['text/csv', ['csv']],
  ['text/html', ['html', 'htm']],
  ['text/javascript', ['js', 'mjs']],
  ['text/markdown', ['md', 'markdown']],
  ['text/plain', ['txt', 'text', 'log']],
  ['text/vcard', ['vcf']],
  ['text/xml', ['xml']],
  ['text/yaml', ['yaml', 'yml']],
  ['video/mp4', ['mp4', 'm4v']],
  ['video/mpeg', ['mpeg', 'mpg']],
  ['video/ogg', ['ogv']],
  ['video/quicktime', ['mov']],
  ['video/webm', ['webm']],
  ['video/x-msvideo', ['avi']],
];

const extensionByMimeType = new Map(commonMimeExtensions.map(([mimeType, extensions]) => [mimeType, extensions[0]]));

// The first type listed for an extension wins (application/javascript over text/javascript).
const mimeTypeByExtension = new Map<string, string>();
for (const [mimeType, extensions] of commonMimeExtensions) {
  for (const extension of extensions)
    if (!mimeTypeByExtension.has(extension)) mimeTypeByExtension.set(extension, mimeType);
}
mimeTypeByExtension.set('js', 'text/javascript');
mimeTypeByExtension.set('mjs', 'text/javascript');

/** `image/png` → `png`; parameters (`;charset=…`) and case are ignored. */
export function extensionForMimeType(mimeType: string): string | undefined {
  const essence = mimeType.split(';')[0].trim().toLowerCase();
  return extensionByMimeType.get(essence);
}

/** `png` or `.PNG` → `image/png`. */
export function mimeTypeForExtension(extension: string): string | undefined {
  return mimeTypeByExtension.get(extension.trim().replace(/^\.+/, '').toLowerCase());
}
