import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DOCKERFILE_STEPS, dockerfileNpmSteps } from "./smoke-start";

describe("the smoke test of the image's steps", () => {
  it("runs what the Dockerfile runs, in its order", () => {
    expect(dockerfileNpmSteps(readFileSync("Dockerfile", "utf8"))).toEqual(DOCKERFILE_STEPS);
  });

  it("reads RUN lines as BuildKit does: continuations joined, --mount options left out", () => {
    const dockerfile = [
      "FROM node:24-slim",
      "RUN --mount=type=cache,target=/root/.npm npx -y npm@10 ci \\",
      "    --no-audit",
      "RUN mkdir -p /data",
      "RUN npm run build",
    ].join("\n");
    expect(dockerfileNpmSteps(dockerfile)).toEqual(["npx -y npm@10 ci --no-audit", "npm run build"]);
  });
});
