import { aiqaAskPath, aiqaCloseMessageType, aiqaContextMessageType, aiqaMaxQuestionLength } from '../../schemas/aiqa-frame.ts';
import type { AiqaTokenClaims } from '../../schemas/aiqa-api.ts';
import { frameScript } from './frame-script.ts';
import { frameHtmlLang, frameLanguageOf, frameTexts } from './frame-text.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/** JSON safe inside a `<script>` element: nothing in it can close the element or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const styles = `
*,*::before,*::after{box-sizing:border-box}
html{color-scheme:light}
body{margin:0;font:15px/1.6 system-ui,-apple-system,"Segoe UI","PingFang SC","Microsoft YaHei",sans-serif;color:#1f2328;background:#fff}
main{display:flex;flex-direction:column;gap:12px;min-height:100vh;padding:16px 16px 0}
h1{margin:0;font-size:1.15rem}
p{margin:0}
.aiqa-intro,.aiqa-snippet,.aiqa-you{color:#57606a;font-size:.9rem}
.aiqa-conversation{flex:1;margin:0;padding:0;list-style:none;display:flex;flex-direction:column;gap:16px}
.aiqa-entry{display:flex;flex-direction:column;gap:6px;padding-block-end:12px;border-block-end:1px solid #d0d7de}
.aiqa-question{font-weight:600}
.aiqa-citations{margin:0;padding-inline-start:1.4em;display:flex;flex-direction:column;gap:8px}
.aiqa-citations a{color:#0b5cad}
.aiqa-error,.aiqa-notice{color:#b42318}
form{position:sticky;bottom:0;display:flex;flex-direction:column;gap:6px;padding-block:8px 4px;background:#fff;border-block-start:1px solid #d0d7de}
.aiqa-row{display:flex;gap:8px}
input{flex:1;min-width:0;padding:8px 10px;font:inherit;border:1px solid #8c959f;border-radius:6px}
button{padding:8px 16px;font:inherit;color:#fff;background:#0b5cad;border:0;border-radius:6px;cursor:pointer}
button:disabled,input:disabled{opacity:.65;cursor:not-allowed}
:focus-visible{outline:3px solid #0b5cad;outline-offset:2px}
.aiqa-status{min-height:1.6em;color:#57606a;font-size:.9rem}
`;

export type FramePage = { status: number; html: string; contentSecurityPolicy: string };

function pageOf(lang: string, title: string, body: string, nonce: string, frameAncestors: string): FramePage {
  const language = frameLanguageOf(lang);
  const html = `<!doctype html>
<html lang="${frameHtmlLang[language]}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${styles}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
  const contentSecurityPolicy = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
  return { status: 200, html, contentSecurityPolicy };
}

/** The frame's pages may be embedded by this server's pages and by the page the token was issued to. */
function ancestorsOf(host: string | undefined): string {
  return host ? `'self' http://${host} https://${host}` : "'self'";
}

/** The question page of a valid token, in the token's language, headed with the site's name for its assistant. */
export function questionPage(claims: AiqaTokenClaims, token: string, appName: string, nonce: string): FramePage {
  const texts = frameTexts(claims.lang);
  const name = appName.trim() || texts.defaultName;
  const config = {
    token,
    host: claims.host,
    siteId: claims.siteId,
    question: claims.query ?? '',
    askPath: aiqaAskPath,
    contextType: aiqaContextMessageType,
    closeType: aiqaCloseMessageType,
    texts: { asking: texts.asking, waiting: texts.waiting, you: texts.you, failed: texts.failed, invalid: texts.invalid, expired: texts.expired },
  };
  const body = `<h1>${escapeHtml(name)}</h1>
<p class="aiqa-intro">${escapeHtml(texts.intro)}</p>
<ol id="aiqa-conversation" class="aiqa-conversation" aria-live="polite"></ol>
<form id="aiqa-ask" novalidate>
<label for="aiqa-question">${escapeHtml(texts.question)}</label>
<div class="aiqa-row">
<input id="aiqa-question" name="q" type="text" maxlength="${aiqaMaxQuestionLength}" autocomplete="off" required>
<button type="submit">${escapeHtml(texts.ask)}</button>
</div>
<p id="aiqa-status" class="aiqa-status" role="status"></p>
</form>
<script type="application/json" id="aiqa-frame-config">${scriptJson(config)}</script>
<script nonce="${nonce}">${frameScript}</script>`;
  return pageOf(claims.lang, name, body, nonce, ancestorsOf(claims.host));
}

/**
 * What the frame shows instead of the form when its token is not good (HTTP 403). It holds nothing worth protecting,
 * so any page may embed it: the reader sees why the panel is empty wherever the frame was opened.
 */
export function refusalPage(reason: 'invalid' | 'expired', lang: string, nonce: string): FramePage {
  const texts = frameTexts(lang);
  const body = `<h1>${escapeHtml(texts.unavailable)}</h1>
<p class="aiqa-notice" role="alert">${escapeHtml(texts[reason])}</p>`;
  return { ...pageOf(lang, texts.unavailable, body, nonce, '*'), status: 403 };
}
