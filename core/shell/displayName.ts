/** First and last name joined by a space; the email when both are empty. */
export function displayName(user: { firstName?: string | null; lastName?: string | null; email: string }): string {
  const name = [user.firstName, user.lastName].filter((part) => part && part.trim()).join(' ');
  return name || user.email;
}

/** One or two letters for the avatar. */
export function initials(user: { firstName?: string | null; lastName?: string | null; email: string }): string {
  const letters = [user.firstName, user.lastName].map((part) => part?.trim()?.[0] ?? '').join('');
  return (letters || user.email[0] || '?').toUpperCase();
}
