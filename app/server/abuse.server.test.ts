import fc from "fast-check";
import { BlockList, isIP } from "node:net";
import { describe, expect, it } from "vitest";
import { clientKey } from "./abuse.server";

const group = fc.integer({ min: 0, max: 0xffff });
const fourGroups = fc.tuple(group, group, group, group);

/** The many ways one IPv6 address can be written. */
interface Spelling {
  upper: boolean;
  padded: boolean;
  shortened: boolean;
  zone: boolean;
}
const spelling: fc.Arbitrary<Spelling> = fc.record({
  upper: fc.boolean(),
  padded: fc.boolean(),
  shortened: fc.boolean(),
  zone: fc.boolean(),
});

function spell(groups: number[], { upper, padded, shortened, zone }: Spelling) {
  let parts = groups.map((value) => value.toString(16).padStart(padded ? 4 : 1, "0"));
  if (upper) parts = parts.map((part) => part.toUpperCase());
  let text = parts.join(":");
  if (shortened) {
    // "::" stands for the longest run of zero groups.
    const runs = [...text.matchAll(/(?:^|:)(?:0+(?::|$))+/g)].map((run) => run[0]);
    const longest = runs.sort((a, b) => b.length - a.length)[0];
    if (longest) text = text.replace(longest, "::");
  }
  return zone ? `${text}%eth0` : text;
}

/** ::ffff:0:0/96, IPv4 written as IPv6: inside the /64 0:0:0:0::/64, but counted as the IPv4 address. */
function isIpv4Mapped(groups: number[]) {
  return groups.slice(0, 5).every((value) => value === 0) && groups[5] === 0xffff;
}

describe("clientKey", () => {
  it.each([
    ["203.0.113.5", "203.0.113.5"],
    ["::ffff:203.0.113.5", "203.0.113.5"],
    ["::FFFF:203.0.113.5", "203.0.113.5"],
    ["::ffff:203.0.113.5%eth0", "203.0.113.5"],
    ["0:0:0:0:0:ffff:cb00:7105", "203.0.113.5"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::2", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:ffff:0000:0000:0001", "2001:db8:1:2::/64"],
    ["[2001:db8:1:2::1]", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::1%eth0", "2001:db8:1:2::/64"],
    ["2001:db8:1:3::1", "2001:db8:1:3::/64"],
    ["::1", "0:0:0:0::/64"],
    ["64:ff9b::203.0.113.5", "64:ff9b:0:0::/64"],
  ])("counts %s as %s", (address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it.each([
    "unknown",
    "",
    "203.0.113.300",
    "::ffff:203.0.113.300",
    "2001:db8::1::2",
    "gggg::1",
    "1.2.3.4%eth0",
  ])("counts %j, which is not an address, as itself", (address) => {
    expect(clientKey(address)).toBe(address);
  });

  it("never throws, whatever it is given", () => {
    const addressLike = fc.string({ unit: fc.constantFrom(..."0123456789abcDEF:.%[] "), maxLength: 45 });
    const anything = fc.oneof(addressLike, fc.string({ unit: "binary", maxLength: 45 }));
    fc.assert(fc.property(anything, (text) => typeof clientKey(text) === "string"));
  });

  it("gives two addresses in the same /64 the same key, however they are written", () => {
    fc.assert(
      fc.property(fourGroups, fourGroups, fourGroups, spelling, spelling, (prefix, first, second, a, b) => {
        const one = [...prefix, ...first];
        const other = [...prefix, ...second];
        fc.pre(!isIpv4Mapped(one) && !isIpv4Mapped(other));
        expect(clientKey(spell(one, a))).toBe(clientKey(spell(other, b)));
      }),
    );
  });

  it("gives addresses in different /64s different keys", () => {
    fc.assert(
      fc.property(fourGroups, fourGroups, fourGroups, spelling, (prefix, otherPrefix, rest, style) => {
        fc.pre(prefix.join() !== otherPrefix.join());
        const one = [...prefix, ...rest];
        const other = [...otherPrefix, ...rest];
        fc.pre(!isIpv4Mapped(one) && !isIpv4Mapped(other));
        expect(clientKey(spell(one, style))).not.toBe(clientKey(spell(other, style)));
      }),
    );
  });

  it("counts an IPv4-mapped IPv6 address as the IPv4 address", () => {
    fc.assert(
      fc.property(fc.ipV4(), spelling, (ipv4, style) => {
        const [a = 0, b = 0, c = 0, d = 0] = ipv4.split(".").map(Number);
        const hex = spell([0, 0, 0, 0, 0, 0xffff, (a << 8) | b, (c << 8) | d], style);
        expect(clientKey(`::ffff:${ipv4}`)).toBe(ipv4);
        expect(clientKey(hex)).toBe(ipv4);
        expect(clientKey(ipv4)).toBe(ipv4);
      }),
    );
  });

  it("keys any IPv6 address by the /64 that Node's own parser puts it in", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.ipV6(),
          fc.ipV4().map((ipv4) => `::ffff:${ipv4}`),
        ),
        (address) => {
          const key = clientKey(address);
          if (isIP(key) === 4) {
            // Node checks an IPv4 rule against IPv4-mapped IPv6 addresses too.
            const mapped = new BlockList();
            mapped.addSubnet("::ffff:0:0", 96, "ipv6");
            const same = new BlockList();
            same.addAddress(key, "ipv4");
            expect(mapped.check(address, "ipv6") && same.check(address, "ipv6")).toBe(true);
            return;
          }
          expect(key).toMatch(/^([0-9a-f]{1,4}:){4}:\/64$/);
          const subnet = new BlockList();
          subnet.addSubnet(key.replace("/64", ""), 64, "ipv6");
          expect(subnet.check(address, "ipv6")).toBe(true);
        },
      ),
    );
  });
});
