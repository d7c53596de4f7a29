import { describe, expect, it } from 'vitest';
import { toolWords } from '../../i18n/tool-words';
import words from './locales/en.json';
import {
  deviceReadings,
  readingsJson,
  screenReadings,
  type DeviceEnvironment,
  type Reading,
  type ShownReading,
} from './device-information';

const { text, word } = toolWords(words);

// Headless Chromium on Linux with its default 800×600 screen (the spec's examples).
const chromium: DeviceEnvironment = {
  screen: { availWidth: 800, availHeight: 600, colorDepth: 24, orientation: { type: 'landscape-primary', angle: 0 } },
  devicePixelRatio: 1,
  innerWidth: 1280,
  innerHeight: 720,
  navigator: {
    vendor: 'Google Inc.',
    languages: ['en-US', 'en'],
    platform: 'Linux x86_64',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    hardwareConcurrency: 8,
    deviceMemory: 8,
    maxTouchPoints: 0,
    cookieEnabled: true,
    onLine: true,
  },
  timeZone: 'Europe/Paris',
  prefersDark: false,
};

/** Each reading's value as shown, by its label as shown. */
const valuesOf = (readings: Reading[]) =>
  Object.fromEntries(
    readings.map(({ label, value }) => [text(label), typeof value === 'object' ? word(value) : value]),
  );

describe('screenReadings', () => {
  it('formats each reading as the spec writes it', () => {
    expect(valuesOf(screenReadings(chromium))).toEqual({
      'Screen size': '800 x 600',
      Orientation: 'landscape-primary',
      'Orientation angle': '0°',
      'Color depth': '24 bits',
      'Pixel ratio': '1 dppx',
      'Window size': '1280 x 720',
    });
  });

  it('prints the pixel ratio as JavaScript does', () => {
    expect(valuesOf(screenReadings({ ...chromium, devicePixelRatio: 1.5 }))['Pixel ratio']).toBe('1.5 dppx');
    expect(valuesOf(screenReadings({ ...chromium, devicePixelRatio: 2 }))['Pixel ratio']).toBe('2 dppx');
  });

  it('leaves the orientation unknown where the API is missing (old Safari)', () => {
    const safari = { ...chromium, screen: { ...chromium.screen, orientation: undefined } };
    expect(valuesOf(screenReadings(safari))).toMatchObject({ Orientation: undefined, 'Orientation angle': undefined });
  });

  it('leaves everything unknown when nothing is known', () => {
    expect(screenReadings({}).every((reading) => reading.value === undefined)).toBe(true);
  });
});

describe('deviceReadings', () => {
  it('formats each reading as the spec writes it', () => {
    expect(valuesOf(deviceReadings(chromium))).toEqual({
      'Browser vendor': 'Google Inc.',
      Languages: 'en-US, en',
      Platform: 'Linux x86_64',
      'User agent': chromium.navigator?.userAgent,
      'CPU cores': '8',
      'Device memory': '8 GB',
      'Touch points': '0',
      'Time zone': 'Europe/Paris',
      'Cookies enabled': 'Yes',
      Online: 'Yes',
      'Preferred color scheme': 'light',
    });
  });

  it('reads Firefox: no vendor, no device memory; offline, dark, cookies off', () => {
    const firefox: DeviceEnvironment = {
      ...chromium,
      navigator: { ...chromium.navigator, vendor: '', deviceMemory: undefined, onLine: false, cookieEnabled: false },
      prefersDark: true,
    };
    expect(valuesOf(deviceReadings(firefox))).toMatchObject({
      'Browser vendor': undefined,
      'Device memory': undefined,
      Online: 'No',
      'Cookies enabled': 'No',
      'Preferred color scheme': 'dark',
    });
  });

  it('leaves empty languages unknown', () => {
    const none = { ...chromium, navigator: { ...chromium.navigator, languages: [] } };
    expect(valuesOf(deviceReadings(none)).Languages).toBeUndefined();
  });

  it('leaves everything unknown when nothing is known', () => {
    expect(deviceReadings({}).every((reading) => reading.value === undefined)).toBe(true);
  });
});

describe('readingsJson', () => {
  it('names each reading, writes a missing one null, and puts client hints in their own object', () => {
    const readings: ShownReading[] = [
      { key: 'screenSize', value: '800 x 600' },
      { key: 'browserVendor', value: undefined },
    ];
    const hints: ShownReading[] = [{ key: 'model', value: undefined }];
    expect(JSON.parse(readingsJson(readings))).toEqual({ screenSize: '800 x 600', browserVendor: null });
    expect(JSON.parse(readingsJson(readings, hints))).toEqual({
      screenSize: '800 x 600',
      browserVendor: null,
      clientHints: { model: null },
    });
  });
});
