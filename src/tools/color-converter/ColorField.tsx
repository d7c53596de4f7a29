import { Group } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/i18n';
import { useToolWords } from '../../i18n/tool-words';
import type { Message } from '../../lib/operation/message';
import { IconButton } from '../../ui/button/IconButton';
import { ColorPicker } from '../../ui/color-picker/ColorPicker';
import { CopyButton } from '../../ui/copy/CopyButton';
import { InputText } from '../../ui/input-text/InputText';
import { colorFormatWord, type ColorFieldId } from './color-converter';
import words from './locales/en.json';

interface ColorFieldProps {
  field: ColorFieldId;
  value: string;
  error: Message | undefined;
  onEdit: (field: ColorFieldId, text: string) => void;
}

const actionsWidth = 72;

/** One notation of the colour: editable, with its error, a clear and a copy button. */
export function ColorField({ field, value, error, onEdit }: ColorFieldProps) {
  const { t } = useTranslation();
  const { t: tool, word } = useToolWords(words);
  const label = tool(colorFormatWord(field, 'label'));
  const placeholder = tool(colorFormatWord(field, 'placeholder'));
  const shownError = error && word(error);
  const onChange = (text: string) => onEdit(field, text);
  const actions = (
    <Group gap={2} wrap="nowrap">
      <IconButton label={t('ui.clear')} onClick={() => onChange('')} disabled={value === ''}>
        <IconX size={16} />
      </IconButton>
      <CopyButton value={value} disabled={value === ''} />
    </Group>
  );

  if (field === 'picker') {
    return (
      <ColorPicker
        label={label}
        value={value}
        onChange={onChange}
        resetInvalidOnBlur={false}
        placeholder={placeholder}
        error={shownError}
        rightSection={actions}
        rightSectionWidth={actionsWidth}
      />
    );
  }
  return (
    <InputText
      label={label}
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      error={shownError}
      monospace
      spellCheck={false}
      rightSection={actions}
      rightSectionWidth={actionsWidth}
    />
  );
}
