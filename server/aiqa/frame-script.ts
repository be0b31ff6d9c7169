/**
 * The development frame's script, sent inline under the page's CSP nonce. It reads its settings from the JSON block
 * `#aiqa-frame-config` (see frame-page.ts), waits for the embedding page's context message (spec §4) from the host the
 * token names, asks `/aiqa/ask` and renders the answer. Everything it shows is set as text, never as markup; links
 * are only paths of this portal.
 */
export const frameScript = String.raw`(() => {
  'use strict';
  const config = JSON.parse(document.getElementById('aiqa-frame-config').textContent);
  const texts = config.texts;
  const form = document.getElementById('aiqa-ask');
  const input = document.getElementById('aiqa-question');
  const button = form.querySelector('button');
  const status = document.getElementById('aiqa-status');
  const conversation = document.getElementById('aiqa-conversation');
  const embedded = window.parent !== window;
  let hostOrigin = null;
  let busy = false;

  const setReady = (ready) => {
    input.disabled = !ready;
    button.disabled = !ready || busy;
  };
  const hostOf = (origin) => {
    try {
      const url = new URL(origin);
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : null;
    } catch {
      return null;
    }
  };
  const element = (name, className, text) => {
    const node = document.createElement(name);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const linkOf = (path) => (typeof path === 'string' && /^\/(?!\/)/.test(path) ? (hostOrigin || '') + path : null);

  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || hostOf(event.origin) !== config.host) return;
    const data = event.data;
    if (!data || data.type !== config.contextType || data.host !== config.host || data.siteId !== config.siteId) return;
    hostOrigin = event.origin;
    document.documentElement.dataset.hostReady = 'true';
    status.textContent = '';
    if (config.question && !input.value) input.value = config.question;
    setReady(true);
  });

  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && hostOrigin) window.parent.postMessage({ type: config.closeType }, hostOrigin);
  });

  const showAnswer = (entry, answer) => {
    entry.append(element('p', 'aiqa-answer', answer.answer));
    if (!Array.isArray(answer.citations) || answer.citations.length === 0) return;
    const list = element('ol', 'aiqa-citations');
    for (const citation of answer.citations) {
      const item = element('li');
      const href = linkOf(citation.url);
      const title = href ? element('a', '', String(citation.title)) : element('span', '', String(citation.title));
      if (href) {
        title.href = href;
        title.target = '_top';
      }
      item.append(title);
      if (citation.snippet) item.append(element('p', 'aiqa-snippet', String(citation.snippet)));
      list.append(item);
    }
    entry.append(list);
  };

  const failure = (reply) => {
    if (reply && reply.data && reply.data.reason === 'expired') return texts.expired;
    if (reply && reply.data && reply.data.reason === 'invalid') return texts.invalid;
    return texts.failed;
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const question = input.value.trim();
    if (!question || busy) return;
    busy = true;
    setReady(true);
    status.textContent = texts.asking;
    const entry = element('li', 'aiqa-entry');
    entry.append(element('p', 'aiqa-you', texts.you), element('p', 'aiqa-question', question));
    conversation.append(entry);
    const url = config.askPath + '?token=' + encodeURIComponent(config.token) + '&q=' + encodeURIComponent(question);
    fetch(url, { headers: { accept: 'application/json' }, credentials: 'omit' })
      .then((response) => response.json())
      .then((reply) => {
        if (reply && reply.status === 0 && reply.data) {
          showAnswer(entry, reply.data);
          input.value = '';
          status.textContent = '';
        } else {
          entry.append(element('p', 'aiqa-error', failure(reply)));
          status.textContent = '';
        }
      })
      .catch(() => {
        entry.append(element('p', 'aiqa-error', texts.failed));
        status.textContent = '';
      })
      .finally(() => {
        busy = false;
        setReady(true);
        entry.scrollIntoView({ block: 'start' });
      });
  });

  if (embedded) {
    status.textContent = texts.waiting;
    setReady(false);
  } else {
    if (config.question) input.value = config.question;
    setReady(true);
  }
})();
`;
