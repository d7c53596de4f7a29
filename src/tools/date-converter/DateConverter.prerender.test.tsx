import { describe, expect, it } from 'vitest';
import { prerenderToHtml } from '../../test/render-to-html';
import { dateOutputNames } from './date-converter';
import words from './locales/en.json';
import DateConverter from './DateConverter';

// The prerendered page must not carry the moment or the time zone of the build: the visitor's
// browser fills both in once it has hydrated the page.
describe('DateConverter in the prerender', () => {
  it('renders its fields and empty outputs, naming no time zone', async () => {
    const html = await prerenderToHtml(<DateConverter />);
    expect(html).toContain('Date to convert');
    expect(html).toContain('Input format');
    const labels = dateOutputNames.map((name) => words.outputs[name]);
    for (const label of labels) expect(html).toContain(`>${label}</label>`);
    const values = [...html.matchAll(/<input[^>]*\svalue="([^"]*)"/g)].map((match) => match[1]);
    expect(values).toHaveLength(labels.length + 1);
    expect(values.every((value) => value === '')).toBe(true);
    expect(html).not.toContain('time zone:');
  });
});
