import { describe, expect, it } from 'vitest';
import { toolWords } from '../../i18n/tool-words';
import {
  classOf,
  createStatusSearch,
  firstStatuses,
  listedStatuses,
  mdnUrl,
  rfcLabel,
  rfcUrl,
  statusDetail,
  statusGroups,
  type StatusClass,
  type StatusEntry,
  type StatusGroup,
} from './http-status-codes';
import words from './locales/en.json';
import { httpStatuses } from './status-codes';
import { statusKeywords, statusNames } from './status-names';

const { t, text, word } = toolWords(words);
const classTitle = (statusClass: StatusClass) => t(`groups.${statusClass}`);
const groupTitle = (group: StatusGroup) => t(`groups.${group.id}`);
const codesOf = (statuses: readonly StatusEntry[]) => statuses.map((status) => status.code);
const titleOf = (status: StatusEntry) => `${status.code} ${status.name}`;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('the data', () => {
  it('lists the 63 codes of the spec, in ascending order', () => {
    expect(codesOf(httpStatuses)).toEqual([
      ...range(100, 103),
      ...range(200, 208),
      226,
      ...range(300, 308),
      ...range(400, 418),
      ...range(421, 426),
      428,
      429,
      431,
      451,
      ...range(500, 508),
      510,
      511,
    ]);
    expect(httpStatuses).toHaveLength(63);
  });

  it('leaves out the codes IANA leaves unassigned', () => {
    for (const code of [419, 420, 427, 430, 509]) expect(codesOf(httpStatuses)).not.toContain(code);
  });

  it('has 56 HTTP and 7 WebDAV codes', () => {
    const webDav = httpStatuses.filter((status) => status.type === 'WebDav');
    expect(codesOf(webDav)).toEqual([102, 207, 208, 423, 424, 507, 508]);
    expect(httpStatuses.filter((status) => status.type === 'HTTP')).toHaveLength(56);
  });

  it.each([
    ['1xx informational response', 4],
    ['2xx success', 10],
    ['3xx redirection', 9],
    ['4xx client error', 29],
    ['5xx server error', 11],
  ])('has %s: %i codes', (title, count) => {
    expect(httpStatuses.filter((status) => classTitle(classOf(status.code)!) === title)).toHaveLength(count);
  });

  it.each([
    [302, ['Moved Temporarily']],
    [306, ['Unused (IANA)']],
    [413, ['Payload Too Large', 'Request Entity Too Large']],
    [414, ['Request-URI Too Long']],
    [416, ['Requested Range Not Satisfiable']],
    [418, ['Unused (IANA)']],
    [422, ['Unprocessable Entity']],
    [510, ['Not Extended (OBSOLETED)']],
  ])('keeps the older names of %i', (code, aliases) => {
    expect(httpStatuses.find((status) => status.code === code)?.aliases).toEqual(aliases);
  });

  it('names codes as IANA does since RFC 9110', () => {
    expect(httpStatuses.map(titleOf)).toContain('413 Content Too Large');
    expect(httpStatuses.map(titleOf)).toContain('422 Unprocessable Content');
    expect(httpStatuses.map(titleOf)).toContain("418 I'm a teapot");
  });

  it('gives every code a description and a defining RFC', () => {
    for (const status of httpStatuses) {
      expect(text(status.description)).toMatch(/\.$/);
      expect(status.reference.rfc).toBeGreaterThan(2000);
    }
  });
});

describe('statusKeywords', () => {
  it('holds every code number and every name', () => {
    for (const [code, name] of Object.entries(statusNames)) {
      expect(statusKeywords).toContain(code);
      expect(statusKeywords).toContain(name);
    }
    expect(statusKeywords).toContain('404');
    expect(statusKeywords).toContain('Not Found');
    expect(statusKeywords).toHaveLength(126);
  });
});

describe('statusGroups', () => {
  it('groups the codes by class, the first card being 100 Continue', () => {
    const groups = statusGroups(false);
    expect(groups.map(groupTitle)).toEqual([
      '1xx informational response',
      '2xx success',
      '3xx redirection',
      '4xx client error',
      '5xx server error',
    ]);
    expect(titleOf(groups[0].statuses[0])).toBe('100 Continue');
    expect(groups.flatMap((group) => group.statuses)).toHaveLength(63);
  });

  it('adds an Unofficial group when asked', () => {
    const groups = statusGroups(true);
    expect(groups.map(groupTitle).at(-1)).toBe('Unofficial');
    expect(codesOf(groups.at(-1)!.statuses)).toEqual([419, 420, 444, 499, 509, ...range(520, 526)]);
  });
});

