import { Group, SimpleGrid, Stack } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { useToolWords, type ToolKey, type ToolWords } from '../../i18n/tool-words';
import { downloadFile } from '../../lib/download';
import type { Message } from '../../lib/operation/message';
import { choiceField, defineFields } from '../../lib/tool-state/fields';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Button } from '../../ui/button/Button';
import { Card } from '../../ui/card/Card';
import { CopiedNotice } from '../../ui/copy/CopiedNotice';
import { CopyButton } from '../../ui/copy/CopyButton';
import { DownloadButton } from '../../ui/download/DownloadButton';
import { Field } from '../../ui/field/Field';
import { Select } from '../../ui/select/Select';
import { Switch } from '../../ui/switch/Switch';
import { Note } from '../../ui/text/Note';
import { Text } from '../../ui/text/Text';
import { DiagramEditor } from './DiagramEditor';
import { diagramExampleNames, diagramExamples, type DiagramExample } from './diagram-examples';
import { canCopyPng, svgToPng, TaintedCanvasError } from './diagram-png';
import { DiagramPreview } from './DiagramPreview';
import words from './locales/en.json';
import {
  diagramTypeKey,
  errorLine,
  exportedSvg,
  lineCount,
  liveRenderMaxChars,
  mermaidThemes,
  svgSize,
  themeBackground,
} from './mermaid-editor';
import { mermaidRunner } from './mermaid-run';
import { mermaidRender } from './operations';
import { useDiagram, type Drawn } from './useDiagram';

const pngScales = ['1', '2', '3', '4'] as const;

const fields = defineFields({
  ...mermaidRender.fields,
  pngScale: choiceField('2', pngScales, {
    label: 'pngScale.label',
    persist: true,
    choiceLabels: Object.fromEntries(pngScales.map((scale) => [scale, `pngScale.${scale}`])),
  }),
});

// One Mermaid for the page: its settings are global, so its jobs run one at a time.
const runner = mermaidRunner();

/** How long "Undo" stays after an example replaced the text. */
const undoMs = 10_000;
const copiedMs = 1500;

/** The drawing as a PNG; drawn again with labels as SVG text where the browser refuses the first. */
async function diagramPng(drawn: Drawn, background: string | undefined, scale: number): Promise<Blob> {
  const size = svgSize(drawn.svg);
  if (!size) throw new Error('The drawing has no size.');
  try {
    return await svgToPng(exportedSvg(drawn.svg, background), size.width, size.height, scale);
  } catch (error) {
    if (!(error instanceof TaintedCanvasError)) throw error;
    const plain = await runner.draw(drawn.text, drawn.theme, { htmlLabels: false });
    const plainSize = plain.ok ? svgSize(plain.value.svg) : undefined;
    if (!plain.ok || !plainSize) throw error;
    return svgToPng(exportedSvg(plain.value.svg, background), plainSize.width, plainSize.height, scale);
  }
}

/**
 * A message as page content: Mermaid's own words marked as English (`wordNode`); in ours, the values
 * it names (code such as `flowchart TD`) marked as data, the same in every language.
 */
function messageNode(message: Message, toolWords: Pick<ToolWords<typeof words>, 'tNodes' | 'wordNode'>): ReactNode {
  const values = message.values ?? {};
  const names = Object.keys(values);
  if (message.code === 'errors.mermaid' || names.length === 0) return toolWords.wordNode(message);
  const data = (name: string) => <span translate="no">{String(values[name])}</span>;
  return toolWords.tNodes(
    message.code as ToolKey<typeof words>,
    Object.fromEntries(names.map((name) => [name, data(name)])),
  );
}

