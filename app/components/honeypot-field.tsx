import { HONEYPOT_FIELD } from "~/lib/forms";
import { useStrings } from "~/lib/site-context";

/** Out of sight and out of the tab order: only a bot fills it in. */
export function HoneypotField() {
  const t = useStrings();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {t.forms.honeypot}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
