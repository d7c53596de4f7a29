import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { lazyPart, takeRenderedLazyParts } from './lazy-part';

function Greeting({ name }: { name: string }) {
  return <p>{`Hello ${name}`}</p>;
}

const LazyGreeting = lazyPart('src/greeting.tsx', () => Promise.resolve({ default: Greeting }));

async function prerender(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('lazyPart in the prerender', () => {
  it('draws the part whole and names it for the page to link its chunk', async () => {
    takeRenderedLazyParts();
    const html = await prerender(<LazyGreeting name="Ada" />);
    expect(html).toContain('<p>Hello Ada</p>');
    expect(takeRenderedLazyParts()).toEqual(['src/greeting.tsx']);
    expect(takeRenderedLazyParts()).toEqual([]);
  });

  it('names nothing for a page that draws no part', async () => {
    takeRenderedLazyParts();
    await prerender(<Greeting name="Grace" />);
    expect(takeRenderedLazyParts()).toEqual([]);
  });
});
