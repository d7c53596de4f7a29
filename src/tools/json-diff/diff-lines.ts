export type LineMarker = 'same' | 'added' | 'removed' | 'changed';
export type LineKind = 'value' | 'open' | 'close';

/** One line of the rendered diff. */
export interface DiffLine {
  depth: number;
  marker: LineMarker;
  kind: LineKind;
  /** An object member's key; array items and the root have none. */
  key: string | undefined;
  /** The old value of a changed line. */
  before: string | undefined;
  /** The value as compact JSON, or the bracket of an opening or closing line. */
  value: string;
  comma: boolean;
  /** Kept by "Only show differences": a difference, or a container on the path to one. */
  differs: boolean;
}

/**
 * Every line of a diff in a few flat arrays and one string rather than an object per line: a
 * worker hands them to the page at the cost of a copy (the buffers are transferred), where a
 * hundred thousand small objects would take the page long to receive.
 */
export interface DiffLines {
  count: number;
  depths: Uint32Array;
  flags: Uint8Array;
  /** The keys, old values and values of all lines, one after the other. */
  text: string;
  /** For line i, where its key, old value and value start in `text` (3i, 3i+1, 3i+2); then the end. */
  starts: Uint32Array;
}

export interface DiffCounts {
  added: number;
  removed: number;
  changed: number;
}

const markers: readonly LineMarker[] = ['same', 'added', 'removed', 'changed'];
const kinds: readonly LineKind[] = ['value', 'open', 'close'];
const commaFlag = 1 << 4;
const differsFlag = 1 << 5;
const keyFlag = 1 << 6;
const beforeFlag = 1 << 7;

const markerSymbols: Record<LineMarker, string> = { same: '  ', added: '+ ', removed: '- ', changed: '~ ' };

export function lineAt(lines: DiffLines, index: number): DiffLine {
  const flags = lines.flags[index];
  const [keyStart, beforeStart, valueStart, end] = lines.starts.subarray(3 * index, 3 * index + 4);
  return {
    depth: lines.depths[index],
    marker: markers[flags & 3],
    kind: kinds[(flags >> 2) & 3],
    key: flags & keyFlag ? lines.text.slice(keyStart, beforeStart) : undefined,
    before: flags & beforeFlag ? lines.text.slice(beforeStart, valueStart) : undefined,
    value: lines.text.slice(valueStart, end),
    comma: (flags & commaFlag) !== 0,
    differs: (flags & differsFlag) !== 0,
  };
}

/** A line as plain text: indentation, marker, `key: `, `old → `, value, comma. */
export function lineText(line: DiffLine): string {
  const key = line.key === undefined ? '' : `${line.key}: `;
  const before = line.before === undefined ? '' : `${line.before} → `;
  return `${'  '.repeat(line.depth)}${markerSymbols[line.marker]}${key}${before}${line.value}${line.comma ? ',' : ''}`;
}

export function markerSymbol(marker: LineMarker): string {
  return markerSymbols[marker];
}

/** The indexes of the lines to show: all of them, or only the differences and their containers. */
export function visibleLineIndexes(lines: DiffLines, onlyDifferences: boolean): Uint32Array {
  // Plain loops: this runs on the page for each new diff, over hundreds of thousands of lines.
  const kept = new Uint32Array(lines.count);
  let length = 0;
  for (let index = 0; index < lines.count; index++) {
    if (!onlyDifferences || lines.flags[index] & differsFlag) kept[length++] = index;
  }
  return kept.subarray(0, length);
}

/** Collects lines into the flat arrays of DiffLines, counting added, removed and changed ones. */
export class LinesBuilder {
  readonly counts: DiffCounts = { added: 0, removed: 0, changed: 0 };
  private readonly depths: number[] = [];
  private readonly flags: number[] = [];
  private readonly starts: number[] = [];
  private readonly parts: string[] = [];
  private length = 0;

  /** Adds a line; returns its index. */
  push(line: DiffLine): number {
    if (line.marker !== 'same') this.counts[line.marker]++;
    this.depths.push(line.depth);
    this.flags.push(
      markers.indexOf(line.marker) |
        (kinds.indexOf(line.kind) << 2) |
        (line.comma ? commaFlag : 0) |
        (line.differs ? differsFlag : 0) |
        (line.key === undefined ? 0 : keyFlag) |
        (line.before === undefined ? 0 : beforeFlag),
    );
    for (const part of [line.key ?? '', line.before ?? '', line.value]) {
      this.starts.push(this.length);
      this.parts.push(part);
      this.length += part.length;
    }
    return this.depths.length - 1;
  }

  /** Marks an earlier line (a container's opening line) as on the path to a difference. */
  markDiffers(index: number) {
    this.flags[index] |= differsFlag;
  }

  finish(): DiffLines {
    this.starts.push(this.length);
    return {
      count: this.depths.length,
      depths: Uint32Array.from(this.depths),
      flags: Uint8Array.from(this.flags),
      text: this.parts.join(''),
      starts: Uint32Array.from(this.starts),
    };
  }
}
