/** The draft store: per account, per path and form, never a secret or a file, gone after 24 hours or at logout. */
import { createHistory, history } from '@umijs/max';
import dayjs from 'dayjs';
import { writeCurrentUser } from '@/request/storage';
import { holdsUnsavedWork, keepDrafts, registerDraftSource } from './live';
import { clearDrafts, discardDraft, draftsAt, dropExpiredDrafts, DRAFT_TTL_MS, keepDraft, readDraft, type Draft } from './store';
import { fromStored, sameStored, toStored } from './values';

const NOW = Date.UTC(2026, 10, 26, 12);
const draft = (fields: Partial<Draft> = {}): Draft => ({ form: 'asset', path: '/assets/list', context: null, values: { name: 'Courier 1' }, keptAt: NOW, ...fields });

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('umi_locale', 'en-US');
});

describe('what a draft keeps', () => {
  it('keeps text, numbers, choices, lists and dates (as dates again when restored)', () => {
    const at = dayjs('2026-11-26T08:30:00Z');
    const stored = toStored({ name: 'Hall', count: 3, on: true, tags: ['a', 'b'], period: [at, at.add(1, 'day')], nested: { city: 'Lyon' }, none: null });
    expect(stored).toEqual({
      name: 'Hall',
      count: 3,
      on: true,
      tags: ['a', 'b'],
      period: [{ $date: '2026-11-26T08:30:00.000Z' }, { $date: '2026-11-27T08:30:00.000Z' }],
      nested: { city: 'Lyon' },
      none: null,
    });
    const back = fromStored(JSON.parse(JSON.stringify(stored))) as { period: dayjs.Dayjs[]; name: string };
    expect(dayjs.isDayjs(back.period[0])).toBe(true);
    expect(back.period[0].valueOf()).toBe(at.valueOf());
    expect(back.name).toBe('Hall');
  });

  it('never keeps a password, a captcha, a code, a secret or a file, at any depth, nor the fields a form excludes', () => {
    const file = new File(['x'], 'package.bin');
    const stored = toStored(
      {
        name: 'Ada',
        password: 'Console@2026',
        oldPassword: 'old',
        confirmPwd: 'x',
        captcha: 'abcd',
        code: '123456',
        signSecret: 's',
        inner: { newPassword: 'p', keep: 'yes' },
        file,
        fileList: [{ uid: 'rc-1', name: 'package.bin', status: 'done', originFileObj: file }],
        attachment: { uid: 'rc-2', name: 'a.png', status: 'done' },
        note: 'private',
      },
      ['note'],
    );
    expect(stored).toEqual({ name: 'Ada', inner: { keep: 'yes' } });
    expect(JSON.stringify(stored)).not.toMatch(/Console@2026|abcd|123456|package\.bin/);
  });
});

describe('comparing kept values', () => {
  it('compares field by field, whatever the order', () => {
    expect(sameStored({ id: 'a', n: [1, { x: null }] }, { n: [1, { x: null }], id: 'a' })).toBe(true);
    expect(sameStored({ id: 'a' }, { id: 'b' })).toBe(false);
    expect(sameStored({ id: 'a' }, { id: 'a', more: 1 })).toBe(false);
    expect(sameStored(null, {})).toBe(false);
    expect(sameStored([1, 2], [2, 1])).toBe(false);
  });
});

