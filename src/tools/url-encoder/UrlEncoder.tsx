import { selectOption, switchOption } from '../../ui/two-way-converter/direction-options';
import { twoWayConverterPage } from '../../ui/two-way-converter/twoWayConverterPage';
import { decodeUrl, encodeUrl, encodingModeOptions } from './url-encoder';

export default twoWayConverterPage({
  slug: 'url-encoder',
  encode: {
    name: 'text',
    title: 'Encode',
    defaultValue: 'Hello world :)',
    options: { mode: selectOption('Encoding mode', encodingModeOptions, 'component') },
    input: { label: 'String to encode', placeholder: 'The text to percent-encode' },
    output: { label: 'Encoded string', placeholder: 'Your text, percent-encoded' },
    copyLabel: 'Copy',
    convert: (text, { mode }) => encodeUrl(text, mode),
  },
  decode: {
    name: 'encoded',
    title: 'Decode',
    defaultValue: 'Hello%20world%20%3A)',
    options: { plusAsSpace: switchOption('Decode + as space', false) },
    input: { label: 'String to decode', placeholder: 'The percent-encoded text to decode' },
    output: { label: 'Decoded string', placeholder: 'Your text, decoded' },
    copyLabel: 'Copy',
    convert: (text, { plusAsSpace }) => decodeUrl(text, plusAsSpace),
  },
  swapLabel: 'Swap',
});
