/** The moderation page's tabs: waiting for review, shown publicly, kept but never shown. */
export const MODERATION_TABS = ["pending", "approved", "rejected"] as const;
export type ModerationTab = (typeof MODERATION_TABS)[number];

export type ModerationDecision = "approve" | "reject" | "undo" | "delete" | "feature" | "unfeature";

/** More than a phone screen can usefully hold; a tab shows at most this many. */
export const MODERATION_PAGE_SIZE = 100;
