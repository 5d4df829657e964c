import { publicSupabase } from '../config/public-env.ts';
import { site } from '../config/site.ts';

/**
 * Security headers for every response. The CSP allows inline scripts because statically generated
 * Next.js pages carry inline bootstrap scripts (a nonce would force every page to be dynamic).
 */
function contentSecurityPolicy(supabaseOrigin?: string): string {
  const connect = ["'self'", supabaseOrigin].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    // the auth callback hands the fragment to the native app through a hidden frame (custom scheme)
    `frame-src 'self' ${site.deepLinkScheme}:`,
    "frame-ancestors 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

export function securityHeaders(): { key: string; value: string }[] {
  const supabase = publicSupabase().url;
  const supabaseOrigin = supabase && URL.canParse(supabase) ? new URL(supabase).origin : undefined;
  return [
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(supabaseOrigin) },
  ];
}
