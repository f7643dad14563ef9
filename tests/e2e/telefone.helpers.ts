import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Issue 24 point 11's checks of one screen (telas-telefone.spec.ts walks them; other specs check a screen they reach). */

/** The page scrolls sideways: something is wider than the viewport. Names the widest culprit. */
export async function larguraExcedente(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const doc = document.documentElement;
    if (doc.scrollWidth <= doc.clientWidth + 1) return null;
    let pior = '';
    let maior = 0;
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const r = el.getBoundingClientRect();
      if (r.right > maior && r.right > doc.clientWidth + 1) [maior, pior] = [r.right, `${el.tagName.toLowerCase()}.${el.className}`];
    }
    return `${doc.scrollWidth}px > ${doc.clientWidth}px (${pior})`;
  });
}

/** Visible controls smaller than 44x44 px (inline links inside text are exempt, WCAG 2.5.5/2.5.8). */
async function alvosPequenos(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const sel = 'button, select, input:not([type=hidden]), textarea, .nav-link, .dropdown-item, .btn, .page-link, .accordion-button, .form-check-input';
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(sel))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      // a radio or checkbox counts with its label, which is the tap target beside it
      const alvo = el.matches('.form-check-input') ? (el.closest('.form-check') ?? el).getBoundingClientRect() : r;
      if (alvo.height < 43.5 || alvo.width < 43.5) out.push(`${el.tagName.toLowerCase()}#${el.id}.${el.className.toString().slice(0, 40)} ${Math.round(alvo.width)}x${Math.round(alvo.height)} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
    }
    return out;
  });
}

/** The checks on the screen as it is now (a later step of a form reached by its buttons, not by a URL). */
export async function verificarNaTela(page: Page, url: string, toque: boolean) {
  // a step change fades colours (Bootstrap's .15s transitions): axe must read them settled, not half-way
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  expect(await larguraExcedente(page), `${url}: horizontal scroll`).toBeNull();
  if (toque) expect(await alvosPequenos(page), `${url}: tap targets under 44 px`).toEqual([]);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const graves = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(graves.map((v) => `${url}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target}`)).toEqual([]);
}
