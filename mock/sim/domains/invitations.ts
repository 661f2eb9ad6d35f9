/**
 * Invitations (docs/api.md "Invitations"): a member with `:invite` invites
 * someone into the company by link or by email (the mail goes to the
 * outbox), lists the company's invitations with their state, revokes one
 * (it is gone: its link answers as an unknown code) and issues one again
 * (a new code and 14 days; the old code is gone). Registration (register.ts)
 * uses one up: it gives the new account the invitation's company and role.
 */
import { randomInt } from 'node:crypto';
import { STATUS } from '../../../src/request/codes';
import { INVITATION_STATE, type Invitation as InvitationAnswer, type InvitationState } from '../../../src/services/types/member';
import type { Ctx, RouteDef } from '../router';
import { accountByEmail, DAY_MS, INVITE_VALID_DAYS, type Invitation, type SimState } from '../store';
import { SimError } from '../types';
import { choiceFilter, pageOf, textFilter, type ListSpec } from './list';
import { defaultRole, ownCompany, PERSON_KEYS } from './members';
import { invitationRole } from './register';
import { roleInput } from './roles';
import { requireEmail, requireObject } from './validate';

const INVITATION_STATES: readonly InvitationState[] = Object.values(INVITATION_STATE);

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh invitation code: `INV` and 8 characters without look-alikes. */
export function newInviteCode(state: SimState): string {
  for (;;) {
    let code = 'INV';
    for (let i = 0; i < 8; i += 1) code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
    if (!state.invitations.has(code)) return code;
  }
}

export const inviteLink = (code: string) => `/registry/${code}`;

/** Used once registered with; else expired from `expiresAt` on; else pending. */
export function invitationState(invitation: Invitation, now: number): InvitationState {
  if (invitation.usedBy !== undefined) return 'used';
  return invitation.expiresAt <= now ? 'expired' : 'pending';
}

function invitationRow(state: SimState, invitation: Invitation, now: number): InvitationAnswer {
  const role = invitationRole(state, invitation);
  const usedBy = invitation.usedBy === undefined ? undefined : state.accounts.find((account) => account.id === invitation.usedBy);
  return {
    code: invitation.code,
    link: inviteLink(invitation.code),
    email: invitation.email ?? null,
    roleId: role?.id ?? '',
    roleName: role?.name ?? '',
    state: invitationState(invitation, now),
    createdAt: invitation.createdAt,
    expiresAt: invitation.expiresAt,
    usedBy: invitation.usedBy ?? null,
    usedByName: usedBy?.name ?? '',
    usedAt: invitation.usedAt ?? null,
  };
}

function invitationSpec(now: number): ListSpec<Invitation> {
  return {
    createdAt: (invitation) => invitation.createdAt,
    id: (invitation) => invitation.code,
    filters: {
      keyword: textFilter((invitation) => invitation.code, (invitation) => invitation.email ?? ''),
      state: choiceFilter((invitation) => invitationState(invitation, now), INVITATION_STATES),
    },
    sorts: {
      createdAt: (invitation) => invitation.createdAt,
      expiresAt: (invitation) => invitation.expiresAt,
      email: (invitation) => invitation.email ?? null,
    },
  };
}

/**
 * The caller's company's invitation `code`, not yet used. Another company's
 * answers exactly as an unknown code: 40401 'invitation not found'; a used
 * one 40901 'invitation already used' (it records who joined with it).
 */
function ownOpenInvitation(ctx: Ctx, code: string): Invitation {
  const company = ownCompany(ctx);
  const invitation = ctx.state.invitations.get(code);
  if (!invitation || invitation.companyId !== company.id) throw new SimError(STATUS.NOT_FOUND, 'invitation not found');
  if (invitation.usedBy !== undefined) throw new SimError(STATUS.CONFLICT, 'invitation already used');
  return invitation;
}

export const invitationRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/base/person/invite',
    scope: 'own-company',
    permission: PERSON_KEYS.invite,
    handle: (ctx) => {
      const { state, now } = ctx;
      const company = ownCompany(ctx);
      const input = requireObject(ctx.body);
      const byEmail = input.email !== undefined && input.email !== null && input.email !== '';
      const email = byEmail ? requireEmail(input, 'email') : undefined;
      if (email && accountByEmail(state, email)) {
        throw new SimError(STATUS.CONFLICT, 'email already registered', { fields: { email: 'registered' } });
      }
      // Only a role the caller may give (roles.ts): a platform role or another company's is unknown to a company administrator.
      const chosen = roleInput(ctx, input);
      const role = chosen === undefined ? defaultRole(state) : (chosen ?? undefined);
      const invitation: Invitation = {
        code: newInviteCode(state),
        companyId: company.id,
        roleId: role?.id ?? '',
        roleName: role?.name ?? '',
        ...(email ? { email } : {}),
        createdAt: now,
        expiresAt: now + INVITE_VALID_DAYS * DAY_MS,
      };
      state.invitations.set(invitation.code, invitation);
      if (email) state.outbox.push({ to: email, purpose: 'invite', link: inviteLink(invitation.code), sentAt: now });
      return invitationRow(state, invitation, now);
    },
  },
  {
    method: 'POST',
    path: '/base/person/invite/page',
    scope: 'own-company',
    permission: PERSON_KEYS.invite,
    handle: (ctx) => {
      const company = ownCompany(ctx);
      const mine = [...ctx.state.invitations.values()].filter((invitation) => invitation.companyId === company.id);
      return pageOf(mine, requireObject(ctx.body), invitationSpec(ctx.now), (invitation) => invitationRow(ctx.state, invitation, ctx.now));
    },
  },
  {
    method: 'DELETE',
    path: '/base/person/invite/{code}',
    scope: 'own-company',
    permission: PERSON_KEYS.invite,
    handle: (ctx) => {
      const invitation = ownOpenInvitation(ctx, ctx.params.code);
      // Revoked is gone: its link answers as an unknown code would ('invitation not found').
      ctx.state.invitations.delete(invitation.code);
      return { code: invitation.code };
    },
  },
  {
    method: 'POST',
    path: '/base/person/invite/{code}/resend',
    scope: 'own-company',
    permission: PERSON_KEYS.invite,
    audit: { action: 'send' },
    handle: (ctx) => {
      const { state, now } = ctx;
      const old = ownOpenInvitation(ctx, ctx.params.code);
      if (old.email && accountByEmail(state, old.email)) {
        throw new SimError(STATUS.CONFLICT, 'email already registered', { fields: { email: 'registered' } });
      }
      // The same invitation under a new code, valid 14 days from now; the old code is gone. It keeps its place (createdAt).
      const invitation: Invitation = { ...old, code: newInviteCode(state), expiresAt: now + INVITE_VALID_DAYS * DAY_MS };
      state.invitations.delete(old.code);
      state.invitations.set(invitation.code, invitation);
      if (invitation.email) state.outbox.push({ to: invitation.email, purpose: 'invite', link: inviteLink(invitation.code), sentAt: now });
      return invitationRow(state, invitation, now);
    },
  },
];
