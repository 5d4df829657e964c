/** The providers a person may sign in with besides e-mail and password (Supabase's names). */
export const SIGN_IN_PROVIDERS = ['kakao', 'apple', 'google'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

export const isSignInProvider = (value: unknown): value is SignInProvider => SIGN_IN_PROVIDERS.includes(value as SignInProvider);
