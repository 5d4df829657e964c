import { z } from 'zod';
import { apiHandler, otherMethods } from '@/lib/api/handler';
import { listOutbox } from '@/lib/embedded/auth/mail';
import { requireLocalDevRoute } from '@/lib/embedded/dev/local-only';
import { getDb } from '@/lib/db';

export const dynamic = 'force-dynamic';

const querySchema = z.object({ to: z.email().max(254) });

/**
 * Embedded mode only, and only to this machine (like /dev/mailbox): the mails "sent" to one
 * address, newest first, with their live links. What the e2e specs and the /dev/app simulator use
 * to follow a confirmation link, as a user would from the mailbox page.
 */
export const GET = apiHandler(async (request) => {
  requireLocalDevRoute(request);
  const { to } = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const mails = (await listOutbox(await getDb(), 200)).filter((mail) => mail.recipient === to.trim().toLowerCase());
  return {
    mails: mails.map((mail) => ({ subject: mail.subject, actionLink: mail.action_link, sentAt: new Date(mail.created_at).toISOString() })),
  };
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
