import { describe, expect, it } from 'vitest';
import { escapeWifiValue, formatWifiPayload, parseWifiPayload } from './wifi-payload';

describe('escapeWifiValue', () => {
  it('escapes the five reserved characters, nothing else', () => {
    expect(escapeWifiValue('back\\slash "q"')).toBe('back\\\\slash \\"q\\"');
    expect(escapeWifiValue('a,b;c:d')).toBe('a\\,b\\;c\\:d');
    expect(escapeWifiValue('plain éé 🚀')).toBe('plain éé 🚀');
  });
});

describe('formatWifiPayload', () => {
  it('joins the fields and ends with ;;', () => {
    expect(
      formatWifiPayload([
        ['S', 'HomeNet'],
        ['T', 'WPA'],
        ['P', 's3cr3t!'],
      ]),
    ).toBe('WIFI:S:HomeNet;T:WPA;P:s3cr3t!;;');
  });
});

describe('parseWifiPayload', () => {
  it('reads the fields in any order and removes the escapes', () => {
    const fields = parseWifiPayload('WIFI:S:Lab\\,2F;T:WEP;P:a\\;b;H:true;;');
    expect(Object.fromEntries(fields ?? [])).toEqual({ S: 'Lab,2F', T: 'WEP', P: 'a;b', H: 'true' });
    expect(parseWifiPayload('WIFI:P:x;T:WPA;S:Net;;')?.get('S')).toBe('Net');
  });

  it('takes a field without the final ;; and lower-case keys', () => {
    expect(Object.fromEntries(parseWifiPayload('wifi:s:Net;p:pw') ?? [])).toEqual({ S: 'Net', P: 'pw' });
  });

  it('reads back what formatWifiPayload writes', () => {
    const ssid = 'a\\b;c,d"e:f';
    expect(parseWifiPayload(formatWifiPayload([['S', ssid]]))?.get('S')).toBe(ssid);
  });

  it('is undefined for other text', () => {
    expect(parseWifiPayload('https://example.com')).toBeUndefined();
  });
});
