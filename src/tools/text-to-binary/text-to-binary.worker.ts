import { serveTwoWayConversion } from '../../ui/two-way-converter/two-way-conversion';
import { binaryToText, textToBinary } from './text-to-binary';

serveTwoWayConversion({ text: textToBinary, binary: binaryToText });
