import type { Statistic } from "./types";

/** Figures shown on the home page (SPEC.md section 9). */
export const homeStats: Statistic[] = [
  { value: "10+", label: "Happy Clients" },
  { value: "10+", label: "Projects Completed" },
  { value: "2+", label: "Countries Served" },
  { value: "4.9", label: "Average Rating" },
];

/**
 * Figures shown on the about page. They differ from the home page on purpose:
 * SPEC.md section 9 gives each page its own figures.
 */
export const aboutStats: Statistic[] = [
  { value: "1000+", label: "Projects Delivered" },
  { value: "98%", label: "Client Satisfaction" },
  { value: "50+", label: "Countries Reached" },
];
