/**
 * Members (docs/api.md "Members"): the signed-in person's company's members,
 * paged, in detail, edited (role and device usage level too), enabled or
 * disabled, unlocked, removed (the account is deleted) and imported from
 * CSV. The enterprise screens (enterprise.ts) share the list, the row and
 * the import. (Exports are built in the browser from the page calls.)
 */
import enAccountWords from '../../../src/locales/en-US/account';
import enPersonWords from '../../../src/locales/en-US/person';
import zhAccountWords from '../../../src/locales/zh-CN/account';
import zhPersonWords from '../../../src/locales/zh-CN/person';
import { IMPORT_COLUMN_TITLES, type ImportResult, type ImportRowProblem, type MemberDetail, type MemberRow } from '../../../src/services/types/member';
import { STATUS } from '../../../src/request/codes';
import { attachment, csv, csvText, parseCsv } from '../files';
import { MEMBER_ROLE_ID, type Company, type Role } from '../org';
import type { Ctx, RouteDef } from '../router';
import { accountByEmail, applyRole, companyName, findRole, sameEmail, type Account, type SimState } from '../store';
import { RawReply, SimError } from '../types';
import { PERSON_EDIT_KEY, PERSON_LIST_KEY } from './account';
import { booleanFilter, choiceFilter, idFilter, pageOf, textFilter, type ListSpec } from './list';
import { createAccount } from './register';
import { holdsPlatformRole } from '../reach';
import { roleByName, roleInput } from './roles';
import {
  fieldError,
  JOB_NUMBER_MAX,
  optionalGender,
  optionalLevel,
  optionalText,
  requireBoolean,
  requireEmail,
  requireIds,
  requireName,
  requireObject,
  requirePhone,
  type ReasonWord,
} from './validate';

const personKey = (suffix: string) => `${PERSON_LIST_KEY}:${suffix}`;
export const PERSON_KEYS = {
  list: PERSON_LIST_KEY,
  more: personKey('more'),
  edit: PERSON_EDIT_KEY,
  onoff: personKey('onoff'),
  remove: personKey('remove'),
  invite: personKey('invite'),
  import: personKey('import'),
  export: personKey('export'),
} as const;

/** At most this many ids per call, and rows per import. */
export const MEMBER_IDS_MAX = 1000;
export const IMPORT_ROWS_MAX = 1000;
export const IMPORT_BYTES_MAX = 1024 * 1024;

/** The signed-in person's company; none is 40401 'company not found'. */
export function ownCompany(ctx: Ctx): Company {
  const company = ctx.user && ctx.state.companies.find((candidate) => candidate.id === ctx.user?.companyId);
  if (!company) throw new SimError(STATUS.NOT_FOUND, 'company not found');
  return company;
}

export function membersOf(state: SimState, company: Company): Account[] {
  return state.accounts.filter((account) => account.companyId === company.id);
}

export function memberRow(account: Account): MemberRow {
  return {
    id: account.id,
    account: account.account,
    name: account.name,
    gender: account.gender,
    email: account.email,
    phone: account.phone,
    jobNumber: account.jobNumber,
    roleId: account.roleId,
    roleName: account.roleName,
    deviceLevel: account.deviceLevel,
    enabled: account.enabled,
    locked: account.locked,
    createdAt: account.createdAt,
    lastLoginAt: account.lastLoginAt,
  };
}

export function memberDetail(state: SimState, account: Account): MemberDetail {
  return {
    ...memberRow(account),
    companyId: account.companyId,
    companyName: companyName(state, account.companyId),
    lockedAt: account.lockedAt,
    headVersion: account.head?.version ?? 0,
    permissions: [...account.permissions],
  };
}

/** The default order of members and accounts: the latest created first, then the higher id. */
export const ACCOUNT_ORDER: ListSpec<Account> = { createdAt: (account) => account.createdAt, id: (account) => account.id };

