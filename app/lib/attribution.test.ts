import { describe, expect, it } from "vitest";
import { attributionOfLanding, attributionOfPost } from "./attribution";

const SITE = "https://shop.example.in";

const post = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
};

describe("where a visit began", () => {
  it("is the landing page, the referring site's domain and the campaign of the address", () => {
    expect(
      attributionOfLanding(
        new URL(`${SITE}/services?utm_source=x&utm_medium=cpc&utm_campaign=y&page=2`),
        "https://www.google.com/search?q=patna+web+design",
      ),
    ).toEqual({
      landing: "/services",
      referrer: "www.google.com",
      utm_source: "x",
      utm_medium: "cpc",
      utm_campaign: "y",
    });
    // From a page of the site itself, or typed in: no referrer.
    expect(attributionOfLanding(new URL(`${SITE}/`), `${SITE}/about`).referrer).toBe("");
    expect(attributionOfLanding(new URL(`${SITE}/`), "").referrer).toBe("");
    expect(attributionOfLanding(new URL(`${SITE}/`), "not a url").referrer).toBe("");
  });

  it("takes what the site script sent, checked and cut to size, else what the form page's address says", () => {
    const sent = post({
      landing: "/?x=1",
      referrer: "WWW.Google.com",
      utm_source: `news\u0000letter${"x".repeat(200)}`,
      utm_medium: "",
      utm_campaign: "diwali",
    });
    expect(attributionOfPost(sent, null, [SITE])).toEqual({
      landing: "/?x=1",
      referrer: "www.google.com",
      utm_source: `news letter${"x".repeat(89)}`,
      utm_medium: "",
      utm_campaign: "diwali",
    });
    // Not a path of the site, not a domain: left out.
    expect(
      attributionOfPost(post({ landing: "//evil.example/", referrer: "a b<c>" }), null, [SITE]),
    ).toMatchObject({
      landing: "",
      referrer: "",
    });
    // Without the script: the form page's own campaign, when the page is the site's.
    expect(attributionOfPost(post({}), `${SITE}/contact?utm_source=flyer&utm_campaign=mela`, [SITE])).toEqual(
      {
        landing: "/contact",
        referrer: "",
        utm_source: "flyer",
        utm_medium: "",
        utm_campaign: "mela",
      },
    );
    expect(attributionOfPost(post({}), `${SITE}/contact`, [SITE]).landing).toBe("");
    expect(attributionOfPost(post({}), "https://evil.example/contact?utm_source=x", [SITE]).utm_source).toBe(
      "",
    );
    expect(attributionOfPost(post({}), "::", [SITE]).utm_source).toBe("");
  });
});
