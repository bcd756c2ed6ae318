import { padStart } from 'padkit';

/** A price in cents as `$D.CC`, padded on the left to `width` characters. */
export function formatPrice(cents, width = 0) {
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  return padStart(`$${dollars}.${rest}`, width);
}

/** The sum of some prices in cents, formatted. */
export function formatTotal(prices, width = 0) {
  return formatPrice(prices.reduce((sum, cents) => sum + cents, 0), width);
}
