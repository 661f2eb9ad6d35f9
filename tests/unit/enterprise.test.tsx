/** Enterprise info and its edit over the simulator: what is shown, the edit key, each rule, the server's reasons on their fields. */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { clearCache } from '@/request/useData';
import { renderApp, storeSession } from '../render';
import { received, server, sim } from '../simulator';
import { button, fill, user } from '../ui';

function ownCompany(account: string) {
  const person = sim.state.accounts.find((candidate) => candidate.account === account);
  const company = sim.state.companies.find((candidate) => candidate.id === person?.companyId);
  if (!company) throw new Error(`${account} has no company`);
  return company;
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

async function openEdit() {
  storeSession('admin');
  const app = renderApp('/enterprise/edit');
  await screen.findByText('Edit enterprise info', {}, { timeout: 15_000 });
  await waitFor(() => expect(field('Company name').value).not.toBe(''));
  return app;
}

async function replace(label: string, text: string) {
  const input = field(label);
  await user().clear(input);
  if (text) await fill(input, text);
}

describe('enterprise info', () => {
  it('shows the company of the signed-in administrator, every section, and the edit with its key', async () => {
    storeSession('admin');
    const company = ownCompany('admin');
    const { waitForPath } = renderApp('/enterprise/info');
    await waitFor(() => expect(screen.getByText(company.name)).toBeInTheDocument(), { timeout: 15_000 });
    for (const title of ['Company', 'Address', 'Responsible person', 'Service']) {
      expect(screen.getByText(title, { selector: '.ant-card-head-title' })).toBeInTheDocument();
    }
    expect(screen.getByText(company.number)).toBeInTheDocument();
    expect(screen.getByText('Unified social credit code')).toBeInTheDocument();
    await user().click(button('Edit'));
    await waitForPath('/enterprise/edit');
  });

  it("links the company's agent source to the agents tab, where its row is marked", async () => {
    storeSession('admin');
    const company = ownCompany('admin');
    const agent = sim.state.agents.find((candidate) => candidate.id === company.agentId)!;
    const { waitForPath } = renderApp('/enterprise/info');
    await user().click(await screen.findByTestId('agent-source', {}, { timeout: 15_000 }));
    await waitForPath('/enterprise/info?tab=agents');
    const marked = await screen.findByTestId('agent-highlight', {}, { timeout: 10_000 });
    expect(marked.closest('tr')).toHaveTextContent(agent.name);
    expect(screen.getByRole('tab', { name: 'Agents', selected: true })).toBeInTheDocument();
    expect(received.some((request) => request.url === '/api/base/agent/page')).toBe(true);
  });

  it('has no edit without platform:enterprise:info:edit', async () => {
    const admin = sim.state.accounts.find((candidate) => candidate.account === 'admin')!;
    admin.permissions = admin.permissions.filter((key) => key !== 'platform:enterprise:info:edit');
    storeSession('admin');
    renderApp('/enterprise/info');
    await screen.findByText('Company name', {}, { timeout: 15_000 });
    expect(screen.queryByText('Edit', { selector: 'button span' })).toBeNull();
  });
});

describe('enterprise edit', () => {
  it('checks each rule before sending anything, and keeps what was typed', async () => {
    await openEdit();
    const puts = () => received.filter((request) => request.method === 'PUT' && request.url === '/api/base/enterprise');
    await replace('Company name', '');
    await replace('Short name', 'x'.repeat(51));
    await replace('Phone', '12');
    await replace("Responsible person's email", 'not-an-email');
    await replace('Website', 'not a url');
    await user().click(button('Save'));
    await waitFor(() => expect(screen.getByText('Enter the company name')).toBeInTheDocument());
    // Texts stop at 50 characters as they are typed (section 5).
    expect(field('Short name').value).toHaveLength(50);
    expect(screen.getAllByText('Enter a valid phone number (5-20 characters)').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByText('Enter a valid email address')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('Enter a web address such as https://www.example.com')).toBeInTheDocument());
    expect(puts()).toHaveLength(0);
    expect(field("Responsible person's email").value).toBe('not-an-email');
  });

  it('puts the server refusal of a name another company has on the name, and saves a valid change', async () => {
    const app = await openEdit();
    const own = ownCompany('admin');
    const other = sim.state.companies.find((candidate) => candidate.id !== own.id)!;
    await replace('Company name', other.name.toUpperCase());
    await user().click(button('Save'));
    await waitFor(() => expect(screen.getByText('This name is already in use')).toBeInTheDocument());
    expect(app.location()).toBe('/enterprise/edit');

    await replace('Company name', 'Robot Demo Co. (East)');
    await replace('City', 'Hangzhou');
    await user().click(button('Save'));
    await waitFor(() => expect(screen.getByText('Enterprise Robot Demo Co. (East) saved')).toBeInTheDocument());
    await app.waitForPath('/enterprise/info');
    const put = received.filter((request) => request.method === 'PUT' && request.url === '/api/base/enterprise').at(-1);
    expect(JSON.parse(put?.body ?? '{}')).toMatchObject({ name: 'Robot Demo Co. (East)', address: { city: 'Hangzhou' } });
    expect(ownCompany('admin')).toMatchObject({ name: 'Robot Demo Co. (East)' });
    await waitFor(() => expect(screen.getByText('Hangzhou')).toBeInTheDocument());
  });
});

