// A page address whose percent-encoding is broken (`/de/%E0%A4%A`, an encoded half of a character)
// names no page: it is answered as not found before any rule or React Router reads it (React Router
// would warn and match the undecoded text). API paths never get here: Express refuses such a path
// parameter with a 400 (see apiErrorHandler).
import type { NextFunction, Request, Response } from "express";

/** Whether the path decodes as UTF-8 percent-encoding. */
export function isWellFormedPath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** Page requests with a path that does not decode get `notFound`'s answer. */
export function wellFormedPathRule(notFound: (req: Request, res: Response) => void) {
  return (req: Request, res: Response, next: NextFunction) => (isWellFormedPath(req.path) ? next() : notFound(req, res));
}
