/** Progress goes to stderr, so stdout holds the table alone. */
const started = Date.now();

export function log(message: string): void {
  const seconds = ((Date.now() - started) / 1000).toFixed(0).padStart(4);
  process.stderr.write(`[bench ${seconds}s] ${message}\n`);
}
