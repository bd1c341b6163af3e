import { describe, expect, it, vi } from "vitest";
import { within } from "./within.server";

describe("within", () => {
  it("gives the attempt's own answer when it comes in time, and drops nothing", async () => {
    const abort = vi.fn();
    await expect(within(1_000, "The server", Promise.resolve("answer"), abort)).resolves.toBe("answer");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(abort).not.toHaveBeenCalled();
  });

  it("names what did not answer once the time is up, and drops the attempt", async () => {
    const abort = vi.fn();
    const started = Date.now();
    await expect(within(500, "The mail server", new Promise(() => {}), abort)).rejects.toThrow(
      "The mail server did not answer within 1 s",
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(490);
    expect(abort).toHaveBeenCalledTimes(1);
  });

  it("names the wait, not the attempt's own error, when dropping the attempt rejects it at once", async () => {
    // As fetch and nodemailer do on their abort signal: the attempt rejects inside abort().
    let rejectAttempt: (error: Error) => void = () => {};
    const attempt = new Promise<never>((_, reject) => (rejectAttempt = reject));
    const abort = () => rejectAttempt(new Error("This operation was aborted"));
    await expect(within(1_000, "The webhook", attempt, abort)).rejects.toThrow(
      "The webhook did not answer within 1 s",
    );
  });
});
