import type { OAuthProvider } from './identities';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const NAMES: Record<OAuthProvider, { ko: string; en: string }> = {
  kakao: { ko: '카카오', en: 'Kakao' },
  apple: { ko: 'Apple', en: 'Apple' },
  google: { ko: 'Google', en: 'Google' },
};

/**
 * The local provider page of embedded mode (a developer's tool, never shown in hosted mode): it
 * stands in for Kakao's, Apple's or Google's own sign-in page. Pick an account used before or type
 * one; cancel or refuse to see how the site takes a failed sign-in. Korean first, then English (the
 * auth server does not know the reader's language, as in its mails). No script.
 */
export function renderLocalProviderPage({ provider, state, accounts }: { provider: OAuthProvider; state: string; accounts: readonly string[] }): string {
  const name = NAMES[provider];
  const stateField = `<input type="hidden" name="state" value="${escapeHtml(state)}">`;
  const picks = accounts
    .map(
      (email) => `<form method="get" action="callback">${stateField}<button class="pick" type="submit" name="email" value="${escapeHtml(email)}">${escapeHtml(email)}</button></form>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(name.ko)} 로그인 (로컬) · ${escapeHtml(name.en)} sign-in (local)</title>
<style>
body{margin:0;font-family:-apple-system,'Apple SD Gothic Neo','Noto Sans KR',sans-serif;background:#f4efe4;color:#1f1d1a}
main{max-width:420px;margin:0 auto;padding:24px 20px}
h1{font-size:20px;margin:0 0 4px}p{margin:0 0 12px;line-height:1.6;color:#3d3a35;font-size:14px}
.card{background:#fffdf8;border:1px solid #e4ddcf;border-radius:16px;padding:16px;margin:12px 0}
label{display:block;font-size:14px;margin:8px 0 4px}
input[type=email],input[type=text]{box-sizing:border-box;width:100%;min-height:44px;padding:8px 12px;border:1px solid #b9b0a0;border-radius:10px;font-size:16px}
button{min-height:44px;border-radius:999px;padding:8px 16px;font-size:15px;border:1px solid #1f1d1a;background:#1f1d1a;color:#faf7f0;cursor:pointer}
.pick{width:100%;margin:4px 0;background:#fff;color:#1f1d1a;text-align:left;border-radius:10px;border-color:#b9b0a0}
.row{display:flex;gap:8px;flex-wrap:wrap;margin-top:12px}.secondary{background:#fff;color:#1f1d1a}
</style></head>
<body><main>
<h1>${escapeHtml(name.ko)} 로그인 (로컬) <span lang="en">· ${escapeHtml(name.en)} sign-in (local)</span></h1>
<p>로컬 모드에서 ${escapeHtml(name.ko)} 로그인을 대신하는 개발용 페이지예요. 계정을 고르거나 입력하세요.<br><span lang="en">A development page standing in for ${escapeHtml(name.en)}'s sign-in in local mode. Pick or type an account.</span></p>
${accounts.length > 0 ? `<div class="card"><p>최근 계정 <span lang="en">· Accounts used before</span></p>${picks}</div>` : ''}
<form class="card" method="get" action="callback">${stateField}
<label for="email">이메일 <span lang="en">· E-mail</span></label>
<input id="email" name="email" type="email" required autocomplete="email">
<label for="name">이름 (선택) <span lang="en">· Name (optional)</span></label>
<input id="name" name="name" type="text" autocomplete="name">
<div class="row"><button type="submit">계속 <span lang="en">· Continue</span></button></div>
</form>
<div class="row">
<form method="get" action="callback">${stateField}<input type="hidden" name="error" value="access_denied"><input type="hidden" name="error_description" value="The user cancelled the sign-in"><button class="secondary" type="submit">취소 <span lang="en">· Cancel</span></button></form>
<form method="get" action="callback">${stateField}<input type="hidden" name="error" value="access_denied"><input type="hidden" name="error_description" value="The user refused to share their account"><button class="secondary" type="submit">동의 거부 <span lang="en">· Refuse</span></button></form>
<form method="get" action="callback">${stateField}<input type="hidden" name="error" value="server_error"><input type="hidden" name="error_description" value="The provider failed"><button class="secondary" type="submit">제공자 오류 <span lang="en">· Provider error</span></button></form>
</div>
</main></body></html>`;
}
