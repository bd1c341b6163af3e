import { StarRatingInput } from "~/components/star-rating-input";
import { EnhancedFormShell } from "~/components/enhanced-form";
import { Field, Input, Textarea } from "~/components/ui/field";
import { toasts } from "~/content/messages";
import { clearFields, useEnhancedForm } from "~/hooks/use-enhanced-form";
import { type FormResult, formAnchors } from "~/lib/forms";
import { DEFAULT_RATING } from "~/lib/rating";
import { TESTIMONIAL_LIMITS } from "~/lib/schemas/limits";
import { type TestimonialField, TestimonialSchema, testimonialErrorToast } from "~/lib/schemas/testimonial";

const FIELDS = ["name", "company", "rating", "feedback"] as const satisfies readonly TestimonialField[];

function resetRating(form: HTMLFormElement) {
  const star = form.querySelector<HTMLInputElement>(`input[name="rating"][value="${DEFAULT_RATING}"]`);
  if (star) star.checked = true;
}

export function TestimonialForm({ documentResult }: { documentResult?: FormResult<TestimonialField> }) {
  const { formRef, onSubmit, errors, submitting, documentNotice, echoed } = useEnhancedForm({
    key: "testimonial",
    action: "/testimonials",
    schema: TestimonialSchema,
    fields: FIELDS,
    errorToast: testimonialErrorToast,
    successToast: toasts.testimonialSent,
    documentResult,
    onSuccess: (form) => {
      clearFields(form, FIELDS);
      resetRating(form);
    },
  });
  const echoedRating = Number(echoed?.rating);

  return (
    <EnhancedFormShell
      formRef={formRef}
      action="/testimonials"
      anchor={formAnchors.testimonials}
      labelledBy="feedback-heading"
      onSubmit={onSubmit}
      notice={documentNotice}
      submitting={submitting}
      submitLabel="Submit Feedback"
      pendingLabel="Submitting…"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="testimonial-name" label="Full Name" required error={errors.name}>
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
        <Field id="testimonial-company" label="Company" error={errors.company}>
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
      <Field id="testimonial-feedback" label="Feedback" required error={errors.feedback}>
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
    </EnhancedFormShell>
  );
}
