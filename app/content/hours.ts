/**
 * When the office is open: the one source for the contact page, the FAQ,
 * the "Call Now" notice, the page description and the structured data.
 * No imports: config/pages.ts reads content at build time.
 */
export const openingHours = {
  days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  /** 24-hour "HH:MM", as schema.org wants it */
  opens: "09:00",
  closes: "18:00",
} as const;

/** "18:00" becomes "6:00 PM" */
function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "AM" : "PM";
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

const shortDay = (day: string) => day.slice(0, 3);

/** "Mon-Fri 9:00 AM - 6:00 PM" */
export const weekdayHours = `${shortDay(openingHours.days[0])}-${shortDay(openingHours.days[openingHours.days.length - 1] ?? "")} ${clockTime(openingHours.opens)} - ${clockTime(openingHours.closes)}`;

export const weekendHours = "Weekend support available";
