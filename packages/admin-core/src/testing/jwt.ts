/** An unsigned JWT with the given claims: the client only reads claims, it never verifies signatures. */
export function unsignedJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}

export const validToken = (secondsLeft = 600) =>
  unsignedJwt({ sub: '1', exp: Math.floor(Date.now() / 1000) + secondsLeft });
export const expiredToken = () => unsignedJwt({ sub: '1', exp: Math.floor(Date.now() / 1000) - 60 });
