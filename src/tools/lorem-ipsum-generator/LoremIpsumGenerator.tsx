import { SimpleGrid } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { clampInteger } from '../../lib/clamp-integer';
import type { IntegerRange } from '../../lib/tool-state/range-field';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { CopyButton } from '../../ui/copy/CopyButton';
import { Field } from '../../ui/field/Field';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { GeneratorActions } from '../../ui/generator-actions/GeneratorActions';
import { InputText } from '../../ui/input-text/InputText';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { RangeSlider } from '../../ui/slider/RangeSlider';
import { Slider } from '../../ui/slider/Slider';
import { defaultLoremOptionsKey, defaultLoremParagraphs } from './default-lorem';
import words from './locales/en.json';
import {
  generateLoremParagraphs,
  loremAsText,
  paragraphsRange,
  sentencesRange,
  unitCountMax,
  wordsRange,
} from './lorem-ipsum-generator';
import { loremGenerate, loremOptionsOf, loremText } from './operations';

const { unit: unitField, language, startWithLoremIpsum, asHtml } = loremGenerate.fields;
const choices = { unit: unitField, language };
const switches = { startWithLoremIpsum, asHtml };

export default function LoremIpsumGenerator() {
  const { t, text: say } = useToolWords(words);
  const [state, set] = useToolState('lorem-ipsum-generator', loremGenerate.fields);
  const options = useMemo(() => loremOptionsOf(state), [state]);
  const optionsKey = useMemo(() => JSON.stringify(options), [options]);
  const [generated, setGenerated] = useState({
    optionsKey: defaultLoremOptionsKey,
    paragraphs: defaultLoremParagraphs,
  });
  const refresh = useCallback(
    () => setGenerated({ optionsKey, paragraphs: generateLoremParagraphs(options) }),
    [options, optionsKey],
  );
  // New text when the settings change, those read from a link or storage after hydration included.
  useEffect(() => {
    if (generated.optionsKey !== optionsKey) refresh();
  }, [generated.optionsKey, optionsKey, refresh]);
  const { paragraphs } = generated;

  const text = loremText(paragraphs, state.asHtml);
  const { unit } = state;
  const rangeText = ([from, to]: IntegerRange) => (from === to ? String(from) : t('range', { from, to }));

  return (
    <Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FieldControls
          fields={choices}
          values={state}
          onChange={(name, value) => set(name as keyof typeof choices, value as (typeof state)[keyof typeof choices])}
          text={say}
        />
      </SimpleGrid>
      {unit === 'paragraphs' ? (
        <Field label={t('paragraphs')} description={String(state.paragraphs)}>
          <Slider
            label={t('paragraphs')}
            value={state.paragraphs}
            onChange={(value) => set('paragraphs', value)}
            {...paragraphsRange}
          />
        </Field>
      ) : (
        <NumberInput
          label={t(`count.${unit}`)}
          value={Math.min(state.count, unitCountMax[unit])}
          onChange={(value) => set('count', clampInteger(value, 1, unitCountMax[unit], 1))}
          min={1}
          max={unitCountMax[unit]}
          w={200}
        />
      )}
      {(unit === 'paragraphs' || unit === 'bytes') && (
        <Field label={t('sentences.label')} description={rangeText(state.sentences)}>
          <RangeSlider
            fromLabel={t('sentences.from')}
            toLabel={t('sentences.to')}
            value={state.sentences}
            onChange={(value) => set('sentences', value)}
            {...sentencesRange}
          />
        </Field>
      )}
      {unit !== 'words' && (
        <Field label={t('words.label')} description={rangeText(state.words)}>
          <RangeSlider
            fromLabel={t('words.from')}
            toLabel={t('words.to')}
            value={state.words}
            onChange={(value) => set('words', value)}
            {...wordsRange}
          />
        </Field>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FieldControls
          fields={switches}
          values={state}
          onChange={(name, value) => set(name as keyof typeof switches, value as boolean)}
          text={say}
          disabled={{ startWithLoremIpsum: state.language !== 'latin' }}
        />
      </SimpleGrid>
      <InputText
        label={t('lorem.label')}
        value={text}
        readOnly
        multiline
        autosize
        rows={5}
        maxRows={20}
        placeholder={t('lorem.placeholder')}
      />
      <GeneratorActions onRefresh={refresh} copyValue={text} copiedNotice={t('lorem.copied')}>
        <CopyButton
          value={loremAsText(paragraphs)}
          label={t('markdown.copy')}
          notice={t('markdown.copied')}
          disabled={paragraphs.length === 0}
        />
      </GeneratorActions>
    </Card>
  );
}
