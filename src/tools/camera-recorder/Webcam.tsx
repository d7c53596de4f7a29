import { Group } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Alert } from '../../ui/alert/Alert';
import { Button } from '../../ui/button/Button';
import { recordingActions, recordingUnsupportedMessage } from './camera-recorder';
import classes from './CameraRecorder.module.css';
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
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);

  const actions = {
    'Start recording': recorder.start,
    Pause: recorder.pause,
    Resume: recorder.resume,
    Stop: recorder.stop,
  };
  const screenshot = async () => {
    const image = video.current && (await takeScreenshot(video.current));
    if (image) onScreenshot(image);
  };

  return (
    <>
      <video ref={video} className={classes.video} autoPlay muted playsInline aria-label="Camera" />
      <Group justify="center">
        <Button onClick={() => void screenshot()}>Take screenshot</Button>
        {recorder.type &&
          recordingActions(recorder.state).map((action) => (
            <Button
              key={action}
              variant={action === 'Stop' ? 'filled' : 'default'}
              color={action === 'Stop' ? 'red' : undefined}
              onClick={actions[action]}
            >
              {action}
            </Button>
          ))}
        <Button variant="subtle" onClick={onStop}>
          Stop webcam
        </Button>
      </Group>
      {!recorder.type && <Alert type="warning">{recordingUnsupportedMessage}</Alert>}
    </>
  );
}
