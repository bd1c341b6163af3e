/*
 * A whole number in Latin digits grouped the Indian way, as en-IN and hi-IN both write it:
 * 5000 → "5,000", 124999 → "1,24,999". Written out rather than asked of `toLocaleString`
 * because the site script formats the forms' limits as it starts, and a browser's first
 * locale-aware formatting loads its number data: 37-80 ms on a test machine, a task long
 * enough to count against the page (decision 38). The server's prices keep Intl (lib/format.ts).
 */
export function groupedIndian(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number: ${value}`);
  const digits = String(Math.abs(value));
  const groups = [digits.slice(-3)];
  for (let end = digits.length - 3; end > 0; end -= 2)
    groups.unshift(digits.slice(Math.max(0, end - 2), end));
  return `${value < 0 ? "-" : ""}${groups.join(",")}`;
}
