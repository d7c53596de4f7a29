import { useCallback, useEffect, useRef, useState } from 'react';
import { recordingType, type RecordingState } from './camera-recorder';

export interface Recorder {
  /** The WebM type recorded in; undefined when this browser cannot record WebM. */
  type: string | undefined;
  state: RecordingState;
  start: () => void;
  pause: () => void;
  resume: () => void;
  stop: () => void;
}

/**
 * Records `stream` as WebM: the chunks the recorder hands over become one Blob on stop, passed to
 * `onRecorded`. A new stream (another camera) or leaving the page ends the recording in progress.
 */
export function useRecorder(stream: MediaStream | undefined, onRecorded: (video: Blob) => void): Recorder {
  const [type] = useState(() =>
    typeof MediaRecorder === 'undefined' ? undefined : recordingType((t) => MediaRecorder.isTypeSupported(t)),
  );
  const [state, setState] = useState<RecordingState>('inactive');
  const recorder = useRef<MediaRecorder>(undefined);
  const recorded = useRef(onRecorded);
  useEffect(() => {
    recorded.current = onRecorded;
  });

  useEffect(
    () => () => {
      if (recorder.current?.state !== 'inactive') recorder.current?.stop();
      recorder.current = undefined;
      setState('inactive');
    },
    [stream],
  );

  const start = useCallback(() => {
    if (!stream || !type || recorder.current?.state === 'recording') return;
    const chunks: Blob[] = [];
    const next = new MediaRecorder(stream, { mimeType: type });
    next.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    next.onstop = () => {
      if (chunks.length > 0) recorded.current(new Blob(chunks, { type: 'video/webm' }));
    };
    // Its events arrive later than the calls that cause them: one from a recorder already stopped
    // (a resume just before Stop) must not bring its buttons back.
    const current = (state: RecordingState) => () => {
      if (recorder.current === next) setState(state);
    };
    next.onpause = current('paused');
    next.onresume = current('recording');
    next.onstart = current('recording');
    recorder.current = next;
    next.start(250);
  }, [stream, type]);

  const stop = useCallback(() => {
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
    recorder.current = undefined;
    setState('inactive');
  }, []);
  const pause = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.pause();
  }, []);
  const resume = useCallback(() => {
    if (recorder.current?.state === 'paused') recorder.current.resume();
  }, []);

  return { type, state, start, pause, resume, stop };
}
