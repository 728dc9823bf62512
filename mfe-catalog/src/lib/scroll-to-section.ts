/** Smoothly scrolls to a section of the page, instantly when the visitor prefers reduced motion. */
export function scrollToSection(id: string): void {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  document.getElementById(id)?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}
