import { useState, type DragEvent } from 'react';
import { droppedFolderEntries, filesInEntries } from './dropped-folders';

/**
 * Drag-over state of a drop zone, and the handlers that feed it the dropped files. With `folders`,
 * a dropped folder gives every file inside it, with their relative paths as `paths`.
 */
export function useFileDrag(
  onDrop: (files: File[], paths?: string[]) => void,
  disabled = false,
  { folders = false }: { folders?: boolean } = {},
) {
  const [dragging, setDragging] = useState(false);

  const handlers = {
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (disabled) return;
      // Without preventDefault the browser refuses the drop and opens the file instead.
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      // Moving onto a child element also fires dragleave on the zone: only leaving the zone counts.
      if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
      setDragging(false);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      if (disabled) return;
      event.preventDefault();
      setDragging(false);
      const files = Array.from(event.dataTransfer?.files ?? []);
      // A folder's entries can be read only during the drop event; its files come afterwards.
      const entries = folders ? droppedFolderEntries(event.dataTransfer) : undefined;
      if (!entries) {
        onDrop(files);
        return;
      }
      void filesInEntries(entries).then(
        (found) =>
          onDrop(
            found.map(({ file }) => file),
            found.map(({ path }) => path),
          ),
        () => onDrop(files),
      );
    },
  };

  return { dragging, handlers };
}
