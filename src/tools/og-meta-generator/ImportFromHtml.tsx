import { Group, Stack } from '@mantine/core';
import { memo, useState } from 'react';
import { Alert } from '../../ui/alert/Alert';
import { Button } from '../../ui/button/Button';
import { Collapse } from '../../ui/collapse/Collapse';
import { InputText } from '../../ui/input-text/InputText';
import { Note } from '../../ui/text/Note';
import { formFromMetaTags, readMetaTags } from './og-import';
import type { OgForm } from './og-form';

export const noTagsFoundMessage = 'No Open Graph or Twitter tags were found in this HTML.';

interface ImportFromHtmlProps {
  html: string;
  onHtmlChange: (html: string) => void;
  /** Replaces the form with the values the tags give. */
  onImport: (values: Partial<OgForm>) => void;
}

/** Paste a page's `<head>` to fill the form from the `og:*` and `twitter:*` tags it holds. */
export const ImportFromHtml = memo(function ImportFromHtml({ html, onHtmlChange, onImport }: ImportFromHtmlProps) {
  const [filled, setFilled] = useState<number>();
  const importTags = () => {
    const imported = formFromMetaTags(readMetaTags(html));
    setFilled(imported.filled);
    if (imported.filled > 0) onImport(imported.values);
  };
  return (
    <Collapse title="Import from HTML">
      <Stack gap="xs" pt="xs">
        <InputText
          label="HTML to import"
          placeholder="Paste a page's <head>, or the whole page"
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
            Import tags
          </Button>
        </Group>
        {filled === 0 && <Alert type="warning">{noTagsFoundMessage}</Alert>}
        {filled !== undefined && filled > 0 && (
          <Note>
            Filled {filled} {filled === 1 ? 'field' : 'fields'} from the tags found; the other fields were emptied.
          </Note>
        )}
      </Stack>
    </Collapse>
  );
});
