// Eventarc's document path patterns as firebase-functions v2 declares them:
// `{name}` matches one segment, `{name=**}` (or `**`) matches any number of segments, others match literally.

export function matchesDocumentPattern(pattern: string, documentPath: string): boolean {
  return matchSegments(split(pattern), split(documentPath));
}

function split(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

function matchSegments(pattern: string[], path: string[]): boolean {
  const [head, ...rest] = pattern;
  if (head === undefined) return path.length === 0;
  if (isMultiSegmentWildcard(head)) {
    for (let taken = 0; taken <= path.length; taken += 1) {
      if (matchSegments(rest, path.slice(taken))) return true;
    }
    return false;
  }
  const [first, ...others] = path;
  if (first === undefined) return false;
  if (!isSingleSegmentWildcard(head) && head !== first) return false;
  return matchSegments(rest, others);
}

function isMultiSegmentWildcard(segment: string): boolean {
  return segment === '**' || /^\{[^}=]+=\*\*\}$/.test(segment);
}

function isSingleSegmentWildcard(segment: string): boolean {
  return segment === '*' || /^\{[^}=]+\}$/.test(segment);
}
