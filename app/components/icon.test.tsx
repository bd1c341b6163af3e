import * as lucide from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as icons from "~/components/icon";

/** Lucide's markup less what the site's icons leave out: the `xmlns` and lucide's class names. */
const withoutUnread = (html: string) =>
  html
    .replace(' xmlns="http://www.w3.org/2000/svg"', "")
    .replace(/ class="lucide(?: lucide-[\w-]+)* /, ' class="');

describe("icons", () => {
  it.each(Object.entries(icons))("%s is lucide's drawing, without its class names", (name, Icon) => {
    const Lucide = lucide[name as keyof typeof lucide] as lucide.LucideIcon;
    const html = renderToStaticMarkup(<Icon className="size-5 text-brand-600" />);
    expect(html).toBe(withoutUnread(renderToStaticMarkup(<Lucide className="size-5 text-brand-600" />)));
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toContain("lucide");
  });
});
