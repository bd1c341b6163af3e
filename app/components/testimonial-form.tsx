import { StarRatingInput } from "~/components/star-rating-input";
import { EnhancedFormShell, refusedPost } from "~/components/enhanced-form";
import { CheckboxField, Field, Input, Textarea } from "~/components/ui/field";
import { type FormResult, formAnchors } from "~/lib/forms";
import { DEFAULT_RATING } from "~/lib/rating";
import { TESTIMONIAL_LIMITS } from "~/lib/schemas/limits";
import { CHECKED } from "~/lib/schemas/text";
import { formWords, type TestimonialField, testimonialForm } from "~/lib/schemas/rules";
import { useLocalPath, useStrings } from "~/lib/site-context";

export function TestimonialForm({ documentResult }: { documentResult?: FormResult<TestimonialField> }) {
  const t = useStrings();
  const local = useLocalPath();
  const words = formWords(t.formMessages, "testimonial");
  const { errors, notice, echoed } = refusedPost(documentResult, testimonialForm(words).errorToast);
  const labels = t.forms.testimonial;
  const echoedRating = Number(echoed?.rating);

  return (
    <EnhancedFormShell
      name="testimonial"
      action={local("/testimonials")}
      anchor={formAnchors.testimonials}
      labelledBy="feedback-heading"
      notice={notice}
      submitLabel={labels.submit}
      busyLabel={labels.busy}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="testimonial-name" label={labels.name} required error={errors.name}>
          {(control) => (
            <Input
              {...control}
              name="name"
              autoComplete="name"
              maxLength={TESTIMONIAL_LIMITS.name}
              defaultValue={echoed?.name}
            />
          )}
        </Field>
        <Field id="testimonial-company" label={labels.company} error={errors.company}>
          {(control) => (
            <Input
              {...control}
              name="company"
              autoComplete="organization"
              maxLength={TESTIMONIAL_LIMITS.company}
              defaultValue={echoed?.company}
            />
          )}
        </Field>
      </div>
      <StarRatingInput
        defaultValue={
          Number.isInteger(echoedRating) && echoedRating >= 1 && echoedRating <= 5
            ? echoedRating
            : DEFAULT_RATING
        }
      />
      {errors.rating && <p className="text-sm font-medium text-red-700">{errors.rating}</p>}
      <Field id="testimonial-feedback" label={labels.feedback} required error={errors.feedback}>
        {(control) => (
          <Textarea
            {...control}
            name="feedback"
            rows={5}
            maxLength={TESTIMONIAL_LIMITS.feedback}
            defaultValue={echoed?.feedback}
          />
        )}
      </Field>
      <CheckboxField
        id="testimonial-consent"
        name="consent"
        label={labels.consent}
        required
        error={errors.consent}
        defaultChecked={echoed?.consent === CHECKED}
      />
    </EnhancedFormShell>
  );
}
