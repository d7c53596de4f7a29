/**
 * @vitest-environment jsdom
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diagramExamples, type DiagramExample } from './diagram-examples';
import { noType } from './mermaid-editor';
import { mermaidRunner } from './mermaid-run';
import { mermaidRender } from './operations';
import { fieldValues } from '../../lib/operation/operation';

// Mermaid itself, in jsdom: it measures text with getBBox, which jsdom lacks, so sizes are made up
// here and only the structure is checked (labels, roles, theme colours), as the spec's examples were.
const prototype = SVGElement.prototype as SVGElement & { getBBox?: () => unknown };
const hadBBox = 'getBBox' in prototype;
beforeAll(() => {
  if (!hadBBox) prototype.getBBox = () => ({ x: 0, y: 0, width: 50, height: 20 });
});
afterAll(() => {
  if (!hadBBox) delete prototype.getBBox;
});

const runner = mermaidRunner();
const lines = (...parts: string[]) => parts.join('\n');
// Loading Mermaid and a diagram type's code takes a while on a busy machine.
const slow = 20_000;

describe('checking', () => {
  it.each<[DiagramExample, string]>([
    ['flowchart', 'flowchart-v2'],
    ['sequence', 'sequence'],
    ['class', 'classDiagram'],
    ['state', 'stateDiagram'],
    ['er', 'er'],
    ['gantt', 'gantt'],
    ['pie', 'pie'],
    ['mindmap', 'mindmap'],
    ['timeline', 'timeline'],
    ['gitGraph', 'gitGraph'],
  ])(
    'reads the %s example as %s',
    async (name, diagramType) => {
      expect(await runner.check(diagramExamples[name], 'default')).toEqual({
        ok: true,
        value: { diagramType, theme: 'default', removedImages: false },
      });
    },
    slow,
  );

  it.each([
    [
      lines('sequenceDiagram', '  Alice->>Bob Hello'),
      lines(
        'Parse error on line 2:',
        '...  Alice->>Bob Hello',
        '----------------------^',
        "Expecting 'TXT', got 'NEWLINE'",
      ),
    ],
    [
      lines('erDiagram', '  CUSTOMER ||--o{ ORDER places'),
      lines(
        'Parse error on line 2:',
        '...STOMER ||--o{ ORDER places',
        '-----------------------^',
        "Expecting 'COLON', 'STYLE_SEPARATOR', got 'UNICODE_TEXT'",
      ),
    ],
    [
      lines('pie title Pets', '  "Dogs" 386'),
      "Parsing failed:  Parse error on line 2, column 10: Expecting token of type ':' but found `386`.",
    ],
    [
      lines('gitGraph', '  commit', '  merge nope'),
      'Incorrect usage of "merge". Branch to be merged (nope) does not exist',
    ],
    [
      lines('gitGraph', '  comit'),
      "Parsing failed:  Parse error on line 2, column 3: Expecting token of type 'EOF' but found `comit`.",
    ],
  ])(
    "gives Mermaid's message for %j word for word",
    async (text, detail) => {
      expect(await runner.check(text, 'default')).toEqual({
        ok: false,
        error: { code: 'errors.mermaid', values: { detail } },
      });
    },
    slow,
  );

  it('says when no diagram type starts the text', async () => {
    expect(await runner.check('hello world', 'default')).toEqual({ ok: false, error: noType });
  });

  it('stops at 2,000 links, past Mermaid’s 500', async () => {
    const chain = (count: number) =>
      lines('flowchart TD', ...Array.from({ length: count }, (_, index) => `  N${index} --> N${index + 1}`));
    const tooMany = chain(3000);
    expect(await runner.check(tooMany, 'default')).toEqual({ ok: false, error: { code: 'errors.tooManyEdges' } });
    expect((await runner.check(chain(600), 'default')).ok).toBe(true);
  });

  it("takes the text's own theme, and images from other sites out", async () => {
    const themed = lines('%%{init: {"theme":"forest"}}%%', 'flowchart LR', '  A[Start] --> B[Ship it]');
    expect(await runner.check(themed, 'dark')).toMatchObject({ ok: true, value: { theme: 'forest' } });
    const image = lines('flowchart TD', '  A@{ img: "https://example.com/a.png", label: "x" }');
    expect(await runner.check(image, 'default')).toMatchObject({ ok: true, value: { removedImages: true } });
  });
});

describe('drawing', () => {
  const drawn = async (text: string, theme: 'default' | 'dark' | 'neutral' | 'forest') => {
    const result = await runner.draw(text, theme);
    if (!result.ok) expect.fail(JSON.stringify(result.error));
    return result.value.svg;
  };

  it(
    'draws the flowchart example with its labels, in each theme’s colours',
    async () => {
      const svg = await drawn(diagramExamples.flowchart, 'default');
      expect(svg).toContain('aria-roledescription="flowchart-v2"');
      for (const label of ['Start', 'Is it working?', 'Ship it', 'Debug'])
        expect(svg).toMatch(new RegExp(`<span class="nodeLabel"><p>${label.replace('?', '\\?')}</p></span>`));
      expect(svg).toContain('<p>Yes</p>');
      expect(svg).toContain('<p>No</p>');
      const nodeFill = (drawing: string) => /\.node rect,[^{]*\{fill:(#[\da-fA-F]+)/.exec(drawing)?.[1];
      expect(nodeFill(svg)).toBe('#ECECFF');
      // The theme's colours do not depend on the diagram: one node is drawn faster.
      const node = lines('flowchart TD', '  A[Start]');
      expect(nodeFill(await drawn(node, 'dark'))).toBe('#1f2020');
      expect(nodeFill(await drawn(node, 'neutral'))).toBe('#eee');
      expect(nodeFill(await drawn(node, 'forest'))).toBe('#cde498');
    },
    slow,
  );

  it('lets a directive’s theme win over the one chosen', async () => {
    const svg = await drawn(
      lines('%%{init: {"theme":"forest"}}%%', 'flowchart LR', '  A[Start] --> B[Ship it]'),
      'dark',
    );
    expect(svg).toContain('#cde498');
    expect(svg).not.toContain('#1f2020');
  });

  it('drops a javascript: link, and <img> in labels', async () => {
    const svg = await drawn(lines('flowchart LR', '  A[x]', '  click A href "javascript:alert(1)"'), 'default');
    const links = svg.match(/<a\b[^>]*>/g) ?? [];
    expect(links).toHaveLength(1);
    expect(links[0]).not.toContain('href');
    const image = await drawn(lines('flowchart LR', '  A["<img src=\'https://e.test/x.png\'> hi"]'), 'default');
    expect(image).not.toMatch(/<img|e\.test/);
  });

  it('drops settings and label markup that would load a file from another site', async () => {
    const themed = await runner.draw(
      lines(
        '%%{init: {"themeCSS": ".node rect { fill: url(https://e.test/y.png) }", "fontFamily": "x; background: url(https://e.test/f.png)"}}%%',
        'flowchart TD',
        '  A["<span style=\'background:url(https://e.test/s.png)\'>x</span>"] --> B',
      ),
      'default',
    );
    if (!themed.ok) expect.fail(JSON.stringify(themed.error));
    expect(themed.value.removedRemote).toBe(true);
    // Dropped before drawing, not scrubbed after: the drawing was never styled with them.
    expect(themed.value.svg).not.toMatch(/e\.test|url\(#\)/);
    expect(themed.value.svg).toContain('<span>x</span>');
  });

  it('gives the SVG file from the operation, on the theme’s background', async () => {
    const result = await mermaidRender.run(
      lines('flowchart TD', '  A[Start]'),
      fieldValues(mermaidRender.fields, { theme: 'dark', transparent: false }),
    );
    if (!result.ok) expect.fail(JSON.stringify(result.error));
    expect(result.value).toMatch(/^<svg width="[\d.]+" height="[\d.]+" /);
    expect(result.value).toContain('style="fill:#333;stroke:none"/>');
    expect(result.value).toContain('aria-roledescription="flowchart-v2"');
  });
});
