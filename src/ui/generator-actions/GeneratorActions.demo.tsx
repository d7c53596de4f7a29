import { useState } from 'react';
import { DownloadButton } from '../download/DownloadButton';
import { DemoSection } from '../DemoSection';
import { InputText } from '../input-text/InputText';
import { GeneratorActions } from './GeneratorActions';

const newCode = () => String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');

export default function GeneratorActionsDemo() {
  const [code, setCode] = useState('042137');
  const refresh = () => setCode(newCode());
  return (
    <>
      <DemoSection title="A row under the output: Refresh, Copy, then extra actions">
        <InputText label="Code" value={code} readOnly monospace />
        <GeneratorActions onRefresh={refresh} copyValue={code} copiedNotice="Code copied to the clipboard">
          <DownloadButton content={code} fileName="code.txt" />
        </GeneratorActions>
      </DemoSection>
      <DemoSection title="Attached to the field holding the value">
        <InputText
          label="Code"
          value={code}
          onChange={setCode}
          monospace
          rightSectionWidth={76}
          rightSection={
            <GeneratorActions variant="attached" onRefresh={refresh} refreshLabel="New code" copyValue={code} />
          }
        />
      </DemoSection>
    </>
  );
}