describe('firstStatuses', () => {
  const groups = statusGroups(false);

  it('takes the first codes in their groups', () => {
    const taken = firstStatuses(groups, 14);
    expect(taken.map(groupTitle)).toEqual(['1xx informational response', '2xx success']);
    expect(taken.flatMap((group) => codesOf(group.statuses))).toEqual([...range(100, 103), ...range(200, 208), 226]);
    expect(firstStatuses(groups, 15).at(-1)).toMatchObject({ id: '3xx', statuses: [{ code: 300 }] });
  });

  it('takes every code when asked for as many or more', () => {
    expect(firstStatuses(groups, 63)).toEqual(groups);
    expect(firstStatuses(groups, 1000)).toEqual(groups);
  });

  it('takes nothing for 0', () => {
    expect(firstStatuses(groups, 0)).toEqual([]);
  });
});

describe('statusDetail', () => {
  it('adds "For WebDAV." to WebDAV codes only', () => {
    const find = (code: number) => httpStatuses.find((status) => status.code === code)!;
    expect(word(statusDetail(find(423), text(find(423).description)))).toBe('The resource is locked. For WebDAV.');
    expect(word(statusDetail(find(404), text(find(404).description)))).toBe(
      'Nothing exists at this URL, or the server will not reveal that it does.',
    );
  });
});

describe('links', () => {
  it('point to MDN and to the RFC section', () => {
    expect(mdnUrl(404)).toBe('https://developer.mozilla.org/docs/Web/HTTP/Status/404');
    expect(rfcUrl({ rfc: 9110, section: '15.5.5' })).toBe('https://www.rfc-editor.org/rfc/rfc9110#section-15.5.5');
    expect(rfcUrl({ rfc: 4918 })).toBe('https://www.rfc-editor.org/rfc/rfc4918');
    expect(word(rfcLabel({ rfc: 9110, section: '15.5.5' }))).toBe('RFC 9110 §15.5.5');
    expect(word(rfcLabel({ rfc: 4918 }))).toBe('RFC 4918');
  });
});

describe('createStatusSearch', () => {
  const search = createStatusSearch(listedStatuses(false), text);
  const titles = (query: string) => search(query).map(titleOf);

  it('finds a code by the title of its class', () => {
    expect(codesOf(search('client error'))).toContain(404);
  });

  it('gives every code starting with 1 to 3 digits, ascending', () => {
    expect(codesOf(search('4'))).toEqual(
      codesOf(httpStatuses.filter((status) => status.code >= 400 && status.code < 500)),
    );
    expect(codesOf(search(' 40 '))).toEqual(range(400, 409));
    expect(codesOf(search('20'))).toEqual(range(200, 208));
    expect(search('499')).toEqual([]);
  });

  it('gives a whole class for 1xx to 5xx, in any case', () => {
    expect(codesOf(search('5XX'))).toEqual([...range(500, 508), 510, 511]);
    expect(codesOf(search('1xx'))).toEqual(range(100, 103));
  });

  it('finds a renamed code by its older name', () => {
    expect(titles('Payload Too Large')[0]).toBe('413 Content Too Large');
    expect(titles('Moved Temporarily')[0]).toBe('302 Found');
    expect(titles('Unprocessable Entity')[0]).toBe('422 Unprocessable Content');
  });

  it('finds the WebDAV codes by their type', () => {
    expect(codesOf(search('webdav'))).toEqual(expect.arrayContaining([102, 207, 208, 423, 424, 507, 508]));
  });

  it('finds by words of the description', () => {
    expect(codesOf(search('captive portal'))).toContain(511);
  });

  it('finds nothing for nonsense, a code out of range or hostile text', () => {
    for (const query of ['qqqxxzz', '600', '4040', '<script>alert(1)</script>', '\uD800', 'a'.repeat(200_000)])
      expect(search(query)).toEqual([]);
  });

  it('answers a pasted page at once', () => {
    const started = performance.now();
    search('Not Found '.repeat(20_000));
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('searches the unofficial codes when they are listed', () => {
    const withUnofficial = createStatusSearch(listedStatuses(true), text);
    expect(codesOf(withUnofficial('49'))).toEqual([499]);
    expect(withUnofficial('calm').map(titleOf)[0]).toBe('420 Enhance Your Calm');
    expect(codesOf(withUnofficial('5xx'))).toContain(526);
  });
});
