/** A five-point star in a 24-unit box. */
const STAR = 'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z';
/** The star's left half, filled for a half star. */
const HALF_STAR = 'M12 2.5v15l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z';

type Fill = 'full' | 'half' | 'empty';

function Star({ fill }: { fill: Fill }) {
  return (
    <svg className="star-rating__star" viewBox="0 0 24 24" width="20" height="20" focusable="false">
      <path d={STAR} fill={fill === 'full' ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      {fill === 'half' ? <path d={HALF_STAR} fill="currentColor" /> : null}
    </svg>
  );
}

export interface StarRatingProps {
  fullStars: number;
  halfStar: boolean;
}

/**
 * A rating out of five drawn as full, half and empty stars (spec section 2), read out as
 * "Rated 4.5 out of 5": one image with that name, so the stars themselves are not announced.
 */
export function StarRating({ fullStars, halfStar }: StarRatingProps) {
  const fills: Fill[] = Array.from({ length: 5 }, (_, index) =>
    index < fullStars ? 'full' : index === fullStars && halfStar ? 'half' : 'empty',
  );
  return (
    <span className="star-rating" role="img" aria-label={`Rated ${fullStars + (halfStar ? 0.5 : 0)} out of 5`}>
      {fills.map((fill, index) => (
        <Star key={index} fill={fill} />
      ))}
    </span>
  );
}
