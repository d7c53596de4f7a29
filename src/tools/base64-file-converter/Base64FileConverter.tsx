import { Stack } from '@mantine/core';
import { Base64ToFile } from './Base64ToFile';
import { FileToBase64 } from './FileToBase64';

export default function Base64FileConverter() {
  return (
    <Stack gap="md">
      <Base64ToFile />
      <FileToBase64 />
    </Stack>
  );
}
