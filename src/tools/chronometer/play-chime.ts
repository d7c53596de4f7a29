/**
 * Three short beeps made with Web Audio (no sound file to ship). Browsers only let a page make
 * sound after a person has used it; when they refuse, the countdown's visible notice remains.
 */
export function playChime(): void {
  const AudioContextClass = globalThis.AudioContext as typeof AudioContext | undefined;
  if (!AudioContextClass) return;
  try {
    const context = new AudioContextClass();
    const beepSeconds = 0.18;
    for (let beep = 0; beep < 3; beep++) {
      const at = context.currentTime + beep * 0.3;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = 880;
      gain.gain.setValueAtTime(0.2, at);
      gain.gain.exponentialRampToValueAtTime(0.001, at + beepSeconds);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + beepSeconds);
    }
    setTimeout(() => void context.close().catch(() => undefined), 1500);
  } catch {
    // No audio output: the notice on the page says the time is up.
  }
}
