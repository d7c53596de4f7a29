import { Group, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { localeTags } from '../../i18n/locales';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { CopyTag } from '../../ui/copy-tag/CopyTag';
import { InputText } from '../../ui/input-text/InputText';
import { BicCard } from './BicCard';
import { inspectIban, validIbanExamples } from './iban-validator-and-parser';
import { IbanReportTable } from './IbanReportTable';
import words from './locales/en.json';
import { bicParse, ibanParse } from './operations';

const fields = { ...ibanParse.fields, ...bicParse.fields };

const grouped = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

export default function IbanValidatorAndParser() {
  const { t } = useToolWords(words);
  const [state, set] = useToolState('iban-validator-and-parser', fields);
  const languageTag = localeTags[useTranslation().locale];
  const report = useMemo(() => inspectIban(state.iban, languageTag), [state.iban, languageTag]);
  return (
    <Stack gap="lg">
      <Card>
        <InputText
          label={t('iban.label')}
          placeholder={t('iban.placeholder')}
          value={state.iban}
          onChange={(iban) => set('iban', iban)}
          monospace
          spellCheck={false}
        />
        {report && <IbanReportTable report={report} />}
      </Card>
      <Card title={t('examplesCard')}>
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
