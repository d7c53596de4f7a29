import { CopyableField } from '../../ui/copyable-field/CopyableField';
import type { Notation } from './mac-address-lookup';

/** The address in every usual notation, each with its copy button. */
export function MacNotations({ notations }: { notations: readonly Notation[] }) {
  return notations.map(({ label, value }) => (
    <CopyableField key={label} label={label} value={value} monospace labelPosition="left" labelWidth="19rem" />
  ));
}
