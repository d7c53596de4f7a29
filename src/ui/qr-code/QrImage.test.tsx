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

  it('shows the code as SVG, made while rendering (so in the prerendered page too)', () => {
    renderWithProviders(
      <QrImage matrix={encodeQr('hello')} colors={qrColors('#ff0000ff', '#00000000')} alt="QR code" {...downloads} />,
    );
    const picture = screen.getByRole('img', { name: 'QR code' });
    expect(picture.tagName).toBe('svg');
    expect(picture.getAttribute('width')).toBe('200');
    // A transparent background draws no rectangle.
    expect(picture.querySelector('rect')).toBeNull();
    expect(picture.querySelector('path')?.getAttribute('fill')).toBe('#ff0000');
  });
});
