import { describe, expect, it } from "vitest";
import { plainProblem } from "./channels.server";

describe("plainProblem", () => {
  it("says the usual failures of a test notification plainly, then the technical words", () => {
    expect(plainProblem("connect ECONNREFUSED 127.0.0.1:1")).toBe(
      "Nothing answered at that address and port: check the server's name and port. (connect ECONNREFUSED 127.0.0.1:1)",
    );
    expect(plainProblem("getaddrinfo ENOTFOUND smtp.exmaple.in")).toMatch(/^No server has that name/);
    expect(plainProblem("Invalid login: 535 5.7.8 Username and Password not accepted")).toMatch(
      /^The mail server refused the user name or password\./,
    );
    expect(plainProblem("The webhook answered 500")).toBe("The webhook answered 500");
  });
});
