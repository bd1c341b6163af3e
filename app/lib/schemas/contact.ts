import * as z from "zod/mini";
import { textField } from "~/lib/schemas/fields";
import { CONTACT_RULES } from "~/lib/schemas/rules";

export {
  CONTACT_REQUIRED,
  type ContactField,
  contactErrorToast,
  EMAIL_PATTERN,
  INVALID_EMAIL,
} from "~/lib/schemas/rules";

/** The contact form, as the server checks it: built from its rules (lib/schemas/rules.ts). */
export const ContactSchema = z.object({
  name: textField(CONTACT_RULES.name),
  email: textField(CONTACT_RULES.email),
  phone: textField(CONTACT_RULES.phone),
  subject: textField(CONTACT_RULES.subject),
  message: textField(CONTACT_RULES.message),
});

export type ContactInput = z.output<typeof ContactSchema>;
