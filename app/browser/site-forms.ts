/*
 * The public forms, over the server's HTML (components/enhanced-form.tsx).
 * Without this script they post as plain forms and the server answers with
 * the page again (refused) or a redirect to `?sent=1#form` (accepted); with
 * it, the same post is sent by fetch and its answer shown in place:
 *
 * - a field is checked as it is left (once something was typed in it, or
 *   while it shows a message) and every field when the form is sent, with
 *   the rules and messages the server checks with (lib/schemas/rules.ts);
 * - the submit button says it is sending, and a second press meanwhile sends
 *   nothing;
 * - the server's redirect is its word that it kept the message: only then
 *   does the form say it was sent, empty itself and (the contact form) keep
 *   a copy in the browser's localStorage. Anything else is a refusal: the
 *   messages of the page the server sent back are shown (its notice as the
 *   toast, its field messages by their fields), or, for an answer that is not
 *   that page, the form's own "not saved" notice; no answer at all says the
 *   server could not be reached.
 */

import { appendContactSubmission, type ContactCopy } from "~/browser/contact-storage";
import { showToast } from "~/browser/toasts";
import type { ToastMessage } from "~/i18n/en";
import type { FormMessages } from "~/i18n/forms.en";
import { visitFields } from "~/browser/visit";
import { FORM_ATTRIBUTE, SCRIPT_POST_HEADER, SENT_HEADER, type SiteFormName } from "~/lib/forms";
import { DEFAULT_RATING } from "~/lib/rating";
import { SITE_FORMS } from "~/lib/schemas/rules";
import { checkField, checkForm, type FieldErrors, type FieldRule, isChoice } from "~/lib/schemas/text";

interface SiteForm {
  rules: Record<string, FieldRule>;
  /** "Your reference number: {reference}" */
  reference: string;
  errorToast: (errors: FieldErrors) => ToastMessage;
  sent: ToastMessage;
  /** When the server answered, but not with its page or its redirect */
  failed: ToastMessage;
  /** The words of the notice when the server could not be reached */
  unreachable: ToastMessage;
  /** After the server kept it */
  kept?: (values: Record<string, string>) => void;
}

/** After the server kept it: the browser keeps its own copy of every message it sent. */
const KEPT: { [Name in SiteFormName]?: SiteForm["kept"] } = {
  contact: (values) => appendContactSubmission(values as ContactCopy),
};

/** A form's rules and notices in its page's language, from that language's words. */
function siteForm(words: FormMessages, name: SiteFormName): SiteForm {
  const built = SITE_FORMS[name](words) as unknown as SiteForm;
  return {
    ...built,
    unreachable: words.shared.toasts.serverUnreachable,
    reference: words.shared.reference,
    kept: KEPT[name],
  };
}

type Control = HTMLInputElement | HTMLTextAreaElement;

const isControl = (element: unknown): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

/** What the browser would send for each field ("" for none). */
function valuesOf(form: HTMLFormElement): (field: string) => string {
  const data = new FormData(form);
  return (field) => {
    const value = data.get(field);
    return typeof value === "string" ? value : "";
  };
}

/**
 * Shows `message` under the field (as components/ui/field.tsx draws it on
 * the server: `<p id="{control id}-error">`, aria-invalid and
 * aria-describedby), or takes it away.
 */
