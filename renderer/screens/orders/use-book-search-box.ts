import { useEffect, useRef, useState } from 'react';
import { isTyping } from '../../keyboard/shortcuts';
import { useOrderBookView } from '../../store/order-book-view';

/**
 * The book's search box: what is typed, searched a beat after the last key, and `/` to focus it. `stored` is the
 * view store's text: when it changes elsewhere (Clear filters, a reset of the view), the box shows it.
 */
export function useBookSearchBox(stored: string) {
  const [text, setText] = useState(stored);
  // The store's text this box agrees with: what it last sent, or the store's own change it took.
  const [synced, setSynced] = useState(stored);
  const input = useRef<HTMLInputElement>(null);

  // Changed elsewhere: the box follows (a key typed meanwhile gives way to the reset). Compared with what the box
  // sent rather than with the box, so the store catching up with the typing never takes back a newer key.
  if (stored !== synced) {
    setSynced(stored);
    setText(stored);
  }

  // Filter as you type, a beat after the last key (each search is a free local read).
  useEffect(() => {
    const id = setTimeout(() => {
      useOrderBookView.getState().setText(text);
      setSynced(text);
    }, 120);
    return () => clearTimeout(id);
  }, [text]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || isTyping(e.target) || document.querySelector('dialog[open]')) return;
      e.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return { text, setText, input };
}
