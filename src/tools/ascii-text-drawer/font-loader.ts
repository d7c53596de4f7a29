import { isFontRegistered, registerFont } from './ascii-text-drawer';
import { fontUrl } from './figlet-fonts';

/** Inside a worker: fetches a font from our own site the first time it is used, and registers it. */
export async function loadFont(name: string): Promise<void> {
  if (isFontRegistered(name)) return;
  const url = fontUrl(name);
  if (url === undefined) throw new Error(`No font named ${name}`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The font ${name} could not be loaded`);
  registerFont(name, await response.text());
}
