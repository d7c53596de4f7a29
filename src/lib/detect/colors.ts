// Colours as CSS writes them: hex, rgb(), hsl() and the other colour functions.
import { detected, type DetectionName, type Detector } from './detection';

const cssFunctionNames: Partial<Record<string, DetectionName>> = {
  rgb: 'rgbColor',
  rgba: 'rgbColor',
  hsl: 'hslColor',
  hsla: 'hslColor',
};

/** `#1ea54c` (3, 4, 6 or 8 digits), `rgb(30, 165, 76)`, `hsl(141 69% 38%)`, `oklch(…)` … */
export const detectColor: Detector = (text) => {
  if (text.length > 120) return undefined;
  const hex = /^#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i.exec(text);
  // "#123" may be an issue number as well.
  if (hex) return detected('color', /^\d{3,4}$/.test(hex[1]) ? 0.6 : 0.95, 'hexColor');
  const call = /^(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(\s*([^()]+?)\s*\)$/i.exec(text);
  if (!call) return undefined;
  // Numbers, percentages and angles; color() names its colour space first.
  const values = call[2].replace(/^[a-z][\w-]*\s+/i, '');
  if (!/\d/.test(values) || !/^(?:[\d\s.,%/+-]|deg|grad|rad|turn|none)+$/i.test(values)) return undefined;
  return detected('color', 0.95, cssFunctionNames[call[1].toLowerCase()] ?? 'cssColor');
};
