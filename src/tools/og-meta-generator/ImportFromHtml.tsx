import { Group, Stack } from '@mantine/core';
import { memo, useState } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { Alert } from '../../ui/alert/Alert';
import { Button } from '../../ui/button/Button';
import { Collapse } from '../../ui/collapse/Collapse';
import { InputText } from '../../ui/input-text/InputText';
import { Note } from '../../ui/text/Note';
import words from './locales/en.json';
import { formFromMetaTags, readMetaTags } from './og-import';
import type { OgForm } from './og-form';

interface ImportFromHtmlProps {
  html: string;
  onHtmlChange: (html: string) => void;
  /** Replaces the form with the values the tags give. */
  onImport: (values: Partial<OgForm>) => void;
}

/** Paste a page's `<head>` to fill the form from the `og:*` and `twitter:*` tags it holds. */
export const ImportFromHtml = memo(function ImportFromHtml({ html, onHtmlChange, onImport }: ImportFromHtmlProps) {
  const { t } = useToolWords(words);
  const [filled, setFilled] = useState<number>();
  const importTags = () => {
    const imported = formFromMetaTags(readMetaTags(html));
    setFilled(imported.filled);
    if (imported.filled > 0) onImport(imported.values);
  };
  return (
    <Collapse title={t('import.title')}>
      <Stack gap="xs" pt="xs">
        <InputText
          label={t('import.label')}
          placeholder={t('import.placeholder')}
          value={html}
          onChange={(text) => {
            onHtmlChange(text);
            setFilled(undefined);
          }}
          multiline
          rows={6}
          monospace
          spellCheck={false}
        />
        <Group>
          <Button onClick={importTags} disabled={html.trim() === ''}>
            {t('import.button')}
          </Button>
        </Group>
        {filled === 0 && <Alert type="warning">{t('import.noTags')}</Alert>}
        {filled !== undefined && filled > 0 && <Note>{t('import.filled', { count: filled })}</Note>}
      </Stack>
    </Collapse>
  );
});
