import { readJson } from '../../lib/formats/json';
import { writeXml } from '../../lib/formats/xml-write';
import type { Note } from '../../lib/operation/operation';
import { textToText } from '../../lib/operation/text-to-text';

export const indentations = ['2-spaces', '4-spaces', 'none'] as const;
export type Indentation = (typeof indentations)[number];

const spacesOf: Record<Indentation, number> = { '2-spaces': 2, '4-spaces': 4, none: 0 };

export interface JsonToXmlOptions {
  indentation: Indentation;
}

export const fragmentNote: Note = { code: 'notes.fragment', warning: true };

/** JSON (JSON5 allowed) in xml-js's compact form to XML; see writeXml for the mapping. */
export const convertJsonToXml = textToText((json: string, { indentation }: JsonToXmlOptions) => {
  const { xml, rootElements } = writeXml(readJson(json), spacesOf[indentation]);
  return rootElements > 1 ? { output: xml, notes: [fragmentNote] } : xml;
});
