import { Stack } from '@mantine/core';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Select } from '../../ui/select/Select';
import words from './locales/en.json';
import {
  addRemoveOperation,
  decimalChoices,
  percentageChangeOperation,
  percentageOfOperation,
  percentOfOperation,
  wholeOfOperation,
} from './operations';
import {
  calculate,
  percentOf,
  percentageChange,
  percentageOf,
  wholeOf,
  withPercentAdded,
  withPercentRemoved,
} from './percentage-calculator';
import { PercentageCard, type NumberBox } from './PercentageCard';

// The cards' fields, in the page's order; the decimals, which every card shares, last.
const { decimals, ...numberFields } = {
  ...percentOfOperation.fields,
  ...percentageOfOperation.fields,
  ...percentageChangeOperation.fields,
  ...wholeOfOperation.fields,
  ...addRemoveOperation.fields,
};
const fields = { ...numberFields, decimals };

type NumberName = keyof typeof numberFields;

const decimalOptions = decimalChoices.map((value) => ({ value, label: value }));

export default function PercentageCalculator() {
  const { t, text } = useToolWords(words);
  const [state, set] = useToolState('percentage-calculator', fields);
  const places = Number(state.decimals);
  const box = (name: NumberName): NumberBox => ({
    label: text(fields[name].label ?? name),
    value: state[name],
    onChange: (value) => set(name, value),
  });
  const result = (calculation: (first: number, second: number) => number, first: NumberName, second: NumberName) =>
    calculate(calculation, state[first], state[second], places);
  const resultLabel = t('result');

  return (
    <Stack>
      <PercentageCard
        title={t('percentOf.title')}
        sentence={[t('percentOf.whatIs'), box('percent'), t('percentOf.percentOf'), box('of')]}
        results={[{ label: resultLabel, value: result(percentOf, 'percent', 'of') }]}
      />
      <PercentageCard
        title={t('percentageOf.title')}
        sentence={[box('part'), t('percentageOf.isWhatPercentOf'), box('whole')]}
        results={[{ label: resultLabel, value: result(percentageOf, 'part', 'whole') }]}
      />
      <PercentageCard
        title={t('change.title')}
        sentence={[t('change.fromWord'), box('from'), t('change.toWord'), box('to')]}
        results={[{ label: resultLabel, value: result(percentageChange, 'from', 'to') }]}
      />
      <PercentageCard
        title={t('whole.title')}
        sentence={[box('known'), t('whole.is'), box('knownPercent'), t('whole.percentOfWhat')]}
        results={[{ label: resultLabel, value: result(wholeOf, 'known', 'knownPercent') }]}
      />
      <PercentageCard
        title={t('addRemove.title')}
        sentence={[box('amount'), t('addRemove.plusOrMinus'), box('rate'), t('addRemove.percent')]}
        results={[
          { label: t('addRemove.added'), value: result(withPercentAdded, 'amount', 'rate') },
          { label: t('addRemove.removed'), value: result(withPercentRemoved, 'amount', 'rate') },
        ]}
      />
      <Select
        label={t('decimals.label')}
        description={t('decimals.help')}
        options={decimalOptions}
        value={state.decimals}
        onChange={(value) => set('decimals', value)}
      />
    </Stack>
  );
}
