import { Copy, LogOut, MailPlus, ShieldCheck, Trash2, X } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { data, Form } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/staff";
import { ActionNotice, type ActionNoticeData, actionNotice } from "~/components/admin/action-notice";
import { AdminCard, AdminPage, SubmitButton } from "~/components/admin/admin-shell";
import { Button } from "~/components/ui/button";
import { Field, Input, Notice } from "~/components/ui/field";
import { notifySuccess } from "~/browser/notifications";
import { adminMeta } from "~/lib/admin";
import { STAFF_ROLES } from "~/server/auth.server";
import { servicesContext } from "~/server/context.server";
import {
  findStaffById,
  formatIst,
  formatIstDate,
  listStaff,
  removeStaff,
  revokeSessions,
  STAFF_ID,
} from "~/server/staff/accounts.server";
import { audit } from "~/server/staff/audit.server";
import {
  createInvitation,
  INVITATION_HOURS,
  listPendingInvitations,
  withdrawInvitation,
} from "~/server/staff/invitations.server";
import { requireStaffAction, requireStaffPage } from "~/server/staff/session.server";
import { setTwoFactorRequired, twoFactorRequired } from "~/server/staff/settings.server";
import { log } from "~/server/log.server";

export const meta: Route.MetaFunction = () => adminMeta("Staff");

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { staff } = await requireStaffPage(request, services, { url, role: "admin" });
  const db = await services.db();
  const [members, invitations, required] = await Promise.all([
    listStaff(db),
    listPendingInvitations(db),
    twoFactorRequired(db),
  ]);
  return {
    me: { id: staff.id, twoFactorEnabled: staff.twoFactorEnabled },
    members: members.map((member) => ({
      id: member.id,
      name: member.name,
      email: member.email,
      role: member.role === "admin" ? "admin" : "staff",
      twoFactorEnabled: Boolean(member.twoFactorEnabled),
      since: formatIstDate(member.createdAt),
    })),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      invitedBy: invitation.invitedBy,
      expires: formatIst(invitation.expiresAt),
    })),
    twoFactorRequired: required,
  };
}

const StaffFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("invite"), email: z.email().max(254), role: z.enum(STAFF_ROLES) }),
  z.object({
    intent: z.literal("withdraw"),
    id: z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1),
  }),
  z.object({ intent: z.enum(["remove", "revoke-sessions"]), id: z.string().regex(STAFF_ID) }),
  z.object({ intent: z.literal("require-two-factor"), required: z.enum(["on", "off"]) }),
]);

type StaffIntent = z.infer<typeof StaffFormSchema>["intent"];

export type StaffAnswer = {
  /** Which form it answers; none for a request no form sends */
  intent?: StaffIntent;
  notice: ActionNoticeData;
  /** The new invitation's link: shown this once, never stored */
  invitation?: { email: string; link: string; expires: string; shareText: string };
};

const BAD_INPUT: Record<StaffIntent, string> = {
  invite: "Please enter an e-mail address and choose a role.",
  withdraw: "That invitation does not exist.",
  remove: "That staff member does not exist.",
  "revoke-sessions": "That staff member does not exist.",
  "require-two-factor": "Choose on or off.",
};

/** Whether the form names one of the page's changes: BAD_INPUT has one own key per intent ("toString" is none). */
const isStaffIntent = (intent: string): intent is StaffIntent => Object.hasOwn(BAD_INPUT, intent);

const done = (intent: StaffIntent, title: string, description: string, extra: Partial<StaffAnswer> = {}) =>
  data<StaffAnswer>({ intent, notice: actionNotice({ tone: "success", title, description }), ...extra });
