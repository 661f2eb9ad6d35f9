/**
 * Renders the whole console (routes, access, initial state, layout, locale)
 * as Umi builds it, at a given path, over the simulator behind msw; antd
 * under TestStyles (tests/styles.tsx).
 */
import { TestBrowser } from '@umijs/max';
import { waitFor } from '@testing-library/react';
import type { MutableRefObject } from 'react';
import { createRef } from 'react';
import { sim } from './simulator';
import { renderStyled } from './styles';
import { writeCurrentUser, type CurrentUser } from '@/request/storage';

export interface AppHistory {
  location: { pathname: string; search: string; hash: string };
}

export function renderApp(path: string) {
  const url = new URL(path, 'http://localhost');
  const historyRef = createRef<AppHistory>() as MutableRefObject<AppHistory>;
  const view = renderStyled(
    <TestBrowser location={{ pathname: url.pathname, search: url.search, hash: url.hash }} historyRef={historyRef as never} />,
  );
  const location = () => {
    const current = historyRef.current?.location;
    return current ? `${current.pathname}${current.search}${current.hash}` : '';
  };
  const waitForPath = (expected: string | RegExp) =>
    waitFor(() => {
      if (typeof expected === 'string') expect(location()).toBe(expected);
      else expect(location()).toMatch(expected);
    });
  return { ...view, location, waitForPath };
}

/** Signs an account in at the simulator directly and stores the session as the console would. */
export function storeSession(account: string): CurrentUser {
  const user = sim.state.accounts.find((candidate) => candidate.account === account);
  if (!user) throw new Error(`no seeded account ${account}`);
  const token = `test-token-${account}`;
  const signSecret = `test-secret-${account}`;
  sim.state.sessions.set(token, {
    token,
    userId: user.id,
    signSecret,
    expiresAt: sim.now() + 3_600_000,
    revoked: false,
  });
  // As the login answer: the account's company and its role's type (the tenant boundary the console draws by).
  const roleType = sim.state.roles.find((role) => role.id === user.roleId)?.type ?? '';
  const current: CurrentUser = { id: user.id, token, account: user.account, name: user.name, signSecret, companyId: user.companyId, roleType };
  writeCurrentUser(current);
  return current;
}
