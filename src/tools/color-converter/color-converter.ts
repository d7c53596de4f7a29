import { colord, extend, type Colord } from 'colord';
import cmykPlugin from 'colord/plugins/cmyk';
import hwbPlugin from 'colord/plugins/hwb';
import lchPlugin from 'colord/plugins/lch';
import namesPlugin from 'colord/plugins/names';

extend([cmykPlugin, hwbPlugin, lchPlugin, namesPlugin]);

export const colorFieldIds = ['picker', 'hex', 'rgb', 'hsl', 'hwb', 'lch', 'cmyk', 'name'] as const;
export type ColorFieldId = (typeof colorFieldIds)[number];

interface ColorFormat {
  label: string;
  placeholder: string;
  invalidMessage: string;
  format: (color: Colord) => string;
}

/** `#rrggbbaa`, alpha included even when opaque: the picker's own notation. */
function toHex8(color: Colord): string {
  const hex = color.toHex();
  return hex.length === 7 ? `${hex}ff` : hex;
}

export const colorFormats: Record<ColorFieldId, ColorFormat> = {
  picker: {
    label: 'Color picker',
    placeholder: 'e.g. #ff0000ff',
    invalidMessage: 'Not a valid hex color.',
    format: toHex8,
  },
  hex: {
    label: 'Hex',
    placeholder: 'e.g. #ff0000',
    invalidMessage: 'Not a valid hex color.',
    format: (color) => color.toHex(),
  },
  rgb: {
    label: 'RGB',
    placeholder: 'e.g. rgb(255, 0, 0)',
    invalidMessage: 'Not a valid RGB color.',
    format: (color) => color.toRgbString(),
  },
  hsl: {
    label: 'HSL',
    placeholder: 'e.g. hsl(0, 100%, 50%)',
    invalidMessage: 'Not a valid HSL color.',
    format: (color) => color.toHslString(),
  },
  hwb: {
    label: 'HWB',
    placeholder: 'e.g. hwb(0 0% 0%)',
    invalidMessage: 'Not a valid HWB color.',
    format: (color) => color.toHwbString(),
  },
  lch: {
    label: 'LCH',
    placeholder: 'e.g. lch(54.29% 106.84 40.85)',
    invalidMessage: 'Not a valid LCH color.',
    format: (color) => color.toLchString(),
  },
  cmyk: {
    label: 'CMYK',
    placeholder: 'e.g. device-cmyk(0% 100% 100% 0%)',
    invalidMessage: 'Not a valid CMYK color.',
    format: (color) => color.toCmykString(),
  },
  name: {
    label: 'Name',
    placeholder: 'e.g. red',
    invalidMessage: 'Not a known color name.',
    // The exact keyword when the colour has one, otherwise the nearest.
    format: (color) => color.toName({ closest: true }) ?? '',
  },
};

export const defaultColor = '#1ea54c';

/**
 * Any CSS colour syntax colord reads, whatever the field; in "Hex" the `#` may be left out.
 * Undefined when the text is not a colour.
 */
export function parseColor(field: ColorFieldId, text: string): Colord | undefined {
  const trimmed = text.trim();
  const color = colord(trimmed);
  if (color.isValid()) return color;
  if (field === 'hex' && /^[0-9a-f]+$/i.test(trimmed)) {
    const withHash = colord(`#${trimmed}`);
    if (withHash.isValid()) return withHash;
  }
  return undefined;
}

export type ColorTexts = Record<ColorFieldId, string>;

/**
 * A colour as a link gives it: hex digits, `#` optional (what the Hex field reads). Links written
 * by the page hold the 6 or 8 digits of `colorLinkText`.
 */
export const colorLinkPattern = /^#?(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** The colour's hex digits without `#`, alpha included when below 1: `1ea54c`, `1ea54ccc`. */
export function colorLinkText(color: Colord): string {
  return color.toHex().slice(1);
}

export const defaultColorLinkText = colorLinkText(colord(defaultColor));

export interface ColorFields {
  texts: ColorTexts;
  /** The message under each field whose text is not a colour. */
  errors: Partial<Record<ColorFieldId, string>>;
  /** The colour the fields show (the last valid one typed), as `colorLinkText` writes it. */
  color: string;
}

export function colorFieldsOf(color: Colord): ColorFields {
  const texts = Object.fromEntries(colorFieldIds.map((id) => [id, colorFormats[id].format(color)])) as ColorTexts;
  return { texts, errors: {}, color: colorLinkText(color) };
}

export const initialColorFields: ColorFields = colorFieldsOf(colord(defaultColor));

/** Every field showing the colour a link gives; the default colour when the text is not one. */
export function colorFieldsFromLink(text: string): ColorFields {
  const color = colorLinkPattern.test(text) ? parseColor('hex', text) : undefined;
  return color ? colorFieldsOf(color) : initialColorFields;
}

/**
 * The fields after `field` was edited to `text`: a colour rewrites every other field (never the
 * one being typed in); an invalid text only marks its own field; an empty one changes nothing else.
 */
export function editColorField(fields: ColorFields, field: ColorFieldId, text: string): ColorFields {
  const { [field]: _previousError, ...otherErrors } = fields.errors;
  const texts = { ...fields.texts, [field]: text };
  if (text.trim() === '') return { texts, errors: otherErrors, color: fields.color };

  const color = parseColor(field, text);
  if (!color) {
    return { texts, errors: { ...otherErrors, [field]: colorFormats[field].invalidMessage }, color: fields.color };
  }
  const recomputed = colorFieldsOf(color);
  return { ...recomputed, texts: { ...recomputed.texts, [field]: text } };
}
