import type { SelectOption } from '../../ui/select/select-option';

/** Where the page stands with the camera before any stream: what it may ask and what it says. */
export type Access = 'unsupported' | 'ask' | 'blocked' | 'no-camera' | 'failed' | 'granted';

/** What a refused `getUserMedia` means for the person. */
export function accessAfterError(error: unknown): Exclude<Access, 'granted' | 'ask' | 'unsupported'> {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'blocked';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return 'no-camera';
  return 'failed';
}

export interface DeviceInfo {
  deviceId: string;
  kind: string;
  label: string;
}

/**
 * The devices of a kind as choices. Labels are empty until permission is given; such a device is
 * named by `unnamed` from its rank ("Camera 2"). Browsers may list a device twice ('default' and
 * its own id).
 */
export function deviceOptions(
  devices: readonly DeviceInfo[],
  kind: 'videoinput' | 'audioinput',
  unnamed: (rank: number) => string,
): SelectOption[] {
  const seen = new Set<string>();
  return devices
    .filter((device) => device.kind === kind && device.deviceId !== '')
    .filter((device) => !seen.has(device.deviceId) && seen.add(device.deviceId))
    .map((device, index) => ({ value: device.deviceId, label: device.label || unnamed(index + 1) }));
}

/** The chosen device while it is still plugged in, else the first one. */
export function keptChoice(options: readonly SelectOption[], chosen: string | undefined): string | undefined {
  return options.some((option) => option.value === chosen) ? chosen : options[0]?.value;
}

/** WebM types to record in, best first; MediaRecorder picks the codecs when given the bare type. */
const webmTypes = ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm'];

/** The WebM type this browser can record, or undefined when it cannot record WebM. */
export function recordingType(isTypeSupported: ((type: string) => boolean) | undefined): string | undefined {
  if (!isTypeSupported) return undefined;
  return webmTypes.find((type) => {
    try {
      return isTypeSupported(type);
    } catch {
      return false;
    }
  });
}

export type RecordingState = 'inactive' | 'recording' | 'paused';

export type RecordingAction = 'start' | 'pause' | 'resume' | 'stop';

/** The recording buttons shown in each state, in order. */
export function recordingActions(state: RecordingState): RecordingAction[] {
  if (state === 'recording') return ['pause', 'stop'];
  if (state === 'paused') return ['resume', 'stop'];
  return ['start'];
}

export type CaptureKind = 'screenshot' | 'video';

export function captureFileName(kind: CaptureKind, epochMs: number): string {
  return kind === 'screenshot' ? `image-${epochMs}.png` : `video-${epochMs}.webm`;
}

/** Constraints for the chosen devices; audio off when there is no microphone. */
export function streamConstraints(videoId: string | undefined, audioId: string | undefined): MediaStreamConstraints {
  return {
    video: videoId ? { deviceId: { exact: videoId } } : true,
    audio: audioId ? { deviceId: { exact: audioId } } : false,
  };
}
