import { describe, expect, it } from 'vitest';
import { diagramExamples } from './diagram-examples';
import {
  diagramTypeKey,
  effectiveTheme,
  errorLine,
  exportedSvg,
  lineCount,
  loadingConfigKeys,
  mermaidConfig,
  mermaidFailure,
  noType,
  svgSize,
  themeBackground,
  tooLong,
  withoutRemoteImages,
  withoutRemoteResources,
} from './mermaid-editor';
import { mermaidRunner, type MermaidApi } from './mermaid-run';
import words from './locales/en.json';

// Mermaid's own drawing runs in mermaid-render.test.ts (in a DOM); here, the logic around it.

describe('diagramTypeKey', () => {
  it.each([
    ['flowchart-v2', 'Flowchart'],
    ['sequence', 'Sequence diagram'],
    ['classDiagram', 'Class diagram'],
    ['stateDiagram', 'State diagram'],
    ['er', 'Entity relationship diagram'],
    ['gantt', 'Gantt chart'],
    ['pie', 'Pie chart'],
    ['journey', 'User journey'],
    ['gitGraph', 'Git graph'],
    ['mindmap', 'Mind map'],
    ['timeline', 'Timeline'],
    ['quadrantChart', 'Quadrant chart'],
    ['xychart', 'XY chart'],
    ['sankey', 'Sankey diagram'],
    ['requirement', 'Requirement diagram'],
    ['c4', 'C4 diagram'],
    ['block', 'Block diagram'],
    ['packet', 'Packet diagram'],
    ['architecture', 'Architecture diagram'],
    ['kanban', 'Kanban board'],
    ['radar', 'Radar chart'],
    ['treemap', 'Treemap'],
  ])('names %s "%s"', (type, name) => {
    const key = diagramTypeKey(type);
    expect(key).toBeDefined();
    const [group, entry] = key!.split('.');
    expect((words as unknown as Record<string, Record<string, string>>)[group][entry]).toBe(name);
  });

  it('shows any other type as its id', () => {
    expect(diagramTypeKey('info')).toBeUndefined();
    expect(diagramTypeKey('toString')).toBeUndefined();
  });
});

describe('errorLine', () => {
  it('marks the first line a parse or lexer error names, within the text', () => {
    expect(errorLine('Parse error on line 2:\n...', 3)).toBe(2);
    expect(errorLine('Parsing failed:  Parse error on line 2, column 10: x', 2)).toBe(2);
    expect(errorLine('Parsing failed: Lexer error on line 2, column 13: x\nParse error on line 3', 5)).toBe(2);
    // Mermaid counts one line more for an error at the very end.
    expect(errorLine('Parse error on line 4:', 3)).toBe(3);
  });

  it('marks nothing for `line ?` or no line', () => {
    expect(errorLine('Parse error on line ?:', 3)).toBeUndefined();
    expect(errorLine('Incorrect usage of "merge".', 3)).toBeUndefined();
  });

  it('counts lines', () => {
    expect(lineCount('')).toBe(1);
    expect(lineCount('a\nb\n')).toBe(3);
  });
});

describe('mermaidFailure', () => {
  it('words a text of no type, and the limits, ours', () => {
    const unknown = Object.assign(new Error('No diagram type detected matching given configuration for text: hi'), {
      name: 'UnknownDiagramError',
    });
    expect(mermaidFailure(unknown)).toEqual(noType);
    expect(
      mermaidFailure(new Error('Edge limit exceeded. 2000 edges found, but the limit is 2000.\n\nInitialize…')),
    ).toEqual({ code: 'errors.tooManyEdges' });
    expect(mermaidFailure(new Error('Maximum text size in diagram exceeded'))).toEqual({ code: 'errors.tooLong' });
  });

  it("keeps Mermaid's other messages word for word", () => {
    const text =
      "Parse error on line 2:\n...  Alice->>Bob Hello\n----------------------^\nExpecting 'TXT', got 'NEWLINE'";
    expect(mermaidFailure(new Error(text))).toEqual({ code: 'errors.mermaid', values: { detail: text } });
    expect(mermaidFailure('plain')).toEqual({ code: 'errors.mermaid', values: { detail: 'plain' } });
  });

  it('words the limits as the spec does', () => {
    expect(words.errors.tooLong).toBe('This diagram is over 100,000 characters, the most this page draws.');
    expect(words.errors.tooManyEdges).toBe('This diagram has more than 2,000 links, the most this page draws.');
    const values = noType.values as Record<string, string>;
    expect(words.errors.noType.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name])).toBe(
      'No diagram type found. Start with a type such as flowchart TD, sequenceDiagram or classDiagram.',
    );
  });

  it('checks the length first', () => {
    expect(tooLong('a'.repeat(100_000))).toBeUndefined();
    expect(tooLong('a'.repeat(100_001))).toEqual({ code: 'errors.tooLong' });
  });
});

