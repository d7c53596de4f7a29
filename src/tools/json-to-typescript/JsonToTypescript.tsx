import { useToolWords } from '../../i18n/tool-words';
import { ButtonsSelect } from '../../ui/buttons-select/ButtonsSelect';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { FormatConverter, type OutputLook } from '../../ui/format-converter/FormatConverter';
import { InputText } from '../../ui/input-text/InputText';
import { outputFormats, type OutputFormat } from './json-to-typescript';
import words from './locales/en.json';
import { jsonToTypeScript } from './operations';

type JsonToTypeScriptFields = typeof jsonToTypeScript.fields;

const { declaration, optional, readonly, export: exportDeclarations } = jsonToTypeScript.fields;
const typeScriptOptions = { declaration, optional, readonly };
const exportOption = { export: exportDeclarations };

const looks: Record<OutputFormat, OutputLook<JsonToTypeScriptFields>> = {
  ts: { language: 'typescript', fileName: 'json-to-typescript.ts', label: 'result.ts' },
  schema: { language: 'json', fileName: 'json-to-typescript.schema.json', label: 'result.schema', kind: 'json' },
  zod: { language: 'typescript', fileName: 'json-to-typescript.zod.ts', label: 'result.zod' },
};

// A type name is a line, not a document.
const rootMaxLength = 200;

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./json-to-typescript.worker.ts', import.meta.url), { type: 'module' });

export default function JsonToTypescript() {
  const { t, text } = useToolWords(words);
  const outputChoices = outputFormats.map((value) => ({ value, label: t(`output.${value}`) }));
  return (
    <FormatConverter
      slug="json-to-typescript"
      words={words}
      operation={jsonToTypeScript}
      input={{ placeholder: 'json.placeholder' }}
      output={(values) => looks[values.format]}
      spawnWorker={spawnWorker}
      controls={(values, set) => (
        <>
          <InputText
            label={t('root.label')}
            value={values.root}
            onChange={(value) => set('root', value)}
            placeholder={t('root.placeholder')}
            maxLength={rootMaxLength}
            spellCheck={false}
          />
          <ButtonsSelect
            label={t('output.label')}
            options={outputChoices}
            value={values.format}
            onChange={(value) => set('format', value)}
          />
          {values.format === 'ts' && (
            <FieldControls
              fields={typeScriptOptions}
              values={values}
              onChange={(name, value) => set(name as keyof typeof typeScriptOptions, value as never)}
              text={text}
              // A fixed width, so the row does not shift with the chosen form's length.
              widths={{ optional: 220 }}
            />
          )}
          {values.format !== 'schema' && (
            <FieldControls
              fields={exportOption}
              values={values}
              onChange={(_name, value) => set('export', value as boolean)}
              text={text}
            />
          )}
        </>
      )}
    />
  );
}
