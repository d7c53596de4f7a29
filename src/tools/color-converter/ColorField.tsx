import { Group } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/i18n';
import { IconButton } from '../../ui/button/IconButton';
import { ColorPicker } from '../../ui/color-picker/ColorPicker';
import { CopyButton } from '../../ui/copy/CopyButton';
import { InputText } from '../../ui/input-text/InputText';
import { colorFormats, type ColorFieldId } from './color-converter';

interface ColorFieldProps {
  field: ColorFieldId;
  value: string;
  error: string | undefined;
  onEdit: (field: ColorFieldId, text: string) => void;
}

const actionsWidth = 72;

/** One notation of the colour: editable, with its error, a clear and a copy button. */
export function ColorField({ field, value, error, onEdit }: ColorFieldProps) {
  const { t } = useTranslation();
  const { label, placeholder } = colorFormats[field];
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
        error={error}
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
      error={error}
      monospace
      spellCheck={false}
      rightSection={actions}
      rightSectionWidth={actionsWidth}
    />
  );
}
