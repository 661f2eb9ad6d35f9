/**
 * The new-version prompt: offered once when the deployment announces another
 * build, with a reload button; nothing when the build is the same or the
 * announcement cannot be read. antd's notification loads on first use.
 */
import { screen, waitFor } from '@testing-library/react';
import { notification } from 'antd';
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
    expect(screen.getByText('Reload to start using it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    // Offered once: later checks neither ask again nor stack a second prompt.
    await expect(check()).resolves.toBe(false);
    expect(asked()).toBe(1);
    expect(prompts()).toBe(1);
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
