import { Group, Stack } from '@mantine/core';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { Text } from '../../ui/text/Text';

export interface NumberBox {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

interface PercentageCardProps {
  title: string;
  /** The card's sentence: words and number boxes in reading order ("What is", X, "% of", Y). */
  sentence: (string | NumberBox)[];
  results: { label: string; value: string }[];
}

/** One calculation as a sentence with its number boxes, then its copyable result(s). */
export function PercentageCard({ title, sentence, results }: PercentageCardProps) {
  return (
    <Card title={title}>
      <Group gap="xs" align="center">
        {sentence.map((part, index) =>
          typeof part === 'string' ? (
            <Text key={index} inline>
              {part}
            </Text>
          ) : (
            <NumberInput
              key={index}
              raw="text"
              hideLabel
              label={part.label}
              placeholder={part.label}
              value={part.value}
              onChange={part.onChange}
              allowDecimal
              hideControls
              w="9rem"
            />
          ),
        )}
      </Group>
      <Stack gap="xs">
        {results.map(({ label, value }) => (
          <CopyableField key={label} label={label} value={value} />
        ))}
      </Stack>
    </Card>
  );
}
