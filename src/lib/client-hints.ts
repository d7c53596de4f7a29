/**
 * User-Agent Client Hints (`navigator.userAgentData`, Chromium): what the browser tells about
 * itself beyond its user-agent string, which Chromium now freezes and reduces.
 */
export interface ClientHints {
  platform: string;
  platformVersion: string;
  architecture: string;
  model: string;
  mobile: boolean;
  /** Every brand with its full version: `Chromium 156.0.7000.0, Not?A_Brand 99.0.0.0`. */
  fullVersionList: string;
}

interface BrandVersion {
  brand: string;
  version: string;
}

/** The part of `NavigatorUAData` read here; TypeScript's DOM types do not have it yet. */
interface UserAgentData {
  getHighEntropyValues(hints: string[]): Promise<{
    platform?: string;
    platformVersion?: string;
    architecture?: string;
    model?: string;
    mobile?: boolean;
    fullVersionList?: BrandVersion[];
  }>;
}

const requestedHints = ['platformVersion', 'architecture', 'model', 'fullVersionList'];

/** The hints of the browser behind `navigator`; undefined where it has none or refuses them. */
export async function readClientHints(navigator: object): Promise<ClientHints | undefined> {
  const data = (navigator as { userAgentData?: UserAgentData }).userAgentData;
  if (typeof data?.getHighEntropyValues !== 'function') return undefined;
  try {
    const values = await data.getHighEntropyValues(requestedHints);
    return {
      platform: values.platform ?? '',
      platformVersion: values.platformVersion ?? '',
      architecture: values.architecture ?? '',
      model: values.model ?? '',
      mobile: values.mobile === true,
      fullVersionList: (values.fullVersionList ?? []).map(({ brand, version }) => `${brand} ${version}`).join(', '),
    };
  } catch {
    return undefined;
  }
}

/** The hints as labelled values (`key` names the hint); an empty one (a desktop has no model) is undefined. */
export function clientHintRows(
  hints: ClientHints,
): { key: keyof ClientHints; label: string; value: string | undefined }[] {
  const text = (value: string) => (value === '' ? undefined : value);
  return [
    { key: 'platform', label: 'Platform', value: text(hints.platform) },
    { key: 'platformVersion', label: 'Platform version', value: text(hints.platformVersion) },
    { key: 'architecture', label: 'Architecture', value: text(hints.architecture) },
    { key: 'model', label: 'Model', value: text(hints.model) },
    { key: 'mobile', label: 'Mobile', value: hints.mobile ? 'Yes' : 'No' },
    { key: 'fullVersionList', label: 'Full version list', value: text(hints.fullVersionList) },
  ];
}
