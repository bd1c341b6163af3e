import type { MetaDescriptor } from "react-router";

/** Whether `pathname` is the back office's: the only pages React runs on in the browser. */
export const isBackOfficePath = (pathname: string) => /^\/admin(?:\/|$)/.test(pathname);

/** Back-office pages: titled, and never indexed. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | Back office` }, { name: "robots", content: "noindex, nofollow" }];
}

/** Where to go after signing in: a back-office path, never another site. */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith("/admin") || next.startsWith("//") || /[\\\s]/.test(next)) return "/admin";
  return next;
}

/** The cookie (readable by scripts) that tells public pages a staff session may exist. */
export const STAFF_HINT_COOKIE = "staff_hint";
