import { Group, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { defineFields, textField } from '../../lib/tool-state/fields';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { CopyTag } from '../../ui/copy-tag/CopyTag';
import { InputText } from '../../ui/input-text/InputText';
import { BicCard } from './BicCard';
import { inspectIban, validIbanExamples } from './iban-validator-and-parser';
import { IbanReportTable } from './IbanReportTable';

const fields = defineFields({ iban: textField(''), bic: textField('') });

const grouped = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

export default function IbanValidatorAndParser() {
  const [state, set] = useToolState('iban-validator-and-parser', fields);
  const report = useMemo(() => inspectIban(state.iban), [state.iban]);
  return (
    <Stack gap="lg">
      <Card>
        <InputText
          label="IBAN"
          placeholder="Enter an IBAN to check for validity..."
          value={state.iban}
          onChange={(iban) => set('iban', iban)}
          monospace
          spellCheck={false}
        />
        {report && <IbanReportTable report={report} />}
      </Card>
      <Card title="Valid IBAN examples">
        <Group gap="xs">
          {validIbanExamples.map((iban) => (
            <CopyTag key={iban} value={iban} display={grouped(iban)} />
          ))}
        </Group>
      </Card>
      <BicCard bic={state.bic} onChange={(bic) => set('bic', bic)} />
    </Stack>
  );
}
