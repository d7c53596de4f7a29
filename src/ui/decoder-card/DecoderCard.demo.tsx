import { err, ok, type Result } from '../../lib/result';
import { DecoderCard } from './DecoderCard';

const colorPattern = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

function decodeColor(text: string): Result<number[]> {
  const match = colorPattern.exec(text.trim());
  if (!match) return err('A colour is written #rrggbb');
  return ok(match.slice(1).map((hex) => Number.parseInt(hex, 16)));
}

const channelTables = ([red, green, blue]: number[]) => [
  {
    caption: 'Colour channels',
    rows: [
      { label: 'Red', value: String(red) },
      { label: 'Green', value: String(green) },
      { label: 'Blue', value: String(blue) },
      { label: 'CSS', value: `rgb(${red} ${green} ${blue})` },
    ],
  },
];

export default function DecoderCardDemo() {
  return (
    <DecoderCard
      title="Decode a colour"
      input={{ label: 'Colour to decode', placeholder: 'e.g. #1ea54c' }}
      decode={decodeColor}
      tables={channelTables}
      defaultValue="#1ea54c"
    />
  );
}