/** The member lists' filters and sort fields (POST /person/page, POST /enterprise/member/page). */
export const MEMBER_SPEC: ListSpec<Account> = {
  ...ACCOUNT_ORDER,
  filters: {
    keyword: textFilter((account) => account.name, (account) => account.account, (account) => account.email),
    roleId: idFilter((account) => account.roleId),
    locked: booleanFilter((account) => account.locked),
    enabled: booleanFilter((account) => account.enabled),
    gender: choiceFilter((account) => account.gender, ['male', 'female']),
  },
  sorts: {
    name: (account) => account.name,
    account: (account) => account.account,
    email: (account) => account.email,
    jobNumber: (account) => account.jobNumber || null,
    roleName: (account) => account.roleName || null,
    deviceLevel: (account) => account.deviceLevel,
    createdAt: (account) => account.createdAt,
    lastLoginAt: (account) => account.lastLoginAt,
  },
};

function memberNotFound(): SimError {
  return new SimError(STATUS.NOT_FOUND, 'member not found');
}

/** A member of the company; any other id (another company's too) is 40401 'member not found'. */
export function findMember(state: SimState, company: Company, id: string): Account {
  const account = state.accounts.find((candidate) => candidate.id === id && candidate.companyId === company.id);
  if (!account) throw memberNotFound();
  return account;
}

/** The members of `body.ids` (1-1000), or 40401 when any is not a member of the company. */
export function membersOfIds(state: SimState, company: Company, input: Record<string, unknown>): Account[] {
  return requireIds(input, MEMBER_IDS_MAX).map((id) => findMember(state, company, id));
}

/** Whoever calls may not do this to themselves (disable, remove, change the own role). */
export function refuseSelf(ctx: Ctx, accounts: readonly Account[], field: string, what: string): void {
  if (accounts.some((account) => account.id === ctx.user?.id)) throw fieldError(field, 'invalid', `You cannot ${what} yourself`);
}

/**
 * Platform staff (holders of a platform role) are changed by platform staff
 * only: for any other caller, editing, enabling or disabling, unlocking,
 * removing or mailing a reset code to one is 40301 (scope platform), and
 * nothing changes. Otherwise a company administrator could take over a
 * platform account (its email, then password recovery).
 */
export function refusePlatformAccounts(ctx: Ctx, accounts: readonly Account[]): void {
  if (ctx.reach.all) return;
  if (accounts.some((account) => holdsPlatformRole(ctx.state.roles, account))) {
    throw new SimError(STATUS.PERMISSION_MISSING, 'Permission missing', { scope: 'platform' });
  }
}

/** Every session of the account ends (the next call answers 40102). */
export function endSessions(state: SimState, account: Account): void {
  for (const session of state.sessions.values()) if (session.userId === account.id) session.revoked = true;
}

/** The role a new member gets when none is named: Member (none when it was deleted). */
export function defaultRole(state: SimState): Role | undefined {
  return findRole(state, MEMBER_ROLE_ID);
}

/** An email another account has (compared without regard to case) is 40901 'email already registered'. */
export function refuseRegisteredEmail(state: SimState, email: string, field: string, current?: Account): void {
  const other = accountByEmail(state, email);
  if (other && other !== current) {
    throw new SimError(STATUS.CONFLICT, 'email already registered', { fields: { [field]: 'registered' } });
  }
}

/** The import's columns: `name`, `email`, `phone` required, `jobNumber`, `roleName` optional (the template's). */
export const IMPORT_COLUMNS = ['name', 'email', 'phone', 'jobNumber', 'roleName'] as const;
/** Every column the import takes: the template's, and the gender a console's export writes. */
const IMPORT_FIELDS = [...IMPORT_COLUMNS, 'gender'] as const;
type ImportField = (typeof IMPORT_FIELDS)[number];
const REQUIRED_COLUMNS = ['name', 'email', 'phone'];

/**
 * The console's own words, in each language it speaks (its dictionaries, read as they are): a file the
 * console exported (src/components/table/useListExport.tsx) is imported as it was saved.
 */
