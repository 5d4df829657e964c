import { requireServiceRole, type AuthContext } from './context';
import { userNotFound } from './errors';
import { json } from './http';
import { listIdentities } from './identities';
import { EXTERNAL_PROVIDERS_ENABLED } from './oauth';
import { deleteUserById, findUserById, toApiUser } from './users';

/** GET /admin/users/{id} (service role) */
export async function adminGetUser(ctx: AuthContext, request: Request, id: string): Promise<Response> {
  await requireServiceRole(ctx, request);
  const user = await findUserById(ctx.db, id);
  if (!user) throw userNotFound();
  return json(toApiUser(user, await listIdentities(ctx.db, user.id)));
}

/** DELETE /admin/users/{id} (service role): a hard delete; see deleteUserById for what goes with it. */
export async function adminDeleteUser(ctx: AuthContext, request: Request, id: string): Promise<Response> {
  await requireServiceRole(ctx, request);
  if (!(await deleteUserById(ctx.db, id))) throw userNotFound();
  return json({});
}

/**
 * GET /settings, in GoTrue's shape: e-mail sign-in and the three providers of the local provider
 * page (kakao, apple, google), sign-ups open, e-mail confirmation on
 * (mailer_autoconfirm false: a sign-up gets a confirmation mail, not a session, and answers the
 * same whether or not the address is taken).
 */
export function settings(): Response {
  return json({
    external: { email: true, phone: false, anonymous_users: false, ...EXTERNAL_PROVIDERS_ENABLED },
    disable_signup: false,
    mailer_autoconfirm: false,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
}

export function health(): Response {
  return json({ name: 'GoTrue', version: 'gyeol-embedded', description: 'The embedded, GoTrue-compatible auth server of the app' });
}

/** GET /.well-known/jwks.json: the public keys that verify this installation's tokens. */
export async function jwks(ctx: AuthContext): Promise<Response> {
  const response = json((await ctx.signingKey()).jwks);
  response.headers.set('Cache-Control', 'public, max-age=600');
  return response;
}
