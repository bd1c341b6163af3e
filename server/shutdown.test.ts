import { describe, expect, it } from "vitest";
import { exitAfter } from "./shutdown";

describe("the exit after a shutdown", () => {
  const exitCode = async (lastStep: () => unknown) => {
    const codes: number[] = [];
    await exitAfter(lastStep, (code) => codes.push(code), { error: () => {} });
    return codes;
  };

  it("is 0 once the last step has finished", async () => {
    let finished = false;
    const codes = await exitCode(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      finished = true;
    });
    expect(finished).toBe(true);
    expect(codes).toEqual([0]);
  });

  it("is 1 when the last step fails, or throws at once", async () => {
    expect(await exitCode(() => Promise.reject(new Error("close failed")))).toEqual([1]);
    expect(
      await exitCode(() => {
        throw new Error("close failed");
      }),
    ).toEqual([1]);
  });

  it("is 0 when there is nothing to close", async () => {
    expect(await exitCode(() => undefined)).toEqual([0]);
  });
});
