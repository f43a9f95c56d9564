/** The reason shown after 'Failed to …: ' (spec §8). */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
