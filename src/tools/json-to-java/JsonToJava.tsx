import { Box } from '@mantine/core';
import { booleanField, choiceField, defineFields, textField } from '../../lib/tool-state/fields';
import { FormatConverter } from '../../ui/format-converter/FormatConverter';
import { InputText } from '../../ui/input-text/InputText';
import { Select } from '../../ui/select/Select';
import { Switch } from '../../ui/switch/Switch';
import {
  defaultJavaOptions as defaults,
  styleOptions,
  stylesWithoutValueMethods,
  stylesWithPrimitives,
  type JavaStyle,
} from './java-options';
import { convertJsonToJava } from './json-to-java';

const fields = defineFields({
  json: textField(''),
  className: textField(defaults.className),
  packageName: textField(defaults.packageName),
  style: choiceField<JavaStyle>(
    defaults.style,
    styleOptions.map((option) => option.value),
  ),
  jackson: booleanField(defaults.jackson),
  nested: booleanField(defaults.nested),
  primitives: booleanField(defaults.primitives),
  ignoreUnknown: booleanField(defaults.ignoreUnknown),
  valueMethods: booleanField(defaults.valueMethods),
});

// A class or package name is a line, not a document.
const nameMaxLength = 200;

// Called only from an effect (see useWorkerResult), never while rendering or prerendering.
const spawnWorker = () => new Worker(new URL('./json-to-java.worker.ts', import.meta.url), { type: 'module' });

export default function JsonToJava() {
  return (
    <FormatConverter
      slug="json-to-java"
      fields={fields}
      input={{ name: 'json', label: 'JSON', placeholder: 'Paste JSON here...' }}
      output={{ label: 'Java code', language: 'java', fileName: 'json-to-java.java' }}
      convert={convertJsonToJava}
      spawnWorker={spawnWorker}
      controls={({ className, packageName, style, jackson, nested, primitives, ignoreUnknown, valueMethods }, set) => (
        <>
          <InputText
            label="Class name"
            value={className}
            onChange={(value) => set('className', value)}
            maxLength={nameMaxLength}
            spellCheck={false}
          />
          <InputText
            label="Package name"
            value={packageName}
            onChange={(value) => set('packageName', value)}
            placeholder="com.example.model"
            maxLength={nameMaxLength}
            spellCheck={false}
          />
          {/* A fixed width, so the layout does not shift with the chosen option's label. */}
          <Box w={220}>
            <Select label="Style" options={styleOptions} value={style} onChange={(value) => set('style', value)} />
          </Box>
          <Switch label="Jackson annotations" checked={jackson} onChange={(value) => set('jackson', value)} />
          <Switch
            label="Nest classes as static inner classes"
            checked={nested}
            onChange={(value) => set('nested', value)}
          />
          <Switch
            label="Use primitive types"
            checked={primitives}
            onChange={(value) => set('primitives', value)}
            disabled={!stylesWithPrimitives.includes(style)}
          />
          <Switch
            label="Ignore unknown properties"
            checked={ignoreUnknown}
            onChange={(value) => set('ignoreUnknown', value)}
          />
          <Switch
            label="equals, hashCode and toString"
            checked={valueMethods}
            onChange={(value) => set('valueMethods', value)}
            // Records, Lombok's @Data and Kotlin data classes have their own.
            disabled={!stylesWithoutValueMethods.includes(style)}
          />
        </>
      )}
    />
  );
}
