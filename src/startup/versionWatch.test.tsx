/**
 * The new-version prompt: offered once when the deployment announces another
 * build, with a reload button; nothing when the build is the same or the
 * announcement cannot be read. antd's notification loads on first use.
 */
import { screen, waitFor } from '@testing-library/react';
import { createHistory, history } from '@umijs/max';
import { notification } from 'antd';
import { registerDraftSource, reloadingWithDrafts } from '@/drafts/live';
import { readDraft } from '@/drafts/store';
import { writeCurrentUser } from '@/request/storage';
import { user } from '../../tests/ui';
import { http, HttpResponse } from 'msw';
import { server } from '../../tests/simulator';
import { CURRENT_BUILD_ID, createVersionCheck } from './versionWatch';

function announce(body: Record<string, unknown>, status = 200) {
  let asked = 0;
  server.use(
    http.get('*/version.json', () => {
      asked += 1;
      return HttpResponse.json(body, { status });
    }),
  );
  return () => asked;
}

const prompts = () => document.querySelectorAll('.ant-notification-notice').length;

afterEach(async () => {
  notification.destroy();
  await waitFor(() => expect(prompts()).toBe(0));
});

describe('new-version prompt', () => {
  it('offers a reload once when another build is served', async () => {
    const asked = announce({ buildId: 'build-2' });
    const check = createVersionCheck('build-1');
    await expect(check()).resolves.toBe(true);
    await waitFor(() => expect(screen.getByText('A new version of the console is available')).toBeInTheDocument());
    // No form holds changes: nothing is said about them.
    expect(screen.getByText('Reload to start using it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    // Offered once: later checks neither ask again nor stack a second prompt.
    await expect(check()).resolves.toBe(false);
    expect(asked()).toBe(1);
    expect(prompts()).toBe(1);
  });

  it('with a form holding changes, says they are kept, and its Reload keeps them as a draft before reloading', async () => {
    announce({ buildId: 'build-2' });
    writeCurrentUser({ id: 'u1', token: 't', account: 'ada', name: 'Ada', signSecret: 's', companyId: 'c1', roleType: 'enterprise' });
    createHistory({ type: 'memory' });
    history.push('/person/edit');
    const stop = registerDraftSource({ form: 'person.edit', snapshot: () => ({ context: { id: 'm1' }, values: { name: 'Ada L.' } }) });
    await expect(createVersionCheck('build-1')()).resolves.toBe(true);
    await waitFor(() => expect(screen.getByText(/Your unsaved changes are kept and come back after the reload\./)).toBeInTheDocument());
    expect(reloadingWithDrafts()).toBe(false);
    await user().click(screen.getByRole('button', { name: 'Reload' }));
    expect(readDraft('u1', '/person/edit', 'person.edit')?.values).toEqual({ name: 'Ada L.' });
    // The tab's own "leave?" question stands aside: nothing is lost by this reload.
    expect(reloadingWithDrafts()).toBe(true);
    stop();
  });

  it('says nothing when the served build is this one, or the announcement is unreadable', async () => {
    const check = createVersionCheck('build-1');
    announce({ buildId: 'build-1' });
    await expect(check()).resolves.toBe(false);
    announce({ buildId: 'build-2' }, 404);
    await expect(check()).resolves.toBe(false);
    announce({ other: true });
    await expect(check()).resolves.toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(prompts()).toBe(0);
  });

  it('never checks in development (no build id)', async () => {
    const asked = announce({ buildId: 'build-2' });
    expect(CURRENT_BUILD_ID).toBe('dev');
    await expect(createVersionCheck(CURRENT_BUILD_ID)()).resolves.toBe(false);
    expect(asked()).toBe(0);
  });
});
