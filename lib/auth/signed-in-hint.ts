import { AUTH_COOKIE_NAME } from '@/lib/supabase/public-config';

/**
 * A tiny script for <head> that marks <html data-signed-in> while the browser holds a session
 * cookie (supabase's, possibly split into .0, .1 chunks), so static pages can show "My reports"
 * instead of "Sign in" with CSS alone: no supabase-js and no client bundle on every page. It is a
 * hint, not a check (a stale cookie still shows "My reports"; that page then asks to sign in).
 * It looks again when the page is shown, focused or clicked, and every two seconds, since a
 * sign-in or sign-out changes the cookie without a full page load.
 */
export function signedInBootScript(): string {
  const name = JSON.stringify(AUTH_COOKIE_NAME);
  return `(function(){var d=document.documentElement,n=${name};function c(){try{var on=document.cookie.split(';').some(function(p){p=p.trim();return p.indexOf(n+'=')===0||p.indexOf(n+'.0=')===0});if(on!==d.hasAttribute('data-signed-in')){if(on)d.setAttribute('data-signed-in','');else d.removeAttribute('data-signed-in')}}catch(e){}}c();['pageshow','focus','click'].forEach(function(e){window.addEventListener(e,c,true)});document.addEventListener('visibilitychange',c);setInterval(c,2000)})();`;
}
