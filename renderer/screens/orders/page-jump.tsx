import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The page box: type a page (1-based) and Enter or leave it to go there; out-of-range numbers are clamped. */
export function PageJump(props: { page: number; pages: number; onPage: (page: number) => void }) {
  // `page` is 0-based, as on the wire; the box shows it 1-based.
  const { page, pages, onPage } = props;
  const { t } = useTranslation('orders');
  // What the seller is typing into the page box; null shows the current page.
  const [typed, setTyped] = useState<string | null>(null);

  const jump = () => {
    const n = Number.parseInt(typed ?? '', 10);
    if (Number.isFinite(n) && n - 1 !== page) onPage(Math.min(pages, Math.max(1, n)) - 1);
    setTyped(null);
  };

  return (
    <label className="pager-jump">
      <span>{t('pager.page')}</span>
      <input
        className="input"
        inputMode="numeric"
        size={3}
        value={typed ?? String(page + 1)}
        aria-label={t('pager.pageInput')}
        onChange={(e) => setTyped(e.target.value.replace(/\D/g, ''))}
        onKeyDown={(e) => e.key === 'Enter' && jump()}
        onBlur={jump}
      />
      <span data-testid="pager-of">{t('pager.of', { pages })}</span>
    </label>
  );
}
