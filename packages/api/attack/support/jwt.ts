import { SignJWT } from 'jose';

/** The claims of a token, read as anyone can read a JWT (its payload is not encrypted). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
}

function part(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An unsigned token (`alg: none`) carrying the given claims. */
export function unsignedToken(claims: Record<string, unknown>): string {
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

/** The claims changed but the original header and signature kept. */
export function tamperedToken(token: string, claims: Record<string, unknown>): string {
  const [header, , signature] = token.split('.');
  return `${header}.${part(claims)}.${signature}`;
}

export async function signedToken(claims: Record<string, unknown>, key: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(key));
}
