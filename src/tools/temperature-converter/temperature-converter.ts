import { formatPlainDecimal, parseDecimalText, roundHalfUp } from '../../lib/decimal-text';

export const scales = ['kelvin', 'celsius', 'fahrenheit', 'rankine', 'delisle', 'newton', 'reaumur', 'romer'] as const;

export type Scale = (typeof scales)[number];

interface ScaleDefinition {
  unit: string;
  toKelvin: (value: number) => number;
  fromKelvin: (kelvin: number) => number;
}

export const scaleDefinitions: Record<Scale, ScaleDefinition> = {
  kelvin: { unit: 'K', toKelvin: (k) => k, fromKelvin: (k) => k },
  celsius: { unit: '°C', toKelvin: (c) => c + 273.15, fromKelvin: (k) => k - 273.15 },
  fahrenheit: {
    unit: '°F',
    toKelvin: (f) => ((f + 459.67) * 5) / 9,
    fromKelvin: (k) => (k * 9) / 5 - 459.67,
  },
  rankine: { unit: '°R', toKelvin: (r) => (r * 5) / 9, fromKelvin: (k) => (k * 9) / 5 },
  delisle: {
    unit: '°De',
    toKelvin: (de) => 373.15 - (de * 2) / 3,
    fromKelvin: (k) => ((373.15 - k) * 3) / 2,
  },
  newton: {
    unit: '°N',
    toKelvin: (n) => (n * 100) / 33 + 273.15,
    fromKelvin: (k) => ((k - 273.15) * 33) / 100,
  },
  reaumur: {
    unit: '°Ré',
    toKelvin: (re) => (re * 5) / 4 + 273.15,
    fromKelvin: (k) => ((k - 273.15) * 4) / 5,
  },
  romer: {
    unit: '°Rø',
    toKelvin: (ro) => ((ro - 7.5) * 40) / 21 + 273.15,
    fromKelvin: (k) => ((k - 273.15) * 21) / 40 + 7.5,
  },
};

export const defaultDecimals = 2;
export const maxDecimals = 6;

/**
 * A derived value as shown: first cut to 12 significant digits, which removes the floating-point
 * noise of the formulas (0 °C is 273.15 K, not 273.14999…), then rounded half up.
 */
export function formatTemperature(value: number, decimals: number = defaultDecimals): string {
  if (!Number.isFinite(value)) return '';
  return formatPlainDecimal(roundHalfUp(Number(value.toPrecision(12)), decimals), decimals);
}

/**
 * Every scale's field for `text` typed in the `edited` scale's: that field keeps the text as typed,
 * the others show the converted value, or nothing while the text is not a number.
 */
export function convertTemperature(
  edited: Scale,
  text: string,
  decimals: number = defaultDecimals,
): Record<Scale, string> {
  const value = parseDecimalText(text);
  const kelvin = value === undefined ? undefined : scaleDefinitions[edited].toKelvin(value);
  return Object.fromEntries(
    scales.map((scale) => [
      scale,
      scale === edited
        ? text
        : kelvin === undefined
          ? ''
          : formatTemperature(scaleDefinitions[scale].fromKelvin(kelvin), decimals),
    ]),
  ) as Record<Scale, string>;
}
