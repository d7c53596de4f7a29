import { Group, Text } from '@mantine/core';
import { CopyableField } from '../copyable-field/CopyableField';
import { CopyButton } from '../copy/CopyButton';
import { DemoSection } from '../DemoSection';
import { TextCopyable } from './TextCopyable';

export default function TextCopyableDemo() {
  return (
    <>
      <DemoSection title="Inline text with a copy button">
        <Text>
          Timestamp: <TextCopyable value="1700000000" />
        </Text>
        <Text>
          Shown differently from what is copied:{' '}
          <TextCopyable value="1700000000" displayValue="2023-11-14 22:13:20" monospace={false} />
        </Text>
      </DemoSection>
      <DemoSection title="Copyable output field">
        <CopyableField label="SHA-256" value="e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855" />
        <CopyableField
          label="Base64"
          value={'SGVsbG8sIFdvcmxkIQ==\nU2Vjb25kIGxpbmU='}
          multiline
          copyLabel="Copy base64"
        />
      </DemoSection>
      <DemoSection title="Copyable output rows, label on the left">
        <CopyableField label="ISO 8601" value="2023-11-14T22:13:20Z" labelPosition="left" labelWidth="8rem" />
        <CopyableField
          label="Excel date/time"
          value="45244.92592592593"
          description="A hint under the value"
          labelPosition="left"
          labelWidth="8rem"
        />
        <CopyableField label="RFC 7231" value="" placeholder="Invalid date…" labelPosition="left" labelWidth="8rem" />
      </DemoSection>
      <DemoSection title="Copy buttons">
        <Group>
          <CopyButton value="icon only" />
          <CopyButton value="with text" label="Copy" />
          <CopyButton value="custom notice" label="Copy token" notice="Token copied to the clipboard" />
        </Group>
      </DemoSection>
    </>
  );
}
