import { serveTwoWayConversion } from '../../ui/two-way-converter/two-way-conversion';
import { textToUnicode, unicodeToText } from './text-to-unicode';

serveTwoWayConversion({ text: textToUnicode, unicode: unicodeToText });
