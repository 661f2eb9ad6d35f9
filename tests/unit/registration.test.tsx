/**
 * Registration over the simulator where it can go wrong: an invitation whose check fails (not a refusal) says so once and
 * offers it again, a refusal says only its own words, and a profile step that has expired says so in the user's language.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fetchHandler } from '../../mock/sim/http';
import { received, server, sim } from '../simulator';
import { renderApp } from '../render';
import { fill, user } from '../ui';

const messages = () => Array.from(document.querySelectorAll('.ant-message-notice')).map((node) => node.textContent);

/** Exactly these messages, and no other coming late. */
async function expectMessages(expected: string[]) {
  await waitFor(() => expect(messages()).toEqual(expected));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(messages()).toEqual(expected);
}

/** Every profile token the simulator has granted is past its time, as after half an hour away. */
function expireProfileTokens() {
  for (const grant of sim.state.profileTokens.values()) grant.expiresAt = sim.now();
}

function mailedCode(email: string): string {
  const mail = [...sim.state.outbox].reverse().find((candidate) => candidate.to === email && candidate.code);
  if (!mail?.code) throw new Error(`no code mailed to ${email}`);
  return mail.code;
}

// antd's messages outlive a test's page (3 s): each test starts once the last one's have gone.
beforeEach(() => waitFor(() => expect(messages()).toEqual([]), { timeout: 6000 }));

describe('the invitation check', () => {
  it.each([
    ['no reply', () => HttpResponse.error(), 'None response! Please retry.'],
    ['a 500 without an envelope', () => new HttpResponse('upstream failed', { status: 500 }), 'Response status: 500'],
  ])('says when it fails (%s): one message in the pipeline’s words, no “does not exist”, and a retry that works', async (_, reply, words) => {
    server.use(http.get('*/api/base/person/invite/:code', reply, { once: true }));
    renderApp('/registry/WELCOME2026');
    const failed = await screen.findByTestId('invite-failed', {}, { timeout: 15_000 });
    expect(within(failed).getByText('The invitation could not be checked')).toBeInTheDocument();
    expect(within(failed).getByText(words)).toBeInTheDocument();
    expect(screen.queryByText('This invitation does not exist')).toBeNull();
    await expectMessages([words]);

    await user().click(within(failed).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('Join Robot Demo Co.')).toBeInTheDocument());
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(messages()).toEqual([words]);
  });

  it('says an unknown invitation does not exist, in its own words only', async () => {
    renderApp('/registry/NO-SUCH-CODE');
    await waitFor(() => expect(screen.getByText('This invitation does not exist')).toBeInTheDocument(), { timeout: 15_000 });
    // A revoked invitation is gone too (docs/api.md "Invitations"): the words say it may have been.
    expect(screen.getByText('It may have been revoked, or the link is incomplete. Ask your administrator for a new invitation.')).toBeInTheDocument();
    expect(screen.queryByTestId('invite-failed')).toBeNull();
    await expectMessages([]);
  });
});

describe('an expired profile step (zh-CN)', () => {
  beforeEach(() => {
    window.localStorage.setItem('umi_locale', 'zh-CN');
  });

  it('the desktop profile step says so in Chinese, once, not in the server’s English', async () => {
    const email = 'late.comer@robot.example';
    const app = renderApp('/user/registry/start');
    await fill(await screen.findByLabelText('邮箱', {}, { timeout: 15_000 }), email);
    await user().click(screen.getByRole('button', { name: '发送验证码' }));
    await app.waitForPath('/user/registry/setpwd');
    await fill(await screen.findByLabelText('密码'), 'robot.2026');
    await fill(screen.getByLabelText('确认密码'), 'robot.2026');
    await user().click(screen.getByRole('button', { name: '下一步' }));
    await app.waitForPath('/user/registry/confirm');
    await fill(await screen.findByLabelText('验证码'), mailedCode(email));
    await user().click(screen.getByRole('button', { name: '下一步' }));
    await app.waitForPath('/user/registry/perfect');

    expireProfileTokens();
    await fill(await screen.findByLabelText('姓名'), 'Late Comer');
    await fill(screen.getByLabelText('电话'), '021-5555-0102');
    await user().click(screen.getByRole('button', { name: '下一步' }));
    await expectMessages(['此步骤已过期，请重新注册']);
    expect(received.filter((request) => request.url === '/api/base/person/account')).toHaveLength(1);
    expect(screen.queryByText('This registration has expired, please log in')).toBeNull();
    expect(app.location()).toBe('/user/registry/perfect');
  });

  it('the invitation’s form says so in Chinese, once', async () => {
    // The token expires between the account's creation and the profile (as if the second call came half an hour later).
    server.use(
      http.post('*/api/base/person/register', async ({ request }) => {
        const reply = await fetchHandler(sim, request);
        expireProfileTokens();
        return reply;
      }),
    );
    const email = 'invited.late@robot.example';
    const app = renderApp('/registry/WELCOME2026');
    const emailField = await screen.findByLabelText('邮箱', {}, { timeout: 15_000 });
    await user().clear(emailField);
    await fill(emailField, email);
    await user().click(screen.getByTestId('send-code'));
    await waitFor(() => expect(mailedCode(email)).toMatch(/^\d{6}$/));
    await fill(screen.getByLabelText('验证码'), mailedCode(email));
    await fill(screen.getByLabelText('密码'), 'invite-2026');
    await fill(screen.getByLabelText('确认密码'), 'invite-2026');
    await fill(screen.getByLabelText('姓名'), 'Invited Late');
    await fill(screen.getByLabelText('电话'), '021-5555-0103');
    await user().click(screen.getByRole('button', { name: /加\s*入/ }));
    await expectMessages(['此步骤已过期，请重新注册']);
    expect(screen.queryByText('This registration has expired, please log in')).toBeNull();
    expect(app.location()).toBe('/registry/WELCOME2026');
  });
});