describe('withoutRemoteImages', () => {
  it('takes the addresses of other sites out of img: shape data', () => {
    const text = 'flowchart TD\n  A@{ img: "https://example.com/a.png", label: "x" }\n  B@{ img: //cdn.example/b.png }';
    expect(withoutRemoteImages(text)).toEqual({
      text: 'flowchart TD\n  A@{ img: "", label: "x" }\n  B@{ img: "" }',
      removed: true,
    });
    expect(withoutRemoteImages("A@{ IMG : 'http://x.test/p.png' }").text).toBe("A@{ IMG : '' }");
  });

  it('keeps data: images and texts without images', () => {
    const text = 'flowchart TD\n  A@{ img: "data:image/png;base64,AAAA" }\n  B[img: https://x.test]';
    expect(withoutRemoteImages(text)).toEqual({ text, removed: false });
    expect(withoutRemoteImages(diagramExamples.flowchart)).toEqual({ text: diagramExamples.flowchart, removed: false });
  });
});

describe('withoutRemoteResources', () => {
  it('takes remote addresses and imports out of CSS, keeping the rest', () => {
    const svg =
      '<svg id="m"><style>@import url(https://evil.test/a.css);#m .node rect{fill:url(https://e.test/y.png);stroke:red}#m a{marker-end:url(#m_end)}</style><g></g></svg>';
    const cleaned = withoutRemoteResources(svg);
    expect(cleaned.removed).toBe(true);
    expect(cleaned.svg).toBe(
      '<svg id="m"><style>#m .node rect{fill:url(#);stroke:red}#m a{marker-end:url(#m_end)}</style><g></g></svg>',
    );
  });

  it('removes outside addresses from images and style attributes, not from links', () => {
    const svg =
      '<svg><image href="https://e.test/x.png" width="3"></image><image href="data:image/png;base64,AA"></image>' +
      '<use xlink:href="//e.test/s.svg#a"></use><g style="fill: url(&quot;https://e.test/z&quot;)"></g>' +
      '<a href="https://example.com/"><g></g></a></svg>';
    const cleaned = withoutRemoteResources(svg);
    expect(cleaned.removed).toBe(true);
    expect(cleaned.svg).toBe(
      '<svg><image width="3"></image><image href="data:image/png;base64,AA"></image>' +
        '<use></use><g style="fill: url(&quot;https://e.test/z&quot;)"></g>' +
        '<a href="https://example.com/"><g></g></a></svg>',
    );
  });

  it('leaves a clean drawing as it is', () => {
    const svg = '<svg><style>#a>b{fill:#fff}</style><path marker-end="url(#x)"></path></svg>';
    expect(withoutRemoteResources(svg)).toEqual({ svg, removed: false });
  });
});

describe('themes', () => {
  it("lets the text's theme win, and knows each background", () => {
    expect(effectiveTheme('dark', { theme: 'forest' })).toBe('forest');
    expect(effectiveTheme('dark', { theme: 'nope' })).toBe('dark');
    expect(effectiveTheme('neutral', {})).toBe('neutral');
    expect(effectiveTheme('default', undefined)).toBe('default');
    expect(themeBackground('dark')).toBe('#333');
    expect(themeBackground('forest')).toBe('#ffffff');
  });

  it('always draws strictly, with the page limits and no <img> in labels', () => {
    expect(mermaidConfig('dark')).toEqual({
      startOnLoad: false,
      securityLevel: 'strict',
      theme: 'dark',
      maxTextSize: 100_000,
      maxEdges: 2000,
      suppressErrorRendering: true,
      secure: [
        'secure',
        'securityLevel',
        'startOnLoad',
        'maxTextSize',
        'suppressErrorRendering',
        'maxEdges',
        'dompurifyConfig',
      ],
      dompurifyConfig: {
        FORBID_TAGS: expect.arrayContaining(['img', 'image', 'svg', 'style']),
        FORBID_ATTR: expect.arrayContaining(['style', 'background']),
      },
    });
    expect(mermaidConfig('dark', { blockedKeys: ['themeCSS'] }).secure.at(-1)).toBe('themeCSS');
    expect(mermaidConfig('default', { htmlLabels: false })).toMatchObject({
      htmlLabels: false,
      flowchart: { htmlLabels: false },
    });
  });
});

