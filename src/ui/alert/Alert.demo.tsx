import { Stack } from '@mantine/core';
import { Alert } from './Alert';

export default function AlertDemo() {
  return (
    <Stack>
      <Alert type="info" title="Info">
        Everything runs in your browser; nothing is sent anywhere.
      </Alert>
      <Alert type="success" title="Success">
        The file was converted.
      </Alert>
      <Alert type="warning" title="Warning">
        This key is short enough to be guessed.
      </Alert>
      <Alert type="error" title="Error">
        The input is not valid JSON.
      </Alert>
      <Alert>An alert without a title.</Alert>
    </Stack>
  );
}
