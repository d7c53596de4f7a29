import { SimpleGrid, Stack } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { CodeBlock } from '../../ui/code-block/CodeBlock';
import { InputText } from '../../ui/input-text/InputText';
import type { ValidationRule } from '../../ui/input-text/validation';
import { Select } from '../../ui/select/Select';
import type { SelectOption } from '../../ui/select/select-option';
import { ImportFromHtml } from './ImportFromHtml';
import words from './locales/en.json';
import {
  commonFieldNames,
  typeFieldNames,
  typeGroups,
  type OgForm,
  type PageType,
  type TextFieldName,
} from './og-form';
import { pixelCountError, pixelCountMessage } from './og-meta-generator';
import { ogMetaGenerate } from './operations';
import { SharePreview } from './SharePreview';
import { TextListInput } from './TextListInput';
import classes from './OgMetaGenerator.module.css';

const { fields } = ogMetaGenerate;
const noRules: readonly ValidationRule[] = [];

/** A choice field's choices, each under its name in the catalogue; the music and video types grouped. */
function choiceOptions<T extends string>(choices: readonly T[], labels: Readonly<Record<string, string>> = {}) {
  return (text: (key: string) => string): SelectOption<T>[] =>
    choices.map((value) => {
      const group = value.includes('.') ? text(`pageType.groups.${value.split('.')[0]}`) : undefined;
      return { value, label: text(labels[value] ?? value), ...(group ? { group } : {}) };
    });
}

const pageTypeOptions = choiceOptions(
  fields.pageType.shape.type === 'choice' ? (fields.pageType.shape.choices as readonly PageType[]) : [],
  fields.pageType.choiceLabels,
);
const cardTypeOptions = choiceOptions(
  fields.cardType.shape.type === 'choice' ? (fields.cardType.shape.choices as readonly OgForm['cardType'][]) : [],
  fields.cardType.choiceLabels,
);

export default function OgMetaGenerator() {
  const { t, text, word } = useToolWords(words);
  const [state, set] = useToolState('og-meta-generator', fields);
  const output = useMemo(() => ogMetaGenerate.run(undefined, state).value, [state]);
  const group = typeGroups[state.pageType];
  const pixelRules: readonly ValidationRule[] = useMemo(
    () => [{ validator: (value: string) => pixelCountError(value) === undefined, message: word(pixelCountMessage) }],
    [word],
  );

  const textInput = (name: TextFieldName, placeholder?: string, rules = noRules) => (
    <InputText
      label={text(`fields.${name}.label`)}
      placeholder={placeholder ?? text(`fields.${name}.placeholder`)}
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
      set('pageType', values.pageType ?? fields.pageType.defaultValue);
      set('cardType', values.cardType ?? fields.cardType.defaultValue);
      for (const name of [...commonFieldNames, ...typeFieldNames]) set(name, values[name] ?? '');
    },
    [set],
  );
  const changeImportHtml = useCallback((html: string) => set('importHtml', html), [set]);

  return (
    <div className={classes.layout}>
      <Stack gap="md">
        <ImportFromHtml html={state.importHtml} onHtmlChange={changeImportHtml} onImport={importForm} />
        <Card title={t('cards.general')}>
          <Select
            label={t('pageType.label')}
            options={pageTypeOptions(text)}
            value={state.pageType}
            onChange={changePageType}
          />
          {textInput('title')}
          {textInput('description')}
          {textInput('url')}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {textInput('siteName')}
            {textInput('locale')}
          </SimpleGrid>
        </Card>
        <Card title={t('cards.image')}>
          {textInput('imageUrl')}
          {textInput('imageAlt')}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {textInput('imageWidth', undefined, pixelRules)}
            {textInput('imageHeight', undefined, pixelRules)}
          </SimpleGrid>
        </Card>
        <Card title={t('cards.twitter')}>
          <Select
            label={t('cardType.label')}
            options={cardTypeOptions(text)}
            value={state.cardType}
            onChange={(value) => set('cardType', value)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {textInput('twitterSite')}
            {textInput('twitterCreator')}
          </SimpleGrid>
        </Card>
        {group && (
          <Card title={text(group.title)}>
            {group.fields.map((field) =>
              field.multi ? (
                <TextListInput
                  key={field.name}
                  label={text(`fields.${field.name}.label`)}
                  item={text(`fields.${field.name}.item`)}
                  value={state[field.name]}
                  onChange={(value) => set(field.name, value)}
                />
              ) : (
                <div key={field.name}>{textInput(field.name, text(`fields.${field.name}.label`))}</div>
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
        <CodeBlock label={t('output.label')} value={output} language="html" minRows={12} />
      </Stack>
    </div>
  );
}
