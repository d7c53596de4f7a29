import { describe, expect, it } from 'vitest';
import { droppedFolderEntries, filesInEntries, type EntryLike } from './dropped-folders';

const fileEntry = (name: string): EntryLike => ({
  name,
  isFile: true,
  isDirectory: false,
  file: (success) => success(new File([name], name)),
});

/** A folder whose reader gives its entries two at a time, then an empty batch. */
const folderEntry = (name: string, children: EntryLike[]): EntryLike => ({
  name,
  isFile: false,
  isDirectory: true,
  createReader: () => {
    let next = 0;
    return {
      readEntries: (success) => {
        success(children.slice(next, next + 2));
        next += 2;
      },
    };
  },
});

const item = (entry: EntryLike) => ({ kind: 'file', webkitGetAsEntry: () => entry });

describe('droppedFolderEntries', () => {
  it('gives the entries of a drop that holds a folder, and nothing for files alone', () => {
    const folder = folderEntry('docs', []);
    const file = fileEntry('a.txt');
    expect(droppedFolderEntries({ items: [item(file), item(folder)] })).toEqual([file, folder]);
    expect(droppedFolderEntries({ items: [item(file)] })).toBeUndefined();
    expect(droppedFolderEntries({ items: [{ kind: 'string' }] })).toBeUndefined();
    expect(droppedFolderEntries(null)).toBeUndefined();
  });
});

describe('filesInEntries', () => {
  it('walks folders in every batch of their reader, each file with its relative path', async () => {
    const tree = [
      fileEntry('top.txt'),
      folderEntry('docs', [fileEntry('a.md'), fileEntry('b.md'), folderEntry('img', [fileEntry('c.png')])]),
    ];
    const found = await filesInEntries(tree);
    expect(found.map(({ path }) => path)).toEqual(['top.txt', 'docs/a.md', 'docs/b.md', 'docs/img/c.png']);
    expect(await found[3].file.text()).toBe('c.png');
  });
});
