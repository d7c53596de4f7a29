import { Group } from '@mantine/core';
import { useId } from 'react';
import { Button } from '../../ui/button/Button';
import { Field } from '../../ui/field/Field';
import { jqExamples, jsonPathExamples, type ExampleQuery } from './example-queries';
import classes from './JsonQuery.module.css';

interface ExampleQueriesProps {
  label: string;
  jsonpath: boolean;
  onPick: (example: ExampleQuery) => void;
}

/** The example queries of the language shown, as small buttons; each is code, not words to translate. */
export function ExampleQueries({ label, jsonpath, onPick }: ExampleQueriesProps) {
  const labelId = useId();
  return (
    <Field label={label} labelId={labelId}>
      <Group gap="xs" role="group" aria-labelledby={labelId}>
        {(jsonpath ? jsonPathExamples : jqExamples).map((example) => (
          <Button key={example.query} variant="default" size="small" onClick={() => onPick(example)}>
            <code className={classes.example} translate="no">
              {example.query}
            </code>
          </Button>
        ))}
      </Group>
    </Field>
  );
}
