import { operationOf, textInput, toolOperations, type OperationResult } from '../../lib/operation/operation';
import { message } from '../../lib/operation/message';
import { ok } from '../../lib/result';
import { booleanField, choiceField, textField } from '../../lib/tool-state/fields';
import { diagramExamples } from './diagram-examples';
import type words from './locales/en.json';
import { exportedSvg, mermaidThemes, themeBackground } from './mermaid-editor';
import { mermaidRunner } from './mermaid-run';

let runner: ReturnType<typeof mermaidRunner> | undefined;

export const mermaidRender = operationOf<typeof words>()({
  id: 'mermaid-render',
  description: 'description',
  input: textInput('text', 'diagram'),
  fields: {
    diagram: textField(diagramExamples.flowchart, { label: 'diagram.label', persist: true }),
    theme: choiceField('default', mermaidThemes, {
      label: 'theme.label',
      persist: true,
      choiceLabels: Object.fromEntries(mermaidThemes.map((theme) => [theme, `theme.${theme}`])),
    }),
    transparent: booleanField(false, { label: 'transparent.label', persist: true }),
  },
  output: { kind: 'svg', label: 'export.svg' },
  browserOnly: 'reasons.browserOnly',
  run: async (text, { theme, transparent }): Promise<OperationResult<string>> => {
    if (text.trim() === '') return ok('');
    runner ??= mermaidRunner();
    const checked = await runner.check(text, theme);
    if (!checked.ok) return checked;
    const drawn = await runner.draw(text, theme);
    if (!drawn.ok) return drawn;
    const svg = exportedSvg(drawn.value.svg, transparent ? undefined : themeBackground(checked.value.theme));
    return drawn.value.removedRemote
      ? { ...ok(svg), notes: [{ ...message('notes.remoteImages'), warning: true }] }
      : ok(svg);
  },
  // Drawing needs a browser (see `browserOnly`); outside one, Mermaid still reads some diagram types
  // and finds their errors. The drawings, and the limits (3,000 links, 100,000 characters: inputs too
  // long for a command's help), are checked by the unit tests (in a DOM) and the browser test.
  examples: [
    {
      name: 'examples.sequenceError',
      input: 'sequenceDiagram\n  Alice->>Bob Hello',
      error: 'errors.mermaid',
    },
    { name: 'examples.erError', input: 'erDiagram\n  CUSTOMER ||--o{ ORDER places', error: 'errors.mermaid' },
    { name: 'examples.pieError', input: 'pie title Pets\n  "Dogs" 386', error: 'errors.mermaid' },
    { name: 'examples.gitGraphError', input: 'gitGraph\n  comit', error: 'errors.mermaid' },
    { name: 'examples.noType', input: 'hello world', error: 'errors.noType' },
    { input: '', output: '' },
  ],
});

export const operations = toolOperations(mermaidRender);
