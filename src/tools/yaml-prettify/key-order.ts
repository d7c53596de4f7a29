/** The order of yaml's sortMapEntries: keys compared by UTF-16 code units ("B" before "a"). */
export const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
