import type { AnswerDay, Scores } from './scores';

/** A reader's answer days in one zone, with the scores last computed from them. */
export interface KeptDays {
  readonly days: AnswerDay[];
  /** The scores on one local day (YYYY-MM-DD): the same until the day or the days change. */
  scoresOn?: { day: string; scores: Scores };
}

interface Entry {
  version: number;
  kept: KeptDays;
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

  get(userId: string, timeZone: string, version: number): KeptDays | undefined {
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
    return entry.kept;
  }

  /** Keeps the days under `version`; what is kept is returned (also when too big to keep). */
  set(userId: string, timeZone: string, version: number, days: AnswerDay[]): KeptDays {
    const kept: KeptDays = { days };
    const weight = AnswerDaysCache.weightOf(days);
    if (weight > this.maxWeight) return kept;
    const key = AnswerDaysCache.key(userId, timeZone);
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    while (this.weight + weight > this.maxWeight) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, Entry];
      this.remove(oldestKey, oldest);
    }
    this.entries.set(key, { version, kept });
    this.weight += weight;
    return kept;
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key);
    this.weight -= AnswerDaysCache.weightOf(entry.kept.days);
  }
}
