import { Stack } from '@mantine/core';
import { useState } from 'react';
import { DemoSection } from '../DemoSection';
import { InputText } from './InputText';
import type { ValidationRule } from './validation';

const portRules: ValidationRule[] = [
  { validator: (value) => /^\d+$/.test(value), message: 'A port is a whole number' },
  { validator: (value) => Number(value) <= 65535, message: 'A port is at most 65535' },
];

export default function InputTextDemo() {
  const [text, setText] = useState('');
  const [port, setPort] = useState('8080');
  const [notes, setNotes] = useState('');
  const [password, setPassword] = useState('correct horse battery staple');
  return (
    <>
      <DemoSection title="Single line (default placeholder)">
        <InputText label="Your text" value={text} onChange={setText} />
      </DemoSection>
      <DemoSection title="Clearable: a Clear button while there is text">
        <InputText label="Clearable text" value={text} onChange={setText} clearable />
      </DemoSection>
      <DemoSection title="A code: no autocomplete, autocorrect, autocapitalisation or spellcheck">
        <InputText label="MAC address" value={text} onChange={setText} typingAids={false} monospace />
      </DemoSection>
      <DemoSection title="Validation: the last failing rule's message shows">
        <InputText
          label="Port"
          value={port}
          onChange={setPort}
          validationRules={portRules}
          description="Try 'abc' or 70000."
        />
      </DemoSection>
      <DemoSection title="Multiline (3 rows by default) and autosize">
        <InputText label="Notes" value={notes} onChange={setNotes} multiline />
        <InputText label="Growing notes" value={notes} onChange={setNotes} multiline autosize maxRows={8} monospace />
      </DemoSection>
      <DemoSection title="Password, hidden until shown">
        <InputText label="Password" value={password} onChange={setPassword} password />
        <InputText label="Clearable password" value={password} onChange={setPassword} password clearable />
      </DemoSection>
      <DemoSection title="Read-only, and sizes">
        <Stack>
          <InputText label="Read-only" value="You cannot change this" readOnly />
          <InputText label="Small" value="" size="sm" />
          <InputText label="Medium" value="" size="md" />
          <InputText label="Large" value="" size="lg" />
        </Stack>
      </DemoSection>
    </>
  );
}
