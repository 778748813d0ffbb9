/**
 * Queue names offered for the typed text: case-insensitive prefix matches, sorted
 * alphabetically (seed 001 section 5).
 */
export function matchingQueues(queues: readonly string[], text: string): string[] {
  const prefix = text.trim().toLowerCase();
  return queues.filter((q) => q.toLowerCase().startsWith(prefix)).sort((a, b) => a.localeCompare(b));
}