const DICTIONARIES: ReadonlyArray<Readonly<Record<string, string>>> = [
  { ...enAccountWords, ...enPersonWords },
  { ...zhAccountWords, ...zhPersonWords },
];
const wordsOf = (id: string) => DICTIONARIES.map((words) => words[id]).filter((word): word is string => typeof word === 'string');
/** Compared as a person would read them: trimmed, whatever the case. */
const plain = (text: string) => text.trim().toLowerCase();

/** The export's column titles (src/components/members/columns.tsx), by the field each one is: the console's own table. */
const COLUMN_TITLES: Readonly<Record<ImportField, string>> = IMPORT_COLUMN_TITLES;

/** The field a header cell names: its field name, or its column title in either language; undefined for a column the import does not take. */
function fieldOfHeader(cell: string): ImportField | undefined {
  const wanted = plain(cell);
  return IMPORT_FIELDS.find((field) => plain(field) === wanted || wordsOf(COLUMN_TITLES[field]).some((title) => plain(title) === wanted));
}

/** A gender cell: the wire's word (`male`, `female`, '' unsaid), or the word the export wrote in either language. */
const GENDER_WORDS: ReadonlyArray<readonly [gender: 'male' | 'female' | '', id: string]> = [
  ['male', 'account.gender.male'],
  ['female', 'account.gender.female'],
  ['', 'person.gender.unsaid'],
];
function genderOfCell(cell: string): string {
  const wanted = plain(cell);
  const found = GENDER_WORDS.find(([gender, id]) => plain(gender) === wanted || wordsOf(id).some((word) => plain(word) === wanted));
  return found ? found[0] : cell.trim();
}

/** The export's word for a member of no role ('No role'), in either language: as an empty role cell. */
const isNoRoleWord = (cell: string) => wordsOf('person.role.none').some((word) => plain(word) === plain(cell));

/** A bad row: its number in the file (the header being 1) and its cells' reasons. */
type BadRow = ImportRowProblem;

interface ImportRow {
  name: string;
  email: string;
  phone: string;
  jobNumber: string;
  gender: Account['gender'] | undefined;
  role: Role | undefined;
}

/** Runs one check of a row, noting its field error instead of throwing it. */
function noted<T>(errors: Record<string, ReasonWord>, check: () => T): T | undefined {
  try {
    return check();
  } catch (error) {
    const fields = error instanceof SimError ? (error.result as { fields?: Record<string, ReasonWord> } | null)?.fields : undefined;
    if (!fields) throw error;
    Object.assign(errors, fields);
    return undefined;
  }
}

function fileError(word: ReasonWord, reason: string, extra: Record<string, unknown> = {}): SimError {
  return fieldError('file', word, reason, extra);
}

/** The CSV's records (header first) from the upload: UTF-8 text of at most 1 MB. */
function csvRecords(ctx: Ctx): string[][] {
  const file = ctx.files.find((candidate) => candidate.field === 'file');
  if (!file) throw fileError('required', 'Choose a CSV file');
  if (file.data.length > IMPORT_BYTES_MAX) throw fileError('tooLarge', 'The file is larger than 1 MB');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file.data);
  } catch {
    throw fileError('type', 'The file is not UTF-8 text');
  }
  const records = parseCsv(text);
  if (!records) throw fileError('invalid', 'A quote in the file is never closed');
  return records;
}

/**
 * The rows of an import, each checked: name 1-50, a valid email no account
 * and no earlier row has, phone 5-20 of `0-9 + - ( ) space`, job number at
 * most 50, a gender (optional), a role by name (Member when empty). Blank
 * rows are skipped. The header names each column by its field name or by
 * the console's column title in either language (a file the console
 * exported); columns the import does not take are left alone.
 */
