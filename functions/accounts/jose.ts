/**
 * The part of jose that checks provider tokens (oidc.ts), as one module that oidc.ts imports on
 * first use: a dynamic import of 'jose' itself would bundle all of it.
 */
export { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, errors, jwtVerify } from 'jose';
