/**
 * The usual hardening headers on every response. The CSP only forbids framing (clickjacking): the media server sets
 * its own stricter policy, and a page served by this origin keeps whatever policy it brings.
 */
const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'content-security-policy': "frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'x-permitted-cross-domain-policies': 'none',
};

export function withSecurityHeaders(response: Response, secure: boolean): Response {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  if (secure && !response.headers.has('strict-transport-security')) {
    response.headers.set('strict-transport-security', 'max-age=31536000; includeSubDomains');
  }
  return response;
}
