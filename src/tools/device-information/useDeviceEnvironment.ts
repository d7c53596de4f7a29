import { useEffect, useState } from 'react';
import type { DeviceEnvironment } from './device-information';

const darkSchemeQuery = '(prefers-color-scheme: dark)';

function timeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

function readEnvironment(): DeviceEnvironment {
  const { screen, navigator } = window;
  return {
    screen: screen && {
      availWidth: screen.availWidth,
      availHeight: screen.availHeight,
      colorDepth: screen.colorDepth,
      // Missing in old Safari.
      orientation: screen.orientation && { type: screen.orientation.type, angle: screen.orientation.angle },
    },
    devicePixelRatio: window.devicePixelRatio,
    innerWidth: window.innerWidth,
    innerHeight: window.innerHeight,
    navigator: navigator && {
      vendor: navigator.vendor,
      languages: navigator.languages,
      platform: navigator.platform,
      userAgent: navigator.userAgent,
      hardwareConcurrency: navigator.hardwareConcurrency,
      deviceMemory: (navigator as { deviceMemory?: number }).deviceMemory,
      maxTouchPoints: navigator.maxTouchPoints,
      cookieEnabled: navigator.cookieEnabled,
      onLine: navigator.onLine,
    },
    timeZone: timeZone(),
    prefersDark: typeof window.matchMedia === 'function' ? window.matchMedia(darkSchemeQuery).matches : undefined,
  };
}

/**
 * The device as the browser reports it, read after mount (the prerendered page cannot know it)
 * and again when the window is resized, goes on or off line, turns, or changes colour scheme.
 */
export function useDeviceEnvironment(): DeviceEnvironment | undefined {
  const [environment, setEnvironment] = useState<DeviceEnvironment>();
  useEffect(() => {
    const update = () => setEnvironment(readEnvironment());
    update();
    const windowEvents = ['resize', 'online', 'offline'];
    for (const event of windowEvents) window.addEventListener(event, update);
    const scheme = typeof window.matchMedia === 'function' ? window.matchMedia(darkSchemeQuery) : undefined;
    scheme?.addEventListener?.('change', update);
    const orientation = window.screen?.orientation;
    orientation?.addEventListener?.('change', update);
    return () => {
      for (const event of windowEvents) window.removeEventListener(event, update);
      scheme?.removeEventListener?.('change', update);
      orientation?.removeEventListener?.('change', update);
    };
  }, []);
  return environment;
}
