import UAParser, { type UAParserExtensions, type UAParserResult } from 'ua-parser-js';
import { message, type Message } from '../../lib/operation/message';

/** What sent the string (its words: `clientTypes.<type>`). */
export type ClientType = 'bot' | 'cli' | 'browser';

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
      clientType: client.type,
      client: { name: client.name, version: client.version },
    };
  }
  return { result, clientType: result.browser.name ? 'browser' : undefined };
}

/** A value a card shows (its tooltip: `fields.<name>`), as found or in words; undefined when missing. */
export interface DetailField {
  name: 'name' | 'version' | 'model' | 'type' | 'vendor' | 'architecture';
  value: string | Message | undefined;
}

/** A card of the agent's parts: its words are under `cards.<title>`. */
export interface DetailCard {
  title: 'browser' | 'engine' | 'os' | 'device' | 'cpu' | 'clientType';
  fields: DetailField[];
}

export function detailCards({ result, clientType, client }: UserAgentDetails): DetailCard[] {
  const { browser, engine, os, device, cpu } = result;
  return [
    {
      title: 'browser',
      fields: [
        { name: 'name', value: browser.name },
        { name: 'version', value: browser.version },
      ],
    },
    {
      title: 'engine',
      fields: [
        { name: 'name', value: engine.name },
        { name: 'version', value: engine.version },
      ],
    },
    {
      title: 'os',
      fields: [
        { name: 'name', value: os.name },
        { name: 'version', value: os.version },
      ],
    },
    {
      title: 'device',
      fields: [
        { name: 'model', value: device.model },
        { name: 'type', value: device.type },
        { name: 'vendor', value: device.vendor },
      ],
    },
    { title: 'cpu', fields: [{ name: 'architecture', value: cpu.architecture }] },
    {
      title: 'clientType',
      fields: [
        { name: 'type', value: clientType && message(`clientTypes.${clientType}`) },
        ...(client
          ? [
              { name: 'name' as const, value: client.name },
              { name: 'version' as const, value: client.version },
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
