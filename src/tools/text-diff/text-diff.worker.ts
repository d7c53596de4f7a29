import { serveLatest } from '../../lib/worker/serve-latest';
import { diffTexts, type TextDiff, type TextDiffRequest } from './text-diff';

// The row buffers move to the page rather than being copied.
const transfer = ({ layout }: TextDiff): Transferable[] =>
  [layout.sideBySide, layout.inline].flatMap((rows) => [rows.kinds.buffer, rows.left.buffer, rows.right.buffer]);

serveLatest<TextDiffRequest, TextDiff>(diffTexts, { transfer });
