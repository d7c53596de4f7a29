// As JSON text, parsed at run time: the build would make the database an object literal, several
// times slower for the browser to parse than the same text through JSON.parse.
import mimeDbText from 'mime-db/db.json?raw';
import { buildMimeRegistry, type MimeDbEntry } from './build';

export { buildMimeRegistry, type MimeDbEntry, type MimeRegistry, type MimeTypeInfo } from './build';

/** mime-db 1.54: about 1,015 types with extensions and 1,240 extensions (~22 KB gzip), for the page. */
export const mimeRegistry = buildMimeRegistry(JSON.parse(mimeDbText) as Record<string, MimeDbEntry>);
