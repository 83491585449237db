// A file of its own, fetched once the page is idle, rather than 4 KB of base64 in the first load.
import alertUrl from './alert.wav?no-inline';
import { whenPageIdle } from './pageIdle.js';

let audio: HTMLAudioElement | null = null;
let loaded = false;

/** Starts loading the alert sound; it plays only once the browser has it (SPEC section 4). */
export function loadAlertSound(): void {
  if (audio || typeof Audio === 'undefined') return;
  const sound = new Audio();
  audio = sound;
  sound.preload = 'auto';
  sound.addEventListener('canplaythrough', () => (loaded = true), { once: true });
  void whenPageIdle().then(() => (sound.src = alertUrl));
}

/** Plays the alert if it has loaded; a refused playback (no user gesture yet) is only logged. */
export function playAlertSound(): void {
  if (!audio || !loaded) return;
  audio.currentTime = 0;
  audio.play().catch((error: unknown) => console.warn('Alert sound not played', error));
}
