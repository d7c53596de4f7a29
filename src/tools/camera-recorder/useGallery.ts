import { useCallback, useEffect, useRef, useState } from 'react';
import type { CaptureKind } from './camera-recorder';

export interface Capture {
  kind: CaptureKind;
  /** An object URL of the image or video; revoked when the capture is deleted or the page left. */
  url: string;
  blob: Blob;
  takenAt: number;
}

/** Screenshots and videos of this visit, newest first: kept in the page only. */
export function useGallery(): {
  captures: Capture[];
  add: (kind: CaptureKind, blob: Blob) => void;
  remove: (capture: Capture) => void;
} {
  const [captures, setCaptures] = useState<Capture[]>([]);
  const urls = useRef(new Set<string>());

  const add = useCallback((kind: CaptureKind, blob: Blob) => {
    const url = URL.createObjectURL(blob);
    urls.current.add(url);
    setCaptures((current) => [{ kind, url, blob, takenAt: Date.now() }, ...current]);
  }, []);

  const remove = useCallback((capture: Capture) => {
    urls.current.delete(capture.url);
    setCaptures((current) => current.filter((item) => item !== capture));
    // Revoked once its image or video has left the page, which would otherwise fail to load it.
    setTimeout(() => URL.revokeObjectURL(capture.url), 0);
  }, []);

  useEffect(() => {
    const owned = urls.current;
    return () => {
      for (const url of owned) URL.revokeObjectURL(url);
      owned.clear();
    };
  }, []);

  return { captures, add, remove };
}
