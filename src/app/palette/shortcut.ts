import { useSyncExternalStore } from 'react';

/** Ctrl+K, or Cmd+K on Apple keyboards; Shift and Alt variants are left to others. */
export function isPaletteShortcut(
  event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
  const key = event.key.toLowerCase();
  // On non-Latin layouts the key is another letter; the physical K key still counts.
  return key === 'k' || (!/^[a-z]$/.test(key) && event.code === 'KeyK');
}

interface NavigatorWithUserAgentData {
  platform?: string;
  userAgentData?: { platform?: string };
}

export function isApplePlatform(navigatorLike: NavigatorWithUserAgentData): boolean {
  const platform = navigatorLike.userAgentData?.platform || navigatorLike.platform || '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}

const subscribeToNothing = () => () => {};

/**
 * The shortcut as the keyboard shows it. The prerendered page and hydration say Ctrl+K whatever
 * the platform, so the markup matches; the real platform's label follows right after.
 */
export function useShortcutLabel(): string {
  const apple = useSyncExternalStore(
    subscribeToNothing,
    () => isApplePlatform(navigator as NavigatorWithUserAgentData),
    () => false,
  );
  return apple ? '⌘K' : 'Ctrl+K';
}
