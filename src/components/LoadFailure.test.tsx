/** The failure screen of a page that could not load: it offers a reload, and keeps what the forms beneath held as drafts first. */
import { screen } from '@testing-library/react';
import { renderStyled } from '../../tests/styles';
import { createHistory, getIntl, history, RawIntlProvider } from '@umijs/max';
import { registerDraftSource } from '@/drafts/live';
import { readDraft } from '@/drafts/store';
import { writeCurrentUser } from '@/request/storage';
import LoadFailure from './LoadFailure';

function Broken(): never {
  const error = new Error('Loading chunk 7046 failed.');
  error.name = 'ChunkLoadError';
  throw error;
}

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('umi_locale', 'en-US');
  writeCurrentUser({ id: 'u1', token: 't', account: 'ada', name: 'Ada', signSecret: 's', companyId: 'c1', roleType: 'enterprise' });
  createHistory({ type: 'memory' });
  history.push('/scene/list');
  getIntl('en-US');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

it('keeps the forms holding changes as drafts when a chunk fails, and offers a reload', () => {
  const stop = registerDraftSource({ form: 'scene', snapshot: () => ({ context: null, values: { name: 'Hall 9' } }) });
  renderStyled(
    <RawIntlProvider value={getIntl('en-US')}>
      <LoadFailure>
        <Broken />
      </LoadFailure>
    </RawIntlProvider>,
  );
  expect(screen.getByText('This page could not be loaded')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  expect(readDraft('u1', '/scene/list', 'scene')?.values).toEqual({ name: 'Hall 9' });
  stop();
});

it('keeps nothing when it stands in for a part only (the forms stay on screen)', () => {
  const stop = registerDraftSource({ form: 'scene', snapshot: () => ({ context: null, values: { name: 'Hall 9' } }) });
  renderStyled(
    <RawIntlProvider value={getIntl('en-US')}>
      <LoadFailure fallback={<span>part failed</span>}>
        <Broken />
      </LoadFailure>
    </RawIntlProvider>,
  );
  expect(screen.getByText('part failed')).toBeInTheDocument();
  expect(readDraft('u1', '/scene/list', 'scene')).toBeUndefined();
  stop();
});
