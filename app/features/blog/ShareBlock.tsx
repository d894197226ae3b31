import { errorMessage } from '../../../contract/errors.ts';
import { Button, CopyIcon, Link, useToast, visuallyHidden } from '../../../lib/index.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import * as styles from './blog.css.ts';

/** Share targets: plain links to each network's own share page (no scripts, no trackers). */
const NETWORKS = [
  { name: 'Telegram', href: (url: string, title: string) => `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}` },
  { name: 'WhatsApp', href: (url: string, title: string) => `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
  { name: 'Facebook', href: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
  { name: 'LinkedIn', href: (url: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}` },
] as const; // prettier-ignore

/** A sentinel that cannot occur in a translation, to split «Поделиться в {{network}}» around the name. */
const SLOT = '\u0000';

export interface ShareBlockProps {
  /** The article's public address (its canonical URL). */
  url: string;
  title: string;
}

/**
 * The article's share block (§2.9): «Скопировать ссылку» puts the address on the clipboard and
 * says «Скопировано», or «Не удалось скопировать» when the browser refuses (no permission, an
 * insecure page, an old browser); then the share links. Needs a `ToastProvider` above it.
 */
export function ShareBlock({ url, title }: ShareBlockProps) {
  const t = useT();
  const locale = useLocale();
  const toast = useToast();
  const [before = '', after = ''] = t('pages.blog.share.via', { network: SLOT }).split(SLOT);

  const copy = async () => {
    try {
      // Missing entirely on http:// pages and in some embedded browsers: that is a failure too.
      if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) {
        throw new Error('Clipboard API unavailable');
      }
      await navigator.clipboard.writeText(url);
      toast.show({
        title: t('pages.blog.share.copied'),
        description: t('pages.blog.share.copiedText'),
        tone: 'success',
      });
    } catch {
      toast.show({
        title: errorMessage(locale, 'COPY_FAILED'),
        description: t('pages.blog.share.copyFailedText'),
        tone: 'error',
      });
    }
  };

  return (
    // Controls, not the article's words: left out of search snippets.
    <section className={styles.share} aria-labelledby="article-share" data-nosnippet="">
      <h2 id="article-share" className={styles.shareTitle}>
        {t('pages.blog.share.title')}
      </h2>
      <ul className={styles.shareLinks}>
        <li>
          <Button variant="secondary" onClick={() => void copy()}>
            <CopyIcon />
            {t('pages.blog.share.copy')}
          </Button>
        </li>
        {NETWORKS.map((network) => (
          <li key={network.name}>
            <Link href={network.href(url, title)} external variant="standalone">
              {/* Spaces outside the hidden spans: a name computation may trim what is inside. */}
              {before.trim() && <span className={visuallyHidden}>{before.trim()}</span>}
              {before.trim() && ' '}
              {network.name}
              {after.trim() && ' '}
              {after.trim() && <span className={visuallyHidden}>{after.trim()}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
