/**
 * The company's members from the enterprise side (EnterpriseMembers) over
 * the simulator: the members tab of /enterprise/info in the real app.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, storeSession } from '../render';
import { sim } from '../simulator';
import { account, bodyOf, companyMembers, sent } from '../members';
import { button, confirmDialog, dialogTitled, rowsOf, user, messages } from '../ui';
import { formatDateTime } from '@/utils/format';
import { cellsOf, csvOf } from '../exports';
import { captureSaves } from '../resources';

const key = (suffix: string) => `platform:enterprise:info:${suffix}`;

function withoutKeys(...suffixes: string[]) {
  const admin = account('admin');
  admin.permissions = admin.permissions.filter((candidate) => !suffixes.some((suffix) => candidate === key(suffix)));
}

async function openMembers() {
  storeSession('admin');
  renderApp('/enterprise/info?tab=members');
  return { rows: await rowsOf('company-member-table'), u: user() };
}

describe('company members from the enterprise side', () => {
  it('lists the company members from the enterprise call and adds accounts of no company with a role', async () => {
    const { rows, u } = await openMembers();
    expect(rows).toHaveLength(10);
    expect(bodyOf(sent('POST', '/api/base/enterprise/member/page')[0])).toMatchObject({ pageNumber: 1, pageSize: 10 });
    for (const name of ['Import', 'Export', 'Export all matching', 'Remove from company']) expect(button(name), name).toBeInTheDocument();
    const before = companyMembers().length;
    await u.click(button('Add members'));
    const dialog = await waitFor(() => dialogTitled('Add members to the company'));
    await u.click(button('Add', dialog));
    await waitFor(() => expect(document.querySelector('.ant-message')?.textContent).toContain('Select at least one item first'));
    const candidates = await rowsOf('candidate-table');
    const ids = candidates.slice(0, 2).map((row) => row.getAttribute('data-row-key') ?? '');
    for (const row of candidates.slice(0, 2)) await u.click(row.querySelector('input[type=checkbox]') as HTMLElement);
    await u.click(button('Add', dialog));
    await waitFor(() => expect(screen.getByText('2 members added')).toBeInTheDocument());
    expect(bodyOf(sent('POST', '/api/base/enterprise/member')[0])).toEqual({ ids, roleId: 'r3' });
    expect(companyMembers()).toHaveLength(before + 2);
    for (const id of ids) expect(sim.state.accounts.find((candidate) => candidate.id === id)).toMatchObject({ roleId: 'r3' });
  });

  it('removes the selected members after a confirmation that says they keep their account', async () => {
    const { rows, u } = await openMembers();
    await u.click(button('Remove from company'));
    await waitFor(() => expect(document.querySelector('.ant-message')?.textContent).toContain('Select at least one item first'));
    const row = rows.find((candidate) => candidate.getAttribute('data-row-key') !== account('admin').id) as HTMLElement;
    const id = row.getAttribute('data-row-key') ?? '';
    await u.click(row.querySelector('input[type=checkbox]') as HTMLElement);
    await u.click(button('Remove from company'));
    const confirm = await waitFor(() => confirmDialog('Remove 1 member from the company?'));
    expect(within(confirm).getByText('They keep their account and can still sign in, but without company and role.')).toBeInTheDocument();
    await u.click(button('Remove from company', confirm));
    await waitFor(() => expect(screen.getByText('1 member removed from the company')).toBeInTheDocument());
    expect(bodyOf(sent('DELETE', '/api/base/enterprise/member')[0])).toEqual({ ids: [id] });
    expect(sim.state.accounts.find((candidate) => candidate.id === id)).toMatchObject({ companyId: '' });
  });

  /** What each key shows, as toolbar buttons. */
  const shownBy: Record<string, string[]> = {
    addMembers: ['Add members'],
    removeMembers: ['Remove from company'],
    import: ['Import'],
    export: ['Export', 'Export all matching'],
  };
  const shown = (name: string) => screen.queryByText(name, { selector: 'button span' });

  // Two groups, each hidden while the other shows: every key hides its own actions and no other's.
  it.each([
    [['addMembers', 'export'], ['removeMembers', 'import']],
    [['removeMembers', 'import'], ['addMembers', 'export']],
  ])('hides the actions of %j without their keys, and keeps %j', async (removed, kept) => {
    withoutKeys(...removed);
    await openMembers();
    for (const name of removed.flatMap((suffix) => shownBy[suffix])) expect(shown(name), name).toBeNull();
    for (const name of kept.flatMap((suffix) => shownBy[suffix])) expect(shown(name), name).not.toBeNull();
  });

  it('exports every company member the filter matches, in Chinese for a person reading Chinese', async () => {
    window.localStorage.setItem('umi_locale', 'zh-CN');
    const saves = captureSaves();
    storeSession('admin');
    renderApp('/enterprise/info?tab=members');
    await rowsOf('company-member-table');
    const pages = sent('POST', '/api/base/enterprise/member/page').length;
    await user().click(button('导出全部筛选结果'));
    await waitFor(() => expect(saves.saved).toHaveLength(1));
    expect(saves.saved[0]).toMatch(/^members_\d{8}_\d{6}\.csv$/);
    // Through the list's own call, at the largest page size; never the server's raw export.
    expect(sent('POST', '/api/base/enterprise/member/page').slice(pages).map(bodyOf)).toEqual([{ pageNumber: 1, pageSize: 100 }]);
    expect(sent('POST', '/api/base/enterprise/member/excel/list')).toHaveLength(0);
    const csv = await csvOf(saves.blobs[0]);
    expect(csv.bom).toBe(true);
    expect(csv.lines[0]).toBe('姓名,性别,账号,电话,邮箱,工号,角色,设备使用等级,状态,锁定,创建时间,最近登录');
    const rows = csv.lines.slice(1).map(cellsOf);
    expect(rows.map((cells) => cells[2]).sort()).toEqual(companyMembers().map((member) => member.account).sort());
    const admin = account('admin');
    const own = rows.find((cells) => cells[2] === 'admin') ?? [];
    expect(own[1]).toBe({ male: '男', female: '女', '': '未填写' }[admin.gender]);
    expect(own[8]).toBe('启用');
    expect(own[10]).toBe(formatDateTime(admin.createdAt));
    await waitFor(() => expect(messages()).toContain(`已导出 ${rows.length} 条`));
  });

  it('has no members tab without the view key: the address asking for it shows the info', async () => {
    withoutKeys('viewMembers');
    storeSession('admin');
    renderApp('/enterprise/info?tab=members');
    expect(await screen.findByRole('tab', { name: 'Information', selected: true }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Agents' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Members' })).toBeNull();
    expect(screen.queryByTestId('company-member-table')).toBeNull();
    expect(sent('POST', '/api/base/enterprise/member/page')).toHaveLength(0);
  });
});
