/** A ready-to-send message: plain text plus a simple HTML alternative. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

type Part = string | { link: string; label: string };

const PRODUCT = 'Tessera';

/** Every interpolated value goes through this before it reaches the HTML part. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

function compose(subject: string, parts: Part[]): MailContent {
  const text = parts.map((p) => (typeof p === 'string' ? p : `${p.label}: ${p.link}`)).join('\n\n');
  const html = parts
    .map((p) =>
      typeof p === 'string'
        ? `<p>${escapeHtml(p)}</p>`
        : `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.label)}</a></p><p style="font-size:small">${escapeHtml(p.link)}</p>`,
    )
    .join('\n');
  return {
    subject,
    text: `${text}\n\n-- \n${PRODUCT}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif">\n${html}\n<p style="color:#777">${PRODUCT}</p></body></html>`,
  };
}

export function activationMail(activationLink: string): MailContent {
  return compose(`Your account activation on ${PRODUCT}`, [
    'Hello,',
    `An account on ${PRODUCT} has been created for you. Follow the link below to choose your password and activate it.`,
    { link: activationLink, label: 'Activate your account' },
    'If you did not expect this e-mail, you can ignore it.',
  ]);
}

export function accountActivatedMail(loginLink: string, email: string): MailContent {
  return compose('Your account has been activated', [
    'Hello,',
    `Your ${PRODUCT} account ${email} is now active.`,
    { link: loginLink, label: 'Sign in' },
  ]);
}

export function resetPasswordMail(resetLink: string): MailContent {
  return compose('Password reset request', [
    'Hello,',
    `Somebody asked to reset the password of your ${PRODUCT} account. Follow the link below to choose a new password.`,
    { link: resetLink, label: 'Reset your password' },
    'If it was not you, ignore this e-mail: your password stays unchanged.',
  ]);
}

export function passwordWasResetMail(loginLink: string, email: string): MailContent {
  return compose('Your password has been reset', [
    'Hello,',
    `The password of your ${PRODUCT} account ${email} has been changed. If you did not do this, contact your administrator at once.`,
    { link: loginLink, label: 'Sign in' },
  ]);
}

/** `lockoutMinutes` 0: locked until an administrator enables the account again. */
export function accountLockoutMail(lockedEmail: string, attempts: number, lockoutMinutes = 0): MailContent {
  return compose(`${PRODUCT} user account locked`, [
    'Hello,',
    `The user account ${lockedEmail} was locked due to the security policy after ${attempts} unsuccessful login attempts in a row.`,
    lockoutMinutes > 0
      ? `It unlocks by itself after ${lockoutMinutes} minutes; an administrator can enable it sooner.`
      : 'An administrator can enable it again.',
  ]);
}

export function testMail(): MailContent {
  return compose(`Test message from ${PRODUCT}`, [
    'Hello,',
    `This is a test message from ${PRODUCT}: the mail settings work.`,
  ]);
}
