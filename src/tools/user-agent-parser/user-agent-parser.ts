import UAParser, { type UAParserExtensions, type UAParserResult } from 'ua-parser-js';

export type ClientType = 'Bot' | 'CLI tool' | 'Browser';

export interface UserAgentDetails {
  /** The parser's whole result, as ua-parser-js 1.x gives it. */
  result: UAParserResult;
  /** What sent the string, when that can be told. */
  clientType?: ClientType;
  /** The bot or command-line tool named in the string. */
  client?: { name?: string; version?: string };
}

// Bots and command-line clients the parser does not know, given a browser `type` only this
// second parse reads, so that the Browser card keeps the parser's own answer.
const clientExtensions: UAParserExtensions = {
  browser: [
    [/\b(googlebot|bingbot)\/([\w.]+)/i],
    ['name', 'version', ['type', 'bot']],
    [/\b(curl|wget|python-requests|postmanruntime|okhttp)\/([\w.-]+)/i],
    ['name', 'version', ['type', 'cli']],
  ],
};

const emptyResult: UAParserResult = { ua: '', browser: {}, engine: {}, os: {}, device: {}, cpu: {} };

/**
 * What a user-agent string says about its browser, engine, OS, device and CPU. Blank text gives
 * nothing: the parser would otherwise read the browser's own user agent in its place.
 */
export function parseUserAgent(text: string): UserAgentDetails {
  const ua = text.trim();
  if (ua === '') return { result: emptyResult };
  const result = new UAParser(ua).getResult();
  const client = new UAParser(ua, clientExtensions).getBrowser();
  if (client.type === 'bot' || client.type === 'cli') {
    return {
      result,
      clientType: client.type === 'bot' ? 'Bot' : 'CLI tool',
      client: { name: client.name, version: client.version },
    };
  }
  return { result, clientType: result.browser.name ? 'Browser' : undefined };
}

/** One value a card shows: its name (the tag's tooltip) and the line shown when it is missing. */
export interface DetailField {
  name: string;
  value: string | undefined;
  missing: string;
}

export interface DetailCard {
  title: 'Browser' | 'Engine' | 'OS' | 'Device' | 'CPU' | 'Client type';
  fields: DetailField[];
}

export function detailCards({ result, clientType, client }: UserAgentDetails): DetailCard[] {
  const { browser, engine, os, device, cpu } = result;
  return [
    {
      title: 'Browser',
      fields: [
        { name: 'Name', value: browser.name, missing: 'No browser name available' },
        { name: 'Version', value: browser.version, missing: 'No browser version available' },
      ],
    },
    {
      title: 'Engine',
      fields: [
        { name: 'Name', value: engine.name, missing: 'No engine name available' },
        { name: 'Version', value: engine.version, missing: 'No engine version available' },
      ],
    },
    {
      title: 'OS',
      fields: [
        { name: 'Name', value: os.name, missing: 'No OS name available' },
        { name: 'Version', value: os.version, missing: 'No OS version available' },
      ],
    },
    {
      title: 'Device',
      fields: [
        { name: 'Model', value: device.model, missing: 'No device model available' },
        { name: 'Type', value: device.type, missing: 'No device type available' },
        { name: 'Vendor', value: device.vendor, missing: 'No device vendor available' },
      ],
    },
    {
      title: 'CPU',
      fields: [{ name: 'Architecture', value: cpu.architecture, missing: 'No CPU architecture available' }],
    },
    {
      title: 'Client type',
      fields: [
        { name: 'Type', value: clientType, missing: 'No client type available' },
        ...(client
          ? [
              { name: 'Name', value: client.name, missing: 'No client name available' },
              { name: 'Version', value: client.version, missing: 'No client version available' },
            ]
          : []),
      ],
    },
  ];
}

/** The parser's full result as JSON, for a bug report. */
export function resultJson(details: UserAgentDetails): string {
  return JSON.stringify(details.result, null, 2);
}
