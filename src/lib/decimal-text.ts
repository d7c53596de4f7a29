/**
 * Rounds half up (towards +∞ at exactly .5) to `decimals` places, shifting the decimal point in
 * the number's text rather than multiplying, so 1.005 → 1.01 and not 1.00 (1.005 × 100 is
 * 100.49999… in binary).
 */
export function roundHalfUp(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const shift = (number: number, places: number) => {
    const [digits, exponent = '0'] = String(number).split('e');
    return Number(`${digits}e${Number(exponent) + places}`);
  };
  const rounded = shift(Math.round(shift(value, decimals)), -decimals);
  // A shift past the exponent range (a 1e300 number at 10 places, say) gives nothing to round.
  return Number.isFinite(rounded) ? rounded : value;
}

const plainFormats = new Map<number, Intl.NumberFormat>();

/**
 * `value` written with at most `maxDecimals` decimals, as plain digits: no thousands separators,
 * no exponent, no trailing zeros, no minus sign on zero ("3.3", "1000000000000000000000", "0").
 */
export function formatPlainDecimal(value: number, maxDecimals: number): string {
  let format = plainFormats.get(maxDecimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      useGrouping: false,
      maximumFractionDigits: maxDecimals,
      signDisplay: 'negative',
    });
    plainFormats.set(maxDecimals, format);
  }
  return format.format(value);
}

/** Rounds half up to at most `maxDecimals` decimals and writes it plainly (see above). */
export function roundedDecimalText(value: number, maxDecimals: number): string {
  return formatPlainDecimal(roundHalfUp(value, maxDecimals), maxDecimals);
}

/** A number box's text as a finite number; undefined while it holds none ('', '-', '.'). */
export function parseDecimalText(text: string): number | undefined {
  if (!/\d/.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}