describe('the store', () => {
  it('gives a draft back to its account on its path and form only', () => {
    keepDraft('u1', draft());
    expect(readDraft('u1', '/assets/list', 'asset', NOW + 1000)?.values).toEqual({ name: 'Courier 1' });
    expect(readDraft('u2', '/assets/list', 'asset', NOW + 1000)).toBeUndefined();
    expect(readDraft('u1', '/scene/list', 'asset', NOW + 1000)).toBeUndefined();
    expect(readDraft('u1', '/assets/list', 'scene', NOW + 1000)).toBeUndefined();
    expect(readDraft('', '/assets/list', 'asset', NOW + 1000)).toBeUndefined();
    // Each account has its own entry: another's is never read.
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith('drafts:'))).toEqual(['drafts:u1']);
  });

  it('keeps one draft per form and path: a later one replaces it', () => {
    keepDraft('u1', draft());
    keepDraft('u1', draft({ values: { name: 'Courier 2' }, keptAt: NOW + 10 }));
    keepDraft('u1', draft({ form: 'scene', values: { name: 'Hall' } }));
    expect(draftsAt('u1', '/assets/list', NOW + 20)).toHaveLength(2);
    expect(readDraft('u1', '/assets/list', 'asset', NOW + 20)?.values).toEqual({ name: 'Courier 2' });
  });

  it('expires a draft 24 hours after it was kept, and drops expired ones at sign-in', () => {
    keepDraft('u1', draft());
    keepDraft('u2', draft({ keptAt: NOW + DRAFT_TTL_MS / 2 }));
    expect(readDraft('u1', '/assets/list', 'asset', NOW + DRAFT_TTL_MS - 1)).toBeDefined();
    expect(readDraft('u1', '/assets/list', 'asset', NOW + DRAFT_TTL_MS)).toBeUndefined();
    dropExpiredDrafts(NOW + DRAFT_TTL_MS);
    expect(window.localStorage.getItem('drafts:u1')).toBeNull();
    expect(readDraft('u2', '/assets/list', 'asset', NOW + DRAFT_TTL_MS)).toBeDefined();
  });

  it('discards one draft, or every draft of an account (its logout)', () => {
    keepDraft('u1', draft());
    keepDraft('u1', draft({ form: 'scene' }));
    keepDraft('u2', draft());
    discardDraft('u1', '/assets/list', 'asset', NOW);
    expect(draftsAt('u1', '/assets/list', NOW).map((kept) => kept.form)).toEqual(['scene']);
    clearDrafts('u1');
    expect(window.localStorage.getItem('drafts:u1')).toBeNull();
    expect(readDraft('u2', '/assets/list', 'asset', NOW)).toBeDefined();
  });

  it('reads a corrupt or foreign entry as no draft', () => {
    window.localStorage.setItem('drafts:u1', '{not json');
    expect(readDraft('u1', '/assets/list', 'asset', NOW)).toBeUndefined();
    window.localStorage.setItem('drafts:u1', JSON.stringify([{ form: 'asset' }, 3, null]));
    expect(draftsAt('u1', '/assets/list', NOW)).toEqual([]);
  });
});

describe('the forms holding changes', () => {
  it('keeps what each registered form holds for the signed-in account on the current path, and nothing once unregistered', () => {
    writeCurrentUser({ id: 'u7', token: 't', account: 'ada', name: 'Ada', signSecret: 's', companyId: 'c1', roleType: 'enterprise' });
    createHistory({ type: 'memory' });
    history.push('/account/center');
    const stop = registerDraftSource({ form: 'account.profile', snapshot: () => ({ context: null, values: toStored({ name: 'Ada L.', password: 'x' }) }) });
    expect(holdsUnsavedWork()).toBe(true);
    expect(keepDrafts()).toBe(1);
    expect(readDraft('u7', '/account/center', 'account.profile')?.values).toEqual({ name: 'Ada L.' });
    stop();
    expect(holdsUnsavedWork()).toBe(false);
    window.localStorage.removeItem('drafts:u7');
    expect(keepDrafts()).toBe(0);
    expect(readDraft('u7', '/account/center', 'account.profile')).toBeUndefined();
  });

  it('keeps nothing when nobody is signed in', () => {
    const stop = registerDraftSource({ form: 'x', snapshot: () => ({ context: null, values: {} }) });
    expect(keepDrafts('')).toBe(0);
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith('drafts:'))).toEqual([]);
    stop();
  });
});
