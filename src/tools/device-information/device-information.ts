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
  label: string;
  value: string | undefined;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const nonEmpty = (text: string | undefined) => (text ? text : undefined);
const yesNo = (flag: boolean | undefined) => (flag === undefined ? undefined : flag ? 'Yes' : 'No');
const withUnit = (value: number | undefined, unit: string) => (isNumber(value) ? `${value}${unit}` : undefined);
const size = (width: number | undefined, height: number | undefined) =>
  isNumber(width) && isNumber(height) ? `${width} x ${height}` : undefined;

export function screenReadings({ screen, devicePixelRatio, innerWidth, innerHeight }: DeviceEnvironment): Reading[] {
  return [
    { key: 'screenSize', label: 'Screen size', value: size(screen?.availWidth, screen?.availHeight) },
    { key: 'orientation', label: 'Orientation', value: nonEmpty(screen?.orientation?.type) },
    { key: 'orientationAngle', label: 'Orientation angle', value: withUnit(screen?.orientation?.angle, '°') },
    { key: 'colorDepth', label: 'Color depth', value: withUnit(screen?.colorDepth, ' bits') },
    { key: 'pixelRatio', label: 'Pixel ratio', value: withUnit(devicePixelRatio, ' dppx') },
    { key: 'windowSize', label: 'Window size', value: size(innerWidth, innerHeight) },
  ];
}

export function deviceReadings({ navigator, timeZone, prefersDark }: DeviceEnvironment): Reading[] {
  const languages = navigator?.languages ?? [];
  return [
    { key: 'browserVendor', label: 'Browser vendor', value: nonEmpty(navigator?.vendor) },
    { key: 'languages', label: 'Languages', value: nonEmpty(languages.join(', ')) },
    { key: 'platform', label: 'Platform', value: nonEmpty(navigator?.platform) },
    { key: 'userAgent', label: 'User agent', value: nonEmpty(navigator?.userAgent) },
    {
      key: 'cpuCores',
      label: 'CPU cores',
      value: navigator?.hardwareConcurrency ? String(navigator.hardwareConcurrency) : undefined,
    },
    { key: 'deviceMemory', label: 'Device memory', value: withUnit(navigator?.deviceMemory, ' GB') },
    { key: 'touchPoints', label: 'Touch points', value: withUnit(navigator?.maxTouchPoints, '') },
    { key: 'timeZone', label: 'Time zone', value: nonEmpty(timeZone) },
    { key: 'cookiesEnabled', label: 'Cookies enabled', value: yesNo(navigator?.cookieEnabled) },
    { key: 'online', label: 'Online', value: yesNo(navigator?.onLine) },
    {
      key: 'preferredColorScheme',
      label: 'Preferred color scheme',
      value: prefersDark === undefined ? undefined : prefersDark ? 'dark' : 'light',
    },
  ];
}

/** Every reading as one JSON object (a missing one `null`), client hints in their own object. */
export function readingsJson(readings: readonly Reading[], clientHints?: readonly Reading[]): string {
  const valuesOf = (list: readonly Reading[]) => Object.fromEntries(list.map(({ key, value }) => [key, value ?? null]));
  return JSON.stringify({ ...valuesOf(readings), ...(clientHints && { clientHints: valuesOf(clientHints) }) }, null, 2);
}
