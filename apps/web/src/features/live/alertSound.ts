import alertUrl from './alert.wav';

let audio: HTMLAudioElement | null = null;
let loaded = false;

/** Starts loading the alert sound; it plays only once the browser has it (SPEC section 4). */
export function loadAlertSound(): void {
  if (audio || typeof Audio === 'undefined') return;
  audio = new Audio();
  audio.preload = 'auto';
  audio.addEventListener('canplaythrough', () => (loaded = true), { once: true });
  audio.src = alertUrl;
}

/** Plays the alert if it has loaded; a refused playback (no user gesture yet) is only logged. */
export function playAlertSound(): void {
  if (!audio || !loaded) return;
  audio.currentTime = 0;
  audio.play().catch((error: unknown) => console.warn('Alert sound not played', error));
}
