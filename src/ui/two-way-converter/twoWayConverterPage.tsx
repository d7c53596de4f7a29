import { defineFields, textField } from '../../lib/tool-state/fields';
import { useToolState } from '../../lib/tool-state/useToolState';
import type { ConversionDirection } from './ConversionCard';
import { TwoWayConverter, type TwoWayConverterProps } from './TwoWayConverter';

/** A direction as page data: its `name` is also its input's field, the input's name in links (`text`, `binary`…). */
export type LinkedDirection = Omit<ConversionDirection, 'value' | 'defaultValue' | 'onChange' | 'options' | 'controls'>;

/** A two-way converter page with no options, declared as data: slug, the two directions, layout. */
export interface TwoWayConverterPageProps extends Omit<TwoWayConverterProps, 'encode' | 'decode'> {
  slug: string;
  encode: LinkedDirection;
  decode: LinkedDirection;
}

/** The page component of a two-way converter whose state is its two input texts, empty by default. */
export function twoWayConverterPage({ slug, encode, decode, ...layout }: TwoWayConverterPageProps) {
  const fields = defineFields({ [encode.name]: textField(''), [decode.name]: textField('') });
  return function TwoWayConverterPage() {
    const [texts, set] = useToolState(slug, fields);
    const withText = (direction: LinkedDirection): ConversionDirection => ({
      ...direction,
      value: texts[direction.name],
      onChange: (value) => set(direction.name, value),
    });
    return <TwoWayConverter {...layout} encode={withText(encode)} decode={withText(decode)} />;
  };
}
