import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cartTotal, itemCount } from '../src/cart.js';

const items = [
  { price: 1200, quantity: 2 },
  { price: 500, quantity: 1 },
];

test('total without discount', () => assert.equal(cartTotal(items), 2900));
test('discount is subtracted', () => assert.equal(cartTotal(items, 10), 2610));
test('item count', () => assert.equal(itemCount(items), 3));
