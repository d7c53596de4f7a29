import { Group, Stack } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Button } from '../../ui/button/Button';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { KeyValueTable } from '../../ui/table/KeyValueTable';
import { describeQrContent } from './qr-code-decoder';

/** The text of a code, what kind of content it is, and its parts. */
export function DecodedContent({ text }: { text: string }) {
  const content = useMemo(() => describeQrContent(text), [text]);
  return (
    <Stack gap="md">
      <CopyableField label="Decoded text" value={text} multiline rows={2} />
      <CopyableField label="Content type" value={content.type} monospace={false} />
      <KeyValueTable caption="Details" rows={content.details} copyable />
      {content.link && (
        <Group>
          <Button
            component="a"
            href={content.link}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            Open link
          </Button>
        </Group>
      )}
    </Stack>
  );
}
