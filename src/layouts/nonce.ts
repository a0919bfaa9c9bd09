// The CSP nonce that inline scripts of server-rendered parts carry. A file of its own: the document,
// the site's components and the route table all reach it, and none of them should import another.
import { createContext, useContext } from "react";

/** The CSP nonce of this response (server only; browsers hide it from scripts). */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
