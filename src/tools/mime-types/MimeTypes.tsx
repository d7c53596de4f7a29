import { SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Alert } from '../../ui/alert/Alert';
import { Autocomplete } from '../../ui/autocomplete/Autocomplete';
import { Card } from '../../ui/card/Card';
import { Select } from '../../ui/select/Select';
import { ExtensionTags, MimeTypeTag } from './MimeTags';
import { MimeTable } from './MimeTable';
import { lookUpExtension } from './mime-types';
import words from './locales/en.json';
import { mimeTypeExtensions, mimeTypeOfExtension, mimeTypesFilter } from './operations';
import { useMimeRegistry } from './useMimeRegistry';
import { Text } from '../../ui/text/Text';

const fields = { ...mimeTypeExtensions.fields, ...mimeTypeOfExtension.fields, ...mimeTypesFilter.fields };

export default function MimeTypes() {
  const { t, word } = useToolWords(words);
  const [state, set] = useToolState('mime-types', fields);
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
      {failed && <Alert type="error">{t('loadFailed')}</Alert>}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card title={t('toExtensions.title')}>
          <Select
            label={t('toExtensions.input.label')}
            placeholder={t('toExtensions.input.placeholder')}
            options={typeOptions}
            value={state.mimeType}
            onChange={(value) => set('mimeType', value)}
            searchable
          />
          {extensionsOfType && (
            <Stack gap="xs">
              <Text>
                {t('toExtensions.before')}
                <Text inline monospace>
                  {state.mimeType}
                </Text>
                {t('toExtensions.after')}
              </Text>
              <ExtensionTags extensions={extensionsOfType} />
            </Stack>
          )}
        </Card>
        <Card title={t('toType.title')}>
          <Autocomplete
            label={t('toType.input.label')}
            placeholder={t('toType.input.placeholder')}
            options={extensionOptions}
            value={state.extension}
            onChange={(value) => set('extension', value)}
            error={typeOfExtension?.ok === false ? word(typeOfExtension.error) : undefined}
          />
          {typeOfExtension?.ok && (
            <Stack gap="xs">
              <Text>
                {t('toType.before')}
                <Text inline monospace>
                  .{typeOfExtension.value.extension}
                </Text>
                {t('toType.after')}
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
