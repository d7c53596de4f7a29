import { describe, expect, it } from 'vitest';
import { toolWords } from '../../i18n/tool-words';
import words from './locales/en.json';
import { detailCards, parseUserAgent, resultJson, type DetailCard } from './user-agent-parser';

const { text, word } = toolWords(words);

const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

/** Each card as shown: its found values, then its missing lines. */
function shown(ua: string): Record<string, string[]> {
  const cards: DetailCard[] = detailCards(parseUserAgent(ua));
  return Object.fromEntries(
    cards.map((card) => [
      text(`cards.${card.title}.title`),
      card.fields.map((field) => {
        if (field.value === undefined) return text(`cards.${card.title}.missing.${field.name}`);
        return typeof field.value === 'object' ? word(field.value) : field.value;
      }),
    ]),
  );
}

describe('parseUserAgent', () => {
  it('shows Chrome on Windows in its cards', () => {
    expect(shown(chromeOnWindows)).toEqual({
      Browser: ['Chrome', '120.0.0.0'],
      Engine: ['Blink', '120.0.0.0'],
      OS: ['Windows', '10'],
      Device: ['No device model available', 'No device type available', 'No device vendor available'],
      CPU: ['amd64'],
      'Client type': ['Browser'],
    });
  });

  it('shows Safari on an iPhone in its cards', () => {
    expect(shown(safariOnIphone)).toEqual({
      Browser: ['Mobile Safari', '17.2'],
      Engine: ['WebKit', '605.1.15'],
      OS: ['iOS', '17.2'],
      Device: ['iPhone', 'mobile', 'Apple'],
      CPU: ['No CPU architecture available'],
      'Client type': ['Browser'],
    });
  });

  it('shows every fallback for curl/8.4.0 but tells a command-line tool', () => {
    expect(shown('curl/8.4.0')).toEqual({
      Browser: ['No browser name available', 'No browser version available'],
      Engine: ['No engine name available', 'No engine version available'],
      OS: ['No OS name available', 'No OS version available'],
      Device: ['No device model available', 'No device type available', 'No device vendor available'],
      CPU: ['No CPU architecture available'],
      'Client type': ['CLI tool', 'curl', '8.4.0'],
    });
  });

  it.each(['', '   \n', 'hello world', '<img src=x onerror=alert(1)> hello world'])(
    'finds nothing in %j, without an error',
    (ua) => {
      const cards = detailCards(parseUserAgent(ua));
      expect(cards.flatMap((card) => card.fields).every((field) => field.value === undefined)).toBe(true);
      expect(shown(ua)['Client type']).toEqual(['No client type available']);
    },
  );

  it('never reads the browser’s own user agent for blank text', () => {
    expect(parseUserAgent('  ').result.ua).toBe('');
  });

  it('ignores leading and trailing whitespace', () => {
    expect(shown(`  ${chromeOnWindows}\n`).Browser).toEqual(['Chrome', '120.0.0.0']);
  });

  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Bot', 'Googlebot', '2.1'],
    [
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.71 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Bot',
      'Googlebot',
      '2.1',
    ],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', 'Bot', 'bingbot', '2.0'],
    ['Wget/1.21.4', 'CLI tool', 'Wget', '1.21.4'],
    ['python-requests/2.31.0', 'CLI tool', 'python-requests', '2.31.0'],
    ['PostmanRuntime/7.36.0', 'CLI tool', 'PostmanRuntime', '7.36.0'],
    ['okhttp/4.12.0', 'CLI tool', 'okhttp', '4.12.0'],
  ])('tells %s is a %s', (ua, clientType, name, version) => {
    expect(shown(ua)['Client type']).toEqual([clientType, name, version]);
  });

  it('keeps the parser’s own browser for a bot that looks like Chrome', () => {
    const details = parseUserAgent(
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.71 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    );
    expect(details.result.browser.name).toBe('Chrome');
  });

  it('parses a 5 MB string quickly: the parser reads its first 500 characters', () => {
    const start = performance.now();
    const details = parseUserAgent(chromeOnWindows + ' x'.repeat(2_500_000));
    expect(details.result.browser.name).toBe('Chrome');
    expect(performance.now() - start).toBeLessThan(1000);
  });
});

describe('resultJson', () => {
  it('is the parser’s full result', () => {
    expect(JSON.parse(resultJson(parseUserAgent(chromeOnWindows)))).toEqual({
      ua: chromeOnWindows,
      browser: { name: 'Chrome', version: '120.0.0.0', major: '120' },
      engine: { name: 'Blink', version: '120.0.0.0' },
      os: { name: 'Windows', version: '10' },
      device: {},
      cpu: { architecture: 'amd64' },
    });
  });
});
