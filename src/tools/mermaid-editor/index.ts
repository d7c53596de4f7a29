import { defineTool } from '../tool';

export const tool = defineTool({
  slug: 'mermaid-editor',
  name: 'Mermaid diagram editor',
  description: 'Write Mermaid diagrams with a live preview, then copy or download them as SVG or PNG.',
  keywords: [
    'mermaid',
    'diagram',
    'flowchart',
    'sequence',
    'uml',
    'class',
    'state',
    'er',
    'gantt',
    'pie',
    'mindmap',
    'chart',
    'svg',
    'png',
  ],
  category: 'development',
  icon: 'sitemap',
  createdAt: '2026-11-28',
  component: () => import('./MermaidEditor'),
});
