import { writeJson } from '../../lib/formats/json';
import { readXml } from '../../lib/formats/xml-read';
import { textToText } from '../../lib/operation/text-to-text';

/** XML in xml-js's compact form, as JSON with 2-space indentation; blank input gives nothing. */
export const convertXmlToJson = textToText((xml: string) => writeJson(readXml(xml)));
