import type { Statistic } from "./types";

/** Figures shown on the home page. */
export const homeStats: Statistic[] = [
  { value: "10+", label: "Happy Clients" },
  { value: "10+", label: "Projects Completed" },
  { value: "2+", label: "Countries Served" },
  { value: "4.9", label: "Average Rating" },
];

/** Figures shown on the about page: deliberately not the home page's (each page keeps its own). */
export const aboutStats: Statistic[] = [
  { value: "1000+", label: "Projects Delivered" },
  { value: "98%", label: "Client Satisfaction" },
  { value: "50+", label: "Countries Reached" },
];
