import { message, type Message } from '../../lib/operation/message';

/** What the page reads from the browser about the device, each part optional as browsers differ. */
export interface DeviceEnvironment {
  screen?: {
    availWidth?: number;
    availHeight?: number;
    colorDepth?: number;
    orientation?: { type?: string; angle?: number };
  };
  devicePixelRatio?: number;
  innerWidth?: number;
  innerHeight?: number;
  navigator?: {
    vendor?: string;
    languages?: readonly string[];
    platform?: string;
    userAgent?: string;
    hardwareConcurrency?: number;
    /** Chromium only. */
    deviceMemory?: number;
    maxTouchPoints?: number;
    cookieEnabled?: boolean;
    onLine?: boolean;
  };
  timeZone?: string;
  /** Whether the person prefers a dark colour scheme; undefined where media queries are missing. */
  prefersDark?: boolean;
}

/** One labelled value; undefined when the browser does not give it (shown as `unknown`). */
export interface Reading {
  /** Its name in the JSON copy. */
  key: string;
  /** Catalogue key of its label. */
  label: string;
  /** As the browser gives it, or in words (yes or no). */
  value: string | Message | undefined;
}

/** A reading as shown: its value in words. */
export interface ShownReading {
  key: string;
  value: string | undefined;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const nonEmpty = (text: string | undefined) => (text ? text : undefined);
const yesNo = (flag: boolean | undefined) => (flag === undefined ? undefined : message(flag ? 'yes' : 'no'));
const withUnit = (value: number | undefined, unit: string) => (isNumber(value) ? `${value}${unit}` : undefined);
const size = (width: number | undefined, height: number | undefined) =>
  isNumber(width) && isNumber(height) ? `${width} x ${height}` : undefined;

export function screenReadings({ screen, devicePixelRatio, innerWidth, innerHeight }: DeviceEnvironment): Reading[] {
  return [
    { key: 'screenSize', label: 'readings.screenSize', value: size(screen?.availWidth, screen?.availHeight) },
    { key: 'orientation', label: 'readings.orientation', value: nonEmpty(screen?.orientation?.type) },
    { key: 'orientationAngle', label: 'readings.orientationAngle', value: withUnit(screen?.orientation?.angle, '°') },
    { key: 'colorDepth', label: 'readings.colorDepth', value: withUnit(screen?.colorDepth, ' bits') },
    { key: 'pixelRatio', label: 'readings.pixelRatio', value: withUnit(devicePixelRatio, ' dppx') },
    { key: 'windowSize', label: 'readings.windowSize', value: size(innerWidth, innerHeight) },
  ];
}

export function deviceReadings({ navigator, timeZone, prefersDark }: DeviceEnvironment): Reading[] {
  const languages = navigator?.languages ?? [];
  return [
    { key: 'browserVendor', label: 'readings.browserVendor', value: nonEmpty(navigator?.vendor) },
    { key: 'languages', label: 'readings.languages', value: nonEmpty(languages.join(', ')) },
    { key: 'platform', label: 'readings.platform', value: nonEmpty(navigator?.platform) },
    { key: 'userAgent', label: 'readings.userAgent', value: nonEmpty(navigator?.userAgent) },
    {
      key: 'cpuCores',
      label: 'readings.cpuCores',
      value: navigator?.hardwareConcurrency ? String(navigator.hardwareConcurrency) : undefined,
    },
    { key: 'deviceMemory', label: 'readings.deviceMemory', value: withUnit(navigator?.deviceMemory, ' GB') },
    { key: 'touchPoints', label: 'readings.touchPoints', value: withUnit(navigator?.maxTouchPoints, '') },
    { key: 'timeZone', label: 'readings.timeZone', value: nonEmpty(timeZone) },
    { key: 'cookiesEnabled', label: 'readings.cookiesEnabled', value: yesNo(navigator?.cookieEnabled) },
    { key: 'online', label: 'readings.online', value: yesNo(navigator?.onLine) },
    {
      key: 'preferredColorScheme',
      label: 'readings.preferredColorScheme',
      value: prefersDark === undefined ? undefined : prefersDark ? 'dark' : 'light',
    },
  ];
}

/** Every reading as one JSON object (a missing one `null`), client hints in their own object. */
export function readingsJson(readings: readonly ShownReading[], clientHints?: readonly ShownReading[]): string {
  const valuesOf = (list: readonly ShownReading[]) =>
    Object.fromEntries(list.map(({ key, value }) => [key, value ?? null]));
  return JSON.stringify({ ...valuesOf(readings), ...(clientHints && { clientHints: valuesOf(clientHints) }) }, null, 2);
}
