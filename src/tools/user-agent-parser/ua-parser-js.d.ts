// ua-parser-js 1.x ships no types (the DefinitelyTyped package describes 0.7); what this tool uses.
declare module 'ua-parser-js' {
  export interface UAParserResult {
    ua: string;
    browser: { name?: string; version?: string; major?: string; type?: string };
    engine: { name?: string; version?: string };
    os: { name?: string; version?: string };
    device: { model?: string; type?: string; vendor?: string };
    cpu: { architecture?: string };
  }

  /** Pairs of a regex list and what its match gives: a property, or [property, fixed value]. */
  export type UAParserRegexes = (RegExp[] | (string | [string, string])[])[];

  export interface UAParserExtensions {
    browser?: UAParserRegexes;
  }

  export default class UAParser {
    /** Without `ua` (or with an empty one) it reads the browser's own `navigator.userAgent`. */
    constructor(ua?: string, extensions?: UAParserExtensions);
    getResult(): UAParserResult;
    getBrowser(): UAParserResult['browser'];
  }
}
