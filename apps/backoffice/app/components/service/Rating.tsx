// A review's rating as five stars (the number for screen readers).
export function Rating({ rating, label }: { rating: number; label: string }) {
  return (
    <span role="img" aria-label={label} data-testid="rating" data-rating={rating} className="whitespace-nowrap text-base leading-none tracking-tight text-gold">
      {'★'.repeat(rating)}<span className="text-line">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}
