import type { Message } from '../../lib/operation/message';
import { ok, type Result } from '../../lib/result';
import { barcodeSvg, type BarcodeLook } from './barcode-render';
import { checkBarcodeValue, type BarcodeType, type CheckedValue } from './barcode-value';

export interface Barcode {
  svg: string;
  /** The picture's size in pixels (its view box): the PNG's too. */
  width: number;
  height: number;
  checked: CheckedValue;
}

/** The barcode of `value` as `type`, with what its bars hold; none for blank text. */
export function generateBarcode(
  type: BarcodeType,
  value: string,
  look: BarcodeLook,
): Result<Barcode | undefined, Message> {
  if (value.trim() === '') return ok(undefined);
  const checked = checkBarcodeValue(type, value, look);
  if (!checked.ok) return checked;
  const svg = barcodeSvg(type, checked.value.text, look);
  if (!svg.ok) return svg;
  const [width, height] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg.value)?.slice(1).map(Number) ?? [0, 0];
  return ok({ svg: svg.value, width, height, checked: checked.value });
}
