import { useToolWords } from '../../i18n/tool-words';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import words from './locales/en.json';
import type { MacNotations as Notations } from './mac-address-lookup';
import { macNotationsOperation } from './operations';

const notationOutputs = Object.entries(macNotationsOperation.outputs ?? {}) as [keyof Notations, { label: string }][];

/** The address in every usual notation, each with its copy button. */
export function MacNotations({ notations }: { notations: Notations }) {
  const { text } = useToolWords(words);
  return notationOutputs.map(([name, output]) => (
    <CopyableField
      key={name}
      label={text(output.label)}
      value={notations[name]}
      monospace
      labelPosition="left"
      labelWidth="19rem"
    />
  ));
}