function showFieldError(form: HTMLFormElement, field: string, message: string | undefined) {
  const control = form.elements.namedItem(field);
  if (!isControl(control) || !control.id) return;
  const id = `${control.id}-error`;
  let note = document.getElementById(id);
  const describedBy = (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter((token) => token && token !== id);
  if (message) {
    if (!note) {
      note = document.createElement("p");
      note.id = id;
      note.className = "text-sm font-medium text-red-700";
      // Under a checkbox's row and label (components/ui/field.tsx CheckboxField), not beside them.
      (control.closest("[data-field]") ?? control.parentElement)?.append(note);
    }
    note.textContent = message;
    control.setAttribute("aria-invalid", "true");
    describedBy.push(id);
  } else {
    note?.remove();
    control.removeAttribute("aria-invalid");
  }
  if (describedBy.length) control.setAttribute("aria-describedby", describedBy.join(" "));
  else control.removeAttribute("aria-describedby");
}

function focusFirst(form: HTMLFormElement, fields: string[], errors: FieldErrors) {
  const first = fields.find((field) => errors[field]);
  const control = first ? form.elements.namedItem(first) : null;
  if (isControl(control)) control.focus();
}

/** The notice a page draws at the top of a form (components/ui/field.tsx's Notice). */
function noticeIn(form: Element): ToastMessage | null {
  const notice = form.querySelector('[role="alert"]');
  const title = notice?.querySelector("[data-notice-title]")?.textContent;
  if (!title) return null;
  const description = notice?.querySelector("[data-notice-description]")?.textContent;
  return description ? { title, description } : { title };
}

/** What the server's answer to a refused post says: its notice and each field's message. */
async function readRefusal(
  response: Response,
  name: SiteFormName,
  fields: string[],
): Promise<{ notice: ToastMessage; errors: FieldErrors } | null> {
  if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) return null;
  const page = new DOMParser().parseFromString(await response.text(), "text/html");
  const returned = page.querySelector(`form[${FORM_ATTRIBUTE}="${name}"]`);
  const notice = returned && noticeIn(returned);
  if (!returned || !notice) return null;
  const errors: FieldErrors = {};
  for (const field of fields) {
    const control = returned.querySelector(`[name="${field}"]`);
    const message = control?.id ? page.getElementById(`${control.id}-error`)?.textContent : null;
    if (message) errors[field] = message;
  }
  return { notice, errors };
}

/**
 * The reference number of what was sent, above the form until the next send: read out after the
 * toast, and there to copy. An empty `text` takes away the last one.
 */
function showReference(form: HTMLFormElement, text: string) {
  let line = form.previousElementSibling?.matches("[data-sent-reference]")
    ? (form.previousElementSibling as HTMLElement)
    : null;
  if (!text) return line?.remove();
  if (!line) {
    line = document.createElement("p");
    line.setAttribute("data-sent-reference", "");
    line.setAttribute("role", "status");
    line.className =
      "mb-6 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm font-semibold text-emerald-900";
    form.before(line);
  }
  // A live region is read out when its text changes, not when it arrives filled: a moment later.
  const shown = line;
  shown.textContent = "";
  setTimeout(() => (shown.textContent = text), 150);
}

/** Every field emptied (a subject the address filled in too), the rating back to its default. */
function empty(form: HTMLFormElement, fields: string[]) {
  for (const field of fields) {
    const control = form.elements.namedItem(field);
    if (control instanceof HTMLInputElement && control.type === "checkbox") control.checked = false;
    else if (isControl(control) && control.type !== "radio") control.value = "";
  }
  const star = form.querySelector<HTMLInputElement>(`input[type="radio"][value="${DEFAULT_RATING}"]`);
  if (star) star.checked = true;
}

