import { defineConverter } from '../../lib/conversion/conversion';
import { readJson } from '../../lib/formats/json';
import { writeXml } from '../../lib/formats/xml-write';

export type Indentation = '2-spaces' | '4-spaces' | 'none';

export const indentationOptions: readonly { label: string; value: Indentation }[] = [
  { label: '2 spaces', value: '2-spaces' },
  { label: '4 spaces', value: '4-spaces' },
  { label: 'None (single line)', value: 'none' },
];

const spacesOf: Record<Indentation, number> = { '2-spaces': 2, '4-spaces': 4, none: 0 };

export interface JsonToXmlOptions {
  indentation: Indentation;
}

export const fragmentNotice = 'More than one root element: the result is an XML fragment, not a document.';

/** JSON (JSON5 allowed) in xml-js's compact form to XML; see writeXml for the mapping. */
export const convertJsonToXml = defineConverter<JsonToXmlOptions>((json, { indentation }) => {
  const { xml, rootElements } = writeXml(readJson(json), spacesOf[indentation]);
  return rootElements > 1 ? { output: xml, notice: fragmentNotice } : xml;
});
