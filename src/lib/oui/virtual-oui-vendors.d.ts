declare module 'virtual:oui-vendors' {
  /** Where the IEEE vendor registry's split files are, and how to find one (scripts/oui). */
  const vendors: {
    /** The address of their folder, ending with '/'. */
    folder: string;
    /** Lookup files `v/<prefix>.json`: the longest prefix of an address picks its file. */
    lookupPrefixes: readonly string[];
    /** Name files `n/<key>.json`: the first two letters of a word of a vendor's name. */
    nameKeys: readonly string[];
    /** Words too common to be filed (they are still matched within a file). */
    stopWords: readonly string[];
  };
  export default vendors;
}
