/** Total price of a cart, in cents, after a percentage discount. */
export function cartTotal(items, discountPercent = 0) {
  const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const discount = Math.round((subtotal * discountPercent) / 100);
  return subtotal + discount;
}

export function itemCount(items) {
  return items.reduce((n, item) => n + item.quantity, 0);
}
