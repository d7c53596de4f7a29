import { Group } from '@mantine/core';
import { DemoSection } from '../DemoSection';
import { DownloadButton } from './DownloadButton';

export default function DownloadButtonDemo() {
  return (
    <>
      <DemoSection title="Default label, and a label of its own">
        <Group>
          <DownloadButton content='{"a":1}' fileName="demo.json" mimeType="application/json" />
          <DownloadButton content={() => 'made when clicked'} fileName="demo.txt" label="Download .txt" />
        </Group>
      </DemoSection>
      <DemoSection title="Small, and disabled while there is nothing to save">
        <Group>
          <DownloadButton content="x" fileName="x.txt" size="small" />
          <DownloadButton content="" fileName="empty.txt" disabled />
        </Group>
      </DemoSection>
    </>
  );
}
