import { useToolWords } from '../../i18n/tool-words';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { FormatConverter } from '../../ui/format-converter/FormatConverter';
import { InputText } from '../../ui/input-text/InputText';
import { Note } from '../../ui/text/Note';
import { isGoIdentifier } from './go-names';
import words from './locales/en.json';
import { jsonToGo } from './operations';

const { inlineStructs, omitEmpty, pointers, dateTimes } = jsonToGo.fields;
const switches = { inlineStructs, omitEmpty, pointers, dateTimes };

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./json-to-go.worker.ts', import.meta.url), { type: 'module' });

export default function JsonToGo() {
  const { t, text } = useToolWords(words);
  return (
    <FormatConverter
      slug="json-to-go"
      words={words}
      operation={jsonToGo}
      input={{ placeholder: 'json.placeholder' }}
      output={{ language: 'go', fileName: 'json-to-go.go' }}
      spawnWorker={spawnWorker}
      controls={(values, set) => (
        <>
          <InputText
            label={t('rootName.label')}
            value={values.rootName}
            onChange={(value) => set('rootName', value)}
            placeholder={t('rootName.placeholder')}
            spellCheck={false}
            maxLength={200}
          />
          <InputText
            label={t('packageName.label')}
            value={values.packageName}
            onChange={(value) => set('packageName', value)}
            placeholder={t('packageName.placeholder')}
            spellCheck={false}
            maxLength={200}
            validationRules={[
              {
                validator: (value: string) => value.trim() === '' || isGoIdentifier(value),
                message: t('packageName.invalid'),
              },
            ]}
          />
          <FieldControls
            fields={switches}
            values={values}
            onChange={(name, value) => set(name as keyof typeof switches, value as boolean)}
            text={text}
          />
        </>
      )}
      below={() => <Note>{t('note')}</Note>}
    />
  );
}
