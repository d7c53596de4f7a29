import { colord, extend, type Colord } from 'colord';
import cmykPlugin from 'colord/plugins/cmyk';
import hwbPlugin from 'colord/plugins/hwb';
import lchPlugin from 'colord/plugins/lch';
import namesPlugin from 'colord/plugins/names';
import { message, type Message } from '../../lib/operation/message';

extend([cmykPlugin, hwbPlugin, lchPlugin, namesPlugin]);

export const colorFieldIds = ['picker', 'hex', 'rgb', 'hsl', 'hwb', 'lch', 'cmyk', 'name'] as const;
export type ColorFieldId = (typeof colorFieldIds)[number];

/** The colour in a notation. */
type ColorFormat = (color: Colord) => string;

/** `#rrggbbaa`, alpha included even when opaque: the picker's own notation. */
function toHex8(color: Colord): string {
  const hex = color.toHex();
  return hex.length === 7 ? `${hex}ff` : hex;
}

export const colorFormats: Record<ColorFieldId, ColorFormat> = {
  picker: toHex8,
  hex: (color) => color.toHex(),
  rgb: (color) => color.toRgbString(),
  hsl: (color) => color.toHslString(),
  hwb: (color) => color.toHwbString(),
  lch: (color) => color.toLchString(),
  cmyk: (color) => color.toCmykString(),
  // The exact keyword when the colour has one, otherwise the nearest.
  name: (color) => color.toName({ closest: true }) ?? '',
};

/** Catalogue keys of each field's words: `formats.rgb.label`, `.placeholder`, `.invalid`. */
export const colorFormatWord = (field: ColorFieldId, word: 'label' | 'placeholder' | 'invalid') =>
  `formats.${field}.${word}` as const;

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
  errors: Partial<Record<ColorFieldId, Message>>;
  /** The colour the fields show (the last valid one typed), as `colorLinkText` writes it. */
  color: string;
}

export function colorFieldsOf(color: Colord): ColorFields {
  const texts = Object.fromEntries(colorFieldIds.map((id) => [id, colorFormats[id](color)])) as ColorTexts;
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
    return {
      texts,
      errors: { ...otherErrors, [field]: message(colorFormatWord(field, 'invalid')) },
      color: fields.color,
    };
  }
  const recomputed = colorFieldsOf(color);
  return { ...recomputed, texts: { ...recomputed.texts, [field]: text } };
}
