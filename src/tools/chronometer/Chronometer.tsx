import { Group } from '@mantine/core';
import { useEffect, useState } from 'react';
import { choiceField, defineFields, textField } from '../../lib/tool-state/fields';
import { useToolState } from '../../lib/tool-state/useToolState';
import { Alert } from '../../ui/alert/Alert';
import { Button } from '../../ui/button/Button';
import { ButtonsSelect } from '../../ui/buttons-select/ButtonsSelect';
import { Card } from '../../ui/card/Card';
import { InputText } from '../../ui/input-text/InputText';
import { Note } from '../../ui/text/Note';
import {
  elapsedAt,
  formatDuration,
  lap,
  parseCountdown,
  remainingMs,
  reset,
  stop,
  stoppedStopwatch,
  toggle,
} from './chronometer';
import classes from './Chronometer.module.css';
import { LapsTable } from './LapsTable';
import { playChime } from './play-chime';
import { useShortcutKeys } from './useShortcutKeys';
import { useStopwatch } from './useStopwatch';

const modes = [
  { value: 'stopwatch', label: 'Stopwatch' },
  { value: 'countdown', label: 'Countdown' },
] as const;

const chronometerFields = defineFields({
  mode: choiceField('stopwatch', ['stopwatch', 'countdown'], { persist: true }),
  countdown: textField('05:00', { persist: true }),
});

export default function Chronometer() {
  const [state, set] = useToolState('chronometer', chronometerFields);
  const { watch, now, change } = useStopwatch();
  const [timeIsUp, setTimeIsUp] = useState(false);

  const isCountdown = state.mode === 'countdown';
  const countdown = parseCountdown(state.countdown);
  const durationMs = countdown.ok ? countdown.value : undefined;
  const elapsed = elapsedAt(watch, now);
  const shown = isCountdown ? (durationMs === undefined ? 0 : remainingMs(durationMs, elapsed)) : elapsed;
  const canStart = !isCountdown || durationMs !== undefined;

  useEffect(() => {
    if (!isCountdown || !watch.running || durationMs === undefined || elapsed < durationMs) return;
    change((current, at) => ({ ...stop(current, at), elapsedMs: durationMs }));
    setTimeIsUp(true);
    playChime();
  }, [isCountdown, watch.running, durationMs, elapsed, change]);

  const startOrStop = () => {
    if (!watch.running && !canStart) return;
    setTimeIsUp(false);
    // A finished countdown starts again from its full duration.
    const finished = isCountdown && durationMs !== undefined && elapsed >= durationMs;
    change((current, at) => toggle(finished ? stoppedStopwatch : current, at));
  };
  const resetTime = () => {
    setTimeIsUp(false);
    change(reset);
  };
  const addLap = () => {
    if (watch.running && !isCountdown) change(lap);
  };
  useShortcutKeys({ ' ': startOrStop, r: resetTime, l: addLap });

  return (
    <Card>
      <ButtonsSelect
        label="Mode"
        options={modes}
        value={state.mode}
        onChange={(mode) => {
          set('mode', mode);
          setTimeIsUp(false);
          change(() => stoppedStopwatch);
        }}
      />
      {isCountdown && (
        <InputText
          label="Countdown from"
          value={state.countdown}
          onChange={(value) => {
            set('countdown', value);
            setTimeIsUp(false);
            // A new duration while stopped is a new countdown, from its full length.
            if (!watch.running) change(() => stoppedStopwatch);
          }}
          placeholder="MM:SS"
          maxLength={16}
          monospace
          error={countdown.ok ? undefined : countdown.error}
        />
      )}
      <div className={classes.display} role="timer" aria-label={isCountdown ? 'Time left' : 'Elapsed time'}>
        {formatDuration(shown)}
      </div>
      {timeIsUp && <Alert type="success">Time is up!</Alert>}
      <Group justify="center">
        <Button color={watch.running ? 'yellow' : undefined} onClick={startOrStop} disabled={!canStart}>
          {watch.running ? 'Stop' : 'Start'}
        </Button>
        <Button variant="default" onClick={resetTime}>
          Reset
        </Button>
        {!isCountdown && (
          <Button variant="default" onClick={addLap} disabled={!watch.running}>
            Lap
          </Button>
        )}
      </Group>
      <Note>
        Keyboard: Space starts or stops, R resets{isCountdown ? '' : ', L records a lap'}. The chronometer keeps running
        across reloads.
      </Note>
      {!isCountdown && watch.laps.length > 0 && <LapsTable laps={watch.laps} />}
    </Card>
  );
}
