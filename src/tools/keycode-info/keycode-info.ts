import { message, type Message } from '../../lib/operation/message';

/** What a keydown event says about the key, as the page reads it. */
export type KeyEventFields = Pick<
  KeyboardEvent,
  'key' | 'keyCode' | 'code' | 'location' | 'metaKey' | 'shiftKey' | 'ctrlKey' | 'altKey'
>;

/** One key press, as shown: each field the text of its row. */
export interface KeyPress {
  /** `event.key` as is: a single space for the space bar. */
  key: string;
  /** The key written for reading: `Space` for the space bar. */
  keyName: string;
  keyCode: string;
  code: string;
  /** Its number and, in words, its name: `0 (Standard)`. */
  location: Message;
  /** The held modifiers, `Meta + Shift + Ctrl + Alt` order, empty when none. */
  modifiers: string;
  /** A condition matching this press, to paste into a handler. */
  snippet: string;
}

const locationNames = ['standard', 'left', 'right', 'numpad'];

const modifiers = [
  { name: 'Meta', flag: 'metaKey', key: 'Meta' },
  { name: 'Shift', flag: 'shiftKey', key: 'Shift' },
  { name: 'Ctrl', flag: 'ctrlKey', key: 'Control' },
  { name: 'Alt', flag: 'altKey', key: 'Alt' },
] as const;

/** The modifiers held during the press; a modifier pressed alone counts as held. */
function heldModifiers(event: KeyEventFields) {
  return modifiers.filter((modifier) => event[modifier.flag] || event.key === modifier.key);
}

function quoted(text: string): string {
  return `'${text.replace(/[\\']/g, (character) => `\\${character}`)}'`;
}

function snippetOf(event: KeyEventFields, held: ReturnType<typeof heldModifiers>): string {
  // Some keys (media keys, virtual keyboards) have no code: match on the key instead.
  const test = event.code === '' ? `event.key === ${quoted(event.key)}` : `event.code === ${quoted(event.code)}`;
  return `if (${[test, ...held.map((modifier) => `event.${modifier.flag}`)].join(' && ')}) { … }`;
}

export function describeKeyPress(event: KeyEventFields): KeyPress {
  const held = heldModifiers(event);
  return {
    key: event.key,
    keyName: event.key === ' ' ? 'Space' : event.key,
    keyCode: String(event.keyCode),
    code: event.code,
    location: message(`locations.${locationNames[event.location] ?? 'unknown'}`, { location: event.location }),
    modifiers: held.map((modifier) => modifier.name).join(' + '),
    snippet: snippetOf(event, held),
  };
}

// Keys that scroll the page, move the focus away or leave it; F5 (reload) and F12 (developer
// tools) stay with the browser on purpose.
const keptKeys = new Set([
  ' ',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'PageUp',
  'PageDown',
  'Home',
  'End',
  'Tab',
  'Backspace',
  ...[1, 2, 3, 4, 6, 7, 8, 9, 10, 11].map((n) => `F${n}`),
]);

/** The element a key press goes to, as far as telling a text field apart goes. */
export interface KeyTarget {
  tagName?: string;
  type?: string;
  isContentEditable?: boolean;
}

const nonTextInputTypes = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

export function isTextField(target: KeyTarget | null): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName?.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  return tag === 'input' && !nonTextInputTypes.has(target.type?.toLowerCase() ?? 'text');
}

/** Whether the press should not do what the browser would do with it (scroll, leave the page). */
export function keepsKeyFromBrowser(key: string, target: KeyTarget | null): boolean {
  return keptKeys.has(key) && !isTextField(target);
}