function readImport(ctx: Ctx, company: Company): { rows: ImportRow[]; bad: BadRow[] } {
  const [header, ...records] = csvRecords(ctx);
  const fields = (header ?? []).map(fieldOfHeader);
  // A field named twice: its first column.
  const column = new Map(IMPORT_FIELDS.map((name) => [name, fields.indexOf(name)]));
  const missing = REQUIRED_COLUMNS.filter((name) => column.get(name as ImportField) === -1);
  if (missing.length > 0) throw fileError('invalid', `The header lacks the columns ${missing.join(', ')}`, { columns: missing });
  const filled = records.map((record, index) => ({ record, row: index + 2 })).filter(({ record }) => record.some((cell) => cell.trim() !== ''));
  if (filled.length === 0) throw fileError('invalid', 'The file holds no members');
  if (filled.length > IMPORT_ROWS_MAX) throw fileError('tooLong', `At most ${IMPORT_ROWS_MAX} members per file`);

  const rows: ImportRow[] = [];
  const bad: BadRow[] = [];
  const emails = new Set<string>();
  for (const { record, row } of filled) {
    const input: Record<string, unknown> = {};
    for (const [name, at] of column) if (at !== -1) input[name] = csvText(record[at] ?? '');
    const errors: Record<string, ReasonWord> = {};
    const name = noted(errors, () => requireName(input));
    const email = noted(errors, () => {
      const value = requireEmail({ email: (input.email as string).trim() }, 'email');
      if (emails.has(value.toLowerCase())) throw fieldError('email', 'exists', 'The email is in an earlier row');
      refuseRegisteredEmail(ctx.state, value, 'email');
      return value;
    });
    if (email) emails.add(email.toLowerCase());
    const phone = noted(errors, () => requirePhone({ phone: (input.phone as string).trim() }));
    const jobNumber = noted(errors, () => optionalText(input, 'jobNumber', JOB_NUMBER_MAX));
    const gender = noted(errors, () => optionalGender({ gender: input.gender === undefined ? undefined : genderOfCell(input.gender as string) }));
    const role = noted(errors, () => {
      const wanted = ((input.roleName as string | undefined) ?? '').trim();
      // Only a role the caller may give: another company's, or a platform role for a company administrator, is unknown.
      const found = wanted === '' ? undefined : roleByName(ctx, wanted, company.id);
      if (found) return found;
      if (wanted === '' || isNoRoleWord(wanted)) return defaultRole(ctx.state);
      throw fieldError('roleName', 'invalid', 'Unknown role');
    });
    if (Object.keys(errors).length > 0) bad.push({ row, fields: errors });
    else rows.push({ name: name as string, email: email as string, phone: phone as string, jobNumber: jobNumber ?? '', gender, role });
  }
  return { rows, bad };
}

/**
 * Imports the CSV upload into the company: every row is checked first; any
 * bad row is 40001 with `rows` (each bad row, its number and reasons) and
 * adds no one. The new accounts have no password yet (password recovery
 * sets one).
 */
export function importMembers(ctx: Ctx, company: Company): ImportResult {
  const { rows, bad } = readImport(ctx, company);
  if (bad.length > 0) {
    throw fieldError('file', 'invalid', `${bad.length} of ${rows.length + bad.length} rows are invalid: nothing was imported`, { rows: bad });
  }
  const added = rows.map((row) => {
    const account = createAccount(
      ctx.state,
      { email: row.email, password: undefined, name: row.name, phone: row.phone, jobNumber: row.jobNumber, companyId: company.id, role: row.role },
      ctx.now,
    );
    if (row.gender !== undefined) account.gender = row.gender;
    return account;
  });
  return { added: added.length, ids: added.map((account) => account.id) };
}

/** The import's template: the header row alone. */
function importTemplate(): RawReply {
  return new RawReply('text/csv; charset=utf-8', csv(IMPORT_COLUMNS, []), attachment('members-template.csv'));
}

/** `PUT /person/{id}`: the form, checked whole before anything changes. */
function editMember(ctx: Ctx, account: Account): void {
  const input = requireObject(ctx.body);
  const name = requireName(input);
  const phone = requirePhone(input);
  const email = requireEmail(input, 'email');
  const gender = optionalGender(input);
  const jobNumber = optionalText(input, 'jobNumber', JOB_NUMBER_MAX);
  const deviceLevel = optionalLevel(input, 'deviceLevel');
  const role = roleInput(ctx, input);
  const roleChanges = role !== undefined && (role?.id ?? '') !== account.roleId;
  if (roleChanges) refuseSelf(ctx, [account], 'roleId', 'change the role of');
  if (!sameEmail(email, account.email)) refuseRegisteredEmail(ctx.state, email, 'email', account);
  Object.assign(account, { name, phone, email });
  if (gender !== undefined) account.gender = gender;
  if (jobNumber !== undefined) account.jobNumber = jobNumber;
  if (deviceLevel !== undefined) account.deviceLevel = deviceLevel;
  if (roleChanges) applyRole(account, role ?? undefined);
}

