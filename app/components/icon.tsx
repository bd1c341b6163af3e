import type { LucideIcon, LucideIconData } from "lucide-react";
import { type ComponentType, createElement } from "react";
import * as arrowRight from "lucide-react/icons/arrow-right";
import * as award from "lucide-react/icons/award";
import * as badgeCheck from "lucide-react/icons/badge-check";
import * as briefcase from "lucide-react/icons/briefcase";
import * as calculator from "lucide-react/icons/calculator";
import * as check from "lucide-react/icons/check";
import * as clapperboard from "lucide-react/icons/clapperboard";
import * as clock from "lucide-react/icons/clock";
import * as codeXml from "lucide-react/icons/code-xml";
import * as eye from "lucide-react/icons/eye";
import * as gem from "lucide-react/icons/gem";
import * as gift from "lucide-react/icons/gift";
import * as globe from "lucide-react/icons/globe";
import * as graduationCap from "lucide-react/icons/graduation-cap";
import * as handshake from "lucide-react/icons/handshake";
import * as headset from "lucide-react/icons/headset";
import * as heartPulse from "lucide-react/icons/heart-pulse";
import * as house from "lucide-react/icons/house";
import * as indianRupee from "lucide-react/icons/indian-rupee";
import * as lightbulb from "lucide-react/icons/lightbulb";
import * as mail from "lucide-react/icons/mail";
import * as mapPin from "lucide-react/icons/map-pin";
import * as megaphone from "lucide-react/icons/megaphone";
import * as menu from "lucide-react/icons/menu";
import * as messageCircle from "lucide-react/icons/message-circle";
import * as palette from "lucide-react/icons/palette";
import * as penLine from "lucide-react/icons/pen-line";
import * as phone from "lucide-react/icons/phone";
import * as plane from "lucide-react/icons/plane";
import * as shieldCheck from "lucide-react/icons/shield-check";
import * as target from "lucide-react/icons/target";
import * as trendingUp from "lucide-react/icons/trending-up";
import * as trophy from "lucide-react/icons/trophy";
import * as users from "lucide-react/icons/users";
import * as x from "lucide-react/icons/x";

/**
 * A decorative icon, hidden from assistive technology. Lucide's components
 * fit wherever one is asked for, and so do the icons below.
 */
export type IconComponent = ComponentType<{ className?: string }>;

/**
 * An icon module of lucide-react: beside its component it exports the icon's
 * drawing as `__iconData`. That is not lucide's public API (0.x called it
 * `__iconNode`), so icon.test.tsx checks every icon here against the
 * component's own markup; an icon whose drawing is missing is the component.
 */
type IconModule = { default: LucideIcon; __iconData?: LucideIconData };

/*
 * The icon as lucide-react draws it, less what a page never reads: the class
 * names `lucide lucide-<name>` and an `xmlns`, which HTML does not need. On
 * the public pages that was 110-210 bytes of each document, compressed
 * (brotli, quality 11). A sprite (each drawing once in a <symbol>, a <use>
 * per icon), tried first, saved less on /services and added bytes to the
 * other pages: brotli already sends a repeated drawing as a back-reference.
 */
function drawn({ default: component, __iconData: icon }: IconModule): IconComponent {
  if (!icon) return component;
  const viewBox = `0 0 ${icon.size ?? icon.width ?? 24} ${icon.size ?? icon.height ?? 24}`;
  const Icon = ({ className }: { className?: string }) => (
    <svg
      width="24"
      height="24"
      viewBox={viewBox}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      {icon.node.map(([tag, attributes]) => createElement(tag, attributes))}
    </svg>
  );
  Icon.displayName = component.displayName;
  return Icon;
}

export const ArrowRight = drawn(arrowRight);
export const Award = drawn(award);
export const BadgeCheck = drawn(badgeCheck);
export const Briefcase = drawn(briefcase);
export const Calculator = drawn(calculator);
export const Check = drawn(check);
export const Clapperboard = drawn(clapperboard);
export const Clock = drawn(clock);
export const CodeXml = drawn(codeXml);
export const Eye = drawn(eye);
export const Gem = drawn(gem);
export const Gift = drawn(gift);
export const Globe = drawn(globe);
export const GraduationCap = drawn(graduationCap);
export const Handshake = drawn(handshake);
export const Headset = drawn(headset);
export const HeartPulse = drawn(heartPulse);
export const House = drawn(house);
export const IndianRupee = drawn(indianRupee);
export const Lightbulb = drawn(lightbulb);
export const Mail = drawn(mail);
export const MapPin = drawn(mapPin);
export const Megaphone = drawn(megaphone);
export const Menu = drawn(menu);
export const MessageCircle = drawn(messageCircle);
export const Palette = drawn(palette);
export const PenLine = drawn(penLine);
export const Phone = drawn(phone);
export const Plane = drawn(plane);
export const ShieldCheck = drawn(shieldCheck);
export const Target = drawn(target);
export const TrendingUp = drawn(trendingUp);
export const Trophy = drawn(trophy);
export const Users = drawn(users);
export const X = drawn(x);
