import { describe, expect, it } from "vitest";
import { campaignWord, deviceOf, isCounted, networkOf, referrerDomainOf } from "~/lib/visits";

const CHROME_PHONE =
  "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const FIREFOX_DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

describe("which requests are counted", () => {
  it("counts a browser, and not a robot, a request with no user agent, Global Privacy Control, a prefetch or staff", () => {
    expect(isCounted({ "user-agent": CHROME_PHONE })).toBe(true);
    expect(isCounted({ "user-agent": FIREFOX_DESKTOP, cookie: "theme=dark; other=1" })).toBe(true);
    expect(
      isCounted({ "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }),
    ).toBe(false);
    expect(isCounted({ "user-agent": "curl/8.5.0" })).toBe(false);
    expect(isCounted({})).toBe(false);
    expect(isCounted({ "user-agent": CHROME_PHONE, "sec-gpc": "1" })).toBe(false);
    expect(isCounted({ "user-agent": CHROME_PHONE, "sec-purpose": "prefetch;prerender" })).toBe(false);
    expect(isCounted({ "user-agent": CHROME_PHONE, cookie: "a=1; staff.session_token=abc.def" })).toBe(false);
    expect(isCounted({ "user-agent": CHROME_PHONE, cookie: "__Secure-staff.session_token=abc" })).toBe(false);
    // Only the session: the hint cookie a signed-out browser may keep is no session.
    expect(isCounted({ "user-agent": CHROME_PHONE, cookie: "notstaff.session_token_x=1" })).toBe(true);
  });
});

describe("the network an address is read as", () => {
  it("keeps an IPv4 address's /24 and an IPv6 address's /48, and nothing more", () => {
    expect(networkOf("203.0.113.77")).toBe("203.0.113.0/24");
    expect(networkOf("203.0.113.200")).toBe("203.0.113.0/24");
    expect(networkOf("::ffff:203.0.113.77")).toBe("203.0.113.0/24");
    expect(networkOf("2001:db8:abcd:12:1:2:3:4")).toBe("2001:db8:abcd::/48");
    expect(networkOf("2001:db8:abcd::1")).toBe("2001:db8:abcd::/48");
    expect(networkOf("2001:DB8::1")).toBe("2001:db8:0::/48");
    expect(networkOf("::1")).toBe("0:0:0::/48");
    expect(networkOf("fe80::1%eth0")).toBe("fe80:0:0::/48");
  });

  it("reads anything else as one unknown network", () => {
    for (const text of ["", "unknown", "999.1.1.1", "1.2.3", "1:2:3:4:5:6:7:8:9", "1::2::3", "g::1"]) {
      expect(networkOf(text), text).toBe("unknown");
    }
  });
});

describe("what else a request says", () => {
  it("tells a phone from a desktop", () => {
    expect(deviceOf(CHROME_PHONE)).toBe("phone");
    expect(
      deviceOf("Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148 Safari/604.1"),
    ).toBe("phone");
    expect(deviceOf(FIREFOX_DESKTOP)).toBe("desktop");
  });

  it("keeps the domain of another site that linked here, never a path, and not the site's own", () => {
    expect(referrerDomainOf("https://www.google.com/search?q=patna+web+design", ["example.in"])).toBe(
      "google.com",
    );
    expect(referrerDomainOf("https://l.facebook.com/l.php?u=x", ["example.in"])).toBe("l.facebook.com");
    expect(referrerDomainOf("https://example.in/services", ["example.in"])).toBeNull();
    expect(referrerDomainOf("http://localhost:3000/", ["localhost:3000"])).toBeNull();
    expect(referrerDomainOf("not a url", ["example.in"])).toBeNull();
    expect(referrerDomainOf("http://10.0.0.5/intranet", ["example.in"])).toBeNull();
    expect(referrerDomainOf("http://[2001:db8::1]/", ["example.in"])).toBeNull();
    expect(referrerDomainOf(undefined, ["example.in"])).toBeNull();
  });

  it("keeps a campaign's words on one line, at most 100 characters", () => {
    expect(campaignWord(" diwali\nsale ")).toBe("diwali sale");
    expect(campaignWord("x".repeat(300))).toHaveLength(100);
    expect(campaignWord("")).toBeNull();
    expect(campaignWord(null)).toBeNull();
  });
});
