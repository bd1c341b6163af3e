import { describe, expect, it } from "vitest";
import { createLog, loggableError, withRequestId } from "./log.server";

function capture() {
  const written: Record<string, unknown>[] = [];
  const log = createLog({ write: (line: string) => void written.push(JSON.parse(line)) });
  return { log, written };
}

describe("the server's log", () => {
  it("names the request on every line written while it is handled, even after an await", async () => {
    const { log, written } = capture();
    log.info("starting");
    await withRequestId("req-12345678", async () => {
      log.info("before");
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.error({ err: new Error("boom") }, "after");
    });
    log.info("done");
    expect(written.map((line) => [line.msg, line.requestId])).toEqual([
      ["starting", undefined],
      ["before", "req-12345678"],
      ["after", "req-12345678"],
      ["done", undefined],
    ]);
    expect(written[2]).toMatchObject({ level: "error", err: { type: "Error", message: "boom" } });
  });

  it("keeps a failed query's shape and drops the values it quotes, in the message, the stack and the cause", () => {
    const cause = new Error(
      'Failed query: insert into "contact_messages" ("name") values ($1)\nparams: Ravi Kumar,ravi@example.com',
    );
    const error = new Error("Could not store", { cause });
    Object.assign(cause, { code: "23505" });
    const logged = JSON.stringify(loggableError(error));
    expect(logged).not.toContain("Ravi");
    expect(logged).not.toContain("ravi@example.com");
    expect(loggableError(error)).toMatchObject({
      type: "Error",
      message: "Could not store",
      cause: { message: 'Failed query: insert into "contact_messages" ("name") values ($1)', code: "23505" },
    });
    expect(
      (loggableError(error).stack as string).split("\n").every((line) => line.trimStart().startsWith("at ")),
    ).toBe(true);
  });

  it("keeps a visitor's words out even where they look like stack frames, and drops e-mail addresses", () => {
    const error = new Error(
      'Failed query: insert into "contact_messages" values ($1)\nparams: Asha,\n    at home: 14 MG Road, call 98200 12345',
    );
    const logged = JSON.stringify(loggableError(error));
    expect(logged).not.toContain("MG Road");
    expect(logged).not.toContain("98200");
    const refused = loggableError(new Error("550 5.1.1 <asha.verma@example.in>: Recipient address rejected"));
    expect(refused.message).toBe("550 5.1.1 <<address>>: Recipient address rejected");
  });

  it("logs no more than the kind of anything thrown that is not an Error", () => {
    expect(loggableError("ravi@example.com")).toEqual({ type: "string" });
    expect(loggableError({ email: "ravi@example.com" })).toEqual({ type: "object" });
  });
});
