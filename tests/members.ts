/** Helpers of the member tests: seeded accounts, what the server received, the member list opened as admin. */
import { screen, waitFor } from '@testing-library/react';
import { renderApp, storeSession } from './render';
import { received, sim } from './simulator';
import { fill, rowsOf, user } from './ui';

export const DAY_MS = 24 * 60 * 60 * 1000;

export const account = (name: string) => {
  const found = sim.state.accounts.find((candidate) => candidate.account === name);
  if (!found) throw new Error(`no seeded account ${name}`);
  return found;
};
export const companyMembers = () => sim.state.accounts.filter((candidate) => candidate.companyId === account('admin').companyId);
export const sent = (method: string, url: string) => received.filter((request) => request.method === method && request.url === url);
export const bodyOf = (request: { body?: string | null } | undefined) => JSON.parse(request?.body ?? '{}') as Record<string, unknown>;

export async function openList() {
  storeSession('admin');
  const app = renderApp('/person/list');
  const rows = await rowsOf('member-table');
  return { app, rows, u: user() };
}

/** Finds one member by keyword and answers its row. */
export async function findRow(keyword: string) {
  await fill(screen.getByPlaceholderText('Name, account or email'), keyword);
  await user().keyboard('{Enter}');
  await waitFor(async () => expect(await rowsOf('member-table')).toHaveLength(1));
  return (await rowsOf('member-table'))[0];
}
