/** The diagrams the "Example" list offers (the spec's texts), by the catalogue key of their names. */
export const diagramExamples = {
  flowchart: [
    'flowchart TD',
    '  A[Start] --> B{Is it working?}',
    '  B -->|Yes| C[Ship it]',
    '  B -->|No| D[Debug]',
    '  D --> B',
  ].join('\n'),
  sequence: [
    'sequenceDiagram',
    '  participant Browser',
    '  participant API',
    '  Browser->>API: GET /items',
    '  API-->>Browser: 200 OK (JSON)',
  ].join('\n'),
  class: [
    'classDiagram',
    '  class Animal {',
    '    +String name',
    '    +speak() String',
    '  }',
    '  class Dog',
    '  Animal <|-- Dog',
  ].join('\n'),
  state: [
    'stateDiagram-v2',
    '  [*] --> Idle',
    '  Idle --> Running: start',
    '  Running --> Idle: stop',
    '  Running --> [*]',
  ].join('\n'),
  er: ['erDiagram', '  CUSTOMER ||--o{ ORDER : places', '  ORDER ||--|{ LINE_ITEM : contains'].join('\n'),
  gantt: [
    'gantt',
    '  title Release plan',
    '  dateFormat YYYY-MM-DD',
    '  section Build',
    '  Design :a1, 2026-01-05, 5d',
    '  Code :a2, after a1, 10d',
  ].join('\n'),
  pie: ['pie title Languages', '  "TypeScript" : 60', '  "Go" : 25', '  "Rust" : 15'].join('\n'),
  mindmap: ['mindmap', '  root((IT Tools))', '    Converters', '    Generators', '    Network'].join('\n'),
  timeline: ['timeline', '  title Releases', '  2025 : First version', '  2026 : React rewrite'].join('\n'),
  gitGraph: ['gitGraph', '  commit', '  branch feature', '  commit', '  checkout main', '  merge feature'].join('\n'),
} as const;

export type DiagramExample = keyof typeof diagramExamples;

export const diagramExampleNames = Object.keys(diagramExamples) as DiagramExample[];
