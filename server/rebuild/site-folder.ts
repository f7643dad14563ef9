import { existsSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';

/**
 * Where rebuilt sites live: DATA_DIR/site/build-<stamp>/ folders and a `current` symlink to the one being
 * served. The server's static root is the symlink path, so swapping it (an atomic rename) switches every
 * later request to the new site; a request never sees a half-built one.
 */
export function siteRoot(dataDir: string): string {
  return path.resolve(dataDir, 'site');
}

export function currentLink(dataDir: string): string {
  return path.join(siteRoot(dataDir), 'current');
}

let sequence = 0;

/** A new, unique build folder name, sortable by time (a counter orders builds started in the same millisecond). */
export function newBuildDir(dataDir: string, now = new Date()): string {
  mkdirSync(siteRoot(dataDir), { recursive: true });
  const stamp = now.toISOString().replace(/[-:.TZ]/g, '');
  return path.join(siteRoot(dataDir), `build-${stamp}-${String(sequence++ % 10000).padStart(4, '0')}-${process.pid}`);
}

/** Points `current` at a folder atomically: a temporary symlink renamed over the old one. */
export function swapCurrent(dataDir: string, target: string): void {
  const link = currentLink(dataDir);
  const tmp = `${link}.${process.pid}.${Date.now()}.tmp`;
  const rel = path.relative(siteRoot(dataDir), path.resolve(target));
  symlinkSync(rel.startsWith('..') ? path.resolve(target) : rel, tmp, 'dir');
  renameSync(tmp, link);
}

/** The folder `current` points at, or null. */
export function currentTarget(dataDir: string): string | null {
  try {
    return path.resolve(siteRoot(dataDir), readlinkSync(currentLink(dataDir)));
  } catch {
    return null;
  }
}

export function hasCurrentSite(dataDir: string): boolean {
  return existsSync(path.join(currentLink(dataDir), 'index.html'));
}

/**
 * Removes old builds: keeps the served one, the newest `keep` others (a previous site to fall back to, and
 * any build still running in another process), and everything newer than `ours`.
 */
export function pruneBuilds(dataDir: string, ours: string, keep = 2): void {
  const root = siteRoot(dataDir);
  const served = currentTarget(dataDir);
  const builds = readdirSync(root).filter((n) => n.startsWith('build-') && !n.endsWith('.json')).sort();
  const oursName = path.basename(ours);
  const older = builds.filter((n) => n < oursName && path.join(root, n) !== served);
  for (const name of older.slice(0, Math.max(0, older.length - keep))) {
    rmSync(path.join(root, name), { recursive: true, force: true });
    rmSync(path.join(root, `${name}.json`), { force: true });
  }
}

/**
 * The static root the server uses: the `current` symlink (followed on every request, so swaps take effect
 * at once). When no rebuild has happened yet but SITE_DIR holds a built site, `current` is pointed at it first.
 */
export function servedSiteDir(dataDir: string, prebuilt: string): string {
  if (!hasCurrentSite(dataDir) && existsSync(path.join(prebuilt, 'index.html'))) {
    mkdirSync(siteRoot(dataDir), { recursive: true });
    swapCurrent(dataDir, prebuilt);
  }
  return hasCurrentSite(dataDir) ? currentLink(dataDir) : prebuilt;
}

/** True when `current` is one of our rebuilds (not a link to a prebuilt SITE_DIR). */
export function currentIsRebuild(dataDir: string): boolean {
  const target = currentTarget(dataDir);
  return !!target && path.dirname(target) === siteRoot(dataDir) && path.basename(target).startsWith('build-') && hasCurrentSite(dataDir);
}