const refused = (intent: StaffIntent | undefined, description: string, status = 400) =>
  data<StaffAnswer>(
    { intent, notice: actionNotice({ tone: "error", title: "Not done", description }) },
    { status },
  );

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { staff } = await requireStaffAction(request, services, { role: "admin" });
  const form = await request.formData().catch(() => null);
  const intent = String(form?.get("intent") ?? "");
  if (!isStaffIntent(intent)) return refused(undefined, "Unknown action.");
  // The intent checked above, not a second `intent` field: the refusal then names the form that was parsed.
  const parsed = StaffFormSchema.safeParse({ ...Object.fromEntries(form ?? []), intent });
  if (!parsed.success) return refused(intent, BAD_INPUT[intent]);
  const db = await services.db();
  const actor = staff.email;
  const change = parsed.data;
  try {
    switch (change.intent) {
      case "invite": {
        const created = await createInvitation(
          db,
          { email: change.email, role: change.role, invitedBy: actor },
          services.notifications.wake,
        );
        if (!created.ok) return refused(change.intent, created.error, 409);
        await audit(db, { actor, action: "staff-invite", target: `${created.email} (${change.role})` });
        const role = change.role === "admin" ? "an admin" : "staff";
        const how = created.emailed
          ? `The link is on its way to ${created.email} by e-mail; you can also send it yourself.`
          : `Send the link to ${created.email}.`;
        return done(change.intent, "Invitation ready", how, {
          invitation: {
            email: created.email,
            link: created.link,
            expires: formatIst(created.expiresAt),
            shareText: `You are invited to our back office as ${role}. Make your account here; the link works once, for ${INVITATION_HOURS} hours: ${created.link}`,
          },
        });
      }
      case "withdraw": {
        const email = await withdrawInvitation(db, change.id);
        if (!email) return refused(change.intent, "That invitation was already used or withdrawn.", 404);
        await audit(db, { actor, action: "staff-invite-withdraw", target: email });
        return done(change.intent, "Invitation withdrawn", `The link for ${email} no longer works.`);
      }
      case "remove": {
        const member = await findStaffById(db, change.id);
        if (!member) return refused(change.intent, BAD_INPUT.remove, 404);
        const removed = await removeStaff(db, member.email, { actorId: staff.id });
        if (!removed.ok) return refused(change.intent, removed.error, 409);
        await audit(db, { actor, action: "staff-remove", target: member.email });
        return done(change.intent, "Removed", `${member.name} (${member.email}) can no longer sign in.`);
      }
      case "revoke-sessions": {
        const member = await findStaffById(db, change.id);
        if (!member) return refused(change.intent, BAD_INPUT["revoke-sessions"], 404);
        if (member.id === staff.id) {
          return refused(change.intent, "To sign yourself out everywhere, use your account page.", 409);
        }
        await revokeSessions(db, member.id);
        await audit(db, { actor, action: "staff-revoke-sessions", target: member.email });
        return done(
          change.intent,
          "Signed out everywhere",
          `${member.name} must sign in again on every device.`,
        );
      }
      case "require-two-factor": {
        const required = change.required === "on";
        // Otherwise the admin would be sent to enrol the moment the page reloads.
        if (required && !staff.twoFactorEnabled) {
          return refused(
            change.intent,
            "Turn on two-factor for your own account first (on your account page).",
            409,
          );
        }
        await setTwoFactorRequired(db, required);
        await audit(db, {
          actor,
          action: "setting-change",
          target: `require two-factor: ${change.required}`,
        });
        return required
          ? done(
              change.intent,
              "Two-factor required",
              "Staff without it must turn it on before anything else.",
            )
          : done(change.intent, "Two-factor optional", "Staff may sign in with a password alone.");
      }
    }
  } catch (error) {
    log.error({ err: error }, "Staff change failed");
    return refused(change.intent, "Something went wrong. Please try again.", 503);
  }
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const { me, members, invitations, twoFactorRequired } = loaderData;
  const noticeFor = (intents: StaffIntent[]) =>
    actionData?.intent && intents.includes(actionData.intent) ? actionData.notice : undefined;
  return (
    <AdminPage title="Staff">
      <ActionNotice result={actionData && !actionData.intent ? actionData.notice : undefined} />
      <AdminCard id="invite" title="Invite someone">
        <ActionNotice result={noticeFor(["invite", "withdraw"])} />
        {actionData?.invitation && <InvitationLink {...actionData.invitation} />}
        <InviteForm />
        {invitations.length > 0 && (
          <div className="space-y-3 border-t border-slate-200 pt-4">
            <h3 className="font-bold text-slate-900">Waiting to be used</h3>
            <ul className="space-y-3">
              {invitations.map((invitation) => (
                <li
                  key={invitation.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 p-4"
                >
                  <p className="min-w-0 text-sm text-slate-700">
                    <span className="block font-semibold break-all text-slate-900">{invitation.email}</span>
                    {invitation.role}, link works until {invitation.expires}
                  </p>
                  <Form method="post">
                    <input type="hidden" name="intent" value="withdraw" />
                    <input type="hidden" name="id" value={invitation.id} />
                    <Button type="submit" variant="outline" size="sm">
                      <X aria-hidden="true" /> Withdraw
                      <span className="sr-only"> the invitation for {invitation.email}</span>
                    </Button>
                  </Form>
                </li>
              ))}
            </ul>
          </div>
        )}
      </AdminCard>
      <AdminCard id="members" title="Staff members">
        <ActionNotice result={noticeFor(["remove", "revoke-sessions"])} />
        <ul className="grid gap-4 lg:grid-cols-2">
          {members.map((member) => (
            <li key={member.id} className="space-y-3 rounded-xl border border-slate-200 p-4">
              <p className="font-bold break-words text-brand-950">
                {member.name}
                {member.id === me.id && <span className="font-normal text-slate-600"> (you)</span>}
              </p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-600">E-mail</dt>
                <dd className="break-all text-slate-900">{member.email}</dd>
                <dt className="text-slate-600">Role</dt>
                <dd className="text-slate-900">{member.role}</dd>
                <dt className="text-slate-600">Two-factor</dt>
                <dd className="text-slate-900">{member.twoFactorEnabled ? "on" : "off"}</dd>
                <dt className="text-slate-600">Since</dt>
                <dd className="text-slate-900">{member.since}</dd>
              </dl>
              {member.id !== me.id && <MemberActions member={member} />}
            </li>
          ))}
        </ul>
      </AdminCard>
      <AdminCard id="two-factor" title="Two-factor for all staff">
        <ActionNotice result={noticeFor(["require-two-factor"])} />
        <p className="text-slate-700">
          {twoFactorRequired
            ? "Two-factor sign-in is required: staff without it must turn it on before they can use the back office."
            : "Two-factor sign-in is optional: each person chooses on their account page."}
        </p>
        {!twoFactorRequired && !me.twoFactorEnabled && (
          <p className="text-sm text-slate-600">
            To require it, first turn it on for yourself on{" "}
            <a href="/admin/account" className="font-semibold text-brand-700 underline">
              your account page
            </a>
            .
          </p>
        )}
        <Form method="post">
          <input type="hidden" name="intent" value="require-two-factor" />
          <input type="hidden" name="required" value={twoFactorRequired ? "off" : "on"} />
          <SubmitButton variant={twoFactorRequired ? "outline" : undefined}>
            <ShieldCheck aria-hidden="true" />
            {twoFactorRequired ? "Stop requiring two-factor" : "Require two-factor for all staff"}
          </SubmitButton>
        </Form>
      </AdminCard>
    </AdminPage>
  );
}

