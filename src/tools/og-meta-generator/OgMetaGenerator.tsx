import { SimpleGrid, Stack } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { CodeBlock } from '../../ui/code-block/CodeBlock';
import { InputText } from '../../ui/input-text/InputText';
import type { ValidationRule } from '../../ui/input-text/validation';
import { Select } from '../../ui/select/Select';
import { ImportFromHtml } from './ImportFromHtml';
import { ogFields } from './og-fields';
import {
  cardTypeOptions,
  commonFieldNames,
  pageTypeOptions,
  typeFieldNames,
  typeGroups,
  type OgForm,
  type PageType,
  type TextFieldName,
} from './og-form';
import { ogMetaTags, pixelCountError, pixelCountMessage } from './og-meta-generator';
import { SharePreview } from './SharePreview';
import { TextListInput } from './TextListInput';
import classes from './OgMetaGenerator.module.css';

const noRules: readonly ValidationRule[] = [];
const pixelRules: readonly ValidationRule[] = [
  { validator: (value: string) => pixelCountError(value) === undefined, message: pixelCountMessage },
];

export default function OgMetaGenerator() {
  const [state, set] = useToolState('og-meta-generator', ogFields);
  const output = useMemo(() => ogMetaTags(state), [state]);
  const group = typeGroups[state.pageType];

  const textInput = (name: TextFieldName, label: string, placeholder: string, rules = noRules) => (
    <InputText
      label={label}
      placeholder={placeholder}
      value={state[name]}
      onChange={(value) => set(name, value)}
      validationRules={rules}
      clearable
    />
  );

  // A new page type empties the fields of the old one, so its tags never leak into the new type.
  const changePageType = (pageType: PageType) => {
    if (pageType === state.pageType) return;
    set('pageType', pageType);
    for (const name of typeFieldNames) if (state[name] !== '') set(name, '');
  };

  const importForm = useCallback(
    (values: Partial<OgForm>) => {
      set('pageType', values.pageType ?? ogFields.pageType.defaultValue);
      set('cardType', values.cardType ?? ogFields.cardType.defaultValue);
      for (const name of [...commonFieldNames, ...typeFieldNames]) set(name, values[name] ?? '');
    },
    [set],
  );
  const changeImportHtml = useCallback((html: string) => set('importHtml', html), [set]);

  return (
    <div className={classes.layout}>
      <Stack gap="md">
        <ImportFromHtml html={state.importHtml} onHtmlChange={changeImportHtml} onImport={importForm} />
        <Card title="General information">
          <Select label="Page type" options={pageTypeOptions} value={state.pageType} onChange={changePageType} />
          {textInput('title', 'Title', 'Your page title')}
          {textInput('description', 'Description', 'A sentence or two about the page')}
          {textInput('url', 'Page URL', 'https://example.com/page')}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {textInput('siteName', 'Site name', 'Example')}
            {textInput('locale', 'Locale', 'en_US')}
          </SimpleGrid>
        </Card>
        <Card title="Image">
          {textInput('imageUrl', 'Image URL', 'https://example.com/cover.png')}
          {textInput('imageAlt', 'Image alt', 'What the image shows')}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {textInput('imageWidth', 'Image width', '1200', pixelRules)}
            {textInput('imageHeight', 'Image height', '630', pixelRules)}
          </SimpleGrid>
        </Card>
        <Card title="Twitter">
          <Select
            label="Card type"
            options={cardTypeOptions}
            value={state.cardType}
            onChange={(value) => set('cardType', value)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {textInput('twitterSite', 'Site account', '@yourbrand')}
            {textInput('twitterCreator', 'Creator account', '@author')}
          </SimpleGrid>
        </Card>
        {group && (
          <Card title={group.title}>
            {group.fields.map((field) =>
              field.multi ? (
                <TextListInput
                  key={field.name}
                  label={field.label}
                  value={state[field.name]}
                  onChange={(value) => set(field.name, value)}
                />
              ) : (
                <div key={field.name}>{textInput(field.name, field.label, field.label)}</div>
              ),
            )}
          </Card>
        )}
      </Stack>
      <Stack gap="md" className={classes.result}>
        <SharePreview
          title={state.title}
          description={state.description}
          pageUrl={state.url}
          imageUrl={state.imageUrl}
          imageAlt={state.imageAlt}
          cardType={state.cardType}
          loadImage={state.previewImage}
          onLoadImageChange={(load) => set('previewImage', load)}
        />
        <CodeBlock label="Your meta tags" value={output} language="html" minRows={12} />
      </Stack>
    </div>
  );
}
