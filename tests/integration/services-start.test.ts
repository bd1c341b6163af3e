import { describe, expect, it } from "vitest";
import { seedContent } from "~/server/content/store.server";
import { parseServerEnv } from "~/server/env.server";
import { startServices } from "~/server/services.server";

/*
 * The server answers while its database opens (server/main.ts): a page asked for in the first
 * moment of a new site waits for the site's content to be stored, and is not refused for want of it.
 */
describe("a new site's first moment", () => {
  it("a page's content read at once waits for today's texts to be stored, and gets them", async () => {
    const services = startServices(parseServerEnv({ DATA_DIR: "memory://" }));
    try {
      // Asked for at once, as a request arriving while the database opens.
      const [first, second] = await Promise.all([services.content.load(), services.content.load()]);
      expect(first.business.name.en).toBeTruthy();
      expect(second).toBe(first);
      // Stored once: nothing is left to store.
      expect(await seedContent(await services.db())).toEqual([]);
    } finally {
      await services.stop();
    }
  }, 60_000);
});
