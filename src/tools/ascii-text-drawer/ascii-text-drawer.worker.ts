import { serveLatest } from '../../lib/worker/serve-latest';
import { drawText, isFontRegistered, registerFont, type DrawRequest } from './ascii-text-drawer';
import { fontUrl } from './figlet-fonts';

async function loadFont(name: string): Promise<void> {
  if (isFontRegistered(name)) return;
  const url = fontUrl(name);
  if (url === undefined) throw new Error(`No font named ${name}`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The font ${name} could not be loaded`);
  registerFont(name, await response.text());
}

// figlet cannot pause: a long word in a narrow width takes seconds, so the page ends this worker
// when it runs too long.
serveLatest(async (request: DrawRequest) => {
  await loadFont(request.font);
  return drawText(request);
});
