import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, toCsv } from "~/lib/csv";

describe("csvCell", () => {
  it("leaves plain text, numbers and booleans as they are", () => {
    expect(csvCell("Asha Verma")).toBe("Asha Verma");
    expect(csvCell(12)).toBe("12");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("quotes a field with a comma, a quote or a line break, doubling the quotes", () => {
    expect(csvCell("Patna, Bihar")).toBe('"Patna, Bihar"');
    expect(csvCell('He said "hi"')).toBe('"He said ""hi"""');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it.each(["=1+2", "+91 98765 43210", "-5", "@SUM(A1)", "\tcmd", "\rcmd"])(
    "neutralises %j with a leading quote",
    (text) => {
      expect(
        csvCell(text)
          .replace(/^"/, "")
          .startsWith(`'${text.charAt(0)}`),
      ).toBe(true);
    },
  );

  it("neutralises and quotes a formula that also holds a comma", () => {
    expect(csvCell('=HYPERLINK("http://x.example","click")')).toBe(
      '"\'=HYPERLINK(""http://x.example"",""click"")"',
    );
  });

  it("leaves a negative number alone: only visitors' text is guarded", () => {
    expect(csvCell(-5)).toBe("-5");
  });
});

describe("toCsv", () => {
  it("starts with the byte-order mark and ends every row with CRLF", () => {
    const csv = toCsv(
      ["id", "name"],
      [
        [1, "Asha"],
        [2, "रवि"],
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(`${CSV_BOM}id,name\r\n1,Asha\r\n2,रवि\r\n`);
  });

  it("is just the header when there are no rows", () => {
    expect(toCsv(["id"], [])).toBe(`${CSV_BOM}id\r\n`);
  });
});
