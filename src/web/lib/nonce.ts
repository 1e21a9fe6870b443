// The request's Content-Security-Policy nonce, for the inline scripts React Router writes. The
// server renders with it (entry.server.tsx); in the browser it is empty, as browsers hide it.
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
