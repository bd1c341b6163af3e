/**
 * The services the footer lists (SPEC). Apart from the services themselves
 * (services.ts): every page shows the footer, only two show the services.
 */
export const footerServices: string[] = [
  "Digital Marketing",
  "Web Development",
  "Graphic Design",
  "Content Creation",
  "Virtual Assistant",
];
