import { addressWithFragment } from './sources';
import { currentToolLink } from './tool-link';

/**
 * Typing, or dragging a slider, changes a field many times a second, and browsers throttle history
 * calls (Safari throws past 100 in 30 s): the address follows once the changes pause.
 */
export const addressWriteDelayMs = 250;

let pending: ReturnType<typeof setTimeout> | undefined;

/**
 * Soon shows the open tool's link fragment in the address bar, replacing the history entry (never
 * adding one, keeping its state for the router). Dropped when another page is open by then.
 */
export function scheduleAddressWrite(): void {
  const { pathname } = window.location;
  clearTimeout(pending);
  pending = setTimeout(() => {
    pending = undefined;
    if (window.location.pathname !== pathname) return;
    const { fragment, names } = currentToolLink();
    const address = addressWithFragment(window.location, names, fragment);
    if (address === `${pathname}${window.location.search}${window.location.hash}`) return;
    try {
      window.history.replaceState(window.history.state, '', address);
    } catch {
      // Throttled by the browser: the next change writes the address.
    }
  }, addressWriteDelayMs);
}
