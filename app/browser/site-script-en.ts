/*
 * The site script of the English pages (app/root.tsx picks it by the page's
 * language): the script every page runs, and the forms with the English
 * words alone (i18n/forms.en.ts).
 */
import "~/browser/site-script";
import { enhanceForms } from "~/browser/site-forms";
import { formMessages } from "~/i18n/forms.en";

enhanceForms(formMessages);
