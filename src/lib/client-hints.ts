import { message, type Message } from './operation/message';

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

/** One hint: `key` names it, `label` is the catalogue key of its name (under `common.`). */
export interface ClientHintRow {
  key: keyof ClientHints;
  label: string;
  /** Its value as the browser gives it, or in words (yes or no); undefined when empty (a desktop has no model). */
  value: string | Message | undefined;
}

/** The hints as labelled values. */
export function clientHintRows(hints: ClientHints): ClientHintRow[] {
  const text = (value: string) => (value === '' ? undefined : value);
  const row = (key: keyof ClientHints, value: ClientHintRow['value']) => ({
    key,
    label: `common.clientHints.${key}`,
    value,
  });
  return [
    row('platform', text(hints.platform)),
    row('platformVersion', text(hints.platformVersion)),
    row('architecture', text(hints.architecture)),
    row('model', text(hints.model)),
    row('mobile', message(hints.mobile ? 'common.clientHints.yes' : 'common.clientHints.no')),
    row('fullVersionList', text(hints.fullVersionList)),
  ];
}
