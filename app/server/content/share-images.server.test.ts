import { describe, expect, it } from "vitest";
import { page } from "~/config/pages";
import { pageMeta } from "~/content/meta";
import { noticeListings } from "~/lib/content-views";
import type { SiteDetails } from "~/lib/site-details";

type ShownListings = SiteDetails["listings"];

/** A new site's listings: the owner's first texts and the notice's own. */
const NEW_SITE = { ...pageMeta, ...noticeListings("en") };
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { keptShareImage, shareImage } from "~/server/content/share-images.server";
import { typesetter, woffToSfnt } from "~/server/content/hindi-share-image.server";

const site = (name: string, listings: ShownListings = NEW_SITE) => ({
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
    const retitled = await shareImage(page("careers"), site("Sharma Services", { ...NEW_SITE, careers }));
    expect(retitled.equals(first)).toBe(false);
  });

  it("draws a Hindi page's image in Hindi, shaped, its long lines broken within the width", async () => {
    const listings = {
      ...NEW_SITE,
      contact: {
        title: "हमसे संपर्क करें | पटना, बिहार",
        description:
          "कॉल, ई-मेल, WhatsApp पर चैट कीजिए या मैसेज भेजिए। हम 24 घंटे के अंदर जवाब देते हैं। हमारे दफ़्तर का पता, काम के घंटे और आम सवालों के जवाब पाएँ।",
      },
    };
    const hindi = await shareImage(page("contact"), { ...site("शर्मा सर्विसेज", listings), lang: "hi" });
    expect(sizeOf(hindi)).toEqual([1200, 630]);
    const english = await shareImage(page("contact"), site("शर्मा सर्विसेज", listings));
    expect(hindi.equals(english)).toBe(false);
    const style = { size: 28, weight: 400 as const, fill: "#000" };
    const { linesOf, widthOf } = await typesetter();
    const lines = linesOf(listings.contact.description, style, 1000, 3);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(" ")).toBe(listings.contact.description);
    // A conjunct is drawn as one shape: shaped, "क्ष" is narrower than its three letters drawn apart.
    const apart = ["क", "्", "ष"].reduce((sum, letter) => sum + widthOf(letter, style), 0);
    expect(widthOf("क्ष", style)).toBeGreaterThan(0);
    expect(widthOf("क्ष", style)).toBeLessThan(apart * 0.8);
    // A vowel sign inside a word moves the pen (resvg's own shaping lost it: "जवाब" as "जवब").
    expect(widthOf("जवाब", style)).toBeGreaterThan(widthOf("जवब", style) + 5);
  });

  it("reads a WOFF font as the TrueType file it wraps", () => {
    const woff = readFileSync(
      createRequire(import.meta.url).resolve(
        "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff",
      ),
    );
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12));
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
    expect(() => woffToSfnt(Buffer.from("not a font"))).toThrow("not a WOFF file");
  });

  it("draws each page's image once per published snapshot", async () => {
    const snapshot = {};
    const one = keptShareImage(snapshot, page("home"), site("Sharma Services"));
    expect(keptShareImage(snapshot, page("home"), site("Sharma Services"))).toBe(one);
    expect(keptShareImage({}, page("home"), site("Sharma Services"))).not.toBe(one);
    await one;
  });
});
