import { Group } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useToolWords } from '../../i18n/tool-words';
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
import words from './locales/en.json';
import { chronometerFields } from './operations';
import { playChime } from './play-chime';
import { useShortcutKeys } from './useShortcutKeys';
import { useStopwatch } from './useStopwatch';

export default function Chronometer() {
  const { t, word } = useToolWords(words);
  const [state, set] = useToolState('chronometer', chronometerFields);
  const modes = [
    { value: 'stopwatch', label: t('mode.stopwatch') },
    { value: 'countdown', label: t('mode.countdown') },
  ] as const;
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
        label={t('mode.label')}
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
          label={t('countdown.label')}
          value={state.countdown}
          onChange={(value) => {
            set('countdown', value);
            setTimeIsUp(false);
            // A new duration while stopped is a new countdown, from its full length.
            if (!watch.running) change(() => stoppedStopwatch);
          }}
          placeholder={t('countdown.placeholder')}
          maxLength={16}
          monospace
          error={countdown.ok ? undefined : word(countdown.error)}
        />
      )}
      <div className={classes.display} role="timer" aria-label={isCountdown ? t('timer.left') : t('timer.elapsed')}>
        {formatDuration(shown)}
      </div>
      {timeIsUp && <Alert type="success">{t('timeIsUp')}</Alert>}
      <Group justify="center">
        <Button color={watch.running ? 'yellow' : undefined} onClick={startOrStop} disabled={!canStart}>
          {watch.running ? t('actions.stop') : t('actions.start')}
        </Button>
        <Button variant="default" onClick={resetTime}>
          {t('actions.reset')}
        </Button>
        {!isCountdown && (
          <Button variant="default" onClick={addLap} disabled={!watch.running}>
            {t('actions.lap')}
          </Button>
        )}
      </Group>
      <Note>{isCountdown ? t('keys.countdown') : t('keys.stopwatch')}</Note>
      {!isCountdown && watch.laps.length > 0 && <LapsTable laps={watch.laps} />}
    </Card>
  );
}
