// Drawing a checked value with bwip-js: the options, built afresh for every call (bwip-js changes
// the object it is given: reused, its padding doubled), and its errors in the page's words.
import {
  code128,
  code39,
  datamatrix,
  drawingSVG,
  ean13,
  ean8,
  itf14,
  pdf417,
  rationalizedCodabar,
  upca,
  upce,
  type RenderOptions,
} from 'bwip-js/browser';
import { message, type Message } from '../../lib/operation/message';
import { err, ok, type Result } from '../../lib/result';
import { isTwoDimensional, type BarcodeType } from './barcode-value';

/** How the barcode looks: the page's options. */
export interface BarcodeLook {
  showText: boolean;
  barWidth: number;
  barHeight: number;
  margin: number;
  /** `#rrggbb`. */
  foreground: string;
  background: string;
  transparent: boolean;
  code39Check: boolean;
}

type Encoder = typeof code128;

const encoders: Readonly<Record<BarcodeType, { bcid: string; encode: Encoder }>> = {
  'code-128': { bcid: 'code128', encode: code128 },
  'ean-13': { bcid: 'ean13', encode: ean13 },
  'ean-8': { bcid: 'ean8', encode: ean8 },
  'upc-a': { bcid: 'upca', encode: upca },
  'upc-e': { bcid: 'upce', encode: upce },
  'code-39': { bcid: 'code39', encode: code39 },
  'itf-14': { bcid: 'itf14', encode: itf14 },
  codabar: { bcid: 'rationalizedCodabar', encode: rationalizedCodabar },
  'data-matrix': { bcid: 'datamatrix', encode: datamatrix },
  pdf417: { bcid: 'pdf417', encode: pdf417 },
};

const hex = (color: string) => color.replace(/^#/, '').toLowerCase();

/** bwip-js's options for `text` (already checked) drawn as `type`: a new object every time. */
export function renderOptions(type: BarcodeType, text: string, look: BarcodeLook): RenderOptions {
  const flat = !isTwoDimensional(type);
  return {
    bcid: encoders[type].bcid,
    text,
    scale: look.barWidth,
    // bwip-js heights are millimetres at 72 dpi.
    ...(flat ? { height: ((look.barHeight / look.barWidth) * 25.4) / 72 } : {}),
    includetext: flat && look.showText,
    textxalign: 'center',
    paddingwidth: look.margin,
    paddingheight: look.margin,
    barcolor: hex(look.foreground),
    textcolor: hex(look.foreground),
    ...(look.transparent ? {} : { backgroundcolor: hex(look.background) }),
    ...(type === 'code-39' ? { includecheck: look.code39Check, includecheckintext: look.code39Check } : {}),
  };
}

/** bwip-js's error in the page's words. */
export function renderError(error: unknown): Message {
  const text = error instanceof Error ? error.message : String(error);
  if (/datamatrix(?:InputTooLong|TooMuchData)/.test(text)) return message('errors.dataMatrixTooLong');
  if (/pdf417(?:inputTooLong|TooMuchData)/i.test(text)) return message('errors.pdf417TooLong');
  return message('errors.cannotEncode', { reason: text.replace(/^bwipp\.\w+#\d+:\s*/, '').replace(/\.$/, '') });
}

/** The library's encoder of `type`: it draws SVG text, or on a canvas in the page. */
export const barcodeEncoder = (type: BarcodeType): Encoder => encoders[type].encode;

/** The SVG document of `text` drawn as `type`. */
export function barcodeSvg(type: BarcodeType, text: string, look: BarcodeLook): Result<string, Message> {
  try {
    return ok(encoders[type].encode(renderOptions(type, text, look), drawingSVG()));
  } catch (error) {
    return err(renderError(error));
  }
}
