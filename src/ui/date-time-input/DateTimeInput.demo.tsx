import { useState } from 'react';
import { DemoSection } from '../DemoSection';
import { DateTimeInput } from './DateTimeInput';

export default function DateTimeInputDemo() {
  const [start, setStart] = useState('2024-01-10T09:00');
  const [precise, setPrecise] = useState('');
  return (
    <>
      <DemoSection title="To the minute">
        <DateTimeInput label="Started at" value={start} onChange={setStart} description={`Value: ${start}`} />
      </DemoSection>
      <DemoSection title="With seconds, empty at first">
        <DateTimeInput label="Deadline" value={precise} onChange={setPrecise} withSeconds />
      </DemoSection>
    </>
  );
}
