import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './helpers/axe';
import { site } from '../../lib/config/site';
import { getPolicy, POLICY_PATHS } from '../../lib/policies/policies';
import { SCROLL_TO_TOP_THRESHOLD_PX } from '../../lib/policies/constants';

const TERMS = POLICY_PATHS.terms;
const PRIVACY = POLICY_PATHS.privacy;
const paths = { ko: { terms: TERMS, privacy: PRIVACY }, en: { terms: `/en${TERMS}`, privacy: `/en${PRIVACY}` } };

/** An absolute URL of this exact path on any host (so /policies/… does not also match /en/policies/…). */
const absoluteUrl = (path: string) => `https?://[^/<]+${path}`;
const absolute = (path: string) => new RegExp(`^${absoluteUrl(path)}$`);

test.describe('Terms of Use', () => {
  for (const locale of ['ko', 'en'] as const) {
    test(`${locale}: the nine sections, a working table of contents, the effective date and who we are`, async ({ page }) => {
      const doc = getPolicy('terms', locale);
      await page.goto(paths[locale].terms);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'ko' ? '이용약관' : 'Terms of Use');
      await expect(page.getByText(locale === 'ko' ? '시행일 2025년 8월 25일' : 'Effective August 25, 2025')).toBeVisible();

      const toc = page.getByRole('navigation', { name: locale === 'ko' ? '목차' : 'Contents' });
      for (const [index, section] of doc.sections.entries()) {
        await expect(page.getByRole('heading', { level: 2, name: `${index + 1}. ${section.heading}` })).toBeVisible();
        await expect(toc.getByRole('link', { name: `${index + 1}. ${section.heading}` })).toHaveAttribute('href', `#${section.id}`);
      }
      expect(doc.sections).toHaveLength(9);

      const last = doc.sections[8]!;
      await toc.getByRole('link', { name: `9. ${last.heading}` }).click();
      await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
      await expect(page.getByRole('heading', { level: 2, name: `9. ${last.heading}` })).toBeInViewport();

      const main = page.getByRole('main');
      await expect(main).toContainText(site.company[locale]);
      await expect(main).toContainText(site.businessRegistrationNumber);
      await expect(main.getByRole('link', { name: site.contactEmail }).first()).toHaveAttribute('href', `mailto:${site.contactEmail}`);
      await expect(main).toContainText(locale === 'ko' ? '미화 100달러' : 'US$100');
      await expect(main).toContainText(locale === 'ko' ? '서울중앙지방법원' : 'Seoul Central District Court');
    });
  }

  test('links inside the text keep the reader in their language', async ({ page }) => {
    await page.goto(paths.en.terms);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', `/en${PRIVACY}`);
    await expect(main.getByRole('link', { name: 'the account deletion page' })).toHaveAttribute('href', '/en/delete-account');
  });
});

test.describe('Privacy Policy', () => {
  for (const locale of ['ko', 'en'] as const) {
    test(`${locale}: the toggle starts on English and switches to Korean and back`, async ({ page }) => {
      await page.goto(paths[locale].privacy);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'ko' ? '개인정보 처리방침' : 'Privacy Policy');
      const english = page.getByRole('radio', { name: 'English' });
      const korean = page.getByRole('radio', { name: '한국어' });
      await expect(english).toBeChecked();
      await expect(korean).not.toBeChecked();
      await expect(page.getByRole('heading', { name: '1. Information we collect' })).toBeVisible();
      await expect(page.getByRole('heading', { name: '1. 수집하는 개인정보' })).toBeHidden();
      await expect(page.getByText('Effective November 28, 2026')).toBeVisible();
      if (locale === 'ko') await expect(page.getByText('‘한국어’를 누르면 같은 내용을 한국어로 읽을 수 있습니다')).toBeVisible();

      await korean.check();
      await expect(page.getByRole('heading', { name: '1. 수집하는 개인정보' })).toBeVisible();
      await expect(page.getByRole('heading', { name: '1. Information we collect' })).toBeHidden();
      await expect(page.getByText('시행일 2026년 11월 28일')).toBeVisible();

      // a radio group: the arrow keys move between the two languages
      await korean.focus();
      await page.keyboard.press('ArrowLeft');
      await expect(english).toBeChecked();
      await expect(page.getByRole('heading', { name: '1. Information we collect' })).toBeVisible();
      await expect(page.getByRole('heading', { name: '1. 수집하는 개인정보' })).toBeHidden();
    });
  }

  test('every section heading of both versions is there, with its table of contents', async ({ page }) => {
    await page.goto(paths.en.privacy);
    for (const language of ['en', 'ko'] as const) {
      await page.getByRole('radio', { name: language === 'en' ? 'English' : '한국어' }).check();
      const doc = getPolicy('privacy', language);
      const toc = page.getByRole('navigation', { name: language === 'en' ? 'Contents' : '목차' });
      expect(doc.sections).toHaveLength(9);
      for (const [index, section] of doc.sections.entries()) {
        const name = `${index + 1}. ${section.heading}`;
        await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
        await expect(toc.getByRole('link', { name })).toHaveAttribute('href', `#${language}-${section.id}`);
      }
      await expect(page.getByRole('main')).toContainText(site.company[language]);
      await expect(page.getByRole('main').getByRole('link', { name: site.contactEmail }).first()).toBeVisible();
    }
  });

  test('names third parties by kind and says what happens to purchase records', async ({ page }) => {
    await page.goto(paths.en.privacy);
    const main = page.getByRole('main');
    for (const kind of ['A backend and database provider', 'AI model providers', 'An analytics service', 'A push notification service']) {
      await expect(main.getByText(kind, { exact: true })).toBeVisible();
    }
    await expect(main).toContainText('5 years (your user ID is removed when you delete your account)');
    await expect(main).toContainText('Settings → Data Management → Delete Account');
  });

  test('the toggle works with CSS alone, before (or without) any script', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(paths.ko.privacy);
    await expect(page.getByRole('heading', { name: '1. Information we collect' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '1. 수집하는 개인정보' })).toBeHidden();
    await page.getByRole('radio', { name: '한국어' }).check();
    await expect(page.getByRole('heading', { name: '1. 수집하는 개인정보' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '1. Information we collect' })).toBeHidden();
    await context.close();
  });

  test('a link to an anchor of the Korean version opens the Korean version there', async ({ page }) => {
    await page.goto(`${paths.ko.privacy}#ko-retention`);
    await expect(page.getByRole('radio', { name: '한국어' })).toBeChecked();
    await expect(page.getByRole('heading', { name: '5. 보유 기간과 파기' })).toBeInViewport();
  });
});

