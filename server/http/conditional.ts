// Conditional GETs: whether a request's If-None-Match names the representation it would get.
// Weak comparison (RFC 9110 §13.1.2), so the W/"…" tag of a compressed answer matches too.

export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
