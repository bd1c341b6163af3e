/**
 * Times in India Standard Time, whatever the server's or the browser's zone.
 * IST is UTC+5:30 all year (no daylight saving), so plain arithmetic is
 * exact, and the text never depends on the ICU data of the machine.
 */

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const pad = (n: number) => String(n).padStart(2, "0");

function istParts(date: Date) {
  const shifted = new Date(date.getTime() + IST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** "22 Nov 2026, 2:05 pm": for people. */
export function formatIst(date: Date): string {
  const { year, month, day, hour, minute } = istParts(date);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${day} ${MONTHS[month]} ${year}, ${hour12}:${pad(minute)} ${hour < 12 ? "am" : "pm"}`;
}

/** "2026-11-22 14:05": for spreadsheets, which sort it as written. */
export function formatIstSortable(date: Date): string {
  const { year, month, day, hour, minute } = istParts(date);
  return `${year}-${pad(month + 1)}-${pad(day)} ${pad(hour)}:${pad(minute)}`;
}

/** "2026-11-22": the IST calendar date, for file names. */
export function istDate(date: Date): string {
  return formatIstSortable(date).slice(0, 10);
}

/** A calendar day ("2026-11-27") plus `days` (negative: before). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The hour of the day in India, 0-23. */
export const istHour = (date: Date) => istParts(date).hour;

/** "28 Nov 2026": an IST calendar day ("2026-11-28"), for people. */
export function formatIstDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return `${date} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** "2611": the year and month in India, two digits each, for reference numbers. */
export function istYearMonth(date: Date): string {
  const { year, month } = istParts(date);
  return `${String(year).slice(-2)}${pad(month + 1)}`;
}
