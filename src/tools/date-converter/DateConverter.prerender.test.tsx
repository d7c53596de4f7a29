import { describe, expect, it } from 'vitest';
import { renderToHtml } from '../../test/render-to-html';
import { dateOutputs } from './date-converter';
import DateConverter from './DateConverter';

// The prerendered page must not carry the moment or the time zone of the build: the visitor's
// browser fills both in once it has hydrated the page.
describe('DateConverter in the prerender', () => {
  it('renders its fields and empty outputs, naming no time zone', () => {
    const html = renderToHtml(<DateConverter />);
    expect(html).toContain('Date to convert');
    expect(html).toContain('Input format');
    for (const { label } of dateOutputs) expect(html).toContain(`>${label}</label>`);
    const values = [...html.matchAll(/<input[^>]*\svalue="([^"]*)"/g)].map((match) => match[1]);
    expect(values).toHaveLength(dateOutputs.length + 1);
    expect(values.every((value) => value === '')).toBe(true);
    expect(html).not.toContain('time zone:');
  });
});
