/** The agent list over the simulator: the list and its mark, the rules of the form, add, edit, delete with the released companies, the edit key. */
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, storeSession } from '../render';
import { received, sim } from '../simulator';
import { button, confirmDialog, dialogTitled, fill, rowsOf, user } from '../ui';

const agentRows = () => rowsOf('agent-table');
/** The agents tab of the enterprise screen, as the administrator. */
const openAgents = () => {
  storeSession('admin');
  return renderApp('/enterprise/info?tab=agents');
};
const rowOf = (rows: HTMLElement[], name: string) => {
  const row = rows.find((candidate) => within(candidate).queryByText(name));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};
const writes = () =>
  received.filter((request) => request.method !== 'GET' && /^\/api\/base\/agent(\/|$)/.test(request.url) && request.url !== '/api/base/agent/page');
const bodyOf = (request: { body?: string | null } | undefined) => JSON.parse(request?.body ?? 'null');
const companiesOf = (agentId: string) => sim.state.companies.filter((company) => company.agentId === agentId).length;

async function replace(dialog: HTMLElement, label: string, text: string) {
  const input = within(dialog).getByLabelText(label);
  await user().clear(input);
  if (text) await fill(input, text);
}

describe('agent list', () => {
  it('lists the agents with their company counts, marks the highlighted one, and searches by keyword', async () => {
    // The mark is on the admin's company's agent source.
    const admin = sim.state.accounts.find((candidate) => candidate.account === 'admin')!;
    const company = sim.state.companies.find((candidate) => candidate.id === admin.companyId)!;
    const agent = sim.state.agents.find((candidate) => candidate.id === company.agentId)!;
    openAgents();
    const rows = await agentRows();
    expect(rows).toHaveLength(sim.state.agents.length);
    const row = rowOf(rows, agent.name);
    expect(within(row).getByText("This company's agent source")).toBeInTheDocument();
    expect(within(row).getByText(agent.contactPhone)).toBeInTheDocument();
    expect(within(row).getByText(String(companiesOf(agent.id)))).toBeInTheDocument();
    expect(screen.getAllByTestId('agent-highlight')).toHaveLength(1);
    const companiesHeader = screen.getAllByText('Companies', { selector: 'th *' })[0].closest('th') as HTMLElement;
    await user().click(companiesHeader);
    await waitFor(() =>
      expect(bodyOf(received.filter((request) => request.url === '/api/base/agent/page').at(-1))).toMatchObject({ sortField: 'companyCount', sortOrder: 'ascend' }),
    );
    await fill(screen.getByPlaceholderText('Name, company number or head'), agent.head);
    await user().keyboard('{Enter}');
    await waitFor(async () => expect(await agentRows()).toHaveLength(1));
    const calls = received.filter((request) => request.url === '/api/base/agent/page').map(bodyOf);
    expect(calls[0]).toMatchObject({ pageNumber: 1, pageSize: 10 });
    expect(calls.at(-1)).toMatchObject({ keyword: agent.head });
  });

  it('refuses a missing or too long name and a missing, short, long or invalid phone, sending nothing', async () => {
    openAgents();
    await agentRows();
    const u = user();
    await u.click(button(/Add agent/));
    const dialog = await waitFor(() => dialogTitled('Add agent'));
    await u.click(button('Save', dialog));
    await waitFor(() => expect(within(dialog).getByText('Enter the agent name')).toBeInTheDocument());
    expect(within(dialog).getByText('Enter a phone number')).toBeInTheDocument();
    await fill(within(dialog).getByLabelText('Agent name'), 'x'.repeat(51));
    await fill(within(dialog).getByLabelText('Head'), 'y'.repeat(51));
    await fill(within(dialog).getByLabelText('Contact phone'), '1234');
    await u.click(button('Save', dialog));
    await waitFor(() => expect(within(dialog).getAllByText('At most 50 characters')).toHaveLength(2));
    const invalid = 'Enter a valid phone number (5-20 characters)';
    await waitFor(() => expect(within(dialog).getByText(invalid)).toBeInTheDocument());
    for (const phone of ['1'.repeat(21), '12345abc', '+86 (10) 5555-0100']) {
      await replace(dialog, 'Contact phone', phone);
      await u.click(button('Save', dialog));
      if (phone.startsWith('+86')) await waitFor(() => expect(within(dialog).queryByText(invalid)).toBeNull());
      else await waitFor(() => expect(within(dialog).getByText(invalid)).toBeInTheDocument());
    }
    expect(writes()).toHaveLength(0);
  });

  it('adds an agent; a name another agent has goes on the field', async () => {
    const taken = sim.state.agents[0].name;
    openAgents();
    await agentRows();
    const u = user();
    await u.click(button(/Add agent/));
    const dialog = await waitFor(() => dialogTitled('Add agent'));
    await fill(within(dialog).getByLabelText('Agent name'), taken.toUpperCase());
    await fill(within(dialog).getByLabelText('Contact phone'), '+49 30 1234567');
    await u.click(button('Save', dialog));
    await waitFor(() => expect(within(dialog).getByText('This name is already in use')).toBeInTheDocument());
    await replace(dialog, 'Agent name', '  Alpine Robotics  ');
    await fill(within(dialog).getByLabelText('Company number'), 'AG-0099');
    await u.click(button('Save', dialog));
    await waitFor(() => expect(screen.getByText('Agent Alpine Robotics added')).toBeInTheDocument());
    const sent = writes().map(bodyOf);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({ name: 'Alpine Robotics', companyNumber: 'AG-0099', head: null, contactPhone: '+49 30 1234567' });
    expect(rowOf(await agentRows(), 'Alpine Robotics')).toBeDefined();
    expect(sim.state.agents.find((agent) => agent.name === 'Alpine Robotics')).toMatchObject({ companyNumber: 'AG-0099', head: '' });
  });

  it('edits an agent: an emptied head is cleared, not kept', async () => {
    const agent = sim.state.agents[2];
    openAgents();
    const u = user();
    await u.click(within(rowOf(await agentRows(), agent.name)).getByText('Edit'));
    const dialog = await waitFor(() => dialogTitled('Edit agent'));
    expect(within(dialog).getByLabelText('Head')).toHaveValue(agent.head);
    await replace(dialog, 'Head', '');
    await replace(dialog, 'Contact phone', '(0755) 8888-1234');
    await u.click(button('Save', dialog));
    await waitFor(() => expect(screen.getByText(`Agent ${agent.name} saved`)).toBeInTheDocument());
    const put = writes()[0];
    expect(put.url).toBe(`/api/base/agent/${agent.id}`);
    expect(bodyOf(put)).toEqual({ name: agent.name, companyNumber: agent.companyNumber, head: null, contactPhone: '(0755) 8888-1234' });
    expect(sim.state.agents.find((candidate) => candidate.id === agent.id)).toMatchObject({ head: '', contactPhone: '(0755) 8888-1234' });
  });

  it('deletes an agent after a confirmation naming its companies, which then have no agent source', async () => {
    const agent = sim.state.agents.find((candidate) => companiesOf(candidate.id) > 1);
    if (!agent) throw new Error('the simulator seeded no agent with two companies');
    const count = companiesOf(agent.id);
    openAgents();
    const u = user();
    await u.click(within(rowOf(await agentRows(), agent.name)).getByText('Delete'));
    const confirm = await waitFor(() => confirmDialog(`Delete agent ${agent.name}?`));
    expect(within(confirm).getByText(`The ${count} companies that came through it will have no agent source.`)).toBeInTheDocument();
    expect(within(confirm).getByText('This cannot be undone.')).toBeInTheDocument();
    await u.click(button('Delete', confirm));
    await waitFor(() => expect(screen.getByText(`Agent ${agent.name} deleted; ${count} companies now have no agent source`)).toBeInTheDocument());
    expect(writes().map((request) => `${request.method} ${request.url}`)).toEqual([`DELETE /api/base/agent/${agent.id}`]);
    expect(companiesOf(agent.id)).toBe(0);
    await waitFor(async () => expect(await agentRows()).toHaveLength(sim.state.agents.length));
  });

  it('shows no add, edit or delete without platform:enterprise:info:edit', async () => {
    const admin = sim.state.accounts.find((account) => account.account === 'admin');
    if (!admin) throw new Error('no admin');
    admin.permissions = admin.permissions.filter((key) => key !== 'platform:enterprise:info:edit');
    openAgents();
    expect(await agentRows()).toHaveLength(sim.state.agents.length);
    expect(screen.queryByText('Add agent')).toBeNull();
    expect(screen.queryByText('Edit')).toBeNull();
    expect(screen.queryByText('Delete')).toBeNull();
  });
});
