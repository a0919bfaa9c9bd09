// CSRF by double submit (Django's convention): the server hands out the `csrftoken` cookie, which our
// scripts can read and send back in the X-CSRFToken header on every state-changing call. Another site
// can make the browser send the cookie, but can neither read it nor set the header. The server signs
// each token (server/http/csrf.ts), so one made up elsewhere is refused.
export const CSRF_COOKIE = "csrftoken";
export const CSRF_HEADER = "X-CSRFToken";
/** What a token looks like: 16 random bytes, a dot, their HMAC-SHA256, in base64url. Anything else in the cookie is replaced. */
export const CSRF_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;
