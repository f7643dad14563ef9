import { describe, expect, it } from 'vitest';
import * as c from '../../src/domain/constants.ts';

describe('business constants of SPEC §9', () => {
  it('have the values of the spec', () => {
    // Spread: a module namespace object is not a plain object; this also catches an unexpected extra export.
    expect({ ...c }).toEqual({
      NOT_LOGGED_IN_PERSON: 9999999,
      ALERT_AUTO_HIDE_MS: 5000,
      INVALID_DOCUMENT_WARNING_MS: 4000,
      MESSAGES_PAGE_SIZE: 10,
      ROOM_PAGE_SIZE: 100,
      ROOM_SCROLL_THRESHOLD_PX: 100,
      ROOM_TABLE_MAX_HEIGHT_PX: 600,
      LATO_LISTING_LIMIT: 999,
      OPTION_CHILDREN_LIMIT: 1000,
      ENROLMENT_LOOKUP_PAGE_SIZE: 1,
      MAX_EXTRA_KNOWLEDGE_AREAS: 3,
      ESSAY_STAGE_CODE: 5,
    });
  });
});
