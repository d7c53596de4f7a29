import { Group } from '@mantine/core';
import { DemoSection } from '../DemoSection';
import { Text } from '../text/Text';
import { CopyTag } from './CopyTag';

export default function CopyTagDemo() {
  return (
    <>
      <DemoSection title="Tags (click one to copy it)">
        <Group gap="xs">
          {['.jpg', '.jpeg', '.jpe'].map((extension) => (
            <CopyTag key={extension} value={extension} />
          ))}
        </Group>
      </DemoSection>
      <DemoSection title="Shown grouped, copied compact">
        <CopyTag value="GB29NWBK60161331926819" display="GB29 NWBK 6016 1331 9268 19" />
      </DemoSection>
      <DemoSection title="Inline, in a title">
        <Text weight="bold">
          <CopyTag value="404" variant="inline" copiedNotice="Code copied" /> Not Found
        </Text>
      </DemoSection>
    </>
  );
}
