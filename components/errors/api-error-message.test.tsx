import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ClientStrings } from '@/components/i18n/client-strings';
import type { ApiFailure } from '@/lib/api/client';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';
import { useApiErrorText } from './api-error-message';

function Shown({ error }: { error: Pick<ApiFailure, 'status' | 'code'> }) {
  return <p>{useApiErrorText()(error, 'OWN')}</p>;
}

const shown = (locale: 'ko' | 'en', error: Pick<ApiFailure, 'status' | 'code'>) =>
  renderToStaticMarkup(
    <ClientStrings locale={locale} messages={{ ApiErrors: (locale === 'ko' ? ko : en).ApiErrors }}>
      <Shown error={error} />
    </ClientStrings>,
  );

describe('useApiErrorText', () => {
  it("names the cause when it matters, in the page's language, never the server's text", () => {
    expect(shown('ko', { status: 0, code: 'network_error' })).toBe(`<p>${ko.ApiErrors.offline}</p>`);
    expect(shown('en', { status: 0, code: 'network_error' })).toBe(`<p>${en.ApiErrors.offline}</p>`);
    expect(shown('ko', { status: 401, code: 'unauthorized' })).toBe(`<p>${ko.ApiErrors.signedOut}</p>`);
    expect(shown('en', { status: 429, code: 'rate_limited' })).toBe(`<p>${en.ApiErrors.rateLimited}</p>`);
  });

  it("keeps the screen's own sentence for any other failure", () => {
    for (const error of [
      { status: 503, code: 'unavailable' },
      { status: 200, code: 'invalid_response' },
      { status: 400, code: 'bad_request' },
      { status: 429, code: 'fair_use_limit' },
    ]) {
      expect(shown('ko', error), error.code).toBe('<p>OWN</p>');
    }
  });
});
