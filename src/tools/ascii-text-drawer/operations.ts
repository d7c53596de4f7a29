import { failure } from '../../lib/operation/message';
import { operationOf, textInput, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { booleanField, choiceField, integerField, textField } from '../../lib/tool-state/fields';
import { defaultFont, layouts, maxWidth } from './ascii-options';
import { fontNames } from './font-names';
import type words from './locales/en.json';

const layoutLabels = {
  default: 'layout.default',
  full: 'layout.full',
  fitted: 'layout.fitted',
  'controlled smushing': 'layout.controlledSmushing',
  'universal smushing': 'layout.universalSmushing',
};

export const asciiDraw = operationOf<typeof words>()({
  id: 'ascii-art-draw',
  input: textInput('text', 'text'),
  fields: {
    text: textField('Ascii ART', { label: 'text.label' }),
    font: choiceField(defaultFont, fontNames, { persist: true, label: 'font.label' }),
    width: integerField(80, { min: 0, max: maxWidth, persist: true, label: 'width.label' }),
    horizontalLayout: choiceField('default', layouts, { label: 'horizontalLayout', choiceLabels: layoutLabels }),
    verticalLayout: choiceField('default', layouts, { label: 'verticalLayout', choiceLabels: layoutLabels }),
    // The page's font gallery, shown or not.
    gallery: booleanField(false, { label: 'gallery.show' }),
  },
  output: { kind: 'text', label: 'output' },
  // figlet loads with the drawing (in the page's worker), never with the page. It needs the font
  // registered first in a browser (see the worker); in Node it reads the font from its own files.
  run: async (text, { font, width, horizontalLayout, verticalLayout }) => {
    const { drawText } = await import('./ascii-text-drawer');
    try {
      return ok(drawText({ text, font, width, horizontalLayout, verticalLayout }));
    } catch {
      return failure('errors.failed');
    }
  },
  examples: [
    {
      name: 'examples.standard',
      input: 'Hi',
      output: ['  _   _ _ ', ' | | | (_)', ' | |_| | |', ' |  _  | |', ' |_| |_|_|', '          '].join('\n'),
    },
    {
      name: 'examples.slant',
      input: 'OK',
      options: { font: 'Slant' },
      output: [
        '   ____  __ __',
        '  / __ \\/ //_/',
        ' / / / / ,<   ',
        '/ /_/ / /| |  ',
        '\\____/_/ |_|  ',
        '              ',
      ].join('\n'),
    },
  ],
});

export const operations = toolOperations(asciiDraw);
