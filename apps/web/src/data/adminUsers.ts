/** Spec 5: a user search starts after more than 2 typed characters; fewer (or none) lists everyone. */
export function effectiveUserQuery(typed: string): string {
  const trimmed = typed.trim();
  return trimmed.length > 2 ? trimmed : '';
}
