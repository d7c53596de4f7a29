import { useState } from 'react';
import { DemoSection } from '../DemoSection';
import { Select } from './Select';
import type { SelectOption } from './select-option';

const algorithms: SelectOption[] = ['MD5', 'SHA-1', 'SHA-256', 'SHA-384', 'SHA-512', 'SHA3-256', 'RIPEMD-160'].map(
  (name) => ({
    label: name,
    value: name.toLowerCase(),
  }),
);

const timezones: SelectOption[] = Intl.supportedValuesOf('timeZone').map((zone) => ({ label: zone, value: zone }));

export default function SelectDemo() {
  const [algorithm, setAlgorithm] = useState('sha-256');
  const [timezone, setTimezone] = useState('Europe/Paris');
  return (
    <>
      <DemoSection title="A plain list">
        <Select label="Algorithm" options={algorithms} value={algorithm} onChange={setAlgorithm} />
      </DemoSection>
      <DemoSection title="Searchable (fuzzy: try 'tokio' or 'berlim')">
        <Select label="Time zone" options={timezones} value={timezone} onChange={setTimezone} searchable />
      </DemoSection>
      <DemoSection title="Sizes">
        <Select label="Small" options={algorithms} value={algorithm} onChange={setAlgorithm} size="sm" />
        <Select label="Large" options={algorithms} value={algorithm} onChange={setAlgorithm} size="lg" />
      </DemoSection>
    </>
  );
}
