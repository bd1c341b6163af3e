import { Gift, type LucideIcon, MessageCircle } from "lucide-react";
import { Button } from "~/components/ui/button";
import { IconBadge } from "~/components/ui/icon-badge";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { toasts } from "~/content/messages";
import type { Plan, PricingCategory } from "~/content/types";
import { formatPrice } from "~/lib/format";
import { pricingAnchor, whatsappLink } from "~/lib/links";
import { whatsappMessages } from "~/content/whatsapp";
import { notify } from "~/browser/notifications";

/** Tab values become element ids, so they must not contain spaces. */
const planValue = (index: number) => `plan-${index + 1}`;

function PlanDetails({ plan, category, action }: { plan: Plan; category: PricingCategory; action: string }) {
  const price = formatPrice(plan.price);
  return (
    <div>
      <p className="flex items-baseline gap-1.5 text-brand-950">
        {price.prefix && <span className="text-sm font-medium text-slate-600">{price.prefix}</span>}
        <span className="text-4xl font-extrabold tracking-tight">{price.amount}</span>
        {price.suffix && <span className="text-base font-medium text-slate-600">{price.suffix}</span>}
      </p>
      <p className="mt-3 min-h-12 leading-relaxed text-slate-600">{plan.description}</p>
      <Button asChild variant="whatsapp" className="mt-5 w-full">
        <a
          href={whatsappLink(whatsappMessages.plan(plan.name, category.title))}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => notify(toasts.awesomeChoice(plan.name, category.title))}
          aria-label={`${action}: ${plan.name} plan for ${category.title} on WhatsApp (opens in a new tab)`}
        >
          <MessageCircle aria-hidden="true" />
          {action}
        </a>
      </Button>
    </div>
  );
}

/**
 * One category's prices. Several plans: tabs, the first selected; a single
 * plan: shown directly with a Get Started button. Either way the choice
 * opens a WhatsApp chat that names the plan.
 */
export function PricingCard({ category, icon }: { category: PricingCategory; icon: LucideIcon }) {
  const [firstPlan] = category.plans;
  if (!firstPlan) return null;
  const headingId = `${pricingAnchor(category)}-title`;
  return (
    <article
      id={pricingAnchor(category)}
      aria-labelledby={headingId}
      className="flex h-full scroll-mt-28 flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="mb-5 flex items-center gap-3">
        <IconBadge icon={icon} size="sm" />
        <h3 id={headingId} className="text-lg font-bold text-brand-950">
          {category.title}
        </h3>
      </div>
      <div className="flex-1">
        {category.plans.length > 1 ? (
          <Tabs defaultValue={planValue(0)}>
            <TabsList aria-label={`${category.title} plans`}>
              {category.plans.map((plan, index) => (
                <TabsTrigger key={plan.name} value={planValue(index)}>
                  {plan.name}
                </TabsTrigger>
              ))}
            </TabsList>
            {category.plans.map((plan, index) => (
              // Every plan is in the HTML (for search engines and readers without
              // JavaScript); CSS hides the inactive ones (ui/tabs.tsx).
              <TabsContent key={plan.name} value={planValue(index)}>
                <PlanDetails plan={plan} category={category} action={`Choose ${plan.name}`} />
              </TabsContent>
            ))}
          </Tabs>
        ) : (
          <div>
            <p className="mb-4 text-sm font-semibold text-brand-700">{firstPlan.name}</p>
            <PlanDetails plan={firstPlan} category={category} action="Get Started" />
          </div>
        )}
      </div>
      <p className="mt-6 flex gap-2.5 rounded-xl bg-saffron-100 p-3 text-sm font-medium text-brand-950">
        <Gift aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        <span>
          <span className="font-bold">Special offer:</span> {category.specialOffer}
        </span>
      </p>
    </article>
  );
}
