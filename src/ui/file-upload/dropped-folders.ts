/** A file found in a dropped folder, with its path from the dropped item (`photos/2024/a.jpg`). */
export interface FolderFile {
  file: File;
  path: string;
}

/** The parts of the File and Directory Entries API read here (a fake one in unit tests). */
export interface EntryLike {
  name: string;
  isFile: boolean;
  isDirectory: boolean;
  file?: (success: (file: File) => void, failure?: (error: unknown) => void) => void;
  createReader?: () => {
    readEntries: (success: (entries: EntryLike[]) => void, failure?: (error: unknown) => void) => void;
  };
}

interface ItemLike {
  kind: string;
  webkitGetAsEntry?: () => EntryLike | null;
}

/**
 * The entries of a drop when it holds a folder (Chromium, Firefox and Safari give them); undefined
 * for files alone, which `DataTransfer.files` gives as they are. Must be called during the drop event.
 */
export function droppedFolderEntries(transfer: { items?: ArrayLike<ItemLike> } | null): EntryLike[] | undefined {
  const entries = Array.from(transfer?.items ?? [])
    .filter((item) => item.kind === 'file')
    .map((item) => item.webkitGetAsEntry?.() ?? null)
    .filter((entry): entry is EntryLike => entry !== null);
  return entries.some((entry) => entry.isDirectory) ? entries : undefined;
}

function readFile(entry: EntryLike): Promise<File> {
  return new Promise((resolve, reject) => entry.file!(resolve, reject));
}

async function readDirectory(entry: EntryLike): Promise<EntryLike[]> {
  const reader = entry.createReader!();
  const all: EntryLike[] = [];
  // A reader gives a directory's entries in batches (100 at a time in Chromium), then an empty one.
  for (;;) {
    const batch = await new Promise<EntryLike[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

/** Every file in `entries`, folders walked depth-first in the order they are listed, with its relative path. */
export async function filesInEntries(entries: readonly EntryLike[], parent = ''): Promise<FolderFile[]> {
  const found: FolderFile[] = [];
  for (const entry of entries) {
    const path = parent ? `${parent}/${entry.name}` : entry.name;
    if (entry.isFile) found.push({ file: await readFile(entry), path });
    else if (entry.isDirectory) found.push(...(await filesInEntries(await readDirectory(entry), path)));
  }
  return found;
}
