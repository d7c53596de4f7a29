import { useState } from 'react';
import { DemoSection } from '../DemoSection';
import { Note } from '../text/Note';
import { RunStatus } from './RunStatus';

export default function RunStatusDemo() {
  const [stopped, setStopped] = useState(false);
  return (
    <>
      <DemoSection title="Indeterminate, with the time spent">
        <RunStatus running label="Generating…" showElapsed />
      </DemoSection>
      <DemoSection title="With progress and a Stop button">
        <RunStatus
          running={!stopped}
          label="Hashing…"
          progress={0.37}
          onStop={() => setStopped(true)}
          idle={<Note>Stopped. Change the input to run again.</Note>}
        />
      </DemoSection>
      <DemoSection title="Idle: the outcome of the last run">
        <RunStatus running={false} label="Hashing…" idle={<Note>Hashed in 97 ms</Note>} />
      </DemoSection>
    </>
  );
}
