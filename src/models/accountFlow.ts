/**
 * Client state of the public account flows (registration, recovery) across
 * their step pages. Holds the password only encrypted for the server.
 */
import { useCallback, useState } from 'react';
import type { EncryptedPassword } from '@/services/account';

export interface AccountFlow {
  email?: string;
  code?: string;
  /** Epoch ms when another code may be asked for. */
  resendAt?: number;
  cipher?: EncryptedPassword;
  profileToken?: string;
  account?: string;
}

export default function useAccountFlow() {
  const [flow, setFlow] = useState<AccountFlow>({});
  const patch = useCallback((next: AccountFlow) => setFlow((current) => ({ ...current, ...next })), []);
  const clear = useCallback(() => setFlow({}), []);
  return { flow, patch, clear };
}
