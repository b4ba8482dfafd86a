/**
 * A short two-note chime made with WebAudio, so no sound file ships with the app. One context is
 * kept: browsers limit how many a page may open.
 */
let audioContext: AudioContext | undefined;

export function playAnswerSound(): void {
  if (typeof window.AudioContext !== 'function') return;
  try {
    audioContext ??= new window.AudioContext();
    const context = audioContext;
    // A context made before any click starts suspended; resuming may be refused, which is harmless.
    void context.resume().catch(() => undefined);
    const start = context.currentTime;
    for (const [index, frequency] of [660, 880].entries()) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      const noteStart = start + index * 0.12;
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, noteStart);
      gain.gain.exponentialRampToValueAtTime(0.15, noteStart + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, noteStart + 0.25);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(noteStart);
      oscillator.stop(noteStart + 0.3);
    }
  } catch {
    // No audio output (or a refused context) is not worth an error for a courtesy sound.
  }
}
