import { fireEvent, render, screen } from '@testing-library/react';
import { ImageWithFallback } from './image-with-fallback';

describe('ImageWithFallback', () => {
  it('swaps to the fallback once, then stops', () => {
    const onError = jest.fn();
    render(<ImageWithFallback src="/broken.png" fallbackSrc="/default.png" alt="Fortune Tiger" onError={onError} />);
    const img = screen.getByRole('img', { name: 'Fortune Tiger' });
    expect(img).toHaveAttribute('src', '/broken.png');

    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/default.png');

    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/default.png');
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('reserves its aspect ratio and lazy-loads', () => {
    render(<ImageWithFallback src="/a.png" fallbackSrc="/d.png" alt="Banner" aspectRatio="16 / 5" />);
    const img = screen.getByRole('img', { name: 'Banner' });
    expect(img.style.aspectRatio).toBe('16 / 5');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('gives a new src its own chance', () => {
    const { rerender } = render(<ImageWithFallback src="/a.png" fallbackSrc="/d.png" alt="Icon" />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<ImageWithFallback src="/b.png" fallbackSrc="/d.png" alt="Icon" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/b.png');
  });
});
