import { describe, expect, it } from 'vitest';
import { pemDecode, pemDecodeAll, pemEncode } from './pem';

const bytes = (length: number) => Uint8Array.from({ length }, (_, index) => (index * 37 + 11) & 0xff);

describe('pemEncode', () => {
  it('wraps Base64 in lines of 64 characters between BEGIN and END lines, LF by default', () => {
    const pem = pemEncode('PUBLIC KEY', bytes(80));
    const lines = pem.split('\n');
    expect(lines[0]).toBe('-----BEGIN PUBLIC KEY-----');
    expect(lines[1]).toHaveLength(64);
    expect(lines[2]).toHaveLength(108 - 64);
    expect(lines[3]).toBe('-----END PUBLIC KEY-----');
    expect(lines[4]).toBe('');
    expect(pem).not.toContain('\r');
  });

  it('writes CRLF when asked', () => {
    expect(pemEncode('X', Uint8Array.of(1, 2, 3), '\r\n')).toBe('-----BEGIN X-----\r\nAQID\r\n-----END X-----\r\n');
  });

  it('writes no body line for empty content', () => {
    expect(pemEncode('X', new Uint8Array())).toBe('-----BEGIN X-----\n-----END X-----\n');
  });

  it('writes exactly full lines when the Base64 is a multiple of 64 characters', () => {
    const lines = pemEncode('X', bytes(96)).trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines.slice(1, 3).every((line) => line.length === 64)).toBe(true);
  });
});

describe('pemDecode', () => {
  it('reads back what pemEncode wrote, LF or CRLF', () => {
    for (const eol of ['\n', '\r\n']) {
      expect(pemDecode(pemEncode('RSA PRIVATE KEY', bytes(300), eol), 'RSA PRIVATE KEY')).toEqual(bytes(300));
    }
  });

  it('finds the block with the label among several, ignoring surrounding text', () => {
    const text = `intro\n${pemEncode('CERTIFICATE', bytes(5))}between\n${pemEncode('PUBLIC KEY', bytes(7))}outro`;
    expect(pemDecode(text, 'PUBLIC KEY')).toEqual(bytes(7));
    expect(pemDecodeAll(text).map((block) => block.label)).toEqual(['CERTIFICATE', 'PUBLIC KEY']);
    expect(pemDecode(text, 'PRIVATE KEY')).toBeUndefined();
  });

  it('skips legacy blocks with headers', () => {
    const legacy =
      '-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,00\n\nAQID\n-----END RSA PRIVATE KEY-----\n';
    expect(pemDecodeAll(legacy)).toEqual([]);
  });

  it('throws on a body that is not Base64', () => {
    expect(() => pemDecode('-----BEGIN X-----\n@@@@\n-----END X-----', 'X')).toThrow(SyntaxError);
  });

  it('needs matching BEGIN and END labels', () => {
    expect(pemDecodeAll('-----BEGIN X-----\nAQID\n-----END Y-----')).toEqual([]);
  });
});
