import { Group } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { InputText } from '../../ui/input-text/InputText';
import { Note } from '../../ui/text/Note';
import words from './locales/en.json';
import { knownNumeronyms } from './numeronym-generator';
import { numeronymGenerate } from './operations';

const { eachWord } = numeronymGenerate.fields;
const options = { eachWord };

export default function NumeronymGenerator() {
  const { t, text, word: say } = useToolWords(words);
  const [state, set] = useToolState('numeronym-generator', numeronymGenerate.fields);
  const { word } = state;
  const result = numeronymGenerate.run(word, state);
  const known = result.ok ? result.notes?.[0] : undefined;
  const knownList = knownNumeronyms.map((entry) => t('known.item', { ...entry })).join(', ');
  return (
    <Card>
      <InputText
        label={t('word.label')}
        value={word}
        onChange={(value) => set('word', value)}
        placeholder={t('word.placeholder')}
        size="lg"
        clearable
        description={known && say(known)}
      />
      <FieldControls
        fields={options}
        values={state}
        onChange={(name, value) => set(name as keyof typeof options, value as boolean)}
        text={text}
      />
      <Group justify="center">
        <IconArrowDown size={24} aria-hidden />
      </Group>
      <CopyableField
        label={t('numeronym.label')}
        value={result.ok ? result.value : ''}
        placeholder={t('numeronym.placeholder')}
        size="lg"
      />
      <Note>{t('known.list', { list: knownList })}</Note>
    </Card>
  );
}
