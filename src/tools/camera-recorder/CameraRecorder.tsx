import { Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { Alert } from '../../ui/alert/Alert';
import { Button } from '../../ui/button/Button';
import { Card } from '../../ui/card/Card';
import { Select } from '../../ui/select/Select';
import { Text } from '../../ui/text/Text';
import {
  askPermissionMessage,
  blockedMessage,
  cameraFailedMessage,
  deviceOptions,
  keptChoice,
  noCameraMessage,
  unsupportedMessage,
  type Access,
} from './camera-recorder';
import { Gallery } from './Gallery';
import { useCameraAccess } from './useCameraAccess';
import { useCameraStream } from './useCameraStream';
import { useGallery } from './useGallery';
import { useMediaDevices } from './useMediaDevices';
import { useRecorder } from './useRecorder';
import { Webcam } from './Webcam';

const problemMessages: Partial<Record<Access, string>> = {
  unsupported: unsupportedMessage,
  blocked: blockedMessage,
  'no-camera': noCameraMessage,
  failed: cameraFailedMessage,
};

export default function CameraRecorder() {
  const { access, requestAccess } = useCameraAccess();
  const devices = useMediaDevices(access === 'granted');
  const cameras = deviceOptions(devices ?? [], 'videoinput');
  const microphones = deviceOptions(devices ?? [], 'audioinput');
  const [chosenCamera, setChosenCamera] = useState<string>();
  const [chosenMicrophone, setChosenMicrophone] = useState<string>();
  const camera = keptChoice(cameras, chosenCamera);
  const microphone = keptChoice(microphones, chosenMicrophone);

  const webcam = useCameraStream(camera, microphone);
  const gallery = useGallery();
  const recorder = useRecorder(webcam.stream, (video) => gallery.add('video', video));

  const noCameraLeft = access === 'granted' && devices !== undefined && cameras.length === 0;
  const problem = noCameraLeft ? 'no-camera' : (webcam.failure ?? (access === 'granted' ? undefined : access));
  const problemMessage = problem && problemMessages[problem];
  const canAsk = problem === 'ask' || problem === 'no-camera' || problem === 'failed';

  return (
    <Stack gap="md">
      <Card>
        {problemMessage && <Alert type={problem === 'unsupported' ? 'warning' : 'error'}>{problemMessage}</Alert>}
        {problem === 'ask' && <Text>{askPermissionMessage}</Text>}
        {canAsk && access !== 'granted' && (
          <Group>
            <Button onClick={() => void requestAccess()}>Grant permission</Button>
          </Group>
        )}
        {access === 'granted' && (
          <>
            <Group grow align="flex-start">
              <Select
                label="Video"
                options={cameras}
                value={camera ?? ''}
                onChange={setChosenCamera}
                placeholder={devices === undefined ? 'Looking for cameras…' : 'No camera'}
              />
              {microphones.length > 0 && (
                <Select label="Audio" options={microphones} value={microphone ?? ''} onChange={setChosenMicrophone} />
              )}
            </Group>
            {webcam.stream ? (
              <Webcam
                stream={webcam.stream}
                recorder={recorder}
                onScreenshot={(image) => gallery.add('screenshot', image)}
                onStop={webcam.stop}
              />
            ) : (
              <Group>
                <Button onClick={() => void webcam.start()} disabled={cameras.length === 0}>
                  Start webcam
                </Button>
              </Group>
            )}
          </>
        )}
      </Card>
      {gallery.captures.length > 0 && <Gallery captures={gallery.captures} onDelete={gallery.remove} />}
    </Stack>
  );
}
