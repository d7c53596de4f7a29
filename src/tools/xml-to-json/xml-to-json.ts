import { defineConverter } from '../../lib/conversion/conversion';
import { writeJson } from '../../lib/formats/json';
import { readXml } from '../../lib/formats/xml-read';

export const convertXmlToJson = defineConverter((xml) => writeJson(readXml(xml)));