describe('leaving the enterprise edit', () => {
  const question = () => screen.queryByText('Leave without saving?', { selector: '.ant-modal-confirm-title' });

  it('leaves at once when nothing changed (dates, switches and selects as they came)', async () => {
    const app = await openEdit();
    await user().click(button('Cancel'));
    await app.waitForPath('/enterprise/info');
    expect(question()).toBeNull();
  });

  it('asks before changes are lost, from Cancel and from a link of the console; Leave goes without saving', async () => {
    const app = await openEdit();
    const u = user();
    const before = ownCompany('admin').address.city;
    await replace('City', 'Hangzhou');
    await u.click(button('Cancel'));
    await waitFor(() => expect(question()).toBeInTheDocument());
    await u.click(button('Stay'));
    await waitFor(() => expect(question()).toBeNull());
    expect(app.location()).toBe('/enterprise/edit');
    expect(field('City').value).toBe('Hangzhou');
    const crumb = await waitFor(() => {
      const link = document.querySelector('.ant-breadcrumb a');
      expect(link).not.toBeNull();
      return link as HTMLElement;
    });
    await u.click(crumb);
    await waitFor(() => expect(question()).toBeInTheDocument());
    await u.click(button('Leave'));
    await waitFor(() => expect(app.location()).not.toBe('/enterprise/edit'));
    expect(received.some((request) => request.method === 'PUT' && request.url === '/api/base/enterprise')).toBe(false);
    expect(ownCompany('admin').address.city).toBe(before);
  });
});

describe('enterprise that cannot be loaded', () => {
  // Both screens say why in the dictionary's words the pipeline uses, never the error's identifier, and offer it again.
  it.each([
    ['/enterprise/info', 'no reply', () => HttpResponse.error(), 'None response! Please retry.', 'Network Error'],
    ['/enterprise/edit', 'a 500 without an envelope', () => new HttpResponse('upstream failed', { status: 500 }), 'Response status: 500', 'httpStatus'],
  ])('%s after %s says so in words, with a retry', async (path, _, reply, words, identifier) => {
    // An answer an earlier test left in the cache would be shown instead.
    clearCache();
    server.use(http.get('*/api/base/enterprise', reply, { once: true }));
    storeSession('admin');
    renderApp(path);
    const title = await screen.findByText('The enterprise could not be loaded', {}, { timeout: 15_000 });
    const result = title.closest('.ant-result') as HTMLElement;
    expect(within(result).getByText(words, { selector: '.ant-result-subtitle' })).toBeInTheDocument();
    expect(screen.queryByText(identifier)).toBeNull();
    // The screen is the one message: no toast says it again.
    expect(screen.getAllByText(words)).toHaveLength(1);
    await user().click(within(result).getByRole('button', { name: 'Retry' }));
    // The info shows the name as text, the edit as its field's value.
    const name = ownCompany('admin').name;
    await waitFor(() => expect(screen.queryByText(name) ?? screen.queryByDisplayValue(name)).not.toBeNull(), { timeout: 15_000 });
    expect(screen.queryByText('The enterprise could not be loaded')).toBeNull();
    // Nor did a toast say it while the screen did (a message stays 3 s).
    expect(screen.queryByText(words)).toBeNull();
  });
});
