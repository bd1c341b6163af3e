/**
 * The privacy notice's versions, newest last (issue 27). Every consent a
 * visitor gives is stored with the version of the notice it was given under,
 * so a new version is a new entry here, never an edit of an old one.
 */
export const PRIVACY_NOTICE_VERSIONS = [{ version: "1", date: "2026-11-27" }] as const;

/** The notice in force: what a consent given now is given under. */
export const PRIVACY_NOTICE = PRIVACY_NOTICE_VERSIONS[PRIVACY_NOTICE_VERSIONS.length - 1]!;
