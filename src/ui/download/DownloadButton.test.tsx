// @vitest-environment jsdom
import '../../test/setup-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DownloadButton } from './DownloadButton';

const downloadFile = vi.hoisted(() => vi.fn());
vi.mock('../../lib/download', () => ({ downloadFile }));

describe('DownloadButton', () => {
  it("saves the content under the file name, and says 'Download' by default", async () => {
    renderWithProviders(<DownloadButton content="a: 1" fileName="data.yaml" mimeType="application/yaml" />);
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(downloadFile).toHaveBeenCalledWith('data.yaml', 'a: 1', 'application/yaml');
  });

  it('makes costly content only when clicked', async () => {
    const make = vi.fn(() => 'the whole key');
    renderWithProviders(<DownloadButton content={make} fileName="key.pem" label="Download .pem" size="small" />);
    expect(make).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Download .pem' }));
    expect(downloadFile).toHaveBeenLastCalledWith('key.pem', 'the whole key', undefined);
  });
});
