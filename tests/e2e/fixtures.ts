import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { HYDRATED_ATTRIBUTE } from '@/lib/hydration/early-taps';

/**
 * `test` for every spec: a page answers taps only once React has hydrated it (the root layout
 * marks <html data-hydrated>), so after every navigation a test makes (goto, reload, back,
 * forward) it waits for that mark before going on. Documents that are not the app's pages (JSON,
 * images, the root 404) carry no Next.js script and are not waited on. Pages a test opens itself
 * in contexts of their own (browser.newContext()) get the same, except where JavaScript is off.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    (attribute) => !document.querySelector('script[src*="/_next/"]') || document.documentElement.hasAttribute(attribute),
    HYDRATED_ATTRIBUTE,
  );
}

const wrapped = new WeakSet<Page>();
export function hydrationAware(page: Page): Page {
  if (wrapped.has(page)) return page;
  wrapped.add(page);
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await waitForHydration(page);
        return response;
      },
    });
  }
  return page;
}

function watchContext(context: BrowserContext): BrowserContext {
  context.on('page', hydrationAware);
  for (const page of context.pages()) hydrationAware(page);
  return context;
}

export const test = base.extend<object, { browser: Browser }>({
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        return options?.javaScriptEnabled === false ? context : watchContext(context);
      };
      await provide(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, provide) => {
    await provide(watchContext(context));
  },
  page: async ({ page }, provide) => {
    await provide(hydrationAware(page));
  },
});

export { expect };
