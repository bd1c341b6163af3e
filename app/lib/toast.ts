import { toast } from "sonner";
import type { ToastMessage } from "~/content/messages";

/** Show one of the site's notifications (app/content/messages.ts). */
export function notify(message: ToastMessage) {
  toast(message.title, { description: message.description });
}

/** A destructive notice: validation and failures. */
export function notifyError(message: ToastMessage) {
  toast.error(message.title, { description: message.description });
}

export function notifySuccess(message: ToastMessage) {
  toast.success(message.title, { description: message.description });
}
