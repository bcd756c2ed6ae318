/**
 * The pages' only stylesheet and script, served from /ui/assets (the CSP allows nothing
 * inline). The script is plain browser JavaScript, no build step: it re-derives a receipt's
 * address from the bytes the service serves, with WebCrypto (PROTOCOL 2.2).
 */

const STYLE = `
:root { color-scheme: light; font-family: system-ui, sans-serif; line-height: 1.45; color: #1b1f24; background: #fff; }
body { margin: 0; }
header { background: #1b1f24; color: #fff; padding: 0.5rem 1.25rem; }
header .brand { margin: 0; font-weight: 700; letter-spacing: 0.02em; }
main { max-width: 72rem; margin: 0 auto; padding: 1rem 1.25rem 3rem; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 0.9rem; }
pre { background: #f4f6f8; border: 1px solid #d0d7de; padding: 0.75rem; overflow-x: auto; white-space: pre-wrap; word-break: break-word; }
.verdict { padding: 0.1rem 0.6rem; border-radius: 0.3rem; color: #fff; }
.verdict-pass { background: #116329; }
.verdict-fail { background: #a40e26; }
.lang a { margin-right: 0.75rem; }
.lang a[aria-current="page"] { font-weight: 700; text-decoration: none; color: #1b1f24; }
.check { padding: 0.5rem 0.75rem; border-left: 0.3rem solid #57606a; background: #f4f6f8; }
.check-ok { border-color: #116329; background: #dafbe1; }
.check-bad { border-color: #a40e26; background: #ffebe9; }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
.facts dt { font-weight: 600; }
.facts dd { margin: 0; word-break: break-all; }
table.phases { border-collapse: collapse; margin: 1rem 0; width: 100%; }
table.phases caption { text-align: left; font-weight: 600; padding-bottom: 0.25rem; }
table.phases th, table.phases td { border: 1px solid #d0d7de; padding: 0.35rem 0.6rem; text-align: left; vertical-align: top; }
.outcome-pass { color: #116329; font-weight: 600; }
.outcome-fail { color: #a40e26; font-weight: 600; }
a { color: #0550ae; }
.diff .d-add { background: #dafbe1; display: block; }
.diff .d-del { background: #ffebe9; display: block; }
.diff .d-hunk { color: #6e40c9; display: block; }
.diff .d-meta { font-weight: 700; display: block; }
.diff .d-ctx { display: block; }
.diff { white-space: pre; }
form.session { float: right; }
form label { display: block; font-weight: 600; margin: 0.5rem 0 0.25rem; }
form input[type=password], form textarea { width: 100%; max-width: 40rem; font: inherit; padding: 0.35rem; border: 1px solid #57606a; }
button { font: inherit; padding: 0.35rem 1rem; margin-top: 0.5rem; border: 1px solid #1b1f24; background: #1b1f24; color: #fff; border-radius: 0.3rem; cursor: pointer; }
form.session button { margin: 0 0 0 0.5rem; padding: 0.15rem 0.6rem; background: #fff; color: #1b1f24; }
`;

const RECEIPT_CHECK = `'use strict';
(async function () {
  var line = document.getElementById('browser-check');
  if (!line) return;
  // The address you asked for, from the URL: not a value the page itself carries.
  var digest = decodeURIComponent(window.location.pathname.split('/').pop() || '');
  if (!/^sha256:[0-9a-f]{64}$/.test(digest)) return;
  var zh = line.getAttribute('data-lang') === 'zh';
  function say(en, cn, ok) {
    line.textContent = zh ? cn : en;
    line.className = 'check ' + (ok ? 'check-ok' : 'check-bad');
  }
  try {
    if (!window.crypto || !window.crypto.subtle) {
      say('This browser cannot check here (WebCrypto needs https or localhost): run patchproof receipt verify ' + digest,
        '此浏览器无法在此核验（WebCrypto 需要 https 或 localhost）：请运行 patchproof receipt verify ' + digest, false);
      return;
    }
    var response = await fetch('/v1/receipts/' + digest, { cache: 'no-store', credentials: 'omit' });
    if (!response.ok) throw new Error('HTTP ' + response.status);
    var body = new Uint8Array(await response.arrayBuffer());
    var type = 'patchproof.receipt.v1';
    var head = new TextEncoder().encode('DSSEv1 ' + type.length + ' ' + type + ' ' + body.length + ' ');
    var pae = new Uint8Array(head.length + body.length);
    pae.set(head, 0);
    pae.set(body, head.length);
    var hash = new Uint8Array(await window.crypto.subtle.digest('SHA-256', pae));
    var actual = 'sha256:' + Array.prototype.map.call(hash, function (b) { return b.toString(16).padStart(2, '0'); }).join('');
    if (actual === digest) {
      say('Verified in your browser: the ' + body.length + ' bytes served for this address hash to ' + digest + '.',
        '已在您的浏览器中核验：此地址提供的 ' + body.length + ' 字节的哈希正是 ' + digest + '。', true);
    } else {
      say('NOT VERIFIED: the bytes served hash to ' + actual + ', not to ' + digest + '. Do not trust this receipt.',
        '核验失败：所提供字节的哈希为 ' + actual + '，而不是 ' + digest + '。请勿信任此收据。', false);
    }
  } catch (error) {
    say('Could not check in your browser (' + error.message + '): run patchproof receipt verify ' + digest,
      '无法在浏览器中核验（' + error.message + '）：请运行 patchproof receipt verify ' + digest, false);
  }
})();
`;

/**
 * Live pages (a running validation, the session view): the element with `data-events` names
 * the event stream; each event re-reads this page and swaps its main part in, so the server
 * renders as it does without script. `data-last-event` names the event after which the
 * stream is done.
 */
const LIVE_PAGE = `'use strict';
(function () {
  var marked = document.querySelector('[data-events]');
  if (!marked || !window.EventSource) return;
  var last = marked.getAttribute('data-last-event');
  var source = new EventSource(marked.getAttribute('data-events'));
  var busy = false;
  var again = false;
  function refresh() {
    if (busy) { again = true; return; }
    busy = true;
    fetch(window.location.href, { credentials: 'same-origin', cache: 'no-store' })
      .then(function (response) { return response.text(); })
      .then(function (html) {
        var doc = new DOMParser().parseFromString(html, 'text/html');
        var fresh = doc.querySelector('main');
        var old = document.querySelector('main');
        if (fresh && old) old.replaceWith(fresh);
        document.title = doc.title;
      })
      .catch(function () {})
      .then(function () { busy = false; if (again) { again = false; refresh(); } });
  }
  ['progress', 'state'].forEach(function (name) {
    source.addEventListener(name, function () { if (name === last) source.close(); refresh(); });
  });
  source.addEventListener('error', function (event) { if (event.data) source.close(); });
})();
`;

/** Asset name → content type and body. */
export const ASSETS: ReadonlyMap<string, { readonly type: string; readonly body: string }> =
  new Map([
    ['style.css', { type: 'text/css; charset=utf-8', body: STYLE }],
    ['receipt-check.js', { type: 'text/javascript; charset=utf-8', body: RECEIPT_CHECK }],
    ['live-page.js', { type: 'text/javascript; charset=utf-8', body: LIVE_PAGE }],
  ]);
