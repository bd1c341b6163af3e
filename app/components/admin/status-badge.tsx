import { LEAD_STATUS_LABELS, type LeadStatus } from "~/config/leads";
import { cn } from "~/lib/utils";

const TONES: Record<LeadStatus, string> = {
  new: "bg-sky-100 text-sky-900",
  contacted: "bg-amber-100 text-amber-900",
  quoted: "bg-violet-100 text-violet-900",
  won: "bg-emerald-100 text-emerald-900",
  lost: "bg-slate-200 text-slate-800",
};

/** Where a lead stands (issue 28), in words: the colour only repeats them. */
export function StatusBadge({ status }: { status: string }) {
  if (!(status in TONES)) return null;
  const known = status as LeadStatus;
  return (
    <span className={cn("rounded-full px-2 py-0.5 text-xs font-bold", TONES[known])}>
      {LEAD_STATUS_LABELS[known]}
    </span>
  );
}
