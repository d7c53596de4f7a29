import { Stack } from '@mantine/core';
import { useToolState } from '../../lib/tool-state/useToolState';
import { ButtonsSelect } from '../../ui/buttons-select/ButtonsSelect';
import { Card } from '../../ui/card/Card';
import { InputText } from '../../ui/input-text/InputText';
import { Note } from '../../ui/text/Note';
import { HistoryCard } from './HistoryCard';
import { mathEvaluatorFields } from './math-evaluator-fields';
import { outputFormatOptions } from './output-format';
import { ResultCard } from './ResultCard';
import { useEvaluation } from './useEvaluation';
import { useHistory } from './useHistory';

// The parser quotes what it did not understand: 200,000 pasted letters make a message that long.
const shownErrorChars = 300;
const shortened = (message: string) =>
  message.length > shownErrorChars ? `${message.slice(0, shownErrorChars)}…` : message;

export default function MathEvaluator() {
  const [{ expression, format }, set] = useToolState('math-evaluator', mathEvaluatorFields);
  const { outcome, busy, failure } = useEvaluation(expression, format);
  const evaluation = outcome?.ok ? outcome.value : undefined;
  const error = outcome?.ok === false ? outcome.error : failure;
  const { history, clear } = useHistory(evaluation && !busy ? { expression, result: evaluation.result } : undefined);

  return (
    <Stack>
      <Card>
        <Stack gap={4}>
          <InputText
            label="Expression"
            value={expression}
            onChange={(value) => set('expression', value)}
            placeholder="Your math expression (ex: 2*sqrt(6) )..."
            multiline
            autosize
            rows={1}
            maxRows={20}
            monospace
            autoFocus
            spellCheck={false}
          />
          {error && <Note>{shortened(error)}</Note>}
        </Stack>
        <ButtonsSelect
          label="Output format"
          options={outputFormatOptions}
          value={format}
          onChange={(value) => set('format', value)}
        />
      </Card>
      {evaluation && !error && <ResultCard evaluation={evaluation} />}
      <HistoryCard history={history} onPick={(picked) => set('expression', picked)} onClear={clear} />
    </Stack>
  );
}
