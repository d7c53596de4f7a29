import { useToolWords } from '../../i18n/tool-words';
import { FieldControls } from '../../ui/field-controls/FieldControls';
import { FormatConverter } from '../../ui/format-converter/FormatConverter';
import { InputText } from '../../ui/input-text/InputText';
import { stylesWithoutValueMethods, stylesWithPrimitives } from './java-options';
import words from './locales/en.json';
import { jsonToJava } from './operations';

const { style, jackson, nested, primitives, ignoreUnknown, valueMethods } = jsonToJava.fields;
const choices = { style, jackson, nested, primitives, ignoreUnknown, valueMethods };

// A class or package name is a line, not a document.
const nameMaxLength = 200;

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./json-to-java.worker.ts', import.meta.url), { type: 'module' });

export default function JsonToJava() {
  const { t, text } = useToolWords(words);
  return (
    <FormatConverter
      slug="json-to-java"
      words={words}
      operation={jsonToJava}
      input={{ placeholder: 'json.placeholder' }}
      output={{ language: 'java', fileName: 'json-to-java.java' }}
      spawnWorker={spawnWorker}
      controls={(values, set) => (
        <>
          <InputText
            label={t('className.label')}
            value={values.className}
            onChange={(value) => set('className', value)}
            maxLength={nameMaxLength}
            spellCheck={false}
          />
          <InputText
            label={t('packageName.label')}
            value={values.packageName}
            onChange={(value) => set('packageName', value)}
            placeholder={t('packageName.placeholder')}
            maxLength={nameMaxLength}
            spellCheck={false}
          />
          <FieldControls
            fields={choices}
            values={values}
            onChange={(name, value) => set(name as keyof typeof choices, value as never)}
            text={text}
            // A fixed width, so the layout does not shift with the chosen style's label.
            widths={{ style: 220 }}
            disabled={{
              primitives: !stylesWithPrimitives.includes(values.style),
              // Records, Lombok's @Data and Kotlin data classes have their own.
              valueMethods: !stylesWithoutValueMethods.includes(values.style),
            }}
          />
        </>
      )}
    />
  );
}
