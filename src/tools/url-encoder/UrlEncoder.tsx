import { twoWayConverterPage } from '../../ui/two-way-converter/twoWayConverterPage';
import words from './locales/en.json';
import { urlDecode, urlEncode } from './operations';

export default twoWayConverterPage({
  slug: 'url-encoder',
  words,
  encode: {
    operation: urlEncode,
    title: 'encode.title',
    input: { placeholder: 'encode.input.placeholder' },
    output: { placeholder: 'encode.output.placeholder' },
    copyLabel: 'copy',
  },
  decode: {
    operation: urlDecode,
    title: 'decode.title',
    input: { placeholder: 'decode.input.placeholder' },
    output: { placeholder: 'decode.output.placeholder' },
    copyLabel: 'copy',
  },
  swapLabel: 'swap',
});
