import { Group, SimpleGrid } from '@mantine/core';
import { booleanField, defineFields, numberTextField, textField } from '../../lib/tool-state/fields';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { CodeBlock } from '../../ui/code-block/CodeBlock';
import { ColorPicker } from '../../ui/color-picker/ColorPicker';
import { CopyButton } from '../../ui/copy/CopyButton';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { DownloadButton } from '../../ui/download/DownloadButton';
import { InputText } from '../../ui/input-text/InputText';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { Switch } from '../../ui/switch/Switch';
import {
  isHexColor,
  maxSize,
  parseSize,
  placeholderFileName,
  placeholderSvg,
  svgDataUrl,
} from './svg-placeholder-generator';
import classes from './SvgPlaceholderGenerator.module.css';
import { useLastValid } from './useLastValid';

const placeholderFields = defineFields({
  width: numberTextField(600),
  height: numberTextField(350),
  fontSize: numberTextField(26),
  background: textField('#cccccc'),
  textColor: textField('#333333'),
  text: textField(''),
  exactSize: booleanField(true),
});

/** The longest custom text: a placeholder's caption, not a document. */
const maxTextChars = 1000;

export default function SvgPlaceholderGenerator() {
  const [state, set] = useToolState('svg-placeholder-generator', placeholderFields);
  const width = parseSize(state.width);
  const height = parseSize(state.height);
  const fontSize = parseSize(state.fontSize);
  const shown = {
    width: useLastValid(width.ok ? width.value : undefined, 600),
    height: useLastValid(height.ok ? height.value : undefined, 350),
    fontSize: useLastValid(fontSize.ok ? fontSize.value : undefined, 26),
    background: useLastValid(isHexColor(state.background) ? state.background : undefined, '#cccccc'),
    textColor: useLastValid(isHexColor(state.textColor) ? state.textColor : undefined, '#333333'),
  };
  const svg = placeholderSvg({ ...shown, text: state.text, exactSize: state.exactSize });
  const base64 = svgDataUrl(svg);

  const sizeBox = (name: 'width' | 'height' | 'fontSize', label: string, error: string | undefined) => (
    <NumberInput
      raw
      label={label}
      value={state[name]}
      onChange={(value) => set(name, String(value))}
      min={1}
      max={maxSize}
      allowNegative={false}
      error={error}
    />
  );

  return (
    <Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {sizeBox('width', 'Width (in px)', width.ok ? undefined : width.error)}
        {sizeBox('height', 'Height (in px)', height.ok ? undefined : height.error)}
        <ColorPicker label="Background" value={state.background} onChange={(value) => set('background', value)} />
        <ColorPicker label="Text color" value={state.textColor} onChange={(value) => set('textColor', value)} />
        {sizeBox('fontSize', 'Font size', fontSize.ok ? undefined : fontSize.error)}
        <InputText
          label="Custom text"
          value={state.text}
          onChange={(value) => set('text', value)}
          placeholder={`Default is ${shown.width}x${shown.height}`}
          maxLength={maxTextChars}
        />
      </SimpleGrid>
      <Switch label="Use exact size" checked={state.exactSize} onChange={(value) => set('exactSize', value)} />
      <CodeBlock label="SVG HTML element" value={svg} language="xml" wrap minRows={4} />
      <CopyableField label="SVG in Base64" value={base64} />
      <Group justify="center">
        <CopyButton value={svg} label="Copy svg" />
        <CopyButton value={base64} label="Copy base64" />
        <DownloadButton
          content={svg}
          fileName={placeholderFileName(shown.width, shown.height)}
          mimeType="image/svg+xml"
          label="Download svg"
        />
      </Group>
      <div className={classes.preview}>
        <img src={base64} alt="Preview of the placeholder" />
      </div>
    </Card>
  );
}
