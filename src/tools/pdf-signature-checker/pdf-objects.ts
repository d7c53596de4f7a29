// Just enough of the PDF object syntax (ISO 32000-2 §7.3) to read a signature dictionary where
// it stands in the file: no streams, no cross-reference table, no decompression.

export type PdfValue =
  | { type: 'dictionary'; entries: Map<string, PdfValue> }
  | { type: 'array'; items: PdfValue[] }
  | { type: 'name'; name: string }
  | { type: 'string'; bytes: Uint8Array }
  | { type: 'number'; value: number }
  | { type: 'reference'; objectNumber: number; generation: number }
  | { type: 'boolean'; value: boolean }
  | { type: 'null' };

export type PdfDictionary = Extract<PdfValue, { type: 'dictionary' }>;

export class PdfSyntaxError extends Error {
  constructor(message: string, offset: number) {
    super(`${message} at offset ${offset}`);
    this.name = 'PdfSyntaxError';
  }
}

const code = (character: string) => character.charCodeAt(0);
const whitespace = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const delimiters = new Set(Array.from('()<>[]{}/%', code));
const isRegular = (byte: number) => !whitespace.has(byte) && !delimiters.has(byte);
const isDigit = (byte: number) => byte >= 0x30 && byte <= 0x39;
const maxDepth = 32;

const escapes: Readonly<Record<number, number>> = {
  [code('n')]: 0x0a,
  [code('r')]: 0x0d,
  [code('t')]: 0x09,
  [code('b')]: 0x08,
  [code('f')]: 0x0c,
};

function hexValue(byte: number): number {
  if (isDigit(byte)) return byte - 0x30;
  const lower = byte | 0x20;
  return lower >= code('a') && lower <= code('f') ? lower - code('a') + 10 : -1;
}

const latin1 = new TextDecoder('latin1');

class Parser {
  constructor(
    private readonly bytes: Uint8Array,
    public position: number,
    private readonly limit: number,
  ) {}

  private fail(message: string): never {
    throw new PdfSyntaxError(message, this.position);
  }

  private peek(ahead = 0): number {
    const index = this.position + ahead;
    if (index >= this.limit) this.fail('Unexpected end of data');
    return this.bytes[index];
  }

  private atEnd(): boolean {
    return this.position >= this.limit;
  }

  skipSpace(): void {
    while (!this.atEnd()) {
      const byte = this.bytes[this.position];
      if (whitespace.has(byte)) this.position++;
      else if (byte === code('%')) {
        while (!this.atEnd() && this.bytes[this.position] !== 0x0a && this.bytes[this.position] !== 0x0d)
          this.position++;
      } else return;
    }
  }

  value(depth = 0): PdfValue {
    if (depth > maxDepth) this.fail('Objects nested too deeply');
    this.skipSpace();
    const byte = this.peek();
    if (byte === code('<')) return this.peek(1) === code('<') ? this.dictionary(depth) : this.hexString();
    if (byte === code('[')) return this.array(depth);
    if (byte === code('(')) return this.literalString();
    if (byte === code('/')) return { type: 'name', name: this.name() };
    if (isDigit(byte) || byte === code('+') || byte === code('-') || byte === code('.'))
      return this.numberOrReference();
    return this.keyword();
  }

  private dictionary(depth: number): PdfValue {
    this.position += 2;
    const entries = new Map<string, PdfValue>();
    for (;;) {
      this.skipSpace();
      if (this.peek() === code('>') && this.peek(1) === code('>')) {
        this.position += 2;
        return { type: 'dictionary', entries };
      }
      if (this.peek() !== code('/')) this.fail('Expected a name as dictionary key');
      const key = this.name();
      entries.set(key, this.value(depth + 1));
    }
  }

  private array(depth: number): PdfValue {
    this.position++;
    const items: PdfValue[] = [];
    for (;;) {
      this.skipSpace();
      if (this.peek() === code(']')) {
        this.position++;
        return { type: 'array', items };
      }
      items.push(this.value(depth + 1));
    }
  }

