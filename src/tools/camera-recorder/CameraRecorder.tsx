import { Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { Alert } from '../../ui/alert/Alert';
import { Button } from '../../ui/button/Button';
import { Card } from '../../ui/card/Card';
import { Select } from '../../ui/select/Select';
import { Text } from '../../ui/text/Text';
import { deviceOptions, keptChoice, type Access } from './camera-recorder';
import { Gallery } from './Gallery';
import words from './locales/en.json';
import { useCameraAccess } from './useCameraAccess';
import { useCameraStream } from './useCameraStream';
import { useGallery } from './useGallery';
import { useMediaDevices } from './useMediaDevices';
import { useRecorder } from './useRecorder';
import { Webcam } from './Webcam';

const problemMessages = {
  unsupported: 'access.unsupported',
  blocked: 'access.blocked',
  'no-camera': 'access.noCamera',
  failed: 'access.failed',
} as const satisfies Partial<Record<Access, string>>;

const isProblem = (access: Access | undefined): access is keyof typeof problemMessages =>
  access !== undefined && access in problemMessages;

export default function CameraRecorder() {
  const { t } = useToolWords(words);
  const { access, requestAccess } = useCameraAccess();
  const devices = useMediaDevices(access === 'granted');
  const cameras = deviceOptions(devices ?? [], 'videoinput', (rank) => t('devices.camera', { rank }));
  const microphones = deviceOptions(devices ?? [], 'audioinput', (rank) => t('devices.microphone', { rank }));
  const [chosenCamera, setChosenCamera] = useState<string>();
  const [chosenMicrophone, setChosenMicrophone] = useState<string>();
  const camera = keptChoice(cameras, chosenCamera);
  const microphone = keptChoice(microphones, chosenMicrophone);

  const webcam = useCameraStream(camera, microphone);
  const gallery = useGallery();
  const recorder = useRecorder(webcam.stream, (video) => gallery.add('video', video));

  const noCameraLeft = access === 'granted' && devices !== undefined && cameras.length === 0;
  const problem = noCameraLeft ? 'no-camera' : (webcam.failure ?? (access === 'granted' ? undefined : access));
  const problemMessage = isProblem(problem) ? t(problemMessages[problem]) : undefined;
  const canAsk = problem === 'ask' || problem === 'no-camera' || problem === 'failed';

  return (
    <Stack gap="md">
      <Card>
        {problemMessage && <Alert type={problem === 'unsupported' ? 'warning' : 'error'}>{problemMessage}</Alert>}
        {problem === 'ask' && <Text>{t('access.ask')}</Text>}
        {canAsk && access !== 'granted' && (
          <Group>
            <Button onClick={() => void requestAccess()}>{t('access.grant')}</Button>
          </Group>
        )}
        {access === 'granted' && (
          <>
            <Group grow align="flex-start">
              <Select
                label={t('devices.video')}
                options={cameras}
                value={camera ?? ''}
                onChange={setChosenCamera}
                placeholder={devices === undefined ? t('devices.looking') : t('devices.none')}
              />
              {microphones.length > 0 && (
                <Select
                  label={t('devices.audio')}
                  options={microphones}
                  value={microphone ?? ''}
                  onChange={setChosenMicrophone}
                />
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
                  {t('webcam.start')}
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
