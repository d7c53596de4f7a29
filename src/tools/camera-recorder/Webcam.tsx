import { Group } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useToolWords } from '../../i18n/tool-words';
import { Alert } from '../../ui/alert/Alert';
import { Button } from '../../ui/button/Button';
import { recordingActions, type RecordingAction } from './camera-recorder';
import classes from './CameraRecorder.module.css';
import words from './locales/en.json';
import { takeScreenshot } from './take-screenshot';
import type { Recorder } from './useRecorder';

interface WebcamProps {
  stream: MediaStream;
  recorder: Recorder;
  onScreenshot: (image: Blob) => void;
  onStop: () => void;
}

/** The live picture with its screenshot and recording buttons. */
export function Webcam({ stream, recorder, onScreenshot, onStop }: WebcamProps) {
  const { t } = useToolWords(words);
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);

  const actions: Record<RecordingAction, () => void> = {
    start: recorder.start,
    pause: recorder.pause,
    resume: recorder.resume,
    stop: recorder.stop,
  };
  const screenshot = async () => {
    const image = video.current && (await takeScreenshot(video.current));
    if (image) onScreenshot(image);
  };

  return (
    <>
      <video ref={video} className={classes.video} autoPlay muted playsInline aria-label={t('webcam.label')} />
      <Group justify="center">
        <Button onClick={() => void screenshot()}>{t('webcam.screenshot')}</Button>
        {recorder.type &&
          recordingActions(recorder.state).map((action) => (
            <Button
              key={action}
              variant={action === 'stop' ? 'filled' : 'default'}
              color={action === 'stop' ? 'red' : undefined}
              onClick={actions[action]}
            >
              {t(`recording.${action}`)}
            </Button>
          ))}
        <Button variant="subtle" onClick={onStop}>
          {t('webcam.stop')}
        </Button>
      </Group>
      {!recorder.type && <Alert type="warning">{t('recording.unsupported')}</Alert>}
    </>
  );
}
