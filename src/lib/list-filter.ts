/**
 * Client-side enhancement of the pre-rendered public lists (stricto, especializacoes): the cards are
 * already in the HTML (they show with JavaScript off); this only hides the ones the search does not
 * match, keeps the tab badges equal to the visible cards, and turns the panel links into real tabs.
 * Search ignores case and accents (SPEC §5) and never calls the server.
 */
import { matchesSearch } from '../domain/text.ts';

/** DOM contract, set by the Astro components:
 *  input[data-list-search]              the search box
 *  [data-panel=KEY]                     a group of cards (a tab panel), with [data-group] lists inside
 *  [data-search-text]                   one card
 *  [data-empty]                         shown in a [data-group] when none of its cards is visible
 *  [data-tab=KEY] inside [data-tabs]    a tab link to its panel; [data-count=KEY] its badge
 */
export function enhanceList(root: HTMLElement): void {
  const input = root.querySelector<HTMLInputElement>('input[data-list-search]');
  const cards = [...root.querySelectorAll<HTMLElement>('[data-search-text]')];

  const apply = () => {
    const q = input?.value ?? '';
    for (const card of cards) card.hidden = !matchesSearch(card.dataset.searchText, q);
    for (const group of root.querySelectorAll<HTMLElement>('[data-group]')) {
      const visible = group.querySelectorAll('[data-search-text]:not([hidden])').length;
      const empty = group.querySelector<HTMLElement>('[data-empty]');
      if (empty) empty.hidden = visible > 0;
    }
    for (const badge of root.querySelectorAll<HTMLElement>('[data-count]')) {
      const panel = root.querySelector(`[data-panel="${badge.dataset.count}"]`);
      badge.textContent = String(panel ? panel.querySelectorAll('[data-search-text]:not([hidden])').length : 0);
    }
  };
  input?.addEventListener('input', apply);
  setupTabs(root);
  apply();
}

/** WAI-ARIA tabs over the panel links: one panel shown at a time, arrow keys move between tabs. */
function setupTabs(root: HTMLElement): void {
  const list = root.querySelector<HTMLElement>('[data-tabs]');
  if (!list) return;
  const tabs = [...list.querySelectorAll<HTMLAnchorElement>('[data-tab]')];
  const panelOf = (tab: HTMLElement) => root.querySelector<HTMLElement>(`[data-panel="${tab.dataset.tab}"]`);
  list.setAttribute('role', 'tablist');
  for (const item of list.querySelectorAll('li')) item.setAttribute('role', 'presentation');

  const select = (chosen: HTMLAnchorElement, focus: boolean) => {
    for (const tab of tabs) {
      const on = tab === chosen;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      tab.classList.toggle('active', on);
      const panel = panelOf(tab);
      if (panel) panel.hidden = !on;
    }
    if (focus) chosen.focus();
  };

  tabs.forEach((tab, i) => {
    const panel = panelOf(tab);
    tab.setAttribute('role', 'tab');
    tab.id ||= `aba-${tab.dataset.tab}`;
    if (panel) {
      tab.setAttribute('aria-controls', panel.id);
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', tab.id);
      panel.tabIndex = 0;
      panel.querySelector('[data-panel-title]')?.classList.add('visually-hidden');
    }
    tab.addEventListener('click', (e) => {
      e.preventDefault();
      select(tab, false);
    });
    tab.addEventListener('keydown', (e) => {
      const next = e.key === 'ArrowRight' ? i + 1 : e.key === 'ArrowLeft' ? i - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : null;
      if (next === null) return;
      e.preventDefault();
      select(tabs[(next + tabs.length) % tabs.length], true);
    });
  });
  const fromHash = tabs.find((t) => t.getAttribute('href') === window.location.hash);
  select(fromHash ?? tabs[0], false);
}
