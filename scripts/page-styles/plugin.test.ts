import { describe, expect, it } from "vitest";
import { withoutComments } from "./plugin";
import { rulesUsedBy } from "./rules";

const STYLESHEET = [
  "@font-face{font-family:Jakarta Rupee;src:url(/r.woff2);unicode-range:U+20B9}",
  ".static{position:static}",
  ".table{display:table}",
  ".used{color:red}",
].join("");

describe("withoutComments", () => {
  it("drops a module's comments and keeps its code, strings and JSX as written", () => {
    const source = [
      "/** A static page, with a table of prices in ₹ */",
      "// the inline list",
      'export const Page = () => <p className="used" data-x="/* kept */">{price}</p>;',
    ].join("\n");
    const code = withoutComments("page.tsx", source);
    expect(code).not.toMatch(/static|table|inline/);
    expect(code).toContain('<p className="used" data-x="/* kept */">{price}</p>');
    expect(withoutComments("app.css", "/* a table */ .used { color: red }")).toBe(" .used { color: red }");
  });

  it("leaves out the rules of utilities only a comment names, and keeps the faces a comment names", async () => {
    const source =
      '/** A static table of prices, drawn in ₹ by Intl */\nexport const Price = () => <p className="used" />;';
    const css = await rulesUsedBy(STYLESHEET, [source], { code: [withoutComments("price.tsx", source)] });
    expect(css).toContain(".used{");
    expect(css).toContain("Jakarta Rupee");
    expect(css).not.toContain(".static");
    expect(css).not.toContain(".table");
    // Read as before, the comment's words keep them.
    expect(await rulesUsedBy(STYLESHEET, [source])).toContain(".static");
  });
});
