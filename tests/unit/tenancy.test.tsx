/**
 * The console follows the tenant boundary (issue 28): whom it draws for
 * (the login answer's company and role type), the asset and scene lists and
 * forms of an enterprise account (no company column or filter, the company
 * fixed to its own) against a platform account's, another company's asset
 * opened by its address, and the platform's agents kept from an enterprise
 * administrator. What a person sees, and what the server receives.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { toCurrentUser, readCurrentUser } from '@/request/storage';
import { renderApp, storeSession } from '../render';
import { received, sim } from '../simulator';
import { button, dialogTitled, fill, rowsOf, user } from '../ui';

function accountOf(name: string) {
  const account = sim.state.accounts.find((candidate) => candidate.account === name);
  if (!account) throw new Error(`no seeded account ${name}`);
  return account;
}

function companyOf(name: string) {
  const { companyId } = accountOf(name);
  const company = sim.state.companies.find((candidate) => candidate.id === companyId);
  if (!company) throw new Error(`${name} has no company`);
  return company;
}

const assetsOf = (companyId: string) => [...sim.state.fleet.assets.values()].filter((asset) => asset.companyId === companyId);

/** An asset of another company than this one. */
function foreignAsset(companyId: string) {
  const asset = [...sim.state.fleet.assets.values()].find((candidate) => candidate.companyId !== companyId);
  if (!asset) throw new Error('the simulator seeded no asset of another company');
  return asset;
}

const headers = (testId: string) => [...screen.getByTestId(testId).querySelectorAll('thead th')].map((cell) => cell.textContent?.trim());
const searchForm = () => document.querySelector('.console-list-search') as HTMLElement | null;

/** The search form's field labels, with every field shown (none without a search form). */
async function searchLabels() {
  const form = searchForm();
  if (!form) return [];
  const expand = within(form).queryByText('Expand');
  if (expand) await user().click(expand);
  return [...form.querySelectorAll('label')].map((label) => label.textContent?.trim()).filter(Boolean);
}

const posted = (url: string) =>
  received.filter((request) => request.method === 'POST' && request.url === url).map((request) => JSON.parse(request.body ?? '{}') as Record<string, unknown>);

/** The notices of antd's message showing this text. */
const notices = (text: string) => [...document.querySelectorAll('.ant-message-notice')].filter((node) => node.textContent?.includes(text));

/** The form item (label and control) of a dialog's field. */
const formItem = (dialog: HTMLElement, label: string) => within(dialog).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;

describe('the current user (whom the console draws for)', () => {
  const answer = { id: '1004', token: 't', account: 'cedar.admin', name: 'Cedar Administrator', signSecret: 's' };

  it("keeps the login answer's company and role type", () => {
    expect(toCurrentUser({ ...answer, companyId: 'c4', roleType: 'enterprise' })).toEqual({ ...answer, companyId: 'c4', roleType: 'enterprise' });
    expect(toCurrentUser({ ...answer, companyId: '', roleType: 'platform' })).toMatchObject({ companyId: '', roleType: 'platform' });
  });

  it('reads a user stored before the company and role type as no platform account, and an unknown role type as none', () => {
    window.localStorage.setItem('currentUser', JSON.stringify(answer));
    expect(readCurrentUser()).toEqual({ ...answer, companyId: '', roleType: '' });
    window.localStorage.setItem('currentUser', JSON.stringify({ ...answer, companyId: 7, roleType: 'superuser' }));
    expect(readCurrentUser()).toMatchObject({ companyId: '', roleType: '' });
    expect(toCurrentUser({ ...answer, token: '' })).toBeUndefined();
  });

  it('stores the company and role type a login answers with', async () => {
    const app = renderApp('/user/login?redirect=%2Fassets%2Flist');
    const u = user();
    await fill(await screen.findByLabelText('Account'), 'cedar.admin');
    await fill(screen.getByLabelText('Password'), 'Console@2026');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    await app.waitForPath('/assets/list');
    const stored = JSON.parse(window.localStorage.getItem('currentUser') ?? '{}') as Record<string, unknown>;
    expect(stored).toMatchObject({ account: 'cedar.admin', companyId: 'c4', roleType: 'enterprise' });
    // The list it lands on already draws for one company.
    await rowsOf('asset-table');
    expect(headers('asset-table')).not.toContain('Company');
  });
});

