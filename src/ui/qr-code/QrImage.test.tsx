// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { qrColors } from '../../lib/qr/qr-colors';
import { encodeQr } from '../../lib/qr/qr-matrix';
import { QrImage } from './QrImage';

const colors = qrColors('#000000ff', '#ffffffff');
const downloads = {
  png: { label: 'Download PNG', fileName: 'a.png' },
  svg: { label: 'Download SVG', fileName: 'a.svg' },
};

describe('QrImage', () => {
  it('without a code: no picture, both downloads disabled', () => {
    renderWithProviders(<QrImage matrix={undefined} colors={colors} alt="QR code" {...downloads} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download PNG' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Download SVG' }).hasAttribute('disabled')).toBe(true);
  });

  it('with a code: the SVG can be saved at once, the PNG once it is drawn', () => {
    renderWithProviders(<QrImage matrix={encodeQr('hello')} colors={colors} alt="QR code" {...downloads} />);
    expect(screen.getByRole('button', { name: 'Download SVG' }).hasAttribute('disabled')).toBe(false);
    // jsdom draws nothing off screen: the picture never comes.
    expect(screen.getByRole('button', { name: 'Download PNG' }).hasAttribute('disabled')).toBe(true);
  });
});
