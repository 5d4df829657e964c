/** Client-side e-mail check of the forms (spec section 5): required, e-mail shaped, trimmed. */
export function emailProblem(value: string): 'required' | 'invalid' | null {
  const email = value.trim();
  if (!email) return 'required';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? null : 'invalid';
}
