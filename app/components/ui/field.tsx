import type { ComponentProps, ReactNode, Ref } from "react";
import { cn } from "~/lib/utils";
import { CONTACT_LIMITS } from "~/lib/schemas/limits";
import { CHECKED } from "~/lib/schemas/text";
import { useStrings } from "~/lib/site-context";

const controlClass =
  "block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-xs transition-colors placeholder:text-slate-500 hover:border-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-invalid:border-red-600 aria-invalid:ring-red-100";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(controlClass, "h-12", className)} {...props} />;
}

/** An e-mail address field: the phone's e-mail keyboard, autofill, and the length the forms allow. */
export function EmailInput(props: ComponentProps<"input">) {
  return (
    <Input type="email" autoComplete="email" inputMode="email" maxLength={CONTACT_LIMITS.email} {...props} />
  );
}

const selectClass =
  "block h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-base text-slate-900 shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-invalid:border-red-600";

/** The browser's own list to choose from: on a phone, its own picker. */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(selectClass, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(controlClass, "min-h-36 resize-y", className)} {...props} />;
}

/**
 * A labelled form control with its error message. The control gets its id,
 * aria-invalid and aria-describedby from here, so every field reads the same.
 */
export function Field({
  id,
  label,
  required = false,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  children: (control: {
    id: string;
    name?: string;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
    required?: boolean;
  }) => ReactNode;
}) {
  const t = useStrings();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-600">{t.forms.optional}</span>
        )}
      </label>
      {children({
        id,
        required: required || undefined,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
      })}
      {hint && (
        <p id={hintId} className="text-sm [overflow-wrap:anywhere] text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A labelled checkbox with its error message, for an agreement or a choice to
 * opt in: ticked it sends CHECKED, unticked nothing. `data-field` marks the
 * box the site script puts a message in (browser/site-forms.ts).
 */
export function CheckboxField({
  id,
  name,
  label,
  required = false,
  error,
  defaultChecked,
}: {
  id: string;
  name: string;
  label: string;
  required?: boolean;
  error?: string;
  defaultChecked?: boolean;
}) {
  const t = useStrings();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-2" data-field="">
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id={id}
          name={name}
          value={CHECKED}
          required={required || undefined}
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
          {!required && <span className="text-slate-600">{t.forms.optional}</span>}
        </label>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A message box in the page (not a toast): works without JavaScript. `ref` and `tabIndex={-1}`
 * let a page move focus to it, so that it is read out and a keyboard user goes on from there
 * (components/admin/action-notice.tsx).
 */
export function Notice({
  tone,
  title,
  children,
  id,
  ref,
  tabIndex,
}: {
  tone: "error" | "success";
  title: string;
  children?: ReactNode;
  id?: string;
  ref?: Ref<HTMLDivElement>;
  tabIndex?: number;
}) {
  return (
    <div
      id={id}
      ref={ref}
      tabIndex={tabIndex}
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-xl border p-4 text-sm",
        tabIndex !== undefined && "outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
        tone === "error"
          ? "border-red-200 bg-red-50 text-red-900"
          : "border-emerald-200 bg-emerald-50 text-emerald-900",
      )}
    >
      <p data-notice-title="" className="font-bold">
        {title}
      </p>
      {children && (
        <div data-notice-description="" className="mt-1">
          {children}
        </div>
      )}
    </div>
  );
}
