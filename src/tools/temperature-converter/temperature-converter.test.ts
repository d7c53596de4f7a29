import { describe, expect, it } from 'vitest';
import { convertTemperature, formatTemperature, scaleDefinitions, scales, type Scale } from './temperature-converter';

describe('the spec examples', () => {
  it.each<[string, Scale, string, Record<Scale, string>]>([
    [
      'the initial state, Kelvin 0',
      'kelvin',
      '0',
      {
        kelvin: '0',
        celsius: '-273.15',
        fahrenheit: '-459.67',
        rankine: '0',
        delisle: '559.73',
        newton: '-90.14',
        reaumur: '-218.52',
        romer: '-135.9',
      },
    ],
    [
      'Fahrenheit −40',
      'fahrenheit',
      '-40',
      {
        kelvin: '233.15',
        celsius: '-40',
        fahrenheit: '-40',
        rankine: '419.67',
        delisle: '210',
        newton: '-13.2',
        reaumur: '-32',
        romer: '-13.5',
      },
    ],
    [
      'Celsius 37',
      'celsius',
      '37',
      {
        kelvin: '310.15',
        celsius: '37',
        fahrenheit: '98.6',
        rankine: '558.27',
        delisle: '94.5',
        newton: '12.21',
        reaumur: '29.6',
        romer: '26.93',
      },
    ],
  ])('%s', (_case, scale, text, expected) => {
    expect(convertTemperature(scale, text)).toEqual(expected);
  });
});

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
