import { describe, expect, it } from 'vitest';
import { toolWords } from '../../i18n/tool-words';
import words from './locales/en.json';
import {
  accessAfterError,
  captureFileName,
  deviceOptions,
  keptChoice,
  recordingActions,
  recordingType,
  streamConstraints,
} from './camera-recorder';

const { t } = toolWords(words);
const cameraName = (rank: number) => t('devices.camera', { rank });

describe('accessAfterError', () => {
  it.each([
    ['NotAllowedError', 'blocked'],
    ['SecurityError', 'blocked'],
    ['NotFoundError', 'no-camera'],
    ['OverconstrainedError', 'no-camera'],
    ['NotReadableError', 'failed'],
    ['AbortError', 'failed'],
  ])('%s → %s', (name, expected) => {
    expect(accessAfterError(new DOMException('refused', name))).toBe(expected);
  });

  it('anything else thrown is a failure', () => {
    expect(accessAfterError('boom')).toBe('failed');
    expect(accessAfterError(undefined)).toBe('failed');
  });
});

describe('deviceOptions', () => {
  // As Chromium lists its fake devices (Examples of the spec).
  const devices = [
    { deviceId: 'default', kind: 'audioinput', label: 'Fake Default Audio Input' },
    { deviceId: 'a1', kind: 'audioinput', label: 'Fake Audio Input 1' },
    { deviceId: 'a2', kind: 'audioinput', label: 'Fake Audio Input 2' },
    { deviceId: 'v0', kind: 'videoinput', label: 'fake_device_0' },
    { deviceId: 'o1', kind: 'audiooutput', label: 'Fake Audio Output 1' },
  ];

  it('lists the cameras and the microphones with their labels', () => {
    expect(deviceOptions(devices, 'videoinput', cameraName)).toEqual([{ value: 'v0', label: 'fake_device_0' }]);
    expect(deviceOptions(devices, 'audioinput', cameraName).map((option) => option.label)).toEqual([
      'Fake Default Audio Input',
      'Fake Audio Input 1',
      'Fake Audio Input 2',
    ]);
  });

  it('names unlabelled devices, leaves out hidden and repeated ones', () => {
    const unlabelled = [
      { deviceId: '', kind: 'videoinput', label: '' },
      { deviceId: 'x', kind: 'videoinput', label: '' },
      { deviceId: 'x', kind: 'videoinput', label: '' },
      { deviceId: 'y', kind: 'videoinput', label: '' },
    ];
    expect(deviceOptions(unlabelled, 'videoinput', cameraName)).toEqual([
      { value: 'x', label: 'Camera 1' },
      { value: 'y', label: 'Camera 2' },
    ]);
  });
});

describe('keptChoice', () => {
  const options = [
    { value: 'a', label: 'A' },
    { value: 'b', label: 'B' },
  ];
  it('keeps a plugged-in choice, else takes the first device', () => {
    expect(keptChoice(options, 'b')).toBe('b');
    expect(keptChoice(options, 'gone')).toBe('a');
    expect(keptChoice(options, undefined)).toBe('a');
    expect(keptChoice([], 'a')).toBeUndefined();
  });
});

describe('recordingType', () => {
  it('takes the best WebM type the browser records', () => {
    expect(recordingType((type) => type === 'video/webm' || type === 'video/webm;codecs=vp8,opus')).toBe(
      'video/webm;codecs=vp8,opus',
    );
  });
  it('is undefined without WebM or without MediaRecorder', () => {
    expect(recordingType((type) => type === 'video/mp4')).toBeUndefined();
    expect(recordingType(undefined)).toBeUndefined();
    expect(
      recordingType(() => {
        throw new Error('no');
      }),
    ).toBeUndefined();
  });
});

describe('recordingActions', () => {
  it.each([
    ['inactive', ['Start recording']],
    ['recording', ['Pause', 'Stop']],
    ['paused', ['Resume', 'Stop']],
  ] as const)('%s shows %j', (state, actions) => {
    expect(recordingActions(state).map((action) => t(`recording.${action}`))).toEqual(actions);
  });
});

describe('captures', () => {
  it('are named and titled by kind', () => {
    expect(captureFileName('screenshot', 1700000000000)).toBe('image-1700000000000.png');
    expect(captureFileName('video', 1700000000000)).toBe('video-1700000000000.webm');
    expect(t('gallery.screenshot')).toBe('Screenshot');
    expect(t('gallery.video')).toBe('Video');
  });
});

describe('streamConstraints', () => {
  it('asks for the chosen devices exactly; no audio without a microphone', () => {
    expect(streamConstraints('v', 'a')).toEqual({
      video: { deviceId: { exact: 'v' } },
      audio: { deviceId: { exact: 'a' } },
    });
    expect(streamConstraints('v', undefined)).toEqual({ video: { deviceId: { exact: 'v' } }, audio: false });
  });
});
