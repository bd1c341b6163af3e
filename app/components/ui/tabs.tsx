import { type ComponentProps, createContext, type KeyboardEvent, use, useId, useState } from "react";
import { cn } from "~/lib/utils";

/*
 * WAI-ARIA tabs with shadcn's classes and data-state, written here because Radix's cost a long task
 * while /services hydrates (docs/decisions/0008-own-tabs.md). Every panel is in the HTML.
 */

interface TabsState {
  baseId: string;
  selected: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs() {
  const tabs = use(TabsContext);
  if (!tabs) throw new Error("Tab parts must be inside <Tabs>");
  return tabs;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;
const state = (active: boolean) => (active ? "active" : "inactive");

export function Tabs({ defaultValue, ...props }: ComponentProps<"div"> & { defaultValue: string }) {
  const [selected, select] = useState(defaultValue);
  const baseId = useId();
  return (
    <TabsContext value={{ baseId, selected, select }}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext>
  );
}

/** Arrow keys move between tabs (round the ends), Home and End jump; focus selects. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const list = event.currentTarget.closest('[role="tablist"]');
  const tabs = [...(list?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
  const current = tabs.indexOf(event.currentTarget);
  if (current === -1) return;
  const next = {
    ArrowRight: (current + 1) % tabs.length,
    ArrowLeft: (current - 1 + tabs.length) % tabs.length,
    Home: 0,
    End: tabs.length - 1,
  }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  tabs[next]?.focus();
}

export function TabsList({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn("flex w-full gap-1 rounded-full bg-brand-50 p-1 text-sm", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ value, className, ...props }: ComponentProps<"button"> & { value: string }) {
  const { baseId, selected, select } = useTabs();
  const active = selected === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      aria-controls={panelId(baseId, value)}
      aria-selected={active}
      data-state={state(active)}
      // Only the selected tab is in the Tab order; arrows reach the others.
      tabIndex={active ? 0 : -1}
      onKeyDown={moveFocus}
      onFocus={() => select(value)}
      onClick={() => select(value)}
      className={cn(
        "min-h-9 flex-1 rounded-full px-2 py-1.5 font-semibold text-brand-800 transition-colors hover:bg-white/70 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ value, className, ...props }: ComponentProps<"div"> & { value: string }) {
  const { baseId, selected } = useTabs();
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      data-state={state(selected === value)}
      tabIndex={0}
      className={cn("mt-5 data-[state=inactive]:hidden", className)}
      {...props}
    />
  );
}
