import type { RecordProgress } from '@raid/domain/schemas/socketEvents';

/** The latest `recordProgress` per character while the user's sign-up is checked. */
export class RecordProgressStore {
  private readonly byChar = new Map<number, RecordProgress>();
  private latest: RecordProgress | undefined;
  private readonly listeners = new Set<() => void>();

  set(progress: RecordProgress): void {
    this.byChar.set(progress.char, progress);
    this.latest = progress;
    this.emit();
  }

  /** One character's progress, or without a character the latest of any. */
  get(char?: number): RecordProgress | undefined {
    return char === undefined ? this.latest : this.byChar.get(char);
  }

  /** Forgets a character's progress (or all), e.g. when a new sign-up starts. */
  clear(char?: number): void {
    if (char === undefined) {
      this.byChar.clear();
      this.latest = undefined;
    } else {
      this.byChar.delete(char);
      if (this.latest?.char === char) this.latest = undefined;
    }
    this.emit();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

export const recordProgress = new RecordProgressStore();
