import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The link as a QR code to scan with the phone (the marketplace authorizes a shop by scanning). */
export function useQrDataUrl(text: string | null): string | null {
  const [qr, setQr] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    if (!text) return;
    let live = true;
    QRCode.toDataURL(text, { margin: 1, width: 232, errorCorrectionLevel: 'M' })
      .then((url) => live && setQr({ text, url }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [text]);
  // A code drawn for an earlier link is never shown for a new one.
  return qr && qr.text === text ? qr.url : null;
}
