import { serveLatest } from '../../lib/worker/serve-latest';
import type { DrawRequest } from './ascii-options';
import { loadFont } from './font-loader';
import { asciiDraw } from './operations';

// figlet cannot pause: a long word in a narrow width takes seconds, so the page ends this worker
// when it runs too long.
serveLatest(async (request: DrawRequest) => {
  await loadFont(request.font);
  return asciiDraw.run(request.text, { ...request, gallery: false });
});
