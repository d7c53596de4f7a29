import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useRef } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Alert } from '../../ui/alert/Alert';
import { Card } from '../../ui/card/Card';
import { CodeBlock } from '../../ui/code-block/CodeBlock';
import { CopyButton } from '../../ui/copy/CopyButton';
import { InputText } from '../../ui/input-text/InputText';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { RunStatus } from '../../ui/run-status/RunStatus';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { Select } from '../../ui/select/Select';
import { asComment, maxWidth } from './ascii-options';
import { FontGallery } from './FontGallery';
import { fontNames } from './font-names';
import words from './locales/en.json';
import { asciiDraw } from './operations';
import { useDrawing } from './useDrawing';

const { fields } = asciiDraw;
const fontOptions = fontNames.map((name) => ({ value: name, label: name }));
const layoutFields = { horizontalLayout: fields.horizontalLayout, verticalLayout: fields.verticalLayout };

export default function AsciiTextDrawer() {
  const { t, text } = useToolWords(words);
  const [state, set] = useToolState('ascii-text-drawer', fields);
  const drawing = useDrawing(state);
  const output = useRef<HTMLDivElement>(null);
  const chooseFromGallery = (font: string) => {
    set('font', font);
    output.current?.scrollIntoView({ block: 'nearest' });
  };
  return (
    <Card>
      <InputText
        label={t('text.label')}
        placeholder={t('text.placeholder')}
        multiline
        rows={4}
        value={state.text}
        onChange={(typed) => set('text', typed)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('font.label')}
          placeholder={t('font.placeholder')}
          options={fontOptions}
          value={state.font}
          onChange={(font) => set('font', font)}
          searchable
        />
        <NumberInput
          label={t('width.label')}
          min={0}
          max={maxWidth}
          placeholder={t('width.placeholder')}
          value={state.width}
          onChange={(width) => set('width', width)}
        />
        <FieldControls
          fields={layoutFields}
          values={state}
          onChange={(name, layout) => set(name as keyof typeof layoutFields, layout as typeof state.horizontalLayout)}
          text={text}
        />
      </SimpleGrid>
      <div ref={output}>
        {drawing.failed ? (
          <Alert type="error">{t('errors.failed')}</Alert>
        ) : drawing.loadingFont ? (
          <RunStatus running label={t('loadingFont')} />
        ) : (
          <CodeBlock
            label={t('output')}
            value={drawing.text}
            minRows={8}
            footer={
              <Stack gap="xs" mt="xs">
                <Group gap="xs">
                  <CopyButton
                    value={drawing.text}
                    label={t('copy.plain')}
                    notice={t('copy.notice')}
                    disabled={!drawing.text}
                  />
                  <CopyButton
                    value={asComment(drawing.text, '# ')}
                    label={t('copy.hashComment')}
                    notice={t('copy.notice')}
                    disabled={!drawing.text}
                  />
                  <CopyButton
                    value={asComment(drawing.text, '// ')}
                    label={t('copy.slashComment')}
                    notice={t('copy.notice')}
                    disabled={!drawing.text}
                  />
                </Group>
              </Stack>
            }
          />
        )}
      </div>
      <FieldControls
        fields={{ gallery: fields.gallery }}
        values={state}
        onChange={(_, shown) => set('gallery', shown === true)}
        text={text}
      />
      {state.gallery && <FontGallery text={state.text} onChoose={chooseFromGallery} />}
    </Card>
  );
}
