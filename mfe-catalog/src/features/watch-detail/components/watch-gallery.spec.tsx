import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { WatchGallery } from './watch-gallery';

const images = ['/uploads/a.jpg', '/uploads/b.jpg', 'https://example.com/c.jpg'];
const mainImage = () => screen.getByAltText(/Rolex Daytona, image \d of 3/);
const currentThumb = () => screen.getAllByRole('button', { current: true });

describe('WatchGallery', () => {
  it('moves with previous and next, wrapping, and keeps the thumbnail strip in step', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WatchGallery images={images} alt="Rolex Daytona" />);
    expect(mainImage()).toHaveAttribute('alt', 'Rolex Daytona, image 1 of 3');
    expect(currentThumb()).toEqual([screen.getByRole('button', { name: 'Show image 1 of 3' })]);

    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(mainImage()).toHaveAttribute('src', '/uploads/b.jpg');
    expect(currentThumb()).toEqual([screen.getByRole('button', { name: 'Show image 2 of 3' })]);

    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(mainImage()).toHaveAttribute('src', 'https://example.com/c.jpg');
  });

  it('jumps to a thumbnail and answers the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WatchGallery images={images} alt="Rolex Daytona" />);
    await user.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(mainImage()).toHaveAttribute('alt', 'Rolex Daytona, image 3 of 3');

    const carousel = screen.getByRole('region', { name: 'Watch images' });
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(mainImage()).toHaveAttribute('alt', 'Rolex Daytona, image 1 of 3');
    fireEvent.keyDown(carousel, { key: 'End' });
    expect(currentThumb()).toEqual([screen.getByRole('button', { name: 'Show image 3 of 3' })]);
  });

  it('shows a single image without carousel controls', () => {
    renderWithProviders(<WatchGallery images={['/uploads/a.jpg']} alt="Rolex Daytona" />);
    expect(screen.getByAltText('Rolex Daytona')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Enlarge image']);
  });

  it('says when there is no image at all', () => {
    renderWithProviders(<WatchGallery images={[]} alt="Rolex Daytona" />);
    expect(screen.getByText('No Images Available')).toBeInTheDocument();
  });
});
