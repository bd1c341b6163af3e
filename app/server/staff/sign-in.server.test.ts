import { describe, expect, it } from "vitest";
import { tooManyAttempts } from "./sign-in.server";

describe("tooManyAttempts", () => {
  it("says how long to wait in whole minutes, in the singular for one", () => {
    expect(tooManyAttempts(30)).toBe("Too many attempts. Please try again in 1 minute.");
    expect(tooManyAttempts(60)).toBe("Too many attempts. Please try again in 1 minute.");
    expect(tooManyAttempts(61)).toBe("Too many attempts. Please try again in 2 minutes.");
    expect(tooManyAttempts(900)).toBe("Too many attempts. Please try again in 15 minutes.");
  });
});
