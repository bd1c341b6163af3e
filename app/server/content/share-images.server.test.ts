import { describe, expect, it } from "vitest";
import { page } from "~/config/pages";
import { pageMeta } from "~/content/meta";
import { keptShareImage, shareImage } from "~/server/content/share-images.server";

const site = (name: string, listings = pageMeta) => ({
  name,
  url: "https://sharma.example.in",
  address: { city: "Gaya, Bihar" } as never,
  listings,
});

/** A PNG's width and height, from its IHDR chunk. */
const sizeOf = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe("share images", () => {
  it("draws a 1200 x 630 PNG that changes with the business's name", async () => {
    const first = await shareImage(page("contact"), site("Sharma Services"));
    expect(first.subarray(1, 4).toString()).toBe("PNG");
    expect(sizeOf(first)).toEqual([1200, 630]);
    const renamed = await shareImage(page("contact"), site("Verma Services"));
    expect(renamed.equals(first)).toBe(false);
  });

  it("draws the page's title and description as the owner wrote them", async () => {
    const first = await shareImage(page("careers"), site("Sharma Services"));
    const careers = { title: "Jobs in Gaya | Gaya, Bihar", description: "Two openings for writers." };
    const retitled = await shareImage(page("careers"), site("Sharma Services", { ...pageMeta, careers }));
    expect(retitled.equals(first)).toBe(false);
  });

  it("draws each page's image once per published snapshot", async () => {
    const snapshot = {};
    const one = keptShareImage(snapshot, page("home"), site("Sharma Services"));
    expect(keptShareImage(snapshot, page("home"), site("Sharma Services"))).toBe(one);
    expect(keptShareImage({}, page("home"), site("Sharma Services"))).not.toBe(one);
    await one;
  });
});
