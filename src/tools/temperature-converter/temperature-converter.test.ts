import { describe, expect, it } from 'vitest';
import { convertTemperature, formatTemperature, scaleDefinitions, scales } from './temperature-converter';

// The spec's examples (Kelvin 0, Fahrenheit −40, Celsius 37) are the operation's.
describe('convertTemperature', () => {
  it('shows 0 °C as 273.15 K and 100 °C as 212 °F, without the reference truncation', () => {
    expect(convertTemperature('celsius', '0')).toMatchObject({ kelvin: '273.15', fahrenheit: '32' });
    expect(convertTemperature('celsius', '100')).toMatchObject({ fahrenheit: '212', delisle: '0' });
  });

  it('keeps the edited field exactly as typed', () => {
    expect(convertTemperature('celsius', '37.50').celsius).toBe('37.50');
    expect(convertTemperature('celsius', '2.').kelvin).toBe('275.15');
  });

  it('clears every other field when the edited one is emptied or unfinished', () => {
    for (const text of ['', '-', '.'])
      expect(convertTemperature('newton', text)).toEqual({
        ...Object.fromEntries(scales.map((s) => [s, ''])),
        newton: text,
      });
  });

  it('leaves the others blank for a number too large to be one', () => {
    expect(convertTemperature('kelvin', '9'.repeat(400)).celsius).toBe('');
  });

  it('rounds to the precision asked for', () => {
    expect(convertTemperature('celsius', '37', 0)).toMatchObject({ kelvin: '310', romer: '27' });
    expect(convertTemperature('fahrenheit', '100', 6).celsius).toBe('37.777778');
    expect(convertTemperature('fahrenheit', '212', 1)).toMatchObject({ celsius: '100', kelvin: '373.2' });
    expect(convertTemperature('kelvin', '0', 0)).toMatchObject({ celsius: '-273' });
  });

  it('turns every scale into Kelvin and back to the same value', () => {
    for (const scale of scales)
      expect(formatTemperature(scaleDefinitions[scale].fromKelvin(scaleDefinitions[scale].toKelvin(42.42)))).toBe(
        '42.42',
      );
  });
});
