import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { ColorPicker } from '../../ui/color-picker/ColorPicker';
import { CopyButton } from '../../ui/copy/CopyButton';
import { DownloadButton } from '../../ui/download/DownloadButton';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { InputText } from '../../ui/input-text/InputText';
import { Text } from '../../ui/text/Text';
import { generateBarcode } from './barcode-generator';
import { barcodePng } from './barcode-png';
import { barcodeSamples, isTwoDimensional, type BarcodeType } from './barcode-value';
import classes from './BarcodeGenerator.module.css';
import { barcodeFields } from './fields';
import words from './locales/en.json';

const { type: typeField, code39Check, showText, barWidth, barHeight, margin, transparent } = barcodeFields;

export default function BarcodeGenerator() {
  const { t, tNodes, text, word, wordNode } = useToolWords(words);
  const [state, set] = useToolState('barcode-generator', barcodeFields);
  const twoDimensional = isTwoDimensional(state.type);
  const look = useMemo(
    () => ({ ...state, showText: state.showText && !twoDimensional }),
    // Every field but the value is the look.
    [state, twoDimensional],
  );
  const barcode = useMemo(() => generateBarcode(state.type, state.value, look), [state.type, state.value, look]);
  const drawn = barcode.ok ? barcode.value : undefined;
  const fileName = `barcode-${state.type}`;

  const chooseType = (type: BarcodeType) => {
    // A sample or nothing gives way to the new type's sample; the person's own value stays.
    if (state.value.trim() === '' || state.value === barcodeSamples[state.type]) set('value', barcodeSamples[type]);
    set('type', type);
  };
  const checked = drawn?.checked;
  const lines = (
    [
      ['lines.encoded', checked?.encoded],
      ['lines.checkDigit', checked?.checkDigit],
      ['lines.checkCharacter', checked?.checkCharacter],
      ['lines.upcA', checked?.upcA],
    ] as const
  ).filter(([, value]) => value !== undefined);

  return (
    <Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="md">
          <FieldControls
            fields={{ type: typeField }}
            values={state}
            onChange={(_, value) => chooseType(value as BarcodeType)}
            text={text}
          />
          <InputText
            label={t('value.label')}
            value={state.value}
            onChange={(value) => set('value', value)}
            multiline={twoDimensional}
            autosize
            rows={twoDimensional ? 3 : 1}
            maxRows={10}
            monospace
            error={barcode.ok ? undefined : wordNode(barcode.error)}
            description={drawn?.checked.notes.map((note) => word(note)).join(' ') || undefined}
          />
          <FieldControls
            fields={{
              ...(state.type === 'code-39' ? { code39Check } : {}),
              showText,
              barWidth,
              barHeight,
              margin,
            }}
            values={look}
            onChange={(name, value) => set(name as 'showText', value as never)}
            disabled={{ showText: twoDimensional, barHeight: twoDimensional }}
            text={text}
          />
          <SimpleGrid cols={2} spacing="sm">
            <ColorPicker
              label={t('foreground.label')}
              value={state.foreground}
              withAlpha={false}
              onChange={(value) => set('foreground', value)}
            />
            <ColorPicker
              label={t('background.label')}
              value={state.background}
              withAlpha={false}
              onChange={(value) => set('background', value)}
            />
          </SimpleGrid>
          <FieldControls
            fields={{ transparent }}
            values={state}
            onChange={(_, value) => set('transparent', value as boolean)}
            text={text}
          />
        </Stack>
        <Stack gap="md" align="center">
          <div className={[classes.picture, state.transparent ? classes.transparent : ''].join(' ')}>
            {drawn && (
              <img
                src={`data:image/svg+xml,${encodeURIComponent(drawn.svg)}`}
                alt={t('image.alt')}
                width={drawn.width}
                height={drawn.height}
              />
            )}
          </div>
          {lines.map(([key, value]) => (
            // The words around the value are translated; the value is data.
            <Text key={key} size="sm">
              {tNodes(key, {
                value: (
                  <Text inline monospace>
                    {value}
                  </Text>
                ),
              })}
            </Text>
          ))}
          <Group justify="center" gap="sm">
            <DownloadButton
              label={t('download.svg')}
              fileName={`${fileName}.svg`}
              mimeType="image/svg+xml"
              content={() => drawn?.svg ?? ''}
              disabled={!drawn}
            />
            <DownloadButton
              label={t('download.png')}
              fileName={`${fileName}.png`}
              content={() => (drawn ? barcodePng(state.type, drawn.checked.text, look) : '')}
              disabled={!drawn}
            />
            <CopyButton label={t('copySvg')} value={drawn?.svg ?? ''} disabled={!drawn} send={{ kind: 'svg' }} />
          </Group>
        </Stack>
      </SimpleGrid>
    </Card>
  );
}
