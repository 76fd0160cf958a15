/**
 * Remembers `compute(key, now)` for the rest of the current second: for values stamped with their second
 * and nothing finer (an ad ticket is its second and a MAC of it with the address), so the remembered value
 * is exactly the one computing would give. Everything is forgotten when the second changes: it holds at
 * most one second's keys. A whole school behind one address asks for the ads many times a second.
 */
export const memoizeWithinSecond = <Value>(compute: (key: string, now: Date) => Value) => {
  let second = Number.NaN;
  let values = new Map<string, Value>();
  return (key: string, now: Date): Value => {
    const current = Math.floor(now.getTime() / 1000);
    if (current !== second) {
      second = current;
      values = new Map();
    }
    let value = values.get(key);
    if (value === undefined) {
      value = compute(key, now);
      values.set(key, value);
    }
    return value;
  };
};
