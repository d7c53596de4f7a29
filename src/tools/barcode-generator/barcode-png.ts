import { base64ToBytes } from '../../lib/bytes';
import { barcodeEncoder, renderOptions, type BarcodeLook } from './barcode-render';
import type { BarcodeType } from './barcode-value';

/**
 * The barcode as a PNG of the SVG's size, drawn by the library on a canvas of its own (options
 * built afresh: the library changes those it is given). Synchronous, for a download button.
 */
export function barcodePng(type: BarcodeType, text: string, look: BarcodeLook): Blob {
  const canvas = document.createElement('canvas');
  barcodeEncoder(type)(canvas, renderOptions(type, text, look));
  const dataUrl = canvas.toDataURL('image/png');
  return new Blob([base64ToBytes(dataUrl.slice(dataUrl.indexOf(',') + 1)) as Uint8Array<ArrayBuffer>], {
    type: 'image/png',
  });
}
