import { create } from 'qrcode';
import { useMemo } from 'react';

/** The quiet zone every QR reader needs around the code, in modules. */
const MARGIN = 4;

/**
 * A QR code drawn as one SVG path of its dark modules: no image URL and no markup from a string, so the
 * back office's Content Security Policy needs nothing more.
 */
export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const { path, width } = useMemo(() => {
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    const moves: string[] = [];
    for (let y = 0; y < modules.size; y += 1) {
      for (let x = 0; x < modules.size; x += 1) {
        if (modules.get(y, x)) moves.push(`M${x + MARGIN} ${y + MARGIN}h1v1h-1z`);
      }
    }
    return { path: moves.join(''), width: modules.size + 2 * MARGIN };
  }, [text]);

  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${width} ${width}`} width={size} height={size} shapeRendering="crispEdges">
      <rect width={width} height={width} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
