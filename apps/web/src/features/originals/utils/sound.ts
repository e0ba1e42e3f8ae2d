// A short tone for a win or a loss, made with WebAudio (no file to download). Off by default: the
// player turns it on, and the choice is kept on this device.

const KEY = 'perya.originals.sound';

export const readSoundOn = (): boolean => {
  try {
    return window.localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
};

export const saveSoundOn = (on: boolean): void => {
  try {
    window.localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // Private browsing without storage: the choice lasts this visit.
  }
};

let context: AudioContext | null = null;

export const playTone = (win: boolean): void => {
  const Context = window.AudioContext as typeof AudioContext | undefined;
  if (!Context) return;
  context ??= new Context();
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'triangle';
  oscillator.frequency.setValueAtTime(win ? 660 : 220, context.currentTime);
  if (win) oscillator.frequency.linearRampToValueAtTime(990, context.currentTime + 0.15);
  gain.gain.setValueAtTime(0.12, context.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.0001, context.currentTime + 0.3);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start();
  oscillator.stop(context.currentTime + 0.3);
};
