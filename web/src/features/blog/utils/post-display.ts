// Intl rather than date-fns here: the blog teaser is on the home page, where every KB counts.
const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** 'December 1, 2026'; null when the post has no published date. */
export function publishedDate(date: Date | null): string | null {
  return date ? longDate.format(date) : null;
}

/** The stored read time, else an estimate at 200 words a minute from the text of the HTML. */
export function readTimeMinutes(post: { read_time_minutes: number | null; content: string }): number {
  if (post.read_time_minutes !== null) return post.read_time_minutes;
  const words = post.content
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

export function readTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}
