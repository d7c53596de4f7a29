import source from './git-memo.md?raw';
import { parseMemo } from './git-memo';

export const memoSections = parseMemo(source);
