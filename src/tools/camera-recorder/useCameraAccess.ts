import { useCallback, useEffect, useState } from 'react';
import { accessAfterError, type Access } from './camera-recorder';

function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/** Asks for the camera with the microphone, or alone when there is no microphone. */
async function askForCamera(mediaDevices: MediaDevices): Promise<void> {
  try {
    stopTracks(await mediaDevices.getUserMedia({ video: true, audio: true }));
  } catch (error) {
    if (accessAfterError(error) !== 'no-camera') throw error;
    stopTracks(await mediaDevices.getUserMedia({ video: true }));
  }
}

/** What the browser last said about the camera permission, without prompting. */
async function knownAccess(): Promise<Access> {
  if (!globalThis.navigator?.mediaDevices?.getUserMedia) return 'unsupported';
  try {
    const status = await navigator.permissions.query({ name: 'camera' as PermissionName });
    return status.state === 'granted' ? 'granted' : status.state === 'denied' ? 'blocked' : 'ask';
  } catch {
    // Browsers that cannot answer for the camera: ask when the person chooses to.
    return 'ask';
  }
}

/** Whether the page may use the camera, and a request for it (the browser's prompt). */
export function useCameraAccess(): { access: Access; requestAccess: () => Promise<void> } {
  // The prerendered page shows the request: most visitors start there.
  const [access, setAccess] = useState<Access>('ask');

  useEffect(() => {
    let current = true;
    void knownAccess().then((known) => {
      if (current) setAccess(known);
    });
    return () => {
      current = false;
    };
  }, []);

  const requestAccess = useCallback(async () => {
    try {
      await askForCamera(navigator.mediaDevices);
      setAccess('granted');
    } catch (error) {
      setAccess(accessAfterError(error));
    }
  }, []);

  return { access, requestAccess };
}

export { stopTracks };
