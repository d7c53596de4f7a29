import { matchItems, positionalPairs } from './array-matching';
import { LinesBuilder, type DiffCounts, type DiffLine, type DiffLines } from './diff-lines';
import { childPointer, type PatchOperation } from './json-patch';

export interface DiffOptions {
  /** Arrays of scalars compared as multisets, arrays of objects matched by an id, key or name field. */
  ignoreArrayOrder: boolean;
}

export interface JsonDifferences {
  identical: boolean;
  lines: DiffLines;
  counts: DiffCounts;
  /**
   * The RFC 6902 operations from the first value to the second (to one equal up to array order
   * when arrays were matched regardless of order). Within an array, changes inside items come
   * first, then removals from the last index down, then additions appended ("/-"), so every index
   * still points at the item it meant when its operation applies.
   */
  operations: PatchOperation[];
}

type JsonObject = Record<string, unknown>;

/** A member or item of two containers compared with each other; one side is absent when added or removed. */
interface Child {
  /** An object member's key; undefined for array items. */
  key: string | undefined;
  /** Its JSON Pointer token in the first document: the key, or the item's index in the first array. */
  token: string | number;
  left?: { value: unknown };
  right?: { value: unknown };
}

/** A container on the walk's stack, with the children still to compare. */
interface Frame {
  isArray: boolean;
  children: Child[];
  next: number;
  depth: number;
  pointer: string;
  openLine: number;
  differs: boolean;
  root: boolean;
  /** Arrays: the first array's indexes of removed items, and the added values, patched on closing. */
  removedIndexes: number[];
  addedValues: unknown[];
}

const isPlainObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Equal scalars: NaN (which JSON5 allows) equals itself. */
const sameScalar = (left: unknown, right: unknown) => left === right || (Number.isNaN(left) && Number.isNaN(right));

/** Values are written as compact JSON: NaN and Infinity (JSON5 only) become null, as JSON has it. */
const compactJson = (value: unknown) => JSON.stringify(value) ?? 'null';

const hasOwn = (object: JsonObject, key: string) => Object.prototype.hasOwnProperty.call(object, key);

function objectChildren(left: JsonObject, right: JsonObject): Child[] {
  const children: Child[] = Object.keys(left).map((key) => ({
    key,
    token: key,
    left: { value: left[key] },
    right: hasOwn(right, key) ? { value: right[key] } : undefined,
  }));
  for (const key of Object.keys(right)) {
    if (!hasOwn(left, key)) children.push({ key, token: key, right: { value: right[key] } });
  }
  return children;
}

function arrayChildren(left: unknown[], right: unknown[], options: DiffOptions): Child[] {
  const pairs = (options.ignoreArrayOrder && matchItems(left, right)) || positionalPairs(left.length, right.length);
  return pairs.map(({ leftIndex, rightIndex }) => ({
    key: undefined,
    token: leftIndex ?? '-',
    left: leftIndex === undefined ? undefined : { value: left[leftIndex] },
    right: rightIndex === undefined ? undefined : { value: right[rightIndex] },
  }));
}

/**
 * Compares two parsed JSON values: objects through the union of their keys (the first's in its
 * order, then those only in the second), arrays position by position (or matched, see
 * DiffOptions), anything else as a whole. Walks with a stack of its own rather than recursion, so
 * documents nested thousands of levels deep compare too.
 */
export function diffJson(left: unknown, right: unknown, options: DiffOptions): JsonDifferences {
  const lines = new LinesBuilder();
  const operations: PatchOperation[] = [];
  const stack: Frame[] = [];
  const markParentDiffers = () => {
    const parent = stack.at(-1);
    if (parent) parent.differs = true;
  };

  const visit = (leftValue: unknown, rightValue: unknown, key: string | undefined, depth: number, pointer: string) => {
    const root = stack.length === 0;
    const isArray = Array.isArray(leftValue) && Array.isArray(rightValue);
    if (isArray || (isPlainObject(leftValue) && isPlainObject(rightValue))) {
      const children = isArray
        ? arrayChildren(leftValue as unknown[], rightValue as unknown[], options)
        : objectChildren(leftValue as JsonObject, rightValue as JsonObject);
      const open: DiffLine = { ...sameLine(depth, key), kind: 'open', value: isArray ? '[' : '{', comma: false };
      const openLine = lines.push(open);
      stack.push({
        isArray,
        children,
        next: 0,
        depth,
        pointer,
        openLine,
        differs: false,
        root,
        removedIndexes: [],
        addedValues: [],
      });
    } else if (sameScalar(leftValue, rightValue)) {
      lines.push({ ...sameLine(depth, key), value: compactJson(leftValue), comma: !root });
    } else {
      lines.push({
        ...sameLine(depth, key),
        marker: 'changed',
        before: compactJson(leftValue),
        value: compactJson(rightValue),
        comma: !root,
        differs: true,
      });
      operations.push({ op: 'replace', path: pointer, value: rightValue });
      markParentDiffers();
    }
  };

  visit(left, right, undefined, 0, '');
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    const child = frame.children[frame.next++];
    if (child !== undefined) {
      const depth = frame.depth + 1;
      const pointer = childPointer(frame.pointer, child.token);
      if (child.left && child.right) {
        visit(child.left.value, child.right.value, child.key, depth, pointer);
        continue;
      }
      frame.differs = true;
      const side = child.left ? 'removed' : 'added';
      const value = (child.left ?? child.right)?.value;
      lines.push({
        ...sameLine(depth, child.key),
        marker: side,
        value: compactJson(value),
        comma: true,
        differs: true,
      });
      if (frame.isArray && side === 'removed') frame.removedIndexes.push(child.token as number);
      else if (frame.isArray) frame.addedValues.push(value);
      else operations.push(side === 'removed' ? { op: 'remove', path: pointer } : { op: 'add', path: pointer, value });
      continue;
    }
    stack.pop();
    for (const index of frame.removedIndexes.sort((a, b) => b - a)) {
      operations.push({ op: 'remove', path: childPointer(frame.pointer, index) });
    }
    for (const value of frame.addedValues) operations.push({ op: 'add', path: `${frame.pointer}/-`, value });
    lines.push({
      ...sameLine(frame.depth, undefined),
      kind: 'close',
      value: frame.isArray ? ']' : '}',
      comma: !frame.root,
      differs: frame.differs,
    });
    if (frame.differs) {
      lines.markDiffers(frame.openLine);
      markParentDiffers();
    }
  }

  const { counts } = lines;
  return { identical: counts.added + counts.removed + counts.changed === 0, lines: lines.finish(), counts, operations };
}

function sameLine(depth: number, key: string | undefined): DiffLine {
  return { depth, key, marker: 'same', kind: 'value', before: undefined, value: '', comma: true, differs: false };
}
