import { describe, expect, it } from 'vitest';
import { addToast, removeToast, type ToastMessage } from './toastQueue';

const toast = (id: number): ToastMessage => ({ id, type: id % 2 ? 'success' : 'error', message: `message ${id}` });

describe('addToast', () => {
  it.each([
    { name: 'an empty stack', stack: [], added: toast(1), max: 5, ids: [1] },
    { name: 'a stack with room', stack: [toast(1), toast(2)], added: toast(3), max: 5, ids: [1, 2, 3] },
    { name: 'a full stack', stack: [toast(1), toast(2), toast(3)], added: toast(4), max: 3, ids: [2, 3, 4] },
  ])('should stack the new toast last given $name', ({ stack, added, max, ids }) => {
    expect(addToast(stack, added, max).map((entry) => entry.id)).toEqual(ids);
  });
});

describe('removeToast', () => {
  it.each([
    { name: 'the middle toast', id: 2, ids: [1, 3] },
    { name: 'an unknown id', id: 9, ids: [1, 2, 3] },
  ])('should remove $name', ({ id, ids }) => {
    expect(removeToast([toast(1), toast(2), toast(3)], id).map((entry) => entry.id)).toEqual(ids);
  });
});
