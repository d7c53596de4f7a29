import { SimpleGrid } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { clampInteger } from '../../lib/clamp-integer';
import type { IntegerRange } from '../../lib/tool-state/range-field';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { CopyButton } from '../../ui/copy/CopyButton';
import { Field } from '../../ui/field/Field';
import { GeneratorActions } from '../../ui/generator-actions/GeneratorActions';
import { InputText } from '../../ui/input-text/InputText';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { Select } from '../../ui/select/Select';
import { RangeSlider } from '../../ui/slider/RangeSlider';
import { Slider } from '../../ui/slider/Slider';
import { Switch } from '../../ui/switch/Switch';
import { defaultLoremOptionsKey, defaultLoremParagraphs } from './default-lorem';
import { loremFields, loremOptionsOf } from './lorem-fields';
import {
  generateLoremParagraphs,
  loremAsHtml,
  loremAsText,
  paragraphsRange,
  sentencesRange,
  unitCountMax,
  wordsRange,
  type LoremLanguage,
  type LoremUnit,
} from './lorem-ipsum-generator';

const unitOptions: { value: LoremUnit; label: string }[] = [
  { value: 'paragraphs', label: 'Paragraphs' },
  { value: 'sentences', label: 'Sentences' },
  { value: 'words', label: 'Words' },
  { value: 'bytes', label: 'Bytes' },
];

const languageOptions: { value: LoremLanguage; label: string }[] = [
  { value: 'latin', label: 'Latin' },
  { value: 'chinese', label: 'Chinese' },
  { value: 'japanese', label: 'Japanese' },
];

const countLabel: Record<Exclude<LoremUnit, 'paragraphs'>, string> = {
  sentences: 'Number of sentences',
  words: 'Number of words',
  bytes: 'Number of bytes',
};

const rangeText = ([from, to]: IntegerRange) => (from === to ? String(from) : `${from} to ${to}`);

export default function LoremIpsumGenerator() {
  const [state, set] = useToolState('lorem-ipsum-generator', loremFields);
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

  const text = paragraphs.length === 0 ? '' : state.asHtml ? loremAsHtml(paragraphs) : loremAsText(paragraphs);
  const { unit } = state;

  return (
    <Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Output unit" options={unitOptions} value={unit} onChange={(value) => set('unit', value)} />
        <Select
          label="Language"
          options={languageOptions}
          value={state.language}
          onChange={(value) => set('language', value)}
        />
      </SimpleGrid>
      {unit === 'paragraphs' ? (
        <Field label="Paragraphs" description={String(state.paragraphs)}>
          <Slider
            label="Paragraphs"
            value={state.paragraphs}
            onChange={(value) => set('paragraphs', value)}
            {...paragraphsRange}
          />
        </Field>
      ) : (
        <NumberInput
          label={countLabel[unit]}
          value={Math.min(state.count, unitCountMax[unit])}
          onChange={(value) => set('count', clampInteger(value, 1, unitCountMax[unit], 1))}
          min={1}
          max={unitCountMax[unit]}
          w={200}
        />
      )}
      {(unit === 'paragraphs' || unit === 'bytes') && (
        <Field label="Sentences per paragraph" description={rangeText(state.sentences)}>
          <RangeSlider
            fromLabel="Sentences per paragraph minimum"
            toLabel="Sentences per paragraph maximum"
            value={state.sentences}
            onChange={(value) => set('sentences', value)}
            {...sentencesRange}
          />
        </Field>
      )}
      {unit !== 'words' && (
        <Field label="Words per sentence" description={rangeText(state.words)}>
          <RangeSlider
            fromLabel="Words per sentence minimum"
            toLabel="Words per sentence maximum"
            value={state.words}
            onChange={(value) => set('words', value)}
            {...wordsRange}
          />
        </Field>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Switch
          label="Start with lorem ipsum"
          checked={state.startWithLoremIpsum}
          onChange={(value) => set('startWithLoremIpsum', value)}
          disabled={state.language !== 'latin'}
        />
        <Switch label="As HTML" checked={state.asHtml} onChange={(value) => set('asHtml', value)} />
      </SimpleGrid>
      <InputText
        label="Lorem ipsum"
        value={text}
        readOnly
        multiline
        autosize
        rows={5}
        maxRows={20}
        placeholder="Your lorem ipsum..."
      />
      <GeneratorActions onRefresh={refresh} copyValue={text} copiedNotice="Lorem ipsum copied to the clipboard">
        <CopyButton
          value={loremAsText(paragraphs)}
          label="Copy as Markdown"
          notice="Markdown copied to the clipboard"
          disabled={paragraphs.length === 0}
        />
      </GeneratorActions>
    </Card>
  );
}
