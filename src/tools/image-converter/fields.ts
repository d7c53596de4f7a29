import { booleanField, choiceField, integerField, numberTextField, textField } from '../../lib/tool-state/fields';
import { fitModes, resizeModes } from './image-size';

export const outputFormats = ['png', 'jpeg', 'webp', 'avif', 'ico'] as const;
export type OutputFormat = (typeof outputFormats)[number];
export const iconSizes = [16, 32, 48, 256] as const;

const labels = (prefix: string, values: readonly string[]) =>
  Object.fromEntries(values.map((value) => [value, `${prefix}.${value}`]));

export const imageFields = {
  format: choiceField('webp', outputFormats, {
    persist: true,
    label: 'format.label',
    choiceLabels: labels('formats', outputFormats),
  }),
  quality: integerField(80, { persist: true, min: 1, max: 100, label: 'quality.label' }),
  lossless: booleanField(false, { persist: true, label: 'lossless.label' }),
  background: textField('#ffffff', { persist: true, pattern: /^#[0-9a-fA-F]{6}$/, label: 'background.label' }),
  iconSizes: textField('16,32,48,256', {
    persist: true,
    pattern: /^(?:(?:16|32|48|256)(?:,|$))*$/,
    label: 'iconSizes.label',
  }),
  resize: choiceField('original', resizeModes, {
    persist: true,
    label: 'resize.label',
    choiceLabels: labels('resize', resizeModes),
  }),
  width: numberTextField('', { persist: true, label: 'width.label' }),
  height: numberTextField('', { persist: true, label: 'height.label' }),
  lockRatio: booleanField(true, { persist: true, label: 'lockRatio.label' }),
  fit: choiceField('contain', fitModes, { persist: true, label: 'fit.label', choiceLabels: labels('fit', fitModes) }),
  percentage: numberTextField(50, { persist: true, label: 'percentage.label' }),
  noEnlarge: booleanField(false, { persist: true, label: 'noEnlarge.label' }),
  removeMetadata: booleanField(true, { persist: true, label: 'removeMetadata.label' }),
};

/** The options a conversion needs (the page's fields). */
export interface ConvertOptions {
  format: OutputFormat;
  quality: number;
  lossless: boolean;
  background: string;
  iconSizes: string;
  resize: (typeof resizeModes)[number];
  width: string;
  height: string;
  fit: (typeof fitModes)[number];
  percentage: string;
  noEnlarge: boolean;
  removeMetadata: boolean;
}

export const extensions: Readonly<Record<OutputFormat, string>> = {
  png: 'png',
  jpeg: 'jpg',
  webp: 'webp',
  avif: 'avif',
  ico: 'ico',
};

export const chosenIconSizes = (text: string) => iconSizes.filter((size) => text.split(',').includes(String(size)));

/** `<base name>.<extension>`. */
export const outputName = (inputName: string, format: OutputFormat) =>
  `${inputName.replace(/\.[^./\\]*$/, '') || 'image'}.${extensions[format]}`;

/**
 * The options as the command line means them: `--width 32` alone resizes to that width (the page
 * shows "Width (px)" only once "Resize" asks for it), `--height` alone to that height, both to
 * that box.
 */
export function impliedResize<T extends Pick<ConvertOptions, 'resize' | 'width' | 'height'>>(options: T): T {
  if (options.resize !== 'original') return options;
  const width = options.width.trim() !== '';
  const height = options.height.trim() !== '';
  const resize = width && height ? 'box' : width ? 'width' : height ? 'height' : 'original';
  return { ...options, resize };
}
