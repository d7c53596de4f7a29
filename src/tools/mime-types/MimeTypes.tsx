import { SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Alert } from '../../ui/alert/Alert';
import { Autocomplete } from '../../ui/autocomplete/Autocomplete';
import { Card } from '../../ui/card/Card';
import { Select } from '../../ui/select/Select';
import { ExtensionTags, MimeTypeTag } from './MimeTags';
import { MimeTable } from './MimeTable';
import { mimeTypesFields } from './mime-types-fields';
import { lookUpExtension } from './mime-types';
import { useMimeRegistry } from './useMimeRegistry';
import { Text } from '../../ui/text/Text';

export default function MimeTypes() {
  const [state, set] = useToolState('mime-types', mimeTypesFields);
  const { registry, failed } = useMimeRegistry();
  const typeOptions = useMemo(
    () => registry?.types.map(({ type }) => ({ label: type, value: type })) ?? [],
    [registry],
  );
  const extensionOptions = useMemo(() => registry?.extensions.map((extension) => `.${extension}`) ?? [], [registry]);
  const extensionsOfType = registry?.extensionsOf(state.mimeType);
  const typeOfExtension = registry && lookUpExtension(registry, state.extension);

  return (
    <Stack gap="md">
      {failed && <Alert type="error">The MIME database could not be loaded. Reload the page to try again.</Alert>}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card title="MIME type to extensions">
          <Select
            label="MIME type"
            placeholder="Select a MIME type… (e.g. application/pdf)"
            options={typeOptions}
            value={state.mimeType}
            onChange={(value) => set('mimeType', value)}
            searchable
          />
          {extensionsOfType && (
            <Stack gap="xs">
              <Text>
                Extensions of files with the{' '}
                <Text inline monospace>
                  {state.mimeType}
                </Text>{' '}
                MIME type:
              </Text>
              <ExtensionTags extensions={extensionsOfType} />
            </Stack>
          )}
        </Card>
        <Card title="Extension to MIME type">
          <Autocomplete
            label="File extension"
            placeholder="Select or type an extension or a file name (e.g. .pdf)"
            options={extensionOptions}
            value={state.extension}
            onChange={(value) => set('extension', value)}
            error={typeOfExtension?.ok === false ? typeOfExtension.error : undefined}
          />
          {typeOfExtension?.ok && (
            <Stack gap="xs">
              <Text>
                MIME type associated with the{' '}
                <Text inline monospace>
                  .{typeOfExtension.value.extension}
                </Text>{' '}
                file extension:
              </Text>
              <MimeTypeTag type={typeOfExtension.value.type} />
            </Stack>
          )}
        </Card>
      </SimpleGrid>
      <MimeTable types={registry?.types} filter={state.filter} onFilterChange={(value) => set('filter', value)} />
    </Stack>
  );
}
