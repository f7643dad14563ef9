/**
 * Moved to src/build/site-data.ts (build-time code, out of the browser's lib). This re-export only keeps
 * server/rebuild compiling until it imports the new path; nothing in src/ imports this file. Delete it then.
 */
export * from '../build/site-data.ts';
