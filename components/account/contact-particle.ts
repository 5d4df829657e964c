import { particle } from '@/content/korea/josa';

/**
 * The particle after the contact address in Korean text ("…@example.com으로", "…@gyeol.io로"):
 * the address is configured per deployment, so the particle follows its last letter as read
 * instead of being written into the message.
 */
export function contactParticle(email: string): string {
  return particle(email, '으로/로');
}
