/*
 * The site script of the Hindi pages (app/root.tsx picks it by the page's
 * language): the script every page runs, and the forms with the Hindi
 * words alone (i18n/forms.hi.ts).
 */
import "~/browser/site-script";
import { enhanceForms } from "~/browser/site-forms";
import { formMessages } from "~/i18n/forms.hi";

enhanceForms(formMessages);
