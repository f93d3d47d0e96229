import { useEffect, useRef, useState } from 'react';
import { isTyping } from '../../app/shortcuts';
import { useOrderBookView } from '../../store/order-book-view';

/** The book's search box: what is typed, searched a beat after the last key, and `/` to focus it. */
export function useBookSearchBox(stored: string) {
  const [text, setText] = useState(stored);
  const input = useRef<HTMLInputElement>(null);

  // Filter as you type, a beat after the last key (each search is a free local read).
  useEffect(() => {
    const id = setTimeout(() => useOrderBookView.getState().setText(text), 120);
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