describe('the asset list and form of an enterprise account', () => {
  it('shows only its own assets, with no company column or filter, and its total', async () => {
    storeSession('cedar.admin');
    renderApp('/assets/list');
    expect(await rowsOf('asset-table')).toHaveLength(10);
    const total = assetsOf('c4').length;
    await waitFor(() => expect(screen.getByText(`1-10 of ${total} items`)).toBeInTheDocument());
    expect(headers('asset-table')).toContain('Asset number');
    expect(headers('asset-table')).not.toContain('Company');
    const labels = await searchLabels();
    expect(labels).toContain('Project');
    expect(labels).not.toContain('Company');
    // What the server was asked carries no company: the boundary is the server's.
    expect(posted('/api/base/asset/page')[0]).not.toHaveProperty('companyId');
  });

  it('a member (of Robot Demo Co.) sees no company column or filter either', async () => {
    storeSession('member');
    renderApp('/assets/list');
    await rowsOf('asset-table');
    await waitFor(() => expect(screen.getByText(`1-10 of ${assetsOf('c1').length} items`)).toBeInTheDocument());
    expect(headers('asset-table')).not.toContain('Company');
    expect(await searchLabels()).not.toContain('Company');
  });

  it('adds an asset to its own company, shown fixed: the company cannot be changed and the server receives it', async () => {
    storeSession('cedar.admin');
    renderApp('/assets/list');
    await rowsOf('asset-table');
    const u = user();
    await u.click(button(/Add asset/));
    const dialog = await waitFor(() => dialogTitled('Add asset'));
    const company = formItem(dialog, 'Company');
    // Its own company's name, in a select that is disabled: it opens no list of companies.
    await waitFor(() => expect(within(company).getByText('Cedar Hospital Group')).toBeInTheDocument());
    expect(company.querySelector('.ant-select')).toHaveClass('ant-select-disabled');
    expect(within(dialog).getByLabelText('Company')).toBeDisabled();
    await u.click(company.querySelector('.ant-select-selector') as HTMLElement);
    expect(document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toBeNull();
    // Its projects are offered at once (the company is chosen).
    expect(formItem(dialog, 'Project').querySelector('.ant-select')).not.toHaveClass('ant-select-disabled');

    await fill(within(dialog).getByLabelText('Name'), 'Ward robot');
    await fill(within(dialog).getByLabelText('Serial number'), 'SN-CEDAR-0001');
    await u.click(button('Save', dialog));
    await waitFor(() => expect(screen.getByText('Asset Ward robot added')).toBeInTheDocument());
    expect(posted('/api/base/asset').at(-1)).toMatchObject({ name: 'Ward robot', serialNumber: 'SN-CEDAR-0001', companyId: 'c4' });
    expect([...sim.state.fleet.assets.values()].find((asset) => asset.serialNumber === 'SN-CEDAR-0001')?.companyId).toBe('c4');
  });

  it('edits an asset of its own company with the company fixed, and sends it unchanged', async () => {
    storeSession('cedar.admin');
    renderApp('/assets/list');
    const rows = await rowsOf('asset-table');
    const u = user();
    await u.click(within(rows[0]).getByText('Edit'));
    const dialog = await waitFor(() => dialogTitled('Edit asset'));
    expect(within(formItem(dialog, 'Company')).getByText('Cedar Hospital Group')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Company')).toBeDisabled();
    await u.click(button('Save', dialog));
    await waitFor(() => expect(received.some((request) => request.method === 'PUT' && request.url.startsWith('/api/base/asset/'))).toBe(true));
    const put = received.filter((request) => request.method === 'PUT' && request.url.startsWith('/api/base/asset/')).at(-1);
    expect(JSON.parse(put?.body ?? '{}')).toMatchObject({ companyId: 'c4' });
  });
});

describe('the asset list and form of a platform account', () => {
  it('shows the company column and filter, and lets the form choose among the companies', async () => {
    storeSession('admin');
    renderApp('/assets/list');
    await rowsOf('asset-table');
    await waitFor(() => expect(screen.getByText(`1-10 of ${sim.state.fleet.assets.size} items`)).toBeInTheDocument());
    expect(headers('asset-table')).toContain('Company');
    expect(await searchLabels()).toContain('Company');
    const u = user();
    await u.click(button(/Add asset/));
    const dialog = await waitFor(() => dialogTitled('Add asset'));
    expect(within(dialog).getByLabelText('Company')).toBeEnabled();
    await u.click(formItem(dialog, 'Company').querySelector('.ant-select-selector') as HTMLElement);
    const dropdown = await waitFor(() => {
      const open = document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
      expect(open).not.toBeNull();
      return open as HTMLElement;
    });
    // Several companies to choose from (the list is virtual: the first ones are drawn).
    await waitFor(() => expect(dropdown.querySelectorAll('.ant-select-item-option').length).toBeGreaterThan(1));
    expect(within(dropdown).getByTitle('Cedar Hospital Group')).toBeInTheDocument();
  });
});

describe("another company's asset opened by its address", () => {
  it('is not found for an enterprise account, exactly as an unknown id: the not-found screen, the one message', async () => {
    storeSession('cedar.admin');
    const asset = foreignAsset('c4');
    const view = renderApp(`/assets/list/detail/${asset.id}`);
    await waitFor(() => expect(screen.getByText('404')).toBeInTheDocument());
    expect(screen.getByText('This asset does not exist, or it was deleted.')).toBeInTheDocument();
    expect(screen.queryByText(asset.name)).toBeNull();
    expect(screen.queryByText(asset.serialNumber)).toBeNull();
    expect(screen.queryByText('Permission missing')).toBeNull();
    await user().click(button('Back to the list'));
    await view.waitForPath('/assets/list');
    // No toast said it again beside the screen (a message stays 3 s).
    expect(notices('asset not found')).toHaveLength(0);
    expect(notices('It does not exist')).toHaveLength(0);
  });

  it('opens for the same account when the asset is its own company’s', async () => {
    storeSession('cedar.admin');
    const [own] = assetsOf('c4');
    renderApp(`/assets/list/detail/${own.id}`);
    await waitFor(() => expect(screen.getByText(`Asset ${own.name}`)).toBeInTheDocument());
    expect(screen.getByText(own.serialNumber)).toBeInTheDocument();
  });

  it('is not found for the member too (it reads details of its own company): the screen, the one message', async () => {
    storeSession('member');
    const foreign = foreignAsset('c1');
    renderApp(`/assets/list/detail/${foreign.id}`);
    await waitFor(() => expect(screen.getByText('This asset does not exist, or it was deleted.')).toBeInTheDocument());
    expect(screen.queryByText(foreign.serialNumber)).toBeNull();
    expect(screen.queryByText('Sorry, you are not allowed to open this page.')).toBeNull();
  });
});

describe('the scene list and form', () => {
  it("an enterprise account (dispatcher) sees its own company's scenes, no company column or filter, and adds with its company fixed", async () => {
    storeSession('dispatcher');
    renderApp('/scene/list');
    const rows = await rowsOf('scene-table');
    const own = sim.state.fleet.scenes.filter((scene) => scene.companyId === 'c1');
    expect(rows).toHaveLength(own.length);
    expect(rows.map((row) => row.getAttribute('data-row-key')).sort()).toEqual(own.map((scene) => scene.id).sort());
    expect(headers('scene-table')).toContain('Scene name');
    expect(headers('scene-table')).not.toContain('Company');
    expect(await searchLabels()).not.toContain('Company');

    const u = user();
    await u.click(button(/Add scene/));
    const dialog = await waitFor(() => dialogTitled('Add scene'));
    await waitFor(() => expect(within(formItem(dialog, 'Company')).getByText('Robot Demo Co.')).toBeInTheDocument());
    expect(within(dialog).getByLabelText('Company')).toBeDisabled();
    await fill(within(dialog).getByLabelText('Scene name'), 'Rooftop garden');
    await u.click(button('Save', dialog));
    await waitFor(() => expect(screen.getByText('Scene Rooftop garden added')).toBeInTheDocument());
    expect(posted('/api/rss/scene').at(-1)).toMatchObject({ name: 'Rooftop garden', companyId: 'c1' });
    expect(sim.state.fleet.scenes.find((scene) => scene.name === 'Rooftop garden')?.companyId).toBe('c1');
  });

  it('a platform account sees the company column and filter, and chooses the company', async () => {
    storeSession('admin');
    renderApp('/scene/list');
    await rowsOf('scene-table');
    expect(headers('scene-table')).toContain('Company');
    expect(await searchLabels()).toContain('Company');
    const u = user();
    await u.click(button(/Add scene/));
    const dialog = await waitFor(() => dialogTitled('Add scene'));
    expect(within(dialog).getByLabelText('Company')).toBeEnabled();
    expect(within(formItem(dialog, 'Company')).queryByText('Robot Demo Co.')).toBeNull();
  });
});

describe("the platform's agents", () => {
  const agentCalls = () => received.filter((request) => request.url.startsWith('/api/base/agent'));

  it('an enterprise administrator sees its agent source by name, no agents tab, and never meets a refusal', async () => {
    storeSession('falcon.admin');
    const company = companyOf('falcon.admin');
    const agent = sim.state.agents.find((candidate) => candidate.id === company.agentId);
    if (!agent) throw new Error('Falcon Manufacturing has no agent source');
    renderApp('/enterprise/info?tab=agents');
    await waitFor(() => expect(screen.getByText(company.number)).toBeInTheDocument(), { timeout: 15_000 });
    expect(screen.getByText(agent.name)).toBeInTheDocument();
    expect(screen.queryByTestId('agent-source')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Information', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Agents' })).toBeNull();
    expect(agentCalls()).toEqual([]);
    expect(screen.queryByText('Permission missing')).toBeNull();
  });

  it('an enterprise administrator edits its company with the agent source fixed, loading no agents and sending none', async () => {
    storeSession('falcon.admin');
    const company = companyOf('falcon.admin');
    const agent = sim.state.agents.find((candidate) => candidate.id === company.agentId);
    renderApp('/enterprise/edit');
    await screen.findByText('Edit enterprise info', {}, { timeout: 15_000 });
    // Its agent source by name, in a select that is disabled.
    const agentField = await screen.findByLabelText('Agent source');
    expect(agentField.closest('.ant-select')?.querySelector('.ant-select-selection-item')).toHaveTextContent(agent?.name ?? '');
    expect(agentField).toBeDisabled();
    const shortName = screen.getByLabelText('Short name', { selector: 'input' });
    const u = user();
    await u.clear(shortName);
    await fill(shortName, 'Falcon');
    await u.click(button('Save'));
    await waitFor(() => expect(company.shortName).toBe('Falcon'));
    const put = received.filter((request) => request.method === 'PUT' && request.url === '/api/base/enterprise').at(-1);
    expect(JSON.parse(put?.body ?? '{}')).not.toHaveProperty('agentId');
    expect(company.agentId).toBe(agent?.id);
    expect(agentCalls()).toEqual([]);
    expect(screen.queryByText('Permission missing')).toBeNull();
  });

  it('a platform administrator chooses the agent source among the agents', async () => {
    storeSession('admin');
    renderApp('/enterprise/edit');
    await screen.findByText('Edit enterprise info', {}, { timeout: 15_000 });
    await waitFor(() => expect(received.some((request) => request.url === '/api/base/agent/options')).toBe(true));
    expect(screen.getByLabelText('Agent source')).toBeEnabled();
  });
});
