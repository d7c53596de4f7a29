import { useState, type DragEvent } from 'react';

/** Drag-over state of a drop zone, and the handlers that feed it the dropped files. */
export function useFileDrag(onDrop: (files: File[]) => void, disabled = false) {
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
      onDrop(Array.from(event.dataTransfer?.files ?? []));
    },
  };

  return { dragging, handlers };
}
