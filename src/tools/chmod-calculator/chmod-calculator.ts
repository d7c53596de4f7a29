import { message, type Message } from '../../lib/operation/message';
import { err, ok, type Result } from '../../lib/result';

export type PermissionClass = 'owner' | 'group' | 'public';
export type Right = 'read' | 'write' | 'execute';

export const permissionClasses: readonly PermissionClass[] = ['owner', 'group', 'public'];
export const rights: readonly Right[] = ['read', 'write', 'execute'];

/** The special bit that goes with each class: setuid (4), setgid (2), sticky (1). */
export const specialBits: Record<PermissionClass, { name: 'setuid' | 'setgid' | 'sticky'; bit: number }> = {
  owner: { name: 'setuid', bit: 0o4000 },
  group: { name: 'setgid', bit: 0o2000 },
  public: { name: 'sticky', bit: 0o1000 },
};

const classShift: Record<PermissionClass, number> = { owner: 6, group: 3, public: 0 };
const rightValue: Record<Right, number> = { read: 4, write: 2, execute: 1 };

/** The bit of one right of one class in a mode (Owner read → 0o400). */
export function permissionBit(permissionClass: PermissionClass, right: Right): number {
  return rightValue[right] << classShift[permissionClass];
}

export function hasBit(mode: number, bit: number): boolean {
  return (mode & bit) !== 0;
}

export function withBit(mode: number, bit: number, on: boolean): number {
  return on ? mode | bit : mode & ~bit;
}

/** Three digits (`000`, `755`), or four when a special bit is set (`4755`). */
export function formatOctal(mode: number): string {
  return mode.toString(8).padStart(mode > 0o777 ? 4 : 3, '0');
}

/** `755`, `0644`, `4755`; fewer digits count from the right, as chmod reads them (`7` = `007`). */
export function parseOctal(text: string): Result<number, Message> {
  const trimmed = text.trim();
  if (!/^[0-7]{1,4}$/.test(trimmed)) return err(message('errors.invalidOctal'));
  return ok(Number.parseInt(trimmed, 8));
}

/** `rwxr-xr-x`; with `s`/`S` (setuid, setgid) and `t`/`T` (sticky), lowercase when execute is set too. */
export function formatSymbolic(mode: number): string {
  return permissionClasses
    .map((permissionClass) => {
      const read = hasBit(mode, permissionBit(permissionClass, 'read')) ? 'r' : '-';
      const write = hasBit(mode, permissionBit(permissionClass, 'write')) ? 'w' : '-';
      const execute = hasBit(mode, permissionBit(permissionClass, 'execute'));
      const special = hasBit(mode, specialBits[permissionClass].bit);
      const mark = permissionClass === 'public' ? 't' : 's';
      const last = special ? (execute ? mark : mark.toUpperCase()) : execute ? 'x' : '-';
      return read + write + last;
    })
    .join('');
}

const symbolicPattern = /^[-dlcbps]?([r-])([w-])([xsS-])([r-])([w-])([xsS-])([r-])([w-])([xtT-])$/;

/** `rwxr-x---`, or an `ls -l` string with its file type first (`-rw-r--r--`, `drwx------`). */
export function parseSymbolic(text: string): Result<number, Message> {
  const match = symbolicPattern.exec(text.trim());
  if (!match) return err(message('errors.invalidSymbolic'));
  let mode = 0;
  permissionClasses.forEach((permissionClass, index) => {
    const [read, write, last] = match.slice(1 + index * 3, 4 + index * 3);
    if (read === 'r') mode |= permissionBit(permissionClass, 'read');
    if (write === 'w') mode |= permissionBit(permissionClass, 'write');
    if (/[xst]/.test(last)) mode |= permissionBit(permissionClass, 'execute');
    if (/[sStT]/.test(last)) mode |= specialBits[permissionClass].bit;
  });
  return ok(mode);
}

const classLetter: Record<PermissionClass, string> = { owner: 'u', group: 'g', public: 'o' };

/** The same mode in chmod's symbolic form: `u=rwx,g=rx,o=rx`, with `s` and `t` for special bits. */
export function formatChmodSymbolic(mode: number): string {
  return permissionClasses
    .map((permissionClass) => {
      const letters = rights
        .filter((right) => hasBit(mode, permissionBit(permissionClass, right)))
        .map((right) => right[0].replace('e', 'x'))
        .join('');
      const special = hasBit(mode, specialBits[permissionClass].bit) ? (permissionClass === 'public' ? 't' : 's') : '';
      return `${classLetter[permissionClass]}=${letters}${special}`;
    })
    .join(',');
}

export const defaultPath = 'path';

/** The path as a shell reads it: quoted when it holds anything beyond plain path characters. */
export function shellPath(path: string): string {
  const trimmed = path.trim();
  if (trimmed === '') return defaultPath;
  if (/^[\w./~@%+=:,-]+$/.test(trimmed)) return trimmed;
  return `'${trimmed.replaceAll("'", `'\\''`)}'`;
}

export interface ChmodCommandOptions {
  path: string;
  recursive: boolean;
}

/** `chmod 755 path`, `chmod -R 4755 'my dir'`, or the symbolic form `chmod u=rwx,g=rx,o=rx path`. */
export function chmodCommand(modeText: string, { path, recursive }: ChmodCommandOptions): string {
  return ['chmod', recursive ? '-R' : '', modeText, shellPath(path)].filter(Boolean).join(' ');
}
