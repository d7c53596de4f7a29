import { useTranslation } from '../../i18n/i18n';
import { useTextComputation } from '../../lib/conversion/useTextComputation';
import { defineFields, textField } from '../../lib/tool-state/fields';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Card } from '../../ui/card/Card';
import { CopyableField } from '../../ui/copyable-field/CopyableField';
import { InputText } from '../../ui/input-text/InputText';
import { RunStatus } from '../../ui/run-status/RunStatus';
import { textToNatoAlphabet } from './text-to-nato-alphabet';

const fields = defineFields({ text: textField('') });

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./text-to-nato-alphabet.worker.ts', import.meta.url), { type: 'module' });

export default function TextToNatoAlphabet() {
  const { t } = useTranslation();
  const [{ text }, set] = useToolState('text-to-nato-alphabet', fields);
  // Large text is converted in a worker, at a pause in typing.
  const { result: natoText = '', busy } = useTextComputation(text, undefined, textToNatoAlphabet, spawnWorker);

  return (
    <Card>
      <InputText
        label="Your text to convert to NATO phonetic alphabet"
        value={text}
        onChange={(value) => set('text', value)}
        placeholder="Put your text here..."
        clearable
        spellCheck={false}
      />
      <RunStatus running={busy} label={t('ui.converting')} />
      {natoText !== '' && (
        <CopyableField
          label="Your text in NATO phonetic alphabet"
          value={natoText}
          multiline
          monospace={false}
          copyLabel="Copy NATO string"
        />
      )}
    </Card>
  );
}
