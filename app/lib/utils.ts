import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. No tailwind-merge: it would add ~7 KB to every page,
 * and components here avoid passing classes that fight their own (use a
 * variant like `max-lg:hidden` rather than overriding `inline-flex`).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
