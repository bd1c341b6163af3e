/** Types of scripts/build-if-stale.mjs (plain JavaScript, so that it runs without a compiler). */

/** What a build is made from: each source file's modification time, and the SITE_* and VITE_* values. */
export interface BuildSnapshot {
  sources: Record<string, number>;
  env: Record<string, string>;
}

export const BUILD_SOURCES: readonly string[];
export const BUILD_STAMP: string;
export function takeSnapshot(root: string, environment?: Record<string, string | undefined>): BuildSnapshot;
export function readStamp(file: string): BuildSnapshot | null;
export function staleReason(state: {
  built: boolean;
  stamp: BuildSnapshot | null;
  now: BuildSnapshot;
}): string | null;
