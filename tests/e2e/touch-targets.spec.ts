import { expect, test } from './fixtures';
import { type Page } from '@playwright/test';
import { AUTH_COOKIE_NAME } from '@/lib/supabase/public-config';

/**
 * Every link and button on the public pages is at least 44 × 44 CSS px at phone width (390 px), the
 * size of a fingertip (WCAG 2.5.5; Apple and Material ask for 44 and 48). Links inside a sentence
 * are exempt, as WCAG 2.5.8 exempts inline targets: their size is set by the line of text.
 */
const MIN = 44;

/** Targets under the minimum, described for the failure message ("a 'Terms' 62×20"). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const small: string[] = [];
    const targets = document.querySelectorAll<HTMLElement>('a[href], button, [role="tab"], [role="button"], summary, select, input:not([type="hidden"])');
    for (const el of targets) {
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // not drawn: screen-reader-only text, closed dialogs, hidden parts
      if (rect.width <= 1 || rect.height <= 1 || style.visibility === 'hidden') continue;
      if (el.closest('dialog:not([open]), [hidden], [inert]')) continue;
      if (style.display === 'inline') {
        // WCAG 2.5.8's inline exception: a link in running text (its block holds more text than the link)
        let block = el.parentElement;
        while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
        if ((block?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length) continue;
      }
      if (rect.width < min - 0.5 || rect.height < min - 0.5) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/gu, ' ').trim().slice(0, 40);
        small.push(`${el.tagName.toLowerCase()} '${name}' ${Math.round(rect.width)}×${Math.round(rect.height)}`);
      }
    }
    return small;
  }, MIN);
}

const PAGES = ['/', '/iching', '/iching/1', '/report/iching', '/en', '/en/iching', '/en/iching/1', '/en/report/iching'];

test.describe('touch targets at 390 px', () => {
  for (const path of PAGES) {
    test(`every link and button on ${path} is at least ${MIN} px`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('footer').getByRole('link').first()).toBeVisible();
      expect(await smallTargets(page)).toEqual([]);
    });
  }

  test('the /iching drawer, search results and the build tab too', async ({ page }) => {
    await page.goto('/iching');
    await page.getByRole('tab', { name: '괘 만들기' }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
    await page.getByRole('searchbox').fill('하늘');
    await expect(page.getByRole('link', { name: /굳센 하늘/ }).first()).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
    await page.getByRole('button', { name: /목록/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
  });

  test('each casting method and a result on /report/iching', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/report/iching');
    for (const mode of ['직접 세우기', '동전 세 개', '시초점', '괘 입력']) {
      await page.getByRole('button', { name: mode, exact: true }).click();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      expect(await smallTargets(page), mode).toEqual([]);
    }
    await page.goto('/report/iching?lines=789678');
    await expect(page.getByTestId('primary-hexagram')).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
  });
});

/**
 * The site header at the narrowest phone (320 px) and the common one (390 px), in both languages
 * and by day and night, signed out and signed in (the wider "My reports" in place of "Sign in"):
 * every control lies whole inside the viewport (the English language switch used to be cut off at
 * the right edge), is still a 44 px target, and the header keeps to one row.
 */
test.describe('the header on phones', () => {
  for (const width of [320, 390]) {
    for (const [locale, path, home, nav, signIn, myReports, other] of [
      ['ko', '/', '결 홈', ['주역', '리포트'], '로그인', '내 리포트', 'English'],
      ['en', '/en', 'Gyeol home', ['I Ching', 'Reports'], 'Sign in', 'My reports', '한국어'],
    ] as const) {
      test(`every header control is inside the viewport and ≥ ${MIN} px at ${width} px (${locale}, day and night)`, async ({ page }) => {
        await page.setViewportSize({ width, height: 700 });
        for (const theme of ['light', 'dark']) {
          await page.goto(`${path}?theme=${theme}`);
          const header = page.getByRole('banner');
          for (const signedIn of [false, true]) {
            // which way in shows is the <head> script's choice from the session cookie, looked at again
            // on focus and every 2 s (lib/auth/signed-in-hint.ts): set or clear the cookie itself, as
            // signing in or out does (an attribute set by hand is undone by the next look)
            await page.evaluate(
              ({ name, on }) => {
                document.cookie = on ? `${name}=hint; path=/` : `${name}=; path=/; max-age=0`;
                window.dispatchEvent(new Event('focus'));
              },
              { name: AUTH_COOKIE_NAME, on: signedIn },
            );
            if (signedIn) await expect(page.locator('html')).toHaveAttribute('data-signed-in', '');
            else await expect(page.locator('html')).not.toHaveAttribute('data-signed-in');
            const controls = [home, ...nav, signedIn ? myReports : signIn, other];
            const what = `${theme}, ${signedIn ? 'signed in' : 'signed out'}`;
            await expect(header.getByRole('link').filter({ visible: true })).toHaveCount(controls.length);
            for (const name of controls) {
              const control = header.getByRole('link', { name, exact: true });
              await expect(control, `${name} (${what})`).toBeInViewport({ ratio: 1 });
              const box = (await control.boundingBox())!;
              expect(box.x, `${name} (${what}) starts inside`).toBeGreaterThanOrEqual(0);
              expect(box.x + box.width, `${name} (${what}) ends inside`).toBeLessThanOrEqual(width);
              expect(Math.min(box.width, box.height), `${name} (${what}) is a fingertip`).toBeGreaterThanOrEqual(MIN - 0.5);
            }
            // one row, and nothing runs off to the side (a page scrolled sideways would hide it)
            expect((await header.boundingBox())!.height, what).toBeLessThanOrEqual(57);
            expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(width);
          }
        }
      });
    }
  }
});
