import { describe, expect, it } from "vitest";
import { isOwnOrigin } from "./own-origin";

describe("a post's Origin", () => {
  const addressed = "http://127.0.0.1:3000";
  const allowed = ["shop.example.in"];

  it("is the page's own when it is the origin the request was addressed to", () => {
    expect(isOwnOrigin("http://127.0.0.1:3000", addressed, allowed)).toBe(true);
    expect(isOwnOrigin("https://127.0.0.1:3000", addressed, allowed)).toBe(false);
    expect(isOwnOrigin("http://127.0.0.1:3001", addressed, allowed)).toBe(false);
  });

  it("is the page's own when its host is one the build allows (SITE_URL's), whatever the scheme", () => {
    expect(isOwnOrigin("https://shop.example.in", addressed, allowed)).toBe(true);
    expect(isOwnOrigin("https://evil.shop.example.in", addressed, allowed)).toBe(false);
    expect(isOwnOrigin("https://shop.example.in.evil.example", addressed, allowed)).toBe(false);
  });

  it("is left to the actions when it has no host (file://), as React Router leaves it", () => {
    expect(isOwnOrigin("file://", addressed, allowed)).toBe(true);
  });

  it("is not when it is null, or no URL at all", () => {
    for (const origin of ["null", "", "shop.example.in", "http://", "https://a b"]) {
      expect(isOwnOrigin(origin, addressed, allowed), origin).toBe(false);
    }
    expect(isOwnOrigin("http://127.0.0.1:3000", "http://", allowed)).toBe(false);
  });
});
