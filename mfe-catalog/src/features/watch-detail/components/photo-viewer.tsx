import { IMAGE_WIDTHS, imageAtWidth } from '@caliber/contracts';
import { roundIconStyles, useImageHost } from '@caliber/ui';
import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { STEP_ZOOM, useZoomGestures } from '../hooks/use-zoom-gestures';

/** The largest compressed copy; an original narrower than that is served as it is (docs/storefront.md). */
const LARGEST_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

export interface PhotoViewerProps {
  images: readonly string[];
  /** The photo shown, shared with the page's gallery so its thumbnails follow. */
  index: number;
  alt: string;
  go: (index: number) => void;
  onClose: () => void;
}

/**
 * The watch's photos full screen (docs/storefront.md, watch page): a modal `<dialog>` (the page behind
 * is inert, so focus stays inside), arrows and swipes between photos, pinch, double tap, double click
 * and +/- to zoom, Escape to close. Loaded only when first opened.
 */
export default function PhotoViewer({ images, index, alt, go, onClose }: PhotoViewerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const count = images.length;
  const imageHost = useImageHost();
  const previous = () => go(index - 1);
  const next = () => go(index + 1);
  const { zoom, stage, zoomBy, reset, handlers } = useZoomGestures({ onSwipe: (direction) => (direction === 'next' ? next() : previous()) });

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  useEffect(reset, [index, reset]);

  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowLeft: previous,
      ArrowRight: next,
      Home: () => go(0),
      End: () => go(count - 1),
      '+': () => zoomBy(STEP_ZOOM),
      '=': () => zoomBy(STEP_ZOOM),
      '-': () => zoomBy(1 / STEP_ZOOM),
      '0': reset,
    };
    const action = keys[event.key];
    if (!action || (count < 2 && event.key.startsWith('Arrow'))) return;
    event.preventDefault();
    action();
  };

  const label = count > 1 ? `${alt}, image ${index + 1} of ${count}` : alt;
  return (
    <Viewer
      ref={dialog}
      aria-modal="true"
      aria-label={`Photo viewer: ${label}`}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Escape: the gallery closes the viewer, so the dialog is not left closed but mounted.
        event.preventDefault();
        onClose();
      }}
    >
      <Stage ref={stage} {...handlers} data-zoomed={zoom.scale > 1 || undefined}>
        <Picture
          key={images[index]}
          src={imageAtWidth(images[index], LARGEST_WIDTH, imageHost)}
          alt={label}
          draggable={false}
          style={{ transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }}
        />
      </Stage>
      <Bar>
        {count > 1 && (
          <Counter aria-live="polite">
            {index + 1} / {count}
          </Counter>
        )}
        <ViewerButton type="button" aria-label="Zoom out" onClick={() => zoomBy(1 / STEP_ZOOM)} disabled={zoom.scale <= 1}>
          <ZoomOut size={20} aria-hidden />
        </ViewerButton>
        <ViewerButton type="button" aria-label="Zoom in" onClick={() => zoomBy(STEP_ZOOM)}>
          <ZoomIn size={20} aria-hidden />
        </ViewerButton>
        <ViewerButton type="button" aria-label="Close" onClick={onClose} autoFocus>
          <X size={22} aria-hidden />
        </ViewerButton>
      </Bar>
      {count > 1 && (
        <>
          <Side type="button" $side="left" aria-label="Previous image" onClick={previous}>
            <ChevronLeft size={26} aria-hidden />
          </Side>
          <Side type="button" $side="right" aria-label="Next image" onClick={next}>
            <ChevronRight size={26} aria-hidden />
          </Side>
        </>
      )}
    </Viewer>
  );
}

const Viewer = styled.dialog`
  width: 100vw;
  max-width: none;
  height: 100dvh;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.page};
  overflow: hidden;

  &::backdrop { background: ${({ theme }) => theme.colors.night}; }
`;

const Stage = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  overflow: hidden;
  /* Every gesture is the viewer's own: the browser neither scrolls nor zooms the page. */
  touch-action: none;
  cursor: zoom-in;
  user-select: none;

  &[data-zoomed] { cursor: grab; }
`;

const Picture = styled.img`
  max-width: 100%;
  max-height: 100%;
  object-fit: contain;
  transform-origin: center;
  transition: transform 120ms ease-out;
  will-change: transform;
`;

const Bar = styled.div`
  position: absolute;
  top: 12px;
  right: 12px;
  display: flex;
  gap: 8px;
  align-items: center;
`;

const Counter = styled.p`
  margin: 0 8px 0 0;
  font-size: 14px;
  font-variant-numeric: tabular-nums;
`;

const ViewerButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  ${roundIconStyles}
  background: rgba(15, 17, 19, 0.6);
  color: inherit;
  cursor: pointer;

  &:disabled { opacity: 0.4; cursor: default; }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const Side = styled(ViewerButton)<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: 12px;
  transform: translateY(-50%);
`;
