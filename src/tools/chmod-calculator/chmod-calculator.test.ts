import { describe, expect, it } from 'vitest';
import {
  chmodCommand,
  formatChmodSymbolic,
  formatOctal,
  formatSymbolic,
  parseOctal,
  parseSymbolic,
  permissionBit,
  permissionClasses,
  rights,
  shellPath,
  specialBits,
  withBit,
  type PermissionClass,
  type Right,
} from './chmod-calculator';
import { errorInEnglish } from '../../test/words';
import words from './locales/en.json';

const invalidOctalMessage = 'Enter up to 4 octal digits (0–7), such as 755 or 0644';
const invalidSymbolicMessage = 'Enter 9 characters such as rwxr-x---, optionally after a file type: -rw-r--r--';

const modeOf = (ticked: [PermissionClass, Right][]) =>
  ticked.reduce((mode, [permissionClass, right]) => withBit(mode, permissionBit(permissionClass, right), true), 0);

describe('the ticked boxes', () => {
  it('give the mode of example 1 (owner rwx, group r-x, public r-x)', () => {
    const mode = modeOf([
      ['owner', 'read'],
      ['owner', 'write'],
      ['owner', 'execute'],
      ['group', 'read'],
      ['group', 'execute'],
      ['public', 'read'],
      ['public', 'execute'],
    ]);
    expect(mode).toBe(0o755);
  });
});

describe('each checkbox', () => {
  it('adds 4, 2 or 1 to its class digit', () => {
    const digits = permissionClasses.flatMap((permissionClass) =>
      rights.map((right) => formatOctal(permissionBit(permissionClass, right))),
    );
    expect(digits).toEqual(['400', '200', '100', '040', '020', '010', '004', '002', '001']);
  });

  it('switches off again', () => {
    expect(withBit(0o755, permissionBit('owner', 'write'), false)).toBe(0o555);
    expect(withBit(0o755, permissionBit('owner', 'write'), true)).toBe(0o755);
  });
});

describe('special bits', () => {
  it.each([
    [0o4755, '4755', 'rwsr-xr-x'],
    [0o1777, '1777', 'rwxrwxrwt'],
    [0o2755, '2755', 'rwxr-sr-x'],
    [0o4644, '4644', 'rwSr--r--'],
    [0o2640, '2640', 'rw-r-S---'],
    [0o1776, '1776', 'rwxrwxrwT'],
    [0o7000, '7000', '--S--S--T'],
    [0o7777, '7777', 'rwsrwsrwt'],
  ])('%s → %s and %s, and back', (mode, octal, symbolic) => {
    expect(formatOctal(mode)).toBe(octal);
    expect(formatSymbolic(mode)).toBe(symbolic);
    expect(parseOctal(octal)).toEqual({ ok: true, value: mode });
    expect(parseSymbolic(symbolic)).toEqual({ ok: true, value: mode });
  });

  it('are 4, 2 and 1 in the first digit', () => {
    expect(permissionClasses.map((permissionClass) => formatOctal(specialBits[permissionClass].bit))).toEqual([
      '4000',
      '2000',
      '1000',
    ]);
  });
});

describe('parseOctal', () => {
  it.each([
    ['755', 0o755],
    ['0644', 0o644],
    [' 600 ', 0o600],
    ['7', 0o007],
    ['4755', 0o4755],
    ['000', 0],
  ])('%j → %s', (text, mode) => {
    expect(parseOctal(text)).toEqual({ ok: true, value: mode });
  });

  it.each(['', '8', '79', '758', '07555', 'rwx', '-1', '0x1ff', '1e3', '７５５'])('rejects %j', (text) => {
    expect(errorInEnglish(parseOctal(text), words)).toBe(invalidOctalMessage);
  });
});

describe('parseSymbolic', () => {
  it.each([
    ['rwxr-x---', 0o750],
    ['-rw-r--r--', 0o644],
    ['drwx------', 0o700],
    ['lrwxrwxrwx', 0o777],
    ['---------', 0],
  ])('%j → %s', (text, mode) => {
    expect(parseSymbolic(text)).toEqual({ ok: true, value: mode });
  });

  it.each(['', 'rwx', 'rwxrwxrwxx', 'xwrxwrxwr', 'rwtr-xr-x', 'rwxr-xr-s', 'RWXR-XR-X', 'zrwxr-xr-x', 'rwxq'])(
    'rejects %j',
    (text) => {
      expect(errorInEnglish(parseSymbolic(text), words)).toBe(invalidSymbolicMessage);
    },
  );
});

describe('commands', () => {
  it.each([
    [0o755, 'u=rwx,g=rx,o=rx'],
    [0o640, 'u=rw,g=r,o='],
    [0, 'u=,g=,o='],
    [0o4755, 'u=rwxs,g=rx,o=rx'],
    [0o1777, 'u=rwx,g=rwx,o=rwxt'],
  ])('%s in symbolic form is %s', (mode, symbolic) => {
    expect(formatChmodSymbolic(mode)).toBe(symbolic);
  });

  it('adds -R and the path', () => {
    expect(chmodCommand('755', { path: 'src', recursive: true })).toBe('chmod -R 755 src');
    expect(chmodCommand('u=rwx,g=rx,o=rx', { path: 'path', recursive: false })).toBe('chmod u=rwx,g=rx,o=rx path');
  });

  it.each([
    ['', 'path'],
    ['  ', 'path'],
    ['./bin/run.sh', './bin/run.sh'],
    ['~/.ssh/id_ed25519', '~/.ssh/id_ed25519'],
    ['my dir', "'my dir'"],
    ["it's", "'it'\\''s'"],
    ['$(rm -rf /)', "'$(rm -rf /)'"],
  ])('quotes the path %j as %s', (path, shown) => {
    expect(shellPath(path)).toBe(shown);
  });
});