function enhance(form: HTMLFormElement, name: SiteFormName, words: FormMessages) {
  const { rules, errorToast, sent, failed, unreachable, kept, reference } = siteForm(words, name);
  const fields = Object.keys(rules);
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = button?.querySelector("[data-label]");
  const idleText = label?.textContent ?? "";
  const busyText = button?.getAttribute("data-busy-label") ?? idleText;
  const edited = new Set<string>();
  let busy = false;

  // From now on the messages are ours (the server's), not the browser's.
  form.noValidate = true;

  const checkOne = (control: Control) => {
    const rule = rules[control.name];
    if (!rule) return;
    // A checkbox is checked as it changes; a radio group only when the form is sent.
    if (control.type === "checkbox") {
      showFieldError(form, control.name, checkField(rule, valuesOf(form)(control.name)).error);
      return;
    }
    if (isChoice(rule)) return;
    showFieldError(form, control.name, checkField(rule, control.value).error);
  };
  form.addEventListener("change", (event) => {
    if (isControl(event.target) && event.target.type === "checkbox") checkOne(event.target);
  });
  form.addEventListener("input", (event) => {
    if (!isControl(event.target)) return;
    edited.add(event.target.name);
    // A message goes as soon as the field is right; a new one waits until it is left.
    if (event.target.hasAttribute("aria-invalid")) checkOne(event.target);
  });
  // A press on the submit button takes the focus from the field first: a
  // message shown then would move the button from under the finger, and the
  // press would send nothing. The submit checks every field anyway.
  let pressingSubmit = false;
  form.addEventListener("pointerdown", (event) => {
    pressingSubmit = event.target instanceof Element && event.target.closest('[type="submit"]') !== null;
  });
  for (const end of ["pointerup", "pointercancel"]) {
    document.addEventListener(end, () => (pressingSubmit = false));
  }
  form.addEventListener("focusout", (event) => {
    const control = event.target;
    if (pressingSubmit) return;
    if (isControl(control) && (edited.has(control.name) || control.hasAttribute("aria-invalid"))) {
      checkOne(control);
    }
  });

  const setBusy = (on: boolean) => {
    busy = on;
    if (!button) return;
    // Not `disabled`: a disabled button loses the focus, and a keyboard or
    // screen reader user their place. The `busy` guard refuses a second send.
    if (on) button.setAttribute("aria-disabled", "true");
    else button.removeAttribute("aria-disabled");
    if (label) label.textContent = on ? busyText : idleText;
  };

  const showErrors = (errors: FieldErrors) => {
    for (const field of fields) showFieldError(form, field, errors[field]);
  };

  const send = async (values: Record<string, string>) => {
    const body = new URLSearchParams();
    for (const [field, value] of new FormData(form)) if (typeof value === "string") body.append(field, value);
    // Where the visit began, with a message for the owner (issue 28): the server checks each.
    if (name === "contact") for (const [field, value] of visitFields()) body.set(field, value);
    let response: Response;
    try {
      response = await fetch(form.action, {
        method: "POST",
        body,
        redirect: "manual",
        headers: { [SCRIPT_POST_HEADER]: "1" },
      });
    } catch {
      return showToast(unreachable, "error");
    }
    // SENT_HEADER (or the redirect to the sent page, from a server that does not know the script's
    // header) is the server's word that it kept the message: it is said first, and nothing after it
    // can take it back. The page that came with it is not needed.
    // Whatever the status: the header is set only once the message is kept, and a page that
    // failed to render after that (its loaders run after the action) does not undo it.
    const sentAs = response.headers.get(SENT_HEADER);
    if (response.type === "opaqueredirect" || sentAs) {
      void response.body?.cancel().catch(() => undefined);
      showToast(sent, "success");
      showReference(form, sentAs && sentAs !== "sent" ? reference.replace("{reference}", sentAs) : "");
      try {
        kept?.(values);
      } finally {
        empty(form, fields);
        edited.clear();
      }
      return;
    }
    // A refusal is about this send: the last one's reference no longer stands above the form.
    showReference(form, "");
    const refusal = await readRefusal(response, name, fields).catch(() => null);
    showErrors(refusal?.errors ?? {});
    showToast(refusal?.notice ?? failed, "error");
    if (refusal) focusFirst(form, fields, refusal.errors);
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (busy) return;
    const { values, errors } = checkForm(rules, valuesOf(form));
    showErrors(errors);
    if (Object.keys(errors).length > 0) {
      showToast(errorToast(errors), "error");
      focusFirst(form, fields, errors);
      return;
    }
    setBusy(true);
    // A notice the page was served with (a refused post without JavaScript) is old news now.
    form.querySelector('[role="alert"]')?.remove();
    void send(values).finally(() => setBusy(false));
  });
}

/** Takes over each public form on the page, with the words of the page's language. */
export function enhanceForms(words: FormMessages) {
  for (const form of document.querySelectorAll<HTMLFormElement>(`form[${FORM_ATTRIBUTE}]`)) {
    const name = form.getAttribute(FORM_ATTRIBUTE);
    if (name && Object.hasOwn(SITE_FORMS, name)) enhance(form, name as SiteFormName, words);
  }
}
