// CSRF by double submit (Django's convention): the server hands out the `csrftoken` cookie, which our
// scripts can read and send back in the X-CSRFToken header on every state-changing call. Another site
// can make the browser send the cookie, but can neither read it nor set the header.
export const CSRF_COOKIE = "csrftoken";
export const CSRF_HEADER = "X-CSRFToken";
/** What a token looks like; anything else in the cookie is replaced. */
export const CSRF_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;
