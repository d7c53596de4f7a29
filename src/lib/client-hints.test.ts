import { describe, expect, it } from 'vitest';
import { inEnglish } from '../test/words';
import { clientHintRows, readClientHints } from './client-hints';
import { message } from './operation/message';

const chromium = {
  userAgentData: {
    getHighEntropyValues: async (hints: string[]) => ({
      platform: 'Linux',
      mobile: false,
      ...(hints.includes('platformVersion') && { platformVersion: '6.8.0' }),
      ...(hints.includes('architecture') && { architecture: 'x86' }),
      ...(hints.includes('model') && { model: '' }),
      ...(hints.includes('fullVersionList') && {
        fullVersionList: [
          { brand: 'Chromium', version: '156.0.7000.0' },
          { brand: 'Not?A_Brand', version: '99.0.0.0' },
        ],
      }),
    }),
  },
};

describe('readClientHints', () => {
  it('asks for the high-entropy hints and lists every brand with its version', async () => {
    expect(await readClientHints(chromium)).toEqual({
      platform: 'Linux',
      platformVersion: '6.8.0',
      architecture: 'x86',
      model: '',
      mobile: false,
      fullVersionList: 'Chromium 156.0.7000.0, Not?A_Brand 99.0.0.0',
    });
  });

  it('has none where the browser has no userAgentData (Firefox, Safari)', async () => {
    expect(await readClientHints({})).toBeUndefined();
  });

  it('has none where the browser refuses them', async () => {
    const refusing = { userAgentData: { getHighEntropyValues: () => Promise.reject(new Error('NotAllowedError')) } };
    expect(await readClientHints(refusing)).toBeUndefined();
  });
});

describe('clientHintRows', () => {
  it('labels and names each hint, an empty one undefined', async () => {
    const hints = await readClientHints(chromium);
    const shown = (hints ? clientHintRows(hints) : []).map(({ key, label, value }) => ({
      key,
      label: inEnglish(message(label)),
      value: typeof value === 'object' ? inEnglish(value) : value,
    }));
    expect(shown).toEqual([
      { key: 'platform', label: 'Platform', value: 'Linux' },
      { key: 'platformVersion', label: 'Platform version', value: '6.8.0' },
      { key: 'architecture', label: 'Architecture', value: 'x86' },
      { key: 'model', label: 'Model', value: undefined },
      { key: 'mobile', label: 'Mobile', value: 'No' },
      { key: 'fullVersionList', label: 'Full version list', value: 'Chromium 156.0.7000.0, Not?A_Brand 99.0.0.0' },
    ]);
  });
});