describe('loadingConfigKeys', () => {
  it('names the settings whose text could load a file', () => {
    expect(
      loadingConfigKeys({
        theme: 'forest',
        themeCSS: '.node rect { fill: URL( https://e.test/y.png) }',
        fontFamily: 'x; background: image-set("a.png" 1x)',
        sequence: { messageFontFamily: 'a\\68ttps', actorMargin: 50, notes: ['//e.test'] },
        themeVariables: { primaryColor: '#fff', lineColor: '@import "x"' },
        flowchart: { curve: 'basis' },
      }),
    ).toEqual(['fontFamily', 'lineColor', 'messageFontFamily', 'notes', 'themeCSS']);
  });

  it('names none in plain settings', () => {
    expect(loadingConfigKeys({ theme: 'dark', themeCSS: '.node rect { fill: #f00 }', fontFamily: 'Arial' })).toEqual(
      [],
    );
    expect(loadingConfigKeys(undefined)).toEqual([]);
  });
});

describe('exportedSvg', () => {
  const drawn =
    '<svg id="m1" width="100%" xmlns="http://www.w3.org/2000/svg" class="flowchart" style="max-width: 66px;" viewBox="-8 -8 66 36" role="graphics-document document">' +
    '<style>#m1 a>b{content:"&"}</style><g><foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><p>a<br>b&nbsp;c</p><hr class="x"></div></foreignObject></g></svg>';

  it('sizes the file by its viewBox, on the background, as XML', () => {
    expect(exportedSvg(drawn, '#333')).toBe(
      '<svg width="66" height="36" id="m1" xmlns="http://www.w3.org/2000/svg" class="flowchart" style="" viewBox="-8 -8 66 36" role="graphics-document document">' +
        '<rect x="-8" y="-8" width="66" height="36" style="fill:#333;stroke:none"/>' +
        '<style>#m1 a>b{content:"&amp;"}</style><g><foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><p>a<br/>b&#160;c</p><hr class="x"/></div></foreignObject></g></svg>',
    );
  });

  it('draws no background when transparent, and declares xlink where used', () => {
    const file = exportedSvg('<svg viewBox="0 0 10 20"><image xlink:href="#a"></image></svg>', undefined);
    expect(file).toBe(
      '<svg xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="20" viewBox="0 0 10 20"><image xlink:href="#a"></image></svg>',
    );
    expect(svgSize(file)).toEqual({ width: 10, height: 20 });
    expect(svgSize('<svg viewBox="0 0 0 5"></svg>')).toBeUndefined();
    expect(svgSize('<g></g>')).toBeUndefined();
  });
});

describe('mermaidRunner', () => {
  it('runs one job at a time, each with its own settings', async () => {
    const log: string[] = [];
    let theme = '';
    const api: MermaidApi = {
      initialize: (config) => {
        theme = config.theme;
      },
      parse: async (text) => ({ diagramType: text, config: {} }),
      render: async (id) => {
        const drawnIn = theme;
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push(`${drawnIn}:${theme}`);
        return { svg: `<svg id="${id}"></svg>` };
      },
    };
    const runner = mermaidRunner(async () => api);
    const [dark, forest] = await Promise.all([runner.draw('pie', 'dark'), runner.draw('pie', 'forest')]);
    expect(log).toEqual(['dark:dark', 'forest:forest']);
    expect(dark.ok && forest.ok).toBe(true);
  });

  it('checks the length before Mermaid is loaded, and words what Mermaid throws', async () => {
    const runner = mermaidRunner(() => Promise.reject(new Error('not loaded')));
    expect(await runner.check('x'.repeat(100_001), 'default')).toEqual({
      ok: false,
      error: { code: 'errors.tooLong' },
    });
    const failing = mermaidRunner(async () => ({
      initialize: () => undefined,
      parse: async () => {
        throw new Error('Parse error on line 1:');
      },
      render: async () => ({ svg: '' }),
    }));
    expect(await failing.check('flowchart', 'default')).toEqual({
      ok: false,
      error: { code: 'errors.mermaid', values: { detail: 'Parse error on line 1:' } },
    });
  });
});
