// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { qrSquares } from './qr-path';
import { QrCode } from './QrCode';

describe('qrSquares', () => {
  it('draws a version 1 code for a short text, with a 4-module quiet zone', () => {
    const squares = qrSquares('hello');
    expect(squares?.size).toBe(21 + 8);
    // The top-left finder pattern starts inside the quiet zone.
    expect(squares?.path.startsWith('M4 4h1v1h-1z')).toBe(true);
  });

  it('holds up to 2,331 bytes, no more', () => {
    expect(qrSquares('x'.repeat(2331))?.size).toBe(177 + 8);
    expect(qrSquares('x'.repeat(2332))).toBeUndefined();
    expect(qrSquares('é'.repeat(1166))).toBeUndefined();
  });

  it('gives up on megabytes at once', () => {
    const start = performance.now();
    expect(qrSquares('x'.repeat(5_000_000))).toBeUndefined();
    expect(performance.now() - start).toBeLessThan(100);
  });
});

describe('QrCode', () => {
  it('is an image named by its label, dark on white', () => {
    renderWithProviders(<QrCode value="hello" label="QR code of hello" size={120} />);
    const image = screen.getByRole('img', { name: 'QR code of hello' });
    expect(image.getAttribute('width')).toBe('120');
    expect(image.querySelector('rect')?.getAttribute('fill')).toBe('#ffffff');
    expect(image.querySelector('path')?.getAttribute('fill')).toBe('#000000');
  });

  it('says so when the text is too long', () => {
    renderWithProviders(<QrCode value={'x'.repeat(10_000)} label="QR code" />);
    expect(screen.getByText('Too long for a QR code')).toBeTruthy();
  });
});
