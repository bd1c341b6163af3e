import * as z from "zod/mini";
import { PRIVACY_REQUEST_KINDS, type PrivacyRequestKind } from "~/config/privacy";
import type { Lang } from "~/i18n/languages";
import { privacyNoticeFor } from "~/i18n/privacy";
import { stringsFor } from "~/i18n/strings";
import { choice, textField } from "~/lib/schemas/fields";
import { CONTACT_LIMITS } from "~/lib/schemas/limits";
import { EMAIL_PATTERN, textRule } from "~/lib/schemas/rules";

/** A correction is said in at most this many characters. */
export const CORRECTION_MAX = 2000;

/** The request page's form (issue 27), checked as the contact form's fields are, in `lang`. */
export function privacyRequestSchema(lang: Lang) {
  const { shared } = stringsFor(lang).formMessages;
  const words = privacyNoticeFor(lang).request;
  return z.object({
    email: textField(
      textRule(shared, CONTACT_LIMITS.email, {
        required: words.invalidEmail,
        pattern: { test: EMAIL_PATTERN, message: words.invalidEmail },
      }),
    ),
    kind: z.pipe(
      choice({ oneOf: PRIVACY_REQUEST_KINDS, message: words.chooseKind }),
      z.transform((value) => value as PrivacyRequestKind),
    ),
  });
}

/** What a correction request's link page asks: what to correct. */
export function correctionSchema(lang: Lang) {
  const { shared } = stringsFor(lang).formMessages;
  return z.object({
    correction: textField(
      textRule(shared, CORRECTION_MAX, {
        multiline: true,
        required: privacyNoticeFor(lang).request.confirm.correctRequired,
      }),
    ),
  });
}
