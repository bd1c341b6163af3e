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
