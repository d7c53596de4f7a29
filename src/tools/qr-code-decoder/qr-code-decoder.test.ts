import { describe, expect, it } from 'vitest';
import { toolWords } from '../../i18n/tool-words';
import words from './locales/en.json';
import { describeQrContent, type QrContent } from './qr-code-decoder';

const { t } = toolWords(words);

/** The content as the page shows it: its type and each detail in English. */
function shown(content: QrContent) {
  return {
    type: t(`types.${content.type}`),
    details: Object.fromEntries(
      content.details.map(({ name, value }) => [
        t(`details.${name}`),
        typeof value === 'string' ? value : t(`values.${value.word}`),
      ]),
    ),
  };
}

// The spec's examples are declared in operations.ts; here, more of each kind, as the page words them.
const cases: [string, string, Record<string, string>][] = [
  ['https://it-tools.tech/a?b=c', 'URL', { URL: 'https://it-tools.tech/a?b=c' }],
  ['ftp://files.example.com/x', 'URL', { URL: 'ftp://files.example.com/x' }],
  ['WIFI:P:pw;S:Net;;', 'WiFi network', { SSID: 'Net', Authentication: 'None', Password: 'pw', Hidden: 'No' }],
  ['WIFI:T:nopass;S:Cafe;;', 'WiFi network', { SSID: 'Cafe', Authentication: 'None', Password: '', Hidden: 'No' }],
  [
    'mailto:bob@example.com?subject=Hello%20there&body=Line%201%0ALine%202',
    'Email',
    { To: 'bob@example.com', Subject: 'Hello there', Body: 'Line 1\nLine 2' },
  ],
  [
    'MATMSG:TO:bob@example.com;SUB:Hi;BODY:See you\\; soon;;',
    'Email',
    { To: 'bob@example.com', Subject: 'Hi', Body: 'See you; soon' },
  ],
  ['tel:+33123456789', 'Phone number', { Number: '+33123456789' }],
  ['sms:+15551234?body=Hi%20there', 'SMS', { Number: '+15551234', Message: 'Hi there' }],
  ['geo:-33.8688,151.2093,20?z=10', 'Location', { Latitude: '-33.8688', Longitude: '151.2093' }],
  [
    'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Doe;John;;;\r\nFN:John Doe\r\nORG:ACME\\, Inc.;Sales\r\nTEL;TYPE=cell:+1555\r\nEMAIL:john@example.com\r\nEND:VCARD',
    'Contact',
    { Name: 'John Doe', Phone: '+1555', Email: 'john@example.com', Organization: 'ACME, Inc., Sales' },
  ],
  [
    'MECARD:N:Doe,John;TEL:+1555;EMAIL:john@example.com;ORG:ACME;;',
    'Contact',
    { Name: 'John Doe', Phone: '+1555', Email: 'john@example.com', Organization: 'ACME' },
  ],
  [
    'BEGIN:VEVENT\nSUMMARY:Team sync\\, weekly\nDTSTART:20250301T100000Z\nDTEND:20250301T110000Z\nLOCATION:Room 4\nEND:VEVENT',
    'Calendar event',
    { Summary: 'Team sync, weekly', Start: '20250301T100000Z', End: '20250301T110000Z', Location: 'Room 4' },
  ],
  [
    'BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:Launch\nDTSTART;TZID=Europe/Paris:20250301T100000\nEND:VEVENT\nEND:VCALENDAR',
    'Calendar event',
    { Summary: 'Launch', Start: '20250301T100000', End: '', Location: '' },
  ],
  ['Just some words', 'Text', { Text: 'Just some words' }],
  ['javascript:alert(1)', 'Text', { Text: 'javascript:alert(1)' }],
  ['geo:nowhere', 'Text', { Text: 'geo:nowhere' }],
];

describe('describeQrContent', () => {
  it.each(cases)('%j is %s', (text, type, details) => {
    expect(shown(describeQrContent(text))).toEqual({ type, details });
  });

  it("words the spec's WiFi example as the page shows it", () => {
    expect(shown(describeQrContent('WIFI:S:Lab\\,2F;T:WEP;P:a\\;b;H:true;;'))).toEqual({
      type: 'WiFi network',
      details: { SSID: 'Lab,2F', Authentication: 'WEP', Password: 'a;b', Hidden: 'Yes' },
    });
  });

  it('offers to open http and https addresses only', () => {
    expect(describeQrContent('https://example.com').link).toBe('https://example.com');
    expect(describeQrContent('HTTP://EXAMPLE.COM').link).toBe('HTTP://EXAMPLE.COM');
    expect(describeQrContent('ftp://example.com').link).toBeUndefined();
    expect(describeQrContent('javascript:alert(1)').link).toBeUndefined();
  });

  it('keeps malformed percent escapes as they are', () => {
    expect(describeQrContent('tel:%E0%A4%A').details[0].value).toBe('%E0%A4%A');
  });

  it('reads 5 MB of text at once', () => {
    const start = performance.now();
    expect(describeQrContent('x'.repeat(5_000_000)).type).toBe('text');
    expect(performance.now() - start).toBeLessThan(500);
  });
});
