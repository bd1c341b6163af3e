import { en } from "~/i18n/en";

/*
 * The site's notifications in English, word for word (each language's: i18n/). Which texts are
 * the product's own and must not be reworded: docs/product-rules.md.
 */
export type { ToastMessage } from "~/i18n/en";

/** "1 minute", "7 minutes", "45 seconds" */
export const formatWait = en.wait;

export const toasts = en.toasts;
