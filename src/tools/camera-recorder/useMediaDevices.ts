import { useEffect, useState } from 'react';
import type { DeviceInfo } from './camera-recorder';

/**
 * The browser's cameras and microphones, listed again whenever one is plugged in or out;
 * undefined until first listed.
 */
export function useMediaDevices(enabled: boolean): DeviceInfo[] | undefined {
  const [devices, setDevices] = useState<DeviceInfo[]>();
  useEffect(() => {
    if (!enabled) return undefined;
    const mediaDevices = navigator.mediaDevices;
    let current = true;
    const list = () =>
      mediaDevices
        .enumerateDevices()
        .then((found) => {
          if (current) setDevices(found.map(({ deviceId, kind, label }) => ({ deviceId, kind, label })));
        })
        .catch(() => undefined);
    void list();
    mediaDevices.addEventListener('devicechange', list);
    return () => {
      current = false;
      mediaDevices.removeEventListener('devicechange', list);
    };
  }, [enabled]);
  return devices;
}
