import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { FallbackImage } from './fallback-image';

const fallback = <span data-testid="fallback">default icon</span>;

describe('FallbackImage', () => {
  it('should try each source in turn, then show the fallback instead of a broken image', () => {
    render(<FallbackImage sources={['/cdn/a.png', null, '/origin/a.png']} alt="Lucky Koi" fallback={fallback} />);
    expect(screen.getByRole('img', { name: 'Lucky Koi' })).toHaveAttribute('src', '/cdn/a.png');

    fireEvent.error(screen.getByRole('img', { name: 'Lucky Koi' }));
    expect(screen.getByRole('img', { name: 'Lucky Koi' })).toHaveAttribute('src', '/origin/a.png');

    fireEvent.error(screen.getByRole('img', { name: 'Lucky Koi' }));
    expect(screen.queryByRole('img', { name: 'Lucky Koi' })).not.toBeInTheDocument();
    expect(screen.getByTestId('fallback')).toBeInTheDocument();
  });

  it('should show the fallback at once when there is no source', () => {
    render(<FallbackImage sources={['', undefined]} alt="Lucky Koi" fallback={fallback} />);
    expect(screen.getByTestId('fallback')).toBeInTheDocument();
  });

  it('should start over when the slot gets other sources', () => {
    const view = render(<FallbackImage sources={['/a.png']} alt="Game" fallback={fallback} />);
    fireEvent.error(screen.getByRole('img', { name: 'Game' }));
    expect(screen.getByTestId('fallback')).toBeInTheDocument();
    view.rerender(<FallbackImage sources={['/b.png']} alt="Game" fallback={fallback} />);
    expect(screen.getByRole('img', { name: 'Game' })).toHaveAttribute('src', '/b.png');
  });
});
