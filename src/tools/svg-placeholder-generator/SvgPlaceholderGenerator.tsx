import { Group, SimpleGrid } from '@mantine/core';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { CodeBlock } from '../../ui/code-block/CodeBlock';
import { ColorPicker } from '../../ui/color-picker/ColorPicker';
import { CopyButton } from '../../ui/copy/CopyButton';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { DownloadButton } from '../../ui/download/DownloadButton';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { InputText } from '../../ui/input-text/InputText';
import { NumberInput } from '../../ui/number-input/NumberInput';
import words from './locales/en.json';
import { svgPlaceholderGenerate } from './operations';
import {
  defaultPlaceholder as defaults,
  isHexColor,
  maxSize,
  parseSize,
  placeholderFileName,
  placeholderSvg,
  svgDataUrl,
} from './svg-placeholder-generator';
import classes from './SvgPlaceholderGenerator.module.css';
import { useLastValid } from './useLastValid';

const { fields } = svgPlaceholderGenerate;

/** The longest custom text: a placeholder's caption, not a document. */
const maxTextChars = 1000;

export default function SvgPlaceholderGenerator() {
  const { t, text, word } = useToolWords(words);
  const [state, set] = useToolState('svg-placeholder-generator', fields);
  const width = parseSize(state.width);
  const height = parseSize(state.height);
  const fontSize = parseSize(state.fontSize);
  const shown = {
    width: useLastValid(width.ok ? width.value : undefined, defaults.width),
    height: useLastValid(height.ok ? height.value : undefined, defaults.height),
    fontSize: useLastValid(fontSize.ok ? fontSize.value : undefined, defaults.fontSize),
    background: useLastValid<string>(isHexColor(state.background) ? state.background : undefined, defaults.background),
    textColor: useLastValid<string>(isHexColor(state.textColor) ? state.textColor : undefined, defaults.textColor),
  };
  const svg = placeholderSvg({ ...shown, text: state.text, exactSize: state.exactSize });
  const base64 = svgDataUrl(svg);

  const sizeBox = (name: 'width' | 'height' | 'fontSize', size: typeof width) => (
    <NumberInput
      raw
      label={t(name)}
      value={state[name]}
      onChange={(value) => set(name, String(value))}
      min={1}
      max={maxSize}
      allowNegative={false}
      error={size.ok ? undefined : word(size.error)}
    />
  );

  return (
    <Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {sizeBox('width', width)}
        {sizeBox('height', height)}
        <ColorPicker label={t('background')} value={state.background} onChange={(value) => set('background', value)} />
        <ColorPicker label={t('textColor')} value={state.textColor} onChange={(value) => set('textColor', value)} />
        {sizeBox('fontSize', fontSize)}
        <InputText
          label={t('text.label')}
          value={state.text}
          onChange={(value) => set('text', value)}
          placeholder={t('text.placeholder', { width: shown.width, height: shown.height })}
          maxLength={maxTextChars}
        />
      </SimpleGrid>
      <FieldControls
        fields={{ exactSize: fields.exactSize }}
        values={state}
        onChange={(_, value) => set('exactSize', value === true)}
        text={text}
      />
      <CodeBlock label={t('svg')} value={svg} language="xml" wrap minRows={4} />
      <CopyableField label={t('base64')} value={base64} />
      <Group justify="center">
        <CopyButton value={svg} label={t('copySvg')} />
        <CopyButton value={base64} label={t('copyBase64')} />
        <DownloadButton
          content={svg}
          fileName={placeholderFileName(shown.width, shown.height)}
          mimeType="image/svg+xml"
          label={t('download')}
        />
      </Group>
      <div className={classes.preview}>
        <img src={base64} alt={t('preview')} />
      </div>
    </Card>
  );
}
