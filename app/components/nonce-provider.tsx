import { createContext, useContext, type ReactNode } from 'react';

/** The CSP nonce of this response; browsers hide it after load, so on the client it is ''. */
const NonceContext = createContext('');

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export const useNonce = () => useContext(NonceContext);
