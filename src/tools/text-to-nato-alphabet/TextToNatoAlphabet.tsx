import { useTranslation } from '../../i18n/i18n';
import { useToolWords } from '../../i18n/tool-words';
import { useTextComputation } from '../../lib/conversion/useTextComputation';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { RunStatus } from '../../ui/run-status/RunStatus';
import words from './locales/en.json';
import { textToNato } from './operations';

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./text-to-nato-alphabet.worker.ts', import.meta.url), { type: 'module' });

const noOptions = {};
const convert = (text: string) => textToNato.run(text);

export default function TextToNatoAlphabet() {
  const { t: shell } = useTranslation();
  const { t } = useToolWords(words);
  const [{ text }, set] = useToolState('text-to-nato-alphabet', textToNato.fields);
  // Large text is converted in a worker (serving the same operation), at a pause in typing.
  const { result, busy } = useTextComputation(text, noOptions, convert, spawnWorker);
  const natoText = result?.ok ? result.value : '';

  return (
    <Card>
      <InputText
        label={t('input.label')}
        value={text}
        onChange={(value) => set('text', value)}
        placeholder={t('input.placeholder')}
        clearable
        spellCheck={false}
      />
      <RunStatus running={busy} label={shell('ui.converting')} />
      {natoText !== '' && (
        <CopyableField
          label={t('output.label')}
          value={natoText}
          multiline
          monospace={false}
          copyLabel={t('output.copy')}
        />
      )}
    </Card>
  );
}
