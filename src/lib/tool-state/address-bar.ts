import { addressWithFragment } from './sources';
import { currentToolLink } from './tool-link';

/**
 * Browsers limit history calls (Safari throws past 100 in 30 s), and typing or dragging a slider
 * changes a field many times a second. The address follows each change at once, so a reload right
 * after a click keeps it, up to this many writes in a window; past that, the last change waits
 * for a free slot.
 */
export const addressWriteLimit = { writes: 30, windowMs: 10_000 };

let recentWrites = 0;
// The page whose change waits for a free slot.
let duePathname: string | undefined;

/** Shows the open tool's link fragment in the address bar, replacing the entry (never adding one). */
function writeAddress(pathname: string): boolean {
  // Another page opened meanwhile: the change belonged to the page that was left.
  if (window.location.pathname !== pathname) return false;
  const { fragment, names } = currentToolLink();
  const address = addressWithFragment(window.location, names, fragment);
  if (address === `${pathname}${window.location.search}${window.location.hash}`) return false;
  try {
    // The entry's state is the router's: kept as it is.
    window.history.replaceState(window.history.state, '', address);
  } catch {
    // Limited by the browser all the same: the next change writes the address.
  }
  return true;
}

function writeInSlot(pathname: string): void {
  if (!writeAddress(pathname)) return;
  recentWrites += 1;
  setTimeout(() => {
    recentWrites -= 1;
    const due = duePathname;
    duePathname = undefined;
    if (due !== undefined) writeInSlot(due);
  }, addressWriteLimit.windowMs);
}

/** Brings the address bar's fragment in step with the open tool's link: now, or at the next free slot. */
export function scheduleAddressWrite(): void {
  const { pathname } = window.location;
  if (recentWrites < addressWriteLimit.writes) writeInSlot(pathname);
  else duePathname = pathname;
}
