/** Draws on top of the seeded random source the sample pictures use (../media/random.ts). */
import type { Random } from '../media/random';

/** A whole number from min to max, both included. */
export function whole(random: Random, min: number, max: number): number {
  return min + Math.floor(random.next() * (max - min + 1));
}

/** True with the given probability. */
export function chance(random: Random, probability: number): boolean {
  return random.next() < probability;
}

/** `count` different items of a list (all of them when it is shorter), in drawn order. */
export function pickSome<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    const [item] = pool.splice(Math.floor(random.next() * pool.length), 1);
    if (item !== undefined) picked.push(item);
  }
  return picked;
}

/** One item of a list other than `not`, when the list has another. */
export function pickOther<T>(random: Random, items: readonly T[], not: T): T {
  const others = items.filter((item) => item !== not);
  return random.pick(others.length > 0 ? others : items);
}
