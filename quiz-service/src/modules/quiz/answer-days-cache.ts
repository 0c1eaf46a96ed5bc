import type { AnswerDay } from './scores';

interface Entry {
  version: number;
  days: AnswerDay[];
}

/**
 * Each reader's answer days per time zone, kept with the answer version they were read at
 * (quiz_answer_versions): an entry is used only while the version is unchanged, so a reader's
 * new answer, saved by any replica, is never missed. Entries are dropped least recently used
 * first once they weigh `maxWeight` in all (an entry weighs its day rows plus one, so readers
 * without answers count too).
 */
export class AnswerDaysCache {
  private readonly entries = new Map<string, Entry>();
  private weight = 0;

  constructor(private readonly maxWeight = 200_000) {}

  private static weightOf(days: readonly AnswerDay[]) {
    return days.length + 1;
  }

  private static key(userId: string, timeZone: string) {
    return `${userId} ${timeZone}`;
  }

  get(userId: string, timeZone: string, version: number): AnswerDay[] | undefined {
    const key = AnswerDaysCache.key(userId, timeZone);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version) {
      this.remove(key, entry);
      return undefined;
    }
    // Most recently used goes last, so the oldest is dropped first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.days;
  }

  set(userId: string, timeZone: string, version: number, days: AnswerDay[]): void {
    const weight = AnswerDaysCache.weightOf(days);
    if (weight > this.maxWeight) return;
    const key = AnswerDaysCache.key(userId, timeZone);
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    while (this.weight + weight > this.maxWeight) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, Entry];
      this.remove(oldestKey, oldest);
    }
    this.entries.set(key, { version, days });
    this.weight += weight;
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key);
    this.weight -= AnswerDaysCache.weightOf(entry.days);
  }
}
