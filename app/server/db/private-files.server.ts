import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

/*
 * The embedded database's files hold personal data, password hashes, live
 * session tokens and the generated auth secret: no other account on the
 * machine may read them (docs/decisions/0023-security-review.md). PGlite
 * writes the files of a new database 0666 whatever the umask, so modes are
 * set here rather than trusted to the umask alone.
 */

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * From now on this process creates files for its own account only: 0600
 * files and 0700 folders, for it and for the programs it starts (pg_dump,
 * tar). Nothing the server or the owner's tools write is for other users.
 */
export function createOwnerOnlyFromNowOn() {
  process.umask(0o077);
}

/**
 * Takes group and other access off `root` and everything under it (links are
 * left alone, not followed) and returns how many entries it changed. A folder
 * shared on purpose (/tmp, with its sticky bit) is refused rather than
 * narrowed: DATA_DIR must be a folder of the site's own.
 */
export function makeTreeOwnerOnly(root: string): number {
  const stat = lstatSync(root);
  if (stat.isDirectory() && stat.mode & 0o1000) {
    throw new Error(`${root} is a shared folder (like /tmp): give the site a folder of its own.`);
  }
  let changed = 0;
  const visit = (entry: string) => {
    const info = lstatSync(entry);
    if (info.isSymbolicLink()) return;
    if (info.mode & 0o077) {
      chmodSync(entry, info.mode & 0o700);
      changed += 1;
    }
    if (info.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
  return changed;
}

/** Makes `dir` (and any missing parents) owner-only, and tightens what is already in it. Returns how many entries changed. */
export function ensurePrivateDir(dir: string): number {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  return makeTreeOwnerOnly(dir);
}
