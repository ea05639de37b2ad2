import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useHydrated } from '../list/use-hydrated';

/**
 * Issue 20 item 4: where the estate can be shared to, as plain addresses each network documents for sharing
 * a link: no script of theirs, no tracking parameter, no counter. Opened in the same tab, like any link.
 */
export function shareTargets(url: string, title: string, mailBody: string) {
  const u = encodeURIComponent(url);
  return [
    { key: 'email', href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(mailBody)}` },
    { key: 'whatsapp', name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { key: 'facebook', name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { key: 'linkedin', name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ] as const;
}

type Copy = 'idle' | 'copied' | 'failed';

/**
 * The detail page's share action. Without JavaScript (and on the server), a list of plain links: e-mail,
 * WhatsApp, Facebook, LinkedIn and the page's own address to copy. Once scripts run, a browser with the Web Share
 * API gets one button that opens its own share sheet; the others keep the links, the page's address becoming a
 * "copy link" button that says in a live region whether it copied.
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const [copy, setCopy] = useState<Copy>('idle');
  const [sheetFailed, setSheetFailed] = useState(false);
  const canShare = hydrated && !sheetFailed && typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const canCopy = hydrated && typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function';
  const heading = intl.formatMessage({ id: 'detail.share.title', defaultMessage: 'Delen' });
  const mailBody = intl.formatMessage({ id: 'detail.share.mailBody', defaultMessage: 'Bekijk dit pand: {url}' }, { url });

  const share = () => {
    navigator.share({ title, url }).catch((error: unknown) => {
      // The visitor closed the sheet: nothing to say. Anything else: show the links instead.
      if ((error as { name?: string } | null)?.name !== 'AbortError') setSheetFailed(true);
    });
  };
  const copyLink = () => {
    navigator.clipboard.writeText(url).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };

  return (
    <section className="detail-share" aria-label={heading}>
      {canShare ? (
        <button type="button" className="button button--secondary detail-share__native" onClick={share}>
          {intl.formatMessage({ id: 'detail.share.native', defaultMessage: 'Deel dit pand' })}
        </button>
      ) : (
        <>
          <h2 className="detail-share__title">{heading}</h2>
          <ul className="detail-share__links">
            {shareTargets(url, title, mailBody).map((target) => (
              <li key={target.key}>
                <a className={`detail-share__link detail-share__link--${target.key}`} href={target.href} rel="noopener noreferrer nofollow">
                  {target.key === 'email' ? intl.formatMessage({ id: 'detail.share.email', defaultMessage: 'E-mail' }) : target.name}
                </a>
              </li>
            ))}
            <li>
              {canCopy ? (
                <button type="button" className="detail-share__link detail-share__copy" onClick={copyLink}>
                  {intl.formatMessage({ id: 'detail.share.copy', defaultMessage: 'Kopieer link' })}
                </button>
              ) : (
                <a className="detail-share__link" href={url}>
                  {intl.formatMessage({ id: 'detail.share.link', defaultMessage: 'Link naar dit pand' })}
                </a>
              )}
            </li>
          </ul>
        </>
      )}
      <p className="detail-share__status" role="status">
        {copy === 'copied' && intl.formatMessage({ id: 'detail.share.copied', defaultMessage: 'Link gekopieerd' })}
        {copy === 'failed' && intl.formatMessage({ id: 'detail.share.copyFailed', defaultMessage: 'Kopiëren lukte niet: kopieer het adres in de adresbalk' })}
      </p>
    </section>
  );
}
