import { Stack } from '@mantine/core';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Select } from '../../ui/select/Select';
import {
  calculate,
  percentOf,
  percentageChange,
  percentageOf,
  wholeOf,
  withPercentAdded,
  withPercentRemoved,
} from './percentage-calculator';
import { decimalChoices, percentageFields } from './percentage-fields';
import { PercentageCard, type NumberBox } from './PercentageCard';

type Fields = typeof percentageFields;
type NumberName = Exclude<keyof Fields, 'decimals'>;

const decimalOptions = decimalChoices.map((value) => ({ value, label: value }));

export default function PercentageCalculator() {
  const [state, set] = useToolState('percentage-calculator', percentageFields);
  const decimals = Number(state.decimals);
  const box = (name: NumberName, label: string): NumberBox => ({
    label,
    value: state[name],
    onChange: (value) => set(name, value),
  });
  const result = (calculation: (first: number, second: number) => number, first: NumberName, second: NumberName) =>
    calculate(calculation, state[first], state[second], decimals);

  return (
    <Stack>
      <PercentageCard
        title="What is X % of Y"
        sentence={['What is', box('percent', 'X'), '% of', box('of', 'Y')]}
        results={[{ label: 'Result', value: result(percentOf, 'percent', 'of') }]}
      />
      <PercentageCard
        title="X is what percent of Y"
        sentence={[box('part', 'X'), 'is what percent of', box('whole', 'Y')]}
        results={[{ label: 'Result', value: result(percentageOf, 'part', 'whole') }]}
      />
      <PercentageCard
        title="What is the percentage increase/decrease"
        sentence={['From', box('from', 'From'), 'to', box('to', 'To')]}
        results={[{ label: 'Result', value: result(percentageChange, 'from', 'to') }]}
      />
      <PercentageCard
        title="X is Y % of what"
        sentence={[box('known', 'X'), 'is', box('knownPercent', 'Y'), '% of what?']}
        results={[{ label: 'Result', value: result(wholeOf, 'known', 'knownPercent') }]}
      />
      <PercentageCard
        title="Add or remove a percentage"
        sentence={[box('amount', 'Value'), 'plus or minus', box('rate', 'Percentage'), '%']}
        results={[
          { label: 'With the percentage added', value: result(withPercentAdded, 'amount', 'rate') },
          { label: 'With the percentage removed', value: result(withPercentRemoved, 'amount', 'rate') },
        ]}
      />
      <Select
        label="Decimals"
        description="The most decimals a result shows; trailing zeros are dropped."
        options={decimalOptions}
        value={state.decimals}
        onChange={(value) => set('decimals', value)}
      />
    </Stack>
  );
}
