import type { IconComponent } from "~/components/icon";
import { cn } from "~/lib/utils";

const SIZES = {
  sm: { box: "size-10", icon: "size-5" },
  md: { box: "size-12", icon: "size-6" },
};

const TONES = {
  /** Light tint, for cards among many */
  soft: "bg-brand-100 text-brand-700",
  /** Solid brand colour, for a card's main mark */
  solid: "bg-brand-600 text-white",
};

/** An icon on a rounded square: the mark at the top of the site's cards. */
export function IconBadge({
  icon: Icon,
  size = "md",
  tone = "soft",
  className,
}: {
  icon: IconComponent;
  size?: keyof typeof SIZES;
  tone?: keyof typeof TONES;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "flex shrink-0 items-center justify-center rounded-xl",
        SIZES[size].box,
        TONES[tone],
        className,
      )}
    >
      <Icon className={SIZES[size].icon} />
    </span>
  );
}
