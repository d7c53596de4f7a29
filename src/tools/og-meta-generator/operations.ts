import { noInput, operationOf, toolOperations } from '../../lib/operation/operation';
import { ok } from '../../lib/result';
import { booleanField, choiceField, textField, type Field } from '../../lib/tool-state/fields';
import type words from './locales/en.json';
import { cardTypes, commonFieldNames, pageTypes, typeFieldNames, type TextFieldName } from './og-form';
import { ogMetaTags } from './og-meta-generator';

/** `music.radio_station` → `musicRadioStation`: a page or card type's key in the catalogue. */
const wordKey = (value: string) => value.replace(/[._](\w)/g, (_, letter: string) => letter.toUpperCase());

const labelKey = (name: TextFieldName) => `fields.${name}.label`;

const textFields = Object.fromEntries(
  [...commonFieldNames, ...typeFieldNames].map((name) => [name, textField('', { label: labelKey(name) })]),
) as Record<TextFieldName, Field<string>>;

export const ogMetaGenerate = operationOf<typeof words>()({
  id: 'og-meta-generate',
  input: noInput,
  fields: {
    pageType: choiceField('website', pageTypes, {
      label: 'pageType.label',
      choiceLabels: Object.fromEntries(pageTypes.map((type) => [type, `pageTypes.${wordKey(type)}`])),
    }),
    cardType: choiceField('summary_large_image', cardTypes, {
      label: 'cardType.label',
      choiceLabels: Object.fromEntries(cardTypes.map((type) => [type, `cardTypes.${wordKey(type)}`])),
    }),
    ...textFields,
    /** The preview loads the image from its site only when asked. */
    previewImage: booleanField(false, { label: 'preview.loadImage', help: 'preview.loadImageHelp' }),
    /** The page's "Import from HTML" text, which fills the form (with the DOM's parser). */
    importHtml: textField('', { label: 'import.label' }),
  },
  output: { kind: 'html', label: 'output.label' },
  run: (_, values) => ok(ogMetaTags(values)),
  examples: [
    {
      name: 'examples.defaults',
      input: undefined,
      output: [
        '<!-- Open Graph -->',
        '<meta property="og:type" content="website" />',
        '',
        '<!-- Twitter -->',
        '<meta name="twitter:card" content="summary_large_image" />',
      ].join('\n'),
    },
    {
      name: 'examples.article',
      input: undefined,
      options: {
        pageType: 'article',
        /* eslint-disable no-restricted-syntax -- the spec's example page: values of the form, not words of the tool */
        title: 'Ten tips for faster builds',
        description: 'Cache, parallelise & measure.',
        /* eslint-enable no-restricted-syntax */
        url: 'https://blog.example.com/faster-builds',
        imageUrl: 'https://blog.example.com/cover.png',
        imageAlt: 'A race car',
        imageWidth: '1200',
        imageHeight: '630',
        articlePublishedTime: '2024-05-01T08:00:00Z',
        articleAuthor: 'Jane Doe',
        articleTag: 'build',
        twitterSite: '@example',
      },
      output: [
        '<!-- Open Graph -->',
        '<meta property="og:type" content="article" />',
        '<meta property="og:title" content="Ten tips for faster builds" />',
        '<meta property="og:description" content="Cache, parallelise &amp; measure." />',
        '<meta property="og:url" content="https://blog.example.com/faster-builds" />',
        '<meta property="og:image" content="https://blog.example.com/cover.png" />',
        '<meta property="og:image:alt" content="A race car" />',
        '<meta property="og:image:width" content="1200" />',
        '<meta property="og:image:height" content="630" />',
        '<meta property="article:published_time" content="2024-05-01T08:00:00Z" />',
        '<meta property="article:author" content="Jane Doe" />',
        '<meta property="article:tag" content="build" />',
        '',
        '<!-- Twitter -->',
        '<meta name="twitter:card" content="summary_large_image" />',
        '<meta name="twitter:site" content="@example" />',
        '<meta name="twitter:title" content="Ten tips for faster builds" />',
        '<meta name="twitter:description" content="Cache, parallelise &amp; measure." />',
        '<meta name="twitter:image" content="https://blog.example.com/cover.png" />',
        '<meta name="twitter:image:alt" content="A race car" />',
      ].join('\n'),
    },
  ],
});

export const operations = toolOperations(ogMetaGenerate);
