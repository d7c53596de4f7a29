import { useCallback, useEffect, useRef, useState } from 'react';
import { accessAfterError, streamConstraints } from './camera-recorder';
import { stopTracks } from './useCameraAccess';

export interface CameraStream {
  stream: MediaStream | undefined;
  /** Why the last start failed. */
  failure: ReturnType<typeof accessAfterError> | undefined;
  start: () => Promise<void>;
  stop: () => void;
}

/**
 * The webcam stream of the chosen devices. Choosing another device while it streams restarts it
 * with that one; leaving the page stops every track, so the camera light goes off.
 */
export function useCameraStream(videoId: string | undefined, audioId: string | undefined): CameraStream {
  const [stream, setStream] = useState<MediaStream>();
  const [failure, setFailure] = useState<CameraStream['failure']>();
  const streamRef = useRef<MediaStream>(undefined);
  // Each start supersedes the previous: a slow one that ends after a newer one is dropped.
  const attempt = useRef(0);

  const replace = useCallback((next: MediaStream | undefined) => {
    if (streamRef.current) stopTracks(streamRef.current);
    streamRef.current = next;
    setStream(next);
  }, []);

  const open = useCallback(async () => {
    const mine = ++attempt.current;
    try {
      const next = await navigator.mediaDevices.getUserMedia(streamConstraints(videoId, audioId));
      if (mine !== attempt.current) {
        stopTracks(next);
        return;
      }
      setFailure(undefined);
      replace(next);
    } catch (error) {
      if (mine !== attempt.current) return;
      replace(undefined);
      setFailure(accessAfterError(error));
    }
  }, [videoId, audioId, replace]);

  const stop = useCallback(() => {
    attempt.current++;
    replace(undefined);
  }, [replace]);

  const streaming = stream !== undefined;
  const openRef = useRef(open);
  useEffect(() => {
    const devicesChanged = openRef.current !== open;
    openRef.current = open;
    if (devicesChanged && streaming) void open();
  }, [open, streaming]);

  useEffect(
    () => () => {
      attempt.current++;
      if (streamRef.current) stopTracks(streamRef.current);
    },
    [],
  );

  return { stream, failure, start: open, stop };
}
