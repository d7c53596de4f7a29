import { Stack } from '@mantine/core';
import { useToolWords } from '../../i18n/tool-words';
import { Alert } from '../../ui/alert/Alert';
import { InputText } from '../../ui/input-text/InputText';
import { truncationWarning } from './bcrypt';
import words from './locales/en.json';

interface StringFieldProps {
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** "Your string:", with a warning when bcrypt would read only its first 72 bytes. */
export function StringField({ placeholder, value, onChange }: StringFieldProps) {
  const { t, word } = useToolWords(words);
  const warning = truncationWarning(value);
  return (
    <Stack gap="xs">
      <InputText
        label={t('string.label')}
        placeholder={placeholder}
        value={value}
        onChange={onChange}
        spellCheck={false}
      />
      {warning && <Alert type="warning">{word(warning)}</Alert>}
    </Stack>
  );
}
