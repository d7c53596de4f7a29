import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../test/words';
import {
  describeKeyPress as describePress,
  isTextField,
  keepsKeyFromBrowser,
  type KeyEventFields,
} from './keycode-info';
import words from './locales/en.json';

/** The press as the page shows it: its location in words. */
const describeKeyPress = (event: KeyEventFields) => {
  const described = describePress(event);
  return { ...described, location: inEnglish(described.location, words) };
};

const noModifiers = { metaKey: false, shiftKey: false, ctrlKey: false, altKey: false };
const press = (fields: Partial<KeyEventFields> & Pick<KeyEventFields, 'key' | 'keyCode' | 'code'>): KeyEventFields => ({
  location: 0,
  ...noModifiers,
  ...fields,
});

describe('describeKeyPress', () => {
  it.each([
    [press({ key: 'a', keyCode: 65, code: 'KeyA' }), 'a', '65', 'KeyA', '0 (Standard)', ''],
    [press({ key: 'Enter', keyCode: 13, code: 'Enter' }), 'Enter', '13', 'Enter', '0 (Standard)', ''],
    [press({ key: 'A', keyCode: 65, code: 'KeyA', shiftKey: true }), 'A', '65', 'KeyA', '0 (Standard)', 'Shift'],
  ])('the spec example %#', (event, key, keyCode, code, location, modifiers) => {
    expect(describeKeyPress(event)).toMatchObject({ key, keyCode, code, location, modifiers });
  });

  it('names each location', () => {
    const locations = [0, 1, 2, 3].map((location) =>
      describeKeyPress(press({ key: 'x', keyCode: 1, code: 'x', location })),
    );
    expect(locations.map((described) => described.location)).toEqual([
      '0 (Standard)',
      '1 (Left)',
      '2 (Right)',
      '3 (Numpad)',
    ]);
    expect(describeKeyPress(press({ key: 'x', keyCode: 1, code: 'x', location: 7 })).location).toBe('7 (Unknown)');
  });

  it('lists held modifiers as Meta + Shift + Ctrl + Alt', () => {
    const all = { metaKey: true, shiftKey: true, ctrlKey: true, altKey: true };
    expect(describeKeyPress(press({ key: 'k', keyCode: 75, code: 'KeyK', ...all })).modifiers).toBe(
      'Meta + Shift + Ctrl + Alt',
    );
    expect(
      describeKeyPress(press({ key: 'k', keyCode: 75, code: 'KeyK', altKey: true, ctrlKey: true })).modifiers,
    ).toBe('Ctrl + Alt');
  });

  it('counts a modifier pressed alone as held, even when the event flag says otherwise', () => {
    expect(describeKeyPress(press({ key: 'Shift', keyCode: 16, code: 'ShiftRight', location: 2 }))).toMatchObject({
      modifiers: 'Shift',
      location: '2 (Right)',
    });
    expect(describeKeyPress(press({ key: 'Control', keyCode: 17, code: 'ControlLeft', ctrlKey: true })).modifiers).toBe(
      'Ctrl',
    );
  });

  it('keeps a space as a space, and names it Space for display', () => {
    expect(describeKeyPress(press({ key: ' ', keyCode: 32, code: 'Space' }))).toMatchObject({
      key: ' ',
      keyName: 'Space',
    });
    expect(describeKeyPress(press({ key: 'Process', keyCode: 229, code: 'KeyA' })).keyName).toBe('Process');
  });

  it('writes a condition matching the press', () => {
    expect(describeKeyPress(press({ key: 'A', keyCode: 65, code: 'KeyA', shiftKey: true })).snippet).toBe(
      "if (event.code === 'KeyA' && event.shiftKey) { … }",
    );
    expect(describeKeyPress(press({ key: 'Enter', keyCode: 13, code: 'Enter' })).snippet).toBe(
      "if (event.code === 'Enter') { … }",
    );
    expect(describeKeyPress(press({ key: "'", keyCode: 0, code: '' })).snippet).toBe("if (event.key === '\\'') { … }");
  });
});

describe('keepsKeyFromBrowser', () => {
  const body = { tagName: 'BODY' };
  it.each(['ArrowDown', ' ', 'PageUp', 'End', 'Tab', 'Backspace', 'F1', 'F11'])('keeps %s from the page', (key) => {
    expect(keepsKeyFromBrowser(key, body)).toBe(true);
  });

  it.each(['F5', 'F12', 'a', 'Enter', 'Escape', 'Shift'])('leaves %s to the browser', (key) => {
    expect(keepsKeyFromBrowser(key, body)).toBe(false);
  });

  it('leaves every key to a text field', () => {
    expect(keepsKeyFromBrowser('Backspace', { tagName: 'INPUT', type: 'text' })).toBe(false);
    expect(keepsKeyFromBrowser('ArrowLeft', { tagName: 'TEXTAREA' })).toBe(false);
    expect(keepsKeyFromBrowser(' ', { tagName: 'DIV', isContentEditable: true })).toBe(false);
  });
});

describe('isTextField', () => {
  it.each([
    [{ tagName: 'INPUT', type: 'search' }, true],
    [{ tagName: 'INPUT' }, true],
    [{ tagName: 'INPUT', type: 'checkbox' }, false],
    [{ tagName: 'BUTTON' }, false],
    [{ tagName: 'SELECT' }, true],
  ])('%o is a text field: %s', (target, expected) => {
    expect(isTextField(target)).toBe(expected);
  });

  it('is false without a target', () => {
    expect(isTextField(null)).toBe(false);
  });
});
