import type { Page } from "@playwright/test";

/** Every element's box and the styles that show, in document order. */
export const layout = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("body *")].map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return [
        element.tagName,
        element.getAttribute("class"),
        [box.x, box.y, box.width, box.height].map(Math.round).join(","),
        style.color,
        style.backgroundColor,
        style.fontFamily,
        style.fontWeight,
        style.boxShadow,
        style.borderTopColor,
        style.outlineStyle,
        style.opacity,
        style.transform,
      ].join(" ");
    }),
  );

/** Phones the site must read well on: the narrow widths in use, each with a screen height of its kind. */
export const PHONE_SCREENS = [
  { width: 320, height: 568 },
  { width: 360, height: 740 },
  { width: 375, height: 667 },
  { width: 390, height: 844 },
  { width: 414, height: 896 },
] as const;

/**
 * The lines an element's text is drawn on, in order, and how far it reaches
 * left and right: each character's box, grouped by the line it stands on.
 * Runs in the page.
 */
export function textLines(element: Element): { lines: string[]; left: number; right: number } {
  const lines: { top: number; text: string }[] = [];
  let left = Infinity;
  let right = -Infinity;
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? "";
    for (let at = 0; at < text.length; at++) {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      const box = range.getClientRects()[0];
      // A space where the line breaks may be drawn nowhere.
      if (!box) continue;
      left = Math.min(left, box.left);
      right = Math.max(right, box.right);
      const last = lines.at(-1);
      if (last && Math.abs(last.top - box.top) < 2) last.text += text[at];
      else lines.push({ top: box.top, text: text[at]! });
    }
  }
  return { lines: lines.map((line) => line.text.trim()).filter(Boolean), left, right };
}

/** Where text passes under the floating button: the element, and a scroll position at which it does. */
export interface TextUnderButton {
  element: string;
  scrollY: number;
}

/**
 * The text elements that the fixed element `button` overlaps at some scroll
 * position between the top and the bottom of the page: every position, not a
 * sample. An element in the page moves up as the page scrolls, so it passes
 * under the button exactly when it shares the button's column and the band of
 * the page the button's height sweeps; a fixed one (the header) stays where it
 * is. An element's text lies in its content box (its border box less borders
 * and padding: a column's margin or a card's padding is no text); text of 1 px
 * or less is a screen reader's only and does not count. The button counts by
 * its border box. Runs in the page: every part must have been drawn once
 * (a part laid out only near the screen counts as 60rem high until then).
 */
export function textUnderButton(button: Element, selector: string): TextUnderButton[] {
  const own = button.closest("aside") ?? button;
  const swept = button.getBoundingClientRect();
  const lowest = document.documentElement.scrollHeight - window.innerHeight;
  const fixed = (element: Element) => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      if (getComputedStyle(at).position === "fixed") return true;
    }
    return false;
  };
  const found: TextUnderButton[] = [];
  for (const element of document.querySelectorAll(selector)) {
    if (own.contains(element) || element.contains(own)) continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const border = element.getBoundingClientRect();
    if (border.width <= 1 || border.height <= 1) continue;
    const style = getComputedStyle(element);
    const inset = (side: "Top" | "Right" | "Bottom" | "Left") =>
      (parseFloat(style[`border${side}Width`]) || 0) + (parseFloat(style[`padding${side}`]) || 0);
    const box = {
      left: border.left + inset("Left"),
      right: border.right - inset("Right"),
      top: border.top + inset("Top"),
      bottom: border.bottom - inset("Bottom"),
    };
    if (box.right <= swept.left + 0.5 || box.left >= swept.right - 0.5) continue;
    // At scroll position s the element's top is at top - s on the screen.
    const stays = fixed(element);
    const top = stays ? box.top : box.top + window.scrollY;
    const bottom = top + (box.bottom - box.top);
    const from = stays ? 0 : Math.max(0, top - swept.bottom);
    const to = stays ? lowest : Math.min(lowest, bottom - swept.top);
    const meets = stays ? box.top < swept.bottom - 0.5 && box.bottom > swept.top + 0.5 : from < to - 0.5;
    if (!meets) continue;
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
    found.push({ element: `<${element.tagName.toLowerCase()}> "${text}"`, scrollY: Math.round(from) });
  }
  return found;
}
