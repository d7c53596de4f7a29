import { Stack } from '@mantine/core';
import { useToolWords } from '../../i18n/tool-words';
import { useToolState } from '../../lib/tool-state/useToolState';
import { ButtonsSelect } from '../../ui/buttons-select/ButtonsSelect';
import { Card } from '../../ui/card/Card';
import { InputText } from '../../ui/input-text/InputText';
import { Note } from '../../ui/text/Note';
import { HistoryCard } from './HistoryCard';
import words from './locales/en.json';
import { mathEvaluate } from './operations';
import { outputFormats } from './output-format';
import { ResultCard } from './ResultCard';
import { useEvaluation } from './useEvaluation';
import { useHistory } from './useHistory';

// The parser quotes what it did not understand: 200,000 pasted letters make a message that long.
const shownErrorChars = 300;
const shortened = (message: string) =>
  message.length > shownErrorChars ? `${message.slice(0, shownErrorChars)}…` : message;

const formatLabels = mathEvaluate.fields.format.choiceLabels ?? {};

export default function MathEvaluator() {
  const { t, text, word } = useToolWords(words);
  const [{ expression, format }, set] = useToolState('math-evaluator', mathEvaluate.fields);
  const { outcome, busy, failure } = useEvaluation(expression, format);
  const evaluation = outcome?.ok ? outcome.value : undefined;
  const error = outcome?.ok === false ? outcome.error : failure;
  const { history, clear } = useHistory(evaluation && !busy ? { expression, result: evaluation.result } : undefined);
  const formatOptions = outputFormats.map((value) => ({ value, label: text(formatLabels[value]) }));

  return (
    <Stack>
      <Card>
        <Stack gap={4}>
          <InputText
            label={t('expression.label')}
            value={expression}
            onChange={(value) => set('expression', value)}
            placeholder={t('expression.placeholder')}
            multiline
            autosize
            rows={1}
            maxRows={20}
            monospace
            autoFocus
            spellCheck={false}
          />
          {error && <Note>{shortened(word(error))}</Note>}
        </Stack>
        <ButtonsSelect
          label={t('format.label')}
          options={formatOptions}
          value={format}
          onChange={(value) => set('format', value)}
        />
      </Card>
      {evaluation && !error && <ResultCard evaluation={evaluation} />}
      <HistoryCard history={history} onPick={(picked) => set('expression', picked)} onClear={clear} />
    </Stack>
  );
}
