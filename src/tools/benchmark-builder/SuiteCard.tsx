import { Group, Stack } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { Button } from '../../ui/button/Button';
import { IconButton } from '../../ui/button/IconButton';
import { Field } from '../../ui/field/Field';
import { InputText } from '../../ui/input-text/InputText';
import { NumberInput } from '../../ui/number-input/NumberInput';
import { maxMeasures, pastedMeasures, type Suite } from './benchmark-builder';
import classes from './BenchmarkBuilder.module.css';
import words from './locales/en.json';

interface SuiteCardProps {
  suite: Suite;
  onChange: (suite: Suite) => void;
}

/** One suite: its name and its measures, one box each. */
export function SuiteCard({ suite, onChange }: SuiteCardProps) {
  const { t } = useToolWords(words);
  const valuesRef = useRef<HTMLDivElement>(null);
  const valuesLabelId = useId();
  // The box to focus once drawn: the next one after Enter, or the one just added.
  const [focusIndex, setFocusIndex] = useState<number>();

  useEffect(() => {
    if (focusIndex === undefined) return;
    valuesRef.current?.querySelectorAll('input')[focusIndex]?.focus();
    setFocusIndex(undefined);
  }, [focusIndex]);

  const setData = (data: string[]) => onChange({ ...suite, data: data.slice(0, maxMeasures) });
  const addMeasure = () => {
    if (suite.data.length >= maxMeasures) return;
    setData([...suite.data, '']);
    setFocusIndex(suite.data.length);
  };
  const indexOf = (target: EventTarget) =>
    [...(valuesRef.current?.querySelectorAll('input') ?? [])].indexOf(target as HTMLInputElement);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    const index = indexOf(event.target);
    if (index === -1) return;
    event.preventDefault();
    if (index < suite.data.length - 1) setFocusIndex(index + 1);
    else addMeasure();
  };
  const onPaste = (event: ClipboardEvent) => {
    const index = indexOf(event.target);
    const measures = pastedMeasures(event.clipboardData.getData('text'));
    if (index === -1 || !measures) return;
    event.preventDefault();
    setData([...suite.data.slice(0, index), ...measures, ...suite.data.slice(index + 1)]);
  };

  return (
    <Stack gap="sm">
      <InputText
        label={t('suite.name.label')}
        value={suite.title}
        onChange={(title) => onChange({ ...suite, title })}
        placeholder={t('suite.name.placeholder')}
        clearable
        maxLength={1000}
      />
      <Field label={t('suite.values')} labelId={valuesLabelId}>
        <div ref={valuesRef} role="group" aria-labelledby={valuesLabelId} onKeyDown={onKeyDown} onPaste={onPaste}>
          <Stack gap="xs">
            {suite.data.map((value, index) => (
              // A measure has no identity but its place in the suite.
              <Group key={index} gap="xs" wrap="nowrap" className={classes.measure}>
                <NumberInput
                  raw
                  label={t('suite.value', { number: index + 1 })}
                  hideLabel
                  value={value}
                  onChange={(next) => setData(suite.data.map((old, at) => (at === index ? String(next) : old)))}
                  placeholder={t('suite.measurePlaceholder')}
                  allowDecimal
                  hideControls
                />
                <IconButton
                  label={t('suite.deleteValue')}
                  onClick={() => setData(suite.data.filter((_, at) => at !== index))}
                >
                  <IconTrash size={16} aria-hidden />
                </IconButton>
              </Group>
            ))}
          </Stack>
        </div>
      </Field>
      <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={addMeasure}>
        {t('suite.addMeasure')}
      </Button>
    </Stack>
  );
}
