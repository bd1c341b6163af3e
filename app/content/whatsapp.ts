import { en } from "~/i18n/en";

/** The messages a WhatsApp chat opens with, in English (each language's: i18n/, `whatsapp`). */
export const whatsappMessages = en.whatsapp;
