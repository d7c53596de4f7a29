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

const pageTypes: SelectOption[] = [
  { label: 'Website', value: 'website' },
  { label: 'Article', value: 'article' },
  { label: 'Song', value: 'music.song', group: 'Music' },
  { label: 'Playlist', value: 'music.playlist', group: 'Music' },
  { label: 'Movie', value: 'video.movie', group: 'Video' },
  { label: 'Episode', value: 'video.episode', group: 'Video' },
];

const timezones: SelectOption[] = Intl.supportedValuesOf('timeZone').map((zone) => ({ label: zone, value: zone }));

export default function SelectDemo() {
  const [algorithm, setAlgorithm] = useState('sha-256');
  const [timezone, setTimezone] = useState('Europe/Paris');
  const [pageType, setPageType] = useState('website');
  return (
    <>
      <DemoSection title="A plain list">
        <Select label="Algorithm" options={algorithms} value={algorithm} onChange={setAlgorithm} />
      </DemoSection>
      <DemoSection title="Searchable (fuzzy: try 'tokio' or 'berlim')">
        <Select label="Time zone" options={timezones} value={timezone} onChange={setTimezone} searchable />
      </DemoSection>
      <DemoSection title="Options in groups">
        <Select label="Page type" options={pageTypes} value={pageType} onChange={setPageType} />
      </DemoSection>
      <DemoSection title="Sizes">
        <Select label="Small" options={algorithms} value={algorithm} onChange={setAlgorithm} size="sm" />
        <Select label="Large" options={algorithms} value={algorithm} onChange={setAlgorithm} size="lg" />
      </DemoSection>
    </>
  );
}
