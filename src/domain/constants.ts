/**
 * Business constants and limits of SPEC §9, in one place so the site, the API and
 * the tests agree on them. Each value is the spec's; change it here or nowhere.
 */

/** Person code the session carries when nobody is logged in (SPEC §3, §9). */
export const NOT_LOGGED_IN_PERSON = 9999999;

/** How long an ordinary alert stays on screen before hiding itself. */
export const ALERT_AUTO_HIDE_MS = 5000;

/** The invalid-document warning on the entry screen is shorter than other alerts (SPEC §5, §8). */
export const INVALID_DOCUMENT_WARNING_MS = 4000;

/** Messages are fetched ten at a time; the next page loads at the page bottom. */
export const MESSAGES_PAGE_SIZE = 10;

/** Rows of the general room-assignment list fetched per request. */
export const ROOM_PAGE_SIZE = 100;

/** The next room page loads once the table is scrolled within this distance of its bottom. */
export const ROOM_SCROLL_THRESHOLD_PX = 100;

/** The room table body scrolls inside this height, which is what makes the threshold above meaningful. */
export const ROOM_TABLE_MAX_HEIGHT_PX = 600;

/** The lato listing is requested in one go (start 0, limit 999): there is no paging on that screen. */
export const LATO_LISTING_LIMIT = 999;

/** Child options of a cascading select are requested in one go with this limit. */
export const OPTION_CHILDREN_LIMIT = 1000;

/** The existing-enrolment lookup only needs the newest enrolment (sorted by insPrcIncDtHora descending). */
export const ENROLMENT_LOOKUP_PAGE_SIZE = 1;

/** A candidate may pick at most this many knowledge areas besides the main one. */
export const MAX_EXTRA_KNOWLEDGE_AREAS = 3;

/** Stage code of the essay in the serial simulation; its score is attributed to serial 1. */
export const ESSAY_STAGE_CODE = 5;
