import { serveTwoWayConversion } from '../../ui/two-way-converter/two-way-conversion';
import { decodeBase64, encodeBase64 } from './base64-string-converter';

serveTwoWayConversion({ text: encodeBase64, base64: decodeBase64 });
