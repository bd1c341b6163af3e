import { describe, expect, it } from "vitest";
import {
  CONTROL_CHAR_MESSAGE,
  NOT_TEXT,
  optionalText,
  requiredText,
  tooLong,
  englishMessages,
  withoutBidiControls,
} from "./fields";

const REQUIRED = "Please enter it.";
const singleLine = requiredText({ messages: englishMessages(20), max: 20, required: REQUIRED });
const multiLine = requiredText({
  messages: englishMessages(20),
  max: 20,
  multiline: true,
  required: REQUIRED,
});
const optional = optionalText({ messages: englishMessages(20), max: 20 });

function messageOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

/** Characters that show nothing, however many of them are typed or pasted. */
const INVISIBLE = {
  "zero-width space": "\u200B",
  "zero-width non-joiner": "\u200C",
  "zero-width joiner": "\u200D",
  "word joiner": "\u2060",
  "byte order mark": "\uFEFF",
  "Arabic letter mark": "\u061C",
  "left-to-right and right-to-left marks": "\u200E\u200F",
  "bidi embeddings and overrides": "\u202A\u202B\u202C\u202D\u202E",
  "bidi isolates": "\u2066\u2067\u2068\u2069",
  "soft hyphen": "\u00AD",
  "Mongolian vowel separator": "\u180E",
  "variation selector": "\uFE0F",
  "Hangul filler": "\u3164",
  "blank Braille cell": "\u2800",
  "tag space": "\u{E0020}",
  "mixed with Unicode spaces": " \u00A0\u200B\u3000\u2003\u200D ",
};

describe("text fields", () => {
  it("store text composed (NFC), whichever way it was typed", () => {
    const decomposed = "Jose\u0301 Nin\u0303o";
    expect(singleLine.parse(decomposed)).toBe("Jos\u00E9 Ni\u00F1o");
    expect(multiLine.parse(decomposed)).toBe("Jos\u00E9 Ni\u00F1o");
    expect(optional.parse(decomposed)).toBe("Jos\u00E9 Ni\u00F1o");
  });

  it("apply the length limit to the composed text", () => {
    const upToTen = requiredText({ messages: englishMessages(10), max: 10, required: REQUIRED });
    // Ten characters once composed, twenty as sent.
    expect(upToTen.parse("e\u0301".repeat(10))).toBe("\u00E9".repeat(10));
    // A character that NFC splits in two (Devanagari QA) counts twice.
    expect(messageOf(upToTen.safeParse("\u0958".repeat(6)))).toBe(tooLong(10));
  });

  it("turn the CRLF and CR line breaks of a text area into LF, before the length limit", () => {
    expect(multiLine.parse("one\r\ntwo\rsix")).toBe("one\ntwo\nsix");
    const upToNine = requiredText({
      messages: englishMessages(9),
      max: 9,
      multiline: true,
      required: REQUIRED,
    });
    expect(upToNine.parse("a\r\nb\r\nc\r\nd\r\ne")).toBe("a\nb\nc\nd\ne");
    expect(multiLine.parse("\tTab\tand\n")).toBe("Tab\tand");
  });

  it.each(["a\nb", "a\r\nb", "a\rb", "a\tb"])(
    "refuse a line break or tab in single-line text (%j)",
    (value) => {
      expect(messageOf(singleLine.safeParse(value))).toBe(CONTROL_CHAR_MESSAGE);
      expect(messageOf(optional.safeParse(value))).toBe(CONTROL_CHAR_MESSAGE);
    },
  );

  it.each([
    ["NUL", "\u0000"],
    ["bell", "\u0007"],
    ["vertical tab", "\u000B"],
    ["escape", "\u001B"],
    ["delete", "\u007F"],
    ["C1 padding", "\u0080"],
    ["next line (C1)", "\u0085"],
    ["C1 application command", "\u009F"],
  ])("refuse a control character (%s) with a message a visitor understands", (_, control) => {
    for (const schema of [singleLine, multiLine, optional]) {
      expect(messageOf(schema.safeParse(`Asha${control}Verma`))).toBe(CONTROL_CHAR_MESSAGE);
    }
  });

  it.each(Object.entries(INVISIBLE))(
    "ask for a required field that holds only invisible characters (%s)",
    (_, text) => {
      expect(messageOf(singleLine.safeParse(text))).toBe(REQUIRED);
      expect(messageOf(multiLine.safeParse(`${text}\n${text}`))).toBe(REQUIRED);
      expect(optional.parse(text)).toBe("");
    },
  );

  it("keep the invisible characters that are part of real text", () => {
    // The joiners shape Indic conjuncts and emoji.
    expect(singleLine.parse("क्\u200Dष")).toBe("क्\u200Dष");
    expect(multiLine.parse("👩\u200D💻 Thanks")).toBe("👩\u200D💻 Thanks");
  });

  it.each([
    ["left-to-right embedding", "\u202A"],
    ["right-to-left embedding", "\u202B"],
    ["pop directional formatting", "\u202C"],
    ["left-to-right override", "\u202D"],
    ["right-to-left override", "\u202E"],
    ["left-to-right isolate", "\u2066"],
    ["right-to-left isolate", "\u2067"],
    ["first strong isolate", "\u2068"],
    ["pop directional isolate", "\u2069"],
  ])("store text without a bidi control that would show it reordered (%s)", (_, control) => {
    expect(withoutBidiControls(`Asha ${control}ammaV`)).toBe("Asha ammaV");
    for (const schema of [singleLine, multiLine, optional]) {
      expect(schema.parse(`Asha ${control}ammaV${control}`)).toBe("Asha ammaV");
    }
  });

  it("keep the left-to-right and right-to-left marks, which reorder no text", () => {
    for (const schema of [singleLine, multiLine, optional]) {
      expect(schema.parse("Ravi \u200Eराम\u200F Kumar")).toBe("Ravi \u200Eराम\u200F Kumar");
    }
  });

  it("ask for a required field made only of bidi controls, and keep an optional one empty", () => {
    const controls = "\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069";
    expect(messageOf(singleLine.safeParse(controls))).toBe(REQUIRED);
    expect(messageOf(multiLine.safeParse(controls))).toBe(REQUIRED);
    expect(optional.parse(controls)).toBe("");
  });

  it("apply the length limit to the text as stored, without bidi controls", () => {
    const upToFive = requiredText({ messages: englishMessages(5), max: 5, required: REQUIRED });
    expect(upToFive.parse("\u202Eabcde\u202C")).toBe("abcde");
  });

  it("check a value over its limit no further: one message, and no other check run on it", () => {
    const overLong = "\u0000@. ".repeat(10);
    for (const schema of [singleLine, multiLine, optional]) {
      const result = schema.safeParse(overLong);
      expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([tooLong(20)]);
    }
  });

  it("refuse anything but text", () => {
    for (const schema of [singleLine, multiLine, optional]) {
      expect(messageOf(schema.safeParse(new File(["x"], "x.txt")))).toBe(NOT_TEXT);
      expect(messageOf(schema.safeParse(5))).toBe(NOT_TEXT);
    }
  });
});
