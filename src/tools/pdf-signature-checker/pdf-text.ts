// PDF text strings (ISO 32000-2 §7.9.2.2) and dates (§7.9.4), as found in a signature dictionary.

// PDFDocEncoding where it differs from Latin-1 (ISO 32000-2, Annex D); 0 = undefined code.
// prettier-ignore
const pdfDocDifferences: Readonly<Record<number, number>> = {
  0x18: 0x02d8, 0x19: 0x02c7, 0x1a: 0x02c6, 0x1b: 0x02d9, 0x1c: 0x02dd, 0x1d: 0x02db, 0x1e: 0x02da, 0x1f: 0x02dc,
  0x80: 0x2022, 0x81: 0x2020, 0x82: 0x2021, 0x83: 0x2026, 0x84: 0x2014, 0x85: 0x2013, 0x86: 0x0192, 0x87: 0x2044,
  0x88: 0x2039, 0x89: 0x203a, 0x8a: 0x2212, 0x8b: 0x2030, 0x8c: 0x201e, 0x8d: 0x201c, 0x8e: 0x201d, 0x8f: 0x2018,
  0x90: 0x2019, 0x91: 0x201a, 0x92: 0x2122, 0x93: 0xfb01, 0x94: 0xfb02, 0x95: 0x0141, 0x96: 0x0152, 0x97: 0x0160,
  0x98: 0x0178, 0x99: 0x017d, 0x9a: 0x0131, 0x9b: 0x0142, 0x9c: 0x0153, 0x9d: 0x0161, 0x9e: 0x017e, 0x9f: 0,
  0xa0: 0x20ac, 0xad: 0,
};

const replacementCharacter = 0xfffd;

function decodePdfDocEncoding(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) {
    const code = pdfDocDifferences[byte] ?? byte;
    text += String.fromCharCode(code === 0 && byte !== 0 ? replacementCharacter : code);
  }
  return text;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

/**
 * The text of a PDF text string: UTF-16BE after a FE FF byte order mark, UTF-8 after EF BB BF
 * (PDF 2.0), PDFDocEncoding otherwise.
 */
export function decodePdfTextString(bytes: Uint8Array): string {
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  return decodePdfDocEncoding(bytes);
}

const datePattern = /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(?:([Zz])|([+-])(\d{2})(?:'?(\d{2}))?'?)?/;

/**
 * A PDF date such as `D:20240131120000+01'00'` (every part after the year optional, UTC when the
 * offset is missing); undefined when the text is not one.
 */
export function parsePdfDate(text: string): Date | undefined {
  const match = datePattern.exec(text.trim());
  if (!match) return undefined;
  const [
    ,
    year,
    month = '01',
    day = '01',
    hour = '00',
    minute = '00',
    second = '00',
    ,
    sign,
    offsetHours,
    offsetMinutes,
  ] = match;
  const parts = [month, day, hour, minute, second].map(Number);
  const utc = Date.UTC(Number(year), parts[0] - 1, parts[1], parts[2], parts[3], parts[4]);
  const offsetMs = sign ? (Number(offsetHours) * 60 + Number(offsetMinutes ?? 0)) * 60_000 : 0;
  const date = new Date(sign === '-' ? utc + offsetMs : utc - offsetMs);
  return Number.isNaN(date.getTime()) || parts[0] < 1 || parts[0] > 12 ? undefined : date;
}
