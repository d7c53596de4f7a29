import { useState } from 'react';
import { DemoSection } from '../DemoSection';
import { Autocomplete } from './Autocomplete';

const fileExtensions = [
  '.css',
  '.csv',
  '.gif',
  '.html',
  '.jpeg',
  '.jpg',
  '.js',
  '.json',
  '.pdf',
  '.png',
  '.svg',
  '.txt',
];
const timezones = Intl.supportedValuesOf('timeZone');

export default function AutocompleteDemo() {
  const [extension, setExtension] = useState('');
  const [zone, setZone] = useState('Europe/');
  return (
    <>
      <DemoSection title="Suggestions, any text accepted (try 'js' or 'Report.PDF')">
        <Autocomplete
          label="File extension"
          value={extension}
          onChange={setExtension}
          options={fileExtensions}
          placeholder="e.g. .pdf"
        />
      </DemoSection>
      <DemoSection title="A long list, 50 suggestions at a time, and an error">
        <Autocomplete
          label="Time zone"
          value={zone}
          onChange={setZone}
          options={timezones}
          error={timezones.includes(zone) ? undefined : 'Not a time zone name.'}
        />
      </DemoSection>
    </>
  );
}
