/**
 * The member import reads the console's own export (issue 30): the member
 * list exported in the browser (a byte-order mark, the column titles and the
 * words of the reader's language) is imported as it was saved, through the
 * import dialog, in English and in Chinese. What the server received (the
 * very file saved) and what the list then shows.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { applyRole, findRole } from '../../mock/sim/store';
import { bytesOf, csvOf } from '../exports';
import { account, companyMembers, openList, sent } from '../members';
import { captureSaves } from '../resources';
import { received, sim } from '../simulator';
import { button, dialogTitled, rowsOf } from '../ui';

const WORDS = {
  'en-US': {
    header: 'Name,Gender,Account,Phone,Email,Job number,Role,Device usage level,Status,Lock,Created,Last sign-in',
    import: 'Import',
    dialog: 'Import members',
    submit: 'Upload and import',
    added: '2 members added',
    female: 'Female',
    unsaid: 'Not given',
  },
  'zh-CN': {
    header: '姓名,性别,账号,电话,邮箱,工号,角色,设备使用等级,状态,锁定,创建时间,最近登录',
    import: '导入',
    dialog: '导入成员',
    submit: '上传并导入',
    added: '已添加 2 名成员',
    female: '女',
    unsaid: '未填写',
  },
} as const;

describe.each(Object.keys(WORDS) as Array<keyof typeof WORDS>)('importing the member list the console exported, in %s', (locale) => {
  const words = WORDS[locale];

  it('adds the exported members back as they were: the file as saved reaches the server, and the list shows them', async () => {
    window.localStorage.setItem('umi_locale', locale);
    const saves = captureSaves();
    // The two newest members after the administrator (the list's first rows): one with a gender, a job number and a role,
    // one with none of them (its role written as the word for no role).
    const [first, second] = companyMembers()
      .filter((member) => member.id !== account('admin').id)
      .sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id));
    Object.assign(first, { gender: 'female', jobNumber: 'J-7' });
    applyRole(first, findRole(sim.state, 'r2'));
    Object.assign(second, { gender: '', jobNumber: '' });
    applyRole(second, undefined);
    const exported = [first, second].map(({ name, email, phone }) => ({ name, email, phone }));

    const { rows, u } = await openList();
    for (const member of [first, second]) {
      const row = rows.find((candidate) => candidate.getAttribute('data-row-key') === member.id) as HTMLElement;
      await u.click(row.querySelector('input[type=checkbox]') as HTMLElement);
    }
    await u.click(button(locale === 'en-US' ? 'Export' : '导出'));
    await waitFor(() => expect(saves.saved).toHaveLength(1));
    const csv = await csvOf(saves.blobs[0]);
    expect(csv.bom).toBe(true);
    expect(csv.lines[0]).toBe(words.header);
    expect(csv.lines).toHaveLength(3);

    // The two leave the company (their accounts are gone), then come back from the file.
    sim.state.accounts = sim.state.accounts.filter((candidate) => ![first.id, second.id].includes(candidate.id));
    await u.click(button(words.import));
    const dialog = await waitFor(() => dialogTitled(words.dialog));
    const saved = await bytesOf(saves.blobs[0]);
    await u.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, new File([new Uint8Array(saved)], 'members.csv', { type: 'text/csv' }));
    await u.click(button(words.submit, dialog));
    await waitFor(() => expect(screen.getByText(words.added)).toBeInTheDocument());

    // The server received the file exactly as the export saved it.
    const uploads = sent('POST', '/api/base/person/excel/file');
    expect(uploads).toHaveLength(1);
    const part = uploads[0].files?.find((candidate) => candidate.field === 'file');
    expect(new Uint8Array(part?.data ?? [])).toEqual(saved);
    expect(received.filter((request) => request.url.includes('/person/excel/list'))).toHaveLength(0);

    // Each member as exported: the words mapped back (gender, no role: the default Member).
    const added = exported.map(({ email }) => sim.state.accounts.find((candidate) => candidate.email === email));
    expect(added.map((member) => member && { name: member.name, email: member.email, phone: member.phone })).toEqual(exported);
    expect(added.map((member) => member && [member.gender, member.jobNumber, member.roleName])).toEqual([
      ['female', 'J-7', 'Dispatcher'],
      ['', '', 'Member'],
    ]);

    // The list shows them again, in the reader's words.
    await waitFor(async () => {
      const shown = await rowsOf('member-table');
      const row = shown.find((candidate) => within(candidate).queryByText(first.name));
      expect(row).toBeDefined();
      expect(within(row as HTMLElement).getByText(words.female)).toBeInTheDocument();
      expect(within(row as HTMLElement).getByText('J-7')).toBeInTheDocument();
      expect(within(row as HTMLElement).getByText('Dispatcher')).toBeInTheDocument();
    });
    const shown = await rowsOf('member-table');
    const back = shown.find((candidate) => within(candidate).queryByText(second.name)) as HTMLElement;
    expect(within(back).getByText(words.unsaid)).toBeInTheDocument();
    expect(within(back).getByText('Member')).toBeInTheDocument();
    saves.restore();
  }, 120_000);
});
