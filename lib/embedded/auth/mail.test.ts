import { describe, expect, it } from 'vitest';
import { renderAuthMail } from './mail';

const LINK = 'http://127.0.0.1:3000/local-supabase/auth/v1/verify?token=abc&type=signup&redirect_to=http%3A%2F%2F127.0.0.1%3A3000%2Fauth';

describe('the account e-mails', () => {
  it.each(['recovery', 'confirmation', 'already-registered', 'provider-only'] as const)('%s: an HTML part with one button per language and a text part', (kind) => {
    const mail = renderAuthMail(kind, LINK);
    // HTML: the link only in attributes and the small print, escaped; a button in each language
    const escaped = LINK.replaceAll('&', '&amp;');
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html.split(`href="${escaped}"`)).toHaveLength(5); // two buttons, two spelled-out links
    expect(mail.html).not.toContain(LINK);
    expect(mail.html).toContain('lang="ko"');
    expect(mail.html).toContain('lang="en"');
    expect(mail.html).not.toMatch(/<script/i);
    // text: Korean first, then English, the link after each button's label
    expect(mail.text.indexOf('—')).toBeGreaterThan(0);
    expect(mail.text.split(LINK)).toHaveLength(3);
    expect(mail.subject).toMatch(/^\[결\] .+ · .+Gyeol/);
  });

  it('escapes whatever the link carries', () => {
    const mail = renderAuthMail('recovery', 'http://localhost/verify?token="><script>alert(1)</script>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&quot;&gt;&lt;script&gt;');
  });
});
