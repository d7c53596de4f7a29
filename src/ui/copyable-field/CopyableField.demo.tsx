import { Stack } from '@mantine/core';
import { DemoSection } from '../DemoSection';
import { CopyableField } from './CopyableField';

export default function CopyableFieldDemo() {
  return (
    <>
      <DemoSection title="One line, with a copy icon">
        <CopyableField label="camelCase" value="loremIpsumDolor" />
        <CopyableField label="Numeronym (large)" value="i18n" size="lg" />
      </DemoSection>
      <DemoSection title="Labels beside the values, lined up">
        <Stack gap="xs">
          <CopyableField label="Binary (2)" value="101010" labelPosition="left" labelWidth="9rem" />
          <CopyableField
            label="Base64 (64)"
            value="G"
            labelPosition="left"
            labelWidth="9rem"
            description="Positional base 64, not RFC 4648 Base64."
          />
        </Stack>
      </DemoSection>
      <DemoSection title="Multi-line, with a copy button of its own">
        <CopyableField
          label="Base64 of string"
          value="SVQtVG9vbHMg8J+agA=="
          multiline
          copyLabel="Copy base64"
          copiedNotice="Base64 copied"
        />
      </DemoSection>
      <DemoSection title="No value, and why, in the output area">
        <CopyableField label="Decoded URL" value="" multiline rows={1} error="Not an Outlook SafeLinks URL" />
      </DemoSection>
    </>
  );
}