test.describe('both policy pages', () => {
  for (const kind of ['terms', 'privacy'] as const) {
    test(`${kind}: the scroll-to-top button appears after ${SCROLL_TO_TOP_THRESHOLD_PX} px and returns to the top`, async ({ page }) => {
      await page.goto(paths.ko[kind]);
      const toTop = page.getByRole('button', { name: '맨 위로' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(toTop).toBeHidden();

      await page.evaluate((y) => window.scrollTo(0, y), SCROLL_TO_TOP_THRESHOLD_PX - 50);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(SCROLL_TO_TOP_THRESHOLD_PX - 50);
      await expect(toTop).toBeHidden();

      await page.evaluate((y) => window.scrollTo(0, y), SCROLL_TO_TOP_THRESHOLD_PX + 100);
      await expect(toTop).toBeVisible();
      await page.mouse.wheel(0, 2000);
      await expect(toTop).toBeInViewport();

      await toTop.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(toTop).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    });

    test(`${kind}: Back goes to the home page in the reader's language`, async ({ page }) => {
      await page.goto(paths.ko[kind]);
      await page.getByRole('link', { name: '뒤로' }).click();
      await expect(page).toHaveURL(/:\d+\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${site.productName.ko}에 오신 것을 환영해요`);

      await page.goto(paths.en[kind]);
      await page.getByRole('link', { name: 'Back', exact: true }).click();
      await expect(page).toHaveURL(/\/en$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome to ${site.productName.en}`);
    });

    for (const locale of ['ko', 'en'] as const) {
      test(`${kind} (${locale}): title, description, canonical and hreflang`, async ({ page }) => {
        await page.goto(paths[locale][kind]);
        const title = kind === 'terms' ? (locale === 'ko' ? '이용약관' : 'Terms of Use') : locale === 'ko' ? '개인정보 처리방침' : 'Privacy Policy';
        await expect(page).toHaveTitle(`${title} · ${site.productName[locale]}`);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length ?? 0).toBeGreaterThan(60);
        expect(description).toContain(site.productName[locale]);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute(paths[locale][kind]));
        await expect(page.locator('link[rel="alternate"][hreflang="ko"]')).toHaveAttribute('href', absolute(paths.ko[kind]));
        await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', absolute(paths.en[kind]));
      });

      test(`${kind} (${locale}): axe finds no violations`, async ({ page }) => {
        await page.goto(paths[locale][kind]);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
        if (kind === 'privacy') {
          await page.getByRole('radio', { name: '한국어' }).check();
          await expect(page.getByRole('heading', { name: '1. 수집하는 개인정보' })).toBeVisible();
          await expectNoAxeViolations(page);
        }
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await expect(page.getByRole('button', { name: locale === 'ko' ? '맨 위로' : 'Back to top' })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  }

  test('are listed in the sitemap in both languages', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of [TERMS, PRIVACY, `/en${TERMS}`, `/en${PRIVACY}`]) {
      expect(sitemap).toMatch(new RegExp(`<loc>${absoluteUrl(path)}</loc>`));
    }
  });

  test('inside the app web view no Back button leads to the site (the app owns navigation there) and the page works', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, userAgent: `Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ${site.appUserAgentToken}/1.0` });
    const page = await context.newPage();
    await page.goto(PRIVACY);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: '뒤로' })).toBeHidden();
    await page.getByRole('radio', { name: '한국어' }).check();
    await expect(page.getByRole('heading', { name: '1. 수집하는 개인정보' })).toBeVisible();
    await context.close();
  });
});
