// mime-db ships no types: its database, in the shape `build.ts` reads.
declare module 'mime-db' {
  const db: Readonly<Record<string, import('./build').MimeDbEntry>>;
  export default db;
}
