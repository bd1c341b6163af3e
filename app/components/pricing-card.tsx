import { Gift, type IconComponent, MessageCircle } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { IconBadge } from "~/components/ui/icon-badge";
import type { Plan, PricingCategory } from "~/content/types";
import { formatPrice } from "~/lib/format";
import { pricingAnchor, whatsappLink } from "~/lib/links";
import { toastOn } from "~/lib/toast";
import { cn } from "~/lib/utils";
import { useSite, useStrings, useTextLang } from "~/lib/site-context";

function PlanDetails({ plan, category, action }: { plan: Plan; category: PricingCategory; action: string }) {
  const site = useSite();
  const t = useStrings();
  const price = formatPrice(plan.price, site.lang);
  const langOf = useTextLang();
  return (
    <div>
      <p className="flex items-baseline gap-1.5 text-brand-950">
        {price.prefix && <span className="text-sm font-medium text-slate-600">{price.prefix}</span>}
        <span className="text-4xl font-extrabold tracking-tight">{price.amount}</span>
        {price.suffix && <span className="text-base font-medium text-slate-600">{price.suffix}</span>}
      </p>
      <p lang={langOf(plan.description)} className="mt-3 min-h-12 leading-relaxed text-slate-600">
        {plan.description}
      </p>
      <Button asChild variant="whatsapp" className="mt-5 w-full">
        <a
          href={whatsappLink(site.whatsapp, t.whatsapp.plan(plan.name, category.title))}
          target="_blank"
          rel="noopener noreferrer"
          {...toastOn(t.toasts.awesomeChoice(plan.name, category.title))}
          aria-label={t.pricing.onWhatsapp(action, plan.name, category.title)}
        >
          <MessageCircle />
          {action}
        </a>
      </Button>
    </div>
  );
}

/**
 * The plans of a category as radio buttons styled as tabs: the checked
 * one's panel shows (app.css, `.plan-chooser`), with no script at all. The
 * first is checked in the HTML; arrow keys move the choice as in any radio
 * group. Every plan is in the HTML for search engines; a browser without
 * :has() shows them all.
 */
function PlanChooser({ category }: { category: PricingCategory }) {
  const t = useStrings();
  const langOf = useTextLang();
  const group = `${pricingAnchor(category)}-plan`;
  return (
    <fieldset className="plan-chooser m-0 min-w-0 border-0 p-0">
      <legend className="sr-only">{t.pricing.plans(category.title)}</legend>
      {/*
       * A plan's name never breaks ("E-" over "commerce"): where the names do
       * not fit side by side, a tab moves to a second row. The card's padding
       * on a phone and the tabs' (app.css, plan-tab) are just small enough
       * for the longest names (One-Page, Business, E-commerce) to fit from
       * 375 px up. The corners are a one-row pill's (2 × 1.375rem). A name
       * the owner makes longer than the whole row (40 characters at 320 px)
       * ends in "…" inside it (app.css, plan-tab): never past the card.
       */}
      <div className="flex w-full flex-wrap gap-1 rounded-[1.375rem] bg-brand-50 p-1 text-sm">
        {category.plans.map((plan, index) => (
          <label key={plan.name} className="max-w-full flex-1 cursor-pointer">
            <input
              type="radio"
              name={group}
              value={plan.name}
              defaultChecked={index === 0}
              data-plan={index}
              className="peer sr-only"
            />
            <span lang={langOf(plan.name)} className="plan-tab">
              {plan.name}
            </span>
          </label>
        ))}
      </div>
      {category.plans.map((plan, index) => (
        <div key={plan.name} data-plan-panel={index} className="mt-5">
          <PlanDetails plan={plan} category={category} action={t.pricing.choose(plan.name)} />
        </div>
      ))}
    </fieldset>
  );
}

/**
 * One category's prices. Several plans: a choice styled as tabs, the first chosen; a single
 * plan: shown directly with a Get Started button. Either way the choice
 * opens a WhatsApp chat that names the plan. `laidOutNearScreen`: for a card that never starts
 * on the first screen, laid out as it nears it (app.css).
 */
export function PricingCard({
  category,
  icon,
  laidOutNearScreen = false,
}: {
  category: PricingCategory;
  icon: IconComponent;
  laidOutNearScreen?: boolean;
}) {
  const t = useStrings();
  const langOf = useTextLang();
  const [firstPlan] = category.plans;
  if (!firstPlan) return null;
  const headingId = `${pricingAnchor(category)}-title`;
  return (
    <article
      id={pricingAnchor(category)}
      aria-labelledby={headingId}
      className={cn(
        "flex h-full scroll-mt-28 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6",
        laidOutNearScreen && "laid-out-near-screen-card",
      )}
    >
      <div className="mb-5 flex items-center gap-3">
        <IconBadge icon={icon} size="sm" />
        <h3 id={headingId} lang={langOf(category.title)} className="min-w-0 text-lg font-bold text-brand-950">
          {category.title}
        </h3>
      </div>
      <div className="flex-1">
        {category.plans.length > 1 ? (
          <PlanChooser category={category} />
        ) : (
          <div>
            <p lang={langOf(firstPlan.name)} className="mb-4 text-sm font-semibold text-brand-700">
              {firstPlan.name}
            </p>
            <PlanDetails plan={firstPlan} category={category} action={t.pricing.getStarted} />
          </div>
        )}
      </div>
      <p className="mt-6 flex gap-2.5 rounded-xl bg-saffron-100 p-3 text-sm font-medium text-brand-950">
        <Gift className="size-5 shrink-0 text-brand-700" />
        <span className="min-w-0">
          <span className="font-bold">{t.pricing.specialOffer}</span>{" "}
          <span lang={langOf(category.specialOffer)}>{category.specialOffer}</span>
        </span>
      </p>
    </article>
  );
}
