/**
 * Up to `count` distinct items in random order (a partial Fisher–Yates shuffle).
 * `random` returns numbers in [0, 1), like Math.random.
 */
export function pickRandom<T>(
  items: readonly T[],
  count: number,
  random: () => number = Math.random,
): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    const index = Math.floor(random() * pool.length);
    const [item] = pool.splice(index, 1);
    picked.push(item as T);
  }
  return picked;
}
