import type { Converter } from '../../lib/conversion/conversion';
import { defineFields, textField, type Field, type Fields } from '../../lib/tool-state/fields';
import { FormatConverter, type ConverterInput, type FormatConverterProps } from './FormatConverter';

/** A converter page with no options, declared as data: slug, labels, convert function, worker. */
export interface FormatConverterPageProps extends Pick<
  FormatConverterProps<Fields, never>,
  'slug' | 'output' | 'spawnWorker' | 'actions' | 'below'
> {
  /** `name`: the input text's field, its name in links (`json`, `yaml`…); its default is empty unless given. */
  input: ConverterInput & { name: string; defaultValue?: string };
  convert: Converter<undefined>;
}

/** The page component of a converter that is the shared layout and nothing else. */
export function formatConverterPage({ input, convert, ...page }: FormatConverterPageProps) {
  const { defaultValue = '', ...inputLayout } = input;
  const fields = defineFields<Record<string, Field<string>>>({ [input.name]: textField(defaultValue) });
  const convertText = (text: string) => convert(text, undefined);
  return function FormatConverterPage() {
    return (
      <FormatConverter<typeof fields, string> {...page} fields={fields} input={inputLayout} convert={convertText} />
    );
  };
}
