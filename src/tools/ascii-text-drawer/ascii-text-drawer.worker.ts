import { serveLatest } from '../../lib/worker/serve-latest';
import { drawText, type DrawRequest } from './ascii-text-drawer';
import { loadFont } from './font-loader';

// figlet cannot pause: a long word in a narrow width takes seconds, so the page ends this worker
// when it runs too long.
serveLatest(async (request: DrawRequest) => {
  await loadFont(request.font);
  return drawText(request);
});