  private name(): string {
    this.position++;
    const start = this.position;
    const out: number[] = [];
    while (!this.atEnd() && isRegular(this.bytes[this.position])) {
      const byte = this.bytes[this.position++];
      if (byte === code('#') && this.position + 1 < this.limit) {
        const high = hexValue(this.bytes[this.position]);
        const low = hexValue(this.bytes[this.position + 1]);
        if (high >= 0 && low >= 0) {
          out.push(high * 16 + low);
          this.position += 2;
          continue;
        }
      }
      out.push(byte);
    }
    if (this.position === start) return '';
    return latin1.decode(Uint8Array.from(out));
  }

  private hexString(): PdfValue {
    this.position++;
    const nibbles: number[] = [];
    for (;;) {
      const byte = this.peek();
      this.position++;
      if (byte === code('>')) break;
      if (whitespace.has(byte)) continue;
      const value = hexValue(byte);
      if (value < 0) this.fail('Invalid character in a hexadecimal string');
      nibbles.push(value);
    }
    const bytes = new Uint8Array(Math.ceil(nibbles.length / 2));
    nibbles.forEach((nibble, index) => (bytes[index >> 1] |= index % 2 === 0 ? nibble << 4 : nibble));
    return { type: 'string', bytes };
  }

  private literalString(): PdfValue {
    this.position++;
    const out: number[] = [];
    let nesting = 0;
    for (;;) {
      const byte = this.peek();
      this.position++;
      if (byte === code(')')) {
        if (nesting === 0) return { type: 'string', bytes: Uint8Array.from(out) };
        nesting--;
      } else if (byte === code('(')) nesting++;
      else if (byte === code('\\')) {
        out.push(...this.escape());
        continue;
      } else if (byte === 0x0d) {
        // An end of line inside a string reads as a single line feed, whatever its bytes.
        if (!this.atEnd() && this.bytes[this.position] === 0x0a) this.position++;
        out.push(0x0a);
        continue;
      }
      out.push(byte);
    }
  }

  private escape(): number[] {
    const byte = this.peek();
    this.position++;
    if (escapes[byte] !== undefined) return [escapes[byte]];
    if (byte >= 0x30 && byte <= 0x37) {
      let value = byte - 0x30;
      for (let digits = 1; digits < 3 && !this.atEnd(); digits++) {
        const next = this.bytes[this.position];
        if (next < 0x30 || next > 0x37) break;
        value = value * 8 + next - 0x30;
        this.position++;
      }
      return [value & 0xff];
    }
    if (byte === 0x0d) {
      if (!this.atEnd() && this.bytes[this.position] === 0x0a) this.position++;
      return [];
    }
    if (byte === 0x0a) return [];
    // \( \) \\ and any other character stand for the character itself.
    return [byte];
  }

  private token(): string {
    const start = this.position;
    while (!this.atEnd() && isRegular(this.bytes[this.position])) this.position++;
    return latin1.decode(this.bytes.subarray(start, this.position));
  }

  private numberOrReference(): PdfValue {
    const text = this.token();
    const value = Number(text);
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) || !Number.isFinite(value)) this.fail(`Invalid number "${text}"`);
    if (!/^\d+$/.test(text)) return { type: 'number', value };
    const afterNumber = this.position;
    this.skipSpace();
    const generation = this.atEnd() || !isDigit(this.bytes[this.position]) ? '' : this.token();
    this.skipSpace();
    if (/^\d+$/.test(generation) && !this.atEnd() && this.token() === 'R') {
      return { type: 'reference', objectNumber: value, generation: Number(generation) };
    }
    this.position = afterNumber;
    return { type: 'number', value };
  }

  private keyword(): PdfValue {
    const word = this.token();
    if (word === 'true' || word === 'false') return { type: 'boolean', value: word === 'true' };
    if (word === 'null') return { type: 'null' };
    return this.fail(`Unexpected "${word || String.fromCharCode(this.peek())}"`);
  }
}

/**
 * The PDF object written at `offset`, and the offset just after it. Reading stops at `limit`
 * (the end of the data by default). Throws a PdfSyntaxError on anything else.
 */
export function parsePdfObject(
  bytes: Uint8Array,
  offset: number,
  limit = bytes.length,
): { value: PdfValue; end: number } {
  const parser = new Parser(bytes, offset, Math.min(limit, bytes.length));
  const value = parser.value();
  return { value, end: parser.position };
}
