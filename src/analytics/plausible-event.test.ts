import { describe, expect, it } from 'vitest';
import { eventBody, eventEndpoint, ignoreReason, isLocalPage, type PageSnapshot } from './plausible-event';

const page: PageSnapshot = {
  url: 'https://it-tools.example/hash-text?x=1',
  hostname: 'it-tools.example',
  protocol: 'https:',
  referrer: 'https://search.example/',
  deviceWidth: 1280,
};

describe('eventBody', () => {
  it('holds the event name, page url, domain, referrer, width and hash-mode flag, in that order', () => {
    const body = eventBody('pageview', page, 'it-tools.example');
    expect(JSON.stringify(body)).toBe(
      '{"n":"pageview","u":"https://it-tools.example/hash-text?x=1","d":"it-tools.example","r":"https://search.example/","w":1280,"h":0}',
    );
  });

  it('sends no referrer as null', () => {
    expect(eventBody('pageview', { ...page, referrer: '' }, 'd').r).toBeNull();
  });

  it('adds the props as a JSON string', () => {
    const body = eventBody('Outbound Link: Click', page, 'it-tools.example', { url: 'https://github.com/' });
    expect(body.p).toBe('{"url":"https://github.com/"}');
    expect(JSON.stringify(body)).toMatch(/,"h":0,"p":"\{\\"url\\":\\"https:\/\/github.com\/\\"\}"\}$/);
  });

  it.each([
    ['without props', undefined],
    ['with empty props', {}],
  ])('has no props key %s', (_label, props) => {
    expect(eventBody('Support button clicked', page, 'd', props)).not.toHaveProperty('p');
  });

  it('keeps props of every allowed type', () => {
    expect(eventBody('e', page, 'd', { a: 'x', b: 2, c: false }).p).toBe('{"a":"x","b":2,"c":false}');
  });
});

describe('eventEndpoint', () => {
  it.each([
    ['https://plausible.io', 'https://plausible.io/api/event'],
    ['https://stats.example.org/', 'https://stats.example.org/api/event'],
    ['https://stats.example.org//', 'https://stats.example.org/api/event'],
    ['', '/api/event'],
  ])('%j → %s', (apiHost, expected) => {
    expect(eventEndpoint(apiHost)).toBe(expected);
  });
});

describe('isLocalPage', () => {
  it.each([
    ['localhost', 'http:', true],
    ['LOCALHOST', 'http:', true],
    ['app.localhost', 'http:', true],
    ['127.0.0.1', 'http:', true],
    ['127.1.2.3', 'https:', true],
    ['[::1]', 'http:', true],
    ['', 'file:', true],
    ['it-tools.example', 'https:', false],
    ['localhost.example.com', 'https:', false],
    ['127.0.0.1.example.com', 'https:', false],
    ['192.168.1.10', 'http:', false],
  ])('%s over %s → %s', (hostname, protocol, expected) => {
    expect(isLocalPage({ hostname, protocol })).toBe(expected);
  });
});

describe('ignoreReason', () => {
  const local = { hostname: 'localhost', protocol: 'http:' };
  const online = { hostname: 'it-tools.example', protocol: 'https:' };

  it.each([
    ['a public site', online, null, false, null],
    ['a local site', local, null, false, 'localhost'],
    ['a local site with trackLocalhost', local, null, true, null],
    ['plausible_ignore "true"', online, 'true', false, 'plausible_ignore'],
    ['plausible_ignore "true" on a tracked local site', local, 'true', true, 'plausible_ignore'],
    ['plausible_ignore "false"', online, 'false', false, null],
    ['plausible_ignore other text', online, 'TRUE', false, null],
    ['a local site with plausible_ignore: the first reason', local, 'true', false, 'localhost'],
  ] as const)('%s', (_label, where, flag, trackLocalhost, expected) => {
    expect(ignoreReason(where, flag, trackLocalhost)).toBe(expected);
  });
});