export default function MermaidEditor() {
  const toolWords = useToolWords(words);
  const { t, tNodes } = toolWords;
  const app = useTranslation();
  const [state, set] = useToolState('mermaid-editor', fields);
  const { diagram, theme, pngScale, transparent } = state;
  const { checked, drawn, drawFailure, rendering, slow, renderNow } = useDiagram(runner, diagram, theme);
  const previewLabelId = useId();

  const [undo, setUndo] = useState<{ previous: string }>();
  const undoTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [pngCopied, setPngCopied] = useState(false);
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [pngFailed, setPngFailed] = useState(false);
  const [copyPng, setCopyPng] = useState(false);
  useEffect(() => setCopyPng(canCopyPng()), []);
  useEffect(
    () => () => {
      clearTimeout(undoTimer.current);
      clearTimeout(copiedTimer.current);
    },
    [],
  );

  const empty = diagram.trim() === '';
  const checkError = !empty && checked && !checked.result.ok ? checked.result.error : undefined;
  const failure =
    checkError ??
    (!empty && drawFailure?.text === diagram && drawFailure.theme === theme ? drawFailure.error : undefined);
  const current = !empty && drawn?.text === diagram && drawn.theme === theme;
  const exportable = current && failure === undefined;
  const shown = empty ? undefined : drawn;
  const checkedDiagram = !empty && checked?.result.ok ? checked.result.value : undefined;
  const waiting = !current && failure === undefined && diagram.length > liveRenderMaxChars && !rendering;
  const removedImages = (checkedDiagram?.removedImages ?? false) || (current && drawn.removedRemote);
  const previewTheme = checkedDiagram?.theme ?? shown?.drawnTheme ?? theme;
  const background = exportable && !transparent ? themeBackground(drawn.drawnTheme) : undefined;

  const errorText = failure?.code === 'errors.mermaid' ? String(failure.values?.detail ?? '') : '';
  const markedLine = useMemo(() => errorLine(errorText, lineCount(diagram)), [errorText, diagram]);

  const svgFile = useMemo(
    () => (exportable ? exportedSvg(drawn.svg, background) : ''),
    [exportable, drawn, background],
  );

  const chooseExample = (name: DiagramExample) => {
    setUndo({ previous: diagram });
    set('diagram', diagramExamples[name]);
    clearTimeout(undoTimer.current);
    undoTimer.current = setTimeout(() => setUndo(undefined), undoMs);
  };
  const undoExample = () => {
    if (undo) set('diagram', undo.previous);
    setUndo(undefined);
    clearTimeout(undoTimer.current);
  };

  const png = () => {
    if (!exportable) return Promise.reject(new Error('Nothing to export.'));
    setPngFailed(false);
    return diagramPng(drawn, background, Number(pngScale)).catch((error: unknown) => {
      setPngFailed(true);
      throw error;
    });
  };
  const downloadPng = () => {
    png().then(
      (blob) => downloadFile('diagram.png', blob),
      () => undefined,
    );
  };
  const copyPngToClipboard = () => {
    // The picture is handed over as a promise, within the click: some browsers allow the clipboard then only.
    navigator.clipboard.write([new ClipboardItem({ 'image/png': png() })]).then(
      () => {
        setPngCopied(true);
        clearTimeout(copiedTimer.current);
        copiedTimer.current = setTimeout(() => setPngCopied(false), copiedMs);
      },
      () => undefined,
    );
  };

  const typeKey = checkedDiagram ? diagramTypeKey(checkedDiagram.diagramType) : undefined;
  const status = slow
    ? t('preview.rendering')
    : checkedDiagram
      ? typeKey
        ? t('preview.type', { type: t(typeKey as Parameters<typeof t>[0]) })
        : tNodes('preview.type', { type: <span translate="no">{checkedDiagram.diagramType}</span> })
      : null;

  return (
    <Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Select<DiagramExample | ''>
              label={t('example.label')}
              placeholder={t('example.placeholder')}
              value=""
              options={diagramExampleNames.map((name) => ({ value: name, label: t(`example.${name}`) }))}
              onChange={(name) => name && chooseExample(name)}
            />
            <Select
              label={t('theme.label')}
              value={theme}
              options={mermaidThemes.map((name) => ({ value: name, label: t(`theme.${name}`) }))}
              onChange={(value) => set('theme', value)}
            />
          </SimpleGrid>
          {undo && (
            <Group gap="sm" role="status">
              <Text size="sm">{t('example.loaded')}</Text>
              <Button size="small" variant="subtle" onClick={undoExample}>
                {t('example.undo')}
              </Button>
            </Group>
          )}
          <DiagramEditor
            label={t('diagram.label')}
            value={diagram}
            onChange={(value) => set('diagram', value)}
            markedLine={markedLine}
            markedLineLabel={markedLine === undefined ? undefined : t('preview.errorLine', { line: markedLine })}
            error={failure ? messageNode(failure, toolWords) : undefined}
          />
        </Stack>
        <Stack gap="sm">
          <Field label={t('preview.label')} labelId={previewLabelId}>
            <Stack gap="xs">
              <Text size="sm" tone="dimmed" aria-live="polite">
                {status}
              </Text>
              <DiagramPreview
                svg={shown?.svg}
                background={themeBackground(previewTheme)}
                dimmed={shown !== undefined && (failure !== undefined || waiting)}
                labelId={previewLabelId}
                words={{ zoomIn: t('preview.zoomIn'), zoomOut: t('preview.zoomOut'), fit: t('preview.fit') }}
              />
            </Stack>
          </Field>
          {failure && shown && <Note>{t('preview.lastValid')}</Note>}
          {removedImages && <Note>{t('notes.remoteImages')}</Note>}
          {waiting && checkedDiagram && (
            <Group gap="sm">
              <Button onClick={renderNow}>{t('preview.render')}</Button>
              <Note>{t('preview.waiting')}</Note>
            </Group>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Select
              label={t('pngScale.label')}
              value={pngScale}
              options={pngScales.map((scale) => ({ value: scale, label: t(`pngScale.${scale}`) }))}
              onChange={(value) => set('pngScale', value)}
            />
            <Stack justify="flex-end">
              <Switch
                label={t('transparent.label')}
                checked={transparent}
                onChange={(value) => set('transparent', value)}
              />
            </Stack>
          </SimpleGrid>
          <Group gap="sm">
            <CopyButton value={svgFile} label={t('export.copySvg')} disabled={!exportable} send={{ kind: 'svg' }} />
            <DownloadButton
              label={t('export.downloadSvg')}
              fileName="diagram.svg"
              mimeType="image/svg+xml"
              content={svgFile}
              disabled={!exportable}
            />
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              disabled={!exportable}
              onClick={downloadPng}
            >
              {t('export.downloadPng')}
            </Button>
            {copyPng && (
              <span style={{ position: 'relative', display: 'inline-flex' }}>
                <Button
                  variant="default"
                  leftSection={<IconCopy size={16} aria-hidden />}
                  disabled={!exportable}
                  onClick={copyPngToClipboard}
                >
                  {t('export.copyPng')}
                </Button>
                <CopiedNotice visible={pngCopied} text={app.t('ui.copied')} />
              </span>
            )}
          </Group>
          {pngFailed && (
            <Text size="sm" tone="error" role="alert">
              {t('export.pngFailed')}
            </Text>
          )}
        </Stack>
      </SimpleGrid>
    </Card>
  );
}
