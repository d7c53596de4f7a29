import { hexToText, textToHex } from './hex-demo-conversion';
import { serveTwoWayConversion } from './two-way-conversion';

serveTwoWayConversion({ text: textToHex, hex: hexToText });
