import { useState } from 'react';
import { DemoSection } from '../DemoSection';
import { TextFileInput } from './TextFileInput';

export default function TextFileInputDemo() {
  const [text, setText] = useState('Type here, or drop a text file below.');
  return (
    <>
      <DemoSection title="Typed, picked or dropped">
        <TextFileInput
          label="Your text"
          fileLabel="Load your text from a file"
          value={text}
          onChange={setText}
          rows={4}
        />
      </DemoSection>
      <DemoSection title="With an error from outside">
        <TextFileInput
          label="Your JSON"
          fileLabel="Load your JSON from a file"
          value="{"
          onChange={() => undefined}
          rows={2}
          error="Invalid JSON"
        />
      </DemoSection>
    </>
  );
}
