import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WatchCard } from './watch-catalogue/watch-card';
import { renderWithProviders } from '../test/render';
import { watchFixture } from '../test/watch-fixture';

describe('the availability badge on a watch card', () => {
  it.each([
    ['on_hold', 'On Hold'],
    ['sold', 'Sold'],
  ] as const)('shows %s as %j', (availability, label) => {
    renderWithProviders(<WatchCard watch={watchFixture({ id: 1, availability })} />);
    expect(screen.getByRole('article')).toHaveTextContent(label);
  });

  it('says nothing for an available watch', () => {
    renderWithProviders(<WatchCard watch={watchFixture({ id: 1 })} />);
    expect(screen.getByRole('article')).not.toHaveTextContent(/On Hold|Sold/);
  });
});
