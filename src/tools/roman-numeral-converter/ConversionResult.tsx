import { Group } from '@mantine/core';
import { useToolWords } from '../../i18n/tool-words';
import { CopyButton } from '../../ui/copy/CopyButton';
import { InputText } from '../../ui/input-text/InputText';
import classes from './ConversionResult.module.css';
import words from './locales/en.json';

interface ConversionResultProps {
  label: string;
  value: string;
}

/** The converted value in large type, read-only, with a "Copy" button beside it. */
export function ConversionResult({ label, value }: ConversionResultProps) {
  const { t } = useToolWords(words);
  return (
    <Group align="flex-end" gap="sm" wrap="nowrap" className={classes.result}>
      <InputText label={label} value={value} placeholder="" readOnly size="lg" monospace />
      <CopyButton value={value} label={t('copy')} disabled={value === ''} />
    </Group>
  );
}
