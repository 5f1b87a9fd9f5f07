import { createHash } from 'node:crypto';
import { identityLanguage, type IdentityLanguage } from './texts.js';

export { durationText, identityLanguage, type IdentityLanguage } from './texts.js';

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

const STYLE = [
  'body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f5f5;color:#1f1f1f;margin:0}',
  'main{max-width:360px;margin:10vh auto;background:#fff;padding:32px;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.15)}',
  'h1{font-size:1.5rem;margin:0 0 24px}label{display:block;margin:16px 0 4px;font-weight:600}',
  'input{width:100%;box-sizing:border-box;padding:8px 10px;font-size:1rem;border:1px solid #8c8c8c;border-radius:4px}',
  'input:focus,button:focus{outline:2px solid #1677ff;outline-offset:2px}',
  'button{margin-top:24px;width:100%;padding:10px;font-size:1rem;font-weight:600;border:0;border-radius:4px;background:#1668dc;color:#fff;cursor:pointer}',
  '.error{color:#a8071a;background:#fff1f0;border:1px solid #ffa39e;padding:8px 12px;border-radius:4px}',
].join('');

const AUTO_SUBMIT = "document.getElementById('sign-out').click();";

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * A strict policy for the identity pages: nothing but our own inline style (by hash), forms that
 * post back here (and the redirects that follow a form, which browsers also check), no framing.
 */
export function identityPageCsp(formTargets: string[], scriptHashes: string[] = []): string {
  const targets = [...new Set(formTargets.map((url) => new URL(url).origin))].join(' ');
  return [
    "default-src 'none'",
    `style-src ${sha256(STYLE)}`,
    `script-src ${scriptHashes.length ? scriptHashes.join(' ') : "'none'"}`,
    `form-action 'self' ${targets}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export const AUTO_SUBMIT_HASH = sha256(AUTO_SUBMIT);

const ENGLISH = identityLanguage({});

function page({ lang, dir }: IdentityLanguage, title: string, body: string, script = ''): string {
  return `<!DOCTYPE html>
<html lang="${lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>${script ? `\n<script>${script}</script>` : ''}
</body>
</html>`;
}

export interface SignInPageModel {
  /** Where the form posts (this interaction's address). */
  action: string;
  username?: string;
  error?: string;
  /** The page's language (identityLanguage of the request); English when not given. */
  language?: IdentityLanguage;
}

export function renderSignInPage({ action, username = '', error, language = ENGLISH }: SignInPageModel): string {
  const t = language.texts;
  return page(
    language,
    t.signIn,
    `<h1>${escapeHtml(t.signIn)}</h1>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="username">${escapeHtml(t.username)}</label>
<input id="username" name="username" type="text" autocomplete="username" required value="${escapeHtml(username)}"${username ? '' : ' autofocus'}>
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${username ? ' autofocus' : ''}>
<button type="submit">${escapeHtml(t.submit)}</button>
</form>`,
  );
}

/**
 * The sign-out confirmation: oidc-provider gives the form (with its anti-forgery field); we add
 * "sign out everywhere" and submit it by script, with a plain button when scripts are off.
 */
export function renderSignOutPage(providerForm: string, language = ENGLISH): string {
  const t = language.texts;
  const form = providerForm.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  return page(
    language,
    t.signOut,
    `<h1>${escapeHtml(t.signOut)}</h1>
<p>${escapeHtml(t.signingOut)}</p>
${form}
<button id="sign-out" type="submit" form="op.logoutForm">${escapeHtml(t.signOut)}</button>`,
    AUTO_SUBMIT,
  );
}

export function renderMessagePage(
  title: string,
  message: string,
  link?: { href: string; text: string },
  language = ENGLISH,
): string {
  return page(
    language,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p role="alert">${escapeHtml(message)}</p>${link ? `\n<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ''}`,
  );
}
