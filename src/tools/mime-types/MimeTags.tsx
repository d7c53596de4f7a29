import { Group } from '@mantine/core';
import { CopyTag } from '../../ui/copy-tag/CopyTag';

/** The extensions as `.ext` tags, each copied on click. */
export function ExtensionTags({ extensions }: { extensions: readonly string[] }) {
  return (
    <Group gap={6}>
      {extensions.map((extension) => (
        <CopyTag key={extension} value={`.${extension}`} />
      ))}
    </Group>
  );
}

export function MimeTypeTag({ type }: { type: string }) {
  return (
    <Group gap={6}>
      <CopyTag value={type} />
    </Group>
  );
}
