import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useRef } from 'react';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Alert } from '../../ui/alert/Alert';
import { Card } from '../../ui/card/Card';
import { CodeBlock } from '../../ui/code-block/CodeBlock';
import { CopyButton } from '../../ui/copy/CopyButton';
import { InputText } from '../../ui/input-text/InputText';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { RunStatus } from '../../ui/run-status/RunStatus';
import { Select } from '../../ui/select/Select';
import { Switch } from '../../ui/switch/Switch';
import { asciiFields } from './ascii-fields';
import { asComment, layouts, maxWidth } from './ascii-options';
import { fontNames } from './figlet-fonts';
import { FontGallery } from './FontGallery';
import { useDrawing } from './useDrawing';

const fontOptions = fontNames.map((name) => ({ value: name, label: name }));
const layoutOptions = layouts.map((layout) => ({ value: layout, label: layout[0].toUpperCase() + layout.slice(1) }));

export default function AsciiTextDrawer() {
  const [state, set] = useToolState('ascii-text-drawer', asciiFields);
  const drawing = useDrawing(state);
  const output = useRef<HTMLDivElement>(null);
  const chooseFromGallery = (font: string) => {
    set('font', font);
    output.current?.scrollIntoView({ block: 'nearest' });
  };
  return (
    <Card>
      <InputText
        label="Your text"
        placeholder="Your text to draw"
        multiline
        rows={4}
        value={state.text}
        onChange={(text) => set('text', text)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Font"
          placeholder="Select font to use"
          options={fontOptions}
          value={state.font}
          onChange={(font) => set('font', font)}
          searchable
        />
        <NumberInput
          label="Width"
          min={0}
          max={maxWidth}
          placeholder="Width of the text"
          value={state.width}
          onChange={(width) => set('width', width)}
        />
        <Select
          label="Horizontal layout"
          options={layoutOptions}
          value={state.horizontalLayout}
          onChange={(layout) => set('horizontalLayout', layout)}
        />
        <Select
          label="Vertical layout"
          options={layoutOptions}
          value={state.verticalLayout}
          onChange={(layout) => set('verticalLayout', layout)}
        />
      </SimpleGrid>
      <div ref={output}>
        {drawing.failed ? (
          <Alert type="error">Current settings resulted in error.</Alert>
        ) : drawing.loadingFont ? (
          <RunStatus running label="Loading font..." />
        ) : (
          <CodeBlock
            label="Ascii Art text"
            value={drawing.text}
            minRows={8}
            footer={
              <Stack gap="xs" mt="xs">
                <Group gap="xs">
                  <CopyButton value={drawing.text} label="Copy" notice="Copied!" disabled={!drawing.text} />
                  <CopyButton
                    value={asComment(drawing.text, '# ')}
                    label="Copy as # comment"
                    notice="Copied!"
                    disabled={!drawing.text}
                  />
                  <CopyButton
                    value={asComment(drawing.text, '// ')}
                    label="Copy as // comment"
                    notice="Copied!"
                    disabled={!drawing.text}
                  />
                </Group>
              </Stack>
            }
          />
        )}
      </div>
      <Switch label="Show the font gallery" checked={state.gallery} onChange={(shown) => set('gallery', shown)} />
      {state.gallery && <FontGallery text={state.text} onChoose={chooseFromGallery} />}
    </Card>
  );
}
