/**
 * A published receipt for people (issue 18): what it binds, the four phases, its bilingual
 * report in the language chosen (a plain link toggles it, no script needed), its exact JSON,
 * and a line the browser computes itself: it fetches the served bytes and hashes them with
 * WebCrypto as PROTOCOL 2.2 says (SHA-256 of the DSSE PAE under `patchproof.receipt.v1`),
 * so the reader need not trust this page's word that the address matches.
 */
import type { TypedHash } from '../../core/hash/typed-hash.js';
import type { Receipt } from '../../core/receipt/schema.js';
import { label, type Lang, Layout } from './layout.js';

const OUTCOME: Readonly<Record<string, [string, string]>> = {
  pass: ['pass', '通过'],
  fail: ['fail', '未通过'],
  skipped: ['skipped', '跳过'],
};

export function ReceiptPage(props: {
  digest: TypedHash;
  receipt: Receipt;
  json: string;
  lang: Lang;
}) {
  const { receipt: r, lang, digest } = props;
  const t = (en: string, zh: string): string => label(lang, en, zh);
  const verdict = r.verdict === 'PASS' ? t('PASS', '通过') : t('FAIL', '未通过');
  return (
    <Layout
      lang={lang}
      title={`${t('Receipt', '收据')} ${digest.slice(0, 19)}… ${r.verdict}`}
      script="receipt-check.js"
    >
      <h1>
        {t('Receipt', '收据')}{' '}
        <span class={`verdict verdict-${r.verdict.toLowerCase()}`}>{verdict}</span>
      </h1>
      <nav aria-label={t('Language', '语言')} class="lang">
        <a
          href="?lang=en"
          hreflang="en"
          lang="en"
          aria-current={lang === 'en' ? 'page' : undefined}
        >
          English
        </a>
        <a
          href="?lang=zh"
          hreflang="zh-Hans"
          lang="zh-Hans"
          aria-current={lang === 'zh' ? 'page' : undefined}
        >
          中文
        </a>
      </nav>
      <p id="browser-check" class="check" role="status" data-digest={digest} data-lang={lang}>
        {t('Checking the served bytes in your browser…', '正在浏览器中核验所提供的字节…')}
      </p>
      <noscript>
        <p class="check">
          {t(
            'Turn on JavaScript to check the address in your browser, or run: patchproof receipt verify ',
            '启用 JavaScript 以在浏览器中核验地址，或运行：patchproof receipt verify ',
          )}
          {digest}
        </p>
      </noscript>
      <dl class="facts">
        <dt>{t('Address', '地址')}</dt>
        <dd>
          <code>{digest}</code>
        </dd>
        <dt>{t('Proof grade', '证明级')}</dt>
        <dd>{r.proofGrade ? t('yes', '是') : t('no', '否')}</dd>
        <dt>{t('Run', '运行')}</dt>
        <dd>
          <code>{r.run}</code>
        </dd>
        <dt>{t('Proposal', '提案')}</dt>
        <dd>
          <code>{r.proposal.hash}</code>
        </dd>
        <dt>{t('Base → result', '基线 → 结果')}</dt>
        <dd>
          <code>{r.proposal.base}</code> → <code>{r.proposal.result}</code>
        </dd>
        {r.proposal.resultGitTree ? (
          <>
            <dt>{t('Result Git tree', '结果 Git 树')}</dt>
            <dd>
              <code>{r.proposal.resultGitTree}</code>
            </dd>
          </>
        ) : null}
        <dt>{t('Approved by', '批准人')}</dt>
        <dd>
          {r.approval.actor} · <time datetime={r.approval.approvedAt}>{r.approval.approvedAt}</time>
        </dd>
        <dt>{t('Runner', '运行器')}</dt>
        <dd>
          {r.runner.kind}
          {r.runner.isolated ? t(', isolated', '，隔离') : t(', not isolated', '，未隔离')}
        </dd>
      </dl>
      <table class="phases">
        <caption>{t('The four phases', '四个阶段')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Phase', '阶段')}</th>
            <th scope="col">{t('Outcome', '结果')}</th>
            <th scope="col">{t('Tests passed / run', '通过 / 运行的测试')}</th>
            <th scope="col">{t('Why', '原因')}</th>
          </tr>
        </thead>
        <tbody>
          {r.phases.map((p) => (
            <tr>
              <th scope="row">{p.name}</th>
              <td class={`outcome-${p.outcome}`}>
                {label(lang, ...(OUTCOME[p.outcome] ?? [p.outcome, p.outcome]))}
                {p.classification ? ` (${p.classification})` : ''}
              </td>
              <td>
                {p.tests.passed} / {p.tests.executed}
              </td>
              <td>{p.reasons.map((reason) => `${reason.code}: ${reason.detail}`).join('; ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t('Report', '报告')}</h2>
      <pre class="report" lang={lang === 'zh' ? 'zh-Hans' : 'en'}>
        {r.report[lang]}
      </pre>
      <details>
        <summary>
          {t(
            'The receipt (JSON, indented; "Raw bytes" below is the stored form)',
            '收据（JSON，已缩进；下方“原始字节”为存储形式）',
          )}
        </summary>
        <pre class="json">{props.json}</pre>
      </details>
      <p>
        <a href={`/v1/receipts/${digest}`}>{t('Raw bytes', '原始字节')}</a> ·{' '}
        <a href={`/v1/receipts/${digest}/report?lang=${lang}`}>{t('Report as text', '文本报告')}</a>
      </p>
    </Layout>
  );
}
