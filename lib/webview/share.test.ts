import { describe, expect, it } from 'vitest';
import { yearCardFileName, yearCardPath } from '@/lib/journal/card-link';
import { cardFileName, cardPath, shareMessage } from '@/lib/reports/card-link';
import { postToApp } from './bridge';
import { parseShareMessage, SHARE_TEXT_MAX } from './share';

const ID = '3f0c2a8e-5b1d-4c7e-9a2f-1d2e3f4a5b6c';

describe('the SHARE bridge message (lib/webview/share.ts)', () => {
  it('is what the page builds, and reaches the app as JSON', () => {
    const message = shareMessage({ intent: 'share', origin: 'https://gyeol.app', path: cardPath(ID, { locale: 'ko', question: false, timeZone: 'Asia/Seoul' }), fileName: cardFileName('character_insight', '2026-11-26T18:00:00.000Z'), text: '결에서 받은 나의 성격 리포트 결과예요.' });
    expect(message).toEqual({
      type: 'SHARE',
      intent: 'share',
      imageUrl: `https://gyeol.app/api/reports/${ID}/card?locale=ko&question=0&tz=Asia%2FSeoul`,
      mimeType: 'image/png',
      fileName: 'gyeol-character-2026-11-26.png',
      text: '결에서 받은 나의 성격 리포트 결과예요.',
    });
    expect(parseShareMessage(message)).toEqual({ ok: true, message });
    const sent: string[] = [];
    expect(postToApp(message, { ReactNativeWebView: { postMessage: (data) => sent.push(data) } })).toBe(true);
    expect(parseShareMessage(JSON.parse(sent[0]!))).toMatchObject({ ok: true });
    expect(postToApp(message, {})).toBe(false);
  });

  it('carries the journal year’s card too, and no other journal path', () => {
    const message = shareMessage({ intent: 'save', origin: 'https://gyeol.app', path: yearCardPath(2026, { locale: 'en', notes: true }), fileName: yearCardFileName(2026), text: 'My 2026, looked back on in Gyeol.' });
    expect(message).toMatchObject({ imageUrl: 'https://gyeol.app/api/journal/year/2026/card?locale=en&notes=1', fileName: 'gyeol-year-2026.png' });
    expect(parseShareMessage(message)).toEqual({ ok: true, message });
    for (const imageUrl of ['https://gyeol.app/api/journal/year/26/card', 'https://gyeol.app/api/journal/export?format=json', 'https://gyeol.app/api/journal/year/2026']) {
      expect(parseShareMessage({ ...message, imageUrl }).ok, imageUrl).toBe(false);
    }
  });

  it('refuses anything but a card of this site, a plain file name, short text', () => {
    const good = shareMessage({ intent: 'save', origin: 'http://localhost:3000', path: cardPath(ID, { locale: 'en', question: true }), fileName: 'gyeol-book-result.png', text: 'My result' });
    expect(parseShareMessage(good).ok).toBe(true);
    for (const bad of [
      { ...good, imageUrl: 'https://evil.example/steal.png' },
      { ...good, imageUrl: `javascript:alert(1)//api/reports/${ID}/card` },
      { ...good, imageUrl: `https://gyeol.app/api/reports/not-an-id/card` },
      { ...good, fileName: '../../etc/passwd.png' },
      { ...good, text: '' },
      { ...good, text: 'x'.repeat(201) },
      { ...good, intent: 'print' },
      { ...good, mimeType: 'image/jpeg' },
      { ...good, url: 'http://insecure.example' },
      { ...good, extra: 1 },
      { type: 'SHARE' },
      'SHARE',
    ]) {
      const parsed = parseShareMessage(bad);
      expect(parsed.ok, JSON.stringify(bad)).toBe(false);
      if (!parsed.ok) expect(parsed.problem).toMatch(/\w/);
    }
  });
});

describe('the share text leads somewhere', () => {
  it('carries the cast’s own page (or today’s hexagram) in the card language, the store page too when the app is in the stores, and the message its https link', async () => {
    const { castLinesOf, shareLinks, withLink } = await import('@/lib/reports/card-link');
    // 43 夬 (111110) with its second line changing: 9 for the moving yang line, 7 and 8 for the still ones
    expect(castLinesOf('111110', [2])).toBe('797778');
    expect(castLinesOf('bad', [])).toBeNull();
    expect(shareLinks('https://gyeol.app', 'ko', false, '797778')).toEqual(['https://gyeol.app/iching/cast/797778']);
    expect(shareLinks('https://gyeol.app', 'en', false, '797778')).toEqual(['https://gyeol.app/en/iching/cast/797778']);
    expect(shareLinks('https://gyeol.app', 'ko', false)).toEqual(['https://gyeol.app/iching/today']);
    expect(shareLinks('https://gyeol.app', 'en', true)).toEqual(['https://gyeol.app/en/iching/today', 'https://gyeol.app/get-app']);
    const both = withLink('결에서 받은 나의 풀이예요.', shareLinks('https://gyeol.app', 'ko', true, '797778'));
    expect(both).toBe('결에서 받은 나의 풀이예요. https://gyeol.app/iching/cast/797778 https://gyeol.app/get-app');
    const text = withLink('결에서 받은 나의 성격 리포트입니다.', 'https://gyeol.app/get-app');
    expect(text).toBe('결에서 받은 나의 성격 리포트입니다. https://gyeol.app/get-app');
    const long = withLink('가'.repeat(400), 'https://gyeol.app/');
    expect([...long].length).toBeLessThanOrEqual(SHARE_TEXT_MAX);
    expect(long.endsWith(' https://gyeol.app/')).toBe(true);
    const message = shareMessage({ intent: 'share', origin: 'https://gyeol.app', path: cardPath(ID, { locale: 'ko', question: false }), fileName: 'gyeol-plan-result.png', text, link: 'https://gyeol.app/get-app' });
    expect(parseShareMessage(message)).toEqual({ ok: true, message: { ...message, url: 'https://gyeol.app/get-app' } });
    // a plain-http development origin sends no url (the app accepts https only) but keeps the link in the text
    expect(shareMessage({ intent: 'share', origin: 'http://localhost:3000', path: cardPath(ID, { locale: 'ko', question: false }), fileName: 'a.png', text, link: 'http://localhost:3000/' }).url).toBeUndefined();
  });
});
