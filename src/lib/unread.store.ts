import { atom } from 'nanostores';

/** Unread message count, shown by the menu and kept current by the messages screen. */
export const $unreadCount = atom<number | null>(null);
