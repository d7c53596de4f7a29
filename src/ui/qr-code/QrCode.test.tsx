// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { QrCode } from './QrCode';

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