function InviteForm() {
  return (
    <Form method="post" aria-labelledby="invite-heading" className="space-y-4">
      <input type="hidden" name="intent" value="invite" />
      <Field id="invite-email" label="Email" required>
        {(control) => <Input {...control} name="email" type="email" autoComplete="off" maxLength={254} />}
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-800">Role</legend>
        <label className="flex items-start gap-3 text-slate-800">
          <input
            type="radio"
            name="role"
            value="staff"
            defaultChecked
            className="mt-1 size-4 accent-brand-600"
          />
          <span>
            Staff <span className="text-sm text-slate-600">(messages and testimonials)</span>
          </span>
        </label>
        <label className="flex items-start gap-3 text-slate-800">
          <input type="radio" name="role" value="admin" className="mt-1 size-4 accent-brand-600" />
          <span>
            Admin{" "}
            <span className="text-sm text-slate-600">
              (also staff accounts, requiring two-factor, and the audit log)
            </span>
          </span>
        </label>
      </fieldset>
      <SubmitButton>
        <MailPlus aria-hidden="true" /> Create invitation link
      </SubmitButton>
    </Form>
  );
}

const subscribeNever = () => () => {};

/** The link, shown once: selectable without JavaScript, copied with one tap with it, or shared on WhatsApp. */
function InvitationLink({ email, link, expires, shareText }: NonNullable<StaffAnswer["invitation"]>) {
  const scripted = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      notifySuccess({ title: "Link copied", description: `Paste it in a message to ${email}.` });
    } catch {
      const field = document.getElementById("invitation-link");
      if (field instanceof HTMLInputElement) field.select();
    }
  };
  return (
    <Notice tone="success" title={`Invitation for ${email}`}>
      <div className="space-y-3">
        <p>
          This link is shown only now. It works once, until {expires}. Anyone with it can join, so send it
          only to {email}.
        </p>
        <label htmlFor="invitation-link" className="block font-semibold">
          Invitation link
        </label>
        <Input
          id="invitation-link"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-sm"
        />
        <div className="flex flex-wrap gap-2">
          {scripted && (
            <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
              <Copy aria-hidden="true" /> {copied ? "Copied" : "Copy link"}
            </Button>
          )}
          <Button asChild variant="whatsapp" size="sm">
            <a href={`https://wa.me/?text=${encodeURIComponent(shareText)}`} target="_blank" rel="noreferrer">
              Share on WhatsApp
            </a>
          </Button>
        </div>
      </div>
    </Notice>
  );
}

function MemberActions({ member }: { member: { id: string; name: string } }) {
  return (
    <div className="flex flex-wrap items-start gap-2">
      <Form method="post">
        <input type="hidden" name="intent" value="revoke-sessions" />
        <input type="hidden" name="id" value={member.id} />
        <Button type="submit" variant="outline" size="sm">
          <LogOut aria-hidden="true" /> Sign out everywhere<span className="sr-only"> for {member.name}</span>
        </Button>
      </Form>
      {/* Asks first, with or without JavaScript: the real button is inside the disclosure. */}
      <details className="group">
        <summary className="inline-flex h-9 cursor-pointer list-none items-center gap-2 rounded-full border border-red-200 px-4 text-sm font-semibold text-red-800 hover:bg-red-50 [&::-webkit-details-marker]:hidden">
          <Trash2 aria-hidden="true" className="size-4" /> Remove
          <span className="sr-only"> {member.name}</span>…
        </summary>
        <Form method="post" className="mt-3 space-y-3 rounded-xl bg-red-50 p-3 text-sm text-red-900">
          <p>Remove {member.name}? They are signed out at once and can no longer sign in.</p>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="id" value={member.id} />
          <Button type="submit" size="sm" className="bg-red-700 hover:bg-red-800">
            Yes, remove {member.name}
          </Button>
        </Form>
      </details>
    </div>
  );
}
