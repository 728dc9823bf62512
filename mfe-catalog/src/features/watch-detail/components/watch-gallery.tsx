import { imageAtWidth } from '@caliber/contracts';
import { roundIconStyles, useImageHost, WatchImage } from '@caliber/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useCarousel } from '../hooks/use-carousel';

const loadViewer = () => import('./photo-viewer');
const PhotoViewer = lazy(loadViewer);

const MAIN_IMAGE_SIZES = '(min-width: 1024px) 640px, 100vw';
const THUMB_WIDTH = 88;

interface WatchGalleryProps {
  images: readonly string[];
  alt: string;
}

/**
 * The watch's images: a carousel with a thumbnail strip when there are several, else the one image.
 * The main image opens the full-screen viewer, which moves this carousel as it moves.
 */
export function WatchGallery({ images, alt }: WatchGalleryProps) {
  const { index, go, previous, next } = useCarousel(images.length);
  const strip = useRef<HTMLUListElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [viewing, setViewing] = useState(false);
  const imageHost = useImageHost();
  const viewed = useRef(false);

  // Closing the viewer gives focus back to the image that opened it.
  useEffect(() => {
    if (viewing) viewed.current = true;
    else if (viewed.current) opener.current?.focus();
  }, [viewing]);

  // The strip scrolls sideways to keep the current thumbnail in view. Never `scrollIntoView`: it scrolls the
  // page too, and on a page just opened it hid the breadcrumb and title under the sticky header.
  useEffect(() => {
    const list = strip.current;
    const thumb = list?.children[index] as HTMLElement | undefined;
    if (!list || !thumb) return;
    const shown = list.getBoundingClientRect();
    const box = thumb.getBoundingClientRect();
    if (box.left < shown.left) list.scrollLeft -= shown.left - box.left;
    else if (box.right > shown.right) list.scrollLeft += box.right - shown.right;
  }, [index]);

  if (images.length === 0) {
    return (
      <Frame>
        <WatchImage src={null} alt="" placeholder="No Images Available" />
      </Frame>
    );
  }
  // Over the image rather than around it: a button may hold only phrasing content.
  const enlarge = (label: string) => (
    <Enlarge ref={opener} type="button" aria-label={label} onClick={() => setViewing(true)} onPointerEnter={() => void loadViewer()} onFocus={() => void loadViewer()} />
  );
  const viewer = viewing && (
    <Suspense fallback={null}>
      <PhotoViewer images={images} index={index} alt={alt} go={go} onClose={() => setViewing(false)} />
    </Suspense>
  );

  if (images.length === 1) {
    return (
      <Frame>
        <WatchImage src={images[0]} alt={alt} sizes={MAIN_IMAGE_SIZES} priority />
        {enlarge('Enlarge image')}
        {viewer}
      </Frame>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => void> = {
      ArrowLeft: previous,
      ArrowRight: next,
      Home: () => go(0),
      End: () => go(images.length - 1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  };

  return (
    <Carousel role="region" aria-roledescription="carousel" aria-label="Watch images" onKeyDown={onKeyDown}>
      <Frame>
        <WatchImage key={images[index]} src={images[index]} alt={`${alt}, image ${index + 1} of ${images.length}`} sizes={MAIN_IMAGE_SIZES} priority />
        {enlarge(`Enlarge image ${index + 1} of ${images.length}`)}
        <Arrow type="button" $side="left" aria-label="Previous image" onClick={previous}>
          <ChevronLeft size={22} aria-hidden />
        </Arrow>
        <Arrow type="button" $side="right" aria-label="Next image" onClick={next}>
          <ChevronRight size={22} aria-hidden />
        </Arrow>
      </Frame>
      {viewer}
      <Status aria-live="polite">
        {index + 1} / {images.length}
      </Status>
      <Thumbs ref={strip} aria-label="Choose an image">
        {images.map((src, thumbIndex) => (
          <li key={`${src}-${thumbIndex}`}>
            <Thumb
              type="button"
              aria-label={`Show image ${thumbIndex + 1} of ${images.length}`}
              aria-current={thumbIndex === index ? 'true' : undefined}
              $active={thumbIndex === index}
              onClick={() => go(thumbIndex)}
            >
              <img src={imageAtWidth(src, THUMB_WIDTH * 2, imageHost)} alt="" width={THUMB_WIDTH} height={THUMB_WIDTH} loading="lazy" />
            </Thumb>
          </li>
        ))}
      </Thumbs>
    </Carousel>
  );
}

const Carousel = styled.section`
  display: grid;
  gap: 12px;
`;

const Frame = styled.div`
  position: relative;
  border: 1px solid ${({ theme }) => theme.colors.line};
`;

const Enlarge = styled.button`
  position: absolute;
  inset: 0;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
  outline-offset: 2px;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
  }
`;

const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: 12px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  ${roundIconStyles}
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  transform: translateY(-50%);
  transition: opacity ${({ theme }) => theme.motion.base};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }

  /* On devices with a pointer the arrows appear on hover or focus; touch screens always show them. */
  @media (hover: hover) {
    opacity: 0;

    ${Frame}:hover &,
    ${Frame}:focus-within &,
    &:focus-visible {
      opacity: 1;
    }
  }
`;

const Status = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-variant-numeric: tabular-nums;
  text-align: right;
`;

const Thumbs = styled.ul`
  display: flex;
  gap: 8px;
  margin: 0;
  padding: 2px;
  overflow-x: auto;
  list-style: none;
  scrollbar-width: thin;
`;

const Thumb = styled.button<{ $active: boolean }>`
  display: block;
  flex: none;
  padding: 0;
  border: 2px solid ${({ $active, theme }) => ($active ? theme.colors.accent : 'transparent')};
  background: ${({ theme }) => theme.colors.imageBackground};
  cursor: pointer;

  img {
    display: block;
    width: ${THUMB_WIDTH}px;
    height: ${THUMB_WIDTH}px;
    object-fit: contain;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ink};
    outline-offset: 2px;
  }
`;