export const memberRoutes: RouteDef[] = [
  // The literal /page, /status, /unlock/account, /excel/... come before PUT /base/person/:id (see ROUTES).
  {
    method: 'POST',
    path: '/base/person/page',
    scope: 'own-company',
    permission: PERSON_KEYS.list,
    handle: (ctx) => pageOf(membersOf(ctx.state, ownCompany(ctx)), requireObject(ctx.body), MEMBER_SPEC, memberRow),
  },
  {
    method: 'GET',
    path: '/base/person/view/more/{id}',
    scope: 'own-company',
    // The detail drawer (:more) and the edit form (:edit, /person/edit loads the member with it).
    permission: [PERSON_KEYS.more, PERSON_KEYS.edit],
    handle: (ctx) => memberDetail(ctx.state, findMember(ctx.state, ownCompany(ctx), ctx.params.id)),
  },
  {
    method: 'PUT',
    path: '/base/person/status',
    scope: 'own-company',
    permission: PERSON_KEYS.onoff,
    handle: (ctx) => {
      const input = requireObject(ctx.body);
      const enabled = requireBoolean(input, 'enabled');
      const members = membersOfIds(ctx.state, ownCompany(ctx), input);
      if (!enabled) refuseSelf(ctx, members, 'ids', 'disable');
      refusePlatformAccounts(ctx, members);
      for (const account of members) {
        account.enabled = enabled;
        if (!enabled) endSessions(ctx.state, account);
      }
      return { updated: members.length };
    },
  },
  {
    method: 'PUT',
    path: '/base/person/unlock/account',
    scope: 'own-company',
    audit: { action: 'lock' },
    permission: PERSON_KEYS.onoff,
    handle: (ctx) => {
      const members = membersOfIds(ctx.state, ownCompany(ctx), requireObject(ctx.body));
      refusePlatformAccounts(ctx, members);
      for (const account of members) Object.assign(account, { locked: false, lockedAt: null, failedLogins: 0 });
      return { updated: members.length };
    },
  },
  {
    method: 'DELETE',
    path: '/base/person',
    scope: 'own-company',
    permission: PERSON_KEYS.remove,
    handle: (ctx) => {
      const members = membersOfIds(ctx.state, ownCompany(ctx), requireObject(ctx.body));
      refuseSelf(ctx, members, 'ids', 'remove');
      refusePlatformAccounts(ctx, members);
      const removed = new Set(members);
      for (const account of members) {
        for (const [token, session] of ctx.state.sessions) if (session.userId === account.id) ctx.state.sessions.delete(token);
        ctx.state.notices.delete(account.id);
      }
      ctx.state.accounts = ctx.state.accounts.filter((account) => !removed.has(account));
      return { removed: members.length };
    },
  },
  {
    method: 'POST',
    path: '/base/person/excel/file',
    scope: 'own-company',
    audit: { action: 'import' },
    permission: PERSON_KEYS.import,
    handle: (ctx) => importMembers(ctx, ownCompany(ctx)),
  },
  {
    method: 'GET',
    path: '/base/person/excel/template',
    scope: 'shared',
    permission: [PERSON_KEYS.import, 'platform:enterprise:info:import'],
    handle: () => importTemplate(),
  },
  {
    method: 'PUT',
    path: '/base/person/{id}',
    scope: 'own-company',
    permission: PERSON_KEYS.edit,
    handle: (ctx) => {
      const account = findMember(ctx.state, ownCompany(ctx), ctx.params.id);
      refusePlatformAccounts(ctx, [account]);
      editMember(ctx, account);
      return memberDetail(ctx.state, account);
    },
  },
];
